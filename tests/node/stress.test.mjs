// Seam stress: one long interleaved run of big and small, ASCII and multi-byte, valid, invalid and
// malformed inputs across isValid, check, parse and validateMany (strings and Uint8Arrays, some
// over 1 MiB so the core frees its input buffer), every answer compared with the JS referee.
// The sequence comes from a seeded generator; STRESS_SEED=<n> replays another one.
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadValidator, SudokuParseError } from "../../dist/valid-sudoku.mjs";
import { indexOfByte, referee, solved, symbol } from "./referee.mjs";

const sudoku = await loadValidator();
const SEED = Number(process.env.STRESS_SEED ?? 20261201);
const MIB = 1024 * 1024;
const EXAMPLE_1 =
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const EXAMPLE_2 = "8" + EXAMPLE_1.slice(1);

// mulberry32: a small seeded generator, so a failure names the call that can be replayed.
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(SEED);
const below = (n) => Math.floor(random() * n);
const pick = (list) => list[below(list.length)];

const SHAPES = [
  [2, 2],
  [2, 3],
  [3, 2],
  [3, 3],
  [2, 4],
  [3, 4],
  [4, 4],
  [5, 5],
  [6, 6],
  [8, 8],
];
// Characters no board has: multi-byte (2, 3 and 4 UTF-8 bytes), invisible and ASCII.
const FOREIGN = ["é", "ü", "①", "\u202e", "\u200b", "😀", "🧩", "?", "\u00a0"];
const COMMENTS = ["# plain", "# café", "# 😀 emoji", "# \u202e reversed", "#"];

// A board of a random shape: a solved grid with holes, sometimes one cell overwritten.
function randomBoard() {
  const [boxRows, boxCols] = pick(SHAPES);
  const size = boxRows * boxCols;
  const cells = solved(boxRows, boxCols).map((d) => (random() < 0.55 ? d : 0));
  if (random() < 0.5) cells[below(cells.length)] = 1 + below(size);
  return { boxRows, boxCols, size, cells };
}
const text = ({ cells }) => cells.map((d) => symbol(d)).join("");

const counts = { calls: 0, answers: 0, parseErrors: 0, typeErrors: 0, bigInputs: 0 };

function stillWorks(where) {
  assert.equal(sudoku.isValid(EXAMPLE_1), true, where);
  assert.equal(sudoku.isValid(EXAMPLE_2), false, where);
  assert.deepEqual(sudoku.check(EXAMPLE_2).conflictCells, [0, 20, 27], where);
  assert.deepEqual([...sudoku.validateMany(`${EXAMPLE_1}\n${EXAMPLE_2}\n`).results], [1, 0], where);
}

// One call of `method` on a board the referee can judge; `expected` is referee()'s report.
function expectAnswer(method, board, options, expected, cells, where) {
  counts.calls++;
  counts.answers++;
  if (method === "isValid") {
    assert.equal(sudoku.isValid(board, options), expected.valid, where);
  } else if (method === "check") {
    const report = sudoku.check(board, options);
    assert.deepEqual(
      { ...report, conflicts: report.conflicts.map((c) => ({ ...c, cells: [...c.cells] })) },
      expected,
      where,
    );
  } else {
    const parsed = sudoku.parse(board, options);
    assert.deepEqual([...parsed.cells], cells, where);
    assert.deepEqual(
      [parsed.size, parsed.boxRows, parsed.boxCols],
      [expected.size, expected.boxRows, expected.boxCols],
      where,
    );
  }
}

function expectParseError(method, board, options, { position, includes }, where) {
  counts.calls++;
  counts.parseErrors++;
  assert.throws(
    () => sudoku[method](board, options),
    (error) => {
      assert.ok(
        error instanceof SudokuParseError,
        `${where}: expected a SudokuParseError, got ${error}`,
      );
      assert.equal(error.name, "SudokuParseError", where);
      assert.ok(error.message.length > 0, where);
      if (position !== "any") assert.equal(error.position, position, `${where}: ${error.message}`);
      for (const part of [includes ?? []].flat()) {
        assert.ok(error.message.includes(part), `${where}: "${error.message}" lacks "${part}"`);
      }
      return true;
    },
    where,
  );
}

// A board the API reads: text of any size up to the limit, numbers, typed arrays.
function boardCall(step) {
  const board = randomBoard();
  const expected = referee(board.cells, board.boxRows, board.boxCols);
  const options = { shape: `${board.boxRows}x${board.boxCols}` };
  const method = pick(["isValid", "check", "parse"]);
  const where = `seed ${SEED}, step ${step}, ${method}`;
  const form = board.size > 35 ? below(2) + 2 : below(5);
  let input;
  if (form === 0) input = text(board);
  else if (form === 1) {
    // Big: a multi-byte comment first and whitespace after, up to just under 1 MiB of UTF-8.
    const comment = pick(COMMENTS) + "\n";
    const bytes = new TextEncoder().encode(comment).length + board.cells.length;
    input = comment + text(board) + " ".repeat(MIB - bytes - below(1000));
    counts.bigInputs++;
  } else if (form === 2) input = board.cells.slice();
  else if (form === 3) input = Uint8Array.from(board.cells);
  else input = `${text(board)}\r\n`;
  expectAnswer(method, input, options, expected, board.cells, `${where}, form ${form}`);
}

