// compileRules (docs/js-api.md, "Rules compiled once"): a handle answers exactly as
// check(board, { rules, shape }) on the fixtures' rule sets and on random boards and rules, in ESM
// and CJS, plain and formats validators; delete() then a call is a clear Error; hostile rules are
// read once, in JS; wasm memory stays flat over many compile/delete pairs.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import fc from "fast-check";
import { puzzle } from "./arbitraries.mjs";
import { loadPuzzleCases } from "./fixtures.mjs";
import { symbol } from "./referee.mjs";
import { loadValidator } from "../../dist/valid-sudoku.mjs";

const require = createRequire(import.meta.url);
const cjs = require("../../dist/valid-sudoku.cjs");
const seed = process.env.FC_SEED === undefined ? undefined : Number(process.env.FC_SEED);
const runs = (numRuns) => ({ numRuns, ...(seed === undefined ? {} : { seed }) });

const validators = {
  "ESM plain": await loadValidator(),
  "ESM formats": await loadValidator({ formats: true }),
  "CJS plain": await cjs.loadValidator(),
  "CJS formats": await cjs.loadValidator({ formats: true }),
};
const sudoku = validators["ESM plain"];
const formats = validators["ESM formats"];

// What a call returns or throws, to compare two ways of asking.
function outcome(call) {
  try {
    return { value: call() };
  } catch (error) {
    return { threw: error.constructor.name, message: error.message, position: error.position };
  }
}

for (const [name, validator] of Object.entries(validators)) {
  test(`${name}: a handle answers as check(board, { rules }) on random boards and rules`, () => {
    fc.assert(
      fc.property(puzzle, fc.constantFrom("text", "cells"), (p, form) => {
        const { boxRows, boxCols, cells, rules } = p;
        const shape = { boxRows, boxCols };
        const board = form === "text" ? cells.map((d) => symbol(d)).join("") : cells;
        const handle = validator.compileRules(rules, { shape });
        try {
          const options = { rules, shape, describe: true, nameCells: true };
          assert.deepEqual(
            outcome(() => handle.check(board, { describe: true, nameCells: true })),
            outcome(() => validator.check(board, options)),
          );
          assert.deepEqual(
            outcome(() => handle.isValid(board)),
            outcome(() => validator.isValid(board, { rules, shape })),
          );
        } finally {
          handle.delete();
        }
      }),
      runs(150),
    );
  });
}

test("the fixtures' rule sets: a handle answers as check(board, { rules }), and refuses as it", () => {
  let compared = 0;
  for (const { name, input, error } of loadPuzzleCases()) {
    if (error) continue;
    const { cells, rules, boxRows, boxCols } = formats.parse(input);
    const shape = { boxRows, boxCols };
    for (const validator of [formats, validators["CJS formats"], sudoku]) {
      const compiled = outcome(() => validator.compileRules(rules, { shape }));
      if (compiled.threw) {
        // The same refusal as a check with these rules (the plain module: constraints).
        const checked = outcome(() => validator.check(cells, { rules, shape }));
        assert.deepEqual(compiled, checked, name);
        continue;
      }
      const handle = compiled.value;
      for (const board of [cells, cells.map((d, k) => (k % 7 === 0 ? 1 : d))]) {
        assert.deepEqual(
          outcome(() => handle.check(board)),
          outcome(() => validator.check(board, { rules, shape })),
          name,
        );
        compared++;
      }
      // A board of another shape: the core's error, naming both shapes.
      const [other, otherShape, side] =
        boxRows === 2 && boxCols === 2
          ? [".".repeat(81), "3x3", "9×9"]
          : ["1234341221434321", "2x2", "4×4"];
      assert.throws(() => handle.check(other, { shape: otherShape }), {
        name: "SudokuParseError",
        message: new RegExp(`^these rules were compiled for .* boards, and this board is ${side}`),
      });
      handle.delete();
    }
  }
  assert.ok(compared > 20, `only ${compared} comparisons`);
});

test("after delete(), every call is a clear Error; delete() again does nothing", () => {
  const handle = sudoku.compileRules({ antiKing: true });
  assert.equal(handle.isValid("1" + ".".repeat(80)), true);
  handle.delete();
  for (const call of [() => handle.check(".".repeat(81)), () => handle.isValid(".".repeat(81))]) {
    assert.throws(call, { name: "Error", message: "this rules handle was deleted" });
  }
  handle.delete();
  // A getter of the board that deletes the handle: the call finds it deleted, nothing crashes.
  const other = sudoku.compileRules({ antiKnight: true });
  const board = Array(81).fill(0);
  Object.defineProperty(board, 0, { get: () => (other.delete(), 0), enumerable: true });
  assert.throws(() => other.check(board), { message: "this rules handle was deleted" });
  assert.equal(sudoku.isValid(".".repeat(81), { rules: { antiKing: true } }), true);
});

