// Property-based tests (fast-check): the API against an independent JS referee
// (tests/node/referee.mjs) over every input form and many box shapes. fast-check prints the
// seed and the shrunk counterexample of a failure; FC_SEED=<n> replays it.
import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { nearSolved as nearSolvedCells } from "./arbitraries.mjs";
import { loadValidator, SudokuParseError } from "../../dist/valid-sudoku.mjs";
import { referee, solved, symbol, rowsOf } from "./referee.mjs";

const sudoku = await loadValidator();
const seed = process.env.FC_SEED === undefined ? undefined : Number(process.env.FC_SEED);
const runs = (numRuns) => ({ numRuns, ...(seed === undefined ? {} : { seed }) });

// Box shapes (rows x columns): squares 1x1..5x5, rectangles, and number-only shapes past 35.
const TEXT_SHAPES = [
  [1, 1],
  [1, 2],
  [2, 1],
  [2, 2],
  [1, 3],
  [2, 3],
  [3, 2],
  [2, 4],
  [4, 2],
  [3, 3],
  [3, 4],
  [4, 3],
  [2, 5],
  [4, 4],
  [3, 5],
  [5, 4],
  [4, 5],
  [5, 5],
  [5, 6],
  [6, 5],
  [5, 7],
];
const NUMBER_SHAPES = [...TEXT_SHAPES, [6, 6], [6, 7], [7, 8], [8, 8]];

// A board: a solved grid with holes and a few overwritten cells (valid and invalid boards both
// come up often), or uniformly random cells.
const boardOf = (shapes) =>
  fc.constantFrom(...shapes).chain(([boxRows, boxCols]) => {
    const size = boxRows * boxCols;
    const n = size * size;
    const nearSolved = nearSolvedCells(boxRows, boxCols);
    const sparse = fc.array(
      fc.oneof(
        { weight: 4, arbitrary: fc.constant(0) },
        { weight: 1, arbitrary: fc.integer({ min: 1, max: size }) },
      ),
      { minLength: n, maxLength: n },
    );
    return fc.record({
      boxRows: fc.constant(boxRows),
      boxCols: fc.constant(boxCols),
      cells: fc.oneof(nearSolved, sparse),
    });
  });

// How the shape is given: "RxC", "R×C", { boxRows, boxCols }, or left out where the core's
// inference (closest to square) gives it back.
const shapeOption = ({ boxRows, boxCols }) =>
  fc.constantFrom(
    ...[
      { shape: `${boxRows}x${boxCols}` },
      { shape: `${boxRows}\u00d7${boxCols}` },
      { shape: { boxRows, boxCols } },
      ...(boxRows === boxCols ? [undefined] : []),
    ],
  );

// Every form of the same board. Text forms only exist up to digit 35.
const BLANKS = [".", "0", "-", "_", "*"];
const TEXT_FORMS = {
  oneLine: (cells, _size, blank) => cells.map((d) => symbol(d, blank)).join(""),
  multiLine: (cells, size, blank) =>
    rowsOf(cells, size)
      .map((row) => row.map((d) => symbol(d, blank)).join(" "))
      .join("\n") + "\n",
  // A line of only '-' or '*' and '|' is a frame line (docs/core.md), so frames use '.' or '0'.
  framed: (cells, size, blank) =>
    "# a comment line\r\n" +
    rowsOf(cells, size)
      .map(
        (row) =>
          "| " + row.map((d) => symbol(d, "-*".includes(blank) ? "0" : blank)).join("") + " |",
      )
      .join("\r\n"),
  leetcode: (cells, size) =>
    JSON.stringify(rowsOf(cells, size).map((r) => r.map((d) => symbol(d)))),
  leetcodeSingle: (cells, size) =>
    JSON.stringify(
      rowsOf(cells, size).map((r) => r.map((d) => symbol(d))),
      null,
      1,
    ).replaceAll('"', "'"),
  leetcodeSingleLine: (cells, size) =>
    JSON.stringify(rowsOf(cells, size).map((r) => r.map((d) => symbol(d)))).replaceAll('"', "'"),
  charGrid: (cells, size) => rowsOf(cells, size).map((r) => r.map((d) => symbol(d))),
};
const NUMBER_FORMS = {
  numberGrid: (cells, size) => rowsOf(cells, size),
  numberGridNull: (cells, size) => rowsOf(cells, size).map((r) => r.map((d) => d || null)),
  flat: (cells) => cells.slice(),
  flatNull: (cells) => cells.map((d) => d || null),
  uint8: (cells) => Uint8Array.from(cells),
  int32: (cells) => Int32Array.from(cells),
};

