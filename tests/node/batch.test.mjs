// validateMany: counts, per-board results and lines, malformed lines, and agreement with isValid.
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadValidator } from "../../dist/valid-sudoku.mjs";

const EXAMPLE_1 =
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const EXAMPLE_2 = "8" + EXAMPLE_1.slice(1);
const sudoku = await loadValidator();

// Deterministic boards: a solved grid, relabelled, with blanks, and sometimes one digit repeated.
function randomBoards(count, seed = 7) {
  let state = seed;
  const random = (n) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % n;
  };
  const boards = [];
  for (let k = 0; k < count; k++) {
    const cells = [];
    for (let r = 0; r < 9; r++) {
      for (let c = 0; c < 9; c++) {
        cells.push(random(10) < 5 ? "." : String(((r * 3 + Math.floor(r / 3) + c + k) % 9) + 1));
      }
    }
    if (random(2)) cells[random(81)] = String(1 + random(9));
    boards.push(cells.join(""));
  }
  return boards;
}

test("counts and results follow isValid board by board", () => {
  const boards = randomBoards(5000);
  const report = sudoku.validateMany(boards.join("\n"));
  const expected = boards.map((board) => (sudoku.isValid(board) ? 1 : 0));
  assert.equal(report.total, boards.length);
  assert.deepEqual([...report.results], expected);
  assert.equal(report.valid, expected.filter((r) => r === 1).length);
  assert.equal(report.invalid, expected.filter((r) => r === 0).length);
  assert.ok(report.valid > 0 && report.invalid > 0, "the sample should hold both kinds");
  assert.equal(report.malformed, 0);
  assert.deepEqual(
    [...report.lines],
    boards.map((_, i) => i + 1),
  );
  assert.ok(report.results instanceof Uint8Array);
  assert.ok(report.lines instanceof Uint32Array);
});

test("a Uint8Array gives the same report as the string", () => {
  const text = randomBoards(2000, 99).join("\r\n") + "\n";
  const fromString = sudoku.validateMany(text);
  const fromBytes = sudoku.validateMany(new TextEncoder().encode(text));
  assert.deepEqual(
    { ...fromBytes, lines: [...fromBytes.lines] },
    { ...fromString, lines: [...fromString.lines] },
  );
});

test("blank lines and comments are skipped and line numbers kept", () => {
  const text = [
    "# header",
    EXAMPLE_1,
    "",
    "   ",
    EXAMPLE_2,
    "  # indented comment",
    EXAMPLE_1,
  ].join("\n");
  const report = sudoku.validateMany(text);
  assert.equal(report.total, 3);
  assert.deepEqual([...report.results], [1, 0, 1]);
  assert.deepEqual([...report.lines], [2, 5, 7]);
});

test("malformed lines are counted with line and column, and the rest is still checked", () => {
  const bad = EXAMPLE_1.slice(0, 10) + "?" + EXAMPLE_1.slice(11);
  const text = [EXAMPLE_1, bad, EXAMPLE_2, EXAMPLE_1.slice(1), EXAMPLE_1].join("\n");
  const report = sudoku.validateMany(text);
  assert.equal(report.total, 5);
  assert.equal(report.valid, 2);
  assert.equal(report.invalid, 1);
  assert.equal(report.malformed, 2);
  assert.deepEqual([...report.results], [1, 2, 0, 2, 1]);
  assert.equal(report.errors.length, 2);
  assert.deepEqual(
    { ...report.errors[0], message: undefined },
    { line: 2, column: 11, board: 1, message: undefined },
  );
  assert.match(report.errors[0].message, /'\?'/);
  assert.equal(report.errors[1].line, 4);
  assert.equal(report.errors[1].board, 3);
  assert.match(report.errors[1].message, /expected 81 cells, found 80/);
});

