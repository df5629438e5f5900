// The formats module for web/api/api.js's loadValidator({ formats: true }), loaded on demand:
// formatsBuild() resolves to it ({ create, packed, probe }: scripts/wasm-modules.mjs). In the
// sources it is the build Node runs; the bundles put their own version of this file in its place
// (scripts/bundle.mjs): in the package's entries an import() of dist/formats.mjs or .cjs beside
// them, so bundlers split it off; in the classic scripts a loader of dist/valid-sudoku-formats.js
// (web/entries/classic-formats-loader.js).
export const formatsBuild = () =>
  import("../../build/wasm-modules.mjs").then((modules) => modules.sudokuFormats);
