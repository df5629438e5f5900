// Types of the valid-sudoku package; scripts/bundle.mjs writes them to dist/ as .d.ts and .d.cts.

// The formats validator's types (puzzles, formats, solving) are in formats.d.ts, and named here too.
import type { DeadEnd, FormatName, FormatsValidator } from "./formats.js";
export type {
  DeadEnd,
  FormatName,
  FormatsValidator,
  ParsedPuzzle,
  PuzzleSource,
  SolutionCount,
  SolveOptions,
} from "./formats.js";

// The variant rules and the conflicts of a check, in rules.d.ts.
import type { Conflict, RuleConflict, Rules } from "./rules.js";
export type * from "./rules.js";

/** Box shape: `"RxC"` (box rows x box columns, e.g. `"3x3"`, `"2x3"`) or `{ boxRows, boxCols }`. */
export type Shape = string | { boxRows: number; boxCols: number };

/**
 * A language's words (`valid-sudoku/locales/<tag>`'s default export, or `dist/locales/<tag>.js`'s,
 * which registers it under its tag): its messages and CLDR's plural rule, for the core.
 */
export interface LocaleCatalog {
  readonly locale: string;
  readonly text: string;
  readonly plural: (count: number) => number;
}

/** Options accepted by every call that takes a board. */
export interface Options {
  /** The box shape. When absent it is inferred from the cell count (closest to square). */
  shape?: Shape;
  /**
   * The language of the words the call returns or throws (`describe`, `check`'s `description`, a
   * parse error): a tag whose catalog is loaded (`"fr"`; `"fr-CA"` finds `fr`), or the catalog.
   * Absent or `"en"`: English. A tag with no catalog loaded is a `RangeError`.
   */
  locale?: string | LocaleCatalog;
}

/** Options of the calls that check a board: {@link Validator.isValid}, `check`, `describe`, `validateMany`. */
export interface RulesOptions extends Options {
  /**
   * The variant rules the board is checked with (`null`, `{}` or absent: the classic game). Bad
   * rules throw: `TypeError` for a value of the wrong kind, {@link SudokuParseError} for rules
   * that do not fit the board; the message names the rule and the place
   * (`"rules.cages[2]: cell 81 is not on the board (cells 0 to 80)"`).
   */
  rules?: Rules | null;
}

/** Options of {@link Validator.describe}. */
export interface DescribeOptions extends RulesOptions {
  /** After each unit, its cells by row and column from 1: `"in column 1 (r1c1, r4c1)"`. */
  nameCells?: boolean;
  /**
   * Names at most this many conflicts (the first, in report order), then says how many are left:
   * `"; and 23 more conflicts"`. Absent, 0 or not a positive number: every conflict.
   */
  maxConflicts?: number;
}

/** Options of {@link Validator.check}. */
export interface CheckOptions extends DescribeOptions {
  /**
   * Also put the conflicts in words in the report's `description`, as {@link Validator.describe}
   * words them (with `nameCells` and `maxConflicts`): the report and its sentence in one call.
   */
  describe?: boolean;
}

/**
 * A board in any accepted form (the C++ core reads every one of them):
 * - text: cells in row-major order (one line of 81 characters, nine lines of nine, `.sdk`, `.ss`);
 *   `1`–`9` then `A`–`Z` for 10–35; blanks `.` `0` `-` `_` `*`; a leading byte order mark is
 *   ignored; LeetCode's JSON text `[["5","3",".",...],...]` (also with single quotes) is text too;
 * - a LeetCode grid: N arrays of N one-character strings (`"."` empty);
 * - numbers: N arrays of N numbers, or a flat array (or typed array) of N×N; `0` or `null` is empty.
 */
export type Board =
  | string
  | ReadonlyArray<ReadonlyArray<string>>
  | ReadonlyArray<ReadonlyArray<number | null>>
  | ReadonlyArray<number | null>
  | ReadonlyArray<string>
  | ArrayLike<number>;

/**
 * Everything wrong with a board. Conflicts are ordered by rule (row, column, box, region,
 * diagonal, extraRegion, disjointGroup, cage, cageSum, antiKnight, antiKing, nonConsecutive),
 * then index (pairs: by their cells), then digit. `Report` is a classic check's;
 * `Report<RuleConflict>` one with rules.
 */
export interface Report<C = Conflict> {
  /** True when there is no conflict. A valid board may still be unsolvable. */
  valid: boolean;
  /** N: the board is N×N. */
  size: number;
  boxRows: number;
  boxCols: number;
  conflicts: C[];
  /** Every cell in at least one conflict, ascending. */
  conflictCells: number[];
  /**
   * The formats validator, when a constraint was too large to decide within its work bound: the
   * indices in `rules.constraints` left undecided ("not checked: too large to decide"), ascending.
   * Absent when every constraint was decided.
   */
  undecided?: number[];
  /** With `check(board, { describe: true })`: the conflicts in words (`""` when valid). */
  description?: string;
}

/** A parsed board: N×N cells in row-major order, 0 for empty. */
export interface ParsedBoard {
  size: number;
  boxRows: number;
  boxCols: number;
  cells: Uint8Array;
}

