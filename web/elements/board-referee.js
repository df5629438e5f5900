// The state of <sudoku-board>'s verdict, in one owner: the rules in use, what the puzzle has that
// nobody checks, why the value, givens or rules cannot be read, and the latest report. Each read
// and each check starts again from what was set last, so any order of sets ends in one state.
import { emptyBoard, readBoard } from "./board-reader.js";
// (in the board's classic script the formats file's, undefined until it has loaded: bundle.mjs)
import { catalogOf } from "./board-language.js";

const MAX_SPOKEN_CONFLICTS = 4; // a live region that reads out 27 units helps nobody

/** A copy of rules set from outside, so later changes to the caller's object do nothing. */
function copyOf(rules) {
  try {
    return structuredClone(rules);
  } catch {
    return rules; // (a proxy or a function inside: the core says what is wrong with them)
  }
}

/** A JSON key for rules, to tell the same rules set again. */
function keyOf(rules) {
  try {
    return JSON.stringify(rules);
  } catch {
    return Symbol(); // (a BigInt or a cycle: never "the same rules")
  }
}

export class Referee {
  #checker;
  rules = null; // the variant rules as set (a copy), or null: the classic game
  rulesKey = null; // their JSON, to tell the same rules set again
  ignored = []; // what the puzzle has that nobody checks ("arrows"), said under the board
  readError = null; // why the value or givens could not be read
  readErrorIn = "board"; // which of the two could not be read: "board" or "givens"
  rulesError = null; // why the rules could not be applied at the latest check
  report = null;

  #onIgnored;
  #host;

  /**
   * `checker`: board-checker.js's, the validator in use; `onIgnored()`: `ignored` changed; `host`
   * the element, whose language (board-language.js) the core speaks.
   */
  constructor(checker, onIgnored, host) {
    this.#checker = checker;
    this.#onIgnored = onIgnored;
    this.#host = host;
  }

  /**
   * The catalog the board speaks (null: English; kept as `locale` for the verdict, which marks
   * the core's words with its lang), or undefined while it loads (`retry` runs then, and when the
   * language changes). In the board's classic script, until the formats file has loaded, the
   * host's lang: the plain validator refuses any but English with needsFormats, so the board
   * switches to the formats validator, which speaks catalogs.
   */
  #language(retry) {
    return catalogOf
      ? (this.locale = catalogOf(this.#host, retry))
      : this.#host.closest("[lang]")?.lang;
  }

  /** The first of the errors: the value's or the givens', else the rules'. */
  get error() {
    return this.readError ?? this.rulesError;
  }

  /** What the error is about: "board", "givens" or "rules". */
  get errorIn() {
    return this.readError ? this.readErrorIn : "rules";
  }

  /** Sets what is not checked: strings (null: none). */
  setIgnored(list) {
    this.ignored = list == null ? [] : Array.isArray(list) ? list.map(String) : [String(list)];
  }

  /** Sets the rules (null: none); false when they are those in use (nothing to check again). */
  setRules(rules) {
    const key = rules == null ? null : keyOf(rules);
    if (key === this.rulesKey) return false;
    this.rules = rules == null ? null : copyOf(rules);
    this.rulesKey = key;
    return true;
  }

  /**
   * A puzzle read from a format that carries rules (a site's link or id, puzzle JSON: the formats
   * validator's parse says which) brings them, and what nobody checks, to the board; board text,
   * LeetCode's and the tutorial's initialisers carry none, and keep the rules set. True when the
   * rules changed.
   */
  takeRules(board) {
    if (!/^(fpuzzles|sudoku|solo|json)/.test(board.source)) return false;
    this.ignored = board.ignored;
    this.#onIgnored();
    const key = keyOf(board.rules);
    if (key === this.rulesKey) return false;
    this.rules = board.rules;
    this.rulesKey = key;
    return true;
  }

  /**
   * Reads the value `source`, `shape` and `givens` (attributes, or null): `{ board, givens }` to
   * show, `{}` when it cannot be read and a board is shown (it stays), or null while the formats
   * validator loads for it (`retry` runs then). Without a board shown, a bad value shows an
   * empty board of the shape (9×9 when the shape cannot be read either).
   */
  read(source, shape, givens, shown, retry) {
    const sudoku = this.#checker.sudoku;
    const locale = this.#language(retry);
    if (locale === undefined) return null;
    const read = readBoard(sudoku, source, shape, givens, locale);
    const { error } = read;
    if (error && this.#checker.wait(error.needsFormats, "load", retry)) return null;
    // The givens are the puzzle: when they are one with rules, the rules are theirs.
    for (const puzzle of read.parsed) this.takeRules(puzzle);
    this.readError = error ?? null;
    this.readErrorIn = read.errorIn;
    if (!error) return read;
    if (shown) return {};
    try {
      return { board: emptyBoard(sudoku, shape), givens: null };
    } catch {
      return { board: emptyBoard(sudoku, null), givens: null };
    }
  }

  /**
   * Checks `text` (the board as one line, of `shape`) with the rules: the report (with the
   * verdict's sentence, `description`), or null while the formats validator loads for the rules
   * (`retry` runs then).
   */
  check(text, shape, retry) {
    // (while the value's error is shown, a change of language reads it again: the read's retry)
    const locale = this.#language(this.readError ? undefined : retry);
    if (locale === undefined) return null;
    const options = {
      shape,
      maxConflicts: MAX_SPOKEN_CONFLICTS,
      describe: true, // the verdict's sentence comes with the report: one call per edit
      locale,
    };
    const checked = this.#checker.check(text, options, this.rules, this.rulesKey, retry);
    if (!checked) return null;
    this.rulesError = checked.rulesError ?? null;
    this.report = checked.report;
    return this.report;
  }

  /** The rules the latest check applied (null: none, or rules that could not be applied). */
  get applied() {
    return this.rulesError ? null : this.rules;
  }

  /** The board is being edited: it is the board shown now, not a value that could not be read. */
  edited() {
    this.readError = null;
  }
}
