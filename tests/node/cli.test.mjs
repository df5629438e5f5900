// The valid-sudoku command (dist/cli.cjs): output, exit codes, --json, --quiet, grids, stdin.
import { test } from "node:test";
import assert from "node:assert/strict";
import { runSync, start } from "./child.mjs";
import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadPuzzleCases } from "./fixtures.mjs";

const cli = new URL("../../dist/cli.cjs", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "valid-sudoku-cli-"));
const EXAMPLE_1 =
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const EXAMPLE_2 = "8" + EXAMPLE_1.slice(1);

function file(name, text) {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

function run(args, input) {
  const result = runSync(process.execPath, [cli, ...args], {
    input,
    encoding: "utf8",
    maxBuffer: 64 << 20,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

// Example 1 as nine rows, .sdk style, and as a Simple Sudoku .ss grid with frame lines.
const sdk = ["#A Example 1", ...EXAMPLE_1.match(/.{9}/g)].join("\n");
const ss = EXAMPLE_1.match(/.{9}/g)
  .map((row) => `${row.slice(0, 3)}|${row.slice(3, 6)}|${row.slice(6)}`)
  .flatMap((row, i) => (i === 3 || i === 6 ? ["-----------", row] : [row]))
  .join("\n");

test("all valid: exit 0 and a summary", () => {
  const result = run([file("valid.txt", `${EXAMPLE_1}\n${EXAMPLE_1}\n`)]);
  assert.equal(result.code, 0, result.stderr);
  assert.equal(result.stdout, "2 boards: 2 valid, 0 invalid\n");
  assert.equal(result.stderr, "");
});

test("an invalid board: exit 1, its line and its conflicts in words", () => {
  const result = run([file("mixed.txt", `${EXAMPLE_1}\n\n# comment\n${EXAMPLE_2}\n`)]);
  assert.equal(result.code, 1);
  assert.equal(
    result.stdout,
    "line 4: 8 appears twice in column 1 (r1c1, r4c1) and in box 1 (r1c1, r3c3)\n" +
      "2 boards: 1 valid, 1 invalid\n",
  );
});

test("three repeats and several digits are worded", () => {
  const board = "555" + EXAMPLE_1.slice(3, 9) + "66" + EXAMPLE_1.slice(11);
  const result = run(["-"], board + "\n");
  assert.equal(result.code, 1);
  assert.match(
    result.stdout,
    /^line 1: 5 appears three times in row 1 \(r1c1, r1c2, r1c3\) and in box 1 /,
  );
  assert.match(result.stdout, /; 6 appears twice in row 2 \(r2c1, r2c2\)/);
});

test("a parse error in the middle: reported with line and column on stderr, the rest still checked", () => {
  const bad = EXAMPLE_1.slice(0, 20) + "?" + EXAMPLE_1.slice(21);
  const path = file("bad.txt", [EXAMPLE_1, bad, EXAMPLE_2, EXAMPLE_1].join("\n") + "\n");
  const result = run([path]);
  assert.equal(result.code, 2);
  assert.match(result.stderr, new RegExp(`^${path.replace(/[.]/g, "\\.")}:2:21: error: .*'\\?'`));
  // The place is said once, in the prefix: the message itself does not repeat it.
  assert.match(result.stderr, /: error: unexpected character '\?'\n/);
  // A byte order mark is no column: the column counts the characters a reader sees.
  const marked = run([file("marked.txt", "\ufeff" + bad + "\n")]);
  assert.match(marked.stderr, /marked\.txt:1:21: error: unexpected character '\?'\n/);
  assert.equal(result.stdout.split("\n")[0].startsWith("line 3: 8 appears twice"), true);
  assert.match(result.stdout, /4 boards: 2 valid, 1 invalid, 1 not boards\n$/);
});

test("--json prints one object per invalid or malformed board, then a summary", () => {
  const bad = EXAMPLE_1.slice(1);
  const result = run(["--json", file("json.txt", [EXAMPLE_2, bad, EXAMPLE_1].join("\n"))]);
  assert.equal(result.code, 2);
  const records = result.stdout
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));
  assert.equal(records.length, 3);
  assert.deepEqual(records[0].conflicts, [
    { rule: "column", unit: "column", index: 0, digit: 8, cells: [0, 27] },
    { rule: "box", unit: "box", index: 0, digit: 8, cells: [0, 20] },
  ]);
  assert.equal(records[0].line, 1);
  assert.equal(records[0].valid, false);
  assert.deepEqual(records[0].conflictCells, [0, 20, 27]);
  assert.equal(records[1].line, 2);
  assert.match(records[1].error, /expected 81 cells, found 80/);
  assert.deepEqual(records[2], { summary: true, total: 3, valid: 1, invalid: 1, malformed: 1 });
});

test("--quiet prints only the summary", () => {
  const result = run(["--quiet", file("quiet.txt", `${EXAMPLE_2}\n${EXAMPLE_1}\n`)]);
  assert.equal(result.code, 1);
  assert.equal(result.stdout, "2 boards: 1 valid, 1 invalid\n");
});

test(".sdk and .ss grids separated by blank lines are one board each", () => {
  const invalidGrid = ["8" + sdk.split("\n")[1].slice(1), ...sdk.split("\n").slice(2)].join("\n");
  const text = [sdk, "", ss, "", invalidGrid, "", EXAMPLE_1].join("\n") + "\n";
  const result = run([file("grids.sdk", text)]);
  assert.equal(result.code, 1, result.stderr);
  const invalidLine = sdk.split("\n").length + ss.split("\n").length + 3;
  assert.equal(
    result.stdout,
    `line ${invalidLine}: 8 appears twice in column 1 (r1c1, r4c1) and in box 1 (r1c1, r3c3)\n` +
      "4 boards: 3 valid, 1 invalid\n",
  );
});

test("a block that does not parse as one grid is reported line by line", () => {
  const rows = sdk.split("\n");
  rows[5] = rows[5].slice(0, 4) + "x" + rows[5].slice(5);
  const result = run([file("broken.sdk", rows.join("\n") + "\n")]);
  assert.equal(result.code, 2);
  assert.match(result.stderr, /broken\.sdk:6:1: error: '4' is not a digit of a 3×3 board/);
  // Each row is a line of its own: nine rows, each reported (none is a 3x3 board by itself).
  assert.equal(result.stderr.split("\n").filter((line) => line.includes(": error: ")).length, 9);
  assert.equal(result.stdout, "9 boards: 0 valid, 0 invalid, 9 not boards\n");
});

test("stdin via - and with no file; several files", () => {
  assert.equal(run(["-"], `${EXAMPLE_1}\n`).stdout, "1 board: 1 valid, 0 invalid\n");
  assert.equal(run([], `${EXAMPLE_2}\n`).code, 1);
  const a = file("a.txt", `${EXAMPLE_1}\n`);
  const b = file("b.txt", `${EXAMPLE_1}\n${EXAMPLE_2}\n`);
  const result = run([a, b]);
  assert.equal(result.code, 1);
  assert.equal(
    result.stdout,
    `${b}: line 2: 8 appears twice in column 1 (r1c1, r4c1) and in box 1 (r1c1, r3c3)\n3 boards: 2 valid, 1 invalid\n`,
  );
});

test("--shape, usage errors, unreadable files, --help and --version", () => {
  const fourByFour = file("four.txt", "1234341221434321\n");
  assert.equal(run(["--shape", "2x2", fourByFour]).code, 0);
  assert.equal(run(["--shape=3x3", fourByFour]).code, 2);
  for (const args of [
    ["--shape"],
    ["--shape", "nine"],
    ["--shape", "9x9"],
    ["--frobnicate"],
    ["-x"],
  ]) {
    const result = run(args, "");
    assert.equal(result.code, 2, args.join(" "));
    assert.match(result.stderr, /^valid-sudoku: /);
    assert.match(result.stderr, /Usage: valid-sudoku/);
  }
  const missing = run([join(dir, "missing.txt")]);
  assert.equal(missing.code, 2);
  assert.match(missing.stderr, /cannot read .*missing\.txt/);
  const help = run(["--help"]);
  assert.equal(help.code, 0);
  assert.match(help.stdout, /--json/);
  assert.match(run(["--version"]).stdout, /^\d+\.\d+\.\d+\n$/);
});

test("a file larger than one batch keeps line numbers across batches", () => {
  const count = 40_000; // about 3.3 MB: several batches
  const lines = Array(count).fill(EXAMPLE_1);
  lines[count - 2] = EXAMPLE_2;
  lines[12_345] = EXAMPLE_2;
  const result = run([file("big.txt", lines.join("\n") + "\n")]);
  assert.equal(result.code, 1);
  const reported = result.stdout.split("\n").filter((line) => line.startsWith("line "));
  assert.deepEqual(
    reported.map((line) => line.split(":")[0]),
    [`line ${12_346}`, `line ${count - 1}`],
  );
  assert.match(result.stdout, new RegExp(`${count} boards: ${count - 2} valid, 2 invalid`));
});

// ---- Robustness (the audit's reproducers): any bytes, any line length, any output --------------

test("a file of random bytes is checked to its end, line by line", () => {
  let state = 7;
  const bytes = Buffer.alloc(3_000_000);
  for (let i = 0; i < bytes.length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  const path = join(dir, "random.bin");
  writeFileSync(path, Buffer.concat([bytes, Buffer.from(`\n${EXAMPLE_2}\n`)]));
  const lines = bytes.toString("latin1").split("\n").length + 1;
  const child = runSync(process.execPath, [cli, path], {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  const result = { code: child.status, stdout: child.stdout, stderr: child.stderr };
  assert.equal(result.code, 2);
  assert.doesNotMatch(result.stderr, /memory access|Aborted|    at /);
  const errors = result.stderr.split("\n").filter((line) => line.includes(": error: "));
  // The last line still got checked, after every line before it.
  assert.match(result.stdout, new RegExp(`^line ${lines}: 8 appears twice`, "m"));
  // (A random line may be a board: a lone digit is a valid 1x1 board.)
  const summary = /(\d+) boards: (\d+) valid, (\d+) invalid, (\d+) not boards/.exec(result.stdout);
  assert.ok(summary, result.stdout);
  assert.equal(Number(summary[4]), errors.length);
  assert.ok(errors.length > 1000, `${errors.length} lines reported`);
});

test("a byte order mark, CRLF, a NUL and no final newline are each read per line", () => {
  const text = `\ufeff${EXAMPLE_1}\r\n${EXAMPLE_2}\r\n12\u00003\r\n${EXAMPLE_1}`;
  const result = run([file("windows.txt", text)]);
  assert.equal(result.code, 2);
  assert.match(result.stdout, /^line 2: 8 appears twice/);
  assert.match(result.stdout, /4 boards: 2 valid, 1 invalid, 1 not boards\n$/);
  assert.match(
    result.stderr,
    /windows\.txt:3:3: error: unexpected character U\+0000 \(a control character\)/,
  );
});

test("a 100 MB line is refused at its first cell past the largest board, in flat memory", () => {
  const path = join(dir, "long-line.txt");
  const long = Buffer.alloc(100 * 1024 * 1024, "1");
  writeFileSync(
    path,
    Buffer.concat([Buffer.from(`${EXAMPLE_1}\n`), long, Buffer.from(`\n${EXAMPLE_2}\n`)]),
  );
  const result = runSync("/usr/bin/time", ["-f", "%M", process.execPath, cli, path], {
    encoding: "utf8",
  });
  assert.equal(result.status, 2, result.stderr);
  assert.match(result.stderr, /long-line\.txt:2:4097: error: found more than 4096 cells/);
  assert.match(result.stdout, /^line 3: 8 appears twice/);
  const peakKb = Number(result.stderr.trim().split("\n").at(-1));
  assert.ok(peakKb < 150 * 1024, `peak RSS ${peakKb} KB`);
});

test("a closed pipe (| head -1) ends quietly with status 3", async () => {
  const lines = (EXAMPLE_2 + "\n").repeat(20_000);
  const child = start(process.execPath, [cli, "-"], { stdio: ["pipe", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  child.stdout.once("data", () => child.stdout.destroy());
  child.stdin.on("error", () => {});
  child.stdin.end(lines);
  const code = await new Promise((resolve) => child.on("close", resolve));
  assert.equal(code, 3);
  assert.equal(stderr, "");
});

test("a full disk (> /dev/full) is a one-line error with status 3", () => {
  const out = openSync("/dev/full", "w");
  const result = runSync(process.execPath, [cli, "-"], {
    input: (EXAMPLE_2 + "\n").repeat(5000),
    stdio: ["pipe", out, "pipe"],
    encoding: "utf8",
  });
  closeSync(out);
  assert.equal(result.status, 3);
  assert.match(result.stderr, /^valid-sudoku: cannot write the output: .*no space left/i);
  assert.equal(result.stderr.split("\n").length, 2);
});

test("a closed standard input is an error, not 0 boards", () => {
  const result = runSync("sh", ["-c", `"${process.execPath}" "${cli}" - <&-`], {
    encoding: "utf8",
  });
  assert.equal(result.status, 2);
  assert.match(result.stderr, /cannot read standard input: it is closed/);
  assert.doesNotMatch(result.stdout, /0 boards/);
  // An empty input is not an error.
  assert.equal(run(["-"], "").stdout, "0 boards: 0 valid, 0 invalid\n");
});

test("a closed standard output is an error said on stderr, status 2", () => {
  const path = file("closed-out.txt", `${EXAMPLE_2}\n`);
  const shell = (redirect) =>
    runSync("sh", ["-c", `"${process.execPath}" "${cli}" "${path}" ${redirect}`], {
      encoding: "utf8",
    });
  // Node writes into /dev/null in its place, so the results would be lost unseen.
  const closed = shell(">&-");
  assert.equal(closed.status, 2);
  assert.equal(closed.stderr, "valid-sudoku: cannot write the output: standard output is closed\n");
  // Output sent to /dev/null on purpose is an output: the invalid board's status.
  const nulled = shell("> /dev/null");
  assert.equal(nulled.status, 1, nulled.stderr);
  assert.equal(nulled.stderr, "");
});

test("a file whose name is not UTF-8 (Latin-1 caf\u00e9.txt) opens by its own bytes", () => {
  // Node gives the name as "caf\uFFFD.txt"; two such names are two files, each read in turn.
  const latin1 = (byte) =>
    Buffer.concat([Buffer.from(`${dir}/caf`), Buffer.from([byte, 0x2e, 0x74, 0x78, 0x74])]);
  writeFileSync(latin1(0xe9), `${EXAMPLE_2}\n`);
  writeFileSync(latin1(0xe8), `${EXAMPLE_1}\n${EXAMPLE_1}\n`);
  const result = runSync(
    "sh",
    [
      "-c",
      `"${process.execPath}" "${cli}" "$D/caf$(printf '\\351').txt" "$D/caf$(printf '\\350').txt"`,
    ],
    { encoding: "utf8", env: { ...process.env, D: dir } },
  );
  assert.equal(result.stderr, "");
  assert.equal(result.status, 1);
  assert.match(result.stdout, /caf\uFFFD\.txt: line 1: 8 appears twice/);
  assert.match(result.stdout, /3 boards: 2 valid, 1 invalid\n$/);
});

test("one-line boards are never merged into a grid, whatever the block", () => {
  const bad = EXAMPLE_1.slice(1);
  const block = [EXAMPLE_1, bad, EXAMPLE_2, ...Array(200).fill(EXAMPLE_1)].join("\n");
  const result = run([file("block.txt", block + "\n")]);
  assert.equal(result.code, 2);
  assert.match(result.stdout, /^line 3: 8 appears twice/);
  assert.match(result.stdout, /203 boards: 201 valid, 1 invalid, 1 not boards/);
  assert.match(result.stderr, /block\.txt:2: error: expected 81 cells, found 80/);
});

test("LeetCode's board text works one per line", () => {
  const rowsOf = (line) => Array.from({ length: 9 }, (_, r) => [...line.slice(r * 9, r * 9 + 9)]);
  const text = `${JSON.stringify(rowsOf(EXAMPLE_1))}\n${JSON.stringify(rowsOf(EXAMPLE_2)).replaceAll('"', "'")}\n`;
  const result = run([file("leetcode.txt", text)]);
  assert.equal(result.code, 1);
  assert.match(result.stdout, /^line 2: 8 appears twice in column 1/);
});

// ---- The lean path: batches, the core's output lines, back-pressure ------------------------------

test("a block of boards that goes on into the next batch is never a grid", () => {
  // A comment of 42 bytes and 12,787 lines of 82 bytes fill the first read (1 MiB) exactly; a
  // grid's rows follow without a blank line, so they belong to the block of boards and are
  // reported line by line, although the batch before ends where they start.
  const boards = 12_787;
  const rows = EXAMPLE_1.match(/.{9}/g);
  const head = ["#".repeat(41), ...Array(boards).fill(EXAMPLE_1)];
  assert.equal(head.join("\n").length + 1, 1 << 20);
  const result = run([file("glued.txt", [...head, ...rows].join("\n") + "\n")]);
  assert.equal(result.code, 2);
  assert.equal(result.stderr.split("\n").filter((line) => line.includes(": error: ")).length, 9);
  assert.equal(result.stdout, `${boards + 9} boards: ${boards} valid, 0 invalid, 9 not boards\n`);
  // The same grid after a blank line is one board.
  const apart = [...head, "", ...rows].join("\n") + "\n";
  assert.equal(
    run([file("apart.txt", apart)]).stdout,
    `${boards + 1} boards: ${boards + 1} valid, 0 invalid\n`,
  );
});

test("a grid cut by the end of a read, at a newline, is still one board", () => {
  // 1 MiB = a comment (83 bytes) + 12,786 board lines + a blank line + the grid's first 4 rows:
  // the first read ends at a newline inside the grid, and the batch is cut before the grid.
  const rows = EXAMPLE_2.match(/.{9}/g);
  const head = ["#".repeat(82), ...Array(12_786).fill(EXAMPLE_1), ""];
  assert.equal(head.join("\n").length + 1 + 4 * 10, 1 << 20);
  const result = run([file("straddle.txt", [...head, ...rows].join("\n") + "\n")]);
  assert.equal(result.stderr, "");
  assert.equal(result.code, 1);
  assert.equal(
    result.stdout,
    "line 12789: 8 appears twice in column 1 (r1c1, r4c1) and in box 1 (r1c1, r3c3)\n" +
      "12787 boards: 12786 valid, 1 invalid\n",
  );
});

test("a line of spaces separates blocks at a batch boundary as anywhere else (the core's blank line)", () => {
  // As above, with the blank line before the grid holding three spaces (LF, then CRLF line ends):
  // the first read (1 MiB) ends at a newline inside the grid, the batch is cut after the line of
  // spaces, and the grid is one board.
  const rows = EXAMPLE_2.match(/.{9}/g);
  for (const [end, comment, boards] of [
    ["\n", 79, 12_786],
    ["\r\n", 69, 12_632],
  ]) {
    const head = ["#".repeat(comment), ...Array(boards).fill(EXAMPLE_1), "   "];
    assert.equal((head.join(end) + end).length + 4 * (9 + end.length), 1 << 20);
    const result = run([file("spaces.txt", [...head, ...rows].join(end) + end)]);
    assert.equal(result.stderr, "");
    assert.equal(result.code, 1);
    assert.equal(
      result.stdout,
      `line ${boards + 3}: 8 appears twice in column 1 (r1c1, r4c1) and in box 1 (r1c1, r3c3)\n` +
        `${boards + 1} boards: ${boards} valid, 1 invalid\n`,
    );
  }
});

test("the core's lines are the API's: every invalid board of a large file, text and JSON", async () => {
  const { loadValidator } = await import("../../dist/valid-sudoku.mjs");
  const sudoku = await loadValidator();
  let state = 11;
  const next = (n) => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) >>> 8) % n;
  const lines = [];
  for (let k = 0; k < 30_000; k++) {
    const cells = [...EXAMPLE_1];
    for (let changes = next(4); changes > 0; changes--) cells[next(81)] = String(1 + next(9));
    lines.push(k % 1000 === 7 ? "AA" + ".".repeat(254) : cells.join(""));
  }
  const name = file('we"ird.txt', lines.join("\n") + "\n");
  const text = run([name]);
  const json = run(["--json", name]);
  const expectedText = [];
  const expectedJson = [];
  lines.forEach((line, k) => {
    const report = sudoku.check(line);
    if (report.valid) return;
    expectedText.push(`line ${k + 1}: ${sudoku.describe(line, { nameCells: true })}`);
    expectedJson.push(JSON.stringify({ file: name, line: k + 1, ...report }));
  });
  assert.ok(expectedText.length > 1000);
  // The first line that differs (a diff of 30,000 lines would not help).
  const firstDifference = (actual, expected) => {
    const index = actual.findIndex((line, k) => line !== expected[k]);
    if (index >= 0) return { index, actual: actual[index], expected: expected[index] };
    return actual.length === expected.length ? null : { lengths: [actual.length, expected.length] };
  };
  assert.equal(firstDifference(text.stdout.split("\n").slice(0, -2), expectedText), null);
  assert.equal(firstDifference(json.stdout.split("\n").slice(0, -2), expectedJson), null);
});

test("a reader that stops for a while holds the output back without spinning", async () => {
  // A FIFO opened non-blocking: when it is full, a write fails with EAGAIN until the reader reads.
  const fifo = join(dir, "slow.fifo");
  runSync("mkfifo", [fifo]);
  const { constants } = await import("node:fs");
  const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
  const writer = openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
  const input = file("slow.txt", (EXAMPLE_2 + "\n").repeat(20_000));
  // Node makes a child's standard output blocking; a preload that touches process.stdout makes it
  // non-blocking again, as some parents leave it. The preload also counts what the command does
  // while the pipe is full: the writes that failed with EAGAIN and the waits between them.
  const preload = file(
    "count-waits.cjs",
    `process.stdout;
const fs = require("node:fs");
const counts = { eagain: 0, waits: 0, shortestWait: -1 };
const write = fs.writeSync;
fs.writeSync = function (...args) {
  try {
    return write.apply(this, args);
  } catch (error) {
    if (error.code === "EAGAIN" && ++counts.eagain === 100) process.stderr.write("full\\n");
    throw error;
  }
};
const wait = Atomics.wait;
Atomics.wait = function (...args) {
  counts.waits++;
  const timeout = args[3] ?? Infinity;
  if (counts.shortestWait < 0 || timeout < counts.shortestWait) counts.shortestWait = timeout;
  return wait.apply(this, args);
};
process.on("exit", () => process.stderr.write("counts " + JSON.stringify(counts) + "\\n"));
`,
  );
  const child = start(process.execPath, [cli, input], {
    stdio: ["ignore", writer, "pipe"],
    env: { ...process.env, NODE_OPTIONS: `--require ${preload}` },
  });
  closeSync(writer);
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const closed = new Promise((resolve) => child.on("close", resolve));
  // Nobody reads until the command has found the pipe full a hundred times.
  await new Promise((resolve) => {
    child.stderr.on("data", () => /^full$/m.test(stderr) && resolve());
    closed.then(resolve);
  });
  const { readSync } = await import("node:fs");
  const chunks = [];
  const buffer = Buffer.alloc(1 << 16);
  let code = null;
  closed.then((status) => (code = status));
  for (;;) {
    let read = 0;
    try {
      read = readSync(reader, buffer);
    } catch (error) {
      if (error.code !== "EAGAIN") throw error;
      await new Promise((resolve) => setTimeout(resolve, 5));
      continue;
    }
    if (read === 0) {
      if (code !== null) break; // every writer is gone and the child has ended
      await new Promise((resolve) => setTimeout(resolve, 5));
      continue;
    }
    chunks.push(Buffer.from(buffer.subarray(0, read)));
  }
  closeSync(reader);
  assert.equal(code, 1, stderr);
  const output = Buffer.concat(chunks).toString();
  assert.equal(output.split("\n").filter((line) => line.startsWith("line ")).length, 20_000);
  assert.match(output, /20000 boards: 0 valid, 20000 invalid\n$/);
  const counts = JSON.parse(/^counts (.*)$/m.exec(stderr)[1]);
  assert.ok(counts.eagain > 0, "the pipe was full at least once");
  // Never spinning: every failed write is followed by a wait of at least a millisecond before the
  // next attempt, so there are at least as many waits as failed writes.
  assert.ok(counts.waits >= counts.eagain, JSON.stringify(counts));
  assert.ok(counts.shortestWait >= 1, JSON.stringify(counts));
});

// Issue 15's CLI failures: the grid rule is the core's listing session now.

test("a 9-line grid whose last line has no newline is one board", () => {
  const rows = EXAMPLE_1.match(/.{9}/g).join("\n");
  const result = run([file("grid-no-newline.txt", rows)]);
  assert.equal(result.stderr, "");
  assert.equal(result.code, 0);
  assert.equal(result.stdout, "1 board: 1 valid, 0 invalid\n");
});

// Resolves once the process's main thread is blocked reading its standard input (Linux: the
// read system call, 0, on descriptor 0), so that what is written next is a read of its own.
// The process that runs the command: dist/cli.cjs starts itself again with a V8 flag
// (web/cli/launch.js), so it is the last of the child's descendants (once it is started).
function commandPid(pid) {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
  return children ? commandPid(Number(children.split(" ")[0])) : pid;
}

async function waitForRead(pid) {
  while (!readFileSync(`/proc/${commandPid(pid)}/syscall`, "utf8").startsWith("0 0x0 ")) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

test("a grid arriving a line at a time on a slow pipe is one board", async () => {
  const child = start(process.execPath, [cli, "-"]);
  let stdout = "";
  child.stdout.on("data", (data) => (stdout += data));
  const closed = new Promise((resolve) => child.on("close", resolve));
  for (const row of EXAMPLE_2.match(/.{9}/g)) {
    await waitForRead(child.pid);
    child.stdin.write(`${row}\n`);
  }
  child.stdin.end();
  assert.equal(await closed, 1);
  assert.equal(
    stdout,
    "line 1: 8 appears twice in column 1 (r1c1, r4c1) and in box 1 (r1c1, r3c3)\n" +
      "1 board: 0 valid, 1 invalid\n",
  );
});

test("a line longer than 2 MiB whose newline ends a read is one line, and the rest is read", () => {
  // Reads are 1 MiB: the newline is the last byte of the third.
  const long = "1".repeat(3 * (1 << 20) - 1);
  const result = run([file("long-line.txt", `${long}\n${EXAMPLE_2}\n${EXAMPLE_1}\n`)]);
  assert.equal(result.code, 2);
  assert.match(result.stderr, /^[^\n]*long-line\.txt:1:4097: error: found more than 4096 cells/);
  assert.equal(result.stderr.split("\n").length, 2, result.stderr);
  assert.equal(
    result.stdout,
    "line 2: 8 appears twice in column 1 (r1c1, r4c1) and in box 1 (r1c1, r3c3)\n" +
      "3 boards: 1 valid, 1 invalid, 1 not boards\n",
  );
});

test("a byte order mark before a # line, or before a blank first line, is no board", () => {
  const comment = run([file("bom-comment.txt", `\uFEFF# puzzles\n${EXAMPLE_1}\n`)]);
  assert.equal(comment.stderr, "");
  assert.equal(comment.stdout, "1 board: 1 valid, 0 invalid\n");
  const blank = run([file("bom-blank.txt", `\uFEFF\n${sdk}\n`)]);
  assert.equal(blank.stderr, "");
  assert.equal(blank.stdout, "1 board: 1 valid, 0 invalid\n");
});

test("a .ss grid with ---+---+--- frame lines is one board", () => {
  const framed = ss.replaceAll("-----------", "---+---+---");
  const result = run([file("framed.ss", `${framed}\n\n${ss}\n`)]);
  assert.equal(result.stderr, "");
  assert.equal(result.code, 0);
  assert.equal(result.stdout, "2 boards: 2 valid, 0 invalid\n");
});

test("every line may be a link, a site id or puzzle JSON: each is read, errors say why in words", () => {
  const cases = loadPuzzleCases();
  const readable = cases.filter((c) => !c.error);
  const result = run([file("links.txt", cases.map((c) => c.input).join("\n") + "\n")]);
  const summary = result.stdout.trim().split("\n").at(-1);
  const [, total, malformed] = /^(\d+) boards: .*?(?:, (\d+) not boards)?$/.exec(summary);
  assert.equal(Number(total), cases.length, summary);
  assert.equal(Number(malformed ?? 0), cases.length - readable.length, result.stderr);
  for (const [index, c] of cases.entries()) {
    const line = index + 1;
    if (c.error)
      assert.ok(
        result.stderr.includes(`links.txt:${line}`) && result.stderr.includes(c.error),
        c.name,
      );
    // A constraint the referee does not check is said, never dropped.
    if (c.ignored) {
      assert.ok(
        result.stderr.includes(`links.txt:${line}: note: not checked: ${c.ignored}`),
        c.name,
      );
    }
  }
});

test("a line that carries rules is checked with them, and --json names each conflict's rule", () => {
  // A 1 at r1c1 and at r4c4: only the main diagonal holds both.
  const board = "1" + ".".repeat(29) + "1" + ".".repeat(50);
  const diagonal = JSON.stringify({ board, shape: "3x3", rules: { mainDiagonal: true } });
  const plain = JSON.stringify({ board, shape: "3x3" });
  const path = file("rules.txt", `${diagonal}\n${plain}\n${board}\n`);
  const result = run([path]);
  assert.equal(result.code, 1, result.stderr);
  assert.equal(
    result.stdout,
    "line 1: 1 appears twice on the main diagonal (r1c1, r4c4)\n3 boards: 2 valid, 1 invalid\n",
  );
  const json = run(["--json", path]);
  const [record] = json.stdout
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
  assert.equal(record.line, 1);
  assert.deepEqual(record.conflicts, [
    { rule: "diagonal", unit: "diagonal", index: 0, digit: 1, cells: [0, 30] },
  ]);
});
