// The shared fixtures through both package entries in dist/ (ES module and CommonJS), and through
// the sources themselves, which run in Node without the bundler (build/wasm-modules.mjs).
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { loadCases } from "./fixtures.mjs";

const require = createRequire(import.meta.url);
const entries = {
  esm: await import("../../dist/valid-sudoku.mjs"),
  cjs: require("../../dist/valid-sudoku.cjs"),
  sources: await import("../../web/api/api.js"),
};
const cases = loadCases();

test("the fixture files hold cases of every kind", () => {
  assert.ok(cases.length > 0, "no fixture cases were found in tests/fixtures/*.cases");
  for (const kind of ["valid", "invalid", "error"]) {
    assert.ok(
      cases.some((c) => c.expect === kind),
      `no case expects ${kind}`,
    );
  }
});

for (const [entryName, api] of Object.entries(entries)) {
  test(`${entryName}: every fixture case`, async (t) => {
    const sudoku = await api.loadValidator();
    let checked = 0;
    for (const c of cases) {
      await t.test(`${c.file}: ${c.name}`, () => {
        const label = `${c.file}: ${c.name}`;
        if (c.expect === "error") {
          for (const method of ["isValid", "check", "parse"]) {
            assert.throws(
              () => sudoku[method](c.input, c.options),
              (error) => {
                assert.ok(
                  error instanceof api.SudokuParseError,
                  `${label}: ${method} threw ${error}`,
                );
                assert.equal(error.name, "SudokuParseError");
                assert.ok(
                  error.message.includes(c.error),
                  `${label}: "${error.message}" should contain "${c.error}"`,
                );
                assert.equal(error.position, c.position, `${label}: position`);
                return true;
              },
            );
          }
        } else {
          const report = sudoku.check(c.input, c.options);
          assert.equal(report.valid, c.expect === "valid", label);
          assert.equal(sudoku.isValid(c.input, c.options), c.expect === "valid", label);
          assert.deepEqual(report.conflicts, c.conflicts, label);
          const union = [...new Set(c.conflicts.flatMap((conflict) => conflict.cells))].sort(
            (a, b) => a - b,
          );
          assert.deepEqual(report.conflictCells, union, label);
          if (c.size !== undefined) assert.equal(report.size, c.size, label);
          if (c.boxes !== undefined) {
            assert.equal(`${report.boxRows}x${report.boxCols}`, c.boxes, label);
            const parsed = sudoku.parse(c.input, c.options);
            assert.equal(`${parsed.boxRows}x${parsed.boxCols}`, c.boxes, label);
            assert.equal(parsed.cells.length, parsed.size * parsed.size, label);
            // The parsed cells are a board too, and check the same.
            assert.deepEqual(sudoku.check(parsed.cells, c.options).conflicts, c.conflicts, label);
          }
        }
        checked++;
      });
    }
    assert.equal(checked, cases.length);
  });
}
