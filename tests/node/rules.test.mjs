// The variant rules through the JS API (docs/core.md, "Variant rules"): a differential test
// against an independent referee (tests/node/rules-referee.mjs) over random boards and random rule
// sets, every kind of bad rule as a clear error naming the rule and the place, and validateMany
// with rules. fast-check prints the seed and the shrunk counterexample of a failure; FC_SEED=<n>
// replays it.
import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { puzzle } from "./arbitraries.mjs";
import { loadValidator, SudokuParseError } from "../../dist/valid-sudoku.mjs";
import { rulesReferee } from "./rules-referee.mjs";
import { symbol } from "./referee.mjs";

const sudoku = await loadValidator();
const seed = process.env.FC_SEED === undefined ? undefined : Number(process.env.FC_SEED);
const runs = (numRuns) => ({ numRuns, ...(seed === undefined ? {} : { seed }) });

const EXAMPLE_1 =
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const EXAMPLE_2 = "8" + EXAMPLE_1.slice(1);

// After any error the module must still give the right answers, and hold no more memory.
function stillWorks() {
  assert.equal(sudoku.isValid(EXAMPLE_1), true);
  assert.equal(sudoku.isValid(EXAMPLE_2), false);
  assert.deepEqual(sudoku.check(EXAMPLE_2).conflictCells, [0, 20, 27]);
  assert.equal(sudoku.isValid(EXAMPLE_1, { rules: { antiKing: true } }), true);
}

// ---- The differential test ----------------------------------------------------------------------

const agreed = { boards: 0, ruleSets: new Set(), conflicts: 0, invalid: 0, rules: new Set() };

test("check, isValid and describe with random rules agree with the independent referee", () => {
  fc.assert(
    fc.property(puzzle, ({ boxRows, boxCols, cells, rules }) => {
      const shape = { boxRows, boxCols };
      const expected = rulesReferee(cells, boxRows, boxCols, rules);
      const text = cells.map((d) => symbol(d)).join("");
      // The whole report, conflicts in order, from text and from numbers alike.
      assert.deepEqual(sudoku.check(text, { shape, rules }), expected);
      assert.deepEqual(sudoku.check(cells, { shape, rules }), expected);
      assert.equal(sudoku.isValid(cells, { shape, rules }), expected.valid);
      const words = sudoku.describe(cells, { shape, rules, nameCells: true });
      assert.equal(typeof words, "string");
      assert.equal(words === "", expected.valid);
      const both = sudoku.check(cells, { shape, rules, describe: true });
      assert.equal(both.description, sudoku.describe(cells, { shape, rules }));
      agreed.boards++;
      agreed.ruleSets.add(JSON.stringify(rules));
      agreed.conflicts += expected.conflicts.length;
      if (!expected.valid) agreed.invalid++;
      for (const conflict of expected.conflicts) agreed.rules.add(conflict.rule);
    }),
    runs(3000),
  );
  console.log(
    `rules differential: ${agreed.boards} boards and ${agreed.ruleSets.size} distinct rule sets ` +
      `agreed (${agreed.invalid} invalid boards, ${agreed.conflicts} conflicts)`,
  );
  // Not vacuous: every rule was broken on some board (when the runs are not a replayed few).
  if (seed === undefined) {
    assert.deepEqual([...agreed.rules].sort(), [
      "antiKing",
      "antiKnight",
      "box",
      "cage",
      "cageSum",
      "column",
      "diagonal",
      "disjointGroup",
      "extraRegion",
      "nonConsecutive",
      "region",
      "row",
    ]);
  }
});

test("{} and null rules are the classic game: today's report", () => {
  for (const rules of [{}, null, undefined]) {
    assert.deepEqual(sudoku.check(EXAMPLE_2, { rules }), sudoku.check(EXAMPLE_2));
    assert.equal(sudoku.isValid(EXAMPLE_2, { rules }), false);
    assert.equal(sudoku.describe(EXAMPLE_2, { rules }), sudoku.describe(EXAMPLE_2));
  }
  assert.deepEqual(sudoku.check(EXAMPLE_2).conflicts[0], {
    rule: "column",
    unit: "column",
    index: 0,
    digit: 8,
    cells: [0, 27],
  });
});

