// <sudoku-board>'s undo and redo: each step is a list of [cell, before, after] edits of one action
// (a digit, a clear, a paste), applied to the board's cells.
export class History {
  #undo = [];
  #redo = [];

  /** Writes `changes` into `cells` as a new step; redo is forgotten. */
  apply(cells, changes) {
    for (const [index, , after] of changes) cells[index] = after;
    this.#undo.push(changes);
    this.#redo = [];
  }

  /** Takes back the latest step in `cells`; returns its changes, or undefined when there is none. */
  undo(cells) {
    return this.#move(cells, this.#undo, this.#redo, false);
  }

  /** Puts back the latest step taken back; returns its changes, or undefined. */
  redo(cells) {
    return this.#move(cells, this.#redo, this.#undo, true);
  }

  /** A new board: nothing to undo or redo. */
  clear() {
    this.#undo = [];
    this.#redo = [];
  }

  #move(cells, from, to, useAfter) {
    const changes = from.pop();
    if (!changes) return undefined;
    for (const [index, before, after] of changes) cells[index] = useAfter ? after : before;
    to.push(changes);
    return changes;
  }
}
