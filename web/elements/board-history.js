// <sudoku-board>'s undo and redo: each step is a list of [cell, before, after] edits of one action
// (a digit, a clear, a paste), applied to the board's cells, or a function `(redo) => changes` that
// swaps the whole board (a pasted puzzle: board-travel.js) and gives the cells to draw.
export class History {
  #undo = [];
  #redo = [];

  /** Writes `changes` into `cells` as a new step; redo is forgotten. Returns the cells' changes. */
  apply(cells, changes) {
    this.#redo = [];
    return this.#move(cells, [changes], this.#undo, true);
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
    to.push(changes);
    if (changes.call) return changes(useAfter);
    for (const [index, before, after] of changes) cells[index] = useAfter ? after : before;
    return changes;
  }
}
