// How a puzzle travels whole into and out of <sudoku-board>: "Copy as" (board-copy.js) groups the
// formats by what they write of givens and entries, marks those that cannot carry the board's
// puzzle (the core's reason) and those that leave out what it has that nobody checks, opens on
// one that carries it all, says a chosen format's mark before anything is copied, and writes the
// board with its rules (the puzzle's formats: its givens, with what it kept that nobody checks);
// a pasted puzzle (a link, a site id, puzzle JSON: board-editing.js) takes the board's place, its
// clues givens, undone as one step. Both need the formats validator, whose file carries this
// module to the board's classic script (scripts/bundle.mjs), so that script does not grow by it.
import { joinWords } from "./element-kit.js";

// The text of the puzzle last pasted into each board (by swap): "Copy as" writes back what of it
// nobody checks, as it does a givens or value attribute's (see prepare).
const pasted = new WeakMap();

/**
 * What "Copy as" of `host` (the element) writes of `puzzle` (board-copy.js's: { value, shape,
 * rules }), read by `sudoku` (the formats validator): the board as it stands, and the puzzle (its
 * givens; every digit on a board without any), as the text it came in when one holds those
 * digits, those rules and what the board says nobody checks, so that the members of it that
 * nobody checks travel too (a pasted link, the givens or value attribute); how many givens and
 * entries; and `ignored`, what the board says nobody checks.
 */
function prepare(sudoku, host, { value, shape, rules }) {
  const givens = [...host.shadowRoot.querySelectorAll("[role=gridcell]")].map((cell) =>
    cell.part.contains("given"),
  );
  const given = givens.filter(Boolean).length;
  const clues = given ? [...value].map((symbol, k) => (givens[k] ? symbol : ".")).join("") : value;
  const options = { shape, rules: rules ?? undefined };
  const { ignored } = host;
  const same = (text) => {
    try {
      const read = sudoku.parse(text, options);
      return (
        read.cells.join() === [...clues].map((symbol) => parseInt(symbol, 36) || 0).join() &&
        read.ignored.join() === ignored.join()
      );
    } catch {
      return false; // (not this puzzle's: its rules are others)
    }
  };
  const texts = [pasted.get(host), host.getAttribute("givens"), host.getAttribute("value")];
  return {
    boards: [value, texts.find((text) => text && same(text)) ?? clues],
    options,
    given,
    entries: value.replaceAll(".", "").length - given,
    ignored,
  };
}

// The formats of a puzzle for another site, which "Copy as" writes as the puzzle's givens; the
// others write the board as it stands, and cannot tell the player's entries from the givens. The
// select shows them in two groups that say so.
const PUZZLE = ["sudokupad", "fpuzzles", "sudokuexchange", "solo"];
const GROUPS = [
  "The board (entries written as givens)",
  "The puzzle (its givens, not your entries)",
];

/** Whether `option` is of a format that writes the puzzle. */
const ofPuzzle = (option) => PUZZLE.includes(option.value);

/** Puts the options of `choice` (the select) in its two groups, once. */
function group(choice) {
  if (choice.firstElementChild.tagName === "OPTGROUP") return;
  const groups = GROUPS.map((label) =>
    Object.assign(document.createElement("optgroup"), { label }),
  );
  const { value } = choice;
  for (const option of [...choice.options]) groups[Number(ofPuzzle(option))].append(option);
  choice.append(...groups);
  choice.value = value;
}

/**
 * `option` (of "Copy as"'s select) written from `ready` (prepare's): `{ text, dropped }`, what
 * of `ready.ignored` its text leaves out; or `{ reason }`, the core's, when it cannot carry it.
 */
function written(sudoku, option, { boards, options, ignored }) {
  try {
    const text = sudoku.format(boards[Number(ofPuzzle(option))], option.value, options);
    const read = ignored.length ? sudoku.parse(text).ignored : [];
    return { text, dropped: ignored.filter((name) => !read.includes(name)) };
  } catch (error) {
    return { reason: error.message };
  }
}

