// Entry of valid-sudoku/formats (dist/formats.mjs, dist/formats.cjs): the formats module, which
// loadValidator({ formats: true }) of the main entry imports on demand, and the main entry's API
// (the same functions and classes, not a copy: scripts/bundle.mjs points ./index.js at it).
export { loadValidator, SudokuParseError } from "./index.js";
export { formatsBuild } from "../api/formats-build.js";
