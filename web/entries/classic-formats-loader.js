// The classic scripts' way to the formats module: dist/valid-sudoku-formats.js, loaded with a
// script element from beside the classic script itself, the first time loadValidator({ formats:
// true }) is called (scripts/bundle.mjs puts this file in place of web/api/formats-build.js).
// A script element works from file:// and under a strict Content-Security-Policy (script-src
// 'self'; the nonce of this script is passed on), where a module import or a fetch would not.

/** Where dist/valid-sudoku-formats.js leaves the formats module: a key on ValidSudoku. */
export const FORMATS_BUILD = Symbol.for("valid-sudoku.formats");

// Read while this classic script runs (web/entries/classic.js imports this file for that):
// document.currentScript is null afterwards.
const script = typeof document === "object" ? document.currentScript : null;
const FILE = "valid-sudoku-formats.js";

let loading;

/** The formats module, from dist/valid-sudoku-formats.js (loaded once). */
export function formatsBuild() {
  loading ??= new Promise((resolve, reject) => {
    if (!script?.src) {
      throw new Error(
        `the formats validator is ${FILE}, loaded from beside this script, whose address is unknown: load dist/valid-sudoku.js with a script element`,
      );
    }
    const element = document.createElement("script");
    element.src = new URL(FILE, script.src).href;
    if (script.nonce) element.nonce = script.nonce;
    element.onload = () => {
      const build = globalThis.ValidSudoku?.[FORMATS_BUILD];
      if (build) resolve(build);
      else reject(new Error(`${element.src} loaded, but it is not valid-sudoku's ${FILE}`));
    };
    element.onerror = () =>
      reject(
        new Error(
          `the formats validator could not be loaded from ${element.src}: put ${FILE} (in the package's dist/) beside ${script.src.slice(script.src.lastIndexOf("/") + 1)}`,
        ),
      );
    document.head.append(element);
  }).catch((error) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
