// The valid-sudoku command: checks files of boards (one per line, or multi-line grids) in streaming batches.
import { createReadStream, statSync } from "node:fs";
import { loadValidator } from "./index.js";
import packageJson from "../package.json" with { type: "json" };

const USAGE = `Usage: valid-sudoku [options] [FILE|-]...

Checks Sudoku boards: one board per line (81 characters for 9x9), or multi-line grids
(.sdk, .ss) separated by blank lines. With no FILE, or with -, reads standard input.

Options:
  --json         one JSON object per line: each invalid board, each unreadable board, then a summary
  --shape RxC    box shape of every board (box rows x box columns), e.g. 2x3; inferred when absent
  --quiet        print only the summary line (unreadable boards are still reported on stderr)
  --help         show this help
  --version      show the version

Exit status: 0 when every board is valid, 1 when some board is invalid,
2 on a usage error, an unreadable file, or a line that is not a board.`;

// Input is validated in batches of about this many bytes, so memory stays flat on any file size.
const BATCH_BYTES = 1 << 20;
// A multi-line grid has at most 64 rows plus 65 frame lines; a longer block is read line by line.
const MAX_BLOCK_LINES = 129;
// The progress indicator appears for inputs at least this large, and only on a terminal.
const PROGRESS_BYTES = 64 << 20;
const NEWLINE = 10;

const WORDS = ["", "once", "twice"];
const times = (count) => WORDS[count] ?? `${count} times`;

function parseArguments(argv) {
  const options = { json: false, quiet: false, shape: undefined, files: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--json") options.json = true;
    else if (arg === "--quiet" || arg === "-q") options.quiet = true;
    else if (arg === "--help" || arg === "-h") options.help = true;
    else if (arg === "--version" || arg === "-v") options.version = true;
    else if (arg === "--shape" || arg.startsWith("--shape=")) {
      const value = arg === "--shape" ? argv[++i] : arg.slice("--shape=".length);
      if (value === undefined) throw new UsageError("--shape needs a value such as 3x3");
      const match = /^(\d+)[xX\u00d7](\d+)$/.exec(value);
      if (!match)
        throw new UsageError(
          `--shape ${value}: expected box rows x box columns, such as 3x3 or 2x3`,
        );
      const [rows, cols] = [Number(match[1]), Number(match[2])];
      if (rows < 1 || cols < 1 || rows * cols > 64) {
        throw new UsageError(
          `--shape ${value}: boxes need at least 1 row and 1 column, and a board at most 64 rows`,
        );
      }
      options.shape = value;
    } else if (arg === "--") (options.files.push(...argv.slice(i + 1)), (i = argv.length));
    else if (arg.startsWith("-") && arg !== "-") throw new UsageError(`unknown option ${arg}`);
    else options.files.push(arg);
  }
  if (options.files.length === 0) options.files.push("-");
  return options;
}

class UsageError extends Error {}

