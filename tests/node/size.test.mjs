// Size budget of the classic bundle (wasm + glue + API + element + styles): at most 35 KB gzipped.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { gzipSync } from "node:zlib";

const BUDGET = 35 * 1024;
const AIM = 25 * 1024;

test("dist/valid-sudoku.js gzipped fits in 35 KB", () => {
  const path = new URL("../../dist/valid-sudoku.js", import.meta.url);
  const bytes = readFileSync(path);
  const gzipped = gzipSync(bytes, { level: 9 }).length;
  const kb = (n) => (n / 1024).toFixed(1);
  console.log(
    `dist/valid-sudoku.js: ${bytes.length} B, ${gzipped} B gzip (${kb(gzipped)} KB; budget ${kb(BUDGET)} KB, aim ${kb(AIM)} KB)`,
  );
  assert.ok(gzipped <= BUDGET, `${gzipped} B gzip is over the ${BUDGET} B budget`);
});

// The explainer's classic script carries the board's bundle too, plus <sudoku-explainer> and its
// code samples in four languages (about 10 KB gzip of its own).
const EXPLAINER_BUDGET = 50 * 1024;

test("dist/sudoku-explainer.js gzipped fits in 50 KB", () => {
  const bytes = readFileSync(new URL("../../dist/sudoku-explainer.js", import.meta.url));
  const gzipped = gzipSync(bytes, { level: 9 }).length;
  console.log(
    `dist/sudoku-explainer.js: ${bytes.length} B, ${gzipped} B gzip (budget ${(EXPLAINER_BUDGET / 1024).toFixed(1)} KB)`,
  );
  assert.ok(
    gzipped <= EXPLAINER_BUDGET,
    `${gzipped} B gzip is over the ${EXPLAINER_BUDGET} B budget`,
  );
});
