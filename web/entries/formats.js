// Entry of valid-sudoku/formats (dist/formats.mjs, dist/formats.cjs): the formats module, which
// loadValidator({ formats: true }) of the main entry imports on demand (formatsBuild), and the
// main entry's API (the same functions and classes, not a copy: scripts/bundle.mjs points
// ./index.js at the main entry).
import { sudokuFormats } from "../../build/wasm-modules.mjs";

export { loadValidator, SudokuParseError } from "./index.js";
/** The formats module (internal: loadValidator({ formats: true }) is the way to it). */
export const formatsBuild = () => sudokuFormats;