// Buffered stdout that respects back-pressure, so printing millions of lines stays fast and flat.
class Output {
  #parts = [];
  #size = 0;
  async write(text) {
    this.#parts.push(text);
    this.#size += text.length;
    if (this.#size > 1 << 16) await this.flush();
  }
  async flush() {
    if (this.#parts.length === 0) return;
    const text = this.#parts.join("");
    this.#parts = [];
    this.#size = 0;
    if (!process.stdout.write(text))
      await new Promise((resolve) => process.stdout.once("drain", resolve));
  }
}

function cellName(cell, size) {
  return `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
}

// "8 appears twice in column 1 (r1c1, r4c1) and in box 1 (r1c1, r3c3); 5 appears 3 times in row 2 (...)"
export function describeConflicts(report) {
  const byDigit = new Map();
  for (const conflict of report.conflicts) {
    if (!byDigit.has(conflict.digit)) byDigit.set(conflict.digit, []);
    byDigit.get(conflict.digit).push(conflict);
  }
  const sentences = [];
  for (const [digit, conflicts] of [...byDigit].sort((a, b) => a[0] - b[0])) {
    let previousCount = 0;
    const places = conflicts.map((conflict) => {
      const count = conflict.cells.length;
      const cells = conflict.cells.map((cell) => cellName(cell, report.size)).join(", ");
      const prefix = count === previousCount ? "" : `${times(count)} `;
      previousCount = count;
      return `${prefix}in ${conflict.unit} ${conflict.index + 1} (${cells})`;
    });
    sentences.push(`${digit} appears ${places.join(" and ")}`);
  }
  return sentences.join("; ");
}

function isSkipped(buffer, start, end) {
  for (let i = start; i < end; i++) {
    const c = buffer[i];
    if (c === 32 || (c >= 9 && c <= 13)) continue;
    return c === 35; // '#'
  }
  return true;
}

function isBlank(buffer, start, end) {
  for (let i = start; i < end; i++) {
    const c = buffer[i];
    if (!(c === 32 || (c >= 9 && c <= 13))) return false;
  }
  return true;
}

class Checker {
  constructor(sudoku, options, output) {
    this.sudoku = sudoku;
    this.options = options;
    this.output = output;
    this.shapeOption = options.shape ? { shape: options.shape } : undefined;
    this.total = 0;
    this.valid = 0;
    this.invalid = 0;
    this.malformed = 0;
    this.prefix = "";
    this.name = "";
  }

  async checkSource(name, multipleFiles) {
    this.name = name === "-" ? "<stdin>" : name;
    this.prefix = multipleFiles ? `${this.name}: ` : "";
    let stream;
    let size = 0;
    try {
      if (name === "-") stream = process.stdin;
      else {
        size = statSync(name).size;
        stream = createReadStream(name, { highWaterMark: BATCH_BYTES });
      }
    } catch (error) {
      throw new Error(
        `cannot read ${name}: ${error.code === "ENOENT" ? "no such file" : error.message}`,
      );
    }
    const progress = new Progress(size);
    let carry = Buffer.alloc(0);
    let firstLine = 1;
    try {
      for await (const piece of stream) {
        const buffer = carry.length ? Buffer.concat([carry, piece]) : piece;
        if (buffer.length < BATCH_BYTES) {
          carry = buffer;
          continue;
        }
        const cut = batchEnd(buffer);
        if (cut === 0) {
          carry = buffer;
          continue;
        }
        firstLine = await this.checkBatch(buffer.subarray(0, cut), firstLine);
        carry = Buffer.from(buffer.subarray(cut));
        progress.advance(cut);
      }
    } catch (error) {
      if (error.code) throw new Error(`cannot read ${name}: ${error.message}`);
      throw error;
    }
    if (carry.length) await this.checkBatch(carry, firstLine);
    progress.done();
  }

  // Validates whole lines; returns the number of the line after the batch.
  async checkBatch(buffer, firstLine) {
    const report = this.sudoku.validateMany(buffer, this.shapeOption);
    const lineStarts = report.invalid || report.malformed ? lineStartsOf(buffer) : undefined;
    const lineCount = lineStarts ? lineStarts.length - 1 : countLines(buffer, report);
    let blocks = new Map(); // first line of a multi-line board -> { last, report | error }
    let consumed;
    if (report.malformed) [blocks, consumed] = this.findGrids(buffer, report, lineStarts);

    const messages = new Map(report.errors.map((error) => [error.board, error]));
    const results = report.results;
    const lines = report.invalid || report.malformed ? report.lines : undefined;
    if (!consumed && !blocks.size) {
      this.total += report.total;
      this.valid += report.valid;
      this.invalid += report.invalid;
      this.malformed += report.malformed;
      if (lines) {
        for (let board = 0; board < results.length; board++) {
          if (results[board] === 1) continue;
          await this.reportLine(
            buffer,
            lineStarts,
            lines[board],
            results[board],
            messages.get(board),
            firstLine,
          );
        }
      }
      return firstLine + lineCount;
    }
    // Multi-line grids found: merge them, in line order, with the boards read line by line.
    const pending = [...blocks].sort((a, b) => a[0] - b[0]);
    let next = 0;
    for (let board = 0; board <= results.length; board++) {
      const line = board < results.length ? lines[board] : Infinity;
      while (next < pending.length && pending[next][0] <= line) {
        await this.reportGrid(pending[next][0], pending[next][1], firstLine);
        next++;
      }
      if (board === results.length) break;
      if (consumed.has(line)) continue;
      this.count(results[board]);
      if (results[board] !== 1) {
        await this.reportLine(
          buffer,
          lineStarts,
          line,
          results[board],
          messages.get(board),
          firstLine,
        );
      }
    }
    return firstLine + lineCount;
  }

  count(result) {
    this.total++;
    if (result === 1) this.valid++;
    else if (result === 0) this.invalid++;
    else this.malformed++;
  }

  // Blocks (lines between blank lines) that hold a line that is not a board by itself are read as
  // one multi-line board when they have 2..129 content lines and either parse as one board or hold
  // no line that is a board by itself (then the block's own error is reported).
  findGrids(buffer, report, lineStarts) {
    const resultOfLine = new Map();
    for (let board = 0; board < report.total; board++)
      resultOfLine.set(report.lines[board], report.results[board]);
    const lineCount = lineStarts.length - 1;
    const blank = (line) => isBlank(buffer, lineStarts[line - 1], lineStarts[line]);
    const blocks = new Map();
    const consumed = new Set();
    for (let board = 0; board < report.total; board++) {
      if (report.results[board] !== 2) continue;
      const line = report.lines[board];
      if (consumed.has(line)) continue;
      let first = line;
      let last = line;
      while (first > 1 && !blank(first - 1) && line - first < MAX_BLOCK_LINES) first--;
      while (last < lineCount && !blank(last + 1) && last - line < MAX_BLOCK_LINES) last++;
      const content = [];
      for (let l = first; l <= last; l++) if (resultOfLine.has(l)) content.push(l);
      if (content.length < 2 || content.length > MAX_BLOCK_LINES) continue;
      const start = lineStarts[first - 1];
      const text = buffer.toString("utf8", start, lineStarts[last]);
      let entry;
      try {
        entry = { last, report: this.sudoku.check(text, this.shapeOption) };
      } catch (error) {
        if (content.some((l) => resultOfLine.get(l) !== 2)) continue;
        const offset = error.position ?? 0;
        const before = text.slice(0, offset);
        const errorLine = first + before.split("\n").length - 1;
        const column = error.position === undefined ? 0 : offset - before.lastIndexOf("\n");
        entry = { last, error: { line: errorLine, column, message: error.message } };
      }
      blocks.set(content[0], entry);
      for (const l of content) consumed.add(l);
    }
    return [blocks, consumed.size ? consumed : undefined];
  }

  async reportGrid(line, entry, firstLine) {
    if (entry.error) {
      this.count(2);
      const { line: at, column, message } = entry.error;
      return this.reportError(
        firstLine + at - 1,
        column,
        `${message} (in the grid from line ${firstLine + line - 1})`,
      );
    }
    this.count(entry.report.valid ? 1 : 0);
    if (!entry.report.valid) await this.reportInvalid(firstLine + line - 1, entry.report);
  }

  async reportLine(buffer, lineStarts, line, result, error, firstLine) {
    let start = lineStarts[line - 1];
    let end = lineStarts[line] - 1;
    if (end > start && buffer[end - 1] === 13) end--;
    const text = buffer.toString("utf8", start, end);
    if (result === 0) {
      if (this.options.quiet) return;
      return this.reportInvalid(firstLine + line - 1, this.sudoku.check(text, this.shapeOption));
    }
    if (!error) {
      // Beyond the batch's error cap: read the line again for its message.
      try {
        this.sudoku.parse(text, this.shapeOption);
        error = { column: 0, message: "not a board" };
      } catch (parseError) {
        error = {
          column: parseError.position === undefined ? 0 : parseError.position + 1,
          message: parseError.message,
        };
      }
    }
    return this.reportError(firstLine + line - 1, error.column, error.message);
  }

  async reportInvalid(line, report) {
    if (this.options.quiet) return;
    if (this.options.json) {
      const { valid, size, boxRows, boxCols, conflicts, conflictCells } = report;
      const record = {
        file: this.name,
        line,
        valid,
        size,
        boxRows,
        boxCols,
        conflicts,
        conflictCells,
      };
      return this.output.write(JSON.stringify(record) + "\n");
    }
    return this.output.write(`${this.prefix}line ${line}: ${describeConflicts(report)}\n`);
  }

  async reportError(line, column, message) {
    if (this.options.json && !this.options.quiet) {
      return this.output.write(
        JSON.stringify({ file: this.name, line, column, error: message }) + "\n",
      );
    }
    await this.output.flush();
    process.stderr.write(`${this.name}:${line}${column ? `:${column}` : ""}: error: ${message}\n`);
  }

  summary() {
    const parts = [`${this.valid} valid`, `${this.invalid} invalid`];
    if (this.malformed) parts.push(`${this.malformed} not boards`);
    return `${this.total} board${this.total === 1 ? "" : "s"}: ${parts.join(", ")}`;
  }
}

// Where to cut a batch: after the last blank line when there is one, so a multi-line grid is never
// split between batches; otherwise after the last complete line. 0 when there is no complete line.
function batchEnd(buffer) {
  const blank = Math.max(buffer.lastIndexOf("\n\n"), buffer.lastIndexOf("\n\r\n"));
  if (blank > 0) return buffer[blank + 1] === NEWLINE ? blank + 2 : blank + 3;
  return buffer.lastIndexOf(NEWLINE) + 1;
}

// Offsets where each line starts, plus the end (so line n, 1-based, spans [starts[n-1], starts[n])).
function lineStartsOf(buffer) {
  const starts = [0];
  let at = 0;
  while ((at = buffer.indexOf(NEWLINE, at) + 1) > 0) starts.push(at);
  if (starts[starts.length - 1] !== buffer.length) starts.push(buffer.length + 1);
  return starts;
}

// The number of lines in a batch without scanning every line: the last board's line number plus
// the skipped (blank or comment) lines after it.
function countLines(buffer, report) {
  if (report.total === 0) return lineStartsOf(buffer).length - 1;
  let end = buffer.length;
  if (buffer[end - 1] === NEWLINE) end--;
  let after = 0;
  for (;;) {
    const start = buffer.lastIndexOf(NEWLINE, end - 1) + 1;
    if (!isSkipped(buffer, start, end)) break;
    after++;
    end = start - 1;
  }
  return report.lines[report.total - 1] + after;
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
    process.stderr.write(`\rchecking... ${text}\x1b[K`);
  }
  done() {
    if (this.#shown) process.stderr.write("\r\x1b[K");
  }
}

async function main(argv) {
  let options;
  try {
    options = parseArguments(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`valid-sudoku: ${error.message}\n${USAGE}\n`);
    return 2;
  }
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (options.version) {
    process.stdout.write(`${packageJson.version}\n`);
    return 0;
  }
  const sudoku = await loadValidator();
  const output = new Output();
  const checker = new Checker(sudoku, options, output);
  let unreadable = false;
  for (const file of options.files) {
    try {
      await checker.checkSource(file, options.files.length > 1);
    } catch (error) {
      unreadable = true;
      await output.flush();
      process.stderr.write(`valid-sudoku: ${error.message}\n`);
    }
  }
  if (options.json) {
    const { total, valid, invalid, malformed } = checker;
    await output.write(JSON.stringify({ summary: true, total, valid, invalid, malformed }) + "\n");
  } else {
    await output.write(`${checker.summary()}\n`);
  }
  await output.flush();
  if (unreadable || checker.malformed) return 2;
  return checker.invalid ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`valid-sudoku: ${error.stack ?? error}\n`);
    process.exitCode = 2;
  },
);
