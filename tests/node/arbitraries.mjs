// fast-check arbitraries the property suites share (property.test.mjs, rules.test.mjs).
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
