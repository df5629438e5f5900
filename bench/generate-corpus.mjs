// Writes the benchmark corpus: one 81-character 9×9 board per line, a third each complete,
// partial and invalid, in an order fixed by a seeded PRNG, so every run and every benchmark
// (native and JS) reads the same bytes.
//
//   node bench/generate-corpus.mjs [--boards 1000000] [--seed 36] [--out bench/corpus/boards-1m.txt]
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values: options } = parseArgs({
  options: {
    boards: { type: "string", default: "1000000" },
    seed: { type: "string", default: "36" },
    out: { type: "string", default: join(root, "bench/corpus/boards-1m.txt") },
  },
});
const boardCount = Number(options.boards);
if (!Number.isInteger(boardCount) || boardCount < 1) {
  throw new Error(`--boards must be a positive whole number, got "${options.boards}"`);
}

// mulberry32: tiny, fast and the same on every engine, which is all a corpus needs.
let state = Number(options.seed) >>> 0;
function random(n) {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (((t ^ (t >>> 14)) >>> 0) % n) >>> 0;
}

function shuffle(items) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

// A complete valid board (digits 1–9 per cell): the shifted pattern (r·3 + r/3 + c) mod 9 with
// relabelled digits, shuffled rows within bands, shuffled bands, and an optional transpose.
function completeBoard() {
  const digits = shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  const bands = shuffle([0, 1, 2]);
  const rows = [];
  for (const band of bands) for (const k of shuffle([0, 1, 2])) rows.push(band * 3 + k);
  const transpose = random(2) === 1;
  const cells = new Uint8Array(81);
  for (let row = 0; row < 9; row++) {
    const source = rows[row];
    for (let col = 0; col < 9; col++) {
      const digit = digits[(source * 3 + Math.floor(source / 3) + col) % 9];
      cells[transpose ? col * 9 + row : row * 9 + col] = digit;
    }
  }
  return cells;
}

// A valid board with 17 to 45 digits kept, like a published puzzle.
function partialBoard() {
  const cells = completeBoard();
  const keep = 17 + random(29);
  const order = shuffle([...Array(81).keys()]);
  for (let i = keep; i < 81; i++) cells[order[i]] = 0;
  return cells;
}

// One digit copied into another cell of the same row, column or box.
function invalidBoard() {
  const cells = random(2) === 0 ? completeBoard() : partialBoard();
  for (;;) {
    const kind = random(3);
    const unit = random(9);
    const from = random(9);
    const to = random(9);
    if (from === to) continue;
    const cellOf = (k) =>
      kind === 0
        ? unit * 9 + k
        : kind === 1
          ? k * 9 + unit
          : (Math.floor(unit / 3) * 3 + Math.floor(k / 3)) * 9 + (unit % 3) * 3 + (k % 3);
    const digit = cells[cellOf(from)];
    if (digit === 0) continue;
    cells[cellOf(to)] = digit;
    return cells;
  }
}

const DOT = 0x2e; // the only blank, as in the tutorial's code (bench/batch_bench.cpp runs it as written)
const ZERO = 0x30;
const lineLength = 82;
const text = Buffer.alloc(boardCount * lineLength);
const counts = { complete: 0, partial: 0, invalid: 0 };
for (let board = 0; board < boardCount; board++) {
  const kind = random(3);
  const cells = kind === 0 ? completeBoard() : kind === 1 ? partialBoard() : invalidBoard();
  counts[["complete", "partial", "invalid"][kind]]++;
  const offset = board * lineLength;
  for (let cell = 0; cell < 81; cell++) {
    text[offset + cell] = cells[cell] === 0 ? DOT : ZERO + cells[cell];
  }
  text[offset + 81] = 0x0a;
}

mkdirSync(dirname(options.out), { recursive: true });
const partialFile = `${options.out}.partial`;
writeFileSync(partialFile, text);
renameSync(partialFile, options.out); // a killed run never leaves a short corpus behind
console.log(
  `wrote ${boardCount} boards to ${options.out} ` +
    `(complete ${counts.complete}, partial ${counts.partial}, invalid ${counts.invalid})`,
);
