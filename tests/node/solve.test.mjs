// countSolutions() and solvable() of the formats validator: answers against a plain JS brute
// force on random 4×4 boards, the core's reasons in words and cells, budgets, limits, aborts,
// rules from a link.
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadValidator } from "../../dist/valid-sudoku.mjs";

const sudoku = await loadValidator({ formats: true });
const EXAMPLE_1 =
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const board = (rows) => rows.join("").padEnd(81, ".");

// The brute force: the first empty cell takes each digit its row, column and box allow.
function bruteForce(cells, limit) {
  const at = cells.indexOf(0);
  if (at < 0) return 1;
  const row = Math.floor(at / 4),
    col = at % 4;
  let count = 0;
  for (let digit = 1; digit <= 4 && count < limit; digit++) {
    const clash = cells.some((d, k) => {
      const r = Math.floor(k / 4),
        c = k % 4;
      const sameBox =
        Math.floor(r / 2) === Math.floor(row / 2) && Math.floor(c / 2) === Math.floor(col / 2);
      return d === digit && (r === row || c === col || sameBox);
    });
    if (clash) continue;
    cells[at] = digit;
    count += bruteForce(cells, limit - count);
    cells[at] = 0;
  }
  return count;
}

test("counts agree with a brute force on random valid 4x4 boards", async () => {
  let seed = 34;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const seen = new Set();
  for (let k = 0; k < 300; k++) {
    const cells = new Array(16).fill(0);
    for (let cell = 0; cell < 16; cell++) {
      if (random() < 0.35) {
        cells[cell] = 1 + Math.floor(random() * 4);
        if (!sudoku.isValid(cells)) cells[cell] = 0;
      }
    }
    const expected = bruteForce([...cells], 2);
    const result = await sudoku.countSolutions(cells);
    assert.equal(result.count, expected, `board ${cells.join("")}`);
    assert.equal(result.end, expected === 2 ? "limit" : "finished");
    seen.add(expected);
  }
  assert.deepEqual([...seen].sort(), [0, 1, 2]);
});

test("a unique puzzle has one solution, which keeps its digits", async () => {
  const result = await sudoku.countSolutions(EXAMPLE_1, { solution: true });
  assert.equal(result.count, 1);
  assert.equal(result.end, "finished");
  assert.equal(result.known, true);
  assert.ok(result.solution instanceof Uint8Array);
  assert.ok(sudoku.isValid(result.solution) && !result.solution.includes(0));
  [...EXAMPLE_1].forEach((c, k) => c !== "." && assert.equal(result.solution[k], +c));
  assert.equal((await sudoku.countSolutions(EXAMPLE_1)).solution, undefined);
});

test("a dead end's reason is the core's words and cells", async () => {
  const result = await sudoku.solvable(
    board(["....3....", "....5....", "....9....", ".........", "1246.78.."]),
  );
  assert.equal(result.solvable, false);
  assert.deepEqual(result.reason, {
    kind: "noDigit",
    message: "r5c5 can take no digit: row 5 has 1 2 4 6 7 8, column 5 has 3 5 9",
    cells: [40, 4, 13, 22, 36, 37, 38, 39, 41, 42],
  });
  const unit = await sudoku.countSolutions(board(["7........", "...7.....", "......123"]));
  assert.deepEqual(unit.reason, {
    kind: "noPlace",
    message: "no cell of row 3 can take 7",
    cells: [18, 19, 20, 21, 22, 23, 24, 25, 26],
    unit: "row",
    index: 2,
    digit: 7,
  });
  const conflict = await sudoku.countSolutions("8" + EXAMPLE_1.slice(1).replace("5", "."));
  assert.equal(conflict.reason?.kind, "conflict");
});

test("several solutions say where two differ; limit 1 asks only whether there is one", async () => {
  const empty = ".".repeat(81);
  const two = await sudoku.countSolutions(empty);
  assert.equal(two.count, 2);
  assert.equal(two.end, "limit");
  assert.equal(typeof two.differsAt, "number");
  const one = await sudoku.solvable(empty);
  assert.equal(one.solvable, true);
  assert.equal(one.count, 1);
});

test("a budget that runs out gives unknown", async () => {
  const result = await sudoku.solvable(".".repeat(81), { budget: 1 });
  assert.equal(result.solvable, null);
  assert.equal(result.end, "budget");
  assert.equal(result.known, false);
  const big = await sudoku.countSolutions(".".repeat(4096), { budget: 50 });
  assert.ok(big.nodes <= 50);
});

test("an abort rejects with the signal's reason, before or between slices", async () => {
  const before = new AbortController();
  before.abort(new Error("stopped first"));
  await assert.rejects(
    sudoku.countSolutions(EXAMPLE_1, { signal: before.signal }),
    /stopped first/,
  );
  const during = new AbortController();
  const running = sudoku.countSolutions(".".repeat(256), {
    limit: 1e6,
    budget: 1e9,
    signal: during.signal,
  });
  setTimeout(() => during.abort(new Error("stopped later")), 0);
  await assert.rejects(running, /stopped later/);
});

test("rules come from a link or from options.rules", async () => {
  const killer =
    "3x3k:zzzc,_a___a_a______a______a__a______________________a____a_caacaaa____aa____aaaba_aab_aaa_aa_a_aaaabaab,14_6a8_13_7_5a13a11d14_12a4_11a18_8_15b4a16e10a9_11_8a17_6_10a9c6c11a11_10_9b11b38c8a19c12a11f";
  assert.equal((await sudoku.countSolutions(killer)).count, 1);
  const { cells, rules } = sudoku.parse(killer);
  assert.equal((await sudoku.countSolutions(cells, { rules })).count, 1);
  assert.equal((await sudoku.countSolutions(cells)).count, 2);
});

