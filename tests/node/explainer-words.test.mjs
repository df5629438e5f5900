// The explainer's words and marks (web/elements/explainer-words.js, imported as source): for every
// step kind, language and variant, which code line runs, which lines ran, which sets the `or`
// looked up, the bitmask updates, the box formula in the language's operators and the counters.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { loadValidator } from "../../dist/valid-sudoku.mjs";
import { LANGUAGES, VARIANTS, codeLines } from "../../web/elements/explainer-code.js";
import {
  announcement,
  boxFormula,
  countersOf,
  describeStep,
  lineStates,
  lookedUp,
  lookupTotals,
  setsOfStep,
} from "../../web/elements/explainer-words.js";

const sudoku = await loadValidator();
const EXAMPLE_1 =
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const EXAMPLE_2 = "8" + EXAMPLE_1.slice(1);
const trace = (board, stop = "first") => sudoku.trace(board, { stop });

// The tutorial's lines as each version writes them, typed here by hand: what a highlighted line
// must read. `repeat`/`end` have a LeetCode form (stop "first") and a find-every-conflict form.
const LINES = {
  python: {
    sets: {
      read: "ch = board[r][c]",
      blank: "if ch == '.': continue",
      box: "k = (r // 3) * 3 + c // 3",
      test: "if ch in rows[r] or ch in cols[c] or ch in boxes[k]:",
      add: "rows[r].add(ch); cols[c].add(ch); boxes[k].add(ch)",
    },
    bitmask: {
      read: "ch = board[r][c]",
      blank: "if ch == '.': continue",
      digit: "d = int(ch) - 1  # '1' is bit 0",
      box: "k = (r // 3) * 3 + c // 3",
      test: "if (rows[r] >> d) & 1 or (cols[c] >> d) & 1 or (boxes[k] >> d) & 1:",
      add: "rows[r] |= 1 << d; cols[c] |= 1 << d; boxes[k] |= 1 << d",
    },
    first: { repeat: "return False", end: "return True" },
    all: { repeat: "valid = False  # a repeat: note it, keep scanning", end: "return valid" },
  },
  java: {
    sets: {
      read: "char ch = board[r][c];",
      blank: "if (ch == '.') continue;",
      box: "int k = (r / 3) * 3 + c / 3;",
      test: "if (rows[r].contains(ch) || cols[c].contains(ch) || boxes[k].contains(ch))",
      add: "rows[r].add(ch); cols[c].add(ch); boxes[k].add(ch);",
    },
    bitmask: {
      read: "char ch = board[r][c];",
      blank: "if (ch == '.') continue;",
      digit: "int d = ch - '1';  // '1' is bit 0",
      box: "int k = (r / 3) * 3 + c / 3;",
      test: "if (((rows[r] >> d) & 1) == 1 || ((cols[c] >> d) & 1) == 1 || ((boxes[k] >> d) & 1) == 1)",
      add: "rows[r] |= 1 << d; cols[c] |= 1 << d; boxes[k] |= 1 << d;",
    },
    first: { repeat: "return false;", end: "return true;" },
    all: { repeat: "valid = false;  // a repeat: note it, keep scanning", end: "return valid;" },
  },
  cpp: {
    sets: {
      read: "char ch = board[r][c];",
      blank: "if (ch == '.') continue;",
      box: "int k = (r / 3) * 3 + c / 3;",
      test: "if (rows[r].count(ch) || cols[c].count(ch) || boxes[k].count(ch))",
      add: "rows[r].insert(ch); cols[c].insert(ch); boxes[k].insert(ch);",
    },
    bitmask: {
      read: "char ch = board[r][c];",
      blank: "if (ch == '.') continue;",
      digit: "int d = ch - '1';  // '1' is bit 0",
      box: "int k = (r / 3) * 3 + c / 3;",
      test: "if ((rows[r] >> d) & 1 || (cols[c] >> d) & 1 || (boxes[k] >> d) & 1)",
      add: "rows[r] |= 1 << d; cols[c] |= 1 << d; boxes[k] |= 1 << d;",
    },
    first: { repeat: "return false;", end: "return true;" },
    all: { repeat: "valid = false;  // a repeat: note it, keep scanning", end: "return valid;" },
  },
  javascript: {
    sets: {
      read: "const ch = board[r][c];",
      blank: "if (ch === '.') continue;",
      box: "const k = Math.floor(r / 3) * 3 + Math.floor(c / 3);",
      test: "if (rows[r].has(ch) || cols[c].has(ch) || boxes[k].has(ch))",
      add: "rows[r].add(ch); cols[c].add(ch); boxes[k].add(ch);",
    },
    bitmask: {
      read: "const ch = board[r][c];",
      blank: "if (ch === '.') continue;",
      digit: "const d = parseInt(ch, 36) - 1; // '1' is bit 0",
      box: "const k = Math.floor(r / 3) * 3 + Math.floor(c / 3);",
      test: "if ((rows[r] >> d) & 1 || (cols[c] >> d) & 1 || (boxes[k] >> d) & 1)",
      add: "rows[r] |= 1 << d; cols[c] |= 1 << d; boxes[k] |= 1 << d;",
    },
    first: { repeat: "return false;", end: "return true;" },
    all: { repeat: "valid = false; // a repeat: note it, keep scanning", end: "return valid;" },
  },
};

