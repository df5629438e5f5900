// Hostile JS values (issue 28): getters, Proxies, prototype pollution and re-entrant calls. The
// API copies every value it is given before it calls into wasm (web/api/snapshot.js; docs/js-api.md,
// "What the API reads from your values"), so no user code runs while wasm is on the stack. Each
// test below was a reproducer of the audit that broke the module or gave a wrong answer.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import fc from "fast-check";
import { puzzle } from "./arbitraries.mjs";
import { loadValidator } from "../../dist/valid-sudoku.mjs";
import { rulesReferee } from "./rules-referee.mjs";
import { referee, symbol, rowsOf } from "./referee.mjs";

const require = createRequire(import.meta.url);
const cjs = require("../../dist/valid-sudoku.cjs");

const EXAMPLE_1 =
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const EXAMPLE_2 = "8" + EXAMPLE_1.slice(1);
const sudoku = await loadValidator();
const seed = process.env.FC_SEED === undefined ? undefined : Number(process.env.FC_SEED);
const runs = (numRuns) => ({ numRuns, ...(seed === undefined ? {} : { seed }) });

function stillWorks(validator = sudoku) {
  assert.equal(validator.isValid(EXAMPLE_1), true);
  assert.equal(validator.isValid(EXAMPLE_2), false);
  assert.deepEqual(validator.check(EXAMPLE_2).conflictCells, [0, 20, 27]);
  assert.deepEqual([...validator.validateMany(`${EXAMPLE_1}\n${EXAMPLE_2}\n`).results], [1, 0]);
}

// A 9×9 board of blanks with these digits.
function boardWith(digits) {
  const cells = Array(81).fill(0);
  for (const [cell, digit] of Object.entries(digits)) cells[cell] = digit;
  return cells;
}

test("a cage whose cells grow while they are read is checked as it was when read", () => {
  // The audit: the one-crossing cage reader looped to a length that grew, wrote past its buffer
  // into the wasm heap, and read the cells it had written past the count as the cage's sum.
  const board = boardWith({ 0: 5, 1: 3 });
  const plain = {
    cages: [
      { cells: [0, 1], sum: 8 },
      { cells: [9, 10], sum: 3 },
    ],
  };
  const expected = sudoku.check(board, { rules: plain });
  assert.equal(expected.valid, true);
  for (const extra of [2, 100, 5000]) {
    let reads = 0;
    const cells = [0, 1];
    Object.defineProperty(cells, 1, {
      enumerable: true,
      get() {
        for (let k = 0; k < extra; k++) cells.push(5);
        return 1;
      },
    });
    const cage = {
      get cells() {
        reads++;
        return cells;
      },
      sum: 8,
    };
    assert.deepEqual(sudoku.check(board, { rules: { cages: [cage, plain.cages[1]] } }), expected);
    assert.equal(reads, 1);
  }
  stillWorks();
});

test("a Proxy whose length answers 2 and then 1 is read once, as 2", () => {
  // The audit: the call checked a cage left in a buffer shared between calls, or read an old sum
  // as a cell count (an 8 GB allocation, "RuntimeError: Aborted()").
  const board = boardWith({ 0: 5, 1: 3 });
  sudoku.check(board, { rules: { cages: [{ cells: [0, 1, 2, 3, 4, 5], sum: 21 }] } });
  const lying = (array) => {
    let reads = 0;
    return new Proxy(array, {
      get: (target, key, receiver) =>
        key === "length" ? (reads++ === 0 ? target.length : 1) : Reflect.get(target, key, receiver),
    });
  };
  for (let round = 0; round < 20; round++) {
    const rules = { cages: lying([{ cells: lying([0, 1]), sum: 8 }, { cells: lying([9, 10]) }]) };
    const report = sudoku.check(lying(board), { rules });
    assert.equal(report.valid, true, JSON.stringify(report.conflicts));
    // Read as 2 cells, the cage's sum holds; read as 1, 5 would be short of 8.
    const twice = { cages: lying([{ cells: lying([0, 1]), sum: 5 }]) };
    assert.deepEqual(
      sudoku.check(board, { rules: twice }).conflicts.map((c) => c.rule),
      ["cageSum"],
    );
  }
  stillWorks();
});

