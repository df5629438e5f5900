// How <sudoku-board> draws its cells: the frame and grid, each cell's digit, label and parts, the
// thick lines between boxes (or jigsaw regions), the outlines of units in conflict, and the variant
// rules through board-rules.js once that drawing is here.
import { adoptStyles, element, joinWords, thickEdges } from "./element-kit.js";
import { symbolOf } from "./board-cells.js";
// The variant rules' drawing. In the board's classic script it is undefined until the formats
// validator's file, which carries it, has loaded (scripts/bundle.mjs; classic-formats-loader.js).
import { variantRules } from "./board-rules.js";

/** Each cell's note of its classic conflicts: "repeated in column 1 and box 1" (a Map from cell). */
function classicNotes(conflicts) {
  const notes = new Map();
  for (const { unit, index, cells } of conflicts)
    for (const cell of cells) notes.set(cell, [...(notes.get(cell) ?? []), `${unit} ${index + 1}`]);
  for (const [cell, names] of notes) notes.set(cell, `repeated in ${joinWords(names)}`);
  return notes;
}

export class BoardView {
  #model;
  #root;
  frame;
  grid;
  #outlines;
  cellNodes = [];
  #notes = []; // per cell: "repeated in column 1 and box 1" while the cell is in a conflict
  #members = []; // per cell: "in region 2 and cage 5 (sum 17)", the drawn units it is in
  #active = -1; // the active cell as drawn, and its peers
  #peers = new Set();
  #rulesLayer; // the drawn rules: diagonals, cages and their sums
  #shapes; // outlines of units in conflict that are not rectangles (regions, diagonals, cages)
  #legend; // the rules in words, under the board
  #drawnKey; // the key of the rules drawn now (null: none), undefined when nothing is drawn

