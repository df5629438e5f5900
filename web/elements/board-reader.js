// How <sudoku-board> reads what it was given (value, shape, givens) into a board, by the core's
// parse: without a value the givens set the size; without either, an empty board of the shape.

/** An empty board of `shapeText`'s shape (the core reads the shape; 3x3 without one). */
export function emptyBoard(sudoku, shapeText) {
  const shape = shapeText ? sudoku.parseShape(shapeText) : { boxRows: 3, boxCols: 3, size: 9 };
  return { ...shape, cells: new Uint8Array(shape.size * shape.size) };
}

/**
 * Reads `source` (the value: text, or any board value the API takes), `shapeText` and
 * `givensText` (attributes, or null); the core's errors in `locale` (a catalog, null: English). Returns `{ board, givens, parsed }`: the board, the cells of
 * its givens (or null), and every puzzle read, in order (their rules may be the board's). When
 * something cannot be read: `{ error, errorIn, parsed }`, errorIn "board" or "givens".
 */
export function readBoard(sudoku, source, shapeText, givensText, locale) {
  const parsed = [];
  const noValue = source === null || source === undefined || source === "";
  // Without a value, the givens (if any) say how big the board is.
  let errorIn = noValue && givensText ? "givens" : "board";
  try {
    const board =
      noValue && !givensText
        ? emptyBoard(sudoku, shapeText)
        : sudoku.parse(noValue ? givensText : source, { shape: shapeText || undefined, locale });
    parsed.push(board);
    const largest = sudoku.limits.maxTextDigit; // one symbol per cell: 1–9, then A–Z
    if (board.size > largest)
      throw new RangeError(
        `A ${board.size}×${board.size} board is too large to show here: up to ${largest}×${largest} (one symbol a cell: 1–9, A–Z).`,
      );
    errorIn = "givens";
    let givens = null;
    if (givensText) {
      const puzzle = sudoku.parse(givensText, {
        shape: { boxRows: board.boxRows, boxCols: board.boxCols },
        locale,
      });
      parsed.push(puzzle);
      givens = puzzle.cells;
    }
    return { board, givens, parsed };
  } catch (error) {
    return { error, errorIn, parsed };
  }
}
