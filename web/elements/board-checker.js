// Which validator <sudoku-board> asks: the shared plain one of loadValidator(), then the formats
// validator, the one time text or rules need it (a link, a site id, puzzle JSON; rules in the
// board's classic script, whose module has none). While it loads, whatever needed it waits and is
// done again once it is here: the board is checked with what was set last, whatever the order.
import { loadValidator } from "../api/api.js";

export class Checker {
  sudoku = null; // the validator in use, once loaded
  #formats = null; // loadValidator({ formats: true }), once asked for
  #waiting = null; // the jobs to do again when it has loaded (by name: each once)

  /** The shared plain validator; the board is drawn once it is here. */
  async load() {
    this.sudoku = await loadValidator();
    return this.sudoku;
  }

  /** The formats validator (loaded once), whose module carries the solver. */
  formats() {
    return loadValidator({ formats: true });
  }

  /** Resolves once nothing waits for the formats validator (at once when nothing does). */
  get settled() {
    return this.#formats ?? Promise.resolve();
  }

  /**
   * The switch to the formats validator, the one place the board makes it. False (go on with the
   * validator in use) unless `needsFormats` (its SudokuParseError says so) and the formats
   * validator is not in use yet; then true (the caller stops), and `job` runs under `name` once it
   * has loaded: a later job of the same name replaces an earlier one, and a "load" makes a
   * "check" needless. Should it fail to load, the jobs run with the plain validator, whose error
   * says what reads the text.
   */
  wait(needsFormats, name, job) {
    if (!needsFormats || this.#waiting === undefined) return false;
    if (!this.#waiting) {
      this.#waiting = new Map();
      this.#formats = loadValidator({ formats: true }).then(
        (sudoku) => this.#loaded(sudoku),
        () => this.#loaded(this.sudoku),
      );
    }
    this.#waiting.set(name, job);
    return true;
  }

  #loaded(sudoku) {
    this.sudoku = sudoku;
    const jobs = this.#waiting;
    this.#waiting = undefined; // (for good: this validator is the one from now on)
    if (jobs.has("load")) jobs.delete("check");
    for (const job of jobs.values()) job();
  }

  /**
   * The board's report: `text` checked with `rules` (null: none), whose `key` (board-referee.js's)
   * changes when they do. Rules that cannot be read, or do not fit the board, are not thrown: the
   * board is checked without them, and `rulesError` is the core's error. Null while the formats
   * validator loads for them (the check is done again then, as `retry`).
   */
  check(text, options, rules, key, retry) {
    const sudoku = this.sudoku;
    try {
      const checker = rules === null ? sudoku : this.#compiled(rules, key, options.shape);
      return { report: checker.check(text, options) };
    } catch (error) {
      // Rules or a catalog this module does not take (the board's classic script): the formats
      // validator's. Rules that cannot be read: the board is checked without them.
      if (this.wait(error.needsFormats, "check", retry)) return null;
      if (rules === null) throw error;
      return { report: sudoku.check(text, options), rulesError: error };
    }
  }

  // [validator, key, box rows, box columns, the rules compiled for them]: a keystroke crosses
  // only the board; a change of any of the four compiles again (the old handle deleted). Rules
  // that cannot be compiled are kept as a check that throws why, until then.
  #ruled = [];

  #compiled(rules, key, shape) {
    const id = [this.sudoku, key, shape.boxRows, shape.boxCols];
    if (id.some((part, k) => part !== this.#ruled[k])) {
      this.#ruled[4]?.delete?.();
      this.#ruled = id;
      try {
        id[4] = this.sudoku.compileRules(rules, { shape });
      } catch (error) {
        id[4] = {
          check() {
            throw error;
          },
        };
      }
    }
    return this.#ruled[4];
  }
}
