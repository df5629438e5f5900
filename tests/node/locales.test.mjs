// The catalogs of other languages (locales/<tag>.json, issue 33): each has every message of the
// core with the same placeholders and plural forms and no message the core lacks (catalogProblems,
// scripts/messages.mjs), a header that asks for a native speaker's review and says how to send
// one, and a glossary whose terms the messages use. Digits and cell names stay as the English
// writes them: Western digits, r1c1.
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { test } from "node:test";
import { catalogProblems, englishCatalog, placeholdersOf } from "../../scripts/messages.mjs";

const folder = new URL("../../locales/", import.meta.url);
const english = englishCatalog();
const catalogs = readdirSync(folder)
  .filter((name) => name.endsWith(".json"))
  .map((name) => [name, JSON.parse(readFileSync(new URL(name, folder), "utf8"))]);

// The terms every glossary gives, and the messages where each must be the glossary's word.
const TERMS = {
  row: ["describe.place.row"],
  column: ["describe.place.column"],
  box: ["describe.place.box"],
  cage: ["describe.place.cage", "describe.cage.more"],
  region: ["describe.place.region"],
  diagonal: ["describe.place.main_diagonal"],
  cell: ["parse.no_cells"],
  digit: ["parse.json.a_digit"],
  conflict: ["describe.more_conflicts"],
  board: ["parse.board_size"],
  clue: ["constraints.validate.not_clue_s_next_cell"],
  constraint: ["constraints.validate.not_constraint_kind"],
  given: [],
  puzzle: ["formats.own.puzzle_json"],
  referee: ["formats.own.rules_no_rule_referee_knows"],
  "formats validator": ["parse.needs_formats"],
};

test("there are catalogs, French, Spanish and Simplified Chinese among them", () => {
  const tags = catalogs.map(([, catalog]) => catalog.locale);
  for (const tag of ["fr", "es", "zh-Hans"])
    assert.ok(tags.includes(tag), `locales/${tag}.json is missing`);
});

for (const [file, catalog] of catalogs) {
  test(`${file}: every message of the core, with its placeholders and plurals, and no other`, () => {
    assert.equal(`${catalog.locale}.json`, file);
    assert.deepEqual(catalogProblems(english, catalog.messages), []);
  });

  test(`${file}: the header asks for a native speaker's review and says how to send one`, () => {
    assert.equal(typeof catalog.language, "string");
    assert.match(catalog.review, new RegExp(`locales/${catalog.locale}\\.json`));
    assert.match(catalog.review, /native speaker/);
  });

  test(`${file}: the glossary's terms are the words its messages use`, () => {
    assert.deepEqual(Object.keys(catalog.glossary).sort(), Object.keys(TERMS).sort());
    for (const [term, names] of Object.entries(TERMS)) {
      const word = catalog.glossary[term].toLowerCase();
      for (const name of names)
        assert.ok(
          catalog.messages[name].toLowerCase().includes(word),
          `${name} does not use the glossary's "${word}" for ${term}: ${catalog.messages[name]}`,
        );
    }
  });

  test(`${file}: digits, cell names and the plurals' branches as the English has them`, () => {
    for (const [name, pattern] of Object.entries(catalog.messages)) {
      // Western digits only: the puzzle's symbols and every number stay as the core writes them.
      assert.doesNotMatch(pattern, /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\uff10-\uff19]/, name);
      // A cell the English names (r{0}c{1}, R1C1) is named the same way.
      for (const cell of english[name].pattern.match(/r\{\d\}c\{\d\}|R\dC\d/g) ?? [])
        assert.ok(pattern.includes(cell), `${name} lost ${cell}: ${pattern}`);
      // Every plural keeps an other branch (placeholdersOf throws without one).
      placeholdersOf(pattern);
    }
  });
}
