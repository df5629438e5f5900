// describe(): the core's sentence for a board's conflicts, through the JS API (the element's verdict
// and the CLI's lines are this sentence).
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadValidator, SudokuParseError } from "../../dist/valid-sudoku.mjs";

const EXAMPLE_1 =
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const EXAMPLE_2 = "8" + EXAMPLE_1.slice(1);

test("describe words the conflicts, with the cells on request", async () => {
  const sudoku = await loadValidator();
  assert.equal(sudoku.describe(EXAMPLE_1), "");
  assert.equal(sudoku.describe(EXAMPLE_2), "8 appears twice in column 1 and in box 1");
  assert.equal(
    sudoku.describe(EXAMPLE_2, { nameCells: true }),
    "8 appears twice in column 1 (r1c1, r4c1) and in box 1 (r1c1, r3c3)",
  );
  // Any board form, and the shape option, as check() takes them.
  const rows = Array.from({ length: 9 }, (_, r) => [...EXAMPLE_2.slice(r * 9, r * 9 + 9)]);
  assert.equal(sudoku.describe(rows), "8 appears twice in column 1 and in box 1");
  assert.equal(
    sudoku.describe("1.1.............", { shape: "1x4" }),
    "1 appears twice in row 1 and in box 1",
  );
  assert.equal(sudoku.describe("1.1.............", { shape: "2x2" }), "1 appears twice in row 1");
});

test("describe names at most maxConflicts conflicts, then how many are left", async () => {
  const sudoku = await loadValidator();
  const ones = "1".repeat(81);
  assert.equal(
    sudoku.describe(ones, { maxConflicts: 4 }),
    "1 appears 9 times in row 1, in row 2, in row 3 and in row 4; and 23 more conflicts",
  );
  // Absent, 0 or not a count: every conflict.
  for (const maxConflicts of [undefined, 0, -3, NaN, "x"]) {
    assert.match(sudoku.describe(ones, { maxConflicts }), /in box 8 and in box 9$/);
  }
});

test("describe writes digits above 9 as the text does, and throws what check throws", async () => {
  const sudoku = await loadValidator();
  const board = "AA" + ".".repeat(254);
  assert.equal(sudoku.describe(board), "A appears twice in row 1 and in box 1");
  assert.throws(() => sudoku.describe(EXAMPLE_1.slice(1)), SudokuParseError);
  assert.throws(() => sudoku.describe(42), TypeError);
  // The module answers correctly afterwards.
  assert.equal(
    sudoku.describe(EXAMPLE_2, { maxConflicts: 1 }),
    "8 appears twice in column 1; and 1 more conflict",
  );
});

test("check({ describe: true }) carries describe's sentence in the same report", async () => {
  const sudoku = await loadValidator();
  const boards = [
    [EXAMPLE_1, undefined],
    [EXAMPLE_2, {}],
    [EXAMPLE_2, { nameCells: true }],
    ["1".repeat(81), { maxConflicts: 4 }],
    ["1".repeat(81), { maxConflicts: 4, nameCells: true }],
    ["1.1.............", { shape: "1x4" }],
    ["1.1.............", { shape: { boxRows: 2, boxCols: 2 } }],
    ["AA" + ".".repeat(254), {}],
  ];
  for (const [board, options] of boards) {
    const report = sudoku.check(board, { ...options, describe: true });
    assert.equal(report.description, sudoku.describe(board, options), board);
    // Otherwise the report is check's own.
    const { description, ...rest } = report;
    assert.deepEqual(rest, sudoku.check(board, options));
    assert.equal("description" in sudoku.check(board, options), false);
  }
  // It throws what check throws.
  assert.throws(() => sudoku.check(EXAMPLE_1.slice(1), { describe: true }), SudokuParseError);
});
