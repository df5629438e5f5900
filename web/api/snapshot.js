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
  "solvable",
  "locale",
];
// Arrays longer than this are refused by their length (the core's own "length" rule), whatever
// their elements hold: such a copy keeps the length and none of the elements.
const MAX_LENGTH = 2 ** 32 - 1;

/**
 * The snapshot functions of a validator. `readThrew(path, thrown)` is the TypeError for a read at
 * `path` that threw `thrown`; `limits` the core's; `copyRules` snapshot-rules.js's, where the
 * validator checks variant rules.
 */
export function createSnapshot({ readThrew, limits, copyRules }) {
  const ours = new WeakSet();

  // The error of a read at `path` that threw `thrown` (ours already: a deeper read's, as it is).
  function fail(path, thrown) {
    if (ours.has(thrown)) return thrown;
    const error = readThrew(text(path), thrown);
    ours.add(error);
    return error;
  }

  // A path is its text, or a function that spells it (only when a message needs it).
  const text = (path) => (typeof path === "function" ? path() : path);
  const isObject = (value) =>
    (typeof value === "object" && value !== null) || typeof value === "function";
  const arrayLike = (value) =>
    Array.isArray(value) || (ArrayBuffer.isView(value) && !(value instanceof DataView));
  // (Each element or property that is an object goes through its copier, with its path; what is
  // not an object is plain data already. Paths are spelt only for objects and errors: building one
  // for every cell cost more than the check.)

  // A value as the core reads it in a message: itself when it is not an object; else a stand-in
  // that the core describes as it would the value (an array, an Int32Array, a Map, a Function).
  function plain(value, path) {
    if (!isObject(value)) return value;
    if (typeof value === "function") return function () {};
    let view, name;
    try {
      if (Array.isArray(value)) return [];
      view = ArrayBuffer.isView(value) && !(value instanceof DataView);
    } catch (thrown) {
      throw fail(path, thrown);
    }
    // The core names an object by its constructor's name (describe_value).
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
    let length;
    try {
      length = list.length;
    } catch (thrown) {
      throw fail(`${text(path)}.length`, thrown);
    }
    return new Array(Number.isSafeInteger(length) && length > 0 ? Math.min(length, MAX_LENGTH) : 0);
  }

  // `value` copied when it is an array of at most `most` elements, each through `each`; a longer
  // one keeps its length only. Anything not an array is plain().
  function list(value, path, most, each = plain) {
    let k = -1;
    try {
      if (!arrayLike(value)) return plain(value, path);
      const copy = sized(value, path);
      if (copy.length > most) return copy;
      for (k = 0; k < copy.length; k++) {
        const element = value[k];
        const at = k;
        copy[k] = isObject(element) ? each(element, () => `${text(path)}[${at}]`) : element;
      }
      return copy;
    } catch (thrown) {
      throw fail(k < 0 ? path : `${text(path)}[${k}]`, thrown);
    }
  }

  // An object's own enumerable properties named in `names`, each through `each` (its value, its
  // path, its key); the other names are kept, unread, as undefined (the core refuses them by name).
  function own(value, path, names, each) {
    let key;
    try {
      const out = Object.create(null);
      for (key of Object.keys(value)) {
        if (!names.includes(key)) {
          out[key] = undefined;
          continue;
        }
        const part = value[key];
        out[key] = isObject(part) ? each(key)(part, `${text(path)}.${key}`) : part;
      }
      return out;
    } catch (thrown) {
      throw fail(key === undefined ? path : `${text(path)}.${key}`, thrown);
    }
  }

  // The properties `names` of an object, each through `each` (its value, its path, its name),
  // into `literal` (an object literal that holds every name, undefined when it is not there, so
  // that nothing is inherited: a quarter of the cost of an object built name by name).
  function known(value, path, names, each, literal) {
    let name;
    try {
      const keys = Object.keys(value);
      const parts = names.map((key) => {
        if (!keys.includes((name = key))) return undefined;
        const part = value[key];
        return isObject(part) ? each(key)(part, `${text(path)}.${key}`) : part;
      });
      return literal(...parts);
    } catch (thrown) {
      throw fail(name === undefined ? path : `${text(path)}.${name}`, thrown);
    }
  }

  // True for an object that is not an array (options, rules, a cage, a shape).
  function record(value, path) {
    try {
      return typeof value === "object" && value !== null && !arrayLike(value);
    } catch (thrown) {
      throw fail(path, thrown);
    }
  }

  /** A board (text, or an array of rows or of cells), read as far as the core's limits allow. */
  function board(value) {
    const path = "board";
    let k = -1;
    try {
      if (!arrayLike(value)) return plain(value, path);
      const copy = sized(value, path);
      if (copy.length === 0 || copy.length > limits.maxCells) return copy;
      k = 0;
      const first = value[0];
      const grid = arrayLike(first);
      // Rows: no more than the largest board has (more is refused by their count).
      const count = grid ? (copy.length <= limits.maxSize ? copy.length : 1) : copy.length;
      const row = (element, at) => list(element, at, limits.maxSize);
      for (k = 0; k < count; k++) {
        const element = k === 0 ? first : value[k];
        copy[k] = isObject(element)
          ? (grid ? row : plain)(element, `${text(path)}[${k}]`)
          : element;
      }
      if (grid && count < copy.length) copy[0] = sized(first, `${text(path)}[0]`);
      return copy;
    } catch (thrown) {
      throw fail(k < 0 ? path : `${text(path)}[${k}]`, thrown);
    }
  }

  // The variant rules' copier (snapshot-rules.js), where the validator checks rules; else they
  // stay as given, never read (every call with them is refused: the board's classic script).
  const rules = copyRules?.(list, own, record, plain, fail, text, isObject, limits) ?? ((v) => v);

  const SHAPE = ["boxRows", "boxCols"];
  const shapeOf = (boxRows, boxCols) => ({ boxRows, boxCols });
  const shape = (value, path) =>
    record(value, path) ? known(value, path, SHAPE, () => plain, shapeOf) : plain(value, path);

  const optionParts = (key) =>
    key === "rules"
      ? (value) => rules(value)
      : key === "shape"
        ? shape
        : key === "signal" || key === "locale"
          ? (value) => value
          : plain;

  const optionsOf = (...parts) => {
    const out = {};
    OPTIONS.forEach((name, k) => (out[name] = parts[k]));
    return out;
  };

  /** Options: only the names the API reads; rules and the shape copied as above. */
  function options(value) {
    // Anything else is refused by name (api.js, shapeOf), as it is.
    if (typeof value !== "object" || value === null) return value;
    return known(value, "options", OPTIONS, optionParts, optionsOf);
  }

  return { board, options, rules, shape, plain };
}
