// The Emscripten glue as stock Embind (3.1.6) makes it: Embind's errors, std::string both ways,
// numbers and JS values as arguments, on the module as the classic bundle embeds it.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import createSudokuModule from "../../build/wasm/wasm/sudoku-board.mjs";

const wasmBinary = readFileSync(
  new URL("../../build/wasm/wasm/sudoku-board.wasm", import.meta.url),
);
const wasm = await createSudokuModule({ wasmBinary });

test("a bound function called with the wrong number of arguments throws Embind's BindingError", () => {
  assert.throws(
    () => wasm.shape(),
    (error) =>
      error instanceof Error &&
      error instanceof wasm.BindingError &&
      error.name === "BindingError" &&
      String(error) === "BindingError: function shape called with 0 arguments, expected 1 args!",
  );
  // The module still answers afterwards.
  assert.deepEqual(wasm.shape("2x3"), { size: 6, boxRows: 2, boxCols: 3 });
});

test("std::string carries UTF-8 both ways", () => {
  // In: "×" is two bytes of UTF-8; out: the core's message quotes it back.
  assert.deepEqual(wasm.shape("3×3"), { size: 9, boxRows: 3, boxCols: 3 });
  assert.equal(
    wasm.shape("9×9").error.message,
    "box shape 9×9 is not supported: boards are 1×1 to 64×64",
  );
  // Four bytes of UTF-8 (a character outside the BMP, two UTF-16 units) in and out.
  assert.match(wasm.shape("3😀3").error.message, /^the shape "3😀3" is not a box shape/);
  assert.throws(() => wasm.shape(33), /Cannot pass non-string to std::string/);
});

test("the functions bindings.cpp binds, and no trace() or validateMany in the board-only module", () => {
  for (const name of ["isValid", "check", "parse", "describe", "shape", "limits", "heapInUse"])
    assert.equal(typeof wasm[name], "function", name);
  // The classic script's validateMany is the formats validator's (docs/js-api.md).
  assert.equal(wasm.trace, undefined);
  assert.equal(wasm.validateMany, undefined);
});

test("numbers cross as Embind converts them: int and double results, size_t and bool arguments", () => {
  const heap = wasm.heapInUse(); // int
  assert.ok(Number.isInteger(heap) && heap >= 0, String(heap));
  const { maxSize, maxTextDigit, maxCells, maxTextLength } = wasm.limits(); // doubles
  assert.deepEqual([maxSize, maxTextDigit, maxCells], [64, 35, 4096]);
  assert.ok(Number.isInteger(maxTextLength) && maxTextLength > maxCells);
  // An empty input: a string board, 0 bytes of text in the input buffer (the string itself is not
  // read), doubles 0; the core's error comes back as a value. Any other value is the board, an
  // array read as one, whatever the byte count.
  assert.equal(wasm.isValid(0, "1", 0, 0).error.kind, "parse");
  assert.equal(wasm.isValid(0, [1], 0, 0), true);
  assert.equal(wasm.isValid(5, [1], 0, 0), true);
  assert.equal(wasm.isValid(0, undefined, 0, 0).error.kind, "type");
});
