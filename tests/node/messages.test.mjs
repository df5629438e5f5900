// The catalog of the core's words (issue 33): the English one extracted from the sources by
// scripts/messages.mjs, and every other catalog checked against it (same names, placeholders and
// plurals; no name the sources lack).
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  catalogProblems,
  englishCatalog,
  mapText,
  messageId,
  messagesIn,
  placeholdersOf,
  pseudoLocale,
} from "../../scripts/messages.mjs";

const english = englishCatalog();

test("the English catalog: every message of core/src, well formed, with its placeholders", () => {
  for (const [name, entry] of Object.entries(english)) {
    assert.equal(entry.id, messageId(name), name);
    assert.deepEqual(
      { placeholders: entry.placeholders, plurals: entry.plurals },
      placeholdersOf(entry.pattern),
      name,
    );
  }
  // Ids are unique (englishCatalog throws on two names with one id).
  const ids = Object.values(english).map(({ id }) => id);
  assert.equal(new Set(ids).size, ids.length);
});

// A catalog as englishCatalog() makes one, from a source of its own.
const sample = Object.fromEntries(
  messagesIn(
    [
      'SUDOKU_MESSAGE("describe.appears", "{digit} appears {places}")',
      'SUDOKU_MESSAGE("describe.cells", " ({cells})")',
      'SUDOKU_MESSAGE("describe.in_row", "in row {number}{cells}")',
      'SUDOKU_MESSAGE("describe.more_conflicts", "; and {count, plural, one {# more conflict} "',
      '               "other {# more conflicts}}")',
    ].join("\n"),
  ).map(({ name, pattern }) => [
    name,
    { id: messageId(name), pattern, ...placeholdersOf(pattern) },
  ]),
);

test("the id is sudoku::message_id's FNV-1a hash", () => {
  assert.equal(messageId(""), 2166136261);
  assert.equal(messageId("a"), 0xe40c292c); // FNV-1a's published value
});

test("the extraction reads the macro's literals, split or escaped, and skips comments", () => {
  const source = [
    '// SUDOKU_MESSAGE("in.comment", "no")',
    'f(SUDOKU_MESSAGE("a.b", "x {n} "',
    '                 "\\u00d7 {m}\\n"));',
  ].join("\n");
  assert.deepEqual(messagesIn(source), [
    { name: "a.b", pattern: "x {n} \u00d7 {m}\n", line: "source:2" },
  ]);
  assert.throws(() => messagesIn('SUDOKU_MESSAGE(name, "x")'), /name must be a string literal/);
  assert.throws(() => messagesIn('SUDOKU_MESSAGE("a", text)'), /pattern must be string literals/);
});

test("placeholders are read as the core's formatter reads them; a bad pattern is refused", () => {
  assert.deepEqual(placeholdersOf("{a} {n, plural, =0 {none} one {# {b}} other {# {a}}}"), {
    placeholders: ["a", "n", "b"],
    plurals: ["n"],
  });
  for (const bad of [
    "{a",
    "a}",
    "{}",
    "{n, select, other {x}}",
    "{n, plural, one {x}}",
    "{n, plural, =x {a} other {b}}",
  ])
    assert.throws(() => placeholdersOf(bad), Error, bad);
});

test("en-XA, made from the English, is a catalog with every message and its placeholders", () => {
  assert.deepEqual(catalogProblems(english, pseudoLocale(english)), []);
  const enXA = pseudoLocale(sample);
  assert.deepEqual(catalogProblems(sample, enXA), []);
  assert.equal(enXA["describe.appears"], "{digit} ȧƥƥḗȧřş {places}");
  assert.equal(
    mapText("{n, plural, one {# row} other {# {what}s}}!", (t) => t.toUpperCase()),
    "{n, plural, one {# ROW} other {# {what}S}}!",
  );
});

test("a catalog that lacks a message, has another, or changes a placeholder is reported", () => {
  const broken = { ...pseudoLocale(sample) };
  delete broken["describe.cells"];
  broken["describe.appears"] = "{digit} {place}";
  broken["describe.more_conflicts"] = "; {count, plural, one {#}}";
  broken["describe.in_row"] = "{number, plural, other {#}}{cells}";
  broken["describe.not.in.source"] = "x";
  assert.deepEqual(catalogProblems(sample, broken), [
    "describe.cells: missing",
    "describe.appears: placeholders digit, place, not digit, places",
    "describe.in_row: plurals number, not ",
    'describe.more_conflicts: a plural without other at 25 in "; {count, plural, one {#}}"',
    "describe.not.in.source: no such message in the source",
  ]);
});
