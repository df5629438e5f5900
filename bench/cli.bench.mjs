// Whole-process benchmark of the CLI against a compiled C++ program that reads the same file and
// runs the tutorial's check on each line (build/release/bench/sudoku_tutorial), in one run.
//
//   node bench/cli.bench.mjs [--runs N] [corpus]      (scripts/bench.sh builds the reference)
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values: options, positionals } = parseArgs({
  options: { runs: { type: "string", default: "5" } },
  allowPositionals: true,
});
const runs = Number(options.runs);
const corpus = positionals[0] ?? join(root, "bench/corpus/boards-1m.txt");
const tutorial = join(root, "build/release/bench/sudoku_tutorial");
const cli = join(root, "dist/cli.cjs");
for (const [path, how] of [
  [corpus, "node bench/generate-corpus.mjs"],
  [tutorial, "cmake --build --preset release --target sudoku_tutorial"],
  [cli, "bash scripts/build.sh"],
]) {
  if (!existsSync(path)) throw new Error(`${path} is missing (${how})`);
}

// Each command writes to /dev/null, as a redirected run would; exit status 1 means "some board is
// invalid", which the corpus has.
const commands = [
  { name: "C++ tutorial check (reads the file, prints counts)", argv: [tutorial, corpus] },
  { name: "CLI --quiet", argv: [process.execPath, cli, "--quiet", corpus] },
  { name: "CLI, every invalid board printed", argv: [process.execPath, cli, corpus] },
  { name: "CLI --json", argv: [process.execPath, cli, "--json", corpus] },
];

// bash's `time` reports the wall time and the CPU time (user + system, every thread) of the
// command; on a machine shared with other work the CPU time is the steadier of the two.
function timed(argv) {
  const result = spawnSync(
    "bash",
    ["-c", 'TIMEFORMAT="%R %U %S"; time "$@" >/dev/null', "bash", ...argv],
    { stdio: ["ignore", "ignore", "pipe"], maxBuffer: 1 << 26 },
  );
  const lines = result.stderr.toString().trim().split("\n");
  const [wall, user, system] = lines.pop().split(" ").map(Number);
  return {
    status: result.status,
    stderr: lines.join("\n"),
    wall: wall * 1000,
    cpu: (user + system) * 1000,
  };
}

const times = commands.map(() => ({ wall: [], cpu: [] }));
const loadBefore = loadavg()[0];
// Interleaved rounds, so that load from other work falls on every command alike; round 0 warms
// the page cache and is not counted.
for (let round = 0; round <= runs; round++) {
  commands.forEach((command, index) => {
    const result = timed(command.argv);
    if (result.status !== 1) {
      throw new Error(`${command.name} exited with ${result.status}: ${result.stderr}`);
    }
    if (round > 0) {
      times[index].wall.push(result.wall);
      times[index].cpu.push(result.cpu);
    }
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const wallReference = median(times[0].wall);
const cpuReference = median(times[0].cpu);
console.log(
  `\nCLI, whole process over ${corpus} (median of ${runs} runs; load average ` +
    `${loadBefore.toFixed(1)} -> ${loadavg()[0].toFixed(1)})`,
);
console.log(
  `${"".padEnd(52)} ${"wall".padStart(9)} ${"ratio".padStart(7)} ${"CPU".padStart(9)} ${"ratio".padStart(7)}`,
);
const targets = [null, 0.6, 3, 3];
commands.forEach((command, index) => {
  const wall = median(times[index].wall);
  const cpu = median(times[index].cpu);
  const wallRatio = wall / wallReference;
  const cpuRatio = cpu / cpuReference;
  const target = targets[index];
  const verdict =
    target === null
      ? "reference"
      : `target <= ${target}x (wall): ${wallRatio <= target ? "met" : "MISSED"}`;
  console.log(
    `${command.name.padEnd(52)} ${wall.toFixed(0).padStart(6)} ms ${wallRatio.toFixed(2).padStart(6)}x ` +
      `${cpu.toFixed(0).padStart(6)} ms ${cpuRatio.toFixed(2).padStart(6)}x  ${verdict}`,
  );
});
