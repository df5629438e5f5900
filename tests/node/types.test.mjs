// The shipped types: tsc --noEmit over a usage file, for the nodenext and bundler module resolutions.
import { test } from "node:test";
import assert from "node:assert/strict";
import { runSync } from "./child.mjs";
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync, cpSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("../..", import.meta.url).pathname;
const tsc = join(root, "node_modules/.bin/tsc");

const usage = `import { loadValidator, SudokuParseError, type Report, type BatchReport, type Trace, type Rules, type RuleConflict, type ParsedPuzzle, type PuzzleSource, type SolutionCount, type DeadEnd } from "valid-sudoku";
import * as formatsEntry from "valid-sudoku/formats";
import zhHans from "valid-sudoku/locales/zh-Hans";
const sudoku = await loadValidator();
// A catalog, or its tag, is options.locale; its fields are read-only.
const chinese: string = sudoku.describe("1", { locale: zhHans }) + sudoku.describe("1", { locale: "zh-Hans" }) + zhHans.locale;
void chinese;
// @ts-expect-error a catalog is not changed
zhHans.text = "";
const fromEntry: ParsedPuzzle = (await formatsEntry.loadValidator({ formats: true })).parse("1");
const ok: boolean = sudoku.isValid("1234341221434321", { shape: "2x2" });
const report: Report = sudoku.check([[1, 2], [3, null]], { shape: { boxRows: 1, boxCols: 2 } });
const unit: "row" | "column" | "box" | undefined = report.conflicts[0]?.unit;
const cells: Uint8Array = sudoku.parse([["5", "."], [".", "5"]]).cells;
const batch: BatchReport = sudoku.validateMany(new Uint8Array([49, 10]));
const lines: Uint32Array = batch.lines;
try { sudoku.parse(""); } catch (error) { if (error instanceof SudokuParseError) { const p: number | undefined = error.position; void p; } }
// @ts-expect-error a number is not a board
sudoku.isValid(42);
// @ts-expect-error validateMany takes text
sudoku.validateMany([1, 2]);
const trace: Trace = sudoku.trace("1234341221434321", { stop: "all" });
const repeated: Array<"row" | "column" | "box"> = trace.steps[0].repeats;
const first: number | undefined = trace.steps[0].earlier.box;
// @ts-expect-error stop is "first" or "all"
sudoku.trace("1", { stop: "every" });
const rules: Rules = { regions: new Array(81).fill(0), antiKnight: true, cages: [{ cells: [0, 1], sum: 3 }, { cells: [2] }] };
const variant: Report<RuleConflict> = sudoku.check("1", { rules, describe: true });
const conflict = variant.conflicts[0];
if (conflict?.rule === "cageSum") { const target: number = conflict.target; void target; }
if (conflict?.rule === "nonConsecutive") { const digits: [number, number] = conflict.digits; void digits; }
if (conflict?.rule === "antiKing") { const digit: number = conflict.digit; void digit; }
if (conflict?.rule === "constraint") { const said: string = conflict.words; const kind: string = conflict.kind; void said; void kind; }
if (conflict?.rule === "negativeXv") { const digits: [number, number] = conflict.digits; void digits; }
const undecided: number[] | undefined = variant.undecided; void undecided;
const constrained: Rules = { negativeRatio: true, constraints: [{ kind: "thermometer", lines: [[0, 9, 18]] }, { kind: "sandwich", lines: [[0]], value: 5, clue: [-1, 0] }, { kind: "quadruple", lines: [[0, 1, 9, 10]], digits: [1, 2] }] };
void constrained;
// @ts-expect-error a constraint's kind is one of the kinds
sudoku.check("1", { rules: { constraints: [{ kind: "thermometers", lines: [[0]] }] } });
if (conflict?.rule === "region") { const where: "region" | "row" | "column" | "box" | "diagonal" | "extraRegion" | "disjointGroup" | "cage" = conflict.unit; void where; }
const same: boolean = sudoku.isValid("1", { rules: { mainDiagonal: true } }) && sudoku.describe("1", { rules: null }) === "";
const withRules: BatchReport = sudoku.validateMany("1", { rules: { antiKing: true } });
// @ts-expect-error a rule is true or false
sudoku.isValid("1", { rules: { antiKing: 1 } });
// @ts-expect-error a cage lists its cells
sudoku.check("1", { rules: { cages: [{ sum: 3 }] } });
// @ts-expect-error a report with rules may hold conflicts without a unit
const units: Report = sudoku.check("1", { rules: { antiKnight: true } });
// The formats validator: parse with rules and the format read, format() by name.
const travelling = await loadValidator({ formats: true });
const read: ParsedPuzzle = travelling.parse("3x3:a3_4d8c8d2_5c8b7_3c9a5_8b7a6a2a4a5a5b6_3a2c1_5b9c6_9d5c8d4_1a");
const readRules: Rules = read.rules;
const source: PuzzleSource = read.source;
const notChecked: string[] = read.ignored;
const link: string = travelling.format(read.cells, "sudokupad", { shape: read, rules: read.rules });
// @ts-expect-error no such format
travelling.format(read.cells, "png");
// @ts-expect-error the plain validator's parse has no rules
const plainRules: Rules = sudoku.parse("1").rules;
// Solving, on the formats validator only (its types live in formats.d.ts, named by both entries).
const counted: SolutionCount = await travelling.countSolutions("1", { limit: 2, budget: 10 });
const why: DeadEnd | undefined = counted.reason;
const fromFormats: formatsEntry.SolutionCount = counted;
const many = travelling.validateMany("1", { solvable: true, budget: 10 });
const answers: Uint8Array = many.solvable;
const deadLine: number | undefined = many.deadEndReasons[0]?.line;
// @ts-expect-error without solvable the report has no answers
const noAnswers: Uint8Array = travelling.validateMany("1").solvable;
void [answers, deadLine, noAnswers];
// @ts-expect-error the plain validator has no solver
sudoku.countSolutions("1");
void [ok, unit, cells, lines, repeated, first, same, withRules, units, readRules, source, notChecked, link, plainRules, fromEntry, why, fromFormats];
`;

