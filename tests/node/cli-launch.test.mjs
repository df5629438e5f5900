// How dist/cli.cjs runs the command (web/cli/launch.js): in a second process of the same Node with
// --no-concurrent-recompilation, so V8 has no background compile job to deadlock on at exit
// (nodejs/node#54918); its status, its signals and its output are the command's.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { runSync, start } from "./child.mjs";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const cli = new URL("../../dist/cli.cjs", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "valid-sudoku-launch-"));
after(() => rmSync(dir, { recursive: true, force: true }));
const BOARD = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

const children = (pid) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(" ").filter(Boolean);

// Starts the command (on a stdin that stays open) and returns the launcher and, once it is
// started, the command's process (the launcher's one child) with its command line.
async function started(args) {
  const launcher = start(process.execPath, [cli, ...args], { stdio: ["pipe", "pipe", "pipe"] });
  const ended = new Promise((resolve) =>
    launcher.on("exit", (status, signal) => resolve({ status, signal })),
  );
  const cmdline = (pid) => readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
  const own = cmdline(launcher.pid);
  for (let wait = 0; ; wait++) {
    assert.ok(wait < 1000, "no second process started in 10 s");
    // (between its fork and its exec the child's command line is the launcher's, then empty)
    const [pid] = children(launcher.pid);
    const line = pid && cmdline(pid);
    if (line?.length && line.join(" ") !== own.join(" "))
      return { launcher, ended, pid: Number(pid), line };
    await sleep(10);
  }
}

// Running (an ended process that nobody reaped yet, a zombie, is not).
const alive = (pid) => {
  try {
    return !/^State:\s*Z/m.test(readFileSync(`/proc/${pid}/status`, "utf8"));
  } catch {
    return false;
  }
};

// The launcher has run its script (so its signal handlers are set) once it waits in its event
// loop: epoll_wait, epoll_pwait or epoll_pwait2 (x86-64 system calls 232, 281, 441).
async function waitForLoop(pid) {
  for (let wait = 0; ; wait++) {
    assert.ok(wait < 1000, "the launcher never reached its event loop in 10 s");
    const call = Number(readFileSync(`/proc/${pid}/syscall`, "utf8").split(" ")[0]);
    if ([232, 281, 441].includes(call)) return;
    await sleep(10);
  }
}

test("the command runs in the same Node, with the flag first and the launcher's own options kept", async () => {
  const { launcher, ended, line } = await started(["--quiet", "-"]);
  launcher.stdin.end(`${BOARD}\n`);
  assert.deepEqual(line, [process.execPath, "--no-concurrent-recompilation", cli, "--quiet", "-"]);
  assert.deepEqual(await ended, { status: 0, signal: null });
});

test("the launcher's status is the command's, and its output passes through", () => {
  const invalid = "11" + BOARD.slice(2);
  const result = runSync(process.execPath, [cli, "-"], {
    input: `${BOARD}\n${invalid}\nnot a board\n`,
    encoding: "utf8",
  });
  assert.equal(result.status, 2);
  assert.match(
    result.stdout,
    /^line 2: 1 appears .*\n3 boards: 1 valid, 1 invalid, 1 not boards\n$/,
  );
  assert.match(result.stderr, /^<stdin>:3:1: error: /);
});

test("a signal sent to the launcher (kill, timeout) ends the command too, and the launcher by it", async () => {
  // A FIFO that nobody writes: the command waits in open() for ever, unless it is killed.
  const fifo = join(dir, "never.fifo");
  runSync("mkfifo", [fifo]);
  const { launcher, ended, pid } = await started([fifo]);
  await waitForLoop(launcher.pid);
  launcher.kill("SIGTERM");
  assert.deepEqual(await ended, { status: null, signal: "SIGTERM" });
  for (let wait = 0; alive(pid) && wait < 100; wait++) await sleep(10);
  const outlived = alive(pid);
  if (outlived) process.kill(pid, "SIGKILL");
  assert.equal(outlived, false, "the command outlived its launcher");
});

test("V8 compiles the command's hot code on the main thread (--trace-opt in the command's process)", () => {
  const big = join(dir, "big.txt");
  writeFileSync(big, `${BOARD}\n`.repeat(100_000));
  const files = Array.from({ length: 100 }, (_, k) => {
    const path = join(dir, `small-${k}.txt`);
    writeFileSync(path, `${BOARD}\n`.repeat(50));
    return path;
  });
  const result = runSync(process.execPath, ["--trace-opt", cli, "--quiet", ...files, big], {
    encoding: "utf8",
    maxBuffer: 64 << 20,
  });
  assert.equal(result.status, 0, result.stderr);
  const compiles = result.stdout.match(/^\[compiling method .*$/gm) ?? [];
  assert.ok(compiles.length > 0, "no optimized compile at all: the input is not busy enough");
  assert.deepEqual(
    compiles.filter((line) => !line.includes("ConcurrencyMode::kSynchronous")),
    [],
  );
});
