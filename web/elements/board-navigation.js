// Where <sudoku-board>'s user is: the active cell (the one keys and the keypad write to) with its
// peers marked, and the grid's one Tab stop (a roving tabindex) that follows it.
export class Navigation {
  #model;
  #view;
  #onChange;
  tabStop = 0; // the one cell with tabindex 0
  active = -1; // -1 while no cell is chosen

  /** `onChange` runs when another cell (or none) becomes active, and when focus leaves. */
  constructor(model, view, onChange) {
    this.#model = model;
    this.#view = view;
    this.#onChange = onChange;
  }

  /**
   * Follows focus: a cell focused becomes active; leaving the element (not moving between grid
   * and keypad) ends the choice of a cell.
   */
  listen(root) {
    const view = this.#view;
    view.grid.addEventListener("focusin", (event) => {
      const index = view.cellNodes.indexOf(event.target);
      if (index >= 0) this.setActive(index, false);
    });
    root.addEventListener("focusout", (event) => {
      if (event.relatedTarget && root.contains(event.relatedTarget)) return;
      this.setActive(-1, false);
      this.#onChange();
    });
  }

  /** New cells: the first is the Tab stop, none is active. */
  reset() {
    this.tabStop = 0;
    this.active = -1;
  }

  /** Makes `index` the active cell (-1: none) and the Tab stop, marks its peers; `focus` moves focus there. */
  setActive(index, focus) {
    const cells = this.#view.cellNodes;
    if (index >= 0 && index !== this.tabStop) {
      cells[this.tabStop].setAttribute("tabindex", "-1");
      cells[index].setAttribute("tabindex", "0");
      this.tabStop = index;
    }
    if (index !== this.active) {
      this.active = index;
      this.#view.drawActive(index, index >= 0 ? this.#model.peersOf(index) : []);
      this.#onChange();
    }
    if (focus) cells[index].focus();
  }
}
