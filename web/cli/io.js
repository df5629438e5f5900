// The valid-sudoku command's input and output: blocking reads and writes on file descriptors
// (waiting on a full or empty non-blocking pipe).
import { fstatSync, readFileSync, readSync, statSync, writeSync } from "node:fs";

/** Standard output is gone (a closed pipe, a full disk): the run ends quietly. */
export class OutputError extends Error {}

// A full non-blocking pipe is waited for a millisecond at a time, without spinning.
const sleeper = new Int32Array(new SharedArrayBuffer(4));
const waitForRoom = () => Atomics.wait(sleeper, 0, 0, 1);

// Writes all of `bytes` to `fd` with blocking writes, so the run goes no faster than the reader of
// the output (back-pressure: at most one piece's output is held). A failed write is an
// OutputError, never a crash.
function writeAll(fd, bytes) {
  for (let done = 0; done < bytes.length;) {
    try {
      done += writeSync(fd, bytes, done);
    } catch (error) {
      if (error.code === "EAGAIN") {
        waitForRoom(); // a non-blocking pipe that is full
        continue;
      }
      throw new OutputError(error.code === "EPIPE" ? "" : error.message);
    }
  }
}

/** Writes to stderr: a failure there is ignored (there is nowhere left to say so). */
export function writeError(text) {
  try {
    writeAll(2, typeof text === "string" ? Buffer.from(text) : text);
  } catch (error) {
    if (!(error instanceof OutputError)) throw error;
  }
}

/** Standard output: bytes written at once, the command's own lines as text, buffered. */
export class Output {
  #fd;
  #parts = [];
  #size = 0;
  constructor(fd) {
    this.#fd = fd;
  }
  write(text) {
    this.#parts.push(text);
    this.#size += text.length;
    if (this.#size > 1 << 16) this.flush();
  }
  writeBytes(bytes) {
    this.flush();
    writeAll(this.#fd, bytes);
  }
  flush() {
    if (this.#parts.length === 0) return;
    const bytes = Buffer.from(this.#parts.join(""));
    this.#parts = [];
    this.#size = 0;
    writeAll(this.#fd, bytes);
  }
}

/** Reads at most `length` bytes from `fd` into `buffer`; 0 at the end of the input. */
export function readChunk(fd, buffer, length) {
  for (;;) {
    try {
      return readSync(fd, buffer, 0, length, null);
    } catch (error) {
      if (error.code === "EAGAIN") {
        waitForRoom(); // a non-blocking stdin with nothing yet
        continue;
      }
      if (error.code === "EOF") return 0;
      throw error;
    }
  }
}

// Node opens /dev/null (read-write) in place of a closed standard input or output, where a
// shell's `< /dev/null` opens it read-only and `> /dev/null` write-only: on Linux the two are told
// apart by the descriptor's flags.
export function descriptorIsClosed(fd) {
  try {
    if (!fstatSync(fd).isCharacterDevice()) return false;
    if (fstatSync(fd).rdev !== statSync("/dev/null").rdev) return false;
    const flags = /flags:\s*([0-7]+)/.exec(readFileSync(`/proc/self/fdinfo/${fd}`, "utf8"));
    return Boolean(flags) && (parseInt(flags[1], 8) & 3) === 2;
  } catch {
    return false;
  }
}

// The arguments after the script as the bytes the shell passed, where the system says (Linux's
// /proc/self/cmdline), or null. Node decodes process.argv as UTF-8, turning each byte that is not
// UTF-8 into U+FFFD, so a file named in Latin-1 (`caf\xe9.txt`) would not be found by its name.
// The command runs in a process that dist/cli.cjs started (launch.js) with the arguments as its
// Node had decoded them (spawn takes strings), so the launcher's own command line comes along in
// this variable of the environment (base64), in place of this process's.
export const LAUNCHER_CMDLINE = "VALID_SUDOKU_CMDLINE";
let argumentBytes;
function rawArguments() {
  if (argumentBytes !== undefined) return argumentBytes;
  argumentBytes = null;
  try {
    const passed = process.env[LAUNCHER_CMDLINE];
    const cmdline =
      passed === undefined ? readFileSync("/proc/self/cmdline") : Buffer.from(passed, "base64");
    const parts = [];
    for (let start = 0; start < cmdline.length;) {
      const end = cmdline.indexOf(0, start);
      parts.push(cmdline.subarray(start, end < 0 ? cmdline.length : end));
      start = end < 0 ? cmdline.length : end + 1;
    }
    const args = process.argv.slice(2);
    const tail = parts.slice(parts.length - args.length);
    // They are the same arguments when each decodes, as Node's did, to its own.
    if (tail.length === args.length && tail.every((bytes, i) => bytes.toString() === args[i])) {
      argumentBytes = tail;
    }
  } catch {
    // no /proc: the names stay Node's
  }
  return argumentBytes;
}

const pathsTaken = new Map();

/**
 * The path to open for `name`, an argument of the command in order: its own bytes (a Buffer)
 * when Node's decoding lost some (each U+FFFD in it), else `name`.
 */
export function pathOf(name) {
  if (!name.includes("\uFFFD")) return name;
  const raw = rawArguments();
  if (!raw) return name;
  // The same lost name given twice may be two files: each use takes the next argument's bytes.
  const args = process.argv.slice(2);
  const taken = pathsTaken.get(name) ?? 0;
  const matches = raw.filter((_, i) => args[i] === name);
  pathsTaken.set(name, taken + 1);
  return matches[Math.min(taken, matches.length - 1)] ?? name;
}
