// Whether the explainer's valid board can still be completed (the tutorial's pitfall, valid is not
// solvable), said on its last step: the formats validator's solvable(), its module loaded on
// demand when a last step first asks. The words are explainer-words.js's; the reason the core's.
import { loadValidator } from "../api/api.js";
import { completionWords } from "./explainer-words.js";

export class Completion {
  #trace = null;
  #answer = null;

  /**
   * The closing words for `trace`'s last step (" But valid is not solvable: …"), or "" until the
   * solver has answered; asked once a trace, and `redraw()` is called when the answer comes.
   */
  words(trace, redraw) {
    if (!trace.valid || !trace.cells.includes(0)) return "";
    if (this.#trace === trace) return this.#answer ? ` ${completionWords(this.#answer)}` : "";
    [this.#trace, this.#answer] = [trace, null];
    const { cells, boxRows, boxCols } = trace;
    loadValidator({ formats: true })
      .then((sudoku) => sudoku.solvable(cells, { shape: { boxRows, boxCols } }))
      .then((answer) => {
        if (this.#trace !== trace) return;
        this.#answer = answer;
        redraw();
      })
      .catch(() => {}); // (without the formats file the last step says what it always said)
    return "";
  }
}
