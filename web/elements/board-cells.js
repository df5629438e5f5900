// What <sudoku-board> holds, apart from how it is drawn: its shape, its cells and givens, the board
// as one line, and the units of a cell (its row, column and box, or jigsaw region).
import { SYMBOLS, boxOf } from "./element-kit.js";

export const symbolOf = (digit) => (digit ? SYMBOLS[digit - 1] : ".");

export class BoardCells {
  size = 0;
  boxRows = 0;
  boxCols = 0;
  cells = new Uint8Array(0);
  givens = new Uint8Array(0); // 1 where the puzzle fixed the cell
  regions = null; // the drawn rules' region of each cell, or null: the boxes

  /** The board as one line: `.` for blanks, 1–9 then A–Z. Empty until a board is taken. */
  get value() {
    let text = "";
    for (const digit of this.cells) text += symbolOf(digit);
    return text;
  }

  get shape() {
    return { boxRows: this.boxRows, boxCols: this.boxCols };
  }

  get empty() {
    return this.cells.every((digit) => digit === 0);
  }

  get full() {
    return this.cells.every((digit) => digit !== 0);
  }

  /**
   * Takes a parsed board (the API's parse) and the cells of its givens (or null), which are
   * written over it; true when the shape changed (the cells must be made anew).
   */
  take(board, givens) {
    const resized =
      board.size !== this.size || board.boxRows !== this.boxRows || board.boxCols !== this.boxCols;
    this.size = board.size;
    this.boxRows = board.boxRows;
    this.boxCols = board.boxCols;
    this.cells = Uint8Array.from(board.cells);
    this.givens = new Uint8Array(this.cells.length);
    givens?.forEach((digit, index) => {
      if (digit) {
        this.cells[index] = digit;
        this.givens[index] = 1;
      }
    });
    if (resized) this.regions = null;
    return resized;
  }

  /** The unit of each cell besides its row and column: its box, or its region in a jigsaw. */
  thirdUnit() {
    const regions = this.regions;
    return regions ? (index) => regions[index] : boxOf(this.size, this.boxRows, this.boxCols);
  }

  /** The other cells of the row, column and box (or jigsaw region) of `index`. */
  peersOf(index) {
    const n = this.size;
    const row = Math.floor(index / n);
    const col = index % n;
    const unitOf = this.thirdUnit();
    const unit = unitOf(index); // (a jigsaw cell in no region, -1, has only its row and column)
    const peers = [];
    for (let cell = 0; cell < n * n; cell++)
      if (
        cell !== index &&
        (Math.floor(cell / n) === row || cell % n === col || (unit >= 0 && unitOf(cell) === unit))
      )
        peers.push(cell);
    return peers;
  }

  /** "row 2, column 5" (or "Row 2, …"). */
  where(index, capital = false) {
    const n = this.size;
    return `${capital ? "R" : "r"}ow ${Math.floor(index / n) + 1}, column ${(index % n) + 1}`;
  }
}
