// The report object of validateMany (web/api/batch-report.js), imported without the bundler: its
// counts as given, and line numbers made only when read.
import assert from "node:assert/strict";
import { test } from "node:test";
import { batchReport } from "../../web/api/batch-report.js";

test("the counts, results and errors are the ones given", () => {
  const results = new Uint8Array([1, 0, 2]);
  const errors = [{ line: 3, column: 1, board: 2, message: "x" }];
  const lines = new Uint32Array([1, 2, 5]);
  const report = batchReport(3, 1, 1, 1, results, lines, errors);
  assert.deepEqual(
    { ...report, lines: report.lines },
    { total: 3, valid: 1, invalid: 1, malformed: 1, results, lines, errors },
  );
  assert.equal(report.lines, lines, "given line numbers are handed over, not copied");
});

test("without line numbers they are 1..total, made once, on first read", () => {
  const report = batchReport(4, 4, 0, 0, new Uint8Array([1, 1, 1, 1]), undefined, []);
  const lines = report.lines;
  assert.ok(lines instanceof Uint32Array);
  assert.deepEqual([...lines], [1, 2, 3, 4]);
  assert.equal(report.lines, lines, "the same array on every read");
  assert.deepEqual([...batchReport(0, 0, 0, 0, new Uint8Array(0), undefined, []).lines], []);
});
