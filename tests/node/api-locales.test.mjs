// The JS API in the reader's language: options.locale on describe, check({ describe: true }) and
// the errors the core words, with the catalogs of valid-sudoku/locales/<tag> (dist/locales/*.mjs,
// .cjs) and the classic dist/locales/<tag>.js, each loaded on demand and registered by its tag
// (docs/js-api.md#languages).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import vm from "node:vm";
import { loadValidator, SudokuParseError } from "../../dist/valid-sudoku.mjs";

const EXAMPLE_1 =
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const EXAMPLE_2 = "8" + EXAMPLE_1.slice(1);
const dist = new URL("../../dist/", import.meta.url);
const LOCALES = Symbol.for("valid-sudoku.locales");

const sudoku = await loadValidator();
const ENGLISH = "8 appears twice in column 1 (r1c1, r4c1) and in box 1 (r1c1, r3c3)";
const FRENCH =
  "le 8 apparaît deux fois dans la colonne 1 (r1c1, r4c1) et dans le bloc 1 (r1c1, r3c3)";

test("no catalog is loaded by the API itself: a tag is refused until one is", () => {
  assert.equal(globalThis[LOCALES], undefined);
  assert.throws(
    () => sudoku.describe(EXAMPLE_2, { locale: "fr" }),
    (error) =>
      error instanceof RangeError &&
      error.message.startsWith('options.locale: no catalog for "fr" is loaded') &&
      error.message.endsWith("loaded: none"),
  );
  // English needs none.
  assert.equal(sudoku.describe(EXAMPLE_2, { nameCells: true, locale: "en-GB" }), ENGLISH);
});

test("describe and check speak the catalog's language; the next call is English again", async () => {
  const { default: fr } = await import(new URL("locales/fr.mjs", dist));
  assert.equal(fr.locale, "fr");
  assert.equal(sudoku.describe(EXAMPLE_2, { nameCells: true, locale: fr }), FRENCH);
  assert.equal(sudoku.describe(EXAMPLE_2, { nameCells: true, locale: "fr" }), FRENCH);
  assert.equal(sudoku.describe(EXAMPLE_2, { nameCells: true, locale: "fr-CA" }), FRENCH);
  const report = sudoku.check(EXAMPLE_2, { describe: true, nameCells: true, locale: "fr" });
  assert.equal(report.description, FRENCH);
  assert.equal(report.valid, false);
  assert.equal(sudoku.describe(EXAMPLE_2, { nameCells: true }), ENGLISH);
  assert.equal(sudoku.describe(EXAMPLE_1, { locale: "fr" }), "");
});

test("the core's errors are in the language too, and English after", async () => {
  await import(new URL("locales/fr.mjs", dist));
  const bad = EXAMPLE_1.slice(0, 17) + "?" + EXAMPLE_1.slice(18);
  const thrown = (options) => {
    try {
      sudoku.check(bad, options);
    } catch (error) {
      assert.ok(error instanceof SudokuParseError, String(error));
      return error.message;
    }
    assert.fail("no error");
  };
  assert.match(thrown({ locale: "fr" }), /caractère inattendu/);
  assert.match(thrown(undefined), /unexpected character/);
  assert.doesNotMatch(thrown({}), /caractère/);
});

test("a locale that is neither a tag nor a catalog is a TypeError naming it", () => {
  assert.throws(
    () => sudoku.describe(EXAMPLE_2, { locale: 42 }),
    (error) =>
      error instanceof TypeError && /options\.locale must be .* got 42$/.test(error.message),
  );
});

test("Spanish through require, and the classic dist/locales/<tag>.js registers the same catalog", () => {
  const es = createRequire(import.meta.url)("../../dist/locales/es.cjs").default;
  assert.match(
    sudoku.describe(EXAMPLE_2, { locale: es }),
    /^el 8 aparece dos veces en la columna 1/,
  );
  const page = vm.createContext({});
  vm.runInContext(readFileSync(new URL("locales/es.js", dist), "utf8"), page);
  const classic = vm.runInContext(`globalThis[Symbol.for("valid-sudoku.locales")]`, page).es;
  assert.equal(classic.text, es.text);
  assert.match(sudoku.describe(EXAMPLE_2, { locale: classic }), /^el 8 aparece dos veces/);
  // CLDR's rule for Spanish: 1 is one, 0 and 2 are other, 1000000 many.
  assert.deepEqual([0, 1, 2, 1000000].map(classic.plural), [5, 1, 5, 4]);
});

test("Simplified Chinese: zh-Hans, and the tags it speaks for (zh, zh-CN, zh-Hans-CN)", async () => {
  const { default: zh } = await import(new URL("locales/zh-Hans.mjs", dist));
  assert.equal(zh.locale, "zh-Hans");
  const CHINESE = "8 在第 1 列出现两次 (r1c1, r4c1)，也在第 1 宫 (r1c1, r3c3)";
  for (const locale of [zh, "zh-Hans", "zh-Hans-CN", "zh", "zh-CN"])
    assert.equal(sudoku.describe(EXAMPLE_2, { nameCells: true, locale }), CHINESE, String(locale));
  // A variant rule's conflict, by check with rules and by rules compiled once.
  const rules = { cages: [{ sum: 3, cells: [0, 1] }] };
  const killer = "第 1 个笼的和为 8，大于它的 3";
  const options = { describe: true, locale: "zh-Hans" };
  assert.equal(sudoku.check(EXAMPLE_1, { ...options, rules }).description, killer);
  const compiled = sudoku.compileRules(rules);
  assert.equal(compiled.check(EXAMPLE_1, options).description, killer);
  compiled.delete();
  // CLDR's rule for Chinese: every count is other.
  assert.deepEqual([0, 1, 2, 1000000].map(zh.plural), [5, 5, 5, 5]);
});
