// Every error kind of docs/js-api.md, the module still answering afterwards, and no memory growth.
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadValidator, SudokuParseError } from "../../dist/valid-sudoku.mjs";
import { indexOfByte } from "./referee.mjs";

const EXAMPLE_1 =
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const EXAMPLE_2 = "8" + EXAMPLE_1.slice(1);
const sudoku = await loadValidator();

// After any error the module must still give the right answers.
function stillWorks() {
  assert.equal(sudoku.isValid(EXAMPLE_1), true);
  assert.equal(sudoku.isValid(EXAMPLE_2), false);
  assert.deepEqual(sudoku.check(EXAMPLE_2).conflictCells, [0, 20, 27]);
}

function throwsParseError(fn, { includes, position }) {
  assert.throws(fn, (error) => {
    assert.ok(error instanceof SudokuParseError, `expected a SudokuParseError, got ${error}`);
    assert.ok(error instanceof Error);
    assert.equal(error.name, "SudokuParseError");
    for (const part of [includes].flat()) {
      assert.ok(error.message.includes(part), `"${error.message}" should contain "${part}"`);
    }
    assert.equal(error.position, position);
    return true;
  });
  stillWorks();
}

test("loadValidator instantiates once", async () => {
  const again = loadValidator();
  assert.equal(again, loadValidator());
  assert.equal(await again, sudoku);
});

test("values that are not boards at all are TypeErrors", () => {
  for (const value of [42, null, undefined, true, {}, { cells: [] }, () => 1, new Map(), 10n]) {
    for (const method of ["isValid", "check", "parse"]) {
      assert.throws(() => sudoku[method](value), TypeError, `${method}(${String(value)})`);
    }
    stillWorks();
  }
  // Named as written, with the article the name takes.
  assert.throws(() => sudoku.check(new ArrayBuffer(8)), /, got an ArrayBuffer$/);
  assert.throws(() => sudoku.check(10n), /, got 10n$/);
  assert.throws(() => sudoku.validateMany(42), /validateMany expects text/);
  assert.throws(() => sudoku.validateMany([EXAMPLE_1]), TypeError);
  stillWorks();
});

test("wrong cell count says how many were expected and found", () => {
  throwsParseError(() => sudoku.check(EXAMPLE_1.slice(1)), {
    includes: ["expected 81 cells", "found 80"],
    position: undefined,
  });
  throwsParseError(() => sudoku.isValid("1234", { shape: "3x3" }), {
    includes: ["expected 81 cells", "found 4"],
    position: undefined,
  });
  throwsParseError(() => sudoku.parse(""), { includes: "no cells", position: undefined });
  throwsParseError(() => sudoku.parse([]), { includes: "no cells", position: undefined });
});

test("an unknown character is named at its line and column, counted from 1; position is 0-based", () => {
  const text = EXAMPLE_1.slice(0, 17) + "?" + EXAMPLE_1.slice(18);
  throwsParseError(() => sudoku.check(text), {
    includes: "line 1, column 18: unexpected character '?'",
    position: 17,
  });
  // Non-ASCII: the position is the JavaScript string index, the column counts characters.
  const circled = "①" + EXAMPLE_1.slice(1);
  throwsParseError(() => sudoku.isValid(circled), {
    includes: ["line 1, column 1: ", "'①'"],
    position: 0,
  });
  const emoji = "😀" + EXAMPLE_1.slice(0, 40) + "😀" + EXAMPLE_1.slice(41);
  throwsParseError(() => sudoku.isValid(emoji), {
    includes: ["line 1, column 1: ", "'😀'"],
    position: 0,
  });
  const second = "# 😀\n" + EXAMPLE_1.slice(0, 40) + "😀" + EXAMPLE_1.slice(41);
  throwsParseError(() => sudoku.isValid(second), {
    includes: ["line 2, column 41: ", "'😀'"],
    position: 45,
  });
  throwsParseError(() => sudoku.check(EXAMPLE_1.replace("7", "X")), {
    includes: ["line 1, column 5: 'X' is not a digit of a 9\u00d79 board"],
    position: 4,
  });
});

test("numbers out of range or not integers name their cell", () => {
  const numbers = [...sudoku.parse(EXAMPLE_1).cells];
  for (const [value, shown, why] of [
    [10, "10", "not a digit of a 9\u00d79 board"],
    [-1, "-1", "not a digit"],
    [1.5, "1.5", "not an integer"],
    [NaN, "NaN", "not a number"],
    [Infinity, "Infinity", "not a number"],
    [1e12, "1000000000000", "not a digit"],
    // The first cell decides the board's kind: here numbers, so a string is not one.
    ["5", '"5"', "not a number"],
    [undefined, "undefined", "not a number"],
    [true, "true", "not a number"],
    [new Map(), "a Map", "not a number"],
    // As written in JS, with the article it takes.
    [1n, "1n", "not a number"],
    [new Error("x"), "an Error", "not a number"],
  ]) {
    const flat = numbers.slice();
    flat[5] = value;
    throwsParseError(() => sudoku.check(flat), {
      includes: [`cell r1c6 holds ${shown}, which is ${why}`],
      position: 5,
    });
    const grid = Array.from({ length: 9 }, (_, r) => flat.slice(r * 9, r * 9 + 9));
    throwsParseError(() => sudoku.isValid(grid), {
      includes: [`cell r1c6 holds ${shown}, which is ${why}`],
      position: 5,
    });
  }
});