test("the report's variant conflicts and their words", () => {
  // 4×4: r1 = 1 2 . ., r2 = 3 4 . .; a cage over cells 0 and 1 with sum 2, anti-king.
  const board = "12..34..........";
  const report = sudoku.check(board, {
    rules: { cages: [{ cells: [1, 0], sum: 2 }], antiKing: true, nonConsecutive: true },
  });
  assert.deepEqual(report.conflicts, [
    { rule: "cageSum", index: 0, sum: 3, target: 2, cells: [0, 1] },
    { rule: "nonConsecutive", digits: [1, 2], cells: [0, 1] },
    { rule: "nonConsecutive", digits: [3, 4], cells: [4, 5] },
  ]);
  assert.equal(
    sudoku.describe("1.....1.........", { rules: { antiKnight: true }, nameCells: true }),
    "1 is a knight's move from another 1 (r1c1, r2c3)",
  );
  assert.match(
    sudoku.describe(board, { rules: { cages: [{ cells: [0, 1], sum: 2 }] } }),
    /^cage 1 adds up to 3, more than its 2/,
  );
});

// ---- Errors ------------------------------------------------------------------------------------

const BOARD = EXAMPLE_1;
const zeros = (count) => Array(count).fill(0);

// [rules, error class, exact message]: every kind of bad rule, each naming the rule and the place.
const BAD_RULES = [
  [5, TypeError, "rules: expected an object such as { antiKnight: true }, got 5"],
  [[], TypeError, "rules: expected an object such as { antiKnight: true }, got an array"],
  [
    "antiKnight",
    TypeError,
    'rules: expected an object such as { antiKnight: true }, got "antiKnight"',
  ],
  [
    { antiknight: true },
    TypeError,
    "rules.antiknight is not a rule (the rules are regions, mainDiagonal, antiDiagonal, " +
      "extraRegions, disjointGroups, cages, antiKnight, antiKing, nonConsecutive, " +
      "negativeRatio, negativeXv, constraints)",
  ],
  [{ mainDiagonal: 1 }, TypeError, "rules.mainDiagonal: expected true or false, got 1"],
  [{ antiDiagonal: "yes" }, TypeError, 'rules.antiDiagonal: expected true or false, got "yes"'],
  [
    { disjointGroups: {} },
    TypeError,
    "rules.disjointGroups: expected true or false, got a plain object",
  ],
  [{ antiKnight: 0 }, TypeError, "rules.antiKnight: expected true or false, got 0"],
  [{ antiKing: [] }, TypeError, "rules.antiKing: expected true or false, got an array"],
  [
    { nonConsecutive: "true" },
    TypeError,
    'rules.nonConsecutive: expected true or false, got "true"',
  ],
  [{ regions: "x" }, TypeError, 'rules.regions: expected an array of region numbers, got "x"'],
  [
    { regions: [...zeros(5), 1.5] },
    TypeError,
    "rules.regions[5]: expected a region number, got 1.5",
  ],
  [
    { regions: [...zeros(80), null] },
    TypeError,
    "rules.regions[80]: expected a region number, got null",
  ],
  [{ regions: zeros(80) }, SudokuParseError, "rules.regions: has 80 cells, expected 81"],
  [
    { regions: [...zeros(7), 9, ...zeros(73)] },
    SudokuParseError,
    "rules.regions[7]: cell r1c8's region 9 is not a region number (0 to 8, or -1 for none)",
  ],
  [
    { regions: zeros(81) },
    SudokuParseError,
    "rules.regions: region 0 has more than the board's 9 cells",
  ],
  [
    { regions: Array.from({ length: 81 }, (_, k) => k % 9), disjointGroups: true },
    SudokuParseError,
    "rules.disjointGroups: needs boxes, and rules.regions replace them (a disjoint group is a " +
      "place inside every box)",
  ],
  [
    { regions: new Array(1e6) },
    SudokuParseError,
    "rules.regions: the array has 1000000 elements, more than the 4096 any board can use",
  ],
  [{ extraRegions: 3 }, TypeError, "rules.extraRegions: expected an array of cell lists, got 3"],
  [
    { extraRegions: [[0], 7] },
    TypeError,
    "rules.extraRegions[1]: expected an array of cell numbers, got 7",
  ],
  [
    { extraRegions: [null] },
    TypeError,
    "rules.extraRegions[0]: expected an array of cell numbers, got null",
  ],
  [
    { extraRegions: [[0, "1"]] },
    TypeError,
    'rules.extraRegions[0][1]: expected a cell number, got "1"',
  ],
  [{ extraRegions: [[0], []] }, SudokuParseError, "rules.extraRegions[1]: has no cells"],
  [
    { extraRegions: [[...Array(10).keys()]] },
    SudokuParseError,
    "rules.extraRegions[0]: has 10 cells, more than the board's 9",
  ],
  [
    { extraRegions: [[0, 81]] },
    SudokuParseError,
    "rules.extraRegions[0]: cell 81 is not on the board (cells 0 to 80)",
  ],
  [
    { extraRegions: [[-1]] },
    SudokuParseError,
    "rules.extraRegions[0]: cell -1 is not on the board (cells 0 to 80)",
  ],
  [
    { extraRegions: [[4, 5, 4]] },
    SudokuParseError,
    "rules.extraRegions[0]: cell 4 (r1c5) is listed twice",
  ],
  [
    { extraRegions: new Array(5000) },
    SudokuParseError,
    "rules.extraRegions: the array has 5000 elements, more than the 4096 any board can use",
  ],
  [{ cages: {} }, TypeError, "rules.cages: expected an array of cages, got a plain object"],
  [
    { cages: [{ cells: [0] }, [1, 2]] },
    TypeError,
    "rules.cages[1]: expected a cage such as { cells: [0, 1], sum: 3 }, got an array",
  ],
  [
    { cages: [null] },
    TypeError,
    "rules.cages[0]: expected a cage such as { cells: [0, 1], sum: 3 }, got null",
  ],
  [
    { cages: [{ cells: [0], value: 3 }] },
    TypeError,
    "rules.cages[0].value is not part of a cage (its parts are cells, sum)",
  ],
  [
    { cages: [{ sum: 3 }] },
    TypeError,
    "rules.cages[0].cells: expected an array of cell numbers, got undefined",
  ],
  [
    { cages: [{ cells: [0], sum: 1 }, { cells: [1, 2, 3, 4, Symbol("x")] }] },
    TypeError,
    "rules.cages[1].cells[4]: expected a cell number, got a symbol",
  ],
  [
    { cages: [{ cells: [0, 2.5] }] },
    TypeError,
    "rules.cages[0].cells[1]: expected a cell number, got 2.5",
  ],
  [
    { cages: [{ cells: [0, 1e12] }] },
    TypeError,
    "rules.cages[0].cells[1]: expected a cell number, got 1000000000000",
  ],
  [
    { cages: [{ cells: [0], sum: "3" }] },
    TypeError,
    'rules.cages[0].sum: expected a whole number, got "3"',
  ],
  [
    { cages: [{ cells: [0], sum: 2.5 }] },
    TypeError,
    "rules.cages[0].sum: expected a whole number, got 2.5",
  ],
  [
    { cages: [{ cells: [0], sum: NaN }] },
    TypeError,
    "rules.cages[0].sum: expected a whole number, got NaN",
  ],
  [
    { cages: [{ cells: [0], sum: 0 }] },
    SudokuParseError,
    "rules.cages[0]: sum 0 is not a positive whole number",
  ],
  [
    { cages: [{ cells: [0], sum: -4 }] },
    SudokuParseError,
    "rules.cages[0]: sum -4 is not a positive whole number",
  ],
  [{ cages: [{ cells: [] }] }, SudokuParseError, "rules.cages[0]: has no cells"],
  [
    { cages: [{ cells: [0] }, { cells: [...Array(10).keys()] }] },
    SudokuParseError,
    "rules.cages[1]: has 10 cells, more than the board's 9",
  ],
  [
    { cages: [{ cells: [0, 99] }] },
    SudokuParseError,
    "rules.cages[0]: cell 99 is not on the board (cells 0 to 80)",
  ],
  [
    { cages: [{ cells: [3, 3] }] },
    SudokuParseError,
    "rules.cages[0]: cell 3 (r1c4) is listed twice",
  ],
  [
    { cages: [{ cells: new Array(100) }] },
    SudokuParseError,
    "rules.cages[0].cells: the array has 100 elements, more than the 64 any board can use",
  ],
  [
    { cages: new Array(1e7) },
    SudokuParseError,
    "rules.cages: the array has 10000000 elements, more than the 4096 any board can use",
  ],
];

