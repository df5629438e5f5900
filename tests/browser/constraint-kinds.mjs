// Every kind of constraint the core checks, each with a puzzle that has it: the first real puzzle
// of tests/fixtures/constraints/corpus.puzzles with the kind (an f-puzzles link), or, for the
// kinds no corpus puzzle has, a 9x9 of one or two instances (cells counted from 0). Shared by
// constraints.test.mjs and the screenshots (scripts/shots/constraints.mjs).
import { loadCorpus } from "../node/fixtures.mjs";

const corpus = loadCorpus();

/** A corpus puzzle with `kind`, as an f-puzzles link (the first in the corpus). */
export const realPuzzle = (kind) => {
  const puzzle = corpus.find((entry) => entry.read.includes(kind));
  return puzzle && { name: puzzle.name, value: puzzle.link };
};

const row = (r) => Array.from({ length: 9 }, (_, c) => r * 9 + c);
export const SMALL = {
  slowThermometer: [{ kind: "slowThermometer", lines: [[0, 1, 2, 11]] }],
  zipper: [{ kind: "zipper", lines: [[10, 11, 12, 21, 30]] }],
  regionSum: [{ kind: "regionSum", lines: [[20, 21, 22, 23, 24]] }],
  entropic: [{ kind: "entropic", lines: [[36, 37, 38, 47]] }],
  modular: [{ kind: "modular", lines: [[60, 61, 62, 71]] }],
  xSum: [{ kind: "xSum", lines: [row(2)], value: 10, clue: [2, -1] }],
  skyscraper: [{ kind: "skyscraper", lines: [row(4).reverse()], value: 3, clue: [4, 9] }],
  rowIndexer: [{ kind: "rowIndexer", lines: [[0, 9, 18]] }],
  columnIndexer: [{ kind: "columnIndexer", lines: [[4, 3]] }],
  boxIndexer: [{ kind: "boxIndexer", lines: [[30, 40]] }],
};

export const KINDS = [
  ...["thermometer", "arrow", "kropkiWhite", "kropkiBlack", "xv", "renban", "whispers"],
  ...["between", "palindrome", "odd", "even", "minimum", "maximum", "quadruple", "clone"],
  ...["littleKiller", "sandwich"],
  ...Object.keys(SMALL),
];

/** The puzzle a test or a shot shows for `kind`: `{ name, value, rules? }`. */
export const puzzleFor = (kind) =>
  realPuzzle(kind) ?? {
    name: `a 9x9 of ${kind}`,
    value: ".".repeat(81),
    rules: { constraints: SMALL[kind] },
  };

/**
 * A board of side n that breaks instance `index` of `rules` and repeats no digit in a unit: a
 * digit on each of two or three of its cells (its first two, its ends, a clone's first pair, its
 * first three), the first such board the core flags it for, with the conflict's words and cells.
 */
export const breaking = (page, rules, index, n) =>
  page.evaluate(
    async ({ rules, index, n }) => {
      const sudoku = await window.ValidSudoku.loadValidator({ formats: true });
      const { lines } = rules.constraints[index];
      const cells = [...new Set(lines.flat())];
      const sets = [
        cells.slice(0, 2),
        [cells[0], cells.at(-1)],
        lines[1] ? [lines[0][0], lines[1][0]] : [],
        cells.slice(0, 3),
      ].filter((set) => set.length && new Set(set).size === set.length);
      for (const set of sets)
        for (let tried = 0; tried < n ** set.length; tried++) {
          const text = Array(n * n).fill(".");
          set.forEach((cell, i) => (text[cell] = String((Math.floor(tried / n ** i) % n) + 1)));
          const report = sudoku.check(text.join(""), { rules });
          const broken = report.conflicts.find(
            (conflict) => conflict.rule === "constraint" && conflict.index === index,
          );
          if (broken && report.conflicts.every((conflict) => conflict.unit === undefined))
            return { text: text.join(""), words: broken.words, cells: broken.cells };
        }
      return null;
    },
    { rules, index, n },
  );
