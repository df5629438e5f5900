// Entry of the classic-script bundle dist/valid-sudoku.js: the global ValidSudoku, and <sudoku-board>.
// A plain assignment rather than esbuild's globalName, whose module-namespace helpers and getters
// cost 350 B gzip.
import { loadValidator, SudokuParseError } from "./index.js";
// Importing board.js registers <sudoku-board>; its exports make ValidSudoku.defineSudokuBoard.
import { SudokuBoard, defineSudokuBoard } from "../elements/board.js";

globalThis.ValidSudoku = { loadValidator, SudokuParseError, SudokuBoard, defineSudokuBoard };

// The page gets its first verdict sooner when the module is unpacked and compiled while the page
// is still parsing, not from the first element's connectedCallback. A failure here is the
// element's to report: it asks again.
loadValidator().catch(() => {});
