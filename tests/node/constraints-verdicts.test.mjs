// rules.constraints judged through the JS API and the CLI (issue 31): a broken constraint is the
// conflict { rule: "constraint", kind, index, cells, words } in check, its sentence in describe,
// and the CLI's listing of an f-puzzles link names it. These lean on the judges' verdicts on the
// plainest cases only (a thermometer that falls, a white dot of 1 and 5).
import { test } from "node:test";
import assert from "node:assert/strict";
import { runFileSync, runSync } from "./child.mjs";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadValidator } from "../../dist/valid-sudoku.mjs";

const formats = await loadValidator({ formats: true });
const CLI = new URL("../../dist/cli.cjs", import.meta.url).pathname;

// r1c1 = 6, r2c1 = 5: the thermometer from r1c1 down falls; r1c2 = 1 beside r1c1's 6 breaks the dot.
const board = "61" + ".".repeat(7) + "5" + ".".repeat(71);
const rules = {
  constraints: [
    { kind: "thermometer", lines: [[0, 9, 18]] },
    { kind: "kropkiWhite", lines: [[0, 1]] },
    { kind: "odd", lines: [[2]] },
  ],
};

test("a broken constraint is a conflict naming its kind, index, cells and the core's sentence", () => {
  const report = formats.check(board, { rules, describe: true });
  assert.equal(report.valid, false);
  const kinds = report.conflicts.map(({ rule, kind, index, cells }) => ({
    rule,
    kind,
    index,
    cells,
  }));
  assert.deepEqual(kinds, [
    { rule: "constraint", kind: "thermometer", index: 0, cells: [0, 9, 18] },
    { rule: "constraint", kind: "kropkiWhite", index: 1, cells: [0, 1] },
  ]);
  for (const conflict of report.conflicts) {
    assert.match(conflict.words, /^[a-z].*[^.]$/, "a sentence: lower-case start, no full stop");
    assert.match(conflict.words, /r1c1/, "cells named from 1");
    assert.ok(report.description.includes(conflict.words), "describe() says it");
  }
  assert.deepEqual(report.conflictCells, [0, 1, 9, 18]);
  assert.equal(formats.isValid(board, { rules }), false);
  // The same constraints hold on a board that can still satisfy them.
  assert.equal(formats.isValid("12" + ".".repeat(79), { rules }), true);
});

test("the CLI checks an f-puzzles link's constraints and says which one is broken", () => {
  const row = (cells) => `[${cells.join(",")}]`;
  const given = (d) => `{"value":${d},"given":true}`;
  const grid = [
    row([given(6), given(1), ...Array(7).fill("{}")]),
    row([given(5), ...Array(8).fill("{}")]),
    ...Array(7).fill(row(Array(9).fill("{}"))),
  ];
  const json = `{"size":9,"grid":[${grid.join(",")}],"thermometer":[{"lines":[["R1C1","R2C1","R3C1"]]}]}`;
  const dir = mkdtempSync(join(tmpdir(), "constraints-"));
  writeFileSync(join(dir, "links.txt"), `${json}\n`);
  let out = "";
  try {
    runFileSync(process.execPath, [CLI, "--json", join(dir, "links.txt")], { encoding: "utf8" });
  } catch (e) {
    out = e.stdout;
  }
  const [line] = out.split("\n").map((text) => text && JSON.parse(text));
  assert.equal(line.valid, false);
  assert.equal(line.conflicts[0].rule, "constraint");
});

// An empty 64×64 board and a skyscraper clue of 20 on its first row: more than the work bound of
// one instance can decide (docs/core.md), so the report and the CLI say it was not checked.
const n = 64;
const bigRules = {
  constraints: [
    {
      kind: "skyscraper",
      lines: [Array.from({ length: n }, (_, k) => k)],
      value: 20,
      clue: [0, -1],
    },
  ],
};
const bigShape = { boxRows: 8, boxCols: 8 };

test("a constraint too large to decide is in report.undecided, and no conflict", () => {
  const report = formats.check(new Array(n * n).fill(0), { shape: bigShape, rules: bigRules });
  assert.equal(report.valid, true);
  assert.deepEqual(report.undecided, [0]);
});

test("the CLI notes a constraint too large to decide, in text and in --json", () => {
  const puzzle = JSON.stringify({ board: new Array(n * n).fill(0), shape: "8x8", rules: bigRules });
  const dir = mkdtempSync(join(tmpdir(), "undecided-"));
  const file = join(dir, "big.txt");
  writeFileSync(file, `${puzzle}\n`);
  const run = (args) => runSync(process.execPath, [CLI, ...args, file], { encoding: "utf8" });
  const text = run([]);
  assert.match(
    text.stderr,
    /big\.txt:1: note: not checked: too large to decide: constraint 1 \(skyscraper\)/,
  );
  const json = run(["--json"]);
  const note = json.stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .find((record) => record.notChecked);
  assert.deepEqual(note.notChecked, ["too large to decide: constraint 1 (skyscraper)"]);
});