test("bad rules and options throw at compileRules as check does", () => {
  const board = ".".repeat(81);
  for (const rules of [5, { antiKing: 1 }, { cages: [{ cells: [0, 81] }] }, { foo: true }]) {
    assert.deepEqual(
      outcome(() => sudoku.compileRules(rules)),
      outcome(() => sudoku.check(board, { rules })),
    );
  }
  const handle = sudoku.compileRules({});
  assert.throws(() => handle.check(board, { rules: { antiKing: true } }), TypeError);
  handle.delete();
  const stillThere = sudoku.compileRules({ antiKing: true });
  assert.equal(stillThere.check(board).valid, true);
  stillThere.delete();
});

test("a rules object with getters or a Proxy is read once, in JS", () => {
  const plain = { antiKnight: true, cages: [{ cells: [0, 1, 2], sum: 6 }] };
  let reads = 0;
  const getters = {};
  for (const [key, value] of Object.entries(plain)) {
    Object.defineProperty(getters, key, { enumerable: true, get: () => (reads++, value) });
  }
  const proxy = new Proxy(plain, { get: (target, key) => (reads++, Reflect.get(target, key)) });
  const board = "123" + ".".repeat(78);
  const expected = sudoku.check(board, { rules: plain });
  for (const rules of [getters, proxy]) {
    reads = 0;
    const handle = sudoku.compileRules(rules);
    const afterCompile = reads;
    assert.ok(afterCompile > 0 && afterCompile <= 2, `${afterCompile} reads`);
    assert.deepEqual(handle.check(board), expected);
    assert.equal(handle.isValid(board), true);
    assert.equal(reads, afterCompile, "a check reads the rules again");
    handle.delete();
  }
});

test("wasm memory stays flat over 10,000 compile/delete pairs", () => {
  const rules = {
    antiKing: true,
    cages: [{ cells: [0, 1, 9], sum: 10 }],
    extraRegions: [[0, 10, 20]],
  };
  const board = ".".repeat(81);
  const pair = () => {
    const handle = sudoku.compileRules(rules);
    handle.check(board);
    handle.delete();
  };
  for (let k = 0; k < 200; k++) pair();
  const before = sudoku.memoryUsage();
  for (let k = 0; k < 10000; k++) pair();
  const after = sudoku.memoryUsage();
  assert.equal(after.allocatedBytes, before.allocatedBytes);
  assert.equal(after.heapBytes, before.heapBytes);
});

// check(board, { rules }) with a plain object keeps its rules compiled (rule-handle.js): the same
// rules asked for again are not read by the binding again, but a rules object changed since is
// judged by what it holds now, never by the rules kept.
const fresh = (validator, rules, shape, board, options) => () => {
  const handle = validator.compileRules(structuredClone(rules), { shape });
  try {
    return handle.check(board, options);
  } finally {
    handle.delete();
  }
};
const mutations = [
  (rules) => rules.cages?.length && (rules.cages[0].sum += 1),
  (rules) => rules.cages?.length && rules.cages[0].cells.pop(),
  (rules) => rules.cages?.length && rules.cages.reverse(),
  (rules) => (rules.antiKing = !rules.antiKing),
  (rules) => delete rules.antiKing,
  (rules) => rules.extraRegions?.length && (rules.extraRegions[0][0] += 1),
  (rules) => (rules.cages = []),
  // (each call's copy is compared with the latest one as it is read, snapshot-rules.js: a name
  // added, a value of another type, a name moved last, a sum gone, all read as they are now)
  (rules) => rules.cages?.length && (rules.cages[0].note = "x"),
  (rules) => rules.cages?.length && delete rules.cages[0].note,
  (rules) =>
    rules.cages?.[0]?.cells.length && (rules.cages[0].cells[0] = `${rules.cages[0].cells[0]}`),
  (rules) => rules.cages?.[0]?.cells.length && (rules.cages[0].cells[0] = -0),
  (rules) => rules.cages?.length && (rules.cages[0].sum = undefined),
  (rules) => {
    const { cages } = rules;
    delete rules.cages;
    if (cages) rules.cages = cages;
  },
];

