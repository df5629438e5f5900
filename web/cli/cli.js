// The valid-sudoku command: checks files of boards (one per line, or multi-line grids).
//
// Every rule (formats, shapes, lines, blank lines, grids, messages, the output lines and the
// summary) is the core's listing session (sudoku::ListingSession, in the CLI's own build of the
// module: wasm/cli_bindings.cpp). This file reads each file in chunks straight into the session's
// room in wasm memory, hands them over, and writes what comes back: to stdout, and the parts the
// session marks as errors to stderr.
import { closeSync, fstatSync, openSync } from "node:fs";
import { isatty } from "node:tty";
// The CLI's build of the wasm module, the formats module (scripts/wasm-modules.mjs: embedded in dist/cli.cjs, so
// nothing is fetched).
import { sudokuFormats as sudokuCli } from "../../build/wasm-modules.mjs";
import { unpackWasm } from "../api/packed-wasm.js";
import packageJson from "../../package.json" with { type: "json" };
import { EXIT, USAGE, UsageError, exitStatus, parseArguments } from "./args.js";
import { Output, OutputError, descriptorIsClosed, pathOf, readChunk, writeError } from "./io.js";
import { Progress } from "./progress.js";
import { LANGUAGE_TAGS, chooseLanguage } from "./locales.js";

// Input is read in chunks of this size into the session's room, reused for the whole run, so
// memory stays flat on any file.
const CHUNK_BYTES = 1 << 20;
// The session's output lines (wasm/cli_bindings.cpp: ListingFormat).
const FORMAT = { text: 1, json: 2 };
// What the session also asks of each valid board (wasm/cli_bindings.cpp: ListingSolve).
const SOLVE = { solvable: 1, unique: 2 };

// Writes what the session wrote (its bytes in wasm memory, written out before the next call into
// the core): its error lines to stderr, the rest to stdout, in order.
function writeListed(wasm, { address, length, errors }, output) {
  const bytes = wasm.HEAPU8.subarray(address, address + length);
  let at = 0;
  for (let k = 0; k < errors.length; k += 2) {
    if (errors[k] > at) output.writeBytes(bytes.subarray(at, errors[k]));
    output.flush();
    writeError(bytes.subarray(errors[k], errors[k + 1]));
    at = errors[k + 1];
  }
  if (at < bytes.length) output.writeBytes(bytes.subarray(at));
}

// Reads one file (or stdin) through the session; `showProgress`: on stderr (a terminal, not --quiet).
function listFile(wasm, name, multipleFiles, output, showProgress) {
  const shown = name === "-" ? "<stdin>" : name;
  const cannotRead = (why) =>
    new Error(`cannot read ${name === "-" ? "standard input" : name}: ${why}`);
  let fd;
  let size = 0;
  let path = name;
  try {
    if (name === "-" && descriptorIsClosed(0)) throw Object.assign(new Error(), { code: "EBADF" });
    if (name !== "-") path = pathOf(name);
    fd = name === "-" ? 0 : openSync(path, "r");
    const stat = fstatSync(fd);
    size = stat.isFile() ? stat.size : 0;
  } catch (error) {
    throw cannotRead(
      error.code === "ENOENT"
        ? path === name && name.includes("\uFFFD")
          ? `no such file (its name is not UTF-8: Node read each \uFFFD in place of bytes it could not, and this system does not say which)`
          : "no such file"
        : error.code === "EBADF"
          ? "it is closed"
          : error.message,
    );
  }
  const begun = wasm.listingBegin(shown, multipleFiles);
  writeListed(wasm, begun, output);
  // Not over boards typed at a terminal: the line would be drawn over what is typed.
  const active = showProgress && !(name === "-" && isatty(0));
  const progress = new Progress(shown, size, active, begun.total);
  let view = null;
  try {
    for (;;) {
      // The room's address is asked for on every read: a call into the core may move it or grow
      // wasm memory (which detaches every view of it).
      const address = wasm.listingRoom(CHUNK_BYTES);
      if (view?.buffer !== wasm.HEAPU8.buffer || view.byteOffset !== address) {
        view = Buffer.from(wasm.HEAPU8.buffer, address, CHUNK_BYTES);
      }
      const read = readChunk(fd, view, CHUNK_BYTES);
      if (read === 0) break;
      progress.read(view.subarray(0, read));
      const listed = wasm.listingTake(read);
      // Lines for the terminal (errors, or stdout there too) go where the progress line was.
      if (listed.errors.length || (listed.length && isatty(1))) progress.clear();
      writeListed(wasm, listed, output);
      output.flush();
      progress.show(listed.total);
    }
  } catch (error) {
    progress.clear();
    if (error instanceof OutputError) throw error;
    writeListed(wasm, wasm.listingEnd(), output); // what was read is checked
    throw cannotRead(error.message);
  } finally {
    if (name !== "-") closeSync(fd);
    progress.clear();
  }
  writeListed(wasm, wasm.listingEnd(), output);
}

async function main(argv) {
  // Node writes into /dev/null in place of a closed standard output: no result would be seen.
  if (descriptorIsClosed(1)) {
    writeError("valid-sudoku: cannot write the output: standard output is closed\n");
    return EXIT.error;
  }
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
  const format = options.json ? FORMAT.json : FORMAT.text;
  wasm.listingStart(format, Boolean(options.quiet), shape.boxRows, shape.boxCols);
  // The reader's language, for the text lines (the core says them in it; JSON is never translated).
  if (!options.json) {
    const language = chooseLanguage(options.lang, process.env);
    if (language.unknown) {
      writeError(
        `valid-sudoku: note: no catalog for the language ${JSON.stringify(language.asked)} (${language.from}): English is used; the languages are ${LANGUAGE_TAGS.join(", ")}\n`,
      );
    } else if (language.catalog) {
      const { ids, texts, plural } = language.catalog;
      wasm.listingSpeak(ids, texts, plural);
    }
  }
  // --solvable, --unique: the core solves each valid board and words its answer.
  if (options.solvable || options.unique) {
    wasm.listingSolve(options.unique ? SOLVE.unique : SOLVE.solvable, options.budget ?? 100000);
  }
  const showProgress = isatty(2) && !options.quiet;
  let unreadable = 0;
  for (const file of options.files) {
    try {
      listFile(wasm, file, options.files.length > 1, output, showProgress);
    } catch (error) {
      if (error instanceof OutputError) throw error;
      unreadable++;
      output.flush();
      writeError(`valid-sudoku: ${error.message}\n`);
    }
  }
  // Nothing could be read: no summary, which would read as "0 boards".
  if (unreadable === options.files.length) return EXIT.error;
  const summary = wasm.listingSummary();
  writeListed(wasm, summary, output);
  output.flush();
  return exitStatus(summary, unreadable);
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
