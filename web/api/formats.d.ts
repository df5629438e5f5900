// Types of valid-sudoku/formats: the package's API (the same as valid-sudoku's), from the entry
// that also carries the formats module, for loadValidator({ formats: true }); and the types of
// that validator, which valid-sudoku's types name too.
import type { ParsedBoard, Rules, RulesOptions, Board, Validator } from "../api/index.js";
export * from "../api/index.js";

/**
 * The format a text was read from, as {@link FormatsValidator.parse} names it: a site's
 * (`"fpuzzles"`, `"sudokupad"`, `"solo"`, `"sudokuexchange"`, `"sudokuwiki"`), this library's
 * puzzle JSON (`"json"`), the tutorial's initialisers (`"cpp"`, `"java"`, `"python"`),
 * LeetCode's `char[][]` text (`"leetcode"`), board text of any layout (`"text"`), or a JS array
 * (`"array"`).
 */
export type PuzzleSource =
  | "fpuzzles"
  | "sudokupad"
  | "solo"
  | "sudokuexchange"
  | "sudokuwiki"
  | "json"
  | "cpp"
  | "java"
  | "python"
  | "leetcode"
  | "text"
  | "array";

/** A parsed puzzle: the board, the rules its text carried, and what no rule checks. */
export interface ParsedPuzzle extends ParsedBoard {
  /**
   * The rules, exactly as `options.rules` takes them (only the rules that hold; `{}` for the
   * classic game), so `check(p.cells, { shape: p, rules: p.rules })` equals `check(text)`.
   */
  rules: Rules;
  /** The constraints of the text the referee does not check ("arrow", "thermometer"…), each once. */
  ignored: string[];
  /** The format read. */
  source: PuzzleSource;
}

/** The formats {@link FormatsValidator.format} writes. */
export type FormatName =
  | "line"
  | "grid"
  | "leetcode"
  | "cpp"
  | "java"
  | "python"
  | "json"
  | "fpuzzles"
  | "sudokupad"
  | "sudokuexchange"
  | "solo";

/** Options of {@link FormatsValidator.countSolutions} and {@link FormatsValidator.solvable}. */
export interface SolveOptions extends RulesOptions {
  /** Stop at this many solutions (a whole number, at least 1; default 2; solvable() uses 1). */
  limit?: number;
  /** The most search nodes to visit (default 100000); beyond it the answer is unknown. */
  budget?: number;
  /** An AbortSignal (typed by its shape, so no DOM types are needed): heard between slices of the search; an abort rejects the promise with its reason. */
  signal?: { readonly aborted: boolean; readonly reason?: unknown };
  /** Also return the first solution found (the referee itself never shows one). */
  solution?: boolean;
}

/** Why a board cannot be completed, when its own digits show it (every digit named is on it). */
export interface DeadEnd {
  /** `conflict`: it already breaks a rule; `noDigit`: an empty cell can take no digit; `noPlace`: a unit has no place left for a digit. */
  kind: "conflict" | "noDigit" | "noPlace";
  /** The core's words: "r5c5 can take no digit: row 5 has 1 2 4 6 7 8, column 5 has 3 5 9", "no cell of box 3 can take 7". */
  message: string;
  /** noDigit: the cell, then the filled cells that rule it out; noPlace: the unit's cells; conflict: the conflict cells. */
  cells: number[];
  /** noPlace: the unit ("row", "column", "box", "region", "diagonal", …), its 0-based index, the digit. */
  unit?: string;
  index?: number;
  digit?: number;
}

/** What {@link FormatsValidator.countSolutions} found. */
export interface SolutionCount {
  /** Solutions found, at most the limit. */
  count: number;
  /** `finished`: count is exact; `limit`: the limit was reached (maybe more); `budget`: the budget ran out (unknown). */
  end: "finished" | "limit" | "budget";
  /** The search finished or reached the limit: `count` answers the question. */
  known: boolean;
  /** Search nodes visited (by the last slice). */
  nodes: number;
  /** With 2 or more: the first cell, in reading order, where two solutions differ. */
  differsAt?: number;
  /** With count 0: the reason the board's digits show, if they show one. */
  reason?: DeadEnd;
  /** With `options.solution` and count > 0: the first solution, row-major. */
  solution?: Uint8Array;
}

/**
 * The validator over the formats module (`loadValidator({ formats: true })`): everything
 * {@link Validator} does, and text may be any travelling format (f-puzzles and SudokuPad links,
 * Solo game ids, SudokuExchange and sudokuwiki strings, puzzle JSON), checked with the rules it
 * carries. Rules given beside text that carries other rules are a {@link SudokuParseError}.
 */
export interface FormatsValidator extends Validator {
  /** The board, the rules its text carried (or `options.rules`), what no rule checks, the format read. */
  parse(board: Board, options?: RulesOptions): ParsedPuzzle;
  /**
   * The board (with its text's rules, or `options.rules`) written as `to`; reading it back gives
   * the same puzzle.
   * @throws `RangeError` for an unknown format or a puzzle the format cannot carry (the message
   * says why); as {@link Validator.isValid} for the board and the rules.
   */
  format(board: Board, to: FormatName, options?: RulesOptions): string;
  /**
   * How many ways the board can still be completed, up to `options.limit` (default 2), within
   * `options.budget` search nodes, under its rules; for none, the reason its digits show.
   * @throws as {@link Validator.isValid} for the board and the rules; `RangeError` for a limit or
   * budget that is not a whole number; the signal's reason once it aborts.
   */
  countSolutions(board: Board, options?: SolveOptions): Promise<SolutionCount>;
  /** countSolutions with limit 1: `solvable` is true, false, or null when the budget ran out. */
  solvable(
    board: Board,
    options?: SolveOptions,
  ): Promise<SolutionCount & { solvable: boolean | null }>;
}
