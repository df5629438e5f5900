// The JS API over the wasm module: hands each board to the core, and its answers and errors back.
//
// Every rule (formats, shapes, counts, messages) is the core's; this file only moves values. Every
// JS value it is given is first copied in JS (snapshot.js), so no user code runs inside a call. Text
// goes through the core's input buffer, whose address is asked for on every call (the core may
// move or free it); everything else, arrays included, goes to the binding as the JS value it is
// (wasm/marshal.hpp), never as text.
// The builds of the wasm module, each its glue and its bytes packed (web/api/packed-wasm.js), so
// nothing is fetched (scripts/wasm-modules.mjs). The SIMD build is the same module compiled for
// WebAssembly SIMD128; the classic bundles leave it out (it is undefined there). Imported first,
// so that the bundles hold the packed text ahead of all the code: code on both sides of its 23 KB
// gzips 0.6 KB worse.
import "../../build/wasm-modules.mjs";
import { batchReport } from "./batch-report.js";
// loadValidator({ formats: true })'s module, loaded on demand (formats-build.js says how).
import { formatsBuild } from "./formats-build.js";
// Which build runs here: SIMD where the engine has it (choose-build.js).
import { chooseBuild } from "./choose-build.js";
// A build's module unpacked, compiled and instantiated (instantiate.js).
import { instantiateBuild } from "./instantiate.js";
import { createSnapshot } from "./snapshot.js";
import { createWords } from "./words.js";
// trace(), for <sudoku-explainer> (undefined in the board-only classic bundle: scripts/bundle.mjs).
import { createTrace } from "./trace.js";
// countSolutions() and solvable(), where the module carries the solver (the formats module's).
import { createSolve } from "./solve.js";
// compileRules() and the rules' copier, where the module has the rules (undefined in the board's
// classic script until its formats file loads: scripts/bundle.mjs).
import { createRuleHandles, snapshotRules } from "./rule-handle.js";

// A typed array's own length getter, kept before any caller's code runs: it reads the array's
// internal slot, never a property a subclass could answer.
const { get: typedLength } = Object.getOwnPropertyDescriptor(
  Object.getPrototypeOf(Uint8Array.prototype),
  "length",
);

/** A value that was meant to be a board but is not one: names what is wrong and where. */
export class SudokuParseError extends Error {
  constructor(message, position) {
    super(message);
    this.name = "SudokuParseError";
    // 0-based offset into text, or 0-based cell index for arrays; undefined when there is no place.
    this.position = position;
  }
}

// The binding's error kinds; "parse" is a SudokuParseError. "unsupported": what this build of the
// module leaves out (the variant rules in the board's classic script).
const ERROR_CLASSES = { type: TypeError, range: RangeError, unsupported: Error };
const NEEDS_SOLVER =
  "options.solvable needs the solver, which the formats validator carries: loadValidator({ formats: true })";
const NEEDS_BATCH = "validateMany needs the formats validator: loadValidator({ formats: true })";
const NO_BATCH = { kind: "unsupported", needsFormats: true, message: NEEDS_BATCH }; // (sudoku-board)

let instance;
let formatsInstance;

/**
 * Instantiates the wasm module once; every later call returns the same promise.
 * A failed instantiation is not cached, so a later call tries again.
 * With `{ formats: true }`, the formats validator instead: its own module (the formats that
 * travel), loaded on demand and cached apart from the plain one.
 */
export function loadValidator(options) {
  if (options?.formats) return loadFormatsValidator();
  instance ??= Promise.resolve()
    .then(chooseBuild)
    .then(async (build) => createValidator(await instantiateBuild(build), build.simd))
    .catch((error) => {
      instance = undefined;
      throw error;
    });
  return instance;
}

// The formats module is a file of its own (formats-build.js: the package's dist/formats.mjs or
// .cjs, or a script element in the classic scripts), so it costs the plain validator nothing
// until it is asked for.
function loadFormatsValidator() {
  formatsInstance ??= Promise.resolve()
    .then(formatsBuild)
    .then(async (build) => {
      if (!WebAssembly.validate(build.probe)) {
        throw new Error("the formats validator needs WebAssembly SIMD128, which this engine lacks");
      }
      return createValidator(await instantiateBuild(build), true);
    })
    .catch((error) => {
      formatsInstance = undefined;
      throw error;
    });
  return formatsInstance;
}