test("every kind of bad rule is a clear error naming the rule and the place, from every call", () => {
  const before = sudoku.memoryUsage().allocatedBytes;
  for (let round = 0; round < 3; round++) {
    for (const [rules, ErrorClass, message] of BAD_RULES) {
      const calls = {
        check: () => sudoku.check(BOARD, { rules }),
        checkDescribe: () => sudoku.check(BOARD, { rules, describe: true }),
        isValid: () => sudoku.isValid(BOARD, { rules }),
        describe: () => sudoku.describe(BOARD, { rules }),
        array: () =>
          sudoku.check(
            [...BOARD].map((c) => (c === "." ? 0 : +c)),
            { rules },
          ),
        validateMany: () => sudoku.validateMany(`${BOARD}\n${BOARD}\n`, { rules, shape: "3x3" }),
      };
      for (const [name, call] of Object.entries(calls)) {
        // validateMany without a shape takes the rules line by line (below); with one, a rule
        // that does not fit it is thrown once.
        assert.throws(call, (error) => {
          assert.equal(error.constructor, ErrorClass, `${name}: ${error.name}: ${error.message}`);
          assert.equal(error.message, message, `${name}(${JSON.stringify(rules)})`);
          if (error instanceof SudokuParseError) assert.equal(error.position, undefined);
          return true;
        });
      }
      stillWorks();
    }
    // The first round may grow the heap to its working size; later ones must not leak.
    if (round === 0) continue;
    assert.ok(
      sudoku.memoryUsage().allocatedBytes <= before + 4096,
      `${sudoku.memoryUsage().allocatedBytes} B allocated after round ${round}, ${before} B before`,
    );
  }
});

