// Counts how often the CLI hangs at its exit (npm run bench:hangs): a busy run of dist/cli.cjs,
// many times per Node version, each stopped after a timeout, two at a time at most.
//
//   node bench/cli-hangs.mjs [--runs 1000] [--timeout 10] [--jobs 2] [--cli dist/cli.cjs]
//                            [--node 20,22,24,26]
//
// The hang it counts is V8's deadlock at a natural exit (nodejs/node#54918; docs/testing.md, "The
// hang, found"): the last line is printed, and the process never ends. A run is "hung" when it is
// still running after the timeout (its whole process group is then killed), "failed" when it ends
// otherwise than the CLI must on that input (exit status 1, the summary as its last line). Busy:
// the CLI's own JavaScript runs hot until the end, as it reads many small files (each one opened,
// fed to the core and closed by the same few functions, which V8 then optimizes) and a larger one,
// printing every invalid board. Not part of npm test: 1,000 runs per Node take minutes.
// --node picks among the machine's `node` (20) and tools/nodes/ (22, 24, 26; scripts/setup.sh).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "1000" },
    timeout: { type: "string", default: "10" },
    jobs: { type: "string", default: "2" },
    cli: { type: "string", default: join(root, "dist/cli.cjs") },
    node: { type: "string", default: "20,22,24,26" },
  },
});
const RUNS = Number(options.runs);
const TIMEOUT_MS = Number(options.timeout) * 1000;
const JOBS = Math.min(2, Math.max(1, Number(options.jobs)));
const cli = resolve(options.cli);

const nodes = options.node.split(",").map((major) => {
  const path =
    spawnSync("node", ["-p", "process.versions.node.split('.')[0]"], {
      encoding: "utf8",
    }).stdout.trim() === major
      ? "node"
      : join(root, `tools/nodes/node_modules/node-${major}/bin/node`);
  const version = spawnSync(path, ["--version"], { encoding: "utf8" }).stdout?.trim();
  if (!version) throw new Error(`no Node ${major}: run bash scripts/setup.sh (tools/nodes/)`);
  return { path, version };
});

// The input: 200 files of 100 boards and one of 20,000, cut from one run of the benchmark's corpus
// generator.
const work = mkdtempSync(join(tmpdir(), "cli-hangs-"));
const generator = join(root, "bench/generate-corpus.mjs");
const all = join(work, "all.txt");
spawnSync(process.execPath, [generator, "--boards", "40000", "--out", all], { stdio: "inherit" });
const lines = readFileSync(all, "utf8").split("\n");
const files = [];
for (let k = 0; k < 200; k++) {
  files.push(join(work, `small-${k}.txt`));
  writeFileSync(files.at(-1), lines.slice(k * 100, (k + 1) * 100).join("\n") + "\n");
}
files.push(join(work, "large.txt"));
writeFileSync(files.at(-1), lines.slice(20000).join("\n"));
rmSync(all);

// One run: "ok", "hung" or "failed: why", and its wall time.
function runOnce(node) {
  return new Promise((done) => {
    const started = performance.now();
    const child = spawn(node.path, [cli, ...files], {
      detached: true, // its own process group, so a hung re-started CLI is killed with it
      stdio: ["ignore", "pipe", "pipe"],
    });
    let tail = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (tail = (tail + chunk).slice(-200)));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    let hung = false;
    const timer = setTimeout(() => {
      hung = true;
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {}
    }, TIMEOUT_MS);
    child.on("close", (status, signal) => {
      clearTimeout(timer);
      const seconds = (performance.now() - started) / 1000;
      // A hung run had printed everything; say whether it had.
      const summary = /\n\d+ boards: [^\n]*\n$/.test(tail);
      if (hung) done({ outcome: "hung", seconds, summary });
      else if (status !== 1 || !summary || stderr)
        done({
          outcome: `failed: status ${status ?? signal}, ${stderr || tail.slice(-80)}`,
          seconds,
        });
      else done({ outcome: "ok", seconds });
    });
  });
}

console.log(
  `CLI: ${cli}; ${files.length} files; ${RUNS} runs per Node, ${JOBS} at a time, ${TIMEOUT_MS / 1000} s timeout`,
);
const rows = [];
for (const node of nodes) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < RUNS) {
      next++;
      const result = await runOnce(node);
      results.push(result);
      if (results.length % 100 === 0) {
        const hung = results.filter((r) => r.outcome === "hung").length;
        console.log(`  ${node.version}: ${results.length} runs so far, ${hung} hung`);
      }
      if (result.outcome !== "ok")
        console.log(
          `  ${node.version} run ${results.length}: ${result.outcome}${result.outcome === "hung" ? (result.summary ? " (after its summary)" : " (before its summary)") : ""}`,
        );
    }
  };
  await Promise.all(Array.from({ length: JOBS }, worker));
  const seconds = results.map((r) => r.seconds).sort((a, b) => a - b);
  const row = {
    node: node.version,
    runs: results.length,
    hung: results.filter((r) => r.outcome === "hung").length,
    failed: results.filter((r) => r.outcome.startsWith("failed")).length,
    median: seconds[seconds.length >> 1].toFixed(2),
  };
  rows.push(row);
  console.log(
    `${row.node}: ${row.runs} runs, ${row.hung} hung, ${row.failed} failed, median ${row.median} s a run`,
  );
}
rmSync(work, { recursive: true, force: true });
console.table(rows);
