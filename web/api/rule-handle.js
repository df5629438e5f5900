// compileRules(): the rules handle (docs/js-api.md, "Rules compiled once"). The rules are copied in
// JS (snapshot.js), then read and compiled once by the binding (wasm/marshal.hpp's RuleSetJs, over
// sudoku::compile_rules); each check crosses only its board. Every answer, error and word is the
// core's; this file moves values and keeps the handle's lifetime.

export { snapshotRules } from "./snapshot-rules.js";

const DELETED = "this rules handle was deleted";

/** compileRules for a validator: `ruled` throws the module's noRules error when it has no rules. */
export function createRuleHandles(wasm, { shapeOf, write, unwrap, snapshot, maxConflicts, ruled }) {
  // The wasm side of a handle never deleted is freed once its JS object is collected.
  const registry = new FinalizationRegistry((native) => native.delete());

  return function compileRules(rules, options) {
    const RuleSet = ruled(wasm.RuleSet);
    rules = snapshot.rules(rules);
    const { boxRows, boxCols } = shapeOf(snapshot.options(options));
    let native = new RuleSet();
    const refused = native.compile(rules, boxRows, boxCols);
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
      return unwrap(native[method](bytes, value, shape.boxRows, shape.boxCols, ...more));
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
  };
}
