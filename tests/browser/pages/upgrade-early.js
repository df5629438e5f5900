// Runs before the bundle: sets properties on a <sudoku-board> that is not defined yet.
const early = document.getElementById("early");
early.value = "83..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
early.label = "Early board";
early.keypad = true;
