// rules.constraints through the JS API (docs/js-api.md, "Constraints"): the formats validator
// reads them, parse() of an f-puzzles link returns them and format() writes them back, every
// error of the binding's reader and of validate_rules, the snapshot's single read of each part,
// and the plain validator's refusal. No test here depends on a judge's verdict.
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadValidator, SudokuParseError } from "../../dist/valid-sudoku.mjs";

const formats = await loadValidator({ formats: true });
const plain = await loadValidator();
const EMPTY = ".".repeat(81);

// An empty 9×9 f-puzzles grid with `extra` members after it.
function fpuzzles(extra) {
  const row = `[${Array(9).fill("{}").join(",")}]`;
  return `{"size":9,"grid":[${Array(9).fill(row).join(",")}]${extra}}`;
}

const CONSTRAINTS = [
  { kind: "thermometer", lines: [[0, 9, 18]] },
  { kind: "kropkiWhite", lines: [[0, 1]], value: 1 },
  { kind: "sandwich", lines: [[2, 11, 20, 29, 38, 47, 56, 65, 74]], value: 12, clue: [-1, 2] },
  { kind: "quadruple", lines: [[0, 1, 9, 10]], digits: [1, 2] },
];

test("the formats validator reads rules.constraints and gives them back as it read them", () => {
  const rules = { constraints: CONSTRAINTS, negativeRatio: true, negativeXv: true };
  const report = formats.check(EMPTY, { rules });
  assert.equal(report.valid, true);
  assert.equal(report.undecided, undefined);
  const p = formats.parse(EMPTY, { rules });
  assert.deepEqual(p.rules, rules);
  // Puzzle JSON and f-puzzles carry them; each reads back to the same rules.
  for (const to of ["json", "fpuzzles", "sudokupad"]) {
    const text = formats.format(EMPTY, to, { rules });
    assert.deepEqual(formats.parse(text).rules, rules, to);
  }
});

test("parse() of an f-puzzles link returns its constraints, and check with them is the link's", () => {
  const json = fpuzzles(
    ',"thermometer":[{"lines":[["R1C1","R2C1","R3C1"]]}],' +
      '"difference":[{"cells":["R1C1","R1C2"]}],"xv":[{"cells":["R1C8","R1C9"],"value":"V"}],' +
      '"littlekillersum":[{"cell":"R0C0","direction":"DR","value":"45"}],' +
      '"line":[{"lines":[["R1C1","R2C1"]],"fromConstraint":"Thermometer"}],"negative":["xv"]',
  );
  const p = formats.parse(json);
  assert.deepEqual(p.ignored, []);
  assert.deepEqual(p.rules, {
    negativeXv: true,
    constraints: [
      { kind: "thermometer", lines: [[0, 9, 18]] },
      { kind: "kropkiWhite", lines: [[0, 1]] },
      { kind: "xv", lines: [[7, 8]], value: 5 },
      {
        kind: "littleKiller",
        lines: [[0, 10, 20, 30, 40, 50, 60, 70, 80]],
        value: 45,
        clue: [-1, -1],
      },
    ],
  });
  assert.deepEqual(formats.check(p.cells, { shape: p, rules: p.rules }), formats.check(json));
  assert.deepEqual(formats.check(json, { rules: p.rules }), formats.check(json));
  assert.throws(
    () => formats.parse(fpuzzles(',"thermometer":[{"lines":[["R9C3","R10C3"]]}]')),
    (e) =>
      e instanceof SudokuParseError &&
      e.message === 'f-puzzles JSON\'s thermometer 1: "R10C3" is not on a 9×9 board',
  );
});

