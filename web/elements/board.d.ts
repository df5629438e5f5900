// Types of valid-sudoku/board, the <sudoku-board> element (docs/element.md); also shipped as .d.cts.
import type { Report, RuleConflict, Rules, SolutionCount } from "../api/index.js";

/** The solver's answer to `solvable` or `unique` (the `sudoku-solve` event's detail); never a solution. */
export type SolverAnswer = Omit<SolutionCount, "solution"> & {
  /** true: it can still be completed; false: a dead end; null: the budget ran out (unknown). */
  solvable: boolean | null;
};

/**
 * An interactive Sudoku board that re-checks every edit with the shared wasm validator and
 * marks each conflict (aria-invalid cells, outlined units, a live verdict in words).
 *
 * Importing `valid-sudoku/board` registers it as `<sudoku-board>` unless that name is taken.
 */
export declare class SudokuBoard extends HTMLElement {
  static readonly observedAttributes: readonly string[];
  /**
   * Resolves once the validator has loaded and the board is drawn; for a first value that only
   * the formats validator reads (a link, a site id), once it has read it.
   */
  readonly ready: Promise<void>;
  /**
   * The board as one line: `.` for blanks, `1`–`9` then `A`–`Z` (81 characters for 9×9); empty
   * until the board is drawn. Set it to a board in any format `parse` takes (text, a LeetCode
   * grid, numbers): this replaces the board and clears the undo history, without touching the
   * `value` attribute (like `<input>`).
   */
  get value(): string;
  set value(
    board: string | readonly (readonly (string | number | null)[])[] | readonly (number | null)[],
  );
  /** Mirrors the `shape` attribute: `"RxC"` box rows × box columns, e.g. `"2x3"`; empty to infer. */
  shape: string;
  /**
   * Mirrors the `givens` attribute: a board whose filled cells are fixed (placed, not editable).
   * A puzzle with rules (a site's link or id, puzzle JSON) also sets `rules` and `ignored`.
   */
  givens: string;
  /** Mirrors the `label` attribute: the grid's accessible name (default "Sudoku board"). */
  label: string;
  /** Mirrors the `readonly` attribute: no edits; the board can still be navigated and copied. */
  readOnly: boolean;
  /** Alias of `readOnly`, spelled like the attribute. */
  readonly: boolean;
  /** Mirrors the `keypad` attribute: shows the on-screen keypad for touch screens. */
  keypad: boolean;
  /** Mirrors the `copy` attribute: shows "Copy as" (every format of the core's format()). */
  copy: boolean;
  /**
   * Mirrors the `solvable` attribute: a valid board's verdict also says whether it can still be
   * completed ("Valid, but it can no longer be completed: …" with the reason's cells framed).
   */
  solvable: boolean;
  /** Mirrors the `unique` attribute: the verdict says whether the puzzle has one solution, none or more. */
  unique: boolean;
  /** The solver's answer: true, false (a dead end) or null (not asked, asking, or unknown). */
  readonly completable: boolean | null;
  /** Mirrors the `name` attribute: the board is submitted with its form under this name. */
  name: string;
  /** Mirrors the `required` attribute: an empty board is then `valueMissing`. */
  required: boolean;
  /** The form the board belongs to, or null. */
  readonly form: HTMLFormElement | null;
  /** `customError` while the board has conflicts or cannot be read; `valueMissing` when required and empty. */
  readonly validity: ValidityState;
  /** The verdict while the board is invalid ("Invalid: 8 appears twice in column 1 and in box 1"), else "". */
  readonly validationMessage: string;
  checkValidity(): boolean;
  reportValidity(): boolean;
  /**
   * The variant rules the board is drawn and checked with, or null (the classic game). Setting
   * rules the core cannot read never throws: `error` holds the core's error and the status says
   * it. Setting the rules in use again changes nothing; reads return a copy.
   */
  get rules(): Rules | null;
  set rules(rules: Rules | null | undefined);
  /** What the puzzle has that the referee does not check, said under the board. */
  get ignored(): string[];
  set ignored(list: readonly string[] | null | undefined);
  /** The latest report (every conflict, of every rule), or null before the first check. */
  readonly report: Report<RuleConflict> | Report | null;
  /** True when the board was read and no digit repeats in a row, column or box. */
  readonly valid: boolean;
  /** Why the `value` or `givens` could not be read (a SudokuParseError), or null. */
  readonly error: Error | null;

  addEventListener<K extends keyof SudokuBoardEventMap>(
    type: K,
    listener: (this: SudokuBoard, event: SudokuBoardEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof SudokuBoardEventMap>(
    type: K,
    listener: (this: SudokuBoard, event: SudokuBoardEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

export interface SudokuBoardEventMap extends HTMLElementEventMap {
  /** After every check (each edit, each new value); `detail` is the report. */
  "sudoku-validate": CustomEvent<Report>;
  /** Per edit by the user: typing, clearing, paste, undo, redo (`inputType` says which). */
  input: InputEvent;
  /** "Copy as": the text written to the clipboard, and its format (format()'s name). */
  "sudoku-copy": CustomEvent<{ format: string; text: string }>;
  /** With `solvable` or `unique`: the solver's answer for the board shown (never a solution). */
  "sudoku-solve": CustomEvent<SolverAnswer>;
}

/**
 * Registers the element under `tagName` unless the name is taken, and returns the class
 * registered under it (a subclass of SudokuBoard for a second name).
 */
export declare function defineSudokuBoard(
  tagName?: string,
  registry?: CustomElementRegistry,
): typeof SudokuBoard;

declare global {
  interface HTMLElementTagNameMap {
    "sudoku-board": SudokuBoard;
  }
  interface HTMLElementEventMap {
    "sudoku-validate": CustomEvent<Report>;
  }
}