for (const [name, validator] of Object.entries(validators)) {
  test(`${name}: check(board, { rules }) of a rules object changed in place judges it as it is now`, () => {
    fc.assert(
      fc.property(
        puzzle,
        fc.array(fc.integer({ min: 0, max: mutations.length - 1 }), { maxLength: 6 }),
        (p, changes) => {
          const { boxRows, boxCols, cells } = p;
          const rules = structuredClone(p.rules);
          const shape = { boxRows, boxCols };
          const options = { describe: true };
          const board = cells.map((d) => symbol(d)).join("");
          // (and without a shape: the one the board's text is read as)
          const { boxRows: rows, boxCols: cols } = validator.parse(board);
          for (const given of [shape, undefined]) {
            const compiled = given ?? { boxRows: rows, boxCols: cols };
            for (const change of [() => {}, ...changes.map((k) => mutations[k])]) {
              change(rules);
              assert.deepEqual(
                outcome(() => validator.check(board, { rules, shape: given, ...options })),
                outcome(fresh(validator, rules, compiled, board, options)),
                JSON.stringify(rules),
              );
              assert.deepEqual(
                outcome(() => validator.isValid(board, { rules, shape: given })),
                outcome(() => fresh(validator, rules, compiled, board, {})().valid),
              );
            }
          }
        },
      ),
      runs(150),
    );
  });
}

test("the rules kept compiled stay few: wasm memory flat over 3,000 checks with other rules", () => {
  const board = ".".repeat(81);
  const round = (k) => {
    const rules = { cages: [{ cells: [0, 1, 9], sum: 6 + (k % 17) }], antiKing: k % 2 === 0 };
    assert.equal(sudoku.check(board, { rules }).valid, true);
    assert.equal(sudoku.isValid(board, { rules, shape: "3x3" }), true);
  };
  for (let k = 0; k < 200; k++) round(k);
  const before = sudoku.memoryUsage();
  for (let k = 0; k < 3000; k++) round(k);
  const after = sudoku.memoryUsage();
  // (the rules kept then and now are others, of a few bytes more or less; one RuleSet kept per
  // call would be a megabyte)
  assert.ok(
    after.allocatedBytes <= before.allocatedBytes + 256,
    `${before.allocatedBytes} -> ${after.allocatedBytes} B`,
  );
  assert.equal(after.heapBytes, before.heapBytes);
});

// The binding copies the cages from the layout the API makes of its snapshot (snapshot-rules.js's
// cageLayout), and reads them value by value from the rules when a layout does not hold them: a
// count past its end, a negative count, ints left over, too few, not an Int32Array.
test("a cage layout that does not hold the rules' cages is read past, never trusted", async () => {
  const { default: create } = await import("../../build/wasm/wasm/sudoku.mjs");
  const { readFileSync } = await import("node:fs");
  const wasmBinary = readFileSync(new URL("../../build/wasm/wasm/sudoku.wasm", import.meta.url));
  const wasm = await create({ wasmBinary });
  const rules = { cages: [{ cells: [0, 1], sum: 3 }, { cells: [9] }] };
  const board = Array(81).fill(0);
  board[0] = 2;
  board[1] = 2;
  const verdict = (layout) => {
    const set = new wasm.RuleSet();
    try {
      assert.equal(set.read(rules, layout), true);
      return set.check(0, board, 0, 0, true, false, 0);
    } finally {
      set.delete();
    }
  };
  const expected = verdict(undefined);
  // (2 + 2 in the cage of 3: the cage's conflict is there, read from the rules)
  assert.ok(expected.conflicts.some((c) => c.rule === "cageSum" && c.target === 3));
  // The layout the API makes: the same answer.
  assert.deepEqual(verdict(Int32Array.of(2, 0, 1, 1, 3, 1, 9, 0, 0)), expected);
  const heap = wasm.heapInUse();
  for (const layout of [
    Int32Array.of(99, 0, 1, 1, 3),
    Int32Array.of(-1, 0, 1, 1, 3, 1, 9, 0, 0),
    Int32Array.of(2, 0, 1, 1, 3, 1, 9, 0, 0, 7),
    Int32Array.of(2, 0, 1, 1, 3),
    Int32Array.of(2, 0),
    new Int32Array(0),
    Float64Array.of(2, 0, 1, 1, 3, 1, 9, 0, 0),
    [2, 0, 1, 1, 3, 1, 9, 0, 0],
    null,
  ]) {
    assert.deepEqual(verdict(layout), expected, String(layout));
  }
  assert.ok(wasm.heapInUse() <= heap, "memory stays flat");
});
