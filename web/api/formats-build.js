// The formats module for web/api/api.js's loadValidator({ formats: true }), imported on demand.
// In the sources it is the build Node runs (build/wasm-modules.mjs); the bundles put their own
// file in its place (scripts/bundle.mjs): the package's dist/formats.mjs or dist/formats.cjs,
// and in the classic scripts a loader of dist/valid-sudoku-formats.js (classic-formats-loader.js).
import { sudokuFormats } from "../../build/wasm-modules.mjs";

/** The formats module: { create, packed, probe } (scripts/wasm-modules.mjs). */
export const formatsBuild = () => sudokuFormats;