// Malformed: a foreign character inside a one-line board, too few cells, too much text.
function malformedCall(step) {
  const method = pick(["isValid", "check", "parse"]);
  const where = `seed ${SEED}, step ${step}, ${method}`;
  const kind = below(4);
  if (kind === 0) {
    const line = text({ cells: solved(3, 3) });
    const k = below(line.length);
    const ch = pick(FOREIGN);
    const input = line.slice(0, k) + ch + line.slice(k + 1);
    expectParseError(
      method,
      input,
      undefined,
      { position: k, includes: `line 1, column ${k + 1}: ` },
      `${where}, ${JSON.stringify(ch)} at ${k}`,
    );
  } else if (kind === 1) {
    const input = EXAMPLE_1.slice(0, 80 - below(10));
    expectParseError(
      method,
      input,
      { shape: "3x3" },
      { position: undefined, includes: ["expected 81 cells", `found ${input.length}`] },
      where,
    );
  } else if (kind === 2) {
    // Over 1 MiB of UTF-8 (the core allocates a big buffer, then frees it): refused.
    const ch = pick(["é", "😀", "\u202e", "x"]);
    const bytes = new TextEncoder().encode(ch).length;
    const input = EXAMPLE_1 + "\n# " + ch.repeat(Math.ceil((MIB + below(MIB)) / bytes));
    counts.bigInputs++;
    expectParseError(
      method,
      input,
      undefined,
      { position: indexOfByte(input, MIB), includes: `longer than ${MIB} bytes` },
      where,
    );
  } else {
    counts.calls++;
    counts.typeErrors++;
    assert.throws(() => sudoku[method](pick([42, null, {}, new Map()])), TypeError, where);
  }
}

// A batch: valid, invalid and malformed lines, comments with multi-byte text, sometimes > 1 MiB.
function batchCall(step) {
  const where = `seed ${SEED}, step ${step}, validateMany`;
  const lines = [];
  const expected = [];
  const boardLines = [];
  const errors = [];
  const n = 1 + below(40);
  for (let i = 0; i < n; i++) {
    if (random() < 0.2) lines.push(pick(COMMENTS));
    const line = text({ cells: solved(3, 3).map((d) => (random() < 0.5 ? d : 0)) });
    const r = random();
    let cells = [...line].map((ch) => (ch === "." ? 0 : Number(ch)));
    if (r < 0.25) {
      const k = below(81);
      cells[k] = 1 + below(9);
      lines.push(text({ cells }));
      expected.push(referee(cells, 3, 3).valid ? 1 : 0);
    } else if (r < 0.45) {
      const k = below(81);
      const ch = pick(FOREIGN);
      lines.push(line.slice(0, k) + ch + line.slice(k + 1));
      expected.push(2);
      errors.push({ line: lines.length, column: k + 1, board: expected.length - 1 });
    } else {
      lines.push(line);
      expected.push(referee(cells, 3, 3).valid ? 1 : 0);
    }
    boardLines.push(lines.length);
  }
  let body = lines.join(random() < 0.5 ? "\n" : "\r\n") + "\n";
  let repeat = 1;
  if (random() < 0.15) {
    repeat = Math.ceil((MIB + 1) / body.length) + below(3);
    counts.bigInputs++;
  }
  const input = body.repeat(repeat);
  const report = sudoku.validateMany(random() < 0.5 ? input : new TextEncoder().encode(input));
  counts.calls++;
  counts.answers++;
  const all = Array.from({ length: repeat }, () => expected).flat();
  assert.deepEqual([...report.results], all, where);
  assert.equal(report.total, all.length, where);
  assert.equal(report.valid, all.filter((c) => c === 1).length, where);
  assert.equal(report.invalid, all.filter((c) => c === 0).length, where);
  assert.equal(report.malformed, all.filter((c) => c === 2).length, where);
  const allLines = Array.from({ length: repeat }, (_, k) =>
    boardLines.map((l) => l + k * lines.length),
  ).flat();
  assert.deepEqual([...report.lines], allLines, where);
  const allErrors = Array.from({ length: repeat }, (_, k) =>
    errors.map((e) => ({
      ...e,
      line: e.line + k * lines.length,
      board: e.board + k * expected.length,
    })),
  )
    .flat()
    .slice(0, 1000);
  assert.equal(report.errors.length, allErrors.length, where);
  report.errors.forEach((error, i) => {
    const { line, column, board } = allErrors[i];
    assert.deepEqual([error.line, error.column, error.board], [line, column, board], where);
    // The place is in line and column; the message says what, without repeating where.
    assert.doesNotMatch(error.message, /line|column|offset/, `${where}: ${error.message}`);
  });
}

test("an interleaved run of every kind of input answers like the referee throughout", () => {
  sudoku.parse(EXAMPLE_1);
  const before = sudoku.memoryUsage();
  for (let step = 0; step < 3000; step++) {
    const r = random();
    if (r < 0.55) boardCall(step);
    else if (r < 0.85) malformedCall(step);
    else batchCall(step);
    if (step % 500 === 0) stillWorks(`seed ${SEED}, after step ${step}`);
  }
  stillWorks(`seed ${SEED}, at the end`);
  // Every case kind came up, and the big inputs' buffers were given back.
  assert.ok(
    counts.bigInputs > 50 && counts.parseErrors > 500 && counts.typeErrors > 50,
    JSON.stringify(counts),
  );
  sudoku.parse(EXAMPLE_1); // parse keeps its last board: measure with the same one kept
  const after = sudoku.memoryUsage();
  // Wasm memory never grew, and what stays allocated is at most the input buffer the core keeps
  // for the next call (up to 1 MiB; every larger one was freed) and a few small objects.
  const memory = JSON.stringify({ before, after });
  assert.equal(after.heapBytes, before.heapBytes, memory);
  assert.ok(after.allocatedBytes - before.allocatedBytes <= MIB + 16 * 1024, memory);
  console.log(
    `stress: seed ${SEED}, ${JSON.stringify(counts)}, memory ${JSON.stringify({ before, after })}`,
  );
});
