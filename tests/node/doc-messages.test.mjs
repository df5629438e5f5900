// Every message the docs quote is one the core writes: each quote is checked against what the core
// answers for an input below, as tests/browser/embedding.test.mjs loads the docs' snippets.
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { before, test } from "node:test";
import { loadValidator } from "../../dist/valid-sudoku.mjs";

// LeetCode #36's two examples.
const EXAMPLE_1 =
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const EXAMPLE_2 = "8" + EXAMPLE_1.slice(1);

const root = new URL("../..", import.meta.url).pathname;
const docs = ["README.md", ...readdirSync(join(root, "docs")).map((name) => `docs/${name}`)]
  .filter((path) => path.endsWith(".md") && path !== "docs/sizes.md")
  .map((path) => ({ path, text: readFileSync(join(root, path), "utf8") }));

const rows = (text, n = 9) =>
  Array.from({ length: n }, (_, r) => [...text.slice(r * n, r * n + n)]);
const numbers = (text) => [...text].map((c) => (c === "." ? 0 : Number(c)));
const withCell = (cells, at, value) => cells.map((cell, i) => (i === at ? value : cell));
const sparse = (length) => Object.assign([], { length });

// Inputs whose answers the docs quote: each is a call whose message (thrown, or describe's
// sentence) is the core's. No message text is written here; the core says what they are.
const inputs = {
  "not a board": (s) => s.parse(null),
  "one cell short": (s) => s.parse(EXAMPLE_1.slice(0, 80)),
  "one cell too many": (s) => s.parse(EXAMPLE_1 + "1"),
  "a shape given, another count": (s) => s.parse(EXAMPLE_1, { shape: "2x2" }),
  "comments only": (s) => s.parse("# nothing\n\n"),
  "more cells than any board": (s) => s.parse("1".repeat(5000)),
  "an array longer than any board": (s) => s.parse(sparse(1e9)),
  "an unknown character": (s) => s.parse(EXAMPLE_1.slice(0, 17) + "?" + EXAMPLE_1.slice(18)),
  "a character outside ASCII": (s) => s.parse("\u2460" + EXAMPLE_1.slice(1)),
  "a bidirectional control": (s) => s.parse("\u202e" + EXAMPLE_1.slice(1)),
  "a letter above 9": (s) => s.parse(EXAMPLE_1.slice(0, 4) + "X" + EXAMPLE_1.slice(5)),
  "a small letter above 9": (s) => s.parse(EXAMPLE_1.slice(0, 17) + "x" + EXAMPLE_1.slice(18)),
  "a symbol above 4": (s) => s.parse("1234\n1234\n1234\n1294"),
  "LeetCode text that is not a grid": (s) => s.parse('[["5","3"]  5'),
  "a number that is no integer": (s) => s.parse(withCell(numbers(EXAMPLE_1), 5, 1.5)),
  "a number above 9": (s) => s.parse(withCell(numbers(EXAMPLE_1), 17, 10)),
  "a string of two characters": (s) => {
    const grid = rows(EXAMPLE_1);
    grid[2][4] = "12";
    return s.parse(grid);
  },
  "a ragged grid, row 3": (s) =>
    s.parse(rows(EXAMPLE_1).map((row, r) => (r === 3 ? row.slice(1) : row))),
  "shape 9x9": (s) => s.parse(EXAMPLE_1, { shape: "9x9" }),
  "shape 0x3": (s) => s.parse(EXAMPLE_1, { shape: "0x3" }),
  "a shape that is no shape": (s) => s.parse(EXAMPLE_1, { shape: "3by3" }),
  "a trace of a 36x36 board": (s) => s.trace("1" + ".".repeat(36 * 36 - 1)),
  "Example 2 with its cells": (s) => s.describe(EXAMPLE_2, { nameCells: true }),
  "27 conflicts, four named": (s) => s.describe("1".repeat(81), { maxConflicts: 4 }),
  "a letter twice on a 16x16 board": (s) => s.describe("A....A" + ".".repeat(250)),
  // The variant rules (docs/js-api.md, "Variant rules").
  "rules that are no object": (s) => s.check(EXAMPLE_1, { rules: 5 }),
  "an unknown rule": (s) => s.check(EXAMPLE_1, { rules: { antiknight: true } }),
  "an unknown part of a cage": (s) =>
    s.check(EXAMPLE_1, { rules: { cages: [{ cells: [0], value: 3 }] } }),
  "a flag that is a number": (s) => s.check(EXAMPLE_1, { rules: { mainDiagonal: 1 } }),
  "a cage cell that is text": (s) =>
    s.check(EXAMPLE_1, {
      rules: { cages: [{ cells: [0] }, { cells: [1] }, { cells: [2, 3, 4, 5, "x"] }] },
    }),
  "a sum that is no integer": (s) =>
    s.check(EXAMPLE_1, { rules: { cages: [{ cells: [0], sum: 2.5 }] } }),
  "regions longer than any board": (s) => s.check(EXAMPLE_1, { rules: { regions: sparse(1e6) } }),
  "regions one cell short": (s) => s.check(EXAMPLE_1, { rules: { regions: Array(80).fill(0) } }),
  "a region number above 8": (s) =>
    s.check(EXAMPLE_1, { rules: { regions: withCell(Array(81).fill(-1), 7, 9) } }),
  "a region of 81 cells": (s) => s.check(EXAMPLE_1, { rules: { regions: Array(81).fill(0) } }),
  "a cage of ten cells": (s) =>
    s.check(EXAMPLE_1, { rules: { cages: [{ cells: [0] }, { cells: [...Array(10).keys()] }] } }),
  "a cage cell off the board": (s) => s.check(EXAMPLE_1, { rules: { cages: [{ cells: [81] }] } }),
  "an extra region's cell twice": (s) =>
    s.check(EXAMPLE_1, { rules: { extraRegions: [[4, 5, 4]] } }),
  "a cage's cell twice": (s) => s.check(EXAMPLE_1, { rules: { cages: [{ cells: [4, 4] }] } }),
  "a cage of no cells": (s) => s.check(EXAMPLE_1, { rules: { cages: [{ cells: [] }] } }),
  "a sum of 0": (s) => s.check(EXAMPLE_1, { rules: { cages: [{ cells: [0], sum: 0 }] } }),
  "disjoint groups with regions": (s) =>
    s.check(EXAMPLE_1, {
      rules: { regions: Array.from({ length: 81 }, (_, k) => k % 9), disjointGroups: true },
    }),
  "nine dashes between the bands of nine rows": (s) =>
    s.parse(
      EXAMPLE_1.match(/.{9}/g)
        .flatMap((row, r) => (r === 3 || r === 6 ? ["---------", row] : [row]))
        .join("\n"),
    ),
};