// Each step kind: a board, its stop mode, the step, and the parts of the code it runs (in the
// order the lines are written) and ends on. A digit's step runs the `if` that tests for a blank.
const KINDS = {
  "a blank (Example 2, row 1, column 3)": {
    board: EXAMPLE_2,
    stop: "first",
    index: 2,
    ran: ["read", "blank"],
    current: "blank",
  },
  "the second of two blanks in a row (row 1, column 4)": {
    board: EXAMPLE_2,
    stop: "first",
    index: 3,
    ran: ["read", "blank"],
    current: "blank",
  },
  "a digit that is added (row 1, column 1)": {
    board: EXAMPLE_2,
    stop: "first",
    index: 0,
    ran: ["read", "blank", "digit", "box", "test", "add"],
    current: "add",
  },
  "a repeat, stop at the first (row 3, column 3)": {
    board: EXAMPLE_2,
    stop: "first",
    index: 20,
    ran: ["read", "blank", "digit", "box", "test", "repeat"],
    current: "repeat",
  },
  "a repeat, find every conflict (row 3, column 3)": {
    board: EXAMPLE_2,
    stop: "all",
    index: 20,
    ran: ["read", "blank", "digit", "box", "test", "repeat", "add"],
    current: "repeat",
  },
  "the last step of a valid board, a digit (row 9, column 9)": {
    board: EXAMPLE_1,
    stop: "first",
    index: 80,
    ran: ["read", "blank", "digit", "box", "test", "add", "end"],
    current: "end",
  },
  "the last step of a valid board, a blank": {
    board: EXAMPLE_1.slice(0, 80) + ".",
    stop: "first",
    index: 80,
    ran: ["read", "blank", "end"],
    current: "end",
  },
  "the last step of every conflict found (row 9, column 9)": {
    board: EXAMPLE_2,
    stop: "all",
    index: 80,
    ran: ["read", "blank", "digit", "box", "test", "add", "end"],
    current: "end",
  },
};

describe("which lines run", () => {
  for (const language of LANGUAGES)
    for (const variant of VARIANTS)
      for (const [kind, { board, stop, index, ran, current }] of Object.entries(KINDS))
        test(`${language}, ${variant}: ${kind}`, () => {
          const scan = trace(board, stop);
          const lines = codeLines(language, variant, scan);
          const states = lineStates(lines, scan, index);
          const text = (role) => {
            const words = LINES[language];
            return words[variant][role] ?? words[stop][role];
          };
          // The sets version has no digit line.
          const expectedRan = ran.filter((role) => text(role) !== undefined);
          const shown = (state) =>
            lines.filter((_, i) => states[i] === state).map(([, line]) => line.trim());
          assert.deepEqual(shown("current"), [text(current)], "the current line");
          assert.deepEqual(
            shown("ran"),
            expectedRan.filter((role) => role !== current).map(text),
            "the lines that ran before it",
          );
        });
});

