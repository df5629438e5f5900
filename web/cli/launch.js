// The valid-sudoku command's entry (dist/cli.cjs): runs the command (cli.js) in a Node whose V8
// compiles optimized code on the main thread only, starting itself again once with that flag.
//
// Why: Node's V8 can deadlock at a natural exit (nodejs/node#54918, open; Node 20 and 22 have no
// fix): the main thread waits for the background compile jobs to finish, and a TurboFan job waits
// for a collection that only the main thread can run. A shell that ran the command then waits
// forever after the last line is printed. With --no-concurrent-recompilation there is no
// background compile job to wait for. The flag takes effect only on Node's command line: set later
// with v8.setFlagsFromString, V8 still compiles on its background threads (seen with --trace-opt
// on Node 20, 22, 24 and 26), and NODE_OPTIONS does not take it. A `#!/usr/bin/env -S node --flag`
// line would reach only the users whose `env` knows -S, and never `node dist/cli.cjs`.
import { spawn } from "node:child_process";
import { constants } from "node:os";
import { readFileSync } from "node:fs";
import { EXIT } from "./args.js";
import { LAUNCHER_CMDLINE } from "./io.js";

const FLAG = "--no-concurrent-recompilation";
// Signals that end a command, sent to this process by `kill`, `timeout` or a closed terminal:
// passed on, so that the command does not outlive it. (Ctrl-C reaches both already.)
const PASSED_ON = ["SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT"];

if (process.execArgv.includes(FLAG)) {
  // The command itself: loaded only here, so the first process runs none of its code.
  import("./cli.js");
} else {
  // The same Node, its own options kept, the same script and arguments; stdin, stdout and stderr
  // are this process's own (a closed one stays closed: Node opens /dev/null in its place, which
  // the command tells apart from a shell's `< /dev/null`).
  // The arguments' own bytes go along too (io.js, rawArguments): spawn re-encodes the names Node
  // decoded, so a file name that is not UTF-8 would arrive as another name.
  let cmdline;
  try {
    cmdline = readFileSync("/proc/self/cmdline").toString("base64");
  } catch {
    // no /proc: the command has only Node's names
  }
  const command = spawn(
    process.execPath,
    [FLAG, ...process.execArgv, process.argv[1], ...process.argv.slice(2)],
    {
      stdio: "inherit",
      env: cmdline === undefined ? process.env : { ...process.env, [LAUNCHER_CMDLINE]: cmdline },
    },
  );
  for (const signal of PASSED_ON) process.on(signal, () => command.kill(signal));
  command.on("error", (error) => {
    process.stderr.write(`valid-sudoku: cannot start ${process.execPath}: ${error.message}\n`);
    process.exitCode = EXIT.error;
  });
  command.on("exit", (status, signal) => {
    if (signal) {
      // Ended by a signal: so is this process, so that a shell sees the same end (or, should the
      // signal not end it, the status a shell gives such an end).
      process.exitCode = 128 + (constants.signals[signal] ?? 0);
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else {
      process.exitCode = status;
    }
  });
}
