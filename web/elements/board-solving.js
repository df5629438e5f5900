// <sudoku-board solvable> and <sudoku-board unique>: the core's solver (the formats validator's
// countSolutions) asked after each check of a valid board, and its answer said with the verdict.
// It never shows a solution and never fills a cell: it asks for none. The reason of a dead end is
// the core's sentence; its cells are framed on a layer of their own. In the board's classic script
// this module arrives with dist/valid-sudoku-formats.js (scripts/bundle.mjs), like the drawing of
// the variant rules, so the classic script does not grow by it.
import { adoptStyles, element } from "./element-kit.js";
import styles from "./board-solving.css";

const BUDGET = 200000; // search nodes: a classic board needs a few hundred at most

/** A cell named as people count, from 1: r3c4. */
const cellName = (index, n) => `r${Math.floor(index / n) + 1}c${(index % n) + 1}`;

/**
 * The verdict's words for `answer` (countSolutions' result) to `unique` or `solvable`: [verdict,
 * words, the core's reason or ""]. `n`: the board's side.
 */
export function wordsFor(answer, unique, n) {
  const { known, count, reason, differsAt } = answer;
  if (!known)
    return [
      "valid",
      unique
        ? "Valid so far (the solver gave up before it could tell how many solutions it has)"
        : "Valid so far (the solver gave up before it could tell whether it can be completed)",
      "",
    ];
  if (count === 0) {
    const lead = unique
      ? "Valid, but it has no solution"
      : "Valid, but it can no longer be completed";
    if (reason) return ["dead-end", `${lead}: `, reason.message];
    return ["dead-end", `${lead} (no way of filling its empty cells keeps to the rules)`, ""];
  }
  if (!unique) return ["valid", "Valid so far", ""];
  if (count === 1) return ["valid", "Valid so far, with exactly one solution", ""];
  const where = differsAt === undefined ? "" : ` (two differ at ${cellName(differsAt, n)})`;
  return ["valid", `Valid so far, with more than one solution${where}`, ""];
}

export class Solving {
  #status;
  #layer; // the frames of the reason's cells
  #asking = null; // the AbortController of the question in flight
  answer = null; // the latest answer ({ solvable, count, known, ... }), null while none

  /** `root`: the board's shadow root; `frame`: the grid's frame; `status`: board-status.js's. */
  constructor(root, frame, status) {
    this.#status = status;
    this.#layer = element("div", { class: "dead-ends", "aria-hidden": "true" });
    frame.append(this.#layer);
    adoptStyles(root, styles);
  }

  /** Forgets the question in flight and the marks (a new check, or neither attribute). */
  stop() {
    this.#asking?.abort();
    this.#asking = null;
    this.answer = null;
    this.#layer.replaceChildren();
  }

  /**
   * Asks the solver about the board `value` (of `shape`, with `rules`) of side `n`: whether it
   * can be completed, or with `unique` how many solutions it has. `sudoku`: the formats validator.
   * `done(answer)` runs with the answer once it is the latest question's.
   */
  ask(sudoku, { value, shape, rules, n, unique }, done) {
    this.stop();
    const asking = (this.#asking = new AbortController());
    // A classic board is answered before the next frame; past it, the verdict says so.
    const later = setTimeout(() => this.#status.verdict("checking", "Valid so far, checking…"));
    const options = { shape, limit: unique ? 2 : 1, budget: BUDGET, signal: asking.signal };
    if (rules) options.rules = rules;
    sudoku.countSolutions(value, options).then(
      (result) => {
        if (asking.signal.aborted) return;
        clearTimeout(later);
        const { solution, ...answer } = result; // (none is asked for)
        this.answer = { solvable: answer.known ? answer.count > 0 : null, ...answer };
        this.#status.verdict(...wordsFor(answer, unique, n));
        this.#mark(answer.count === 0 ? answer.reason : undefined, n);
        done(this.answer);
      },
      () => clearTimeout(later), // aborted by a newer check (or the board cannot be solved)
    );
  }

  /** Frames the cells of a dead end's `reason` (the cell that can take no digit solid). */
  #mark(reason, n) {
    const cells = reason?.cells ?? [];
    this.#layer.replaceChildren(
      ...cells.map((cell, i) => {
        const first = i === 0 && reason.kind === "noDigit";
        const frame = element("div", {
          class: first ? "dead-end first" : "dead-end",
          part: first ? "dead-end dead-end-cell" : "dead-end",
        });
        frame.dataset.cell = String(cell);
        Object.assign(frame.style, {
          top: `${(Math.floor(cell / n) * 100) / n}%`,
          left: `${((cell % n) * 100) / n}%`,
          width: `${100 / n}%`,
          height: `${100 / n}%`,
        });
        return frame;
      }),
    );
  }
}
