// Snapshots of the JS values the API is given, taken in JS before any call into wasm, so that no
// user code (a getter, a Proxy trap, a toString) ever runs while wasm is on the stack: a nested
// call, a throw or a value that changes while it is read would otherwise meet the core half-way
// through a call. docs/js-api.md, "What the API reads from your values", lists the rules:
// - arrays (boards, rows, lists of cells or regions) are copied, each length and element read once,
//   and no further than the core's limits let a board go (a longer list is refused by its length);
// - objects (options, rules, cages, shapes) give only their own enumerable properties, each read
//   once, into objects without a prototype, so inherited properties never count;
// - anything else that is not plain data becomes a stand-in that the core describes as it would
//   the value ("a Map", "an array", "a plain object");
// - a read that throws becomes the core's TypeError naming the field (readThrew).
// The copies hold only plain data, so the binding's readers run no user code.

// The option names the API reads; any other own property is left unread.
const OPTIONS = [
  "shape",
  "rules",
  "describe",
  "nameCells",
  "maxConflicts",
  "stop",
  "limit",
  "budget",
  "solution",
  "signal",
];
const FLAGS = [
  "mainDiagonal",
  "antiDiagonal",
  "disjointGroups",
  "antiKnight",
  "antiKing",
  "nonConsecutive",
];
// Arrays longer than this are refused by their length (the core's own "length" rule), whatever
// their elements hold: such a copy keeps the length and none of the elements.
const MAX_LENGTH = 2 ** 32 - 1;

/**
 * The snapshot functions of a validator. `readThrew(path, thrown)` is the TypeError for a read at
 * `path` that threw `thrown`; `limits` the core's.
 */
export function createSnapshot({ readThrew, limits }) {
  const ours = new WeakSet();

  // What `get()` answers, or the TypeError that names `path` when it throws.
  function read(path, get) {
    try {
      return get();
    } catch (thrown) {
      if (ours.has(thrown)) throw thrown;
      const error = readThrew(path, thrown);
      ours.add(error);
      throw error;
    }
  }

  const arrayLike = (value, path) =>
    read(
      path,
      () => Array.isArray(value) || (ArrayBuffer.isView(value) && !(value instanceof DataView)),
    );

  // A value as the core reads it in a message: itself when it is not an object; else a stand-in
  // that the core describes as it would the value (an array, an Int32Array, a Map, a Function).
  function plain(value, path) {
    if (typeof value === "function") return function () {};
    if (typeof value !== "object" || value === null) return value;
    if (read(path, () => Array.isArray(value))) return [];
    const view = read(path, () => ArrayBuffer.isView(value) && !(value instanceof DataView));
    // The core names an object by its constructor's name (describe_value).
    let name;
    try {
      const constructor = value.constructor;
      if (typeof constructor === "function" && constructor !== Object) name = constructor.name;
    } catch {
      // then it is described as a plain object
    }
    const out = view ? new Uint8Array(0) : Object.create(null);
    if (typeof name === "string") {
      const named = Object.defineProperty(function () {}, "name", { value: name });
      Object.defineProperty(out, "constructor", { value: named });
    }
    return out;
  }

  // An empty array of `list`'s length (read once).
  function sized(list, path) {
    const length = read(`${path}.length`, () => list.length);
    return new Array(Number.isSafeInteger(length) && length > 0 ? Math.min(length, MAX_LENGTH) : 0);
  }

  // `list` copied, each element by `each` (its value, its path), when it is at most `most` long;
  // a longer one keeps its length only. Anything not an array is plain().
  function list(value, path, most, each = plain) {
    if (!arrayLike(value, path)) return plain(value, path);
    const copy = sized(value, path);
    if (copy.length > most) return copy;
    for (let k = 0; k < copy.length; k++) {
      copy[k] = each(
        read(`${path}[${k}]`, () => value[k]),
        `${path}[${k}]`,
      );
    }
    return copy;
  }

  // An object's own enumerable properties, each through `each` (its value, its path, its key);
  // `names`, when given, the only ones read (the others are kept, unread, as undefined).
  function own(value, path, each, names) {
    const out = Object.create(null);
    for (const key of read(path, () => Object.keys(value))) {
      if (names && !names.includes(key)) {
        out[key] = undefined;
        continue;
      }
      const at = `${path}.${key}`;
      out[key] = each(
        read(at, () => value[key]),
        at,
        key,
      );
    }
    return out;
  }

  const isObject = (value, path) =>
    typeof value === "object" && value !== null && !arrayLike(value, path);

  /** A board (text, or an array of rows or of cells), read as far as the core's limits allow. */
  function board(value) {
    const path = "board";
    if (!arrayLike(value, path)) return plain(value, path);
    const copy = sized(value, path);
    if (copy.length === 0 || copy.length > limits.maxCells) return copy;
    const first = read(`${path}[0]`, () => value[0]);
    const grid = arrayLike(first, `${path}[0]`);
    // Rows: no more than the largest board has (more is refused by their count).
    const count = grid ? (copy.length <= limits.maxSize ? copy.length : 1) : copy.length;
    const cell = (element, at) => plain(element, at);
    const row = (element, at) => list(element, at, limits.maxSize, cell);
    for (let k = 0; k < count; k++) {
      const element = k === 0 ? first : read(`${path}[${k}]`, () => value[k]);
      copy[k] = (grid ? row : cell)(element, `${path}[${k}]`);
    }
    if (grid && count < copy.length) copy[0] = sized(first, `${path}[0]`);
    return copy;
  }

  const numbers = (most) => (value, path) => list(value, path, most);

  function cage(value, path) {
    if (!isObject(value, path)) return plain(value, path);
    return own(
      value,
      path,
      (v, at, key) => (key === "cells" ? list(v, at, limits.maxSize) : plain(v, at)),
      ["cells", "sum"],
    );
  }

  const RULES = {
    regions: numbers(limits.maxCells),
    extraRegions: (value, path) => list(value, path, limits.maxCells, numbers(limits.maxSize)),
    cages: (value, path) => list(value, path, limits.maxCells, cage),
  };
  for (const name of FLAGS) RULES[name] = plain;

  /** The variant rules (undefined and null stay so: the classic game). */
  function rules(value, path = "rules") {
    if (!isObject(value, path)) return plain(value, path);
    return own(value, path, (v, at, key) => RULES[key](v, at), Object.keys(RULES));
  }

  function shape(value, path) {
    if (!isObject(value, path)) return plain(value, path);
    return own(value, path, plain, ["boxRows", "boxCols"]);
  }

  /** Options: only the names the API reads; rules and the shape copied as above. */
  function options(value) {
    const path = "options";
    // Anything else is refused by name (api.js, shapeOf), as it is.
    if (typeof value !== "object" || value === null) return value;
    return own(
      value,
      path,
      (v, at, key) =>
        key === "rules"
          ? rules(v)
          : key === "shape"
            ? shape(v, at)
            : key === "signal"
              ? v
              : plain(v, at),
      OPTIONS,
    );
  }

  return { board, options, rules, shape, plain };
}
