// Entry of the classic-script bundle dist/valid-sudoku.js: the global ValidSudoku, and <sudoku-board>.
// A plain assignment rather than esbuild's globalName, whose module-namespace helpers and getters
// cost 350 B gzip.
import { loadValidator, SudokuParseError } from "./index.js";
// Importing board.js registers <sudoku-board>; its exports make ValidSudoku.defineSudokuBoard.
import { SudokuBoard, defineSudokuBoard } from "../elements/board.js";

globalThis.ValidSudoku = { loadValidator, SudokuParseError, SudokuBoard, defineSudokuBoard };
