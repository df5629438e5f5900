// Entry of the classic script dist/valid-sudoku-formats.js: the formats module and the board's
// drawing of the variant rules, handed to the ValidSudoku of dist/valid-sudoku.js (or
// dist/sudoku-explainer.js), whose loadValidator({ formats: true }) loads this script from beside
// its own (classic-formats-loader.js). The board's classic script leaves the drawing out and takes
// it from here: a board needs it only for rules, and rules need the formats validator. The
// drawing of constraints (board-constraints.js) is here for the explainer's classic script too, and
// so is "Copy as"'s module (board-travel.js), and the boards' language (board-language.js).
import { sudokuFormats } from "../../build/wasm-modules.mjs";
import { variantRules } from "../elements/board-rules.js";
import { constraintDrawing } from "../elements/board-constraints.js";
import { Solving } from "../elements/board-solving.js";
import { travel } from "../elements/board-travel.js";
import { catalogOf } from "../elements/board-language.js";
import { createSolve } from "../api/solve.js";
import { createRuleHandles, snapshotRules } from "../api/rule-handle.js";
import { FORMATS_BUILD } from "./classic-formats-loader.js";

if (typeof globalThis.ValidSudoku !== "object") {
  throw new Error(
    "valid-sudoku-formats.js is loaded by dist/valid-sudoku.js, for loadValidator({ formats: true }): load that script first",
  );
}
globalThis.ValidSudoku[FORMATS_BUILD] = {
  build: sudokuFormats,
  variantRules,
  constraintDrawing: constraintDrawing(),
  Solving,
  createSolve,
  createRuleHandles,
  travel,
  snapshotRules,
  catalogOf,
};
