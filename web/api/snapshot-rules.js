// The variant rules' part of the snapshots (snapshot.js): rules, cages and constraints copied in
// JS, each own enumerable property read once, before the binding reads them. Apart from
// snapshot.js because only a validator that checks rules needs it: the board's classic script
// gets it with its formats file (scripts/bundle.mjs), as it gets rule-handle.js.

const FLAGS = [
  "mainDiagonal",
  "antiDiagonal",
  "disjointGroups",
  "antiKnight",
  "antiKing",
  "nonConsecutive",
  "negativeRatio",
  "negativeXv",
];

// A cage as copied from one in the usual shape (no other names): its cells and its sum.
class CageCopy {
  constructor(cells, sum) {
    this.cells = cells;
    this.sum = sum;
  }
}

/**
 * The cages of a rules snapshot as the binding copies them in one crossing (wasm/js_value.cpp):
 * an Int32Array holding, per cage, its cell count, its cells, 1 or 0 (a sum or none) and the sum.
 * Undefined when there are none, or when any cage is in another shape (not a plain copy, a cell
 * or a sum that is not a whole number in int's range): the binding then reads them value by value,
 * and words what is wrong. Only the shape is looked at here; what the values mean is the core's.
 */
export function cageLayout(rules) {
  const cages = rules?.cages;
  if (!Array.isArray(cages) || cages.length === 0) return undefined;
  // (a whole number in int's range, and no hole)
  const int = (x) => typeof x === "number" && (x | 0) === x;
  let size = 0;
  for (const cage of cages) {
    const { cells, sum } = cage instanceof CageCopy ? cage : {};
    if (!Array.isArray(cells) || !(sum == null || int(sum))) size = -1;
    else for (const cell of cells) if (!int(cell)) size = -1;
    if (size < 0) break;
    size += 3 + cells.length;
  }
  if (size < 0) return undefined;
  const layout = new Int32Array(size);
  let at = 0;
  for (const { cells, sum } of cages) {
    layout[at++] = cells.length;
    for (const cell of cells) layout[at++] = cell;
    layout[at++] = sum == null ? 0 : 1;
    layout[at++] = sum ?? 0;
  }
  return layout;
}

/**
 * The rules' copier, made of snapshot.js's copiers (`list`, `own`, `record`, `plain`, `fail`,
 * `text`, `isObject`) and the core's `limits`: undefined and null stay so (the classic game);
 * anything else is copied without a prototype and with only the names it has.
 */
export function snapshotRules(list, own, record, plain, fail, text, isObject, limits) {
  const numbers = (most) => (value, path) => list(value, path, most);
  const CAGE = ["cells", "sum"];
  const cells = numbers(limits.maxSize);
  const cageParts = (key) => (key === "cells" ? cells : plain);
  // A cage: the same as known(), written out, as the one object a puzzle may hold hundreds of.
  function cage(value, path) {
    if (!record(value, path)) return plain(value, path);
    let name;
    try {
      const keys = Object.keys(value);
      for (const key of keys)
        if (key !== "cells" && key !== "sum") return own(value, path, CAGE, cageParts);
      let cells, sum;
      for (name of keys) {
        const part = value[name];
        if (name === "cells")
          cells = isObject(part) ? list(part, () => `${text(path)}.cells`, limits.maxSize) : part;
        else sum = isObject(part) ? plain(part, () => `${text(path)}.sum`) : part;
      }
      return new CageCopy(cells, sum);
    } catch (thrown) {
      throw fail(name === undefined ? path : `${text(path)}.${name}`, thrown);
    }
  }

  // A constraint: kind, lines (of cells), value, digits, clue ([row, column]), each read once.
  const CONSTRAINT = ["kind", "lines", "value", "digits", "clue"];
  const lines = (value, path) => list(value, path, limits.maxCells, numbers(limits.maxCells));
  const constraintParts = (key) =>
    key === "lines" ? lines : key === "digits" || key === "clue" ? cells : plain;
  const constraint = (value, path) =>
    record(value, path) ? own(value, path, CONSTRAINT, constraintParts) : plain(value, path);

  const LISTS = {
    regions: numbers(limits.maxCells),
    extraRegions: (value, path) => list(value, path, limits.maxCells, numbers(limits.maxSize)),
    cages: (value, path) => list(value, path, limits.maxCells, cage),
    constraints: (value, path) => list(value, path, 4 * limits.maxCells, constraint),
  };
  const RULES = [...Object.keys(LISTS), ...FLAGS];
  const ruleParts = (key) => LISTS[key] ?? plain;
  /**
   * The variant rules (undefined and null stay so: the classic game), without a prototype and with
   * only the names they have: the binding lists their names, one crossing each.
   */
  const rules = (value, path = "rules") =>
    record(value, path) ? own(value, path, RULES, ruleParts) : plain(value, path);
  return rules;
}
