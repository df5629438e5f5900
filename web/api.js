// The JS API over the wasm module: reads every board format, throws typed errors, copies results out.
import createSudokuModule from "../build/wasm/wasm/sudoku.mjs";
// Embedded by scripts/bundle.mjs: each returns a build's bytes, so nothing is fetched. The SIMD
// build is the same module compiled for WebAssembly SIMD128 (the classic bundle leaves it out).
import wasmBytes from "../build/wasm/wasm/sudoku.wasm";
import simdWasmBytes from "../build/wasm/wasm/sudoku-simd.wasm";
import { batchReport } from "./batch-report.js";

/** A value that was meant to be a board but is not one: names what is wrong and where. */
export class SudokuParseError extends Error {
  constructor(message, position) {
    super(message);
    this.name = "SudokuParseError";
    // 0-based offset into text, or 0-based cell index for arrays; undefined when there is no place.
    this.position = position;
  }
}

// Input kinds as the binding knows them (wasm/marshal.hpp Source).
const TEXT = 0;
const NUMBERS = 1;
const UNITS = ["row", "column", "box"];
const MAX_SIZE = 64;
// The byte written for a non-ASCII code unit: the core rejects it, and the message is fixed up here.
const NON_ASCII = 0x80;
// Above this many bytes the input buffer is released after the call instead of kept for the next.
const KEEP_BYTES = 1 << 20;

let instance;
const decoder = new TextDecoder();
const encoder = new TextEncoder();

/**
 * Instantiates the wasm module once; every later call returns the same promise.
 * A failed instantiation is not cached, so a later call tries again.
 */
export function loadValidator() {
  instance ??= Promise.resolve()
    .then(chooseBuild)
    .then((build) =>
      createSudokuModule({ wasmBinary: build.bytes() }).then((wasm) =>
        createValidator(wasm, build.simd),
      ),
    )
    .catch((error) => {
      instance = undefined;
      throw error;
    });
  return instance;
}

// The smallest module that uses a SIMD128 instruction (i8x16.popcnt of a splat): engines that
// validate it run the SIMD build.
const SIMD_PROBE = new Uint8Array([
  0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, 1, 5, 1, 0x60, 0, 1, 0x7b, 3, 2, 1, 0, 10, 10, 1, 8, 0, 0x41, 0,
  0xfd, 0x0f, 0xfd, 0x62, 0x0b,
]);

// SUDOKU_SIMD (environment, Node only; read when the validator is first loaded): "0" forces the
// scalar build, "1" makes loading fail unless the SIMD build is used (tests, benchmarks).
function chooseBuild() {
  const mode = typeof process === "object" && process.env ? process.env.SUDOKU_SIMD : undefined;
  if (mode !== "0" && simdWasmBytes && WebAssembly.validate(SIMD_PROBE)) {
    return { bytes: simdWasmBytes, simd: true };
  }
  if (mode === "1") {
    throw new Error(
      simdWasmBytes
        ? "SUDOKU_SIMD=1, but this engine does not support WebAssembly SIMD128"
        : "SUDOKU_SIMD=1, but this bundle has no SIMD build",
    );
  }
  return { bytes: wasmBytes, simd: false };
}

