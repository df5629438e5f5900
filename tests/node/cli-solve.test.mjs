// The command's --solvable, --unique and --budget: dead ends with the core's reason, one or more
// solutions, unknown answers, the --json fields, the summary counts and the exit status, checked
// against the JS API's solver and, on random 4x4 boards, against a brute force written here.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runSync } from "./child.mjs";
import { loadValidator } from "../../dist/valid-sudoku.mjs";

const cli = new URL("../../dist/cli.cjs", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "valid-sudoku-cli-solve-"));
const sudoku = await loadValidator({ formats: true });
const EXAMPLE_1 =
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const INVALID = "8" + EXAMPLE_1.slice(1);
const BLANK = ".".repeat(81);
// Valid, but r5c5 can take no digit: row 5 has 1 2 4 6 7 8, column 5 has 3 5 9.
const DEAD_END = (() => {
  const cells = [...BLANK];
  for (const [col, digit] of [
    [1, 1],
    [2, 2],
    [3, 4],
    [7, 6],
    [8, 7],
    [9, 8],
  ]) {
    cells[36 + col - 1] = String(digit);
  }
  cells[4] = "3";
  cells[13] = "5";
  cells[76] = "9";
  return cells.join("");
})();

function run(args, lines) {
  const path = join(dir, `boards-${Math.random().toString(36).slice(2)}.txt`);
  writeFileSync(path, lines.join("\n") + "\n");
  const result = runSync(process.execPath, [cli, ...args, path], { encoding: "utf8" });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
const records = (stdout) =>
  stdout
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));

test("--solvable names a dead end with the core's reason, and counts it in the summary", async () => {
  const { reason } = await sudoku.solvable(DEAD_END);
  assert.equal(reason.message, "r5c5 can take no digit: row 5 has 1 2 4 6 7 8, column 5 has 3 5 9");
  const result = run(["--solvable"], [EXAMPLE_1, DEAD_END, INVALID]);
  assert.equal(result.code, 1, result.stderr);
  assert.equal(
    result.stdout,
    `line 2: valid, but it can no longer be completed: ${reason.message}\n` +
      "line 3: 8 appears twice in column 1 (r1c1, r4c1) and in box 1 (r1c1, r3c3)\n" +
      "3 boards: 2 valid, 1 invalid, 1 dead end, 0 unknown\n",
  );
  // A dead end fails the run alone; boards that can be completed pass it.
  assert.equal(run(["--solvable"], [DEAD_END]).code, 1);
  const passing = run(["--solvable"], [EXAMPLE_1, BLANK]);
  assert.equal(passing.code, 0, passing.stdout);
  assert.equal(passing.stdout, "2 boards: 2 valid, 0 invalid, 0 dead ends, 0 unknown\n");
  // Without the flag nothing changes: the dead end is a valid board.
  const plain = run([], [EXAMPLE_1, DEAD_END]);
  assert.equal(plain.code, 0);
  assert.equal(plain.stdout, "2 boards: 2 valid, 0 invalid\n");
});

test("--unique says none, one or more than one, naming where two solutions differ", async () => {
  const many = await sudoku.countSolutions(BLANK);
  assert.equal(many.count, 2);
  const cell = `r${Math.floor(many.differsAt / 9) + 1}c${(many.differsAt % 9) + 1}`;
  const result = run(["--unique"], [EXAMPLE_1, BLANK, DEAD_END]);
  assert.equal(result.code, 1);
  assert.equal(
    result.stdout,
    "line 1: valid, and it has exactly one solution\n" +
      `line 2: valid, but it has more than one solution: two of them differ at ${cell}\n` +
      "line 3: valid, but it can no longer be completed: r5c5 can take no digit: row 5 has 1 2 4 6 7 8, column 5 has 3 5 9\n" +
      "3 boards: 3 valid, 0 invalid, 1 unique, 1 not unique, 1 dead end, 0 unknown\n",
  );
  // More than one solution fails --unique; one passes it.
  assert.equal(run(["--unique"], [BLANK]).code, 1);
  assert.equal(run(["--unique"], [EXAMPLE_1]).code, 0);
  assert.equal(run(["--unique", "--quiet"], [EXAMPLE_1, BLANK]).stdout.split("\n").length, 2);
});

test("where the budget runs out the answer is unknown, and the run fails", async () => {
  const api = await sudoku.countSolutions(BLANK, { budget: 3 });
  assert.equal(api.end, "budget");
  const result = run(["--unique", "--budget", "3"], [BLANK]);
  assert.equal(result.code, 1);
  assert.equal(
    result.stdout,
    "line 1: valid, but how many solutions it has is unknown: the search ran out of its budget of 3 nodes\n" +
      "1 board: 1 valid, 0 invalid, 0 unique, 0 not unique, 0 dead ends, 1 unknown\n",
  );
  const solvable = run(["--solvable", "--budget=1", "--json"], [BLANK, EXAMPLE_1]);
  assert.equal(solvable.code, 1);
  assert.deepEqual(records(solvable.stdout), [
    {
      file: solvable.stdout.match(/"file":"([^"]+)"/)[1],
      line: 1,
      valid: true,
      solvable: null,
      budget: 1,
    },
    { summary: true, total: 2, valid: 2, invalid: 0, malformed: 0, deadEnds: 0, unknown: 1 },
  ]);
  // The default budget answers both.
  assert.equal(run(["--unique"], [BLANK]).stdout.includes("unknown:"), false);
});

