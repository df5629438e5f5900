// <sudoku-board>'s "Copy as" (attribute copy): a select of the core's formats and a Copy button
// that writes the board and its rules in that format to the clipboard, after a sudoku-copy event.
// What it marks and writes is board-travel.js's, which comes with the formats validator.
import { loadValidator } from "../api/api.js";
import { element } from "./element-kit.js";
import { travel } from "./board-travel.js";

// The formats "Copy as" offers, as the core's format() names them, with their names for people.
const FORMATS = [
  ["line", "one line"],
  ["leetcode", "LeetCode JSON"],
  ["cpp", "C++"],
  ["java", "Java"],
  ["python", "Python"],
  ["json", "puzzle JSON"],
  ["sudokupad", "SudokuPad link"],
  ["fpuzzles", "f-puzzles link"],
  ["sudokuexchange", "SudokuExchange link"],
  ["solo", "Solo game id"],
];

export class CopyAs {
  node = element("p", { part: "copy", class: "copy" });
  choice; // the select, once made

  /**
   * `host`: the element; `puzzle()` gives `{ value, shape, rules }` now; `say(words, echoed)` is
   * the notice (board-travel.js uses all four).
   */
  constructor(host, puzzle, say) {
    this.host = host;
    this.puzzle = puzzle;
    this.say = say;
  }

  /** Shows or hides the line; it is made when first shown. */
  show(visible) {
    this.node.hidden = !visible;
    if (visible && !this.choice) this.#build();
    this.update();
  }

  /**
   * Groups the formats by what they write of givens and entries, and marks those that cannot
   * carry the puzzle (its rules changed), once the formats validator is here (loaded once shown).
   */
  update() {
    if (!this.node.hidden) this.#with("mark");
  }

  #build() {
    const choice = (this.choice = element("select", {
      part: "copy-format",
      "aria-label": "Copy as",
    }));
    for (const [to, name] of FORMATS) choice.append(element("option", { value: to }, name));
    const button = element("button", { type: "button", part: "copy-button" }, "Copy");
    button.onclick = () => this.#with("copy");
    this.node.append(element("span", {}, "Copy as "), choice, " ", button);
  }

  /**
   * board-travel.js's `job` ("mark" or "copy") with the formats validator, loaded on demand (in
   * the classic script, `travel` is there once it is); a failed load is said.
   */
  #with(job) {
    loadValidator({ formats: true }).then(
      (sudoku) => travel[job](sudoku, this),
      (error) => this.say("Not copied: ", error.message),
    );
  }
}
