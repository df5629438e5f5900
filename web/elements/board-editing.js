// How <sudoku-board>'s user changes it: keys on a cell, keypad presses and pastes become edits of
// its cells, one undo step each (givens and read-only boards refuse them in words), and the board
// is told of each edit.
import { symbolOf } from "./board-cells.js";
import { keyAction } from "./board-keyboard.js";
import { listenToClipboard, readPaste, unchanged } from "./board-clipboard.js";
import { History } from "./board-history.js";
import { travel } from "./board-travel.js";

export class Editing {
  #parts;

  /**
   * `parts`: { board, navigation, view, status, checker, referee } of the element, and
   * `locked()` (no edits), `edited(inputType, data)` (after an edit is drawn), `check()` (the
   * board again, when only the rules changed) and `flags()` (label and keypad, for a new size).
   */
  constructor(parts) {
    this.#parts = { ...parts, history: new History() };
  }

  /** Takes the grid's keys and the clipboard. */
  listen() {
    const { board, view } = this.#parts;
    view.grid.addEventListener("keydown", (event) => this.onKeyDown(event));
    listenToClipboard(
      view.grid,
      () => (board.size ? board.value : null),
      (event) => this.onPaste(event),
    );
  }

  /** A new board: nothing to undo or redo. */
  forget() {
    this.#parts.history.clear();
  }

  /** Writes `digit` (0: clears) into cell `index`, unless the board or the cell is fixed. */
  put(index, digit) {
    const { board, status } = this.#parts;
    if (this.#parts.locked()) return status.say("This board is read-only.");
    if (board.givens[index])
      return status.say(`${board.where(index, true)} holds a given; it cannot be changed.`);
    const before = board.cells[index];
    if (before === digit) return;
    this.#edit(
      [[index, before, digit]],
      digit ? "insertText" : "deleteContentBackward",
      digit ? symbolOf(digit) : null,
    );
  }

  /** Applies a list of [index, before, after] edits (or a board's swap) as one undo step. */
  #edit(changes, inputType, data = null) {
    if (changes.length === 0) return;
    this.#drawn(this.#parts.history.apply(this.#parts.board.cells, changes), inputType, data);
  }

  #drawn(changes, inputType, data) {
    const { view, status } = this.#parts;
    for (const [index] of changes) view.drawCell(index);
    status.say("");
    this.#parts.edited(inputType, data);
  }

  /** Undo or redo ("undo" | "redo"), focusing the grid's cell it changed if focus is in the grid. */
  history(which) {
    const { history, board, view, navigation } = this.#parts;
    const changes = which === "undo" ? history.undo(board.cells) : history.redo(board.cells);
    if (!changes) return;
    const focus = view.grid.contains(view.grid.getRootNode().activeElement);
    navigation.setActive(changes[0][0], focus);
    this.#drawn(changes, which === "undo" ? "historyUndo" : "historyRedo");
  }

  onKeyDown(event) {
    const { board, view, navigation, status } = this.#parts;
    if (!board.size || event.target.getAttribute("role") !== "gridcell") return;
    const index = view.cellNodes.indexOf(event.target);
    const action = keyAction(event, index, board.size);
    if (!action || (action.history && this.#parts.locked())) return;
    event.preventDefault();
    if (action.move !== undefined) navigation.setActive(action.move, true);
    else if (action.history) this.history(action.history);
    else if (action.put !== undefined) this.put(index, action.put);
    else if (action.notice) status.say(action.notice);
  }

  /** A keypad press (board-keypad.js): `{ digit }` or `{ action }`. */
  onKeypad({ digit, action }) {
    const { board, navigation, status } = this.#parts;
    if (!board.size) return;
    const active = navigation.active;
    if ((digit || action === "clear") && active < 0) {
      // Never write where nobody looks: choose the first editable cell and show it instead.
      const first = board.givens.indexOf(0);
      if (first < 0) return status.say("Every cell of this board is a given.");
      navigation.setActive(first, false);
      return status.say(
        `No cell was chosen, so ${board.where(first)} is now active; press the key again to use it.`,
      );
    }
    if (digit) this.put(active, digit);
    else if (action === "clear") this.put(active, 0);
    else if (action === "undo" || action === "redo") this.history(action);
  }

  onPaste(event) {
    if (!this.#parts.board.size) return;
    event.preventDefault();
    if (this.#parts.locked()) return this.#parts.status.say("This board is read-only.");
    this.#paste(event.clipboardData?.getData("text/plain") ?? "");
  }

  #paste(text) {
    const { board, checker, referee, status, navigation } = this.#parts;
    // A puzzle that travels (a link, a site id, puzzle JSON) takes the board's place: one step.
    const swap = travel?.swap(this.#parts, text);
    if (swap) return this.#edit(swap, "insertFromPaste");
    const pasted = readPaste(text, board, checker.sudoku, referee.locale);
    if (pasted.digit) return this.put(navigation.active, pasted.digit);
    if (pasted.error) {
      if (checker.wait(pasted.error.needsFormats, "paste", () => this.#paste(text))) return;
      const { message } = pasted.error;
      return status.say(
        "Paste ignored, the board did not change: ",
        message,
        referee.locale?.locale,
      );
    }
    // A pasted board text's rules apply at once (they are not part of undo: the cells are).
    const newRules = referee.takeRules(pasted.board);
    if (pasted.changes.length) this.#edit(pasted.changes, "insertFromPaste");
    else if (newRules) this.#parts.check();
    else status.say(unchanged(pasted.givensKept));
  }
}
