// The CLI's progress line (web/cli/progress.js) as a person sees it: the command runs on a big
// generated file in a tmux pane, whose screen is read with capture-pane and whose every byte
// is recorded with pipe-pane; and none of it when stderr is piped or with --quiet.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { runSync } from "./child.mjs";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const cli = new URL("../../dist/cli.cjs", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "valid-sudoku-progress-"));
after(() => rmSync(dir, { recursive: true, force: true }));

// A valid board as a Solo game id (tests/fixtures/formats.puzzles): read by the formats reader,
// which takes about 10 times as long a byte as an 81-character line, so the run lasts (about 2 s
// here) on a file of 40 MB. Valid boards only, so that stdout is the summary line alone.
const BOARD = "3x3:a3_4d8c8d2_5c8b7_3c9a5_8b7a6a2a4a5a5b6_3a2c1_5b9c6_9d5c8d4_1a";
const BOARDS = 600_000;
const big = join(dir, "big.txt");
writeFileSync(big, `${BOARD}\n`.repeat(BOARDS));

// Each pane has a tmux server of its own (a socket in the temp folder), stopped when it is read.
let panes = 0;
const tmuxOn =
  (socket) =>
  (...args) => {
    const result = runSync("tmux", ["-S", socket, ...args], { encoding: "utf8" });
    if (result.error)
      throw new Error(`tmux: ${result.error.message} (scripts/setup.sh installs it)`);
    return result;
  };

const quote = (text) => `'${text.replaceAll("'", "'\\''")}'`;
const PROGRESS = /valid-sudoku: big\.txt: [\d,]+ lines, [\d,]+ boards\/s/;

// Runs the command in a fresh 100x20 pane and returns every screen read while it ran, what the
// pane was sent (pipe-pane's record) and the last screen, once the shell printed the exit status.
async function inPane(args) {
  panes++;
  const tmux = tmuxOn(join(dir, `tmux-${panes}.sock`));
  const record = join(dir, `record-${panes}.txt`);
  writeFileSync(record, "");
  const made = tmux("new-session", "-d", "-s", "progress", "-x", "100", "-y", "20", "sh");
  assert.equal(made.status, 0, made.stderr);
  try {
    // The shell's prompt first: keys sent before it would put it before the command's output.
    while (!/\S/.test(tmux("capture-pane", "-p", "-t", "progress").stdout)) await sleep(20);
    tmux("pipe-pane", "-t", "progress", `cat >> ${quote(record)}`);
    const command = [process.execPath, cli, ...args].map(quote).join(" ");
    tmux(
      "send-keys",
      "-t",
      "progress",
      `cd ${quote(dir)} && ${command}; echo "status=$?"`,
      "Enter",
    );
    const seen = [];
    for (;;) {
      const screen = tmux("capture-pane", "-p", "-t", "progress").stdout;
      seen.push(screen);
      if (/^status=\d+$/m.test(screen)) {
        return { seen, record: readFileSync(record, "utf8"), last: screen };
      }
      await sleep(50);
    }
  } finally {
    tmux("kill-server");
  }
}

test("on a terminal, a long run shows lines, boards a second, the share and the time left, then clears it", async () => {
  const started = performance.now();
  const { seen, record, last } = await inPane(["big.txt"]);
  const seconds = (performance.now() - started) / 1000;
  const drawn = seen.find((text) => PROGRESS.test(text));
  assert.ok(drawn, `no progress line on the screen while it ran; last screen:\n${last}`);
  assert.match(drawn, /[\d,]+ lines, [\d,]+ boards\/s, \d+%, about \d+ (s|min \d+ s) left/);
  // Gone at the end: the summary and the status are on the screen, the progress line is not.
  assert.match(last, new RegExp(`^${BOARDS} boards: ${BOARDS} valid, 0 invalid$`, "m"));
  assert.match(last, /^status=0$/m);
  assert.doesNotMatch(last, /boards\/s/);
  // Redrawn at most about 4 times a second: every draw starts with a carriage return.
  const draws = record.match(/\rvalid-sudoku: /g)?.length ?? 0;
  assert.ok(draws >= 1 && draws <= 4 * seconds + 1, `${draws} draws in ${seconds.toFixed(1)} s`);
  // The figures grow: a later draw has read more lines than the first.
  const counts = [...record.matchAll(/\rvalid-sudoku: \S+: ([\d,]+) lines/g)].map((m) =>
    Number(m[1].replaceAll(",", "")),
  );
  assert.ok(
    counts.every((n, k) => k === 0 || n >= counts[k - 1]),
    `${counts}`,
  );
  assert.ok(counts.at(-1) <= BOARDS);
});

test("on a terminal with --quiet, no progress line is ever drawn", async () => {
  const { record, last } = await inPane(["--quiet", "big.txt"]);
  assert.match(last, new RegExp(`^${BOARDS} boards: ${BOARDS} valid, 0 invalid$`, "m"));
  assert.doesNotMatch(record, /boards\/s/);
});

test("with stderr piped, a long run writes nothing to it", () => {
  const result = runSync(process.execPath, [cli, big], { encoding: "utf8" });
  assert.equal(result.status, 0);
  assert.equal(result.stdout, `${BOARDS} boards: ${BOARDS} valid, 0 invalid\n`);
  assert.equal(result.stderr, "");
});
