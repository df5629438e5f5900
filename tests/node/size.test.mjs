// Size budget of the classic bundle (wasm + glue + API + element + styles), gzipped as a server
// would (node's zlib, level 9), and the classic scripts' encoding.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { gzipSync } from "node:zlib";

// What the build measured (38,709 B gzip: stock Embind, JS arrays read as values, the variant
// rules' words, messages counted from 1, and fflate's inflater, about 2 KB gzip, for a first
// verdict before the first layout: docs/benchmarks.md, "Load time") plus 1 KB: a budget that
// catches growth, not one that drives the design (and under 40 KB, issue 15). The variant rules
// (issue 18) grew it by 348 B (38,716 -> 39,064 B: the API's calls with rules and the error that
// this bundle has none; the rules themselves, 8.5 KB gzip, are left out of its module,
// wasm/CMakeLists.txt), and the budget moved by that much. The formats validator (issue 18)
// grew it by 1,086 B (39,181 -> 40,267 B: loadValidator({ formats: true }) and the loader of
// dist/valid-sudoku-formats.js, about 320 B; the core's recognition of a link, a site id or
// puzzle JSON, its message and the error's needsFormats, about 700 B of the module; the element's
// switch to the formats validator; the formats themselves stay in their own file), and the
// budget moved by that much.
// The board's drawing of the variant rules (issue 19) is not in this bundle: it arrives with
// dist/valid-sudoku-formats.js, the file a board's rules load (scripts/bundle.mjs,
// web/entries/classic-formats-loader.js; +2,830 B there). What stays here (the rules property,
// its check, region lines and peers, the hook that takes the drawing, forced colours' wider box
// edges) grew it to 40,903 B, under the guard rail, so the budget is the rail.
// The board from parts (issue 29: history, navigation, keypad, form control, copy, drawing and
// the verdict's state as modules, the element a thin assembly; a refused submit focuses the
// board) grew it by 1,576 B (40,955 -> 42,531 B: the parts' member names, which the minifiers
// keep, and their wiring), and the budget moved by that much.
// The snapshot of every JS value before a call into wasm (issue 28: web/api/snapshot.js, the
// core's words for a read that threw, a long name cut, the cages copied as literals for speed)
// grew it by 1,462 B (42,720 -> 44,182 B before issue 34), and the budget moved by that much.
// The attributes solvable and unique (issue 34: the properties, the hook that asks the solver and
// the loader's bindings) grew it by 286 B (42,720 -> 43,006 B before the snapshot); the solver
// itself, the board's part that words its answer and the API's countSolutions arrive with
// dist/valid-sudoku-formats.js (scripts/bundle.mjs), and the budget moved by that much.
// validateMany's solvable option (issue 34: the option read, the branch to the solver and the
// words that say which validator carries it) grew it by 89 B (44,461 -> 44,550 B).
// The constraints' place in every report (issue 31: Report::undecided, the rules' new fields;
// the constraints themselves are judged in the formats module only) grew it by 59 B (44,550 ->
// 44,609 B).
// The binding's property names made JS strings once, not at every property (issue 28: check() of a
// valid board 16 % faster, of one with conflicts 19 %) grew it by 34 B (44,622 -> 44,656 B).
// Constraints as data in the rules (issue 31: rules.constraints, negativeRatio and negativeXv
// copied by the snapshot, their names, the negative rules' conflicts; the constraints are read
// and judged by the formats module only) grew it by 93 B (44,656 -> 44,749 B).
// The constraints' judges (issue 31: the killer cage's partial sum as the constraints' rule, the
// negative rules' and that sum's sentences in describe; the judges themselves are in the formats
// module) grew it by 169 B (44,749 -> 44,918 B).
// validateMany reading a Node Buffer by its bytes instead of copying it element by element (issue
// 28: 1M boards from a file in 35 ms instead of 124 ms) grew it by 24 B (44,918 -> 44,942 B).
// The solver's worker (issue 34: the glue's module object keeps the build and the compiled module
// for it, and the solver gets the API's shape reader; the worker itself comes with the formats
// file) grew it by 17 B (44,955 -> 44,972 B).
// compileRules (issue 28: the name, and its noRules error where the module has no rules; the
// handle itself arrives with dist/valid-sudoku-formats.js) moved it by the 31 B it grew (44,967 ->
// 44,998 B).
// The core's words as messages (issue 33: one formatter, each sentence's pieces a message, so a
// catalog can say them in another language) would have grown it by about 2 KB; the module leaves
// out validateMany (the formats validator's in this script, docs/js-api.md) and the sentences of
// the variant rules' conflicts, which it never makes (core/src/describe.hpp), and the script
// shrank by 195 B (44,772 -> 44,577 B); the budget stays.
// The guard rail (the house's rule): the classic bundle stays under 44 KB gzip whatever the
// budget's sum says; past it, something moves to a file loaded on demand.
const GUARD_RAIL = 44 * 1024;
// The boards' language (issue 33: the page's lang passed to the core as options.locale on the
// read, check and paste, the formats validator switched to for any but English, the core's words
// marked with their lang and the board's own with "en", a value's error read again in a new
// language; the catalog's look-up and loading and the lang watch come with the formats file) grew
// it by 180 B, paid down to 114 B (44,920 -> 45,034 B) by shorter load-failure and
// too-large-board sentences; the budget moved by the 27 B past its sum, under the rail.
const BUDGET = Math.min(
  38_709 + 348 + 1_086 + 1024 + 1_576 + 1_462 + 286 + 89 + 59 + 34 + 93 + 169 + 24 + 17 + 31 + 27,
  GUARD_RAIL,
);