// The binding reads cages and flags written the usual way in one crossing, and anything else value
// by value (wasm/js_value.cpp): every other way of writing the same rules reads the same.
test("rules written in any accepted way read as the plain ones", () => {
  const plain = {
    antiKing: true,
    cages: [{ cells: [0, 1], sum: 12 }, { cells: [2, 3, 4] }, { cells: [9, 10], sum: 3 }],
  };
  class Cage {
    constructor(cells, sum) {
      this.cells = cells;
      if (sum !== undefined) this.sum = sum;
    }
  }
  const same = [
    { ...plain, antiDiagonal: false, mainDiagonal: null, antiKnight: undefined },
    { ...plain, cages: [plain.cages[0], { cells: [2, 3, 4], sum: null }, plain.cages[2]] },
    { ...plain, cages: [plain.cages[0], { cells: [2, 3, 4], sum: undefined }, plain.cages[2]] },
    {
      ...plain,
      cages: plain.cages.map(({ cells, sum }) => ({ cells: Int32Array.from(cells), sum })),
    },
    { ...plain, cages: plain.cages.map(({ cells, sum }) => new Cage(cells, sum)) },
    { ...plain, cages: [{ sum: 12, cells: [0, 1] }, ...plain.cages.slice(1)] },
    { ...plain, cages: [{ cells: [-0, 1], sum: 12.0 }, ...plain.cages.slice(1)] },
  ];
  // A board that breaks a box, the pair rule and two cages' sums, so the rules read shape the
  // whole report.
  const board = "94........9" + ".".repeat(70);
  const expected = sudoku.check(board, { rules: plain, describe: true });
  assert.deepEqual(
    expected.conflicts.map((conflict) => [conflict.rule, conflict.index]),
    [
      ["box", 0],
      ["cageSum", 0],
      ["cageSum", 2],
      ["antiKing", undefined],
    ],
  );
  for (const rules of same) {
    assert.deepEqual(
      sudoku.check(board, { rules, describe: true }),
      expected,
      JSON.stringify(rules),
    );
    assert.equal(sudoku.isValid(board, { rules }), false);
  }
  // Only own properties count (docs/js-api.md, "What the API reads from your values"): an
  // inherited rule or cage part is not there. (Both once read as the plain rules.)
  assert.deepEqual(
    sudoku.check(board, {
      rules: Object.assign(Object.create({ antiKing: true }), { cages: plain.cages }),
    }),
    sudoku.check(board, { rules: { cages: plain.cages } }),
  );
  assert.throws(
    () => sudoku.check(board, { rules: { cages: plain.cages.map((cage) => Object.create(cage)) } }),
    {
      name: "TypeError",
      message: /^rules\.cages\[0\]\.cells: expected an array of cell numbers, got undefined$/,
    },
  );
  stillWorks();
});