describe("which sets are looked up", () => {
  // Row 1 holds two 1s in box 1: the repeat is in rows[0] and in boxes[0].
  const twice = "11" + ".".repeat(79);

  test("the `or` stops at the first set that holds the digit", () => {
    const scan = trace(twice);
    assert.deepEqual(scan.steps[1].repeats, ["row", "box"], "the core sees both");
    assert.deepEqual(lookedUp(scan.steps[1]), ["row"]);
    assert.deepEqual(lookedUp(scan.steps[0]), ["row", "column", "box"]);
    assert.deepEqual(lookedUp(trace(twice, "all").steps[2]), [], "a blank looks nothing up");
    assert.deepEqual(lookupTotals(scan), [3, 4]);
    const sets = setsOfStep(scan, 1, { language: "python" });
    assert.deepEqual(
      sets.map(({ looked, found, added, state }) => ({ looked, found, added, state })),
      [
        { looked: true, found: true, added: false, state: "repeat" },
        { looked: false, found: false, added: false, state: "skipped" },
        { looked: false, found: false, added: false, state: "skipped" },
      ],
    );
    assert.deepEqual(
      sets.map((set) => set.test),
      ["(rows[0] >> 0) & 1 = 1", "", ""],
    );
    assert.deepEqual(
      sets.map((set) => set.update),
      ["", "", ""],
      "LeetCode's version returns: no set is updated",
    );
    assert.equal(sets[2].summary, "{1}; not looked at (the or stopped at rows[0]).");
    assert.equal(
      setsOfStep(scan, 1, { language: "java" })[2].summary,
      "{1}; not looked at (the || stopped at rows[0]).",
    );
    assert.equal(
      describeStep(scan, 1),
      "Row 1, column 2 holds 1. Is 1 already in rows[0]? Yes, put there by row 1, column 1: 1 repeats in row 1. " +
        "The or stops there: boxes[0], which holds 1 too, is never looked at. LeetCode's answer returns False.",
    );
  });

  test("at a repeat in the last set, all three are looked up and none is updated", () => {
    const scan = trace(EXAMPLE_2);
    const sets = setsOfStep(scan, 20, { language: "python" });
    assert.deepEqual(
      sets.map((set) => set.state),
      ["tested", "tested", "repeat"],
    );
    assert.deepEqual(
      sets.map((set) => set.test),
      ["(rows[2] >> 7) & 1 = 0", "(cols[2] >> 7) & 1 = 0", "(boxes[0] >> 7) & 1 = 1"],
    );
    assert.deepEqual(
      sets.map((set) => set.update),
      ["", "", ""],
    );
    assert.equal(lookupTotals(scan)[20], lookupTotals(scan)[19] + 3);
  });

  test("finding every conflict, the code adds the digit to all three after a repeat", () => {
    const scan = trace(EXAMPLE_2, "all");
    const sets = setsOfStep(scan, 27, { language: "python" }); // row 4, column 1: cols[0] has 8
    assert.deepEqual(
      sets.map((set) => [set.state, set.looked]),
      [
        ["added", true],
        ["repeat", true],
        ["added", false],
      ],
    );
    assert.deepEqual(
      sets.map((set) => set.test),
      ["(rows[3] >> 7) & 1 = 0", "(cols[0] >> 7) & 1 = 1", ""],
    );
    assert.deepEqual(
      sets.map((set) => set.update),
      [
        "rows[3] |= 1 << 7 → 0b010000000",
        "cols[0] |= 1 << 7 → 0b010100000",
        "boxes[3] |= 1 << 7 → 0b010000000",
      ],
    );
    assert.equal(sets[2].summary, "empty; not looked at (the or stopped at cols[0]); 8 is added.");
  });

  test("a digit that is added is looked up in all three and added to all three", () => {
    const scan = trace(EXAMPLE_2);
    const sets = setsOfStep(scan, 1, { language: "python" }); // row 1, column 2 holds 3
    assert.deepEqual(
      sets.map((set) => [set.state, set.test, set.update]),
      [
        ["added", "(rows[0] >> 2) & 1 = 0", "rows[0] |= 1 << 2 → 0b010000100"],
        ["added", "(cols[1] >> 2) & 1 = 0", "cols[1] |= 1 << 2 → 0b000000100"],
        ["added", "(boxes[0] >> 2) & 1 = 0", "boxes[0] |= 1 << 2 → 0b010000100"],
      ],
    );
    assert.equal(sets[0].summary, "{8}; 3 is not there, so it is added.");
    const blank = setsOfStep(scan, 2, { language: "python" });
    assert.deepEqual(
      blank.map((set) => [set.state, set.looked, set.test, set.update]),
      [
        ["", false, "", ""],
        ["", false, "", ""],
        ["", false, "", ""],
      ],
    );
  });
});

