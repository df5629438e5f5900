// The valid-sudoku command: checks files of boards (one per line, or multi-line grids) in batches.
//
// Every rule (formats, shapes, line framing, messages, the output lines of invalid boards) is the
// core's: this file reads bytes in fixed chunks straight into the core's input buffer, hands whole
// lines to the core's batch listing (sudoku::list_invalid), and writes the bytes it returns. The
// CLI has its own build of the module (wasm/CMakeLists.txt, sudoku_wasm_cli), with that listing.
import {
  closeSync,
  fstatSync,
  openSync,
  readFileSync,
  readSync,
  statSync,
  writeSync,
} from "node:fs";
import { parseArgs } from "node:util";
// The CLI's build of the wasm module (scripts/wasm-modules.mjs: embedded in dist/cli.cjs, so
// nothing is fetched).
import { sudokuCli } from "../../build/wasm-modules.mjs";
import { unpackWasm } from "../api/packed-wasm.js";
import packageJson from "../../package.json" with { type: "json" };

const USAGE = `Usage: valid-sudoku [options] [FILE|-]...

Checks Sudoku boards: one board per line (81 characters for 9x9, or LeetCode's
[["5","3",...],...]), or multi-line grids (.sdk, .ss) separated by blank lines.
With no FILE, or with -, reads standard input.

Options:
  --json         one JSON object per line: each invalid board, each unreadable board, then a summary
  --shape RxC    box shape of every board (box rows x box columns), e.g. 2x3; inferred when absent
  --quiet, -q    print only the summary line (unreadable boards are still reported on stderr)
  --help, -h     show this help
  --version, -v  show the version

Exit status: 0 every board valid, 1 some board invalid, 2 a usage error, an unreadable
file or a line that is not a board, 3 the output could not be written.`;

const EXIT = { valid: 0, invalid: 1, error: 2, output: 3 };
// What the core's listing writes for an invalid board (sudoku::ListingFormat).
const FORMAT = { none: 0, text: 1, json: 2 };
// Input is read in chunks of this size into the core's input buffer, reused for the whole run, so
// memory stays flat on any file.
const CHUNK_BYTES = 1 << 20;
// A grid has at most 64 rows and 65 frame lines: a longer block is read line by line.
const MAX_BLOCK_LINES = 129;
// The progress indicator appears for inputs at least this large, and only on a terminal.
const PROGRESS_BYTES = 64 << 20;
const NEWLINE = 10;

class UsageError extends Error {}
/** Standard output is gone (a closed pipe, a full disk): the run ends quietly. */
class OutputError extends Error {}

function parseArguments(argv) {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        json: { type: "boolean" },
        shape: { type: "string" },
        quiet: { type: "boolean", short: "q" },
        help: { type: "boolean", short: "h" },
        version: { type: "boolean", short: "v" },
      },
    });
    return { ...values, files: positionals.length ? positionals : ["-"] };
  } catch (error) {
    throw new UsageError(error.message);
  }
}

// A full non-blocking pipe is waited for a millisecond at a time, without spinning.
const sleeper = new Int32Array(new SharedArrayBuffer(4));
const waitForRoom = () => Atomics.wait(sleeper, 0, 0, 1);

// Writes all of `bytes` to `fd` with blocking writes, so the run goes no faster than the reader of
// the output (back-pressure: at most one batch's output is held). A failed write is an
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

