// Entry of the classic-script bundle dist/valid-sudoku.js: the global ValidSudoku, and <sudoku-board>.
export * from "./index.js";
// Importing board.js registers <sudoku-board>; its exports make ValidSudoku.defineSudokuBoard.
export { SudokuBoard, defineSudokuBoard } from "./board.js";
