// compileRules(): the rules handle (docs/js-api.md, "Rules compiled once"), and the rules of
// check(board, { rules }) and its kin, kept compiled between calls. The rules are copied in JS
// (snapshot.js), then read and compiled once by the binding (wasm/marshal.hpp's RuleSetJs, over
// sudoku::compile_rules); each check crosses only its board. Every answer, error and word is the
// core's; this file moves values and keeps the compiled rules' lifetimes.

import { cageLayout } from "./snapshot-rules.js";

export { snapshotRules } from "./snapshot-rules.js";

const DELETED = "this rules handle was deleted";
// The plain rules objects kept compiled (the last few different ones asked for).
const KEPT = 4;

/**
 * True when `a`, a snapshot of rules (snapshot.js), holds the same data as `b`, one the binding
 * read (so made of plain objects, arrays and primitives only): the same names in the same order,
 * arrays of the same lengths, and the same primitives. A stand-in for a value that is not plain
 * data (a function, a typed array) is never the same.
 */
function same(a, b) {
  if (typeof a !== "object" || a === null) return a === b;
  if (typeof b !== "object" || b === null) return false;
  if (Array.isArray(a)) {
    const length = a.length;
    if (!Array.isArray(b) || b.length !== length) return false;
    for (let k = 0; k < length; k++) {
      const x = a[k];
      if (x !== b[k] && (typeof x !== "object" || !same(x, b[k]))) return false;
    }
    return true;
  }
  if (Array.isArray(b) || ArrayBuffer.isView(a)) return false;
  const names = Object.keys(a);
  const others = Object.keys(b);
  if (names.length !== others.length) return false;
  for (let k = 0; k < names.length; k++) {
    const name = names[k];
    if (name !== others[k] || !same(a[name], b[name])) return false;
  }
  return true;
}

/**
 * compileRules for a validator, and `withRules(method, board, options, ...more)`: a RuleSet
 * method's answer for a call with options.rules (`board` and `options` snapshots already), its
 * error thrown. `ruled` throws the module's noRules error when it has no rules.
 */
export function createRuleHandles(
  wasm,
  { shapeOf, write, unwrap, snapshot, maxConflicts, ruled, speaking },
) {
  // The wasm side of a handle never deleted is freed once its JS object is collected.
  const registry = new FinalizationRegistry((native) => native.delete());

  function compileRules(rules, options) {
    const RuleSet = ruled(wasm.RuleSet);
    rules = snapshot.rules(rules);
    const { boxRows, boxCols } = shapeOf(snapshot.options(options));
    let native = new RuleSet();
    const refused = native.compile(rules, cageLayout(rules), boxRows, boxCols);
    if (refused !== undefined) {
      native.delete();
      unwrap(refused);
    }

    // The board's four values, as every call of the binding takes them; the handle looked up after
    // the copies (a getter of the board may have deleted it).
    function cross(method, board, options, ...more) {
      board = snapshot.board(board);
      options = snapshot.options(options);
      if (options?.rules != null) {
        throw new TypeError(
          "a rules handle checks with the rules it was compiled from: options.rules is not read here",
        );
      }
      const shape = shapeOf(options);
      if (!native) throw new Error(DELETED);
      const [bytes, value] = write(board);
      // (in options.locale's language, as every call with a board)
      return unwrap(
        speaking(options, () =>
          native[method](bytes, value, shape.boxRows, shape.boxCols, ...more),
        ),
      );
    }

    const handle = Object.freeze({
      /** check(board, { rules }) with these rules: the report, or its error thrown. */
      check: (board, options) =>
        cross(
          "check",
          board,
          options,
          !!options?.describe,
          !!options?.nameCells,
          maxConflicts(options),
        ),
      /** isValid(board, { rules }) with these rules. */
      isValid: (board) => cross("isValid", board, undefined),
      /** Frees the compiled rules; any later call is an Error. A second delete() does nothing. */
      delete() {
        if (!native) return;
        registry.unregister(handle);
        native.delete();
        native = undefined;
      },
    });
    registry.register(handle, native, handle);
    return handle;
  }

  // [rules snapshot, RuleSet read from it], the latest used first. Each call's rules are a
  // snapshot: the one kept when every value read was the same as in the latest (snapshot-rules.js),
  // else a new one, compared with these: a caller's object changed since is read again, never
  // judged by the rules it held before. Rules that cannot be read are not kept (each call reads
  // them again).
  const kept = [];

  function withRules(method, board, options, ...more) {
    const { boxRows, boxCols } = shapeOf(options);
    const rules = options.rules;
    let k = 0;
    while (k < kept.length && rules !== kept[k][0] && !same(rules, kept[k][0])) k++;
    let native;
    if (k < kept.length) {
      const entry = kept[k];
      if (k > 0) kept.unshift(...kept.splice(k, 1));
      native = entry[1];
    } else {
      native = new (ruled(wasm.RuleSet))();
      // (rules that cannot be read still answer this call: its board is read first, as always)
      if (native.read(rules, cageLayout(rules)) && kept.unshift([rules, native]) > KEPT)
        kept.pop()[1].delete();
    }
    try {
      const [bytes, value] = write(board);
      // (in options.locale's language, as every call with a board)
      return unwrap(
        speaking(options, () => native[method](bytes, value, boxRows, boxCols, ...more)),
      );
    } finally {
      if (kept[0]?.[1] !== native) native.delete();
    }
  }

  return { compileRules, withRules };
}