test("bad options and boards are errors that name them", async () => {
  await assert.rejects(sudoku.countSolutions(EXAMPLE_1, { limit: 0 }), RangeError);
  await assert.rejects(sudoku.countSolutions(EXAMPLE_1, { budget: 1.5 }), /options.budget/);
  await assert.rejects(sudoku.countSolutions("123"), /expected 4 cells, found 3/);
  await assert.rejects(
    sudoku.countSolutions(EXAMPLE_1, { rules: { cages: [{ cells: [81] }] } }),
    /cell 81/,
  );
  assert.equal((await loadValidator()).countSolutions, undefined);
});

test("validateMany(text, { solvable: true }) answers each valid line as a brute force does", async () => {
  let seed = 36;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const boards = [];
  for (let k = 0; k < 300; k++) {
    const cells = Array.from({ length: 16 }, () =>
      random() < 0.4 ? 1 + Math.floor(random() * 4) : 0,
    );
    boards.push(cells);
  }
  // Comments, blank lines and a malformed line between the boards: each answer is its own line's.
  const lines = ["\uFEFF# 4x4 boards", ""];
  for (const cells of boards) lines.push(cells.map((d) => d || ".").join(""), "oops", "");
  const report = sudoku.validateMany(lines.join("\n"), { solvable: true });
  assert.equal(report.total, 600);
  assert.equal(report.malformed, 300);
  let deadEnds = 0;
  const seen = new Set();
  boards.forEach((cells, k) => {
    const board = 2 * k;
    const answer = report.solvable[board];
    if (report.results[board] !== 1)
      return assert.equal(answer, 0, `an invalid board is not asked`);
    const expected = bruteForce([...cells], 1) ? 1 : 2;
    assert.equal(answer, expected, `board ${cells.join("")}`);
    if (answer === 2) deadEnds++;
    seen.add(answer);
  });
  assert.deepEqual([...seen].sort(), [1, 2]);
  assert.equal(report.deadEnds, deadEnds);
  assert.equal(report.unknown, 0);
  assert.equal(report.deadEndReasons.length, deadEnds);
  // Each reason is the one countSolutions gives for that line.
  for (const { board, line, ...reason } of report.deadEndReasons.slice(0, 20)) {
    assert.equal(line, report.lines[board]);
    const alone = await sudoku.countSolutions(lines[line - 1]);
    assert.deepEqual(reason, alone.reason ?? {});
  }
});

test("validateMany's solvable: budgets, rules, and the validators without a solver", async () => {
  const dead = "12345678." + "........9" + ".".repeat(63);
  const text = [dead, EXAMPLE_1, ".".repeat(81)].join("\n");
  const report = sudoku.validateMany(text, { solvable: true });
  assert.deepEqual([...report.solvable], [2, 1, 1]);
  assert.deepEqual(report.deadEndReasons, [
    {
      board: 0,
      line: 1,
      kind: "noDigit",
      message: "r1c9 can take no digit: row 1 has 1 2 3 4 5 6 7 8, column 9 has 9",
      cells: [8, 0, 1, 2, 3, 4, 5, 6, 7, 17],
    },
  ]);
  // A budget of 0 nodes: nothing the digits do not show is known.
  const none = sudoku.validateMany(text, { solvable: true, budget: 0 });
  assert.deepEqual([...none.solvable], [2, 3, 3]);
  assert.equal(none.unknown, 2);
  assert.throws(() => sudoku.validateMany(text, { solvable: true, budget: 1.5 }), RangeError);
  // With rules: anti-knight makes this line of EXAMPLE_1's first row… a dead end or not, as the
  // solver says of the board alone.
  const knight = sudoku.validateMany(EXAMPLE_1, { solvable: true, rules: { antiKnight: true } });
  const alone = await sudoku.solvable(EXAMPLE_1, { rules: { antiKnight: true } });
  if (knight.results[0] === 1) assert.equal(knight.solvable[0], alone.solvable ? 1 : 2);
  // Without the option nothing is solved; without the solver, the option is refused in words.
  assert.equal(sudoku.validateMany(text).solvable, undefined);
  const plain = await loadValidator();
  assert.throws(
    () => plain.validateMany(text, { solvable: true }),
    (error) =>
      error instanceof TypeError && /loadValidator\(\{ formats: true \}\)/.test(error.message),
  );
  assert.equal(plain.validateMany(text).valid, 3);
});

test("a classic line of text gets the same answer by the plain export as an array by the binding", async () => {
  const SOLUTION_1 =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
  let seed = 37;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const dead = "12345678." + "........9" + ".".repeat(63);
  const boards = [SOLUTION_1, ".".repeat(81), EXAMPLE_1, dead];
  for (let k = 0; k < 200; k++) {
    // The solution with a random share of its cells emptied: from unique to many solutions.
    const keep = random();
    boards.push([...SOLUTION_1].map((d) => (random() < keep ? d : ".")).join(""));
  }
  const digits = (line) => [...line].map((c) => (c === "." ? 0 : +c));
  const kinds = new Set();
  for (const line of boards) {
    for (const options of [undefined, { limit: 1 }, { budget: 1 }, { limit: 3, budget: 50 }]) {
      const text = await sudoku.countSolutions(line, options);
      const array = await sudoku.countSolutions(digits(line), options);
      assert.deepEqual(text, array, `${line} ${JSON.stringify(options)}`);
      kinds.add(`${text.count} ${text.end}`);
    }
  }
  // Unique, several (with where two differ), unknown, and a dead end (the binding's reason).
  for (const kind of ["1 finished", "2 limit", "0 budget", "0 finished"])
    assert.ok(kinds.has(kind));
});
