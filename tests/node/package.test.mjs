// The packed artifact: npm pack, install the tarball into an empty folder, import, require, run the bin.
import { test } from "node:test";
import assert from "node:assert/strict";
import { runFileSync, runSync } from "./child.mjs";
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("../..", import.meta.url).pathname;
// A Solo X id (tests/fixtures/formats.puzzles, "solo x").
const SOLO_X = "3x3x:a6c1a9c4a7_6b5_2c9c6c6_1d9g8d3_5c8c4c7_3b1_6a5c4a3c8a";
const EXAMPLE_2 =
  "83..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

test("the tarball installs offline and works through import, require and its bin", () => {
  const work = mkdtempSync(join(tmpdir(), "valid-sudoku-pack-"));
  const packed = JSON.parse(
    runFileSync("npm", ["pack", "--json", "--pack-destination", work], {
      cwd: root,
      encoding: "utf8",
    }),
  );
  const files = packed[0].files.map((entry) => entry.path).sort();
  for (const required of [
    "package.json",
    "dist/valid-sudoku.mjs",
    "dist/valid-sudoku.cjs",
    "dist/valid-sudoku.js",
    "dist/valid-sudoku.d.ts",
    "dist/valid-sudoku.d.cts",
    "dist/formats.mjs",
    "dist/formats.cjs",
    "dist/formats.d.ts",
    "dist/formats.d.cts",
    "dist/rules.d.ts",
    "dist/rules.d.cts",
    "dist/valid-sudoku-formats.js",
    "dist/cli.cjs",
    "dist/sudoku-explainer.js",
    "dist/explainer.mjs",
    "dist/explainer.cjs",
    "dist/explainer.d.ts",
    "dist/embed.html",
    "dist/embed.js",
    "dist/embed.css",
    "dist/embed-icon.svg",
    "dist/embed-resize.js",
    "dist/THIRD-PARTY-NOTICES.txt",
  ]) {
    assert.ok(files.includes(required), `${required} is missing from the tarball: ${files}`);
  }
  assert.ok(
    !files.some((path) => path.startsWith("web/") || path.startsWith("build/")),
    files.join(),
  );

  const app = join(work, "app");
  runFileSync("mkdir", ["-p", app]);
  writeFileSync(join(app, "package.json"), '{ "name": "app", "private": true }\n');
  const tarball = join(
    work,
    readdirSync(work).find((name) => name.endsWith(".tgz")),
  );
  runFileSync("npm", ["install", "--no-audit", "--no-fund", "--offline", tarball], {
    cwd: app,
    timeout: 300_000, // an install, on a busy machine
    stdio: "pipe",
  });

  const esm = `import { loadValidator, SudokuParseError } from "valid-sudoku";
const s = await loadValidator();
const r = s.check(${JSON.stringify(EXAMPLE_2)});
const { defineSudokuExplainer } = await import("valid-sudoku/explainer");
if (typeof defineSudokuExplainer !== "function" || s.trace(${JSON.stringify(EXAMPLE_2)}).steps.length !== 21) throw new Error("explainer entry");
let e; try { s.parse("12x"); } catch (error) { e = error; }
console.log(JSON.stringify([r.valid, r.conflictCells, e instanceof SudokuParseError]));`;
  writeFileSync(join(app, "esm.mjs"), esm);
  assert.equal(
    runFileSync(process.execPath, ["esm.mjs"], { cwd: app, encoding: "utf8" }).trim(),
    "[false,[0,20,27],true]",
  );

  // The formats validator, from the main entry (its import() of dist/formats.mjs) and from
  // valid-sudoku/formats, ESM and CommonJS: one validator, one SudokuParseError.
  const formatsEsm = `import { loadValidator, SudokuParseError } from "valid-sudoku";
import * as entry from "valid-sudoku/formats";
const f = await loadValidator({ formats: true });
const p = f.parse(${JSON.stringify(SOLO_X)});
let e; try { f.check(${JSON.stringify(SOLO_X)}, { rules: { antiKing: true } }); } catch (error) { e = error; }
console.log(JSON.stringify([p.source, p.rules, f === await entry.loadValidator({ formats: true }), e instanceof SudokuParseError, entry.SudokuParseError === SudokuParseError, f.format(p.cells, "solo", { rules: p.rules }) === ${JSON.stringify(SOLO_X)}]));`;
  writeFileSync(join(app, "formats.mjs"), formatsEsm);
  const formatsAnswer = '["solo",{"mainDiagonal":true,"antiDiagonal":true},true,true,true,true]';
  assert.equal(
    runFileSync(process.execPath, ["formats.mjs"], { cwd: app, encoding: "utf8" }).trim(),
    formatsAnswer,
  );
  const formatsCjs = `const { loadValidator, SudokuParseError } = require("valid-sudoku");
const entry = require("valid-sudoku/formats");
(async () => {
  const f = await loadValidator({ formats: true });
  const p = f.parse(${JSON.stringify(SOLO_X)});
  let e; try { f.check(${JSON.stringify(SOLO_X)}, { rules: { antiKing: true } }); } catch (error) { e = error; }
  console.log(JSON.stringify([p.source, p.rules, f === await entry.loadValidator({ formats: true }), e instanceof SudokuParseError, entry.SudokuParseError === SudokuParseError, f.format(p.cells, "solo", { rules: p.rules }) === ${JSON.stringify(SOLO_X)}]));
})();`;
  writeFileSync(join(app, "formats.cjs"), formatsCjs);
  assert.equal(
    runFileSync(process.execPath, ["formats.cjs"], { cwd: app, encoding: "utf8" }).trim(),
    formatsAnswer,
  );

  const cjs = `const { loadValidator } = require("valid-sudoku");
loadValidator().then((s) => console.log(s.isValid(${JSON.stringify(EXAMPLE_2)}), require("valid-sudoku/package.json").name));`;
  writeFileSync(join(app, "cjs.cjs"), cjs);
  assert.equal(
    runFileSync(process.execPath, ["cjs.cjs"], { cwd: app, encoding: "utf8" }).trim(),
    "false valid-sudoku",
  );

  const bin = join(app, "node_modules/.bin/valid-sudoku");
  assert.ok(existsSync(bin), "the bin is linked");
  const result = runSync(bin, ["-"], { input: EXAMPLE_2 + "\n", encoding: "utf8" });
  assert.equal(result.status, 1, result.stderr);
  assert.match(result.stdout, /1 board: 0 valid, 1 invalid/);
});

