// The plural rules the core is handed with a catalog (web/cli/locales.js: CLDR's rules as
// make-plural compiles them, bundled at build time): each language's rule gives CLDR's own
// examples their categories, agrees with Intl.PluralRules for 0..4096, and reaches the core as
// the index of its sudoku::PluralCategory.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { LANGUAGE_TAGS, chooseLanguage } from "../../web/cli/locales.js";

const examples = JSON.parse(
  readFileSync(new URL("../../node_modules/make-plural/examples.json", import.meta.url), "utf8"),
);
// sudoku::PluralCategory's order (core/include/sudoku/messages.hpp).
const CATEGORIES = ["zero", "one", "two", "few", "many", "other"];
const translated = LANGUAGE_TAGS.filter((tag) => tag !== "en");

test("the command's languages are English, Spanish, French and Chinese, each with its rule", () => {
  assert.deepEqual(LANGUAGE_TAGS, ["en", "es", "fr", "zh-Hans"]);
  assert.equal(chooseLanguage("en", {}).catalog, null); // the core's own rule: one for 1
  for (const tag of translated)
    assert.equal(typeof chooseLanguage(tag, {}).catalog.plural, "function");
});

test("each rule gives CLDR's whole-number examples their category", () => {
  for (const tag of translated) {
    const { plural } = chooseLanguage(tag, {}).catalog;
    let checked = 0;
    for (const [category, numbers] of Object.entries(examples[tag.split("-")[0]].cardinal)) {
      // The core counts whole numbers only (cells, boards, nodes).
      for (const number of numbers.filter((n) => /^[0-9]+$/.test(n))) {
        assert.equal(CATEGORIES[plural(Number(number))], category, `${tag}: ${number}`);
        ++checked;
      }
    }
    assert.ok(checked >= 5, `${tag}: ${checked} examples`);
  }
});

test("each rule agrees with Intl.PluralRules for 0..4096", () => {
  for (const tag of translated) {
    const { plural } = chooseLanguage(tag, {}).catalog;
    const intl = new Intl.PluralRules(tag);
    for (let n = 0; n <= 4096; ++n)
      assert.equal(CATEGORIES[plural(n)], intl.select(n), `${tag}: ${n}`);
  }
  // English's, the core's own (one for 1, other otherwise), too.
  const english = new Intl.PluralRules("en");
  for (let n = 0; n <= 4096; ++n) assert.equal(english.select(n), n === 1 ? "one" : "other");
});
