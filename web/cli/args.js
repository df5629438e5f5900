// The valid-sudoku command's arguments: its usage text, its exit statuses, and what the arguments
// ask for (read by Node's util.parseArgs).
import { parseArgs } from "node:util";

export const USAGE = `Usage: valid-sudoku [options] [FILE|-]...

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
file, a closed standard output or a line that is not a board, 3 the output could not be
written.`;

export const EXIT = Object.freeze({ valid: 0, invalid: 1, error: 2, output: 3 });

/** Arguments that ask for nothing the command does: its message is parseArgs's. */
export class UsageError extends Error {}

/**
 * What `argv` (the arguments after the script) asks for: { json, shape, quiet, help, version,
 * files }; the options not given are undefined, `shape` is the text given (the core reads it),
 * and `files` is ["-"] (standard input) when none is named.
 */
export function parseArguments(argv) {
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

/** The exit status of a run: `counts` is the core's, `unreadable` the files that could not be read. */
export function exitStatus({ invalid, malformed }, unreadable) {
  if (unreadable || malformed) return EXIT.error;
  return invalid ? EXIT.invalid : EXIT.valid;
}