test("a getter that calls the validator again leaves the outer call its own answer", () => {
  // The audit: the inner call overwrote the outer one's input buffer, and validateMany checked
  // another text.
  const inner = [];
  const reentrant = () => ({
    get antiKing() {
      inner.push(sudoku.validateMany(`${EXAMPLE_2}\n${EXAMPLE_2}\n${EXAMPLE_2}\n`).valid);
      inner.push(sudoku.check(EXAMPLE_2).valid);
      return false;
    },
    get cages() {
      inner.push(sudoku.isValid(EXAMPLE_2));
      return [{ cells: [2, 3] }];
    },
  });
  const batch = sudoku.validateMany(`${EXAMPLE_1}\n${EXAMPLE_1}\n`, { rules: reentrant() });
  assert.deepEqual([batch.total, batch.valid, [...batch.results]], [2, 2, [1, 1]]);
  assert.equal(sudoku.check(EXAMPLE_1, { rules: reentrant() }).valid, true);
  assert.equal(sudoku.isValid([...EXAMPLE_2], { rules: reentrant() }), false);
  assert.deepEqual(sudoku.describe(EXAMPLE_1, { rules: reentrant() }), "");
  assert.deepEqual(inner, Array(4).fill([0, false, false]).flat());
  stillWorks();
});

test("a getter that throws is a TypeError naming the field, 10,000 times, in flat memory", () => {
  // The audit: the throw unwound through wasm frames that never restored the stack pointer; after
  // about 4,300 of them every call failed ("memory access out of bounds") or spun forever.
  const board = boardWith({ 0: 5 });
  const boom = () => {
    throw new Error("boom");
  };
  const cases = [
    [{ get antiKing() { boom(); } }, "rules.antiKing"], // prettier-ignore
    [{ cages: [{ cells: [0] }, { cells: [1] }, { get cells() { boom(); } }] }, "rules.cages[2].cells"], // prettier-ignore
    [{ regions: new Proxy([], { get: boom }) }, "rules.regions.length"],
  ];
  const shape = { get boxRows() { boom(); } }; // prettier-ignore
  const before = sudoku.memoryUsage();
  for (let k = 0; k < 10_000; k++) {
    const [rules, path] = cases[k % cases.length];
    assert.throws(() => sudoku.check(board, { rules }), {
      name: "TypeError",
      message: `${path}: reading it threw: boom`,
    });
    if (k % 100 === 0) {
      assert.throws(() => sudoku.isValid(board, { shape }), {
        name: "TypeError",
        message: "options.shape.boxRows: reading it threw: boom",
      });
    }
  }
  stillWorks();
  assert.deepEqual(sudoku.check(board, { rules: { cages: [{ cells: [0], sum: 5 }] } }).valid, true);
  const after = sudoku.memoryUsage();
  assert.equal(after.heapBytes, before.heapBytes, "wasm memory grew");
  assert.ok(after.allocatedBytes <= before.allocatedBytes + 4096, "allocations leaked");
});

test("Object.prototype pollution changes no verdict: inherited properties never count", () => {
  // A king's move apart (r1c3, r2c4), and two cells of a cage.
  const board = boardWith({ 2: 9, 12: 9 });
  const classic = sudoku.check(board);
  const caged = { cages: [{ cells: [2, 3] }] };
  const cagedReport = sudoku.check(board, { rules: caged });
  assert.equal(classic.valid, true);
  let answers;
  try {
    Object.prototype.antiKing = true;
    Object.prototype.rules = { antiKing: true };
    Object.prototype.sum = 1;
    answers = [
      sudoku.check(board),
      sudoku.check(board, {}),
      sudoku.check(board, { rules: {} }),
      sudoku.isValid(board, { shape: "3x3" }),
      sudoku.check(board, { rules: caged }),
      sudoku.validateMany(board.map((d) => symbol(d)).join(""), {}).valid,
    ];
  } finally {
    delete Object.prototype.antiKing;
    delete Object.prototype.rules;
    delete Object.prototype.sum;
  }
  assert.deepEqual(answers, [classic, classic, classic, true, cagedReport, 1]);
  stillWorks();
});