/**
 * Groups the formats of "Copy as" (board-copy.js's CopyAs: its `choice`, the select), and marks
 * each that cannot carry its `puzzle()` (the option's label says so and its title is the core's
 * reason), or that leaves out what the puzzle has that nobody checks (its label and title name
 * them). When the
 * chosen one is marked, the first that carries it all is chosen (else the first that carries its
 * rules), so the first Copy of a board with rules copies them. Its notice, `say(words, echoed)`,
 * says a marked format's mark as soon as it is chosen.
 */
function mark(sudoku, { host, choice, puzzle, say }) {
  group(choice);
  const ready = prepare(sudoku, host, puzzle());
  const notes = new Map();
  let whole = null;
  let first = null;
  for (const option of choice.options) {
    const { reason, dropped } = written(sudoku, option, ready);
    const left = reason ? "" : joinWords(dropped);
    option.label = reason
      ? `${option.textContent} (cannot carry this puzzle)`
      : left
        ? `${option.textContent} (leaves out ${left})`
        : option.textContent;
    option.title = reason || left;
    if (reason) notes.set(option, `${option.textContent} cannot carry this puzzle: `);
    if (left) notes.set(option, `${option.textContent} leaves out what nobody checks: `);
    if (!reason) first ??= option;
    if (!option.title) whole ??= option;
  }
  if (choice.selectedOptions[0].title && (whole ?? first)) choice.value = (whole ?? first).value;
  choice.onchange = () => {
    const option = choice.selectedOptions[0];
    say(notes.get(option) ?? "", option.title);
  };
}

/**
 * Writes the `puzzle()` of "Copy as" in the format chosen in its `choice` to the clipboard, after a
 * sudoku-copy event from its `host` with the text; a puzzle the format cannot carry, or a clipboard
 * that refuses, is said in its notice (`say`), and so is what the text leaves out: what nobody
 * checks, and on a board of givens and entries, the entries (the puzzle's formats) or that they
 * are written as givens (the board's, which cannot tell them apart).
 */
async function copy(sudoku, { host, choice, puzzle, say }) {
  const option = choice.selectedOptions[0];
  const name = option.textContent;
  try {
    const ready = prepare(sudoku, host, puzzle());
    const { text, dropped, reason } = written(sudoku, option, ready);
    if (reason) throw new RangeError(reason);
    host.dispatchEvent(
      new CustomEvent("sudoku-copy", {
        detail: { format: choice.value, text },
        bubbles: true,
        composed: true,
      }),
    );
    await navigator.clipboard.writeText(text);
    const { given, entries } = ready;
    const yours = `your ${entries} ${entries > 1 ? "entries are" : "entry is"}`;
    say(
      `Copied as ${name}.` +
        (dropped.length ? ` It leaves out ${joinWords(dropped)}.` : "") +
        (given && entries
          ? ofPuzzle(option)
            ? ` It writes the puzzle's givens: ${yours} left out.`
            : ` It cannot tell entries from givens: ${yours} written as givens.`
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
      text: pasted.get(view.grid.getRootNode().host),
    },
    { board: puzzle, givens: puzzle.cells, rules: puzzle.rules, ignored: puzzle.ignored, text },
  ];
  return (redo) => {
    const state = states[Number(redo)];
    const focused = view.grid.contains(view.grid.getRootNode().activeElement);
    const resized = board.take(state.board, state.givens);
    view.newBoard(resized);
    if (resized) navigation.reset();
    referee.setRules(state.rules);
    referee.setIgnored(state.ignored);
    pasted.set(view.grid.getRootNode().host, state.text);
    view.drawLegend(referee);
    flags();
    // New cells: the first is where focus goes back, as a new board's Tab stop.
    if (resized && focused) navigation.setActive(0, true);
    return Array.from(board.cells, (digit, index) => [index]);
  };
}

export const travel = { mark, copy, swap };
