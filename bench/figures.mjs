// The one table of measured benchmark figures, docs/bench-figures.md, as docs/sizes.md is the one
// table of sizes. scripts/bench.sh and scripts/bench-solve.sh run each benchmark through
//   node bench/figures.mjs run SECTION -- COMMAND...
// which prints the command's output as it comes and keeps it, with the time and the load average,
// in build/bench-figures/SECTION.txt; then
//   node bench/figures.mjs write SECTION...
// writes those sections into docs/bench-figures.md and keeps the other sections as they were. A
// section never measured says "not measured yet". Nothing in the file is written by hand.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, cpus } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const figuresFile = join(root, "docs/bench-figures.md");
const captures = join(root, "build/bench-figures");

/** The sections, in the file's order: the id, the heading and the command that measures it. */
export const SECTIONS = [
  ["native", "Native batch check", "./build/release/bench/sudoku_bench CORPUS --runs N"],
  ["rules", "Native check with variant rules", "./build/release/bench/sudoku_rules_bench --runs N"],
  ["js", "JS / wasm", "node bench/js.bench.mjs"],
  ["cli", "CLI", "node bench/cli.bench.mjs --runs N CORPUS"],
  ["load", "Load time", "node bench/load.mjs"],
  ["element", "Board element: keystroke to marks", "node bench/latency.mjs"],
  ["solve", "Solving", "bash scripts/bench-solve.sh"],
];

/** The first lines of the file: tests/node/docs-claims.test.mjs checks them. */
export const HEADER = [
  "# Benchmark figures",
  "",
  "Written by `bench/figures.mjs` when `npm run bench` (the first five sections),",
  "`npm run bench:element` or `npm run bench:solve` runs; do not edit it by hand. Each section is what its",
  "benchmark printed, with the time it ran and the machine's load average (1, 5 and 15 minutes)",
  "when it started. What each benchmark measures, and its targets, are in",
  "[benchmarks.md](benchmarks.md); the lines with a target say `met`, `MISSED` or `missed by`.",
  "",
].join("\n");

const NOT_MEASURED = "not measured yet";
const marker = (id) => `<!-- section ${id} -->`;

/** The sections of the file as it is: id → its text (heading included). */
function current() {
  const text = existsSync(figuresFile) ? readFileSync(figuresFile, "utf8") : "";
  const kept = new Map();
  for (const [id] of SECTIONS) {
    const start = text.indexOf(marker(id));
    if (start < 0) continue;
    const next = text.indexOf("<!-- section ", start + 1);
    kept.set(id, text.slice(start, next < 0 ? undefined : next).trimEnd());
  }
  return kept;
}

function section([id, title, command], capture) {
  const lines = [marker(id), `## ${title}: \`${command}\``, ""];
  if (!capture) return [...lines, NOT_MEASURED].join("\n");
  const { at, load, cores, output } = capture;
  return [
    ...lines,
    `Measured ${at}, ${cores} cores, load average ${load}.`,
    "",
    "```",
    output
      .split("\n")
      .map((line) => line.trimEnd())
      .join("\n")
      .replace(/^\n+/, "")
      .trimEnd(),
    "```",
  ].join("\n");
}

/** Writes the named sections from build/bench-figures/, keeping the others as the file has them. */
export function write(ids) {
  const kept = current();
  const body = SECTIONS.map((entry) => {
    const [id] = entry;
    const file = join(captures, `${id}.json`);
    if (ids.includes(id) && existsSync(file))
      return section(entry, JSON.parse(readFileSync(file, "utf8")));
    return kept.get(id) ?? section(entry, null);
  });
  writeFileSync(figuresFile, `${HEADER}\n${body.join("\n\n")}\n`);
}

/** Runs a command, printing its output as it comes, and keeps it with the time and the load. */
function run(id, argv) {
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
  const at = `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const file = join(captures, `${id}.json`);
  rmSync(file, { force: true });
  const chunks = [];
  const child = spawn(argv[0], argv.slice(1), { stdio: ["ignore", "pipe", "inherit"] });
  child.stdout.on("data", (chunk) => {
    process.stdout.write(chunk);
    chunks.push(chunk);
  });
  child.on("close", (status) => {
    if (status === 0) {
      mkdirSync(captures, { recursive: true });
      const output = Buffer.concat(chunks).toString();
      const capture = { at, load, cores: cpus().length, output };
      writeFileSync(file, JSON.stringify(capture));
    }
    process.exit(status ?? 1);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [verb, ...rest] = process.argv.slice(2);
  const known = new Set(SECTIONS.map(([id]) => id));
  if (verb === "run" && known.has(rest[0]) && rest[1] === "--") run(rest[0], rest.slice(2));
  else if (verb === "write" && rest.every((id) => known.has(id))) write(rest);
  else {
    console.error(
      `usage: node bench/figures.mjs run SECTION -- COMMAND... | write SECTION...\n` +
        `sections: ${[...known].join(", ")}`,
    );
    process.exit(2);
  }
}
