// <sudoku-board> and the clipboard: Ctrl+C copies the board as one line; a paste is heard where it
// arrives, and does what it says (one symbol into the active cell, or a whole board in any format
// the core reads, its givens kept).
import { SYMBOLS } from "./element-kit.js";

/**
 * Copies `text()` (null: nothing to copy) on a copy from `grid`, and calls `onPaste(event)` for a
 * paste into it and, while a cell has focus, for a paste that did not pass through it: Firefox
 * sends the paste of a focused element that is not editable to the document's body.
 */
export function listenToClipboard(grid, text, onPaste) {
  grid.addEventListener("copy", (event) => {
    const copied = text();
    if (copied === null) return;
    event.preventDefault();
    event.clipboardData.setData("text/plain", copied);
  });
  grid.addEventListener("paste", onPaste);
  const elsewhere = (event) => {
    if (!event.composedPath().includes(grid)) onPaste(event);
  };
  grid.addEventListener("focusin", () => grid.ownerDocument.addEventListener("paste", elsewhere));
  grid.addEventListener("focusout", () =>
    grid.ownerDocument.removeEventListener("paste", elsewhere),
  );
}

/**
 * What pasting `text` into `model` (board-cells.js) does, read by `sudoku` (its errors in
 * `locale`, the board's catalog): `{ digit }` (one
 * symbol, typed into the active cell), `{ error }` (text the core cannot read), or
 * `{ board, changes, givensKept }`: the puzzle read, the [cell, before, after] edits it makes,
 * and how many givens it would have changed (they stay).
 */
export function readPaste(text, model, sudoku, locale) {
  const single = text.trim().toUpperCase();
  if (single.length === 1 && SYMBOLS.includes(single)) {
    const digit = SYMBOLS.indexOf(single) + 1;
    if (digit <= model.size) return { digit };
  }
  let board;
  try {
    board = sudoku.parse(text, { shape: model.shape, locale });
  } catch (error) {
    return { error };
  }
  const changes = [];
  let givensKept = 0;
  board.cells.forEach((digit, index) => {
    if (digit === model.cells[index]) return;
    if (model.givens[index]) givensKept++;
    else changes.push([index, model.cells[index], digit]);
  });
  return { board, changes, givensKept };
}

/** The notice of a paste that changed no cell. */
export const unchanged = (givensKept) =>
  givensKept
    ? `Paste made no change: it differs from this board only in ${givensKept} given${givensKept > 1 ? "s" : ""}, which cannot be changed.`
    : "Paste made no change: that board is already shown.";
