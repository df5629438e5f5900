// The JS↔wasm seam: the audit's reproducers (stale buffers, huge inputs) and the formats and
// messages the core owns (LeetCode's JSON text, byte order mark, code points, shapes, limits).
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadValidator, SudokuParseError } from "../../dist/valid-sudoku.mjs";

const EXAMPLE_1 =
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const EXAMPLE_2 = "8" + EXAMPLE_1.slice(1);
const sudoku = await loadValidator();

const rows = (line) => Array.from({ length: 9 }, (_, r) => [...line.slice(r * 9, r * 9 + 9)]);

function stillWorks() {
  assert.equal(sudoku.isValid(EXAMPLE_1), true);
  assert.equal(sudoku.isValid(EXAMPLE_2), false);
  assert.deepEqual(sudoku.check(EXAMPLE_2).conflictCells, [0, 20, 27]);
  const batch = sudoku.validateMany(`${EXAMPLE_1}\n${EXAMPLE_2}\n`);
  assert.deepEqual([...batch.results], [1, 0]);
}

function parseError(fn) {
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof SudokuParseError, `expected a SudokuParseError, got ${error}`);
    return error;
  }
  assert.fail("no error");
}

test("a large validateMany with one non-ASCII character leaves no stale buffer behind", () => {
  // The audit: JS kept the buffer's address while C++ freed it by another measure; later calls
  // then wrote into freed memory ("no cells found", out of bounds, or dropped boards).
  const big = (EXAMPLE_1 + "\n").repeat(30_000);
  for (let round = 0; round < 3; round++) {
    const report = sudoku.validateMany(big + "é\n" + big);
    assert.equal(report.total, 60_001);
    assert.equal(report.valid, 60_000);
    assert.equal(report.malformed, 1);
    assert.match(report.errors[0].message, /'é' \(U\+00E9\)/);
    stillWorks();
    assert.equal(sudoku.validateMany(big).valid, 30_000);
    assert.equal(sudoku.validateMany(new TextEncoder().encode(big + "ü")).malformed, 1);
    stillWorks();
  }
});

test("huge inputs are refused quickly and the module keeps answering", () => {
  const line = "1".repeat(100 * 1024 * 1024);
  const before = sudoku.memoryUsage().heapBytes;
  let error = parseError(() => sudoku.isValid(line));
  assert.match(error.message, /found more than 4096 cells/);
  assert.equal(error.position, 4096);
  error = parseError(() => sudoku.check(" ".repeat(50 * 1024 * 1024) + EXAMPLE_1));
  assert.match(error.message, /longer than 1048576 bytes/);
  const sparse = [];
  sparse.length = 1e9;
  error = parseError(() => sudoku.parse(sparse));
  assert.match(error.message, /the array has 1000000000 elements/);
  // Refused by their length, not by copying them into wasm memory.
  assert.ok(sudoku.memoryUsage().heapBytes - before < 16 * 1024 * 1024);
  stillWorks();
});

test("LeetCode's own board text parses, with double or single quotes and any spacing", () => {
  const json = JSON.stringify(rows(EXAMPLE_2));
  assert.equal(json.slice(0, 10), '[["8","3",');
  assert.deepEqual(sudoku.check(json).conflictCells, [0, 20, 27]);
  const python = json.replaceAll('"', "'").replaceAll(",", ", ").replaceAll("],", "],\n ");
  assert.deepEqual(sudoku.parse(python).cells, sudoku.parse(EXAMPLE_2).cells);
  assert.equal(sudoku.isValid(JSON.stringify(rows(EXAMPLE_1), null, 2)), true);
  const batch = sudoku.validateMany(`${JSON.stringify(rows(EXAMPLE_1))}\n${json}\n`);
  assert.deepEqual([...batch.results], [1, 0]);
  // Its errors point into the text and name the cell.
  const ragged = JSON.stringify([...rows(EXAMPLE_1).slice(0, 8), ["1"]]);
  const error = parseError(() => sudoku.parse(ragged));
  assert.match(error.message, /ragged grid: row 9 has 1 cell, expected 9/);
  assert.equal(error.position, ragged.lastIndexOf('["1"]') + 1); // the row's first cell
  assert.match(
    parseError(() => sudoku.parse('[["5",]]')).message,
    /^line 1, column 7: unexpected character ']'$/,
  );
});