test("a rule that does not fit the board names its place whatever the board's size", () => {
  // Region numbers of a 4×4 board on a 9×9 one: the count is wrong.
  assert.throws(
    () => sudoku.check(BOARD, { rules: { regions: zeros(16) } }),
    (error) =>
      error instanceof SudokuParseError &&
      error.message === "rules.regions: has 16 cells, expected 81",
  );
  // A cell of a 9×9 board on a 4×4 one.
  assert.throws(
    () => sudoku.isValid("1234341221434321", { rules: { cages: [{ cells: [20] }] } }),
    (error) =>
      error instanceof SudokuParseError &&
      error.message === "rules.cages[0]: cell 20 is not on the board (cells 0 to 15)",
  );
  stillWorks();
});

// ---- validateMany ------------------------------------------------------------------------------

test("validateMany checks every line with the same rules, as check does", () => {
  const lines = [
    EXAMPLE_1, // valid under the classic rules, and with anti-king
    "1.....1.........", // 4×4: two 1s a knight's move apart
    "1234341221434321", // 4×4, solved; breaks non-consecutive
    "# a comment",
    "",
    EXAMPLE_2, // a classic conflict
  ];
  const text = lines.join("\n");
  for (const rules of [{ antiKnight: true }, { antiKing: true }, { nonConsecutive: true }, {}]) {
    const batch = sudoku.validateMany(text, { rules });
    const boards = lines.filter((line) => line && !line.startsWith("#"));
    const expected = boards.map((line) => (sudoku.isValid(line, { rules }) ? 1 : 0));
    assert.deepEqual([...batch.results], expected, JSON.stringify(rules));
    assert.equal(batch.total, 4);
    assert.equal(batch.valid, expected.filter((r) => r === 1).length);
    assert.deepEqual([...batch.lines], [1, 2, 3, 6]);
  }
  // Without a shape, a line whose board the rules do not fit is malformed, with the rule's
  // message (column 0: the rule has no place in the line); the other lines are still checked.
  const batch = sudoku.validateMany(text, { rules: { cages: [{ cells: [20, 21] }] } });
  assert.deepEqual([...batch.results], [1, 2, 2, 0]);
  assert.deepEqual(batch.errors, [
    {
      line: 2,
      column: 0,
      board: 1,
      message: "rules.cages[0]: cell 20 is not on the board (cells 0 to 15)",
    },
    {
      line: 3,
      column: 0,
      board: 2,
      message: "rules.cages[0]: cell 20 is not on the board (cells 0 to 15)",
    },
  ]);
  // Rules that cannot be read are thrown before any line is.
  assert.throws(() => sudoku.validateMany(text, { rules: { antiKnight: 1 } }), TypeError);
  stillWorks();
});

