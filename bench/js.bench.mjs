// JS-side benchmarks: the API of dist/ against a plain JavaScript bitmask function, in one Node
// process per build (the SIMD build, then the scalar build in a child process), every row against
// its reference measured in the same process.
//
//   node bench/js.bench.mjs [--quick] [corpus]      (needs dist/ from scripts/build.sh)
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { inProgress, killer } from "./killer-recipe.mjs";
import { loadCorpus } from "../tests/node/fixtures.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const quick = args.includes("--quick");
const corpusPath =
  args.find((arg) => !arg.startsWith("--")) ?? join(root, "bench/corpus/boards-1m.txt");
// The scalar build runs in a child process (the API picks its build once per process).
const scalarChild = process.env.SUDOKU_SIMD === "0";

if (!existsSync(corpusPath))
  throw new Error(`${corpusPath} is missing: node bench/generate-corpus.mjs`);
const { loadValidator } = await import(join(root, "dist/valid-sudoku.mjs"));

// The reference: the tutorial's algorithm as plain JS, one bitmask per row, column and box; '.' is
// the blank; stop at the first repeat.
const seen = new Int32Array(27);
function isValidPlainJs(board) {
  seen.fill(0);
  for (let i = 0; i < 81; i++) {
    const code = board.charCodeAt(i);
    if (code === 46) continue; // '.'
    const bit = 1 << (code - 48);
    const row = (i / 9) | 0;
    const col = i - row * 9;
    const box = 18 + ((row / 3) | 0) * 3 + ((col / 3) | 0);
    if ((seen[row] | seen[9 + col] | seen[box]) & bit) return false;
    seen[row] |= bit;
    seen[9 + col] |= bit;
    seen[box] |= bit;
  }
  return true;
}