test("a byte order mark and CRLF line ends are read as nothing and line ends", () => {
  assert.equal(sudoku.isValid("\ufeff" + EXAMPLE_1), true);
  const crlf = rows(EXAMPLE_2)
    .map((row) => row.join(""))
    .join("\r\n");
  assert.deepEqual(sudoku.check("\ufeff" + crlf).conflictCells, [0, 20, 27]);
  // After the mark, positions are still string indices.
  const error = parseError(() => sudoku.parse("\ufeff" + EXAMPLE_1.replace("7", "?")));
  assert.equal(error.position, 5);
  assert.match(error.message, /^line 1, column 5: unexpected character '\?'$/); // the mark is no column
});

test("invisible, control and bidirectional characters are named by code point, never echoed", () => {
  for (const [character, name] of [
    ["\u202e", "U+202E (a bidirectional control)"],
    ["\u200b", "U+200B (an invisible character)"],
    ["\u00a0", "U+00A0 (a space)"],
    ["\u0000", "U+0000 (a control character)"],
  ]) {
    const error = parseError(() => sudoku.isValid(EXAMPLE_1.slice(0, 10) + character));
    assert.ok(error.message.includes(name), error.message);
    assert.ok(!error.message.includes(character), "the character itself is not in the message");
    assert.equal(error.position, 10);
  }
  const grid = rows(EXAMPLE_1);
  grid[0][1] = "\u202e";
  const error = parseError(() => sudoku.check(grid));
  assert.ok(error.message.includes("<U+202E>") && !error.message.includes("\u202e"));
});

test("shapes are read by the core: parseShape and the limits it exports", () => {
  assert.deepEqual({ ...sudoku.parseShape("2x3") }, { size: 6, boxRows: 2, boxCols: 3 });
  assert.deepEqual({ ...sudoku.parseShape("3\u00d74") }, { size: 12, boxRows: 3, boxCols: 4 });
  assert.deepEqual(
    { ...sudoku.parseShape({ boxRows: 4, boxCols: 4 }) },
    {
      size: 16,
      boxRows: 4,
      boxCols: 4,
    },
  );
  assert.throws(() => sudoku.parseShape(" 3x3"), RangeError);
  assert.throws(() => sudoku.parseShape("9x9"), SudokuParseError);
  assert.throws(() => sudoku.parseShape(9), TypeError);
  assert.equal(sudoku.limits.maxSize, 64);
  assert.equal(sudoku.limits.maxTextDigit, 35);
  assert.equal(sudoku.limits.maxCells, 64 * 64);
  assert.ok(Object.isFrozen(sudoku.limits));
  stillWorks();
});

test("JS arrays of every kind reach the core's rules: typed arrays, null, strings", () => {
  const cells = sudoku.parse(EXAMPLE_2).cells;
  assert.equal(sudoku.isValid(Int32Array.from(cells)), false);
  assert.equal(sudoku.isValid(Float64Array.from(cells)), false);
  assert.equal(sudoku.isValid([...cells].map((cell) => cell || null)), false);
  assert.equal(sudoku.isValid(rows(EXAMPLE_1)), true);
  const error = parseError(() => sudoku.parse([5, ...Array(80).fill(undefined)]));
  assert.match(error.message, /cell r1c2 holds undefined, which is not a number/);
  assert.equal(error.position, 1);
});

test("error positions are string indices after text beyond ASCII in a comment line", () => {
  // The core reads UTF-8 bytes; its positions count UTF-16 code units, so they index the JS
  // string, while the message's column counts characters, as a reader does.
  for (const header of ["# café 😀\n", "\uFEFF#A Jürgen\n", "# \u202E\n"]) {
    const text = header + ".".repeat(80) + "x";
    const error = parseError(() => sudoku.parse(text));
    assert.equal(
      text[error.position],
      "x",
      `position ${error.position} after ${JSON.stringify(header)}`,
    );
    assert.match(error.message, /^line 2, column 81: 'x' is not a digit/);
  }
  stillWorks();
});