const usageCjs = `import valid = require("valid-sudoku");
import es = require("valid-sudoku/locales/es");
valid.loadValidator().then((sudoku) => {
  const verdict: boolean = sudoku.isValid("1");
  const spanish: string = sudoku.describe("1", { locale: es.default });
  void spanish;
  // @ts-expect-error check returns a report, not a boolean
  const wrong: boolean = sudoku.check("1");
  void [verdict, wrong];
});
valid.loadValidator({ formats: true }).then(async (sudoku) => {
  const counted: valid.SolutionCount = await sudoku.countSolutions("1");
  const unknown: boolean = counted.known;
  // @ts-expect-error a count is a number
  const words: string = counted.count;
  void [unknown, words];
});
`;

// A fake node_modules/valid-sudoku holding the real package.json and dist/ types.
function project(resolution) {
  const dir = mkdtempSync(join(tmpdir(), `valid-sudoku-types-${resolution}-`));
  const pkg = join(dir, "node_modules/valid-sudoku");
  mkdirSync(pkg, { recursive: true });
  cpSync(join(root, "package.json"), join(pkg, "package.json"));
  symlinkSync(join(root, "dist"), join(pkg, "dist"));
  const module = resolution === "nodenext" ? "nodenext" : "esnext";
  writeFileSync(
    join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: "es2022",
        module,
        moduleResolution: resolution,
        types: [],
        lib: ["es2022"],
      },
      include: ["*.mts", "*.cts", "*.ts"],
    }),
  );
  writeFileSync(join(dir, resolution === "nodenext" ? "usage.mts" : "usage.ts"), usage);
  if (resolution === "nodenext") writeFileSync(join(dir, "usage.cts"), usageCjs);
  writeFileSync(join(dir, "package.json"), '{ "type": "module" }\n');
  return dir;
}

for (const resolution of ["nodenext", "bundler"]) {
  test(`types check under moduleResolution ${resolution}`, () => {
    const dir = project(resolution);
    const result = runSync(tsc, ["-p", dir], { encoding: "utf8" });
    assert.equal(result.status, 0, result.stdout + result.stderr);
  });
}

test("the type test can fail", () => {
  const dir = project("bundler");
  writeFileSync(
    join(dir, "wrong.ts"),
    `import { loadValidator } from "valid-sudoku";\nconst n: number = (await loadValidator()).isValid("1");\nvoid n;\n`,
  );
  const result = runSync(tsc, ["-p", dir], { encoding: "utf8" });
  assert.notEqual(result.status, 0);
  assert.match(result.stdout + result.stderr, /boolean/);
});
