// <sudoku-board>'s "Copy as" (attribute copy): a select of the core's formats and a Copy button
// that writes the board and its rules in that format to the clipboard, after a sudoku-copy event.
import { loadValidator } from "../api/api.js";
import { element } from "./element-kit.js";

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
  #host;
  #puzzle;
  #say;

  /** `puzzle()` gives `{ value, shape, rules }` now; `say(words, echoed)` is the notice. */
  constructor(host, puzzle, say) {
    this.#host = host;
    this.#puzzle = puzzle;
    this.#say = say;
  }

  /** Shows or hides the line; it is made when first shown. */
  show(visible) {
    this.node.hidden = !visible;
    if (visible && this.node.childElementCount === 0) this.#build();
  }

  #build() {
    const choice = element("select", { part: "copy-format", "aria-label": "Copy as" });
    for (const [to, name] of FORMATS) choice.append(element("option", { value: to }, name));
    const button = element("button", { type: "button", part: "copy-button" }, "Copy");
    button.addEventListener("click", () => this.#copy(choice));
    this.node.append(element("span", {}, "Copy as "), choice, " ", button);
  }

  /**
   * Writes the board and its rules in the chosen format (the formats validator's format(), loaded
   * on demand) to the clipboard, after a sudoku-copy event with the text; a puzzle the format
   * cannot carry, or a clipboard that refuses, is said in the notice.
   */
  async #copy(choice) {
    const name = choice.selectedOptions[0].textContent;
    try {
      const sudoku = await loadValidator({ formats: true });
      const { value, shape, rules } = this.#puzzle();
      const text = sudoku.format(value, choice.value, { shape, rules: rules ?? undefined });
      this.#host.dispatchEvent(
        new CustomEvent("sudoku-copy", {
          detail: { format: choice.value, text },
          bubbles: true,
          composed: true,
        }),
      );
      await navigator.clipboard.writeText(text);
      this.#say(`Copied as ${name}.`);
    } catch (error) {
      this.#say(`Not copied as ${name}: `, error.message);
    }
  }
}