let said; // input name -> the core's message
before(async () => {
  const sudoku = await loadValidator();
  said = Object.entries(inputs).map(([name, call]) => {
    try {
      const answer = call(sudoku);
      assert.equal(typeof answer, "string", `${name}: neither a message nor a sentence`);
      return { name, message: answer };
    } catch (error) {
      assert.ok(error instanceof Error && error.message, `${name}: ${error}`);
      return { name, message: error.message };
    }
  });
});

/**
 * The messages a doc quotes: every code span in a table column headed "message", and every code
 * span or "double-quoted" text that opens as one of the core's messages does (its first two words)
 * and has three words or more. Fenced code blocks are examples of output, not quotes.
 */
function quotesIn(text, openings) {
  const prose = text.replace(/^ *```[\s\S]*?^ *```/gm, "");
  const found = [];
  // Table columns headed "message".
  const lines = prose.split("\n");
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!lines[i].startsWith("|") || !/^\|[\s:|-]+\|$/.test(lines[i + 1])) continue;
    const header = lines[i].split("|").map((cell) => cell.trim());
    const columns = header.flatMap((cell, k) => (/message/.test(cell) ? [k] : []));
    for (let j = i + 2; j < lines.length && lines[j].startsWith("|"); j++) {
      const cells = lines[j].split("|");
      for (const k of columns)
        for (const [, quote] of (cells[k] ?? "").matchAll(/`([^`]+)`/g)) found.push(quote);
    }
  }
  // Quotes in prose (whitespace, also a line break inside a quote, read as one space).
  const spans = [...prose.matchAll(/`([^`]+)`/g)].map(([, quote]) => quote);
  const outside = prose.replace(/`[^`]*`/g, "");
  const strings = [...outside.matchAll(/"([^"]+)"/g)].map(([, quote]) => quote);
  for (const quote of [...spans, ...strings]) {
    const words = quote.split(/\s+/);
    if (words.length >= 3 && openings.has(words.slice(0, 2).join(" "))) found.push(quote);
  }
  return [...new Set(found.map((quote) => quote.replace(/\s+/g, " ")))];
}

/** A quote as a pattern: "..." or "…" stands for the words left out. */
const patternOf = (quote) =>
  new RegExp(
    quote
      .split(/\.\.\.|…/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("[\\s\\S]*?"),
  );

test("every message quoted in the docs is what the core says", () => {
  const openings = new Set(said.map(({ message }) => message.split(/\s+/).slice(0, 2).join(" ")));
  const unmatched = [];
  let count = 0;
  for (const { path, text } of docs)
    for (const quote of quotesIn(text, openings)) {
      count++;
      if (!said.some(({ message }) => patternOf(quote).test(message)))
        unmatched.push(`${path}: ${quote}`);
    }
  assert.ok(count >= 20, `only ${count} quotes found: has the docs' layout changed?`);
  assert.deepEqual(unmatched, [], "quoted in the docs, but the core says otherwise");
});

test("every input here is quoted somewhere in the docs", () => {
  const openings = new Set(said.map(({ message }) => message.split(/\s+/).slice(0, 2).join(" ")));
  const quotes = docs.flatMap(({ text }) => quotesIn(text, openings));
  const unquoted = said
    .filter(({ message }) => !quotes.some((quote) => patternOf(quote).test(message)))
    .map(({ name, message }) => `${name}: ${message}`);
  assert.deepEqual(unquoted, [], "inputs whose message no doc quotes: drop them or quote them");
});
