// JS-side benchmarks: the wasm API against a plain JavaScript bitmask referee, in one Node process.
//
// node bench/js.bench.mjs [--quick]   (needs dist/ from scripts/build.sh; makes the corpus if missing)
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const quick = process.argv.includes("--quick");
const corpusPath = join(root, "bench/corpus/boards-1m.txt");

const { loadValidator } = await import(join(root, "dist/valid-sudoku.mjs"));
const createSudokuModule = (await import(join(root, "build/wasm/wasm/sudoku.mjs"))).default;

// The tutorial's algorithm: one bitmask per row, column and box; stop at the first repeat.
const seen = new Int32Array(27);
function isValidPlainJs(board) {
  seen.fill(0);
  for (let i = 0; i < 81; i++) {
    const code = board.charCodeAt(i);
    if (code === 46 || code === 48) continue; // '.' or '0'
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

function ensureCorpus() {
  if (existsSync(corpusPath)) return;
  const generator = join(root, "bench/generate-corpus.mjs");
  if (existsSync(generator)) {
    execFileSync(process.execPath, [generator], { cwd: root, stdio: "inherit" });
    if (existsSync(corpusPath)) return;
  }
  // Fallback: relabelled and shuffled copies of one solution, with blanks; every other board gets
  // one digit copied into another cell of its row, which makes it invalid.
  console.log("generating bench/corpus/boards-1m.txt (fallback generator)");
  let state = 12345;
  const random = (n) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % n;
  };
  const lines = [];
  for (let k = 0; k < 1_000_000; k++) {
    const relabel = [1, 2, 3, 4, 5, 6, 7, 8, 9].sort(() => random(3) - 1);
    const band = random(3);
    const cells = [];
    for (let r = 0; r < 9; r++) {
      const rr = (r + band * 3) % 9;
      for (let c = 0; c < 9; c++) {
        const v = ((rr * 3 + Math.floor(rr / 3) + c) % 9) + 1;
        cells.push(random(10) < 6 ? 0 : relabel[v - 1]);
      }
    }
    if (k % 2) {
      const r = random(9);
      cells[r * 9 + 1] = cells[r * 9] = 1 + random(9);
    }
    lines.push(cells.join("").replaceAll("0", "."));
  }
  mkdirSync(dirname(corpusPath), { recursive: true });
  writeFileSync(corpusPath, lines.join("\n") + "\n");
}

// Median of `rounds` timings of fn(), in ns per item.
function measure(rounds, items, fn) {
  const times = [];
  for (let r = 0; r < rounds; r++) {
    const start = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - start) / items);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

ensureCorpus();
const bytes = readFileSync(corpusPath);
const text = bytes.toString("latin1");
const boards = text.split("\n").filter((line) => line.length === 81);
const sample = boards.slice(0, quick ? 20_000 : 200_000);
const rounds = quick ? 3 : 7;

const sudoku = await loadValidator();
// Both referees must agree before their speed means anything.
for (const board of sample.slice(0, 20_000)) {
  if (sudoku.isValid(board) !== isValidPlainJs(board)) throw new Error(`disagreement on ${board}`);
}

const rows = [];
const add = (name, ns, note = "") => rows.push({ name, ns, note });
let sink = 0;

// Warm up every contender, then measure.
for (let i = 0; i < 3; i++) {
  for (const board of sample) sink += isValidPlainJs(board) ? 1 : 0;
  for (const board of sample) sink += sudoku.isValid(board) ? 1 : 0;
}
const plain = measure(rounds, sample.length, () => {
  for (const board of sample) sink += isValidPlainJs(board) ? 1 : 0;
});
add("plain JS bitmask isValid (81-char string)", plain, "reference");
add(
  "isValid(81-char string)",
  measure(rounds, sample.length, () => {
    for (const board of sample) sink += sudoku.isValid(board) ? 1 : 0;
  }),
);
const checkSample = sample.slice(0, sample.length / 4);
add(
  "check(81-char string), full report",
  measure(rounds, checkSample.length, () => {
    for (const board of checkSample) sink += sudoku.check(board).conflicts.length;
  }),
);

// How the string reaches wasm memory: the candidates, on the raw binding.
const raw = await createSudokuModule({
  wasmBinary: readFileSync(join(root, "build/wasm/wasm/sudoku.wasm")),
});
const ptr = raw.textBuffer(81);
const encoder = new TextEncoder();
let target = raw.HEAPU8.subarray(ptr, ptr + 81);
const candidates = {
  "charCodeAt loop into HEAPU8": (board) => {
    const heap = raw.HEAPU8;
    for (let i = 0; i < 81; i++) heap[ptr + i] = board.charCodeAt(i);
  },
  "TextEncoder.encodeInto cached view": (board) => {
    if (target.byteLength === 0) target = raw.HEAPU8.subarray(ptr, ptr + 81);
    encoder.encodeInto(board, target);
  },
  "TextEncoder.encodeInto new subarray": (board) => {
    encoder.encodeInto(board, raw.HEAPU8.subarray(ptr, ptr + 81));
  },
};
for (const [name, write] of Object.entries(candidates)) {
  for (const board of sample) write(board);
  add(
    `  write only: ${name}`,
    measure(rounds, sample.length, () => {
      for (const board of sample) write(board);
    }),
  );
  add(
    `  write + raw isValid: ${name}`,
    measure(rounds, sample.length, () => {
      for (const board of sample) {
        write(board);
        sink += raw.isValid(0, 81, 0, 0);
      }
    }),
  );
}

// The batch path over the whole corpus file.
const batchRounds = quick ? 3 : 5;
sudoku.validateMany(bytes);
let report;
const manyBytes = measure(batchRounds, boards.length, () => {
  report = sudoku.validateMany(bytes);
});
add(`validateMany(Uint8Array of the ${boards.length}-board file)`, manyBytes);
add(
  "validateMany(string of the same file)",
  measure(batchRounds, boards.length, () => {
    sink += sudoku.validateMany(text).valid;
  }),
);
add(
  "  plain JS: split the string into lines, then isValid each",
  measure(batchRounds, boards.length, () => {
    for (const line of text.split("\n"))
      if (line.length === 81) sink += isValidPlainJs(line) ? 1 : 0;
  }),
);
if (report.total !== boards.length) throw new Error(`validateMany counted ${report.total} boards`);

console.log(
  `\nJS API benchmarks (node ${process.version}, ${sample.length} boards per single-board run)`,
);
for (const { name, ns, note } of rows) {
  const ratio = plain / ns;
  console.log(
    `${name.padEnd(62)} ${ns.toFixed(1).padStart(8)} ns/board  ${ratio.toFixed(2).padStart(6)}x plain JS ${note}`,
  );
}
console.log(
  `validateMany: ${report.total} boards, ${report.valid} valid, ${report.invalid} invalid`,
);
console.log(
  `speed-up of validateMany(Uint8Array) over plain JS isValid per board: ${(plain / manyBytes).toFixed(1)}x (goal: 8x)`,
);
for (const name of [
  "valid-sudoku.mjs",
  "valid-sudoku.cjs",
  "valid-sudoku.js",
  "board.mjs",
  "cli.cjs",
]) {
  const path = join(root, "dist", name);
  if (!existsSync(path)) continue;
  const file = readFileSync(path);
  console.log(`dist/${name}: ${file.length} B, ${gzipSync(file, { level: 9 }).length} B gzip`);
}
if (sink === 0.5) console.log(sink);
