// Types of valid-sudoku/formats: the package's API (the same as valid-sudoku's), from the entry
// that also carries the formats module, for loadValidator({ formats: true }).
export * from "../api/index.js";