test("an unknown rule name of 100,000 letters is cut in the message", () => {
  const name = "a".repeat(100_000);
  assert.throws(
    () => sudoku.check(EXAMPLE_1, { rules: { [name]: true } }),
    (error) => {
      assert.equal(error.name, "TypeError");
      assert.ok(error.message.length < 300, `a message of ${error.message.length} characters`);
      assert.ok(error.message.startsWith(`rules.${"a".repeat(40)}… is not a rule`), error.message);
      return true;
    },
  );
  stillWorks();
});

test("validateMany reads a Buffer or a Uint8Array subclass by its bytes, never by its getters", () => {
  // Node's Buffer is a Uint8Array subclass: it is read as it is, not copied element by element
  // first (that copy made validateMany of a file's Buffer take 3x as long).
  const text = `${EXAMPLE_1}\n${EXAMPLE_2}\n${EXAMPLE_1}\n`;
  const expected = [...sudoku.validateMany(new TextEncoder().encode(text)).results];
  assert.deepEqual([...sudoku.validateMany(Buffer.from(text)).results], expected);
  class Lying extends Uint8Array {
    get length() {
      throw new Error("a getter of the subclass ran");
    }
  }
  const lying = Lying.from(Buffer.from(text));
  assert.deepEqual([...sudoku.validateMany(lying).results], expected);
  // A Uint8Array whose prototype was swapped is still read by its bytes.
  const posing = Object.setPrototypeOf(new TextEncoder().encode(text), Lying.prototype);
  assert.deepEqual([...sudoku.validateMany(posing).results], expected);
  stillWorks();
});

test("a BigInt maxConflicts gets the API's own message", () => {
  for (const call of [
    () => sudoku.check(EXAMPLE_2, { maxConflicts: 1n, describe: true }),
    () => sudoku.describe(EXAMPLE_2, { maxConflicts: 1n }),
  ]) {
    assert.throws(call, {
      name: "TypeError",
      message: "options.maxConflicts must be a whole number, got 1n",
    });
  }
  stillWorks();
});

// ---- Hostile values interleaved with ordinary calls, against the referees ---------------------

// `value` (rules, a cage, a list, a board) rebuilt so that every read of it goes through `onRead`:
// own getters ("getters"), or Proxies whose length answers one less after its first read
// ("proxies").
function hostile(value, kind, onRead) {
  if (typeof value !== "object" || value === null) return value;
  const array = Array.isArray(value);
  const inner = array ? [] : {};
  for (const [key, element] of Object.entries(value)) {
    if (kind === "getters") {
      Object.defineProperty(inner, key, {
        enumerable: true,
        get() {
          onRead();
          return hostile(element, kind, onRead);
        },
      });
    } else {
      inner[key] = hostile(element, kind, onRead);
    }
  }
  if (kind === "getters") return inner;
  let lengthReads = 0;
  return new Proxy(inner, {
    get(target, key, receiver) {
      onRead();
      if (array && key === "length") {
        return lengthReads++ === 0 ? target.length : Math.max(0, target.length - 1);
      }
      return Reflect.get(target, key, receiver);
    },
  });
}

const KINDS = ["ordinary", "getters", "proxies", "reentrant", "throwing", "polluted"];
const step = fc.record({
  puzzle,
  kind: fc.constantFrom(...KINDS),
  form: fc.constantFrom("text", "cells", "rows"),
  throwAt: fc.nat(40),
});

