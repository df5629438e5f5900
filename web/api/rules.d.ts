// Types of the variant rules and their conflicts, part of the valid-sudoku package's types:
// web/api/index.d.ts re-exports every one of them; scripts/bundle.mjs writes both to dist/.

/** A killer cage: a unit (no digit twice) whose digits add up to `sum` when it is given. */
export interface Cage {
  /** Flat cell indices (row · N + column), each at most once, at most N of them. */
  cells: ReadonlyArray<number>;
  /** The target: a positive whole number. Absent: a cage without a sum. */
  sum?: number;
}

/** The kinds of {@link Constraint}, by the names the reports use (docs/core.md states each rule). */
export type ConstraintKind =
  | "thermometer"
  | "slowThermometer"
  | "arrow"
  | "kropkiWhite"
  | "kropkiBlack"
  | "xv"
  | "littleKiller"
  | "sandwich"
  | "xSum"
  | "skyscraper"
  | "renban"
  | "whispers"
  | "between"
  | "palindrome"
  | "zipper"
  | "regionSum"
  | "entropic"
  | "modular"
  | "odd"
  | "even"
  | "minimum"
  | "maximum"
  | "quadruple"
  | "clone"
  | "rowIndexer"
  | "columnIndexer"
  | "boxIndexer";

/**
 * A constraint beyond units and pair rules (checked by the formats validator:
 * `loadValidator({ formats: true })`). Cells are flat indices (row · N + column); what `lines`,
 * `value`, `digits` and `clue` hold depends on the kind (docs/js-api.md, "Constraints").
 */
export interface Constraint {
  kind: ConstraintKind;
  /** The constraint's cells: one line, or several (a thermometer's branches, an arrow's circle then its shafts, a clone's two halves). */
  lines: ReadonlyArray<ReadonlyArray<number>>;
  /** The kind's number (a dot's difference or ratio, an XV or clue sum, a skyscraper count); absent: none, or the default. */
  value?: number;
  /** A quadruple's digits (1 to 4 of them, repeats allowed). */
  digits?: ReadonlyArray<number>;
  /** An outside clue's place, [row, column] from 0, with -1 or N for the rows and columns outside the grid. */
  clue?: readonly [number, number];
}

/**
 * The variant rules: more units and pair rules beyond rows, columns and boxes. Every field is
 * optional; `{}` or no rules at all is the classic game. Empty cells never conflict.
 */
export interface Rules {
  /** N×N: the region of each cell (0..N-1, or -1: in no region). Regions replace the boxes (jigsaw). */
  regions?: ReadonlyArray<number> | ArrayLike<number>;
  /** r = c, top-left to bottom-right, is a unit (f-puzzles "diagonal-"). */
  mainDiagonal?: boolean;
  /** r + c = N - 1, top-right to bottom-left, is a unit (f-puzzles "diagonal+"). */
  antiDiagonal?: boolean;
  /** More units, each a list of flat cell indices (windoku, hyper). */
  extraRegions?: ReadonlyArray<ReadonlyArray<number> | ArrayLike<number>>;
  /** The cells at the same place in every box form a unit. Needs boxes: not with `regions`. */
  disjointGroups?: boolean;
  /** Killer cages. */
  cages?: ReadonlyArray<Cage>;
  /** No digit a knight's move from the same digit. */
  antiKnight?: boolean;
  /** No digit a king's move (diagonally adjacent) from the same digit. */
  antiKing?: boolean;
  /** Orthogonal neighbours never differ by 1, unless a kropki dot joins them. */
  nonConsecutive?: boolean;
  /** Orthogonal neighbours joined by no kropki dot are in none of the black dots' ratios (2 without dots). */
  negativeRatio?: boolean;
  /** Orthogonal neighbours joined by no X or V add up to neither 5 nor 10. */
  negativeXv?: boolean;
  /** Constraints: thermometers, arrows, kropki dots, outside clues, lines… (the formats validator checks them). */
  constraints?: ReadonlyArray<Constraint>;
}

/** A digit placed two or more times in one row, column or box. */
export interface Conflict {
  /** The rule the conflict breaks: on a classic board, always its unit's. */
  rule: "row" | "column" | "box";
  unit: "row" | "column" | "box";
  /** 0-based row, column or box number (boxes are numbered row-major). */
  index: number;
  digit: number;
  /** Flat cell indices (row · N + column), ascending. */
  cells: number[];
}

/** The units of the variant rules, beside rows, columns and boxes. */
export type UnitName =
  "row" | "column" | "box" | "region" | "diagonal" | "extraRegion" | "disjointGroup" | "cage";

/** A digit placed two or more times in one unit of any rule (`rule` is the unit). */
export interface UnitConflict {
  rule: UnitName;
  unit: UnitName;
  /**
   * 0-based: a row, column or box number; a region's number; diagonal 0 is the main one, 1 the
   * anti one; an extra region's or a cage's place in its list; a disjoint group's place inside a
   * box, row-major.
   */
  index: number;
  digit: number;
  /** Flat cell indices, ascending. */
  cells: number[];
}

/** A cage whose filled digits add up to more than its sum, or that is full with another sum. */
export interface CageSumConflict {
  rule: "cageSum";
  /** The cage's place in `rules.cages`. */
  index: number;
  /** The sum of the cage's filled digits. */
  sum: number;
  /** The cage's sum. */
  target: number;
  /** All the cage's cells, ascending. */
  cells: number[];
  /** With `describe: true`: the core's sentence for this conflict alone. */
  words?: string;
}

/** The same digit a knight's move (antiKnight) or a king's move (antiKing) apart: cells a < b. */
export interface SameDigitPairConflict {
  rule: "antiKnight" | "antiKing";
  digit: number;
  /** With `describe: true`: the core's sentence for this conflict alone. */
  words?: string;
  cells: [number, number];
}

/** Orthogonal neighbours that differ by 1: digit `digits[0]` in `cells[0]`, `digits[1]` in `cells[1]`. */
export interface NonConsecutiveConflict {
  rule: "nonConsecutive";
  digits: [number, number];
  /** With `describe: true`: the core's sentence for this conflict alone. */
  words?: string;
  cells: [number, number];
}

/** Orthogonal neighbours that a negative rule forbids: `digits[0]` in `cells[0]`, `digits[1]` in `cells[1]`. */
export interface NegativeConflict {
  rule: "negativeRatio" | "negativeXv";
  digits: [number, number];
  /** With `describe: true`: the core's sentence for this conflict alone. */
  words?: string;
  cells: [number, number];
}

/** A constraint that no filling of its empty cells can satisfy (rules.constraints[index]). */
export interface ConstraintConflict {
  rule: "constraint";
  kind: ConstraintKind;
  /** The constraint's place in `rules.constraints`. */
  index: number;
  /** All the constraint's cells, ascending. */
  cells: number[];
  /** The core's sentence, counted from 1: `"the thermometer from r7c1 cannot rise: 6 then 5"`. */
  words: string;
}

/** A conflict of a check with rules. Tell them apart by `rule`. */
export type RuleConflict =
  | UnitConflict
  | CageSumConflict
  | SameDigitPairConflict
  | NonConsecutiveConflict
  | NegativeConflict
  | ConstraintConflict;
