// The variant rules' part of the snapshots (snapshot.js): rules, cages and constraints copied in
// JS, each own enumerable property read once, before the binding reads them. Apart from
// snapshot.js because only a validator that checks rules needs it: the board's classic script
// gets it with its formats file (scripts/bundle.mjs), as it gets rule-handle.js.
//
// The rules are compared while they are copied: each copy is read against the latest one, and
// when every value read is the same, the answer is that copy itself (nothing allocated), which
// rule-handle.js then finds kept compiled by identity. Every value is still read once per call,
// so rules changed since are never judged by the rules they held before.

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
// Arrays longer than this keep their length only (snapshot.js's MAX_LENGTH).
const MAX_LENGTH = 2 ** 32 - 1;

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
  // own()'s copies, which a later read may answer with again.
  const owned = new WeakSet();

  // `value` copied as list() copies it, each element through `each(element, path, before)`, and
  // compared on the way with `prior` (an earlier copy of the same place): prior itself when every
  // element read is the same, else a new copy.
  function listAgain(value, path, most, each, prior) {
    if (!Array.isArray(prior)) return list(value, path, most, each);
    let k = -1;
    try {
      if (!Array.isArray(value) && !(ArrayBuffer.isView(value) && !(value instanceof DataView)))
        return plain(value, path);
      let length;
      try {
        length = value.length;
      } catch (thrown) {
        throw fail(`${text(path)}.length`, thrown);
      }
      length = Number.isSafeInteger(length) && length > 0 ? Math.min(length, MAX_LENGTH) : 0;
      let copy = length === prior.length && length <= most ? undefined : new Array(length);
      if (length > most) return copy;
      for (k = 0; k < length; k++) {
        const element = value[k];
        const before = copy === undefined ? prior[k] : undefined;
        const at = k;
        const part = isObject(element)
          ? each(element, () => `${text(path)}[${at}]`, before)
          : element;
        if (copy === undefined && !Object.is(part, before)) {
          copy = prior.slice(0, k);
          copy.length = length;
        }
        if (copy !== undefined) copy[k] = part;
      }
      return copy ?? prior;
    } catch (thrown) {
      throw fail(k < 0 ? path : `${text(path)}[${k}]`, thrown);
    }
  }

  // `value`'s own enumerable properties as own() copies them (each through `each(key)(part, path,
  // before)`), compared on the way with `prior` as listAgain compares.
  function ownAgain(value, path, names, each, prior) {
    if (!owned.has(prior)) {
      const out = own(value, path, names, each);
      owned.add(out);
      return out;
    }
    let key;
    try {
      const keys = Object.keys(value);
      const before = Object.keys(prior);
      let out = keys.length === before.length ? undefined : Object.create(null);
      for (let k = 0; k < keys.length; k++) {
        key = keys[k];
        let part;
        if (names.includes(key)) {
          part = value[key];
          if (isObject(part))
            part = each(key)(
              part,
              `${text(path)}.${key}`,
              out === undefined ? prior[key] : undefined,
            );
        }
        if (out === undefined && (before[k] !== key || !Object.is(part, prior[key]))) {
          out = Object.create(null);
          for (let j = 0; j < k; j++) out[keys[j]] = prior[keys[j]];
        }
        if (out !== undefined) out[key] = part;
      }
      if (out === undefined) return prior;
      owned.add(out);
      return out;
    } catch (thrown) {
      throw fail(key === undefined ? path : `${text(path)}.${key}`, thrown);
    }
  }

  const numbers = (most) => (value, path, prior) => listAgain(value, path, most, plain, prior);
  const CAGE = ["cells", "sum"];
  const cells = numbers(limits.maxSize);
  const lineCells = numbers(limits.maxCells);
  const cageParts = (key) => (key === "cells" ? cells : plain);
  // A cage: the same as own(), written out, as the one object a puzzle may hold hundreds of.
  function cage(value, path, prior) {
    if (!record(value, path)) return plain(value, path);
    let name;
    try {
      const keys = Object.keys(value);
      for (const key of keys)
        if (key !== "cells" && key !== "sum") return own(value, path, CAGE, cageParts);
      const again = prior instanceof CageCopy ? prior : undefined;
      let cells, sum;
      for (name of keys) {
        const part = value[name];
        if (name === "cells")
          cells = isObject(part)
            ? listAgain(part, () => `${text(path)}.cells`, limits.maxSize, plain, again?.cells)
            : part;
        else sum = isObject(part) ? plain(part, () => `${text(path)}.sum`) : part;
      }
      return again !== undefined && again.cells === cells && Object.is(again.sum, sum)
        ? again
        : new CageCopy(cells, sum);
    } catch (thrown) {
      throw fail(name === undefined ? path : `${text(path)}.${name}`, thrown);
    }
  }

  // A constraint: kind, lines (of cells), value, digits, clue ([row, column]), each read once.
  const CONSTRAINT = ["kind", "lines", "value", "digits", "clue"];
  const lines = (value, path, prior) => listAgain(value, path, limits.maxCells, lineCells, prior);
  const constraintParts = (key) =>
    key === "lines" ? lines : key === "digits" || key === "clue" ? cells : plain;
  const constraint = (value, path, prior) =>
    record(value, path)
      ? ownAgain(value, path, CONSTRAINT, constraintParts, prior)
      : plain(value, path);

  const LISTS = {
    regions: lineCells,
    extraRegions: (value, path, prior) => listAgain(value, path, limits.maxCells, cells, prior),
    cages: (value, path, prior) => listAgain(value, path, limits.maxCells, cage, prior),
    constraints: (value, path, prior) =>
      listAgain(value, path, 4 * limits.maxCells, constraint, prior),
  };
  const RULES = [...Object.keys(LISTS), ...FLAGS];
  const ruleParts = (key) => LISTS[key] ?? plain;
  let latest; // the rules copied last, which the next are compared with
  /**
   * The variant rules (undefined and null stay so: the classic game), without a prototype and with
   * only the names they have: the binding lists their names, one crossing each.
   */
  const rules = (value, path = "rules") =>
    record(value, path)
      ? (latest = ownAgain(value, path, RULES, ruleParts, latest))
      : plain(value, path);
  return rules;
}