/** Options of {@link Validator.trace}. */
export interface TraceOptions extends Options {
  /** `"first"` (default): end at the first repeat, as LeetCode #36 returns early. `"all"`: visit every cell. */
  stop?: "first" | "all";
}

/** One cell visited by the scan, in row-major order. Blanks are steps too (digit 0, nothing changes). */
export interface TraceStep {
  /** Flat cell index: row · N + col. */
  cell: number;
  /** 0-based row: `rows[row]` in the tutorial's code. */
  row: number;
  /** 0-based column: `cols[col]`. */
  col: number;
  /** 0-based box, `(row / boxRows) * (N / boxCols) + col / boxCols`: `boxes[box]`. */
  box: number;
  /** 1..N, or 0 for a blank (skipped). */
  digit: number;
  /** The set `rows[row]` before this step, as a mask: bit d-1 stands for digit d. */
  seenRow: number;
  /** The set `cols[col]` before this step. */
  seenCol: number;
  /** The set `boxes[box]` before this step. */
  seenBox: number;
  /** The sets that already held `digit`, in the order row, column, box. Empty unless this step repeats. */
  repeats: Array<"row" | "column" | "box">;
  /** For each set named in `repeats`, the cell that first put `digit` there. */
  earlier: { row?: number; column?: number; box?: number };
}

/** The one-pass scan of a board, step by step. */
export interface Trace {
  size: number;
  boxRows: number;
  boxCols: number;
  stop: "first" | "all";
  /** True when no digit repeats anywhere (the same verdict for either `stop`). */
  valid: boolean;
  /** The whole board, N×N cells in row-major order, 0 for empty (the steps may end earlier). */
  cells: Uint8Array;
  /** With `stop: "first"` on an invalid board, the last step is the first repeat in row-major order. */
  steps: TraceStep[];
}

/** A line of a batch that is not a board. */
export interface BatchError {
  /** 1-based line number. */
  line: number;
  /** 1-based column in that line, in characters (as the core counts them), or 0 when the error has no single place. */
  column: number;
  /** 0-based index of the board in `results`. */
  board: number;
  message: string;
}

/** The outcome of {@link Validator.validateMany}. */
export interface BatchReport {
  /** Boards read: every line that is not blank and not a `#` comment, malformed ones included. */
  total: number;
  valid: number;
  invalid: number;
  /** Lines that are not boards. They are counted here, not thrown, so one bad line never loses a batch. */
  malformed: number;
  /** One code per board, in input order: 1 valid, 0 invalid, 2 malformed. */
  results: Uint8Array;
  /** The 1-based line number of each board. Built on first access when every line holds a board. */
  readonly lines: Uint32Array;
  /** Details of the first 1000 malformed lines. */
  errors: BatchError[];
}

/** Options of {@link Validator.validateMany}. */
export interface BatchOptions extends RulesOptions {
  /** Also ask the solver of each valid board whether it can still be completed (the formats validator only). */
  solvable?: boolean;
  /** With `solvable`: the most search nodes for each board (default 100000). */
  budget?: number;
}

/** A dead end of a batch: its board and line, and the reason its digits show (none when only the search shows it). */
export type BatchDeadEnd = { board: number; line: number } & Partial<DeadEnd>;

/** {@link Validator.validateMany} with `solvable: true`: the report and the solver's answers. */
export interface SolvingBatchReport extends BatchReport {
  /** One code per board: 0 not asked (invalid or malformed), 1 solvable, 2 a dead end, 3 unknown (the budget ran out). */
  solvable: Uint8Array;
  deadEnds: number;
  unknown: number;
  /** The first 1000 dead ends. */
  deadEndReasons: BatchDeadEnd[];
}

/** The core's limits, exported so that no other layer keeps its own copy. */
export interface Limits {
  /** The largest N (boards are N×N). */
  maxSize: number;
  /** The largest digit text can name (`Z` = 35): larger boards are given as numbers. */
  maxTextDigit: number;
  /** The most cells a board can have (maxSize²). */
  maxCells: number;
  /** The longest text a board may be, in bytes. */
  maxTextLength: number;
}

/**
 * Rules compiled once for one shape ({@link Validator.compileRules}): each answer is exactly
 * `check(board, { rules, shape })`'s.
 */
export interface RulesHandle {
  /**
   * `check(board, { rules, shape })` (`options.shape`, when given, is the shape the board is read
   * with; `options.rules` is a `TypeError`). Throws as `check` does, and an `Error` ("this rules
   * handle was deleted") after {@link RulesHandle.delete}.
   */
  check(board: Board, options?: CheckOptions): Report<RuleConflict>;
  /** `isValid(board, { rules, shape })`. Throws like {@link RulesHandle.check}. */
  isValid(board: Board): boolean;
  /** Frees the compiled rules now (a handle never deleted is freed once collected). */
  delete(): void;
}

