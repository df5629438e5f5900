// What a template may write on <sudoku-board> and <sudoku-explainer>, for the framework typings
// (react.d.ts, vue.d.ts, svelte.d.ts); shipped as dist/frameworks.d.ts.
import type { Report, Rules, TraceStep } from "../api/index.js";
import type { SolverAnswer } from "./board.js";
import type { SudokuExplainer } from "./explainer.js";

/** A board as the `value` property takes it: text in any format, a LeetCode grid or numbers. */
export type BoardValue =
  string | readonly (readonly (string | number | null)[])[] | readonly (number | null)[];

/** The `theme` attribute of both elements: `light` or `dark` (docs/element.md). */
export type Theme = "light" | "dark";

/** The attributes and properties of `<sudoku-board>` a template sets (docs/element.md). */
export interface SudokuBoardAttributes {
  value?: BoardValue;
  shape?: string;
  givens?: string;
  label?: string;
  readonly?: boolean;
  readOnly?: boolean;
  keypad?: boolean;
  /** The variant rules (docs/js-api.md); the same rules as a new object change nothing. */
  rules?: Rules | null;
  /** Shows "Copy as" under the board. */
  copy?: boolean;
  /** A valid board's verdict also says whether it can still be completed (docs/element.md). */
  solvable?: boolean;
  /** The verdict says whether the puzzle has exactly one solution, none, or more. */
  unique?: boolean;
  /** The name the board is submitted under in a form. */
  name?: string;
  /** In a form, an empty board is `valueMissing`. */
  required?: boolean;
  /** That palette for this element; absent: follow the page. An attribute only. */
  theme?: Theme;
}

/** The attributes and properties of `<sudoku-explainer>` a template sets. */
export interface SudokuExplainerAttributes {
  value?: BoardValue;
  shape?: string;
  stop?: SudokuExplainer["stop"];
  language?: SudokuExplainer["language"];
  variant?: SudokuExplainer["variant"];
  speed?: number;
  autoplay?: boolean;
  label?: string;
  step?: number;
  /** That palette for this element; absent: follow the page. An attribute only. */
  theme?: Theme;
}

/** `sudoku-validate`: after every check; `detail` is the report. */
export type SudokuValidateEvent = CustomEvent<Report>;
/** `sudoku-copy`: "Copy as" wrote the clipboard; `detail` is the format's name and the text. */
export type SudokuCopyEvent = CustomEvent<{ format: string; text: string }>;
/** `sudoku-solve`: with `solvable` or `unique`, the solver's answer (never a solution). */
export type SudokuSolveEvent = CustomEvent<SolverAnswer>;
/** `sudoku-step`: the step shown changed; `detail` is the step. */
export type SudokuStepEvent = CustomEvent<TraceStep>;