function agree(board, options, expected, what) {
  const report = sudoku.check(board, options);
  assert.deepEqual(
    { ...report, conflicts: report.conflicts.map((c) => ({ ...c, cells: [...c.cells] })) },
    expected,
    `check, ${what}`,
  );
  assert.equal(sudoku.isValid(board, options), expected.valid, `isValid, ${what}`);
  const parsed = sudoku.parse(board, options);
  assert.deepEqual(
    [parsed.size, parsed.boxRows, parsed.boxCols],
    [expected.size, expected.boxRows, expected.boxCols],
    `parse shape, ${what}`,
  );
  assert.ok(parsed.cells instanceof Uint8Array, what);
  return parsed.cells;
}

test("every text form agrees with the referee (shapes up to 35x35)", () => {
  fc.assert(
    fc.property(
      boardOf(TEXT_SHAPES).chain((b) =>
        fc.tuple(
          fc.constant(b),
          shapeOption(b),
          fc.constantFrom(...Object.keys(TEXT_FORMS)),
          fc.constantFrom(...BLANKS),
        ),
      ),
      ([{ boxRows, boxCols, cells }, options, form, blank]) => {
        const size = boxRows * boxCols;
        const board = TEXT_FORMS[form](cells, size, blank);
        const parsed = agree(board, options, referee(cells, boxRows, boxCols), form);
        assert.deepEqual([...parsed], cells, `parse cells, ${form}`);
      },
    ),
    runs(3000),
  );
});

test("every number form agrees with the referee (shapes up to 64x64)", () => {
  fc.assert(
    fc.property(
      boardOf(NUMBER_SHAPES).chain((b) =>
        fc.tuple(fc.constant(b), shapeOption(b), fc.constantFrom(...Object.keys(NUMBER_FORMS))),
      ),
      ([{ boxRows, boxCols, cells }, options, form]) => {
        const board = NUMBER_FORMS[form](cells, boxRows * boxCols);
        const parsed = agree(board, options, referee(cells, boxRows, boxCols), form);
        assert.deepEqual([...parsed], cells, `parse cells, ${form}`);
      },
    ),
    runs(1500),
  );
});

test("parse(x).cells round-trips through every form", () => {
  fc.assert(
    fc.property(boardOf(TEXT_SHAPES), ({ boxRows, boxCols, cells }) => {
      const options = { shape: { boxRows, boxCols } };
      const size = boxRows * boxCols;
      const cellsOut = sudoku.parse(TEXT_FORMS.oneLine(cells, size, "."), options).cells;
      for (const form of [...Object.values(TEXT_FORMS), ...Object.values(NUMBER_FORMS)]) {
        assert.deepEqual(sudoku.parse(form(cells, size, "0"), options).cells, cellsOut);
      }
      assert.deepEqual(sudoku.parse(cellsOut, options).cells, cellsOut);
    }),
    runs(500),
  );
});