test("a ragged grid names the row and its length", () => {
  const grid = Array.from({ length: 9 }, () => Array(9).fill(0));
  grid[3] = grid[3].slice(1);
  throwsParseError(() => sudoku.check(grid), {
    includes: "ragged grid: row 4 has 8 cells, expected 9",
    position: 27,
  });
  const leetcode = Array.from({ length: 9 }, () => Array(9).fill("."));
  leetcode[8].push(".");
  throwsParseError(() => sudoku.isValid(leetcode), {
    includes: "row 9 has 10 cells",
    position: 72,
  });
  throwsParseError(() => sudoku.parse([[1, 2, 3, 4], 5, [1], [2]]), {
    includes: "row 2 of the grid is 5",
    position: 4,
  });
  throwsParseError(() => sudoku.parse(grid.slice(1), { shape: "3x3" }), {
    includes: "expected 9 rows",
    position: undefined,
  });
});

test("a LeetCode grid cell that is not one character is named by row and column", () => {
  const grid = Array.from({ length: 9 }, () => Array(9).fill("."));
  grid[2][4] = "12";
  throwsParseError(() => sudoku.check(grid), {
    includes: ['cell r3c5 holds "12"'],
    position: 22,
  });
  grid[2][4] = " ";
  throwsParseError(() => sudoku.check(grid), { includes: "cell r3c5", position: 22 });
  grid[2][4] = "x";
  throwsParseError(() => sudoku.check(grid), {
    includes: ['cell r3c5 holds "x"', "not a digit"],
    position: 22,
  });
});

test("a shape given as { boxRows, boxCols } is read as its text would be", () => {
  // Box sides cross to the core as numbers; the answer and every error must be the same as for
  // the shape written as text.
  const outcome = (shape) => {
    try {
      return sudoku.check(EXAMPLE_1, { shape });
    } catch (error) {
      return `${error.name}: ${error.message}`;
    }
  };
  const sides = [-1, 0, 1, 2, 3, 4, 5, 8, 9, 35, 36, 1e9];
  for (const boxRows of sides)
    for (const boxCols of sides) {
      const text = outcome(`${boxRows}x${boxCols}`);
      assert.deepEqual(outcome({ boxRows, boxCols }), text, `${boxRows}x${boxCols}`);
    }
  assert.equal(
    sudoku.check("1.1.............", { shape: { boxRows: 1, boxCols: 4 } }).valid,
    false,
  );
});

test("bad shapes are clear errors", () => {
  for (const shape of [
    "3by3",
    "3x",
    "x3",
    " 3x3",
    "3x3x3",
    "",
    { boxRows: 3 },
    { boxRows: 1.5, boxCols: 2 },
  ]) {
    assert.throws(() => sudoku.check(EXAMPLE_1, { shape }), RangeError, JSON.stringify(shape));
    stillWorks();
  }
  for (const shape of [9, true, () => 3]) {
    assert.throws(() => sudoku.check(EXAMPLE_1, { shape }), TypeError);
  }
  assert.throws(() => sudoku.check(EXAMPLE_1, "3x3"), TypeError);
  throwsParseError(() => sudoku.check(EXAMPLE_1, { shape: "9x9" }), {
    includes: "box shape 9x9 is not supported",
    position: undefined,
  });
  throwsParseError(() => sudoku.check(EXAMPLE_1, { shape: { boxRows: 0, boxCols: 3 } }), {
    includes: "box shape 0x3 is not supported",
    position: undefined,
  });
  // A negative side is a side the core does not support, as 0 is, not a shape written wrong.
  for (const shape of [{ boxRows: -1, boxCols: 3 }, "-1x3"]) {
    throwsParseError(() => sudoku.check(EXAMPLE_1, { shape }), {
      includes: "box shape -1x3 is not supported",
      position: undefined,
    });
  }
  throwsParseError(() => sudoku.check(EXAMPLE_1, { shape: "2x3" }), {
    includes: "expected 36 cells",
    position: 36,
  });
  assert.equal(sudoku.check(EXAMPLE_1, { shape: { boxRows: 3, boxCols: 3 } }).valid, true);
  assert.equal(sudoku.check(EXAMPLE_1, { shape: "3\u00d73" }).valid, true);
  assert.equal(sudoku.check(EXAMPLE_1, null).valid, true);
});

