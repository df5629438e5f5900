// The SIMD build of the wasm module (chosen by WebAssembly.validate where the engine has wasm SIMD)
// must answer exactly as the scalar build: same reports from validateMany on every kind of line,
// same isValid answers. The build is picked once per process, so each runs in a child process.
import assert from "node:assert/strict";
import { runFileSync } from "./child.mjs";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const dist = fileURLToPath(new URL("../../dist/", import.meta.url));

// Runs in the child: builds a seeded text of every kind of line, and prints what the API says.
const child = `
const { loadValidator } = await import(${JSON.stringify(dist + "valid-sudoku.mjs")});
let state = 12345;
const random = (n) => {
  state = (Math.imul(state, 1103515245) + 12345) >>> 0;
  return (state >>> 8) % n;
};
function complete() {
  const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
  for (let i = 8; i > 0; i--) { const j = random(i + 1); [digits[i], digits[j]] = [digits[j], digits[i]]; }
  const cells = [];
  for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) cells.push(digits[(r * 3 + Math.floor(r / 3) + c) % 9]);
  return cells;
}
const blanks = ".0-_*";
const lines = [];
for (let k = 0; k < 6000; k++) {
  const cells = complete();
  for (let i = 0; i < 81; i++) if (random(3) === 0) cells[i] = 0;
  const kind = random(12);
  if (kind < 4) { // a repeat in a row, a column or a box
    const a = random(81), b = random(81);
    if (cells[a] !== 0) cells[b] = cells[a];
  }
  let line = cells.map((d) => (d === 0 ? blanks[random(5)] : String(d))).join("");
  if (kind === 4) line = line.slice(0, 40) + "x" + line.slice(41); // not a cell
  if (kind === 5) line = line.slice(0, 80); // too short
  if (kind === 6) line = line.slice(0, 9) + " " + line.slice(9, 80); // a space inside
  if (kind === 7) line = String.fromCharCode(0x80 + random(128)) + line.slice(1);
  lines.push(line + (random(4) === 0 ? "\\r" : ""));
  if (random(50) === 0) lines.push(random(2) ? "" : "# comment");
  if (random(60) === 0) lines.push("1234341221434321");
}
const text = lines.join("\\n");
const sudoku = await loadValidator();
// Latin-1, so bytes from 0x80 up reach the kernels as single bytes inside 81-byte lines.
const report = sudoku.validateMany(Buffer.from(text, "latin1"));
const single = lines.slice(0, 2000).map((line) => {
  try { return sudoku.isValid(line.replace("\\r", "")); } catch (error) { return error.message; }
});
console.log(JSON.stringify({
  simd: sudoku.simd,
  total: report.total, valid: report.valid, invalid: report.invalid, malformed: report.malformed,
  results: Array.from(report.results), errors: report.errors, single,
}));
`;

function run(simd) {
  // --no-concurrent-recompilation: Node 20's V8 can deadlock at exit when a background TurboFan
  // job of this child's JS needs a collection while the main thread waits for it in
  // NodePlatform::DrainTasks (seen here once in about 100 runs; docs/testing.md has the stacks).
  // The flag changes where JS is optimised, never what the module answers.
  const flags = ["--no-concurrent-recompilation", "--input-type=module", "-e", child];
  const output = runFileSync(process.execPath, flags, {
    env: { ...process.env, SUDOKU_SIMD: simd ?? "" },
    maxBuffer: 1 << 26,
    // A child that never ends fails this test by name (it takes about a second).
  });
  return JSON.parse(output.toString());
}

test("the SIMD build and the scalar build give the same answers", () => {
  const simd = run("1"); // "1": loading fails if the SIMD build cannot be used
  const scalar = run("0");
  assert.equal(simd.simd, true);
  assert.equal(scalar.simd, false);
  assert.ok(simd.total > 6000 && simd.valid > 1000 && simd.invalid > 1000 && simd.malformed > 500);
  assert.deepEqual({ ...simd, simd: false }, scalar);
});

test("without SUDOKU_SIMD the API picks the SIMD build where the engine has wasm SIMD", () => {
  assert.equal(
    run(undefined).simd,
    WebAssembly.validate(
      new Uint8Array([
        0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0,
        253, 15, 253, 98, 11,
      ]),
    ),
  );
});