const kb = (n) => (n / 1024).toFixed(1);
const read = (name) => readFileSync(new URL(`../../dist/${name}`, import.meta.url));

test(`dist/valid-sudoku.js gzipped fits in ${kb(BUDGET)} KB`, () => {
  const bytes = read("valid-sudoku.js");
  const gzipped = gzipSync(bytes, { level: 9 }).length;
  console.log(
    `dist/valid-sudoku.js: ${bytes.length} B, ${gzipped} B gzip (${kb(gzipped)} KB; budget ${kb(BUDGET)} KB)`,
  );
  assert.ok(gzipped <= BUDGET, `${gzipped} B gzip is over the ${BUDGET} B budget`);
});

// The explainer's classic script carries the board's bundle too, plus <sudoku-explainer> and its
// code samples in four languages (about 10 KB gzip of its own), and since issue 18 the variant
// rules (49,777 -> 59,163 B gzip: 9,386 B, by which the budget moved), and since issue 19 the
// board's drawing of them (web/elements/board-rules.js and .css: 60,321 -> 63,753 B, 3,432 B,
// by which it moved again; the board's own classic script leaves that drawing out).
// The board and the explainer from parts (issue 29) moved it by the 1,459 B it grew (63,846 ->
// 65,305 B). Values named as JS writes them (1n, "an ArrayBuffer") and negative shape sides read
// as sides (issue 30) moved it by 98 B (65,397 -> 65,495 B), with a margin of 102 B.
// The snapshot of JS values (issue 28) moved it by the 1,511 B it grew (65,495 -> 67,006 B).
// The board's attributes solvable and unique (issue 34) moved it by the 308 B it grew (65,495 ->
// 65,803 B before the snapshot); their solver and its words arrive with dist/valid-sudoku-formats.js.
// validateMany's solvable option and the explainer's last step on whether a valid board can still
// be completed (issue 34; the solver itself loads with dist/valid-sudoku-formats.js) moved it by
// the 606 B they grew (67,325 -> 67,931 B).
// The constraints' place in the rules and reports (issue 31: their names, the refusal of
// rules.constraints outside the formats module) moved it by the 289 B it grew (67,931 -> 68,220 B).
// Constraints as data in the rules (issue 31: the rules' new names and flags, the negative rules'
// conflicts, the snapshot's copy of rules.constraints) moved it by the 281 B it grew (68,347 ->
// 68,628 B).
// The board's words for the constraints it does not draw yet (issue 31: counted by kind under the
// board, web/elements/rules-words.js) moved it by the 319 B they grew (68,628 -> 68,947 B); the
// board's classic script takes them with the formats file.
// The constraints' judges (issue 31: the cage's partial sum, the negative rules and their
// sentences) moved it by the 957 B it grew (68,947 -> 69,904 B).
// validateMany reading a Node Buffer by its bytes (issue 28) moved it by the 25 B it grew past the
// budget (69,948 -> 69,973 B).
// The rules handle (issue 28: compileRules, the module's Embind class over sudoku::RuleSet and
// the compiled scan it links in) moved it by the 6,693 B it grew (69,854 -> 76,547 B).
// The board's rules compiled once (issue 28: board-checker.js keeps a compileRules handle, made
// again only when the rules, the shape or the validator change) and the rules' copier apart
// (web/api/snapshot-rules.js, which the board's own classic script takes with the formats file:
// 44,998 -> 44,770 B there) moved it by the 150 B it grew (76,547 -> 76,697 B).
// The core's words as messages (issue 33: the one formatter, and each sentence of the readers, the
// rules' refusals and the conflicts built from its pieces with typed arguments, so that a catalog
// can say them in another language) moved it by the 2,815 B it grew (76,806 -> 79,621 B).
// The API's options.locale (issue 33: the binding's speak(), which sets the core's catalog around a
// call, and the look-up of a loaded catalog by its tag; the board's own classic script leaves
// speak() out, NO_SPEAK) moved it by the 919 B it grew (79,434 -> 80,353 B).
// check(board, { rules }) with the rules kept compiled (issue 28: web/api/rule-handle.js keeps the
// last four rules objects read, compared value by value with each call's copy; the binding's
// RuleSet reads rules for any shape and judges with RuleSet::is_valid) moved it by the 447 B it
// grew (80,353 -> 80,800 B), after shrinking: the scalar module had grown by 1,117 B gzip, and
// RulePlan::check no longer inlined twice (core/src/check_rules.cpp) and the rules' describe()
// made check()'s description (no method of its own) took that to 141 B; the rest is that JS.
// check(board, { rules }) comparing each call's rules with the latest while it copies them
// (issue 28: web/api/snapshot-rules.js answers with the latest copy itself when every value read
// is the same, which rule-handle.js finds by identity) grew it by 376 B (80,983 -> 81,359 B); the
// one pass over rows, columns and boxes of a check with rules (issues 28, 31: RulePlan keeps no
// units for them) shrank it by 1,331 B, which pays for those 376 B: the budget did not move.
const EXPLAINER_BUDGET =
  50 * 1024 +
  9_386 +
  3_432 +
  1_459 +
  200 +
  1_511 +
  308 +
  606 +
  289 +
  281 +
  319 +
  957 +
  25 +
  6_693 +
  150 +
  2_815 +
  919 +
  447;

test(`dist/sudoku-explainer.js gzipped fits in ${kb(EXPLAINER_BUDGET)} KB`, () => {
  const bytes = read("sudoku-explainer.js");
  const gzipped = gzipSync(bytes, { level: 9 }).length;
  console.log(
    `dist/sudoku-explainer.js: ${bytes.length} B, ${gzipped} B gzip (budget ${kb(EXPLAINER_BUDGET)} KB)`,
  );
  assert.ok(
    gzipped <= EXPLAINER_BUDGET,
    `${gzipped} B gzip is over the ${EXPLAINER_BUDGET} B budget`,
  );
});

// The embedded wasm is written in ASCII digits and every other character is escaped, so a page in any encoding
// reads the classic scripts the same, without a byte order mark.
test("the classic scripts are ASCII", () => {
  for (const name of ["valid-sudoku.js", "sudoku-explainer.js"]) {
    const bytes = read(name);
    const first = bytes.findIndex((byte) => byte > 0x7f);
    assert.equal(first, -1, `dist/${name} has a byte above 0x7F at offset ${first}`);
  }
});
