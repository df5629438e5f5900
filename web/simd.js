// The optional WebAssembly SIMD128 path of validateMany: a tiny second module over the main module's memory.
//
// The main module is built without SIMD so that it loads in every engine. This side module
// (wasm/simd/, core/src/fast_simd128.cpp) holds only the batch scan; it is instantiated where the
// engine validates it, imports the main module's memory, and reads the text the API already wrote
// there. Its kernel keeps a 448-byte frame on a shadow stack, which lives in a region this file
// reserves from the main module (scratchBuffer) and points the module's exported __stack_pointer
// at; the module has no other global and no data. It checks runs of plain 81-character lines, 16 boards per pass; every other line (blank,
// comment, malformed, another size) goes to the main module's validate_many, so reports are
// identical to the scalar path's. The classic bundle (dist/valid-sudoku.js) leaves this file out
// to stay within its size budget (scripts/bundle.mjs).
//
// SUDOKU_SIMD (environment, Node only; read when the validator is created): "0" forces the scalar
// path, "1" makes loadValidator() fail when the SIMD module cannot be used (tests, benchmarks).
import simdWasmBytes from "../build/wasm/wasm/simd/sudoku-simd.wasm";
import { batchReport } from "./batch-report.js";

// A run of fewer fast lines than this between slow ones stays with the main module: each switch
// between the two modules costs a call and a small copy.
const MIN_RUN = 32;
// The core keeps the first 1000 errors of a batch (max_batch_errors); so does the merged report.
const MAX_ERRORS = 1000;
const LOW_32 = 0xffffffffn;
// The side module's shadow stack: its one frame is 448 bytes (-Os, clang 14); the rest is margin.
// tests/node/simd.test.mjs reads this line and checks that the stack stays inside the region.
const STACK_BYTES = 4096;

/**
 * Returns validateMany's SIMD path for this instance of the main module, or undefined when the
 * engine has no wasm SIMD, instantiation fails, or SUDOKU_SIMD=0.
 * The function takes the address and length of the text already in wasm memory and the shape
 * (0, 0 or 3, 3) and returns the same report as the scalar path.
 */
export function createSimdBatch(wasm) {
  const mode = typeof process === "object" && process.env ? process.env.SUDOKU_SIMD : undefined;
  if (mode === "0") return undefined;
  let scan;
  let skip;
  try {
    const bytes = simdWasmBytes();
    if (!WebAssembly.validate(bytes)) throw new Error("this engine does not support wasm SIMD128");
    // The glue keeps the main module's exports as `asm`; export names are minified, so the memory
    // is found by type.
    const memory = Object.values(wasm.asm || {}).find(
      (value) => value instanceof WebAssembly.Memory,
    );
    if (!memory) throw new Error("the main module's memory is not reachable");
    // Synchronous: the module is a few KB, well under the engines' limit for main-thread compiles.
    const exports = new WebAssembly.Instance(new WebAssembly.Module(bytes), { env: { memory } })
      .exports;
    // The stack grows down from the top of a block the main module keeps allocated; until it is
    // set, the pointer is 0 and any call traps.
    if (!(exports.__stack_pointer instanceof WebAssembly.Global)) {
      throw new Error("the SIMD module does not export its stack pointer");
    }
    const stackBase = wasm.scratchBuffer(STACK_BYTES);
    if (!stackBase) throw new Error("no memory for the SIMD module's stack");
    exports.__stack_pointer.value = stackBase + STACK_BYTES;
    scan = exports.scan;
    skip = exports.skip;
  } catch (error) {
    if (mode === "1") throw error;
    return undefined;
  }
  const decoder = new TextDecoder();

  return function validateManySimd(textPtr, length, boxRows, boxCols) {
    const end = textPtr + length;
    // Pieces of the report in order: fast runs (results only, lines consecutive) and the main
    // module's reports of the lines between them.
    const resultPieces = [];
    const linePieces = []; // [firstLine, count] for a fast run, a Uint32Array for a slow chunk
    const errors = [];
    let total = 0;
    let valid = 0;
    let invalid = 0;
    let malformed = 0;
    let lineBase = 0; // lines before `at`
    let lastLine = 0;
    let at = textPtr;
    while (at < end) {
      const scanned = scan(at, end);
      const count = Number(scanned >> 32n);
      if (count > 0) {
        // The results were written in place over the text of the lines just read.
        const results = wasm.HEAPU8.slice(at, at + count);
        let ones = 0;
        for (let i = 0; i < count; i++) ones += results[i];
        resultPieces.push(results);
        linePieces.push([lineBase + 1, count]);
        total += count;
        valid += ones;
        invalid += count - ones;
        lineBase += count;
        lastLine = lineBase;
      }
      at += Number(scanned & LOW_32);
      if (at >= end) break;

      // Slow lines, up to the next run of fast ones: the main module reads text from the start of
      // its buffer, and everything before `at` has been read, so they are moved there.
      const skipped = skip(at, end, MIN_RUN);
      const bytes = Number(skipped & LOW_32);
      wasm.HEAPU8.copyWithin(textPtr, at, at + bytes);
      let p = wasm.validateMany(bytes, boxRows, boxCols) >> 2;
      const heap = wasm.HEAP32; // after the call: it may have grown memory
      const boards = heap[p];
      if (boards > 0) {
        resultPieces.push(wasm.HEAPU8.slice(heap[p + 4], heap[p + 4] + boards));
        const lines = new Uint32Array(heap.buffer, heap[p + 5], boards).slice();
        for (let i = 0; i < boards; i++) lines[i] += lineBase;
        linePieces.push(lines);
        lastLine = lines[boards - 1];
      }
      valid += heap[p + 1];
      invalid += heap[p + 2];
      malformed += heap[p + 3];
      const errorCount = heap[p + 6];
      p += 7;
      for (let k = 0; k < errorCount; k++) {
        const bytesOfMessage = heap[p + 3];
        if (errors.length < MAX_ERRORS) {
          const start = (p + 4) * 4;
          errors.push({
            line: heap[p] + lineBase,
            column: heap[p + 1],
            board: heap[p + 2] + total,
            message: decoder.decode(wasm.HEAPU8.subarray(start, start + bytesOfMessage)),
          });
        }
        p += 4 + ((bytesOfMessage + 3) >> 2);
      }
      total += boards;
      lineBase += Number(skipped >> 32n);
      at += bytes;
    }

    const results = resultPieces.length === 1 ? resultPieces[0] : concat(resultPieces, total);
    // As in the scalar path: when every line held a board, lines are 1..total, built on demand.
    const lines = total > 0 && lastLine === total ? undefined : joinLines(linePieces, total);
    return batchReport(total, valid, invalid, malformed, results, lines, errors);
  };
}

function concat(pieces, total) {
  const all = new Uint8Array(total);
  let offset = 0;
  for (const piece of pieces) {
    all.set(piece, offset);
    offset += piece.length;
  }
  return all;
}

function joinLines(pieces, total) {
  const lines = new Uint32Array(total);
  let offset = 0;
  for (const piece of pieces) {
    if (piece instanceof Uint32Array) {
      lines.set(piece, offset);
      offset += piece.length;
    } else {
      const [first, count] = piece;
      for (let i = 0; i < count; i++) lines[offset + i] = first + i;
      offset += count;
    }
  }
  return lines;
}