function toError({ kind, message, position, needsFormats }) {
  const ErrorClass = ERROR_CLASSES[kind];
  const error = ErrorClass ? new ErrorClass(message) : new SudokuParseError(message, position);
  // What only the formats validator reads (a link, a site id, puzzle JSON) or checks (rules).
  if (needsFormats) error.needsFormats = true;
  return error;
}

// A binding result, or its error thrown.
function unwrap(result) {
  if (result.error !== undefined) throw toError(result.error);
  return result;
}

function createValidator(wasm, simd) {
  const limits = Object.freeze(wasm.limits());
  const encoder = new TextEncoder();
  // The last view given to encodeInto (viewOf); reused only while the core returns the same address for the
  // same room and memory has not grown, so it never outlives the buffer it looks into. Growing
  // memory detaches the old buffer, which leaves the view 0 bytes long: comparing lengths finds
  // that (reading view.buffer costs more than the rest of the check).
  let view = new Uint8Array(0);

  // Writes `text` as UTF-8 into the core's input buffer; returns the byte count. Each character
  // is converted once, and the buffer is never larger than the text's bytes.
  function writeText(text) {
    const units = text.length;
    // ASCII (every board) needs one byte per UTF-16 unit: one pass writes it all.
    const address = inputAddress(units);
    const { read, written } = encoder.encodeInto(text, viewOf(address, units));
    if (read === units) return written;
    // Beyond ASCII (a comment's é): the rest is encoded apart, which gives its size, and what was
    // written is kept aside while the buffer is made that size (the core frees the smaller one
    // first, so memory never holds both: marshal.cpp, InputBuffer::reserve).
    const rest = encoder.encode(read === 0 ? text : text.slice(read));
    const kept = written > 0 ? wasm.HEAPU8.slice(address, address + written) : undefined;
    const bytes = written + rest.length;
    const room = inputAddress(bytes);
    if (kept) wasm.HEAPU8.set(kept, room);
    wasm.HEAPU8.set(rest, room + written);
    return bytes;
  }

  // The input buffer's address for `bytes` bytes; a RangeError when memory cannot grow that far
  // (the buffer is then empty, and the next call works).
  function inputAddress(bytes) {
    const address = wasm._sudoku_input(bytes);
    if (address === 0) throw toError(wasm.inputTooLarge(bytes).error);
    return address;
  }

  // A view of `room` bytes at `address` (the last one, while it still looks there).
  function viewOf(address, room) {
    if (view.length !== room || view.byteOffset !== address || room === 0) {
      view = wasm.HEAPU8.subarray(address, address + room);
    }
    return view;
  }

  // How a message shows a JS value (1.5, "text", a Map, an array): the binding's, which names
  // invisible and bidirectional characters as the core's own messages do.
  const describe = (value) => {
    try {
      value = snapshot.plain(value);
    } catch {
      value = {}; // (a value that cannot even be looked at: a revoked Proxy)
    }
    return wasm.describeValue(value);
  };
  // Copies of the values given (snapshot.js); a read that throws is a TypeError naming the field.
  const snapshot = createSnapshot({
    limits,
    copyRules: snapshotRules,
    // The core's words for it, given the error's message (read here, in JS) or a stand-in.
    readThrew(path, thrown) {
      let what;
      try {
        what =
          thrown instanceof Error ? String(thrown.message).slice(0, 200) : snapshot.plain(thrown);
      } catch {
        what = undefined;
      }
      return toError({ kind: "type", message: wasm.readThrew(path, what) });
    },
  });
  // A call's board and options, copied.
  const taking =
    (method) =>
    (board, options, ...more) =>
      method(snapshot.board(board), snapshot.options(options), ...more);

  // options.maxConflicts as the binding takes it, and options.locale's language (words.js).
  const { maxConflicts, speaking } = createWords(wasm, describe);

  // A board for the binding: [its bytes written into the input buffer, the text], or [0, the value
  // itself] (an array, read element by element by the core's rules; anything else is the
  // binding's TypeError). The binding reads the input buffer for a string, and only then.
  function write(board) {
    if (typeof board !== "string") return [0, board];
    // The core's answer depends on the first maxTextLength + 1 bytes only.
    const text =
      board.length > limits.maxTextLength ? board.slice(0, limits.maxTextLength + 1) : board;
    return [writeText(text), text];
  }

  // The shape option as box rows and columns (0, 0: none); the core reads shape text.
  function shapeOf(options) {
    if (options === undefined || options === null) return NO_SHAPE;
    if (typeof options !== "object") {
      throw new TypeError(
        `options must be an object such as { shape: "3x3" }, got ${describe(options)}`,
      );
    }
    const shape = options.shape;
    if (shape === undefined || shape === null) return NO_SHAPE;
    // Box sides cross as the numbers they are, and the call that takes them checks the shape: one
    // crossing per call. Anything else goes through the core's shape reader, for its message.
    if (typeof shape === "object") {
      const { boxRows, boxCols } = shape;
      const side = (n) => Number.isInteger(n) && n >= 1 && n <= limits.maxSize;
      if (side(boxRows) && side(boxCols)) return { boxRows, boxCols };
    }
    return parseShape(shape);
  }

  function parseShape(shape) {
    // Shape text is the core's to read; a longer text is no shape, and a message quotes 20 characters.
    if (typeof shape === "string") return unwrap(wasm.shape(shape.slice(0, 40)));
    if (typeof shape !== "object" || shape === null) {
      throw new TypeError(
        `the shape must be text such as "3x3" or { boxRows, boxCols }, got ${describe(shape)}`,
      );
    }
    if (!Number.isInteger(shape.boxRows) || !Number.isInteger(shape.boxCols)) {
      throw new RangeError(
        `the shape ${describe(shape)} is not a box shape: give { boxRows, boxCols } as two integers`,
      );
    }
    return unwrap(wasm.shape(`${shape.boxRows}x${shape.boxCols}`));
  }

  function call(method, board, options, ...more) {
    const { boxRows, boxCols } = shapeOf(options);
    const [bytes, value] = write(board);
    return unwrap(speaking(options, () => method(bytes, value, boxRows, boxCols, ...more)));
  }

  function isValid(board, options) {
    if (
      typeof board === "string" &&
      options === undefined &&
      board.length <= limits.maxTextLength
    ) {
      // The hot path: plain exports, no Embind invoker.
      const bytes = writeText(board);
      const verdict = wasm._sudoku_is_valid(bytes);
      if (verdict >= 0) return verdict === 1;
      // Not a board: the text is still in the input buffer for parse to explain.
      throw toError(wasm.parse(bytes, board, 0, 0).error);
    }
    return isValidOf(snapshot.board(board), snapshot.options(options));
  }
  function isValidOf(board, options) {
    return options?.rules == null
      ? call(wasm.isValid, board, options)
      : withRules("isValid", board, options);
  }

  // The binding's RuleSet (or validateMany): a build without it (the board's classic script) has
  // none, and its noRules() (or `refusal`) says so.
  function ruled(method, refusal) {
    if (method) return method;
    throw toError(refusal ?? wasm.noRules().error);
  }
  // compileRules(), and the calls with options.rules, through rules read once and kept compiled
  // (rule-handle.js; in the board's classic script, only once its formats file has loaded).
  const helpers = { shapeOf, write, unwrap, snapshot, maxConflicts, ruled, speaking };
  const { compileRules, withRules } = createRuleHandles?.(wasm, helpers) ?? {
    compileRules: () => ruled(),
    withRules: () => ruled(),
  };

  // countSolutions() and solvable(), where the module carries the solver; validateMany's solvable.
  const { solveMany, ...solving } =
    createSolve?.(wasm, { call, describe, shapeOf, snapshot, unwrap, batchReport }) ?? {};

  function validateMany(input, options) {
    options = snapshot.options(options);
    const shape = shapeOf(options);
    let bytes;
    if (typeof input === "string") {
      bytes = writeText(input);
    } else if (input instanceof Uint8Array) {
      // A Uint8Array's bytes, or a subclass's (Node's Buffer), as its slots hold them: the length
      // by the intrinsic getter and the copy into wasm memory run no code of a subclass. Anything
      // else only posing as one is copied first.
      if (!ArrayBuffer.isView(input)) input = Uint8Array.from(input);
      bytes = typedLength.call(input);
      const address = inputAddress(bytes); // may grow memory: read HEAPU8 after it
      wasm.HEAPU8.set(input, address);
    } else {
      throw new TypeError(
        `validateMany expects text with one board per line (a string or a Uint8Array), got ${describe(input)}`,
      );
    }
    try {
      if (options?.solvable) {
        if (!solveMany) throw new TypeError(NEEDS_SOLVER);
        return solveMany(bytes, shape, options);
      }
      const { total, valid, invalid, malformed, results, lines, errors } = unwrap(
        options?.rules == null
          ? ruled(wasm.validateMany, NO_BATCH)(0, bytes, shape.boxRows, shape.boxCols)
          : // The same rules for every line (the binding reads them once).
            ruled(wasm.validateManyRules)(0, bytes, shape.boxRows, shape.boxCols, options.rules),
      );
      // results and lines are the caller's own typed arrays (the binding copied them).
      return batchReport(total, valid, invalid, malformed, results, lines, errors);
    } finally {
      wasm._sudoku_release_input();
    }
  }

  return Object.freeze({
    isValid,
    // With options.describe, the report carries describe()'s sentence too: one call for both.
    // options.rules: read once by the binding, kept compiled while they come again (rule-handle.js).
    check: taking((board, options) =>
      options?.rules == null
        ? call(
            wasm.check,
            board,
            options,
            !!options?.describe,
            !!options?.nameCells,
            maxConflicts(options),
          )
        : withRules(
            "check",
            board,
            options,
            !!options.describe,
            !!options.nameCells,
            maxConflicts(options),
          ),
    ),
    // The conflicts in words, by the core (sudoku::describe).
    describe: taking((board, options) =>
      options?.rules == null
        ? call(wasm.describe, board, options, !!options?.nameCells, maxConflicts(options))
        : // (the report's sentence: the rules' describe is their check's words)
          withRules("check", board, options, true, !!options.nameCells, maxConflicts(options))
            .description,
    ),
    // The formats module's parse also gives the rules, the constraints no rule checks and the
    // format read; its format() writes every format (the plain module's says where it is).
    ...(wasm.parsePuzzle
      ? {
          parse: taking((board, options) => call(wasm.parsePuzzle, board, options, options?.rules)),
          format: (board, to, options) => {
            board = snapshot.board(board);
            options = snapshot.options(options);
            if (typeof to !== "string") {
              throw new TypeError(
                `format's second argument names a format such as "sudokupad", got ${describe(to)}`,
              );
            }
            return call(wasm.format, board, options, to, options?.rules);
          },
        }
      : {
          parse: taking((board, options) => call(wasm.parse, board, options)),
          format() {
            throw new Error(
              "format() is the formats validator's: loadValidator({ formats: true })",
            );
          },
        }),
    // trace(), except in the board-only classic script, which has neither it nor its module's half.
    ...(createTrace ? createTrace(wasm, { shapeOf, write, unwrap, describe, taking }) : {}),
    ...solving,
    validateMany,
    /** The rules compiled once for a shape: a handle with check, isValid and delete. */
    compileRules,
    /** True when this validator runs the SIMD build of the module (validateMany's vector kernel). */
    simd,
    /** A shape ("3x3", "3×3" or { boxRows, boxCols }) as { boxRows, boxCols, size }, by the core's rules. */
    parseShape: (shape) => parseShape(snapshot.shape(shape, "shape")),
    /** The core's limits: { maxSize, maxTextDigit, maxCells, maxTextLength }. */
    limits,
    /** Bytes of wasm memory and bytes allocated inside it: a probe for leak tests. */
    memoryUsage: () => ({ heapBytes: wasm.HEAPU8.byteLength, allocatedBytes: wasm.heapInUse() }),
  });
}

const NO_SHAPE = Object.freeze({ boxRows: 0, boxCols: 0, size: 0 });
