// The command's grid rule at its edges: a block of 2 to 129 content lines (a 64×64 grid with its
// frame lines has 129) that no line of which is a board by itself is read as one board; a block of
// 130 lines is reported line by line.
import assert from "node:assert/strict";
import { runSync } from "./child.mjs";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";

const cli = new URL("../../dist/cli.cjs", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "valid-sudoku-grids-"));

function check(name, text) {
  const path = join(dir, name);
  writeFileSync(path, text);
  const result = runSync(process.execPath, [cli, path], { encoding: "utf8" });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

// A valid 64×64 board (8×8 boxes) holding one Z in every row, column and box. No row is a board by
// itself: alone, 64 cells make an 8×8 board, whose digits stop at 8.
const rows = Array.from({ length: 64 }, (_, row) => {
  const cells = Array(64).fill(".");
  cells[(row % 8) * 8 + Math.floor(row / 8)] = "Z";
  return cells.join("");
});
// Frame lines around and between the rows: 64 + 65 = 129 lines.
const framed = ["+", ...rows.flatMap((row) => [row, "+"])];

test("a grid of 129 lines (64×64 with frame lines) is one board", () => {
  assert.equal(framed.length, 129);
  const result = check("129.txt", framed.join("\n") + "\n");
  assert.equal(result.code, 0, result.stderr);
  assert.equal(result.stdout, "1 board: 1 valid, 0 invalid\n");
  assert.equal(result.stderr, "");
});

test("a block of 130 lines is never one board: its lines are reported one by one", () => {
  const result = check("130.txt", [...framed, "+"].join("\n") + "\n");
  assert.equal(result.code, 2);
  assert.equal(result.stdout, "130 boards: 0 valid, 0 invalid, 130 not boards\n");
  assert.match(result.stderr, /130\.txt:2:1: error: 'Z' is not a digit of a 8×8 board/);
});

test("a grid of 2 lines is one board", () => {
  // Alone, each line of eight cells is no board; together they are a valid 4×4 board's 16 cells.
  const result = check("2.txt", "12343412\n21434321\n");
  assert.equal(result.code, 0, result.stderr);
  assert.equal(result.stdout, "1 board: 1 valid, 0 invalid\n");
  assert.equal(result.stderr, "");
});