test("an array cell of one character beyond ASCII is one character that is not a digit", () => {
  for (const character of ["é", "😀", "①"]) {
    const error = parseError(() => sudoku.parse([character, ...Array(80).fill(".")]));
    assert.equal(error.position, 0);
    assert.match(error.message, /which is not a digit of a 9×9 board/);
    assert.doesNotMatch(error.message, /one character per cell/);
  }
  const error = parseError(() => sudoku.parse(["ab", ...Array(80).fill(".")]));
  assert.match(error.message, /one character per cell/);
  stillWorks();
});

test("text that holds the old wire format's markers is LeetCode text, refused at the brace", () => {
  // Arrays once crossed as JSON text with private markers ({"#": n}, {"?": ...}), read by the
  // same reader as LeetCode text: this text read as a 4x4 board, and the 110-byte line below
  // aborted the module.
  const row = '["1","2","3","4"]';
  let error = parseError(() => sudoku.check(`[{"#":4},${row},${row},${row}]`));
  assert.equal(error.position, 1);
  assert.match(error.message, /'\{'/);
  const line = "[" + " ".repeat(100) + '{"#":1}]';
  error = parseError(() => sudoku.isValid(line));
  assert.equal(error.position, 101);
  const batch = sudoku.validateMany(`${EXAMPLE_1}\n${line}\n${EXAMPLE_2}\n`);
  assert.deepEqual([...batch.results], [1, 2, 0]);
  assert.match(batch.errors[0].message, /'\{'/);
  stillWorks();
});

test("a JS array is read once, and no further than the core's limits, never past them", () => {
  // Counts the elements the binding reads, through a proxy (Array.isArray still holds for it).
  let reads = 0;
  const counted = (array) =>
    new Proxy(array, {
      get(target, key, receiver) {
        if (typeof key === "string" && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver);
      },
    });
  const wide = counted(Array(4096).fill(counted(Array(4096).fill(1))));
  const before = sudoku.memoryUsage().heapBytes;
  let error = parseError(() => sudoku.parse(wide));
  assert.match(error.message, /found 4096 rows, more than the largest supported board/);
  assert.ok(reads <= 1, `${reads} elements read to refuse 4096 rows`);
  assert.equal(sudoku.memoryUsage().heapBytes, before);
  // A board is copied before the call (docs/js-api.md, "What the API reads from your values"):
  // each row and each cell is read once, however far the core then reads. (It once stopped at a
  // bad cell, reading values inside the call: a getter there ran while wasm was on the stack.)
  reads = 0;
  const grid = rows(EXAMPLE_1).map(counted);
  grid[0][3] = 1.5;
  error = parseError(() => sudoku.check(counted(grid)));
  assert.equal(error.position, 3);
  assert.ok(reads <= 9 + 81, `${reads} elements read to find the bad fourth cell`);
  stillWorks();
});

test("JS values named in the API's own messages are quoted by the core's rules", () => {
  for (const [call, pattern] of [
    [() => sudoku.check(EXAMPLE_1, "\u202e3x3"), /options must be an object/],
    [() => sudoku.validateMany(Symbol("\u202e")), /validateMany expects text/],
    [() => sudoku.check(EXAMPLE_1, { shape: { boxRows: "\u202e" } }), /is not a box shape/],
    [() => sudoku.trace(EXAMPLE_1, { stop: "\u202eall" }), /options.stop must be/],
  ]) {
    assert.throws(call, (error) => {
      assert.match(error.message, pattern);
      assert.ok(!error.message.includes("\u202e"), `${error.message} echoes U+202E`);
      return true;
    });
  }
  const error = parseError(() => sudoku.check(["\u202e".repeat(30), ...Array(80).fill(".")]));
  assert.ok(error.message.includes("<U+202E>") && !error.message.includes("\u202e"));
  stillWorks();
});

test("an input the module cannot find memory for is a RangeError, and the next call works", () => {
  // 2 GiB: the input buffer cannot grow that far. It once freed its old bytes but kept their
  // capacity, so every later call wrote over address 0.
  assert.throws(
    () => sudoku.validateMany(new Uint8Array(2 ** 31)),
    (error) =>
      error instanceof RangeError &&
      /^the input is too large to check at once: 2147483648 bytes/.test(error.message),
  );
  stillWorks();
  assert.equal(sudoku.isValid(rows(EXAMPLE_1)), true);
  assert.deepEqual([...sudoku.validateMany(new TextEncoder().encode(EXAMPLE_1)).results], [1]);
  stillWorks();
});