// Median of `rounds` timings of fn(), in ns per item; the CPU time of this process, so time spent
// waiting for a core on a busy machine is left out.
function measure(rounds, items, fn) {
  const times = [];
  for (let r = 0; r < rounds; r++) {
    const before = process.cpuUsage();
    fn();
    const used = process.cpuUsage(before);
    times.push(((used.user + used.system) * 1000) / items);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const bytes = readFileSync(corpusPath);
const boards = bytes
  .toString("latin1")
  .split("\n")
  .filter((line) => line.length === 81);
const sample = boards.slice(0, quick ? 20_000 : 200_000);
const repeated = new Array(sample.length).fill(sample[1]);
const rounds = quick ? 3 : 7;
const sudoku = await loadValidator();
for (const board of sample.slice(0, 20_000)) {
  if (sudoku.isValid(board) !== isValidPlainJs(board)) throw new Error(`disagreement on ${board}`);
}

let sink = 0;
const countWith = (check, list) => () => {
  for (const board of list) sink += check(board) ? 1 : 0;
};
for (let i = 0; i < 3; i++) {
  countWith(isValidPlainJs, sample)();
  countWith(sudoku.isValid, sample)();
}
const rows = [];
const plainRandom = measure(rounds, sample.length, countWith(isValidPlainJs, sample));
const apiRandom = measure(rounds, sample.length, countWith(sudoku.isValid, sample));
const plainRepeated = measure(rounds, sample.length, countWith(isValidPlainJs, repeated));
const apiRepeated = measure(rounds, sample.length, countWith(sudoku.isValid, repeated));

const batchRounds = quick ? 3 : 5;
let report = sudoku.validateMany(bytes);
const many = measure(batchRounds, boards.length, () => {
  report = sudoku.validateMany(bytes);
});
if (report.total !== boards.length) throw new Error(`validateMany counted ${report.total} boards`);
if (report.valid !== boards.filter(isValidPlainJs).length)
  throw new Error("validateMany disagrees");

const build = scalarChild ? "scalar build" : "SIMD build";
const line = (name, ns, reference, target) => {
  const ratio = ns / reference;
  const verdict = target ? `  ${target.text}: ${target.met(ratio) ? "met" : "MISSED"}` : "";
  console.log(
    `${name.padEnd(58)} ${ns.toFixed(1).padStart(8)} ns  ${ratio.toFixed(2).padStart(6)}x the plain JS time${verdict}`,
  );
};
if (!scalarChild) {
  console.log(
    `\nJS API (node ${process.version}, ${sample.length} boards per single-board row, CPU time, ` +
      `median of ${rounds}; load average ${loadavg()[0].toFixed(1)})`,
  );
  line("plain JS bitmask isValid, random boards (reference)", plainRandom, plainRandom);
  line("isValid(81-char string), random boards", apiRandom, plainRandom, {
    text: "target <= 0.5x",
    met: (r) => r <= 0.5,
  });
  line("plain JS bitmask isValid, one board repeated (reference)", plainRepeated, plainRepeated);
  line("isValid(81-char string), one board repeated", apiRepeated, plainRepeated, {
    text: "target <= 0.8x",
    met: (r) => r <= 0.8,
  });
}
const speedUp = plainRandom / many;
console.log(
  `${`validateMany(Uint8Array of ${boards.length} boards), ${build}`.padEnd(58)} ${many.toFixed(1).padStart(8)} ns  ` +
    `${speedUp.toFixed(1).padStart(6)}x faster than plain JS isValid (${plainRandom.toFixed(0)} ns, same process)  ` +
    `target >= ${scalarChild ? 8 : 15}x: ${speedUp >= (scalarChild ? 8 : 15) ? "met" : "MISSED"}`,
);

// A check with variant rules: bench/killer-recipe.mjs's killer puzzle through check(board,
// { rules }), against check(board) of the same board in the same process.
if (!sudoku.check(inProgress, { rules: killer }).valid || !sudoku.check(inProgress).valid)
  throw new Error("the killer puzzle in progress should be valid");
const checks = quick ? 2_000 : 20_000;
const checkWith = (options) => () => {
  for (let k = 0; k < checks; k++) sink += sudoku.check(inProgress, options).conflicts.length;
};
const classicOptions = undefined;
const killerOptions = { rules: killer };
// The same rules compiled once (compileRules): each check crosses only the board.
const killerHandle = sudoku.compileRules(killer);
const checkHandle = () => {
  for (let k = 0; k < checks; k++) sink += killerHandle.check(inProgress).conflicts.length;
};
for (let i = 0; i < 3; i++) {
  checkWith(classicOptions)();
  checkWith(killerOptions)();
  checkHandle();
}
// Alternately, so noise falls on all alike.
const classicChecks = [];
const killerChecks = [];
const handleChecks = [];
for (let r = 0; r < rounds; r++) {
  classicChecks.push(measure(1, checks, checkWith(classicOptions)));
  killerChecks.push(measure(1, checks, checkWith(killerOptions)));
  handleChecks.push(measure(1, checks, checkHandle));
}
killerHandle.delete();
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const classicCheck = median(classicChecks);
const killerCheck = median(killerChecks);
const checkLine = (name, ns, reference, target) => {
  const ratio = ns / reference;
  const verdict = target ? `  target <= ${target}x: ${ratio <= target ? "met" : "MISSED"}` : "";
  console.log(
    `${name.padEnd(58)} ${ns.toFixed(1).padStart(8)} ns  ${ratio.toFixed(2).padStart(6)}x check(board)${verdict}`,
  );
};
checkLine(
  `check(board), a killer puzzle in progress, ${build} (reference)`,
  classicCheck,
  classicCheck,
);
// (the same rules object every call: its copy is compared with the rules kept compiled)
checkLine(
  `check(board, { rules }), the same with its 30 cages, ${build}`,
  killerCheck,
  classicCheck,
  1.2,
);
checkLine(
  `compileRules(its rules).check(board), the same, ${build}`,
  median(handleChecks),
  classicCheck,
  1.2,
);

// A busy real variant through the formats validator (the one that judges constraints; SIMD only):
// rules_bench.cpp's, "Bird in a Storm" of the constraints corpus (tests/fixtures/constraints/: 38
// constraints, anti-knight, non-consecutive, the negative ratio rule), its published solution with
// the killer board's blanks, against the same validator's classic check of the same board, per
// call and through compileRules.
if (!scalarChild) {
  const formats = await loadValidator({ formats: true });
  const name = "Bird in a Storm";
  const entry = loadCorpus().find((puzzle) => puzzle.name === name);
  const { rules } = formats.parse(entry.input);
  const solved = entry.solution;
  const board = [...solved].map((digit, k) => (inProgress[k] === "." ? "." : digit)).join("");
  const busy = { rules };
  if (!formats.check(board, busy).valid || !formats.check(solved, busy).valid)
    throw new Error(`${name} in progress and its solution should be valid`);
  const busyHandle = formats.compileRules(rules);
  const formatsWith = (options) => () => {
    for (let k = 0; k < checks; k++) sink += formats.check(board, options).conflicts.length;
  };
  const handleWith = () => {
    for (let k = 0; k < checks; k++) sink += busyHandle.check(board).conflicts.length;
  };
  for (let i = 0; i < 3; i++) (formatsWith(undefined)(), formatsWith(busy)(), handleWith());
  const plain = [];
  const variant = [];
  const handled = [];
  for (let r = 0; r < rounds; r++) {
    plain.push(measure(1, checks, formatsWith(undefined)));
    variant.push(measure(1, checks, formatsWith(busy)));
    handled.push(measure(1, checks, handleWith));
  }
  busyHandle.delete();
  checkLine("check(board), the formats validator (reference)", median(plain), median(plain));
  checkLine(
    `check(board, { rules }), ${name} (${rules.constraints.length} constraints)`,
    median(variant),
    median(plain),
    3,
  );
  checkLine(`compileRules(its rules).check(board), the same`, median(handled), median(plain), 3);
}

if (!scalarChild) {
  // The scalar build: what engines without wasm SIMD (and the classic bundle) run.
  process.stdout.write(
    execFileSync(process.execPath, [fileURLToPath(import.meta.url), ...args], {
      env: { ...process.env, SUDOKU_SIMD: "0" },
    }),
  );
  // What a tutorial page loads: the classic bundle (wasm, glue, API, element and its styles).
  const classic = gzipSync(readFileSync(join(root, "dist/valid-sudoku.js")), { level: 9 }).length;
  // The rail is the size test's (GUARD_RAIL in tests/node/size.test.mjs), read from there so that
  // the two cannot disagree.
  const sizeTest = readFileSync(join(root, "tests/node/size.test.mjs"), "utf8");
  const rail = Number(/const GUARD_RAIL = (\d+) \* 1024;/.exec(sizeTest)?.[1]) * 1024;
  if (!rail) throw new Error("tests/node/size.test.mjs defines no GUARD_RAIL = N * 1024");
  console.log(
    `classic bundle dist/valid-sudoku.js (with the element's styles): ${classic} B gzip  ` +
      `guard rail <= ${rail} B: ${classic <= rail ? "met" : "MISSED"}`,
  );
}
if (sink === 0.5) console.log(sink);