const validators = {
  "ESM plain": sudoku,
  "ESM formats": await loadValidator({ formats: true }),
  "CJS plain": await cjs.loadValidator(),
  "CJS formats": await cjs.loadValidator({ formats: true }),
};

for (const [name, validator] of Object.entries(validators)) {
  test(`${name}: hostile values interleaved with ordinary calls agree with the referees`, () => {
    const stats = Object.fromEntries(KINDS.map((kind) => [kind, 0]));
    // An ordinary call from inside a getter, checked at once.
    const nested = () => {
      assert.deepEqual(validator.check(EXAMPLE_2), referee(boardOf(EXAMPLE_2), 3, 3));
    };
    const property = fc.property(fc.array(step, { minLength: 1, maxLength: 4 }), (steps) => {
      for (const { puzzle: p, kind, form, throwAt } of steps) {
        const { boxRows, boxCols, cells, rules } = p;
        const size = boxRows * boxCols;
        const expected = rulesReferee(cells, boxRows, boxCols, rules);
        const board =
          form === "text"
            ? cells.map((d) => symbol(d)).join("")
            : form === "rows"
              ? rowsOf(cells, size)
              : cells;
        let reads = 0;
        const onRead =
          kind === "reentrant"
            ? () => reads++ % 7 === 0 && nested()
            : kind === "throwing"
              ? () => {
                  if (reads++ === throwAt) throw new Error("boom");
                }
              : () => reads++;
        const hostileKind = kind === "proxies" ? "proxies" : "getters";
        const given = () =>
          kind === "ordinary" || kind === "polluted" ? rules : hostile(rules, hostileKind, onRead);
        const givenBoard = () =>
          kind === "proxies" && form !== "text" ? hostile(board, "proxies", onRead) : board;
        const shape = { boxRows, boxCols };
        const calls = () => [
          validator.check(givenBoard(), { shape, rules: given() }),
          validator.isValid(givenBoard(), { shape, rules: given() }),
          [...validator.validateMany(cells.map((d) => symbol(d)).join(""), { shape, rules: given() }).results],
        ]; // prettier-ignore
        const want = [expected, expected.valid, [expected.valid ? 1 : 0]];
        stats[kind]++;
        if (kind === "throwing") {
          let answers;
          try {
            answers = calls();
          } catch (error) {
            assert.equal(error.name, "TypeError", error.stack);
            assert.match(error.message, /^rules(\.\w+|\[\d+\])*: reading it threw: boom$/);
            assert.ok(reads > throwAt);
            continue;
          }
          assert.ok(reads <= throwAt, "a getter threw and the call answered");
          assert.deepEqual(answers, want);
          continue;
        }
        if (kind === "polluted") {
          let answers;
          try {
            Object.prototype.antiKing = true;
            Object.prototype.nonConsecutive = true;
            Object.prototype.sum = 1;
            Object.prototype.rules = { antiKnight: true };
            answers = calls();
          } finally {
            delete Object.prototype.antiKing;
            delete Object.prototype.nonConsecutive;
            delete Object.prototype.sum;
            delete Object.prototype.rules;
          }
          assert.deepEqual(answers, want);
          continue;
        }
        assert.deepEqual(calls(), want);
      }
      // An ordinary call after each sequence.
      assert.deepEqual(validator.check(EXAMPLE_2), referee(boardOf(EXAMPLE_2), 3, 3));
    });
    // One round to bring the heap to its working size; then memory stays flat.
    fc.assert(property, runs(20));
    const before = validator.memoryUsage();
    fc.assert(property, runs(150));
    const after = validator.memoryUsage();
    assert.equal(after.heapBytes, before.heapBytes, "wasm memory grew");
    assert.ok(after.allocatedBytes <= before.allocatedBytes + 64 * 1024, "allocations leaked");
    stillWorks(validator);
    console.log(`${name}: ${JSON.stringify(stats)}`);
  });
}

function boardOf(text) {
  return [...text].map((c) => (c === "." ? 0 : Number(c)));
}
