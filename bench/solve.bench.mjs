// The wasm build of the solver timed through the JS API (npm run bench:solve): the data sets the
// native benchmark generated (bench/solve_bench.cpp), each puzzle counted up to 2 solutions by
// countSolutions(), against the native figures of the same run (the JSON the native bench wrote);
// then the killer puzzle, and the real variant puzzles of tests/fixtures/constraints/corpus.puzzles
// (the constraints issue's kinds), each counted once within the default budget.
import { readFileSync } from "node:fs";
import { cpuUsage } from "node:process";
import { loadValidator } from "../dist/formats.mjs";
import { loadCorpus } from "../tests/node/fixtures.mjs";

const [dataDir, nativeJson] = process.argv.slice(2);
const native = JSON.parse(readFileSync(nativeJson, "utf8"));
const sudoku = await loadValidator({ formats: true });
// The main thread's CPU time where Node has it (22.19, 23.9 and later), as the native bench times
// its thread; else the process's, in which V8's own threads count too.
const clock = process.threadCpuUsage ? "thread" : "process";
const cpuMicros = () => {
  const { user, system } = process.threadCpuUsage ? process.threadCpuUsage() : process.cpuUsage();
  return user + system;
};

const median = (values) => values.toSorted((a, b) => a - b)[values.length >> 1];
console.log(`Node ${process.version}, ${clock} CPU time`);
console.log("set      boards  wasm mean µs  wasm p99 µs  native mean µs  wasm / native");
for (const set of ["random", "minimal", "hard", "hardest"]) {
  const boards = readFileSync(`${dataDir}/${set}.txt`, "utf8").split("\n").filter(Boolean);
  for (const board of boards) {
    const { count } = await sudoku.countSolutions(board);
    if (count !== 1) throw new Error(`${set}: ${board} should have one solution, got ${count}`);
  }
  // Each run goes over the set often enough for 20,000 puzzles: Node's CPU clocks (getrusage) move
  // by the scheduler's ticks, which a run of the 40 hardest puzzles (2 ms) would be below.
  const rounds = Math.ceil(20000 / boards.length);
  const means = [];
  for (let run = 0; run < 6; run++) {
    const before = cpuMicros();
    for (let round = 0; round < rounds; round++)
      for (const board of boards) await sudoku.countSolutions(board);
    if (run > 0) means.push((cpuMicros() - before) / boards.length / rounds);
  }
  const each = [];
  for (const board of boards) {
    const before = performance.now();
    await sudoku.countSolutions(board);
    each.push((performance.now() - before) * 1000);
  }
  each.sort((a, b) => a - b);
  const mean = median(means);
  const p99 = each[Math.min(each.length - 1, Math.floor(each.length * 0.99))];
  console.log(
    `${set.padEnd(8)} ${String(boards.length).padStart(6)} ${mean.toFixed(2).padStart(13)} ${p99
      .toFixed(2)
      .padStart(12)} ${native[set].meanUs.toFixed(2).padStart(15)} ${(mean / native[set].meanUs)
      .toFixed(2)
      .padStart(14)}`,
  );
}
const killer = sudoku.parse(
  "3x3k:zzzc,_a___a_a______a______a__a______________________a____a_caacaaa____aa____aaaba_aab_aaa_aa_a_aaaabaab,14_6a8_13_7_5a13a11d14_12a4_11a18_8_15b4a16e10a9_11_8a17_6_10a9c6c11a11_10_9b11b38c8a19c12a11f",
);
const times = [];
let answer;
for (let run = 0; run < 6; run++) {
  const before = cpuMicros();
  for (let round = 0; round < 20; round++)
    answer = await sudoku.countSolutions(killer.cells, { rules: killer.rules });
  if (run > 0) times.push((cpuMicros() - before) / 1000 / 20);
}
console.log(
  `killer (Solo 3x3k, no digits): ${answer.count} solution(s), ${answer.end}, ${answer.nodes} nodes, wasm ${median(times).toFixed(2)} ms, native ${native.killerMs.toFixed(2)} ms (target < 50 ms: ${median(times) < 50 ? "met" : "MISSED"})`,
);

// The corpus: each puzzle counted up to 2 solutions within the default budget (100,000 nodes),
// answered (known) or unknown; the target is each under 50 ms, either way.
const corpus = loadCorpus().map((entry) => entry.input);
const spent = [];
let answered = 0;
for (const input of corpus) {
  const puzzle = sudoku.parse(input);
  const before = cpuMicros();
  const result = await sudoku.countSolutions(puzzle.cells, { shape: puzzle, rules: puzzle.rules });
  spent.push((cpuMicros() - before) / 1000);
  if (result.known) answered++;
}
spent.sort((a, b) => a - b);
const slowest = spent.at(-1);
console.log(
  `variant corpus (${corpus.length} real puzzles, 100,000 nodes each): ${answered} answered, ${corpus.length - answered} unknown; wasm median ${median(spent).toFixed(1)} ms, slowest ${slowest.toFixed(1)} ms (target < 50 ms each: ${slowest < 50 ? "met" : "MISSED"})`,
);