  constructor(root, model) {
    this.#root = root;
    this.#model = model;
    this.frame = element("div", { class: "frame", part: "frame" });
    this.grid = element("div", { role: "grid", part: "grid", class: "grid" });
    this.#outlines = element("div", { class: "outlines", "aria-hidden": "true" });
    this.frame.append(this.grid, this.#outlines);
  }

  /** The first cell in a conflict, or null. */
  get firstConflict() {
    const index = this.#notes.findIndex(Boolean);
    return index < 0 ? null : this.cellNodes[index];
  }

  /**
   * The layers the rules are drawn on and the legend, with the drawing's styles, once the drawing
   * is here: at once from the npm build; in the board's classic script when the formats validator
   * (whose file carries the drawing) has loaded, by the check that follows. People who do not see
   * the drawing read the rules in the legend and each conflict in its cells' labels.
   */
  attachDrawing() {
    if (this.#legend || !variantRules) return;
    [this.#rulesLayer, this.#shapes, this.#legend] = variantRules.rulesLayers();
    this.grid.after(this.#rulesLayer);
    this.#outlines.after(this.#shapes);
    this.frame.after(this.#legend);
    adoptStyles(this.#root, variantRules.styles);
  }

  /**
   * A new board: the cells are made again when its size changed, and every cell is drawn again
   * by the check that follows (no note matches null).
   */
  newBoard(resized) {
    if (resized) this.#build();
    this.#notes.fill(null);
  }

  /** Creates the rows and cells for the board's size. */
  #build() {
    const n = this.#model.size;
    this.grid.style.setProperty("--sudoku-size", String(n));
    this.#outlines.style.setProperty("--sudoku-size", String(n));
    this.grid.replaceChildren();
    this.#outlines.replaceChildren();
    this.cellNodes = new Array(n * n);
    this.#notes = new Array(n * n).fill("");
    this.#active = -1;
    this.#peers = new Set();
    // One cell is made and the others cloned from it: a clone gets the attributes they share
    // without a call per attribute.
    const model = element("div", { role: "gridcell", part: "cell", class: "cell", tabindex: "-1" });
    for (let row = 0; row < n; row++) {
      // A short name: without one, a row is named by all its cells' labels.
      const rowNode = element("div", {
        role: "row",
        part: "row",
        class: "row",
        "aria-label": `Row ${row + 1}`,
      });
      for (let col = 0; col < n; col++) {
        const cell = model.cloneNode(false);
        cell.setAttribute("data-row", String(row));
        cell.setAttribute("data-col", String(col));
        this.cellNodes[row * n + col] = cell;
        rowNode.append(cell);
      }
      this.grid.append(rowNode);
    }
    this.cellNodes[0].tabIndex = 0;
    // The box lines now; the next check draws its rules (and their region lines) on the new cells.
    this.#members = [];
    this.#drawnKey = undefined;
    this.drawEdges();
  }

  drawCell(index) {
    const cell = this.cellNodes[index];
    const model = this.#model;
    const digit = model.cells[index];
    const given = model.givens[index] === 1;
    const note = this.#notes[index];
    const shown = digit ? symbolOf(digit) : "";
    cell.textContent = shown;
    let label = `${model.where(index, true)}, ${shown || "empty"}`;
    if (given) label += ", given";
    if (this.#members[index]) label += `, ${this.#members[index]}`;
    if (note) label += `, ${note}`;
    cell.setAttribute("aria-label", label);
    this.#drawPart(index);
    cell.toggleAttribute("data-given", given);
    if (given) cell.setAttribute("aria-readonly", "true");
    else cell.removeAttribute("aria-readonly");
    if (note) cell.setAttribute("aria-invalid", "true");
    else cell.removeAttribute("aria-invalid");
  }

  /** The cell's parts: cell, then given, conflict, active and peer as they apply. */
  #drawPart(index) {
    let part = "cell";
    if (this.#model.givens[index]) part += " given";
    if (this.cellNodes[index].classList.contains("extra")) part += " extra";
    if (this.#notes[index]) part += " conflict";
    if (index === this.#active) part += " active";
    else if (this.#peers.has(index)) part += " peer";
    this.cellNodes[index].setAttribute("part", part);
  }

  /** Marks `index` as the active cell (-1: none) and `peers` as its peers. */
  drawActive(index, peers) {
    const before = this.#active;
    const stale = this.#peers;
    this.#active = index;
    this.#peers = new Set(peers);
    if (before >= 0) this.cellNodes[before].removeAttribute("data-active");
    if (index >= 0) this.cellNodes[index].toggleAttribute("data-active", true);
    for (const cell of new Set([...stale, ...peers, before, index]))
      if (cell >= 0) this.#drawPart(cell);
  }

  /** The thick lines between boxes, or between the drawn rules' regions in their place. */
  drawEdges() {
    const n = this.#model.size;
    const unitOf = this.#model.thirdUnit();
    this.cellNodes.forEach((cell, index) => {
      const { right, bottom } = thickEdges(index, n, unitOf);
      cell.classList.toggle("box-right", right);
      cell.classList.toggle("box-bottom", bottom);
    });
  }

  /**
   * Draws a report's conflicts: each cell's note (redrawing only the cells whose note changed)
   * and the outline of each unit in conflict. `rules` are those the report was checked with.
   */
  drawConflicts(conflicts, rules) {
    const model = this.#model;
    const notes = variantRules?.conflictNotes(conflicts, model.cells) ?? classicNotes(conflicts);
    for (let index = 0; index < this.#notes.length; index++) {
      const note = notes.get(index) ?? "";
      if (note !== this.#notes[index]) {
        this.#notes[index] = note;
        this.drawCell(index);
      }
    }
    this.#drawOutlines(conflicts, rules);
  }

  /** One absolutely placed frame per unit in conflict (a unit repeated by two digits: one frame). */
  #drawOutlines(conflicts, rules) {
    const { size: n, boxRows, boxCols } = this.#model;
    const units = new Map();
    for (const { unit, index } of conflicts)
      if (unit === "row" || unit === "column" || unit === "box")
        units.set(`${unit} ${index}`, { unit, index });
    variantRules?.drawShapes(this.#shapes, conflicts, rules, { size: n, boxRows, boxCols });
    const frames = [...this.#outlines.children];
    let used = 0;
    for (const { unit, index } of units.values()) {
      let [top, left, rows, cols] = [0, 0, n, n];
      if (unit === "row") [top, rows] = [index, 1];
      else if (unit === "column") [left, cols] = [index, 1];
      else {
        const boxesPerBand = n / boxCols;
        top = Math.floor(index / boxesPerBand) * boxRows;
        left = (index % boxesPerBand) * boxCols;
        [rows, cols] = [boxRows, boxCols];
      }
      const frame = frames[used] ?? this.#outlines.appendChild(element("div", {}));
      used++;
      frame.className = `outline ${unit}`;
      frame.setAttribute("part", `outline ${unit}-outline`);
      frame.dataset.unit = unit;
      frame.dataset.index = String(index);
      frame.style.top = `${(top * 100) / n}%`;
      frame.style.left = `${(left * 100) / n}%`;
      frame.style.height = `${(rows * 100) / n}%`;
      frame.style.width = `${(cols * 100) / n}%`;
    }
    for (const frame of frames.slice(used)) frame.remove();
  }

  /**
   * Draws `rules` (null: none) under `key` (their JSON) unless they are drawn already: region
   * borders in place of the box lines, the diagonals, shaded extra regions, dashed cages with their
   * sums. The legend is drawn by drawLegend.
   */
  drawRules(rules, key) {
    if (key === this.#drawnKey || !this.#legend) return false;
    const model = this.#model;
    this.#drawnKey = key;
    model.regions = rules?.regions ?? null;
    this.drawEdges();
    variantRules.drawRules(this.#rulesLayer, this.cellNodes, model.size, rules);
    this.#members = variantRules.memberships(rules, model.size);
    for (let index = 0; index < this.cellNodes.length; index++) this.drawCell(index);
    return true;
  }

  /**
   * The rules drawn and what is not checked (`ignored`) of board-referee.js's state, in words
   * under the board (hidden when there are none).
   */
  drawLegend({ rules, ignored }) {
    if (!this.#legend) return;
    const words = variantRules.rulesInWords(this.#drawnKey ? rules : null, ignored);
    this.#legend.textContent = words;
    this.#legend.hidden = !words;
  }
}
