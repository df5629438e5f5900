// How a puzzle travels whole into and out of <sudoku-board>: "Copy as" (board-copy.js) marks the
// formats that cannot carry the board's puzzle, each with the core's reason, opens on one that
// can, says the reason of a format chosen before anything is copied, and writes the board with its
// rules; a pasted puzzle (a link, a site id, puzzle JSON: board-editing.js) takes the board's
// place, its clues givens, undone as one step. Both need the formats validator, whose file carries
// this module to the board's classic script (scripts/bundle.mjs), so that script does not grow by it.

/**
 * Why `sudoku` (the formats validator) cannot write `puzzle` ({ value, shape, rules }) in `to`: the
 * core's words, or "" when it can.
 */
function refusal(sudoku, to, { value, shape, rules }) {
  try {
    sudoku.format(value, to, { shape, rules: rules ?? undefined });
    return "";
  } catch (error) {
    return error.message;
  }
}

/**
 * Marks each format of "Copy as" (board-copy.js's CopyAs: its `choice`, the select) that cannot
 * carry its `puzzle()`: the option's label says so and its title is the core's reason. When the
 * chosen one cannot, the first that can is chosen, so the first Copy of a board with rules copies
 * them. Its notice, `say(words, echoed)`, says a marked format's reason as soon as it is chosen.
 */
function mark(sudoku, { choice, puzzle: now, say }) {
  const puzzle = now();
  let first = null;
  for (const option of choice.options) {
    const reason = refusal(sudoku, option.value, puzzle);
    option.label = reason ? `${option.textContent} (cannot carry this puzzle)` : option.textContent;
    option.title = reason;
    if (!reason) first ??= option;
  }
  if (choice.selectedOptions[0].title && first) choice.value = first.value;
  choice.onchange = () => {
    const { textContent, title } = choice.selectedOptions[0];
    say(title ? `${textContent} cannot carry this puzzle: ` : "", title);
  };
}

/**
 * Writes the `puzzle()` of "Copy as" in the format chosen in its `choice` to the clipboard, after a
 * sudoku-copy event from its `host` with the text; a puzzle the format cannot carry, or a clipboard
 * that refuses, is said in its notice (`say`), and so is a board of givens and entries, which every
 * format writes alike.
 */
async function copy(sudoku, { host, choice, puzzle, say }) {
  const name = choice.selectedOptions[0].textContent;
  try {
    const { value, shape, rules } = puzzle();
    const text = sudoku.format(value, choice.value, { shape, rules: rules ?? undefined });
    host.dispatchEvent(
      new CustomEvent("sudoku-copy", {
        detail: { format: choice.value, text },
        bubbles: true,
        composed: true,
      }),
    );
    await navigator.clipboard.writeText(text);
    // No format the core writes tells the player's digits from the puzzle's: said when both are there.
    const givens = host.shadowRoot.querySelectorAll("[part~=given]").length;
    const entries = value.replaceAll(".", "").length - givens;
    say(
      `Copied as ${name}.` +
        (givens && entries
          ? ` It cannot tell entries from givens: your ${entries} ${entries > 1 ? "entries are" : "entry is"} written as givens.`
          : ""),
    );
  } catch (error) {
    say(`Not copied as ${name}: `, error.message);
  }
}

/**
 * Pasted `text` that is a puzzle that travels (a link, a site id, puzzle JSON, as the validator of
 * `parts`, board-editing.js's, reads it) in place of the board, as one step of undo
 * (board-history.js): `(redo) => changes` swaps in the puzzle (its clues givens, its rules and what
 * it has that nobody checks; of any size) or, undone, the board as it was, and gives every cell to
 * draw. Undefined for other text (board text pastes into the board's cells).
 */
function swap({ board, view, navigation, referee, checker, flags }, text) {
  let puzzle;
  try {
    puzzle = checker.sudoku.parse(text);
  } catch {
    return; // (the paste's own reading says why)
  }
  if (!/^(fpuzzles|sudoku|solo|json)/.test(puzzle.source)) return;
  const states = [
    {
      board: { ...board.shape, size: board.size, cells: Uint8Array.from(board.cells) },
      givens: board.givens.map((given, index) => given && board.cells[index]),
      rules: referee.rules,
      ignored: referee.ignored,
    },
    { board: puzzle, givens: puzzle.cells, rules: puzzle.rules, ignored: puzzle.ignored },
  ];
  return (redo) => {
    const state = states[Number(redo)];
    const focused = view.grid.contains(view.grid.getRootNode().activeElement);
    const resized = board.take(state.board, state.givens);
    view.newBoard(resized);
    if (resized) navigation.reset();
    referee.setRules(state.rules);
    referee.setIgnored(state.ignored);
    view.drawLegend(referee);
    flags();
    // New cells: the first is where focus goes back, as a new board's Tab stop.
    if (resized && focused) navigation.setActive(0, true);
    return Array.from(board.cells, (digit, index) => [index]);
  };
}

export const travel = { mark, copy, swap };