test("other shapes, given or inferred, and the shape option", () => {
  const fourByFour = ["1234341221434321", "1234341221434312", "1..4...........1"];
  const inferred = sudoku.validateMany(fourByFour.join("\n"));
  assert.deepEqual([...inferred.results], [1, 0, 1]);
  const given = sudoku.validateMany(fourByFour.join("\n"), { shape: "2x2" });
  assert.deepEqual([...given.results], [1, 0, 1]);
  const wrong = sudoku.validateMany(fourByFour.join("\n"), { shape: "3x3" });
  assert.deepEqual([...wrong.results], [2, 2, 2]);
  assert.throws(() => sudoku.validateMany(EXAMPLE_1, { shape: "nine" }), RangeError);
});

test("empty input and non-ASCII text", () => {
  const empty = sudoku.validateMany("");
  assert.equal(empty.total, 0);
  assert.equal(empty.results.length, 0);
  assert.equal(empty.lines.length, 0);
  const report = sudoku.validateMany(`# café ☕\n${EXAMPLE_1}\n①${EXAMPLE_1.slice(1)}\n`);
  assert.deepEqual([...report.results], [1, 2]);
  assert.deepEqual([...report.lines], [2, 3]);
  assert.equal(report.errors[0].line, 3);
});

test("a big batch grows memory, and the module keeps working afterwards", () => {
  const boards = randomBoards(300_000, 3);
  const report = sudoku.validateMany(boards.join("\n"));
  assert.equal(report.total, boards.length);
  assert.equal(report.valid + report.invalid, boards.length);
  for (let i = 0; i < boards.length; i += 997) {
    assert.equal(report.results[i], sudoku.isValid(boards[i]) ? 1 : 0, `board ${i}`);
  }
  assert.equal(sudoku.isValid(EXAMPLE_2), false);
});

test("isValid after memory grew under its input view", () => {
  // isValid keeps its view of the input buffer between calls; growing memory detaches it.
  assert.equal(sudoku.isValid(EXAMPLE_1), true);
  const before = sudoku.memoryUsage().heapBytes;
  const text = new TextEncoder().encode(randomBoards(400_000, 5).join("\n"));
  assert.equal(sudoku.validateMany(text).total, 400_000);
  assert.ok(sudoku.memoryUsage().heapBytes > before, "the batch grew memory");
  assert.equal(sudoku.isValid(EXAMPLE_2), false);
  assert.equal(sudoku.isValid(EXAMPLE_1), true);
  assert.throws(() => sudoku.isValid(""), /no cells found/);
});

test("a byte order mark before a # comment starts no board", () => {
  // As the CLI reads a file (cli.test.mjs) and parse() a grid: the core's one line rule.
  const report = sudoku.validateMany(`\uFEFF# puzzles\n${EXAMPLE_1}\n`);
  assert.equal(report.total, 1);
  assert.equal(report.malformed, 0);
  assert.deepEqual([...report.lines], [2]);
});

test("a batch beyond ASCII is converted once: no more memory than its bytes, none kept", () => {
  // One é (two bytes) in a comment at the start or the end, and its ASCII twin of the same bytes:
  // the é batches need the memory the twin grew, and no more (the module once asked for three
  // bytes a character, after writing the text once for one, and kept the memory for good).
  const boards = (EXAMPLE_1 + "\n").repeat(500_000);
  const twin = sudoku.validateMany(`# cafee\n${boards}`);
  assert.equal(twin.valid, 500_000);
  const grown = sudoku.memoryUsage();
  for (const text of [`# café\n${boards}`, `${boards}# café\n`]) {
    const report = sudoku.validateMany(text);
    assert.equal(report.valid, 500_000);
    assert.equal(report.malformed, 0);
    const after = sudoku.memoryUsage();
    assert.equal(after.heapBytes, grown.heapBytes, "wasm memory grew past the batch's bytes");
    assert.equal(after.allocatedBytes, grown.allocatedBytes, "allocations kept after the call");
  }
});
