// Types of valid-sudoku/explainer, the <sudoku-explainer> element (docs/embedding.md); also .d.cts.
import type { Trace, TraceStep } from "../api/index.js";

/**
 * Plays the validator's `trace()` of a board, one cell of the one-pass scan per step: the board
 * with the cell's row, column and box, the three seen sets, the box formula with the cell's
 * numbers, the line of code in the chosen language and one sentence in words.
 *
 * Importing `valid-sudoku/explainer` registers it as `<sudoku-explainer>` unless the name is taken.
 */
export declare class SudokuExplainer extends HTMLElement {
  static readonly observedAttributes: readonly string[];
  /** Resolves once the validator has loaded and the first step is drawn. */
  readonly ready: Promise<void>;
  /** The board: text in any format `parse` takes (or, as a property, any board value). */
  get value(): string;
  set value(
    board: string | readonly (readonly (string | number | null)[])[] | readonly (number | null)[],
  );
  /** Mirrors `shape`: `"RxC"` box rows × box columns; empty to infer. */
  shape: string;
  /** Mirrors `stop`: `"first"` (default, LeetCode's early return) or `"all"`. */
  stop: "first" | "all";
  /** Mirrors `language`: the code shown (default `"python"`). */
  language: "java" | "cpp" | "python" | "javascript";
  /** Mirrors `variant`: the seen sets as hash sets (default) or as bitmasks. */
  variant: "sets" | "bitmask";
  /** Mirrors `speed`: steps per second while playing (default 2). */
  speed: number;
  /** Mirrors `autoplay`: start playing once the board is read. */
  autoplay: boolean;
  /** Mirrors `label`: the accessible name of the explainer and its board. */
  label: string;
  /** The trace being played, or null before the board is read (or when it cannot be). */
  readonly trace: Trace | null;
  /** The trace's steps (empty before the board is read). */
  readonly steps: TraceStep[];
  /** The 0-based index of the step shown; setting it pauses and shows that step (clamped). */
  step: number;
  /** The step shown, or null. */
  readonly current: TraceStep | null;
  /** True while playing. */
  readonly playing: boolean;
  /** Why the board could not be traced, or null. */
  readonly error: Error | null;
  /** Plays from the step shown (from the first when the last is shown). */
  play(): void;
  /** Pauses; the live region says the step shown. */
  pause(): void;

  addEventListener<K extends keyof SudokuExplainerEventMap>(
    type: K,
    listener: (this: SudokuExplainer, event: SudokuExplainerEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof SudokuExplainerEventMap>(
    type: K,
    listener: (this: SudokuExplainer, event: SudokuExplainerEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

export interface SudokuExplainerEventMap extends HTMLElementEventMap {
  /** Whenever the step shown changes (playing, stepping, the scrubber); `detail` is the step. */
  "sudoku-step": CustomEvent<TraceStep>;
}

/**
 * Registers the element under `tagName` unless the name is taken, and returns the class
 * registered under it (a subclass of SudokuExplainer for a second name).
 */
export declare function defineSudokuExplainer(
  tagName?: string,
  registry?: CustomElementRegistry,
): typeof SudokuExplainer;

declare global {
  interface HTMLElementTagNameMap {
    "sudoku-explainer": SudokuExplainer;
  }
}
