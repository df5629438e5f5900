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
  --solvable     also ask of each valid board whether it can still be completed (a dead end fails)
  --unique       also count each valid board's solutions up to 2: none, one or more than one
  --budget N     search nodes for each board with --solvable or --unique (default 100000);
                 where they run out the answer is unknown
  --lang TAG     the language of the text lines (en, es, fr); else LC_ALL, LC_MESSAGES or
                 LANG (fr_FR.UTF-8 is fr); English when none matches. --json is never translated
  --quiet, -q    print only the summary line (unreadable boards are still reported on stderr)
  --help, -h     show this help
  --version, -v  show the version

Exit status: 0 every board valid, 1 some board invalid (or, with --solvable or --unique,
a dead end, an unknown answer, or with --unique more than one solution), 2 a usage error,
an unreadable file, a closed standard output or a line that is not a board, 3 the output
could not be written.`;

export const EXIT = Object.freeze({ valid: 0, invalid: 1, error: 2, output: 3 });

/** Arguments that ask for nothing the command does: its message is parseArgs's. */
export class UsageError extends Error {}

/**
 * What `argv` (the arguments after the script) asks for: { json, shape, solvable, unique, budget,
 * lang, quiet, help, version, files }; the options not given are undefined, `shape` is the text given
 * (the core reads it), `budget` a number,
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
        solvable: { type: "boolean" },
        unique: { type: "boolean" },
        budget: { type: "string" },
        lang: { type: "string" },
        quiet: { type: "boolean", short: "q" },
        help: { type: "boolean", short: "h" },
        version: { type: "boolean", short: "v" },
      },
    });
    const budget = readBudget(values);
    return {
      ...values,
      ...(budget === undefined ? {} : { budget }),
      files: positionals.length ? positionals : ["-"],
    };
  } catch (error) {
    throw new UsageError(error.message);
  }
}

// --budget: a whole number of search nodes, from 1 to 2^53 - 1, and only where a board is solved.
function readBudget({ budget, solvable, unique }) {
  if (budget === undefined) return undefined;
  if (!solvable && !unique) throw new Error("--budget needs --solvable or --unique");
  const nodes = /^[0-9]+$/.test(budget) ? Number(budget) : NaN;
  if (!Number.isSafeInteger(nodes) || nodes < 1) {
    throw new Error(
      `--budget ${budget}: expected a whole number of search nodes from 1 to ${Number.MAX_SAFE_INTEGER}`,
    );
  }
  return nodes;
}

/**
 * The exit status of a run: `counts` is the core's (a dead end, an unknown answer and more than one
 * solution fail a board, as a conflict does), `unreadable` the files that could not be read.
 */
export function exitStatus(
  { invalid, malformed, deadEnds = 0, unknown = 0, multiple = 0 },
  unreadable,
) {
  if (unreadable || malformed) return EXIT.error;
  return invalid || deadEnds || unknown || multiple ? EXIT.invalid : EXIT.valid;
}