test("--json gives each board's fields and the summary's counts", async () => {
  const { reason } = await sudoku.solvable(DEAD_END);
  const many = await sudoku.countSolutions(BLANK);
  const solvable = records(run(["--solvable", "--json"], [DEAD_END, EXAMPLE_1]).stdout);
  const file = solvable[0].file;
  assert.deepEqual(solvable, [
    {
      file,
      line: 1,
      valid: true,
      solvable: false,
      reason: reason.message,
      kind: reason.kind,
      cells: reason.cells,
    },
    { summary: true, total: 2, valid: 2, invalid: 0, malformed: 0, deadEnds: 1, unknown: 0 },
  ]);
  const unique = records(run(["--unique", "--json"], [EXAMPLE_1, BLANK, DEAD_END]).stdout);
  assert.deepEqual(
    unique.map(({ file: _, ...rest }) => rest),
    [
      { line: 1, valid: true, solutions: "1" },
      { line: 2, valid: true, solutions: "2+", differsAt: many.differsAt },
      {
        line: 3,
        valid: true,
        solutions: "0",
        reason: reason.message,
        kind: reason.kind,
        cells: reason.cells,
      },
      {
        summary: true,
        total: 3,
        valid: 3,
        invalid: 0,
        malformed: 0,
        unique: 1,
        multiple: 1,
        deadEnds: 1,
        unknown: 0,
      },
    ],
  );
});

// The brute force: the first empty cell of a 4x4 board (2x2 boxes) takes each digit its row,
// column and box allow; counts up to `limit`.
function bruteForce(cells, limit) {
  const at = cells.indexOf(0);
  if (at < 0) return 1;
  let count = 0;
  for (let digit = 1; digit <= 4 && count < limit; digit++) {
    if (!allows(cells, at, digit)) continue;
    cells[at] = digit;
    count += bruteForce(cells, limit - count);
    cells[at] = 0;
  }
  return count;
}
function allows(cells, at, digit) {
  const row = Math.floor(at / 4),
    col = at % 4;
  return !cells.some((d, k) => {
    const r = Math.floor(k / 4),
      c = k % 4;
    const box =
      Math.floor(r / 2) === Math.floor(row / 2) && Math.floor(c / 2) === Math.floor(col / 2);
    return k !== at && d === digit && (r === row || c === col || box);
  });
}

test("on random valid 4x4 boards the answers agree with a brute force", () => {
  let seed = 3403;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const boards = [];
  while (boards.length < 400) {
    const cells = new Array(16).fill(0);
    for (let cell = 0; cell < 16; cell++) {
      const digit = 1 + Math.floor(random() * 4);
      if (random() < 0.45 && allows(cells, cell, digit)) cells[cell] = digit;
    }
    boards.push(cells);
  }
  const lines = boards.map((cells) => cells.map((d) => d || ".").join(""));
  const expected = boards.map((cells) => bruteForce([...cells], 2));
  const answers = records(run(["--unique", "--json"], lines).stdout);
  const byLine = new Map(answers.filter((r) => !r.summary).map((r) => [r.line, r.solutions]));
  const names = ["0", "1", "2+"];
  expected.forEach((count, k) => assert.equal(byLine.get(k + 1), names[count], lines[k]));
  assert.deepEqual(new Set(expected), new Set([0, 1, 2]));
  const summary = answers.at(-1);
  assert.equal(summary.deadEnds, expected.filter((n) => n === 0).length);
  assert.equal(summary.unique, expected.filter((n) => n === 1).length);
  assert.equal(summary.multiple, expected.filter((n) => n === 2).length);
  // --solvable lists exactly the dead ends.
  const dead = records(run(["--solvable", "--json"], lines).stdout).filter((r) => !r.summary);
  assert.deepEqual(
    dead.map((r) => r.line),
    expected.flatMap((count, k) => (count === 0 ? [k + 1] : [])),
  );
});

test("a multi-line grid is solved too", () => {
  // A Simple Sudoku .ss grid: rows with | between the boxes, frame lines between the bands.
  const grid = EXAMPLE_1.match(/.{9}/g)
    .map((row) => `${row.slice(0, 3)}|${row.slice(3, 6)}|${row.slice(6)}`)
    .flatMap((row, i) => (i === 3 || i === 6 ? ["---+---+---", row] : [row]))
    .join("\n");
  const result = run(["--unique"], [grid]);
  assert.equal(result.code, 0, result.stderr);
  assert.equal(
    result.stdout,
    "line 1: valid, and it has exactly one solution\n" +
      "1 board: 1 valid, 0 invalid, 1 unique, 0 not unique, 0 dead ends, 0 unknown\n",
  );
});
