// index.html's "Try a variant" (issue 32, item 5): the puzzle set for the page has thermometers,
// arrows and both Kropki dots, and exactly one solution, as the core's solver (count_solutions,
// through the formats validator's countSolutions) counts them; each of its givens is needed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { loadValidator } from "../../dist/valid-sudoku.mjs";

const sudoku = await loadValidator({ formats: true });
const page = readFileSync(new URL("../../index.html", import.meta.url), "utf8");
// The board's givens attribute: the puzzle JSON, in single quotes.
const givens = /<sudoku-board\s+id="variant-lines"[^>]*?\sgivens='([^']*)'/.exec(page)?.[1];
const puzzle = givens && sudoku.parse(givens);
const BUDGET = 1_000_000;

test("the page's variant has thermometers, arrows, white and black Kropki dots", () => {
  assert.ok(puzzle, "index.html has <sudoku-board id=\"variant-lines\" givens='…'>");
  assert.equal(puzzle.size, 9);
  const kinds = new Set(puzzle.rules.constraints.map((constraint) => constraint.kind));
  assert.deepEqual([...kinds].sort(), ["arrow", "kropkiBlack", "kropkiWhite", "thermometer"]);
  assert.deepEqual(puzzle.ignored, []);
});

test("the page's variant has exactly one solution, and it keeps every rule", async () => {
  const found = await sudoku.countSolutions(puzzle.cells, {
    rules: puzzle.rules,
    limit: 2,
    budget: BUDGET,
    solution: true,
  });
  assert.deepEqual([found.count, found.end, found.known], [1, "finished", true]);
  const report = sudoku.check(found.solution, { rules: puzzle.rules });
  assert.deepEqual([report.valid, report.conflicts.length], [true, 0]);
  assert.ok(found.solution.every((digit, k) => !puzzle.cells[k] || digit === puzzle.cells[k]));
});

test("each of its givens is needed: without any one, it has two solutions or more", async () => {
  for (const [k, digit] of puzzle.cells.entries()) {
    if (!digit) continue;
    const fewer = Uint8Array.from(puzzle.cells);
    fewer[k] = 0;
    const found = await sudoku.countSolutions(fewer, { rules: puzzle.rules, budget: BUDGET });
    assert.deepEqual([found.count, found.known], [2, true], `without the given at ${k}`);
  }
});