test("validateMany agrees with the referee line by line (string and Uint8Array)", () => {
  const batch = fc.constantFrom(...TEXT_SHAPES).chain(([boxRows, boxCols]) =>
    fc.record({
      shape: fc.constant([boxRows, boxCols]),
      boards: fc.array(
        boardOf([[boxRows, boxCols]]).chain((b) =>
          fc.tuple(
            fc.constant(b.cells),
            fc.constantFrom("oneLine", "leetcode", "leetcodeSingleLine"),
          ),
        ),
        { minLength: 1, maxLength: 30 },
      ),
      skipped: fc.array(fc.constantFrom("", "# comment", "   "), { maxLength: 30 }),
      crlf: fc.boolean(),
      bytes: fc.boolean(),
    }),
  );
  fc.assert(
    fc.property(batch, ({ shape: [boxRows, boxCols], boards, skipped, crlf, bytes }) => {
      const size = boxRows * boxCols;
      const lines = [];
      const expectedLines = [];
      boards.forEach(([cells, form], k) => {
        if (k < skipped.length) lines.push(skipped[k]);
        lines.push(TEXT_FORMS[form](cells, size, "."));
        expectedLines.push(lines.length);
      });
      const text = lines.join(crlf ? "\r\n" : "\n") + "\n";
      const input = bytes ? new TextEncoder().encode(text) : text;
      const report = sudoku.validateMany(input, { shape: `${boxRows}x${boxCols}` });
      const expected = boards.map(([cells]) => (referee(cells, boxRows, boxCols).valid ? 1 : 0));
      assert.deepEqual([...report.results], expected);
      assert.deepEqual([...report.lines], expectedLines);
      assert.equal(report.total, boards.length);
      assert.equal(report.valid, expected.filter((r) => r === 1).length);
      assert.equal(report.invalid, expected.filter((r) => r === 0).length);
      assert.equal(report.malformed, 0);
      assert.deepEqual(report.errors, []);
    }),
    runs(600),
  );
});

test("the referee is not the API: it tells known boards apart", () => {
  // Example 2 of LeetCode #36: the 8 at cell 0 repeats in column 0 and box 0.
  const example2 = [
    ..."83..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
  ].map((ch) => (ch === "." ? 0 : Number(ch)));
  assert.deepEqual(referee(example2, 3, 3).conflicts, [
    { rule: "column", unit: "column", index: 0, digit: 8, cells: [0, 27] },
    { rule: "box", unit: "box", index: 0, digit: 8, cells: [0, 20] },
  ]);
  for (const [r, c] of NUMBER_SHAPES) assert.equal(referee(solved(r, c), r, c).valid, true);
});

test("a bad character or cell is a SudokuParseError at its index, in every shape", () => {
  const FOREIGN = ["?", "é", "😀", "\u202e", "\u200b", "①", "\u00a0"];
  fc.assert(
    fc.property(
      boardOf(NUMBER_SHAPES).chain((b) =>
        fc.tuple(
          fc.constant(b),
          fc.nat(b.cells.length - 1),
          fc.constantFrom(...FOREIGN),
          fc.constantFrom(b.boxRows * b.boxCols + 1, 1.5, -1, NaN, "x", "12"),
          fc.constantFrom("isValid", "check", "parse"),
        ),
      ),
      ([{ boxRows, boxCols, cells }, k, ch, badCell, method]) => {
        const size = boxRows * boxCols;
        const options = { shape: { boxRows, boxCols } };
        const inputs = [];
        if (size <= 35) {
          const line = TEXT_FORMS.oneLine(cells, size, ".");
          inputs.push([line.slice(0, k) + ch + line.slice(k + 1), k]);
        }
        // The first cell decides the kind (strings or numbers): a string there is not "bad".
        if (typeof badCell !== "string" || k > 0) {
          const flat = cells.slice();
          flat[k] = badCell;
          inputs.push([flat, k]);
        }
        for (const [input, position] of inputs) {
          assert.throws(
            () => sudoku[method](input, options),
            (error) => error instanceof SudokuParseError && error.position === position,
            `${method} of ${JSON.stringify(ch)} / ${String(badCell)} at ${k}`,
          );
        }
        assert.equal(sudoku.isValid(TEXT_FORMS.oneLine(solved(3, 3), 9, ".")), true);
      },
    ),
    runs(800),
  );
});