// Standard output: the core's output lines as bytes, and the CLI's own lines (errors in JSON, the
// summary) as text, buffered.
class Output {
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
  /** Writes bytes at once (they may be a view of wasm memory, which the next call may move). */
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

function readChunk(fd, buffer, at) {
  for (;;) {
    try {
      return readSync(fd, buffer, at, Math.min(CHUNK_BYTES, buffer.length - at), null);
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

// Offsets where each line starts, plus the end (so line n, 1-based, spans [starts[n-1], starts[n])).
function lineStartsOf(buffer) {
  const starts = [0];
  let at = 0;
  while ((at = buffer.indexOf(NEWLINE, at) + 1) > 0) starts.push(at);
  if (starts[starts.length - 1] !== buffer.length) starts.push(buffer.length + 1);
  return starts;
}

class Checker {
  constructor(wasm, options, shape, output) {
    this.wasm = wasm;
    this.options = options;
    this.shape = shape;
    this.output = output;
    this.format = options.quiet ? FORMAT.none : options.json ? FORMAT.json : FORMAT.text;
    this.maxLine = wasm.limits().maxTextLength;
    // Two chunks and the longest line the core reads, with room for the newline put after it.
    this.capacity = 2 * CHUNK_BYTES + this.maxLine + 2;
    this.view = null;
    // Whether the last block of the batch before holds a board (lastBlockHasBoards).
    this.openBlockHasBoards = false;
    this.total = 0;
    this.valid = 0;
    this.invalid = 0;
    this.malformed = 0;
    this.prefix = "";
    this.name = "";
  }

  // The core's input buffer, as a Buffer over wasm memory. Its address is asked for on every use
  // and the view made again when the address or the memory changed: a call into the core may grow
  // wasm memory, which detaches every view of it.
  input() {
    const address = this.wasm._sudoku_input(this.capacity);
    const memory = this.wasm.HEAPU8.buffer;
    if (this.view?.buffer !== memory || this.view.byteOffset !== address) {
      this.view = Buffer.from(memory, address, this.capacity);
    }
    return this.view;
  }

  checkSource(name, multipleFiles) {
    this.name = name === "-" ? "<stdin>" : name;
    this.prefix = multipleFiles ? `${this.name}: ` : "";
    // What the core writes before each output line: the text prefix, or the JSON "file" value.
    this.listPrefix = this.format === FORMAT.json ? JSON.stringify(this.name) : this.prefix;
    this.openBlockHasBoards = false;
    let fd;
    let size = 0;
    try {
      if (name === "-" && stdinIsClosed()) throw Object.assign(new Error(), { code: "EBADF" });
      fd = name === "-" ? 0 : openSync(name, "r");
      size = fstatSync(fd).size;
    } catch (error) {
      const why =
        error.code === "ENOENT"
          ? "no such file"
          : error.code === "EBADF"
            ? "it is closed"
            : error.message;
      throw new Error(`cannot read ${name === "-" ? "standard input" : name}: ${why}`);
    }
    const progress = new Progress(size);
    try {
      this.readBatches(fd, progress);
    } catch (error) {
      if (error instanceof OutputError) throw error;
      throw new Error(`cannot read ${name === "-" ? "standard input" : name}: ${error.message}`);
    } finally {
      if (name !== "-") closeSync(fd);
      progress.done();
    }
  }

  // Reads a source in fixed chunks into the core's input buffer and checks it in batches of whole
  // lines. A line longer than any board's text is cut to the bytes the core reads (its answer
  // depends on those only) and the rest of it is skipped, so no line, however long, is held.
  readBatches(fd, progress) {
    const maxLine = this.maxLine;
    let firstLine = 1;
    let filled = 0;
    let skipping = false; // inside the unread rest of a cut line
    for (;;) {
      let buffer = this.input();
      const read = readChunk(fd, buffer, filled);
      progress.advance(read);
      if (skipping) {
        // (filled is 0 here: the cut line's first bytes were checked)
        const newline = buffer.subarray(0, read).indexOf(NEWLINE);
        if (newline < 0) {
          if (read === 0) return;
          continue; // the whole chunk belongs to the cut line
        }
        buffer.copy(buffer, 0, newline + 1, read);
        filled = read - newline - 1;
        skipping = false;
      } else {
        filled += read;
      }
      // Whole lines (all that is left at the end of the input).
      let end = read === 0 ? filled : buffer.lastIndexOf(NEWLINE, filled - 1) + 1;
      if (end > 0) {
        [end, firstLine] = this.checkBatch(end, firstLine, filled, read === 0);
        buffer = this.input();
        buffer.copy(buffer, 0, end, filled);
        filled -= end;
      } else if (filled > maxLine) {
        // One line longer than any board's text, no newline yet: its first bytes are the line.
        buffer[maxLine + 1] = NEWLINE;
        firstLine = this.checkBatch(maxLine + 2, firstLine, maxLine + 2, true)[1];
        filled = 0;
        skipping = true;
      }
      if (read === 0) return;
    }
  }

  list(offset, length, format, line) {
    const { boxRows, boxCols } = this.shape;
    return this.wasm.list(offset, length, boxRows, boxCols, format, line, this.listPrefix);
  }

  // Checks whole lines at the start of the input buffer, its first `length` bytes or fewer, of
  // the `filled` bytes read (`last`: nothing follows them); returns [the bytes checked, the number
  // of the line after them].
  checkBatch(length, firstLine, filled, last) {
    let batch = this.list(0, length, this.format, firstLine);
    if (batch.malformed > 0 && !last) {
      // Some line is not a board, so it may be a row of a multi-line grid that goes on after the
      // batch: cut after the last blank line instead (the core's: lastBlankEnd), when that leaves
      // less than a chunk behind.
      const cut = batch.lastBlankEnd;
      if (cut > 0 && cut !== length && filled - cut < CHUNK_BYTES) {
        length = cut;
        batch = this.list(0, length, this.format, firstLine);
      }
    }
    const openBlock = this.openBlockHasBoards;
    this.openBlockHasBoards = this.lastBlockHasBoards(batch);
    if (batch.malformed === 0) {
      // The common case: the core's output lines are written as they are, and nothing is decoded.
      this.total += batch.total;
      this.valid += batch.valid;
      this.invalid += batch.invalid;
      if (batch.output.length > 0) this.output.writeBytes(batch.output);
      return [length, firstLine + batch.lineCount];
    }
    // Some line is not a board: it may be part of a multi-line grid, and errors go to stderr in
    // line order, so the batch is gone through board by board. Everything the core returned is
    // copied first (the next call may move it).
    const lineCount = batch.lineCount;
    const results = batch.results.slice();
    const lines = batch.lines?.slice();
    const records = Buffer.from(batch.output);
    const messages = new Map(batch.errors.map((error) => [error.board, error]));
    const grids = this.findGrids(results, lines, length, firstLine, openBlock);
    let starts = null; // line offsets, for lineError (rare: past the core's error cap)
    let recordStart = 0;
    for (let board = 0; board < results.length; board++) {
      const line = lines ? lines[board] : board + 1;
      const grid = grids.get(line);
      if (grid === null) continue; // a later line of a grid
      if (grid) {
        this.count(grid.valid ? 1 : 0);
        if (grid.output.length > 0) this.output.writeBytes(grid.output);
        continue;
      }
      const result = results[board];
      this.count(result);
      if (result === 0 && this.format !== FORMAT.none) {
        const recordEnd = records.indexOf(NEWLINE, recordStart) + 1;
        this.output.writeBytes(records.subarray(recordStart, recordEnd));
        recordStart = recordEnd;
      } else if (result === 2) {
        let error = messages.get(board);
        if (!error) {
          starts ??= lineStartsOf(this.input().subarray(0, length));
          error = this.lineError(starts, line);
        }
        this.reportError(firstLine + line - 1, error.column, error.message);
      }
    }
    return [length, firstLine + lineCount];
  }

  // Whether the batch's last block (its lines after its last blank line), which the next batch
  // may go on with, holds a board (a line that is one by itself): a block with a board is never a
  // multi-line grid. The core says where the last blank line is (lastBlankLine, 0 for none).
  lastBlockHasBoards(batch) {
    let board = batch.total - 1;
    if (batch.malformed > 0) while (board >= 0 && batch.results[board] === 2) board--;
    if (board < 0) return this.openBlockHasBoards && batch.lastBlankLine === 0;
    const lastBoardLine = batch.lines ? batch.lines[board] : board + 1;
    return lastBoardLine > batch.lastBlankLine;
  }

  // Past the batch's error cap: the core reads the line's own bytes again for its message.
  lineError(starts, line) {
    const start = starts[line - 1];
    const end = Math.min(starts[line], this.capacity);
    return this.list(start, end - start, FORMAT.none, 1).errors[0];
  }

  count(result) {
    this.total++;
    if (result === 1) this.valid++;
    else if (result === 0) this.invalid++;
    else this.malformed++;
  }

  // A block (lines between blank lines) of 2 to 129 content lines none of which is a board by
  // itself is one multi-line board when its text parses as one. One-line boards are never merged
  // into a grid; a block that does not parse as one board is reported line by line.
  // Returns first line -> { valid, output } (its output line, copied), and null for the block's
  // other lines.
  findGrids(results, lines, length, firstLine, openBlockHasBoards) {
    const resultOfLine = new Map();
    for (let board = 0; board < results.length; board++) {
      resultOfLine.set(lines ? lines[board] : board + 1, results[board]);
    }
    // The core's blocks of the batch's lines (start, end, first line, line count each), copied:
    // listing a grid may move them.
    const blocks = this.wasm.blocks(0, length).slice();
    const grids = new Map();
    for (let b = 0; b < blocks.length; b += 4) {
      const [start, blockEnd, first, lineCount] = blocks.subarray(b, b + 4);
      const content = [];
      // (the block that starts the batch may go on from the batch before, which had a board)
      let boards = first === 1 && openBlockHasBoards ? 1 : 0;
      for (let line = first; line < first + lineCount; line++) {
        if (!resultOfLine.has(line)) continue;
        content.push(line);
        if (resultOfLine.get(line) !== 2) boards++;
      }
      if (boards > 0 || content.length < 2 || content.length > MAX_BLOCK_LINES) continue;
      const end = Math.min(blockEnd, this.capacity);
      const { boxRows, boxCols } = this.shape;
      const grid = this.wasm.listBoard(
        start,
        end - start,
        boxRows,
        boxCols,
        this.format,
        firstLine + content[0] - 1,
        this.listPrefix,
      );
      if (grid.error) continue;
      grids.set(content[0], { valid: grid.valid, output: Buffer.from(grid.output) });
      for (const other of content.slice(1)) grids.set(other, null);
    }
    return grids;
  }

  reportError(line, column, message) {
    if (this.format === FORMAT.json) {
      return this.output.write(
        JSON.stringify({ file: this.name, line, column, error: message }) + "\n",
      );
    }
    this.output.flush();
    writeError(`${this.name}:${line}${column ? `:${column}` : ""}: error: ${message}\n`);
  }

  summary() {
    const parts = [`${this.valid} valid`, `${this.invalid} invalid`];
    if (this.malformed) parts.push(`${this.malformed} not boards`);
    return `${this.total} board${this.total === 1 ? "" : "s"}: ${parts.join(", ")}`;
  }
}

// Node opens /dev/null (read-write) in place of a closed standard input, where a shell's
// `< /dev/null` opens it read-only: on Linux the two are told apart by the descriptor's flags.
function stdinIsClosed() {
  try {
    if (!fstatSync(0).isCharacterDevice()) return false;
    if (fstatSync(0).rdev !== statSync("/dev/null").rdev) return false;
    const flags = /flags:\s*([0-7]+)/.exec(readFileSync("/proc/self/fdinfo/0", "utf8"));
    return Boolean(flags) && (parseInt(flags[1], 8) & 3) === 2;
  } catch {
    return false;
  }
}

// stderr: a failure to write there is ignored (there is nowhere left to say so), but a full
// non-blocking pipe is waited for (writeAll).
function writeError(text) {
  try {
    writeAll(2, Buffer.from(text));
  } catch (error) {
    if (!(error instanceof OutputError)) throw error;
  }
}

class Progress {
  #total;
  #done = 0;
  #shown = 0;
  #active;
  constructor(total) {
    this.#total = total;
    this.#active = Boolean(process.stderr.isTTY);
  }
  advance(bytes) {
    this.#done += bytes;
    if (!this.#active || Math.max(this.#total, this.#done) < PROGRESS_BYTES) return;
    const now = Date.now();
    if (now - this.#shown < 200) return;
    this.#shown = now;
    const mb = (n) => `${Math.round(n / (1 << 20))} MB`;
    const text = this.#total
      ? `${Math.floor((100 * this.#done) / this.#total)}% (${mb(this.#done)} of ${mb(this.#total)})`
      : mb(this.#done);
    writeError(`\rchecking... ${text}\x1b[K`);
  }
  done() {
    if (this.#shown) writeError("\r\x1b[K");
  }
}

async function main(argv) {
  const output = new Output(1);
  let options;
  try {
    options = parseArguments(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    writeError(`valid-sudoku: ${error.message}\n${USAGE}\n`);
    return EXIT.error;
  }
  if (options.help || options.version) {
    output.write(`${options.help ? USAGE : packageJson.version}\n`);
    output.flush();
    return EXIT.valid;
  }
  const wasm = await sudokuCli.create({ wasmBinary: await unpackWasm(sudokuCli.packed) });
  let shape = { boxRows: 0, boxCols: 0 }; // none: inferred per board
  if (options.shape !== undefined) {
    // The core reads the shape (a longer text is no shape; its message quotes 20 characters).
    shape = wasm.shape(options.shape.slice(0, 40));
    if (shape.error) {
      writeError(`valid-sudoku: --shape ${options.shape}: ${shape.error.message}\n${USAGE}\n`);
      return EXIT.error;
    }
  }
  const checker = new Checker(wasm, options, shape, output);
  let unreadable = 0;
  for (const file of options.files) {
    try {
      checker.checkSource(file, options.files.length > 1);
    } catch (error) {
      if (error instanceof OutputError) throw error;
      unreadable++;
      output.flush();
      writeError(`valid-sudoku: ${error.message}\n`);
    }
  }
  // Nothing could be read: no summary, which would read as "0 boards".
  if (unreadable === options.files.length) return EXIT.error;
  const { total, valid, invalid, malformed } = checker;
  output.write(
    options.json
      ? JSON.stringify({ summary: true, total, valid, invalid, malformed }) + "\n"
      : `${checker.summary()}\n`,
  );
  output.flush();
  if (unreadable || malformed) return EXIT.error;
  return invalid ? EXIT.invalid : EXIT.valid;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    if (error instanceof OutputError) {
      // A closed pipe (`| head -1`) says nothing; another write failure says why, once.
      if (error.message) writeError(`valid-sudoku: cannot write the output: ${error.message}\n`);
      process.exitCode = EXIT.output;
      return;
    }
    writeError(`valid-sudoku: ${error?.message ?? error}\n`);
    process.exitCode = EXIT.error;
  },
);