/** The referee. All methods are synchronous; the instance is shared by every caller. */
export interface Validator {
  /**
   * LeetCode #36: true when no digit repeats in a row, a column or a box (stops at the first repeat);
   * with `options.rules`, when no rule is broken (stops at the first conflict of any rule).
   * @throws {@link SudokuParseError} when the value is not a board, or the rules do not fit it;
   * `TypeError` when it is not board-like at all (a number, `null`, a plain object) or a rule is
   * not of its kind; `RangeError` for a malformed `options.shape`. The classic script
   * `dist/valid-sudoku.js` has no variant rules: there, rules other than `null` throw an `Error`.
   */
  isValid(board: Board, options?: RulesOptions): boolean;
  /** Every conflict of the board. Throws like {@link Validator.isValid}. */
  check(board: Board, options?: CheckOptions & { rules?: null }): Report;
  /** Every conflict of the board under `options.rules`, of every rule. */
  check(board: Board, options: CheckOptions): Report<RuleConflict>;
  /**
   * The rules read and compiled once for `options.shape` (absent: 9×9, boxes 3×3), for checking
   * many boards. Throws as `check(board, { rules, shape })` does for the rules (and, in
   * `dist/valid-sudoku.js`, the same `Error`).
   */
  compileRules(rules: Rules, options?: Options): RulesHandle;
  /**
   * The board's conflicts in words, by the core: `"8 appears twice in column 1 and in box 1"`
   * (`""` for a valid board). Throws like {@link Validator.isValid}.
   */
  describe(board: Board, options?: DescribeOptions): string;
  /** The board's cells (0 = empty) and shape. Throws like {@link Validator.isValid}. */
  parse(board: Board, options?: Options): ParsedBoard;
  /**
   * The tutorial's one-pass scan, recorded: one step per cell with the three seen sets before it.
   * Boards up to 32×32 (masks are 32-bit). Throws like {@link Validator.isValid}, and `RangeError`
   * for a larger board or an unknown `options.stop`.
   */
  trace(board: Board, options?: TraceOptions): Trace;
  /**
   * The fast path: text with one board per line (blank lines and `#` comments are skipped).
   * Malformed lines are counted and described in `errors`, never thrown. `options.rules` apply
   * to every line (each line is then parsed and checked with them; a line whose board they do not
   * fit is malformed, with the rule's message). With `options.solvable` (the formats validator),
   * each valid board is also given to the solver, synchronously, within `options.budget` nodes.
   * @throws `TypeError` when `input` is neither a string nor a `Uint8Array`, or `solvable` is asked
   * of a validator without the solver; `RangeError` for a budget that is not a whole number; and
   * as {@link Validator.isValid} for rules that cannot be read (or, with a shape, do not fit it).
   */
  validateMany(
    input: string | Uint8Array,
    options: BatchOptions & { solvable: true },
  ): SolvingBatchReport;
  validateMany(input: string | Uint8Array, options?: BatchOptions): BatchReport;
  /**
   * Reads a shape by the core's rules (`"RxC"` with `x`, `X` or `×`, or `{ boxRows, boxCols }`).
   * @throws `RangeError` when it is not a shape; {@link SudokuParseError} when the core does not
   * support it (N above 64); `TypeError` when it is neither text nor an object.
   */
  parseShape(shape: Shape): { boxRows: number; boxCols: number; size: number };
  /** The core's limits. */
  readonly limits: Readonly<Limits>;
  /**
   * True when this validator runs the SIMD build of the module (chosen where the engine supports
   * WebAssembly SIMD128; the classic-script bundle always runs the scalar build). Answers are the
   * same either way; only `validateMany` is faster.
   */
  readonly simd: boolean;
  /** Diagnostics: bytes of wasm memory, and bytes currently allocated inside it. */
  memoryUsage(): { heapBytes: number; allocatedBytes: number };
  /**
   * Writes the board in another format: the formats validator's ({@link FormatsValidator.format}).
   * @throws `Error` here, which says to use `loadValidator({ formats: true })`.
   */
  format(board: Board, to: FormatName, options?: RulesOptions): string;
}

/**
 * Instantiates the WebAssembly module once; later calls return the same promise.
 * @example
 * const sudoku = await loadValidator();
 * sudoku.isValid("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
 */
export function loadValidator(options?: { formats?: false }): Promise<Validator>;
/**
 * The formats validator: its own WebAssembly module (the formats that travel), loaded on demand
 * (in the package from `valid-sudoku/formats`, in the classic scripts from
 * `dist/valid-sudoku-formats.js` beside them) and cached apart from the plain validator.
 * @example
 * const sudoku = await loadValidator({ formats: true });
 * sudoku.parse("https://sudokupad.app/scl…").rules; // { cages: [...] }
 */
export function loadValidator(options: { formats: true }): Promise<FormatsValidator>;

/** A value meant as a board that is not one: the message says what is wrong and where. */
export class SudokuParseError extends Error {
  constructor(message: string, position?: number);
  readonly name: "SudokuParseError";
  /** 0-based offset into the text, or 0-based cell index for arrays; undefined when there is none. */
  readonly position: number | undefined;
}