describe("the box formula in the language's own operators", () => {
  const scan = trace(EXAMPLE_2);
  const expected = {
    python: "k = (r // 3) * 3 + c // 3 = (2 // 3) * 3 + 2 // 3 = 0 * 3 + 0 = 0",
    javascript:
      "k = Math.floor(r / 3) * 3 + Math.floor(c / 3) = Math.floor(2 / 3) * 3 + Math.floor(2 / 3) = 0 * 3 + 0 = 0",
    java: "k = (r / 3) * 3 + c / 3 = (2 / 3) * 3 + 2 / 3 = 0 * 3 + 0 = 0",
    cpp: "k = (r / 3) * 3 + c / 3 = (2 / 3) * 3 + 2 / 3 = 0 * 3 + 0 = 0",
  };
  for (const language of LANGUAGES)
    test(language, () => {
      const formula = boxFormula(scan, 20, { language });
      assert.equal(formula.line, expected[language]);
      assert.equal(formula.general, null, "square boxes need no general form");
      // The formula is the code's own line, as the code writes it.
      const code = codeLines(language, "sets", scan).find(([role]) => role === "box")[1];
      assert.ok(code.includes(formula.line.split(" = ")[0].slice(4)), code);
      assert.equal(boxFormula(scan, 2, { language }), null, "a blank computes no box");
    });

  test("the notes name the operator the language uses", () => {
    const at = (language) => boxFormula(trace(EXAMPLE_1), 25, { language }).note; // r3c8: a 6
    assert.match(at("python"), /^"\/\/" divides and rounds down: 7 \/\/ 3 is 2\./);
    assert.match(at("python"), /In Python "\/" keeps the fraction: 7 \/ 3 is 2\.333…/);
    assert.match(at("javascript"), /\(7 \/ 3 is 2\.333…\), so Math\.floor rounds it down/);
    assert.match(at("java"), /^"\/" on two ints drops the fraction in Java: 7 \/ 3 is 2\./);
    assert.match(at("cpp"), /in C\+\+: 7 \/ 3 is 2\./);
    assert.match(at("cpp"), /Box 3 on the board is boxes\[2\] in the code/);
  });

  test("other shapes get the general form, in each language", () => {
    const six = sudoku.trace("123456456123" + ".".repeat(24), { shape: "2x3" });
    assert.equal(
      boxFormula(six, 10, { language: "python" }).line,
      "k = (r // 2) * 2 + c // 3 = (1 // 2) * 2 + 4 // 3 = 0 * 2 + 1 = 1",
    );
    assert.equal(
      boxFormula(six, 10, { language: "python" }).general,
      "k = (r // boxRows) * (N // boxCols) + c // boxCols",
    );
    assert.equal(
      boxFormula(six, 10, { language: "javascript" }).general,
      "k = Math.floor(r / boxRows) * (N / boxCols) + Math.floor(c / boxCols)",
    );
    assert.equal(
      boxFormula(six, 10, { language: "java" }).general,
      "k = (r / boxRows) * (N / boxCols) + c / boxCols",
    );
  });
});

describe("sentences and counters", () => {
  test("each step kind in words", () => {
    const first = trace(EXAMPLE_2);
    assert.equal(describeStep(first, 2), "Row 1, column 3 is empty, so the scan skips it.");
    assert.equal(
      describeStep(first, 0),
      "Row 1, column 1 holds 8. Is 8 already in rows[0]? No. In cols[0]? No. In boxes[0]? No. So 8 is added to all three.",
    );
    assert.equal(
      describeStep(first, 20, { language: "java" }),
      "Row 3, column 3 holds 8. Is 8 already in rows[2]? No. In cols[2]? No. In boxes[0]? Yes, put there by row 1, column 1: 8 repeats in box 1. LeetCode's answer returns false.",
    );
    const all = trace(EXAMPLE_2, "all");
    assert.equal(
      describeStep(all, 27),
      "Row 4, column 1 holds 8. Is 8 already in rows[3]? No. In cols[0]? Yes, put there by row 1, column 1: 8 repeats in column 1. valid becomes False, 8 is added to the three sets, and the scan goes on.",
    );
    assert.match(
      describeStep(all, 80),
      /The scan is over: 2 cells repeated a digit, so it returns False: the board is not valid\.$/,
    );
    const valid = trace(EXAMPLE_1.slice(0, 80) + ".");
    assert.equal(
      describeStep(valid, 80, { language: "javascript" }),
      "Row 9, column 9 is empty, so the scan skips it. Every cell has been checked and nothing repeats: it returns true, the board is valid.",
    );
    assert.equal(
      announcement(first, 2),
      "Step 3 of 21. Row 1, column 3 is empty, so the scan skips it.",
    );
  });

  test("the counters count short-circuited look-ups and each variant's memory", () => {
    const first = trace(EXAMPLE_2);
    const totals = lookupTotals(first);
    // Example 2's first 21 cells hold 9 digits, three look-ups each (the last finds its 8 in
    // boxes[0], the third set).
    assert.equal(totals[20], 27);
    assert.equal(
      countersOf(first, 20, totals, { variant: "sets" }),
      "Cells visited 21 / 81 · Set look-ups 27 · Memory 3 × 9 = 27 hash sets of at most 9 digits each (243 entries at most)",
    );
    assert.equal(
      countersOf(first, 20, totals, { variant: "bitmask" }),
      "Cells visited 21 / 81 · Set look-ups 27 · Memory 3 × 9 = 27 integers (bitmasks)",
    );
  });
});
