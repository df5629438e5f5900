// trace() through both package entries: the shared fixtures, every shape up to 32×32 against a
// plain replay and against check(), options and errors.
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { test } from "node:test";
import { loadCases } from "./fixtures.mjs";

const require = createRequire(import.meta.url);
const entries = {
  esm: await import("../../dist/valid-sudoku.mjs"),
  cjs: require("../../dist/valid-sudoku.cjs"),
};
const UNITS = ["row", "column", "box"];
const EXAMPLE_2 =
  "83..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/** The tutorial's loop with one Set per unit, written here from scratch: the expected steps. */
function replay(cells, boxRows, boxCols, stop) {
  const size = boxRows * boxCols;
  const seen = UNITS.map(() => Array.from({ length: size }, () => new Map())); // digit → cell
  const mask = (map) => [...map.keys()].reduce((bits, digit) => bits | (1 << (digit - 1)), 0) >>> 0;
  const steps = [];
  for (let cell = 0; cell < size * size; cell++) {
    const row = Math.floor(cell / size);
    const col = cell % size;
    const box = Math.floor(row / boxRows) * (size / boxCols) + Math.floor(col / boxCols);
    const digit = cells[cell];
    const sets = [seen[0][row], seen[1][col], seen[2][box]];
    const step = {
      cell,
      row,
      col,
      box,
      digit,
      seenRow: mask(sets[0]),
      seenCol: mask(sets[1]),
      seenBox: mask(sets[2]),
      repeats: [],
      earlier: {},
    };
    steps.push(step);
    if (digit === 0) continue;
    sets.forEach((set, unit) => {
      if (set.has(digit)) {
        step.repeats.push(UNITS[unit]);
        step.earlier[UNITS[unit]] = set.get(digit);
      } else set.set(digit, cell);
    });
    if (step.repeats.length && stop === "first") break;
  }
  return steps;
}

function randomCells(size, random) {
  const filled = 0.05 + random() * 0.5;
  return Array.from({ length: size * size }, () =>
    random() < filled ? 1 + Math.floor(random() * size) : 0,
  );
}

// A small seeded generator (mulberry32), so a failure can be replayed.
function seeded(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

for (const [name, api] of Object.entries(entries)) {
  test(`${name}: trace() on every fixture board agrees with a replay and with check()`, async () => {
    const sudoku = await api.loadValidator();
    let traced = 0;
    for (const c of loadCases()) {
      if (c.expect === "error") continue;
      const label = `${c.file}: ${c.name}`;
      const board = sudoku.parse(c.input, c.options);
      if (board.size > 32) {
        assert.throws(() => sudoku.trace(c.input, c.options), {
          name: "RangeError",
          message: `a trace takes boards up to 32×32; this board is ${board.size}×${board.size} (checking it works at every size)`,
        });
        continue;
      }
      const report = sudoku.check(c.input, c.options);
      const cells = [...board.cells];
      for (const stop of ["first", "all"]) {
        const trace = sudoku.trace(c.input, { ...c.options, stop });
        assert.deepEqual(
          { size: trace.size, boxRows: trace.boxRows, boxCols: trace.boxCols, stop: trace.stop },
          { size: board.size, boxRows: board.boxRows, boxCols: board.boxCols, stop },
          label,
        );
        assert.equal(trace.valid, report.valid, label);
        // The whole board comes with the trace, also when its steps end at the first repeat.
        assert.deepEqual(trace.cells, board.cells, label);
        assert.deepEqual(trace.steps, replay(cells, board.boxRows, board.boxCols, stop), label);
      }
      // The last step of a "first" trace is the first repeat in row-major order.
      const first = sudoku.trace(c.input, c.options);
      if (!report.valid) {
        const firstRepeat = Math.min(...report.conflicts.map((conflict) => conflict.cells[1]));
        assert.equal(first.steps.length, firstRepeat + 1, label);
        assert.ok(first.steps.at(-1).repeats.length > 0, label);
      } else assert.equal(first.steps.length, cells.length, label);
      // "all" repeats are exactly check()'s conflict cells after the first of each conflict.
      const all = sudoku.trace(c.input, { ...c.options, stop: "all" });
      const fromTrace = all.steps.flatMap((step) =>
        step.repeats.map((unit) => `${unit} ${step.cell} after ${step.earlier[unit]}`),
      );
      const fromReport = report.conflicts.flatMap((conflict) =>
        conflict.cells
          .slice(1)
          .map((cell) => `${conflict.unit} ${cell} after ${conflict.cells[0]}`),
      );
      assert.deepEqual(fromTrace.sort(), fromReport.sort(), label);
      traced++;
    }
    assert.ok(traced > 50, `traced ${traced} fixture boards`);
  });

  test(`${name}: trace() on random boards of every shape up to 32×32`, async () => {
    const sudoku = await api.loadValidator();
    const random = seeded(36);
    for (let size = 1; size <= 32; size++)
      for (let boxRows = 1; boxRows <= size; boxRows++) {
        if (size % boxRows) continue;
        const boxCols = size / boxRows;
        for (let i = 0; i < (size <= 16 ? 8 : 2); i++) {
          const cells = randomCells(size, random);
          for (const stop of ["first", "all"]) {
            const trace = sudoku.trace(cells, { shape: { boxRows, boxCols }, stop });
            assert.deepEqual(
              trace.steps,
              replay(cells, boxRows, boxCols, stop),
              `${boxRows}x${boxCols}`,
            );
          }
        }
      }
  });

  test(`${name}: Example 2 stops at the 8 in box 1; "all" also finds column 1`, async () => {
    const sudoku = await api.loadValidator();
    const first = sudoku.trace(EXAMPLE_2);
    assert.equal(first.stop, "first");
    assert.equal(first.valid, false);
    assert.equal(first.steps.length, 21);
    assert.deepEqual(first.steps[20], {
      cell: 20,
      row: 2,
      col: 2,
      box: 0,
      digit: 8,
      seenRow: 0b100000000, // the 9 at row 3, column 2
      seenCol: 0,
      seenBox: 0b110100100,
      repeats: ["box"],
      earlier: { box: 0 },
    });
    const all = sudoku.trace(EXAMPLE_2, { stop: "all" });
    assert.equal(all.steps.length, 81);
    assert.deepEqual(all.steps[27].repeats, ["column"]);
    assert.deepEqual(all.steps[27].earlier, { column: 0 });
  });

  test(`${name}: trace() options and errors`, async () => {
    const sudoku = await api.loadValidator();
    assert.throws(() => sudoku.trace(EXAMPLE_2, { stop: "every" }), {
      name: "RangeError",
      message: 'options.stop must be "first" or "all", got "every"',
    });
    assert.throws(() => sudoku.trace(42), TypeError);
    assert.throws(() => sudoku.trace("12x4"), api.SudokuParseError);
    assert.throws(() => sudoku.trace(EXAMPLE_2, { shape: "2x2" }), api.SudokuParseError);
    // The module stays usable, and the result holds no view into wasm memory.
    const trace = sudoku.trace(EXAMPLE_2, { shape: "3x3", stop: "all" });
    assert.equal(trace.steps.length, 81);
    assert.ok(Object.values(trace.steps[0]).every((value) => !ArrayBuffer.isView(value)));
    const before = sudoku.memoryUsage().allocatedBytes;
    for (let i = 0; i < 200; i++) sudoku.trace(EXAMPLE_2, { stop: "all" });
    assert.equal(sudoku.memoryUsage().allocatedBytes, before, "no memory kept per call");
  });
}
