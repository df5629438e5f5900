// The corpus of real variant puzzles (tests/fixtures/constraints/corpus.puzzles; where each comes
// from and its licence: the README beside it) through the formats validator: each payload read
// as a bare payload, as an f-puzzles link and as a SudokuPad link gives one puzzle, whose
// published solution checks clean under its rules, and so do random subsets of it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadValidator } from "../../dist/valid-sudoku.mjs";
import { fixturesDir, loadCorpus } from "./fixtures.mjs";

const formats = await loadValidator({ formats: true });

const corpus = loadCorpus().map((entry) => ({
  ...entry,
  read: [...entry.read].sort(),
  solution: Array.from(entry.solution, Number),
}));

// The names of what a rules object holds: each rule beyond the classic, each constraint's kind.
function ruleNames(rules) {
  const kinds = (rules.constraints ?? []).map((constraint) => constraint.kind);
  const flags = Object.keys(rules).filter((key) => key !== "constraints");
  return [...new Set([...flags, ...kinds])].sort();
}

// A small seeded generator (mulberry32), so every run draws the same subsets.
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test("the corpus holds 28 real puzzles, as its README says", () => {
  assert.equal(corpus.length, 28);
  const readme = readFileSync(join(fixturesDir, "constraints", "README.md"), "utf8");
  assert.match(readme, /\*\*28 real puzzles\*\*/);
});

test("each corpus payload reads as one puzzle: bare, as an f-puzzles link, as a SudokuPad link", () => {
  for (const { name, input, read, ignored } of corpus) {
    const bare = formats.parse(input);
    assert.equal(bare.source, "fpuzzles", name);
    // Every kind and rule of the puzzle read, and what is not read named.
    assert.deepEqual(ruleNames(bare.rules), read, name);
    assert.deepEqual(bare.ignored, ignored, name);
    const link = formats.parse(`https://www.f-puzzles.com/?load=${input}`);
    assert.equal(link.source, "fpuzzles", name);
    const pad = formats.parse(`https://sudokupad.app/fpuzzles${input}`);
    assert.equal(pad.source, "sudokupad", name);
    for (const other of [link, pad]) {
      assert.deepEqual(other.cells, bare.cells, name);
      assert.deepEqual(other.rules, bare.rules, name);
      assert.deepEqual(other.ignored, bare.ignored, name);
    }
  }
});

test("each published solution checks clean under its puzzle's rules, and so do subsets of it", () => {
  const next = random(31);
  for (const { name, setter, input, solution } of corpus) {
    const p = formats.parse(input);
    const label = `"${name}" by ${setter}`;
    assert.equal(solution.length, p.size * p.size, label);
    p.cells.forEach((given, i) => {
      if (given !== 0) assert.equal(given, solution[i], `${label}: the given at ${i}`);
    });
    const report = formats.check(solution, { shape: p, rules: p.rules });
    assert.deepEqual(report.conflicts, [], label);
    assert.equal(report.valid, true, label);
    assert.equal(report.undecided, undefined, label);
    for (let round = 0; round < 50; round += 1) {
      const keep = next();
      const subset = solution.map((digit) => (next() < keep ? digit : 0));
      const partial = formats.check(subset, { shape: p, rules: p.rules });
      assert.deepEqual(partial.conflicts, [], `${label}, subset ${round}: ${subset.join("")}`);
      assert.equal(partial.undecided, undefined, `${label}, subset ${round}`);
    }
  }
});
