// The classic scripts' way to the formats module: dist/valid-sudoku-formats.js, loaded with a
// script element from beside the classic script itself, the first time loadValidator({ formats:
// true }) is called (scripts/bundle.mjs puts this file in place of web/api/formats-build.js).
// A script element works from file:// and under a strict Content-Security-Policy (script-src
// 'self'; the nonce of this script is passed on), where a module import or a fetch would not.

/**
 * Where dist/valid-sudoku-formats.js leaves what it carries, a key on ValidSudoku: `build`, the
 * formats module, and `variantRules`, the board's drawing of the variant rules
 * (web/elements/board-rules.js), which the board's classic script leaves out.
 */
export const FORMATS_BUILD = Symbol.for("valid-sudoku.formats");

/**
 * The drawing, once the formats file has loaded (undefined before): in the board's classic script
 * board-view.js's import of board-rules.js is this binding (scripts/bundle.mjs), so the boards draw
 * their rules from the check after the formats validator loaded.
 */
export let variantRules;

/**
 * The board's solver (web/elements/board-solving.js's Solving) and the API's (web/api/solve.js's
 * createSolve, for the board's classic script, whose own module has no solver), the same way.
 */
export let Solving;
export let createSolve;
/** The API's compileRules (web/api/rule-handle.js) and rules' copier, the same way. */
export let createRuleHandles;
export let snapshotRules;
/** "Copy as"'s marks and writing (web/elements/board-travel.js), the same way. */
export let travel;
/** The language a board speaks (web/elements/board-language.js's catalogOf), the same way. */
export let catalogOf;

// Read while this classic script runs (the bundle runs every module at once): document.currentScript
// is null afterwards.
const script = typeof document === "object" ? document.currentScript : null;
const FILE = "valid-sudoku-formats.js";

let loading;

/** The formats module, from dist/valid-sudoku-formats.js (loaded once). */
export function formatsBuild() {
  loading ??= new Promise((resolve, reject) => {
    // (a classic script run by a script element always has an address)
    const element = document.createElement("script");
    element.src = new URL(FILE, script.src).href;
    element.nonce = script.nonce;
    element.onload = () => {
      const carried = globalThis.ValidSudoku[FORMATS_BUILD];
      variantRules = carried.variantRules;
      ({ Solving, createSolve, createRuleHandles, travel, snapshotRules, catalogOf } = carried);
      resolve(carried.build);
    };
    element.onerror = () =>
      reject(new Error(`the formats validator could not be loaded from ${element.src}`));
    document.head.append(element);
  }).catch((error) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