test("validateMany with rules agrees with isValid line by line on random boards and rules", () => {
  fc.assert(
    fc.property(fc.array(puzzle, { minLength: 1, maxLength: 5 }), (puzzles) => {
      // The same rules for every line: the first puzzle's, on boards of its shape.
      const { boxRows, boxCols, rules } = puzzles[0];
      const shape = { boxRows, boxCols };
      const boards = puzzles
        .filter((p) => p.boxRows === boxRows && p.boxCols === boxCols)
        .map((p) => p.cells.map((d) => symbol(d)).join(""));
      const batch = sudoku.validateMany(boards.join("\n"), { shape, rules });
      const expected = boards.map((board) =>
        rulesReferee(
          [...board].map((c) => (c === "." ? 0 : parseInt(c, 36))),
          boxRows,
          boxCols,
          rules,
        ).valid
          ? 1
          : 0,
      );
      assert.deepEqual([...batch.results], expected);
    }),
    runs(300),
  );
});

test("constraints given to the plain validator are refused in the core's words, marked needsFormats", async () => {
  const rules = { constraints: [{ kind: "thermometer", lines: [[1, 0]] }] };
  const board = "12" + ".".repeat(79);
  for (const call of [
    () => sudoku.check(board, { rules }),
    () => sudoku.isValid(board, { rules }),
    () => sudoku.describe(board, { rules }),
  ]) {
    assert.throws(call, (error) => {
      assert.ok(error instanceof SudokuParseError);
      assert.match(error.message, /^rules\.constraints: are checked by the formats validator/);
      assert.equal(error.needsFormats, true);
      return true;
    });
  }
  // The formats validator judges them: the thermometer from r1c2 cannot rise from 2 to 1.
  const formats = await loadValidator({ formats: true });
  assert.deepEqual(
    formats.check(board, { rules }).conflicts.map((c) => [c.rule, c.kind, c.words]),
    [["constraint", "thermometer", "the thermometer from r1c2 cannot rise: 2 then 1"]],
  );
});

test("constraints read in one crossing and value by value give the same report", async () => {
  const formats = await loadValidator({ formats: true });
  const constraints = [
    {
      kind: "thermometer",
      lines: [
        [0, 9, 18],
        [0, 1],
      ],
    },
    { kind: "arrow", lines: [[20], [21, 22]] },
    { kind: "kropkiBlack", lines: [[30, 31]], value: 3 },
    { kind: "quadruple", lines: [[40, 41, 49, 50]], digits: [1, 2] },
    {
      kind: "sandwich",
      lines: [Array.from({ length: 9 }, (_, k) => 63 + k)],
      value: 7,
      clue: [7, -1],
    },
    { kind: "clone", lines: [[0], [80]] },
  ];
  // Lines given as typed arrays: the same answers as plain Arrays.
  const slow = constraints.map((c) => ({ ...c, lines: c.lines.map((l) => Int32Array.from(l)) }));
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 81, maxLength: 81 }),
      (cells) => {
        const board = cells.map((d) => (d ? String(d) : ".")).join("");
        const fast = formats.check(board, { rules: { constraints } });
        assert.deepEqual(formats.check(board, { rules: { constraints: slow } }), fast);
      },
    ),
    { numRuns: 200 },
  );
});