test("every dist/ file that carries fflate's inflater says so, and the notices hold its licence", () => {
  const dist = join(root, "dist");
  const license = readFileSync(join(root, "node_modules/fflate/LICENSE"), "utf8");
  const notices = readFileSync(join(dist, "THIRD-PARTY-NOTICES.txt"), "utf8");
  assert.ok(notices.includes(license), "THIRD-PARTY-NOTICES.txt holds fflate's LICENSE whole");
  const copyright = /^Copyright .*$/m.exec(license)[0];
  let carrying = 0;
  for (const name of readdirSync(dist).filter((n) => /\.(m|c)?js$/.test(n))) {
    const text = readFileSync(join(dist, name), "utf8");
    // fflate's own error words: present exactly where its inflater was bundled.
    const carries = text.includes("invalid block type");
    carrying += carries;
    const head = text.split("\n").slice(0, 2).join("\n");
    assert.equal(head.includes(`includes fflate: ${copyright}, MIT License`), carries, name);
    if (carries) assert.ok(notices.includes(name), `THIRD-PARTY-NOTICES.txt names ${name}`);
  }
  assert.ok(carrying >= 5, `${carrying} files carry fflate`);
});

test("the notices hold make-plural's licence, whose CLDR plural rules dist/cli.cjs carries", () => {
  const license = readFileSync(join(root, "node_modules/make-plural/LICENSE"), "utf8");
  const notices = readFileSync(join(root, "dist/THIRD-PARTY-NOTICES.txt"), "utf8");
  assert.ok(notices.includes(license), "THIRD-PARTY-NOTICES.txt holds make-plural's LICENSE whole");
  assert.match(
    notices,
    /dist\/cli\.cjs and dist\/locales\/ include the plural rules of Unicode CLDR/,
  );
});
