// rules.constraints through the JS API (docs/js-api.md, "Constraints"): the formats validator
// reads them, parse() of an f-puzzles link returns them and format() writes them back, every
// error of the binding's reader and of validate_rules, the snapshot's single read of each part,
// and the plain validator's refusal. No test here depends on a judge's verdict.
import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
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

// ---- Random constraints of every kind round-trip through every format that carries them ----

// mulberry32: the generator of one case, from fast-check's seed.
function random(seed) {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

const KINDS = [
  "thermometer",
  "slowThermometer",
  "arrow",
  "kropkiWhite",
  "kropkiBlack",
  "xv",
  "littleKiller",
  "sandwich",
  "xSum",
  "skyscraper",
  "renban",
  "whispers",
  "between",
  "palindrome",
  "zipper",
  "regionSum",
  "entropic",
  "modular",
  "odd",
  "even",
  "minimum",
  "maximum",
  "quadruple",
  "clone",
  "rowIndexer",
  "columnIndexer",
  "boxIndexer",
];

// A constraint of `kind` that fits an n×n board, drawn with `pick`.
function constraintOf(kind, n, pick) {
  const cell = () => pick(n * n);
  const neighbours = (c) =>
    [c - n, c + n, c % n ? c - 1 : -1, c % n < n - 1 ? c + 1 : -1].filter(
      (x) => x >= 0 && x < n * n,
    );
  // A walk of up to `most` distinct cells from `start`, away from `avoid`.
  const walk = (start, most, avoid = []) => {
    const line = [start];
    while (line.length < most) {
      const next = neighbours(line.at(-1)).filter((c) => !line.includes(c) && !avoid.includes(c));
      if (next.length === 0) break;
      line.push(next[pick(next.length)]);
    }
    return line;
  };
  switch (kind) {
    case "thermometer":
    case "slowThermometer": {
      const bulb = cell();
      return {
        kind,
        lines: [walk(bulb, 1 + pick(n)), ...(pick(2) ? [walk(bulb, 2 + pick(3))] : [])],
      };
    }
    case "arrow": {
      const circle = walk(cell(), 1 + pick(3));
      const from = neighbours(circle[0]).filter((c) => !circle.includes(c));
      if (from.length === 0) return { kind: "odd", lines: [[circle[0]]] };
      return { kind, lines: [circle, walk(from[pick(from.length)], 1 + pick(n), circle)] };
    }
    case "kropkiWhite":
    case "kropkiBlack":
    case "xv": {
      const a = cell();
      const near = neighbours(a);
      const lines = [[a, near[pick(near.length)]]];
      if (kind === "xv") return { kind, lines, value: pick(2) ? 10 : 5 };
      const value = kind === "kropkiWhite" ? pick(n) : pick(2) ? 0 : 2 + pick(n - 1);
      return value ? { kind, lines, value } : { kind, lines };
    }
    case "littleKiller": {
      // A clue on the ring outside the grid and a direction that sees at least one cell.
      for (;;) {
        const side = pick(4);
        const along = pick(n + 2) - 1;
        const [row, col] = [
          [-1, along],
          [n, along],
          [along, -1],
          [along, n],
        ][side];
        const dr = pick(2) ? 1 : -1;
        const dc = pick(2) ? 1 : -1;
        const seen = [];
        for (let r = row + dr, c = col + dc; r >= 0 && r < n && c >= 0 && c < n; r += dr, c += dc)
          seen.push(r * n + c);
        if (seen.length)
          return { kind, lines: [seen], value: 1 + pick(n * seen.length), clue: [row, col] };
      }
    }
    case "sandwich":
    case "xSum":
    case "skyscraper": {
      const at = pick(n);
      const rows = pick(2) === 0;
      const far = pick(2) === 0;
      const seen = [];
      for (let k = 0; k < n; k++) {
        const step = far ? n - 1 - k : k;
        seen.push(rows ? at * n + step : step * n + at);
      }
      const clue = rows ? [at, far ? n : -1] : [far ? n : -1, at];
      const value = kind === "skyscraper" ? 1 + pick(n) : kind === "xSum" ? 1 + pick(40) : pick(30);
      return value ? { kind, lines: [seen], value, clue } : { kind, lines: [seen], clue };
    }
    case "odd":
    case "even":
    case "minimum":
    case "maximum":
      return { kind, lines: [[cell()]] };
    case "quadruple": {
      const r = pick(n - 1);
      const c = pick(n - 1);
      const cells = [r * n + c, r * n + c + 1, (r + 1) * n + c, (r + 1) * n + c + 1].slice(
        0,
        2 + pick(3),
      );
      const digits = Array.from({ length: 1 + pick(cells.length) }, () => 1 + pick(n));
      return { kind, lines: [cells], digits };
    }
    case "clone": {
      const one = walk(cell(), 1 + pick(4));
      const two = walk(cell(), one.length);
      return two.length === one.length ? { kind, lines: [one, two] } : { kind, lines: [[0], [1]] };
    }
    case "rowIndexer":
    case "columnIndexer":
    case "boxIndexer":
      return { kind, lines: [walk(cell(), 1 + pick(n))] };
    default: {
      const line = walk(cell(), (kind === "between" ? 2 : 1) + pick(n));
      if (line.length < 2 && kind === "between") line.push(neighbours(line[0])[0]);
      const value = kind === "whispers" ? pick(n) : 0;
      return value ? { kind, lines: [line], value } : { kind, lines: [line] };
    }
  }
}

test("random constraints of every kind read back the same from json, fpuzzles and sudokupad", () => {
  const tried = new Set();
  fc.assert(
    fc.property(
      fc.integer(),
      fc.constantFrom([2, 2], [2, 3], [3, 3]),
      (seed, [boxRows, boxCols]) => {
        const pick = random(seed);
        const n = boxRows * boxCols;
        const constraints = Array.from({ length: 1 + pick(8) }, () =>
          constraintOf(KINDS[pick(KINDS.length)], n, pick),
        ).sort((a, b) => KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind));
        constraints.forEach((c) => tried.add(c.kind));
        const rules = { constraints };
        if (pick(2)) rules.negativeRatio = true;
        if (pick(2)) rules.negativeXv = true;
        const board = ".".repeat(n * n);
        const shape = { boxRows, boxCols };
        const read = formats.parse(board, { shape, rules });
        assert.deepEqual(read.rules, rules);
        for (const to of ["json", "fpuzzles", "sudokupad"]) {
          const back = formats.parse(formats.format(board, to, { shape, rules }));
          assert.deepEqual(back.rules, rules, to);
          assert.deepEqual(back.ignored, [], to);
        }
      },
    ),
    { numRuns: 300 },
  );
  assert.equal(tried.size, KINDS.length, "every kind was drawn");
});

