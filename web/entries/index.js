// Entry point of the valid-sudoku package: the referee API (see docs/js-api.md).
export { loadValidator, SudokuParseError } from "../api/api.js";
