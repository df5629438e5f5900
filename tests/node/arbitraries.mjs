// fast-check arbitraries the property suites share (property.test.mjs, rules.test.mjs,
// formats.test.mjs).
import fc from "fast-check";
import { solved } from "./referee.mjs";

/**
 * The cells of a boxRows×boxCols-box board near a solved one: a solved grid with holes and up to
 * three overwritten cells, so valid and invalid boards both come up often.
 */
export const nearSolved = (boxRows, boxCols) => {
  const size = boxRows * boxCols;
  const n = size * size;
  return fc
    .tuple(
      fc.array(fc.boolean(), { minLength: n, maxLength: n }),
      fc.array(fc.tuple(fc.nat(n - 1), fc.integer({ min: 0, max: size })), { maxLength: 3 }),
    )
    .map(([keep, edits]) => {
      const cells = solved(boxRows, boxCols).map((d, k) => (keep[k] ? d : 0));
      for (const [k, d] of edits) cells[k] = d;
      return cells;
    });
};

// ---- Variant rules (rules.test.mjs, formats.test.mjs) ----------------------------------------

/** The shapes the rules suites draw from. */
export const SHAPES = [
  [1, 2],
  [2, 2],
  [2, 3],
  [3, 2],
  [3, 3],
  [2, 4],
];

// `count` distinct cells of n, in random order.
const distinctCells = (n, min, max) =>
  fc.uniqueArray(fc.nat(n - 1), { minLength: min, maxLength: max });

// A random rule set for an N×N board: jigsaw regions (a shuffled board cut into N regions of at
// most N cells, some cells in none) or boxes with disjoint groups, every flag, extra regions, and
// cages with and without sums (some sums the cage's digits in a solved grid, so that full cages
// both match and differ).
// A flag that is mostly off, so that valid boards under the rules come up too.
const rarely = fc.oneof({ weight: 2, arbitrary: fc.constant(false) }, fc.constant(true));

export const rulesOf = (boxRows, boxCols, cells) => {
  const size = boxRows * boxCols;
  const n = size * size;
  const regions = fc
    .tuple(fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }), fc.nat(n))
    .map(([order, none]) => {
      const regions = Array(n).fill(-1);
      order.forEach((cell, k) => {
        if (k >= none) regions[cell] = Math.floor((k - none) / size) % size;
      });
      // Each region then has at most N cells: k - none runs over fewer than n values.
      return regions;
    });
  const sumOf = (list) => list.reduce((total, k) => total + cells[k], 0);
  const cage = distinctCells(n, 1, size).chain((list) =>
    fc.oneof(
      fc.constant({ cells: list }),
      fc
        .oneof(fc.constant(sumOf(list) || 1), fc.integer({ min: 1, max: (size * (size + 1)) / 2 }))
        .map((sum) => ({ cells: list, sum })),
    ),
  );
  return fc
    .record(
      {
        regions,
        mainDiagonal: rarely,
        antiDiagonal: rarely,
        extraRegions: fc.array(distinctCells(n, 1, size), { maxLength: 3 }),
        disjointGroups: rarely,
        cages: fc.oneof(fc.array(cage, { maxLength: 4 }), fc.array(cage, { maxLength: 30 })),
        antiKnight: rarely,
        antiKing: rarely,
        nonConsecutive: rarely,
      },
      { requiredKeys: [] },
    )
    .map((rules) => {
      // Disjoint groups are places in boxes: not with regions.
      if (rules.regions && rules.disjointGroups) delete rules.disjointGroups;
      return rules;
    });
};

// A board and its rules: a solved grid with holes and a few overwritten cells (valid and invalid
// boards both come up often), or uniformly random cells.
export const puzzle = fc.constantFrom(...SHAPES).chain(([boxRows, boxCols]) => {
  const size = boxRows * boxCols;
  const n = size * size;
  const near = nearSolved(boxRows, boxCols);
  // Mostly blank (valid more often) or uniformly random.
  const random = fc.array(
    fc.oneof(
      { weight: 6, arbitrary: fc.constant(0) },
      { weight: 1, arbitrary: fc.integer({ min: 0, max: size }) },
    ),
    { minLength: n, maxLength: n },
  );
  const full = solved(boxRows, boxCols);
  return fc.oneof({ weight: 2, arbitrary: near }, random).chain((cells) =>
    fc.record({
      boxRows: fc.constant(boxRows),
      boxCols: fc.constant(boxCols),
      cells: fc.constant(cells),
      // Sums from the solved grid: a cage that is full agrees with them when nothing was edited.
      rules: rulesOf(boxRows, boxCols, full),
    }),
  );
});
