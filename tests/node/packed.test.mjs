// The embedded wasm's packing (web/api/packed-wasm.js): bytes written as digits and deflated bytes
// unpacked again, by node:zlib and by fflate (the browsers' path).
import assert from "node:assert/strict";
import { test } from "node:test";
import { deflateSync } from "node:zlib";
import { PACKED_DIGITS, unpackWasm, writeDigits } from "../../web/api/packed-wasm.js";

function randomBytes(length, seed) {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    bytes[i] = seed >>> 24;
  }
  return bytes;
}

test("64 distinct digits, none that a string or an inline script would need to escape", () => {
  assert.equal(new Set(PACKED_DIGITS).size, 64);
  for (const digit of PACKED_DIGITS) {
    assert.ok(digit >= " " && digit <= "~", JSON.stringify(digit));
    assert.ok(!`"\\<`.includes(digit), JSON.stringify(digit));
  }
});

test("three bytes make four digits, and a last one or two bytes two or three", () => {
  for (const [length, digits] of [
    [0, 0],
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 6],
    [5, 7],
    [6, 8],
  ])
    assert.equal(writeDigits(randomBytes(length, length)).length, digits, `${length} bytes`);
  assert.equal(writeDigits([0, 0, 0]), PACKED_DIGITS[0].repeat(4));
  assert.equal(writeDigits([255, 255, 255]), PACKED_DIGITS[63].repeat(4));
});

for (const [path, hide] of [
  ["node:zlib", () => () => {}],
  [
    "fflate",
    () => {
      const { getBuiltinModule } = process;
      process.getBuiltinModule = undefined;
      return () => (process.getBuiltinModule = getBuiltinModule);
    },
  ],
]) {
  test(`deflated bytes of every length come back whole, inflated by ${path}`, async () => {
    const restore = hide();
    try {
      for (const length of [0, 1, 2, 3, 4, 5, 100, 4097, 50000]) {
        const bytes = randomBytes(length, 7 * length + 1);
        const unpacked = unpackWasm(writeDigits(deflateSync(bytes)));
        assert.deepEqual(new Uint8Array(unpacked), bytes, `${length} bytes`);
      }
    } finally {
      restore();
    }
  });
}