test("a million calls with valid, invalid and erroring input leave wasm memory as it was", () => {
  const inputs = [
    EXAMPLE_1,
    EXAMPLE_2,
    EXAMPLE_1.slice(3),
    EXAMPLE_1.replace("7", "?"),
    [...sudoku.parse(EXAMPLE_2).cells],
    Array.from({ length: 4 }, () => ["1", "2", "3", "4"]),
  ];
  const expected = [true, false, "error", "error", false, false];
  const round = (count) => {
    for (let i = 0; i < count; i++) {
      const k = i % inputs.length;
      try {
        const verdict = i % 3 === 0 ? sudoku.check(inputs[k]).valid : sudoku.isValid(inputs[k]);
        if (verdict !== expected[k]) assert.fail(`call ${i}: ${verdict} for input ${k}`);
      } catch (error) {
        if (!(error instanceof SudokuParseError) || expected[k] !== "error") throw error;
      }
    }
  };
  round(10_000);
  const before = sudoku.memoryUsage();
  round(1_000_000);
  const after = sudoku.memoryUsage();
  assert.deepEqual(after, before);
  stillWorks();
});

test("results are copies, not views into wasm memory", () => {
  const parsed = sudoku.parse(EXAMPLE_1);
  const cells = parsed.cells.slice();
  const batch = sudoku.validateMany(EXAMPLE_1 + "\n" + EXAMPLE_2 + "\n");
  const results = batch.results.slice();
  // Enough work to overwrite and grow wasm memory.
  sudoku.validateMany((EXAMPLE_2 + "\n").repeat(400_000));
  sudoku.parse(EXAMPLE_2);
  assert.deepEqual(parsed.cells, cells);
  assert.notEqual(parsed.cells.buffer.byteLength, sudoku.memoryUsage().heapBytes);
  assert.deepEqual(batch.results, results);
});

test("a million calls with large and multi-byte input leave wasm memory as it was", () => {
  const MIB = 1024 * 1024;
  const rowsOf = (line) => Array.from({ length: 9 }, (_, r) => [...line.slice(r * 9, r * 9 + 9)]);
  const at = (k, ch) => EXAMPLE_1.slice(0, k) + ch + EXAMPLE_1.slice(k + 1);
  // Small calls: multi-byte comments before boards, multi-byte characters inside them (each an
  // error at its string index), LeetCode text, arrays.
  const small = [
    [`# café 😀 \u202e\n${EXAMPLE_1}`, true],
    [`# ünïcödé\r\n${EXAMPLE_2}\r\n`, false],
    [at(17, "é"), 17],
    [at(40, "😀"), 40],
    [at(3, "\u202e"), 3],
    [at(80, "①"), 80],
    [JSON.stringify(rowsOf(EXAMPLE_2)).replaceAll('"', "'"), false],
    [rowsOf(EXAMPLE_1), true],
    [[...sudoku.parse(EXAMPLE_2).cells], false],
  ];
  // Large calls, one every 2000: a board padded to just under 1 MiB of UTF-8 (the core keeps a
  // buffer this size), text of more than 1 MiB of multi-byte characters (refused at the character holding byte 1 MiB;
  // the core frees that buffer), and batches of more than 1 MiB as text and as bytes.
  const padded = `# ${"é".repeat(1000)}\n${EXAMPLE_2}` + " ".repeat(MIB - 2100);
  const oversized = `${EXAMPLE_1}\n# ${"😀".repeat(MIB / 3)}`;
  const batchText = `# ${"é😀".repeat(10)}\n${EXAMPLE_1}\n${at(9, "é")}\n${EXAMPLE_2}\n`.repeat(
    6000,
  );
  const batchBytes = new TextEncoder().encode(batchText);
  assert.ok(batchBytes.length > MIB && new TextEncoder().encode(padded).length < MIB);
  const checkBatch = (report) => {
    if (report.total !== 18_000 || report.valid !== 6000 || report.malformed !== 6000) {
      assert.fail(`batch: ${JSON.stringify({ ...report, results: undefined, errors: undefined })}`);
    }
  };
  const large = [
    () => assert.equal(sudoku.isValid(padded), false),
    () => assert.throws(() => sudoku.check(oversized), { position: indexOfByte(oversized, MIB) }),
    () => checkBatch(sudoku.validateMany(batchText)),
    () => checkBatch(sudoku.validateMany(batchBytes)),
  ];
  const round = (count) => {
    for (let i = 0; i < count; i++) {
      if (i % 2000 === 0) {
        large[(i / 2000) % large.length]();
        continue;
      }
      const [input, expected] = small[i % small.length];
      try {
        const verdict = i % 3 === 0 ? sudoku.check(input).valid : sudoku.isValid(input);
        if (verdict !== expected) assert.fail(`call ${i}: ${verdict}, expected ${expected}`);
      } catch (error) {
        if (!(error instanceof SudokuParseError) || error.position !== expected) throw error;
      }
    }
  };
  // Both rounds end at the same place in the cycle of large calls (8000 calls), so the core's
  // kept input buffer is in the same state.
  round(16_000);
  const before = sudoku.memoryUsage();
  round(1_000_000);
  const after = sudoku.memoryUsage();
  assert.deepEqual(after, before);
  stillWorks();
});
