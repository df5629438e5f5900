// Which build of the wasm module the API runs: the SIMD build where the engine validates it, else
// the scalar one (web/api/api.js's loadValidator). The builds are build/wasm-modules.mjs's
// (scripts/wasm-modules.mjs; the classic bundles have no SIMD build: sudokuSimd is undefined).
import { sudoku, sudokuSimd } from "../../build/wasm-modules.mjs";

// SUDOKU_SIMD (environment, Node only; read when the validator is first loaded): "0" forces the
// scalar build, "1" makes loading fail unless the SIMD build is used (tests, benchmarks). The
// classic scripts have no SIMD build.
export function chooseBuild() {
  const mode = typeof process === "object" && process.env ? process.env.SUDOKU_SIMD : undefined;
  if (sudokuSimd && mode !== "0" && WebAssembly.validate(sudokuSimd.probe)) {
    return { ...sudokuSimd, simd: true };
  }
  if (mode === "1") {
    throw new Error(
      sudokuSimd
        ? "SUDOKU_SIMD=1, but this engine does not support WebAssembly SIMD128"
        : "SUDOKU_SIMD=1, but this bundle has no SIMD build",
    );
  }
  return { ...sudoku, simd: false };
}
