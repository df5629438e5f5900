// Entry of the classic script dist/valid-sudoku-formats.js: the formats module, handed to the
// ValidSudoku of dist/valid-sudoku.js (or dist/sudoku-explainer.js), whose
// loadValidator({ formats: true }) loads this script beside its own (classic-formats-loader.js).
import { FORMATS_BUILD } from "./classic-formats-loader.js";
import { formatsBuild } from "../api/formats-build.js";

if (typeof globalThis.ValidSudoku !== "object") {
  throw new Error(
    "valid-sudoku-formats.js is loaded by dist/valid-sudoku.js (loadValidator({ formats: true })): load that script first",
  );
}
globalThis.ValidSudoku[FORMATS_BUILD] = formatsBuild();
