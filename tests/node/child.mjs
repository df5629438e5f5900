// Every child process the tests start, bounded: a blocking spawn keeps node's --test-timeout from
// firing, so each child gets a timeout of its own and is killed when it runs past it, and the test
// that started it fails by name (ETIMEDOUT) instead of hanging the suite.
import { execFile, execFileSync, spawn, spawnSync } from "node:child_process";
import { promisify } from "node:util";

/** How long a child may run unless its caller says otherwise (npm installs, tsc runs). */
export const CHILD_TIMEOUT = 120_000;

const bounded = (options = {}) => ({ timeout: CHILD_TIMEOUT, killSignal: "SIGKILL", ...options });

/** spawnSync, bounded: { status, stdout, stderr, error } (error.code ETIMEDOUT past the limit). */
export const runSync = (command, args, options) => spawnSync(command, args, bounded(options));

/** execFileSync, bounded: its output, or throws on a failure or past the limit. */
export const runFileSync = (command, args, options) =>
  execFileSync(command, args, bounded(options));

/** spawn, bounded: the child is killed past the limit. */
export const start = (command, args, options) => spawn(command, args, bounded(options));

const execFileAsync = promisify(execFile);

/** execFile as a promise, bounded: { stdout, stderr }, or rejects on a failure or past the limit. */
export const runFile = (command, args, options) => execFileAsync(command, args, bounded(options));