const ERRORS = [
  [
    [{ kind: "thermometers", lines: [[0, 1]] }],
    TypeError,
    'rules.constraints[0].kind: "thermometers" is not a constraint kind (the kinds are ' +
      "thermometer, slowThermometer, arrow, kropkiWhite, kropkiBlack, xv, littleKiller, sandwich, " +
      "xSum, skyscraper, renban, whispers, between, palindrome, zipper, regionSum, entropic, " +
      "modular, odd, even, minimum, maximum, quadruple, clone, rowIndexer, columnIndexer, boxIndexer)",
  ],
  [
    [{ lines: [[0]] }],
    TypeError,
    'rules.constraints[0].kind: expected a constraint kind such as "thermometer", got undefined',
  ],
  [
    [CONSTRAINTS[0], { kind: "odd", lines: [[0]], colour: "red" }],
    TypeError,
    "rules.constraints[1].colour is not part of a constraint (its parts are kind, lines, value, " +
      "digits, clue)",
  ],
  [
    [5],
    TypeError,
    'rules.constraints[0]: expected a constraint such as { kind: "thermometer", lines: [[0, 9, ' +
      "18]] }, got 5",
  ],
  [
    [{ kind: "odd" }],
    TypeError,
    "rules.constraints[0].lines: expected an array of lines, got undefined",
  ],
  [
    [{ kind: "odd", lines: [[0, "x"]] }],
    TypeError,
    'rules.constraints[0].lines[0][1]: expected a cell number, got "x"',
  ],
  [
    [{ kind: "kropkiWhite", lines: [[0, 1]], value: 1.5 }],
    TypeError,
    "rules.constraints[0].value: expected a whole number, got 1.5",
  ],
  [
    [{ kind: "quadruple", lines: [[0, 1]], digits: [1, null] }],
    TypeError,
    "rules.constraints[0].digits[1]: expected a digit, got null",
  ],
  [
    [{ kind: "sandwich", lines: [[0]], value: 1, clue: 5 }],
    TypeError,
    "rules.constraints[0].clue: expected [row, column], got 5",
  ],
  [
    [{ kind: "sandwich", lines: [[0]], value: 1, clue: [1, 2, 3] }],
    TypeError,
    "rules.constraints[0].clue: expected [row, column], got an array",
  ],
  [
    [{ kind: "renban", lines: [[0, 9, 18, 81]] }],
    SudokuParseError,
    "rules.constraints[0].lines[0][3]: cell 81 is not on the board (cells 0 to 80)",
  ],
  [
    [{ kind: "kropkiWhite", lines: [[0, 1]], value: 9 }],
    SudokuParseError,
    "rules.constraints[0].value: 9 is not a difference of two digits (1 to 8, or 0 for 1)",
  ],
  [
    [
      {
        kind: "thermometer",
        lines: [
          [0, 1],
          [9, 18],
        ],
      },
    ],
    SudokuParseError,
    "rules.constraints[0].lines[1][0]: cell 9 (r2c1) is not the bulb, cell 0 (r1c1) (every line " +
      "of a thermometer starts on it)",
  ],
];

test("each malformed constraint is an error naming its place, and the module keeps working", () => {
  for (const [constraints, type, message] of ERRORS) {
    for (const call of [
      () => formats.check(EMPTY, { rules: { constraints } }),
      () => formats.isValid(EMPTY, { rules: { constraints } }),
      () => formats.describe(EMPTY, { rules: { constraints } }),
    ]) {
      assert.throws(call, (e) => e instanceof type && e.message === message, message);
    }
  }
  assert.throws(
    () => formats.check(EMPTY, { rules: { constraints: "x" } }),
    (e) =>
      e instanceof TypeError &&
      e.message === 'rules.constraints: expected an array of constraints, got "x"',
  );
  assert.equal(formats.isValid(EMPTY, { rules: { constraints: CONSTRAINTS } }), true);
});

test("a constraint's parts are each read once, before wasm, and a throwing getter is named", () => {
  const reads = { kind: 0, lines: 0, value: 0 };
  const constraint = {
    get kind() {
      reads.kind++;
      return "kropkiWhite";
    },
    get lines() {
      reads.lines++;
      return [[0, 1]];
    },
    get value() {
      reads.value++;
      return 2;
    },
  };
  assert.equal(formats.check(EMPTY, { rules: { constraints: [constraint] } }).valid, true);
  assert.deepEqual(reads, { kind: 1, lines: 1, value: 1 });
  const throwing = {
    kind: "odd",
    get lines() {
      throw new Error("boom");
    },
  };
  assert.throws(
    () => formats.check(EMPTY, { rules: { constraints: [throwing] } }),
    (e) =>
      e instanceof TypeError && e.message === "rules.constraints[0].lines: reading it threw: boom",
  );
  // An inherited part is not the constraint's.
  const inherited = Object.create({ value: 3 });
  inherited.kind = "kropkiWhite";
  inherited.lines = [[0, 1]];
  assert.deepEqual(formats.parse(EMPTY, { rules: { constraints: [inherited] } }).rules, {
    constraints: [{ kind: "kropkiWhite", lines: [[0, 1]] }],
  });
});

test("the plain validator refuses constraints in validate_rules' words, and takes none", () => {
  assert.throws(
    () => plain.check(EMPTY, { rules: { constraints: CONSTRAINTS } }),
    (e) =>
      e instanceof SudokuParseError &&
      e.message ===
        "rules.constraints: are checked by the formats validator (loadValidator({ formats: true }))",
  );
  assert.equal(plain.isValid(EMPTY, { rules: { constraints: [] } }), true);
  assert.equal(plain.isValid(EMPTY, { rules: { negativeXv: true } }), true);
});