function createValidator(wasm, simd) {
  let textPtr = 0;
  let textCapacity = 0;
  let numberPtr = 0;
  let numberCapacity = 0;
  // What the last prepare() wrote, read by the calls and by errorFor() (kept out of objects so the
  // single-board hot path allocates nothing).
  let kind = TEXT;
  let length = 0;
  let boxRows = 0;
  let boxCols = 0;
  let text = "";
  // Set when an array of one-character strings was joined into text: offsets are then cells.
  let fromCells = false;
  let gridSide = 0;

  function reserveText(bytes) {
    if (bytes > textCapacity) {
      textPtr = wasm.textBuffer(bytes);
      textCapacity = bytes;
    }
  }

  function releaseIfLarge(bytes) {
    if (bytes > KEEP_BYTES) {
      wasm.releaseBatch();
      textCapacity = 0;
    }
  }

  // A view of the text buffer for encodeInto, re-made when the buffer moves or memory grows.
  let textView = new Uint8Array(0);

  // One byte per UTF-16 code unit, so core offsets are JS string indices. encodeInto is the fastest
  // writer (measured in bench/js.bench.mjs); when it meets non-ASCII it wrote more bytes than
  // characters, and the loop writes a placeholder byte per code unit instead.
  function writeText(value) {
    const n = value.length;
    reserveText(n);
    if (
      textView.byteOffset !== textPtr ||
      textView.length < n ||
      textView.buffer !== wasm.HEAPU8.buffer
    ) {
      textView = wasm.HEAPU8.subarray(textPtr, textPtr + textCapacity);
    }
    const { read, written } = encoder.encodeInto(value, textView);
    if (read !== n || written !== n) {
      const heap = wasm.HEAPU8;
      for (let i = 0, p = textPtr; i < n; i++, p++) {
        const code = value.charCodeAt(i);
        heap[p] = code < 0x80 ? code : NON_ASCII;
      }
    }
    kind = TEXT;
    length = n;
    text = value;
    fromCells = false;
  }

  function writeNumbers(values) {
    const n = values.length;
    if (n > numberCapacity) {
      numberPtr = wasm.numberBuffer(n);
      numberCapacity = n;
    }
    const heap = wasm.HEAP32;
    const base = numberPtr >> 2;
    for (let i = 0; i < n; i++) heap[base + i] = values[i];
    kind = NUMBERS;
    length = n;
  }

  function setShape(options) {
    boxRows = 0;
    boxCols = 0;
    if (options === undefined || options === null) return;
    if (typeof options !== "object") {
      throw new TypeError(
        `options must be an object like { shape: "3x3" }, got ${describe(options)}`,
      );
    }
    const shape = options.shape;
    if (shape === undefined || shape === null) return;
    let rows;
    let cols;
    if (typeof shape === "string") {
      const match = /^(\d+)[xX\u00d7](\d+)$/.exec(shape);
      if (!match) throw badShape(shape);
      rows = Number(match[1]);
      cols = Number(match[2]);
    } else if (typeof shape === "object") {
      rows = shape.boxRows;
      cols = shape.boxCols;
      if (!Number.isInteger(rows) || !Number.isInteger(cols)) throw badShape(shape);
    } else {
      throw new TypeError(
        `options.shape must be a string like "3x3" or { boxRows, boxCols }, got ${describe(shape)}`,
      );
    }
    if (rows < 1 || cols < 1 || rows * cols > MAX_SIZE) {
      throw new SudokuParseError(
        `box shape ${rows}x${cols} is not supported: boxes need at least 1 row and 1 column, ` +
          `and a board at most ${MAX_SIZE} rows`,
      );
    }
    boxRows = rows;
    boxCols = cols;
  }

  // Writes any accepted board value into wasm memory, or throws what is wrong with it.
  function prepare(board, options) {
    const isText = typeof board === "string";
    if (!isText && !Array.isArray(board) && !ArrayBuffer.isView(board)) {
      throw new TypeError(
        `expected a board (text, an array of rows, or a flat array of numbers), got ${describe(board)}`,
      );
    }
    setShape(options);
    if (isText) writeText(board);
    else writeArray(board);
  }

  function writeArray(board) {
    if (ArrayBuffer.isView(board)) {
      if (board instanceof DataView) throw new TypeError("expected a board, got a DataView");
      return writeNumbers(checkNumbers(board, undefined));
    }
    const isGrid = board.length > 0 && Array.isArray(board[0]);
    let cells = board;
    let side = 0;
    if (isGrid) {
      side = boxRows ? boxRows * boxCols : board.length;
      if (board.length !== side) {
        throw new SudokuParseError(
          `expected ${side} rows for a ${side}\u00d7${side} board, found ${board.length}`,
        );
      }
      cells = [];
      for (let r = 0; r < side; r++) {
        const row = board[r];
        if (!Array.isArray(row)) {
          throw new SudokuParseError(
            `row ${r} of the grid is ${describe(row)}, not an array (rows are numbered from 0)`,
            r * side,
          );
        }
        if (row.length !== side) {
          throw new SudokuParseError(
            `ragged grid: row ${r} has ${row.length} cells, expected ${side} ` +
              `(a grid of ${side} rows needs ${side} cells in each; rows are numbered from 0)`,
            r * side,
          );
        }
        for (let c = 0; c < side; c++) cells.push(row[c]);
      }
    } else {
      for (let i = 0; i < board.length; i++) {
        if (Array.isArray(board[i])) {
          throw new SudokuParseError(
            `cell ${i} is an array, but cell 0 is not: give an array of rows or a flat array of cells`,
            i,
          );
        }
      }
    }
    if (cells.some((cell) => typeof cell === "string")) {
      writeCharacters(cells, side);
    } else {
      writeNumbers(checkNumbers(cells, side));
    }
  }

  // A grid (or flat array) of one-character strings, LeetCode style: joined into one-line text,
  // so each cell's offset in the text is its cell index.
  function writeCharacters(cells, side) {
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i];
      if (typeof cell !== "string" || cell.length !== 1) {
        throw new SudokuParseError(
          `${where(i, side)} holds ${describe(cell)}: a board of strings needs one character per cell ` +
            `("." for empty)`,
          i,
        );
      }
      // Characters the text parser would skip would shift every later cell, so they are errors here.
      if (/[\s|+#]/.test(cell)) {
        throw new SudokuParseError(
          `unexpected character ${JSON.stringify(cell)} in ${where(i, side)}`,
          i,
        );
      }
    }
    writeText(cells.join(""));
    fromCells = true;
    gridSide = side;
  }

  function checkNumbers(cells, side) {
    const values = new Int32Array(cells.length);
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i];
      if (cell === null) continue;
      if (typeof cell !== "number" || !Number.isInteger(cell)) {
        throw new SudokuParseError(
          `cell ${i} holds ${describe(cell)}, which is not an integer (0 or null for empty)`,
          i,
        );
      }
      // The core names the board's range; only values an int32 cannot carry are caught here.
      if (cell < -0x80000000 || cell > 0x7fffffff) {
        throw new SudokuParseError(
          `cell ${i} holds ${cell}, which is not a digit of any board (0 for empty, 1 to N)`,
          i,
        );
      }
      values[i] = cell;
    }
    return values;
  }

  // Reads a message written by put_text (marshal.cpp) at int32 index p: byte count, then bytes.
  function readText(heap32, p) {
    const bytes = heap32[p];
    const start = (p + 1) * 4;
    return decoder.decode(wasm.HEAPU8.subarray(start, start + bytes));
  }

  function errorFor() {
    const p = wasm.lastError() >> 2;
    const heap = wasm.HEAP32;
    const position = heap[p];
    const message = readText(heap, p + 1);
    const at = position < 0 ? undefined : position;
    let text_ = message;
    if (at !== undefined && kind === TEXT) {
      if (fromCells) {
        text_ = message.replace(`at offset ${at}`, `in ${where(at, gridSide)}`);
      } else if (at < text.length && text.charCodeAt(at) >= 0x80) {
        const character = String.fromCodePoint(text.codePointAt(at));
        const code = text.codePointAt(at).toString(16).toUpperCase().padStart(4, "0");
        text_ = message.replace("byte 0x80", `'${character}' (U+${code})`);
      }
    }
    return new SudokuParseError(text_, at);
  }

  function afterCall() {
    releaseIfLarge(length);
  }

  function isValid(board, options) {
    prepare(board, options);
    const verdict = wasm.isValid(kind, length, boxRows, boxCols);
    afterCall();
    if (verdict < 0) throw errorFor();
    return verdict === 1;
  }

  function check(board, options) {
    prepare(board, options);
    const ptr = wasm.check(kind, length, boxRows, boxCols);
    afterCall();
    if (ptr === 0) throw errorFor();
    const heap = wasm.HEAP32;
    let p = ptr >> 2;
    const size = heap[p++];
    const rows = heap[p++];
    const cols = heap[p++];
    const conflicts = new Array(heap[p++]);
    for (let k = 0; k < conflicts.length; k++) {
      const unit = UNITS[heap[p++]];
      const index = heap[p++];
      const digit = heap[p++];
      const count = heap[p++];
      conflicts[k] = { unit, index, digit, cells: Array.from(heap.subarray(p, p + count)) };
      p += count;
    }
    const count = heap[p++];
    const conflictCells = Array.from(heap.subarray(p, p + count));
    return {
      valid: conflicts.length === 0,
      size,
      boxRows: rows,
      boxCols: cols,
      conflicts,
      conflictCells,
    };
  }

  function parse(board, options) {
    prepare(board, options);
    const ptr = wasm.parse(kind, length, boxRows, boxCols);
    afterCall();
    if (ptr === 0) throw errorFor();
    const header = wasm.HEAP32.subarray(ptr >> 2, (ptr >> 2) + 3);
    const size = header[0];
    const cells = wasm.HEAPU8.slice(ptr + 12, ptr + 12 + size * size);
    return { size, boxRows: header[1], boxCols: header[2], cells };
  }

  function validateMany(input, options) {
    let bytes;
    if (typeof input === "string") {
      bytes = writeUtf8(input);
    } else if (input instanceof Uint8Array) {
      bytes = input.length;
      reserveText(bytes);
      wasm.HEAPU8.set(input, textPtr);
    } else {
      throw new TypeError(
        `validateMany expects text with one board per line (a string or a Uint8Array), got ${describe(input)}`,
      );
    }
    setShape(options);
    try {
      let p = wasm.validateMany(bytes, boxRows, boxCols) >> 2;
      const heap = wasm.HEAP32; // after the call: it may have grown memory
      const total = heap[p];
      const valid = heap[p + 1];
      const invalid = heap[p + 2];
      const malformed = heap[p + 3];
      const results = wasm.HEAPU8.slice(heap[p + 4], heap[p + 4] + total);
      const view = new Uint32Array(heap.buffer, heap[p + 5], total);
      const errors = new Array(heap[p + 6]);
      p += 7;
      for (let k = 0; k < errors.length; k++) {
        const message = readText(heap, p + 3);
        errors[k] = { line: heap[p], column: heap[p + 1], board: heap[p + 2], message };
        p += 4 + ((heap[p + 3] + 3) >> 2);
      }
      // Lines are strictly increasing from 1, so lines[total-1] === total means every line held a
      // board: then batchReport builds the array only if someone reads it.
      const lines = total > 0 && view[total - 1] === total ? undefined : view.slice();
      return batchReport(total, valid, invalid, malformed, results, lines, errors);
    } finally {
      wasm.releaseBatch();
      if (bytes > KEEP_BYTES) textCapacity = 0;
    }
  }

  // UTF-8 into the input buffer; ASCII text (the common case) needs exactly one byte per unit.
  function writeUtf8(value) {
    reserveText(value.length);
    let result = encoder.encodeInto(value, wasm.HEAPU8.subarray(textPtr, textPtr + value.length));
    if (result.read < value.length) {
      reserveText(value.length * 3);
      result = encoder.encodeInto(value, wasm.HEAPU8.subarray(textPtr, textPtr + value.length * 3));
    }
    return result.written;
  }

  return Object.freeze({
    isValid,
    check,
    parse,
    validateMany,
    /** True when this validator runs the SIMD build of the module (validateMany's vector kernel). */
    simd,
    /** Bytes of wasm memory and bytes allocated inside it: a probe for leak tests. */
    memoryUsage: () => ({ heapBytes: wasm.HEAPU8.byteLength, allocatedBytes: wasm.heapInUse() }),
  });
}

function badShape(shape) {
  return new RangeError(
    `options.shape ${describe(shape)} is not a box shape: write "RxC" (box rows x box columns), ` +
      `e.g. "3x3" or "2x3", or { boxRows: 3, boxCols: 3 }`,
  );
}

// "cell 12 (row 1, column 3)" for grids, "cell 12" for flat arrays.
function where(index, side) {
  if (!side) return `cell ${index}`;
  const r = Math.floor(index / side);
  return `cell ${index} (row ${r}, column ${index - r * side}; numbered from 0)`;
}

function describe(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  switch (typeof value) {
    case "string":
      return JSON.stringify(value.length > 20 ? value.slice(0, 20) + "…" : value);
    case "number":
    case "boolean":
    case "bigint":
      return String(value);
    case "undefined":
      return "undefined";
    case "function":
      return "a function";
    default:
      return value.constructor && value.constructor !== Object
        ? `a ${value.constructor.name}`
        : "a plain object";
  }
}