test("validateMany applies rules.constraints to every line, and refuses ones that do not fit", () => {
  const odd = { constraints: [{ kind: "odd", lines: [[0]] }] };
  const batch = formats.validateMany(`${EMPTY}\n${"1".repeat(81)}\n`, { rules: odd });
  assert.deepEqual([batch.total, batch.valid, batch.invalid, batch.malformed], [2, 1, 1, 0]);
  const bad = { constraints: [{ kind: "odd", lines: [[0, 1]] }] };
  const message = 'rules.constraints[0].lines[0]: has 2 cells, and a line of "odd" has 1';
  assert.throws(
    () => formats.validateMany(EMPTY, { shape: { boxRows: 3, boxCols: 3 }, rules: bad }),
    (e) => e instanceof SudokuParseError && e.message === message,
  );
  // Without a shape, each line is malformed with the same words.
  const lines = formats.validateMany(EMPTY, { rules: bad });
  assert.equal(lines.malformed, 1);
  assert.equal(lines.errors[0].message, message);
  assert.throws(
    () => formats.validateMany(EMPTY, { rules: { constraints: [{ kind: "odd", lines: 3 }] } }),
    (e) =>
      e instanceof TypeError &&
      e.message === "rules.constraints[0].lines: expected an array of lines, got 3",
  );
});
