// What <sudoku-explainer> draws: its parts (the board, the controls, the seen sets, the box formula,
// the code and the counters), and each step of a trace on them. The words are
// explainer-words.js's, the code explainer-code.js's; the element plays the steps.
import { LANGUAGES, LANGUAGE_NAMES, codeLines } from "./explainer-code.js";
import {
  UNITS,
  boxFormula,
  countersOf,
  describeStep,
  lineStates,
  place,
  setsOfStep,
} from "./explainer-words.js";
import { SYMBOLS, boxOf, element, thickEdges } from "./element-kit.js";

const SPEEDS = [0.5, 1, 2, 4, 8, 16, 60]; // steps per second, in the speed select
const symbolOf = (digit) => SYMBOLS[digit - 1] ?? String(digit);

export class ExplainerView {
  nodes = {};
  #trace = null;
  #words = null;
  #cells = [];
  #cellState = [];
  #chips = [[], [], []];
  #codeNodes = [];
  #codeLines = [];

  constructor() {
    const n = this.nodes;
    const frame = element("div", { class: "explainer", part: "explainer", role: "group" });
    n.frame = frame;
    n.sentence = element("p", { class: "sentence", part: "sentence" }, "Loading the checker…");
    // The board is a picture of the step, not a control: it takes no focus and no keys (a screen
    // reader in browse mode would keep the arrows); the buttons and the scrubber are the controls.
    n.board = element("div", { class: "board", part: "board", role: "img" });
    n.grid = element("div", { class: "grid" });
    n.link = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    n.link.setAttribute("class", "link");
    n.link.setAttribute("viewBox", "0 0 100 100");
    n.link.setAttribute("preserveAspectRatio", "none");
    n.link.setAttribute("aria-hidden", "true");
    n.line = document.createElementNS("http://www.w3.org/2000/svg", "line");
    n.link.append(n.line);
    // The current cell's row, column and box: three tinted rectangles under the grid, so a step
    // restyles a handful of cells instead of three units' worth.
    n.peers = element("div", { class: "peers", "aria-hidden": "true" });
    // The box, then the row and the column outside it (left, right, above, below): no cell is
    // tinted twice, as on <sudoku-board>.
    n.peerRects = [0, 1, 2, 3, 4].map(() => element("div", { class: "peer", part: "peer" }));
    n.peers.append(...n.peerRects);
    n.board.append(n.peers, n.grid, n.link);

    n.controls = element("div", { class: "controls", part: "controls", role: "group" });
    n.controls.setAttribute("aria-label", "Playback");
    const button = (action, symbol, name) => {
      const node = element("button", { type: "button", "data-action": action, part: "button" });
      node.append(element("span", { "aria-hidden": "true", class: "symbol" }, symbol));
      node.append(element("span", { class: "name" }, name));
      return node;
    };
    n.first = button("first", "⇤", "First");
    n.back = button("back", "◁", "Back");
    n.play = button("play", "▶", "Play");
    n.forward = button("forward", "▷", "Step");
    n.last = button("last", "⇥", "Last");
    const buttons = element("div", { class: "buttons" });
    buttons.append(n.first, n.back, n.play, n.forward, n.last);
    n.scrubLabel = element("label", { class: "scrub" });
    n.scrubText = element("span", { class: "scrub-text" });
    n.scrubber = element("input", { type: "range", min: "0", max: "0", value: "0", step: "1" });
    n.scrubLabel.append(n.scrubText, n.scrubber);
    const speedLabel = element("label", { class: "speed" }, "Speed ");
    n.speed = element("select");
    for (const speed of SPEEDS) {
      n.speed.append(element("option", { value: String(speed) }, `${speed} steps/s`));
    }
    speedLabel.append(n.speed);
    const stopLabel = element("label", { class: "stop" });
    n.stop = element("input", { type: "checkbox" });
    stopLabel.append(n.stop, " Stop at the first repeat (LeetCode)");
    // The settings sit apart from the playback controls, which stay in view on phones.
    n.options = element("div", { class: "options", part: "options" });
    n.options.append(speedLabel, stopLabel);
    n.controls.append(buttons, n.scrubLabel);

    n.sets = element("div", { class: "sets", part: "sets", role: "group" });
    n.sets.setAttribute("aria-label", "The three seen sets");
    n.setRows = UNITS.map(() => {
      const row = element("div", { class: "set" });
      const name = element("span", { class: "set-name" });
      const chips = element("span", { class: "chips", "aria-hidden": "true" });
      const bits = element("code", { class: "bits" });
      const summary = element("span", { class: "visually-hidden" });
      row.append(name, chips, bits, summary);
      n.sets.append(row);
      return { row, name, chips, bits, summary };
    });

    n.formula = element("div", { class: "formula", part: "formula" });
    n.formulaGeneral = element("code", { class: "general" });
    n.formulaLine = element("code", { class: "line" });
    n.formulaNote = element("p", { class: "note" });
    n.formula.append(n.formulaGeneral, n.formulaLine, n.formulaNote);

    const codeHead = element("div", { class: "code-head" });
    const languageLabel = element("label", {}, "Language ");
    n.language = element("select");
    for (const language of LANGUAGES)
      n.language.append(element("option", { value: language }, LANGUAGE_NAMES[language]));
    languageLabel.append(n.language);
    const variantLabel = element("label", {}, "Sets as ");
    n.variant = element("select");
    n.variant.append(
      element("option", { value: "sets" }, "hash sets"),
      element("option", { value: "bitmask" }, "bitmasks"),
    );
    variantLabel.append(n.variant);
    codeHead.append(languageLabel, variantLabel);
    n.code = element("pre", { class: "code", part: "code", tabindex: "0", role: "group" });

    n.counters = element("p", { class: "counters", part: "counters" });

    const view = element("div", { class: "view" });
    const left = element("div", { class: "left" });
    left.append(n.board, n.controls, n.options);
    const right = element("div", { class: "right" });
    right.append(n.sets, n.formula, codeHead, n.code, n.counters);
    view.append(left, right);
    n.live = element("p", {
      class: "visually-hidden",
      role: "status",
      "aria-live": "polite",
      part: "live",
    });
    frame.append(n.sentence, view, n.live);
  }

  /** The playback controls and the settings beside them. */
  controls() {
    const { controls, options } = this.nodes;
    return [controls, options].flatMap((group) => [
      ...group.querySelectorAll("button, input, select"),
    ]);
  }

  /** Draws `trace`'s board, and the chips of its seen sets; the steps are drawn by render(). */
  drawBoard(trace) {
    this.#trace = trace;
    const { size, boxRows, boxCols } = trace;
    const grid = this.nodes.grid;
    const boxes = boxOf(size, boxRows, boxCols);
    grid.style.setProperty("--size", String(size));
    grid.replaceChildren();
    this.#cells = [];
    this.#cellState = [];
    const source = this.#trace.cells;
    for (let cell = 0; cell < size * size; cell++) {
      const row = Math.floor(cell / size);
      const col = cell % size;
      const node = element("span", { class: "cell", part: "cell" });
      const { right, bottom } = thickEdges(cell, size, boxes); // (the board's own kit)
      const edges = [];
      if (col === size - 1) edges.push("last-col");
      else if (right) edges.push("box-right");
      if (row === size - 1) edges.push("last-row");
      else if (bottom) edges.push("box-bottom");
      node.dataset.edges = edges.join(" ");
      node.className = `cell ${node.dataset.edges}`.trim();
      node.textContent = source[cell] ? symbolOf(source[cell]) : "";
      grid.append(node);
      this.#cells.push(node);
      this.#cellState.push("");
    }
    this.#chips = this.nodes.setRows.map(({ chips }) => {
      chips.replaceChildren();
      const list = [];
      for (let digit = 1; digit <= size; digit++) {
        const chip = element("span", { class: "chip" }, symbolOf(digit));
        chips.append(chip);
        list.push(chip);
      }
      return list;
    });
  }

  /** The code of `language` and `variant` for the trace drawn. */
  drawCode(language, variant) {
    this.nodes.language.value = language;
    this.nodes.variant.value = variant;
    const lines = codeLines(language, variant, this.#trace);
    this.#codeLines = lines;
    this.nodes.code.setAttribute(
      "aria-label",
      `${LANGUAGE_NAMES[language]} code, ${variant === "sets" ? "hash sets" : "bitmasks"}`,
    );
    this.#codeNodes = lines.map(([role, text]) => {
      const code = text.trimStart();
      const line = element("span", { class: "code-line", "data-role": role }, code);
      // Wrapped lines (phones) keep their indent: it is padding, not spaces.
      line.style.setProperty("--indent", String(text.length - code.length));
      return line;
    });
    this.nodes.code.replaceChildren(...this.#codeNodes.flatMap((line) => [line, "\n"]));
  }

  /** The speed in the select, with an option of its own when it is not one of the usual ones. */
  showSpeed(speed) {
    const select = this.nodes.speed;
    const value = String(speed);
    if (![...select.options].some((option) => option.value === value))
      select.append(element("option", { value }, `${value} steps/s`));
    select.value = value;
  }

  drawPlayButton(playing) {
    const play = this.nodes.play;
    play.querySelector(".symbol").textContent = playing ? "❚❚" : "▶";
    // The name says what a press does (Play, Pause), so the button is not also a toggle.
    play.querySelector(".name").textContent = playing ? "Pause" : "Play";
  }

  /**
   * Draws step `index` of the trace: the cells' states, the current cell's units, the sentence,
   * the controls, the sets, the formula, the code's lines and the counters. `words`: the language
   * and variant; `label`: the board's name; `lookups`: look-ups made up to each step.
   */
  render(index, words, label, lookups) {
    const trace = this.#trace;
    const { size } = trace;
    this.#words = words;
    const step = trace.steps[index];
    const n = this.nodes;
    const repeat = step.repeats.length > 0;
    const earlier = new Set(Object.values(step.earlier));

    for (let cell = 0; cell < this.#cells.length; cell++) {
      let state = cell < index ? "visited" : cell >= trace.steps.length ? "unreached" : "";
      if (cell === step.cell) state = repeat ? "current repeat" : "current";
      else if (earlier.has(cell)) state = "earlier";
      if (state !== this.#cellState[cell]) {
        this.#cellState[cell] = state;
        const node = this.#cells[cell];
        node.className = `cell ${node.dataset.edges} ${state}`.replace(/\s+/g, " ").trim();
        node.setAttribute("part", `cell ${state}`.trim());
      }
    }
    this.#drawPeers(step);
    this.#drawLink(step, size);

    n.board.setAttribute(
      "aria-label",
      `${label || "Board"}, ${size} by ${size}, at ${place(step.cell, size)}, step ${index + 1} of ${trace.steps.length}`,
    );
    n.frame.setAttribute("aria-label", label || "The scan, step by step");
    n.sentence.textContent = describeStep(trace, index, words);
    n.sentence.dataset.kind = step.digit === 0 ? "blank" : repeat ? "repeat" : "add";
    n.scrubber.value = String(index);
    n.scrubText.textContent = `Step ${index + 1} of ${trace.steps.length}`;
    n.scrubber.setAttribute(
      "aria-valuetext",
      `Step ${index + 1} of ${trace.steps.length}, ${place(step.cell, size)}`,
    );
    // aria-disabled, not disabled: a button that ends the scan keeps focus (a disabled one would
    // drop it to the page, and the next arrow key would scroll the page instead of stepping).
    for (const [button, off] of [
      [n.first, index === 0],
      [n.back, index === 0],
      [n.forward, index === trace.steps.length - 1],
      [n.last, index === trace.steps.length - 1],
    ])
      button.setAttribute("aria-disabled", String(off));
    this.#drawSets(index);
    this.#drawFormula(index);
    this.#drawLines(index);
    this.nodes.counters.textContent = countersOf(trace, index, lookups, words);
  }

  #drawPeers(step) {
    const { size, boxRows, boxCols } = this.#trace;
    const unit = 100 / size;
    const top = Math.floor(step.row / boxRows) * boxRows;
    const left = Math.floor(step.col / boxCols) * boxCols;
    const rects = [
      [top, left, boxRows, boxCols],
      [step.row, 0, 1, left],
      [step.row, left + boxCols, 1, size - left - boxCols],
      [0, step.col, top, 1],
      [top + boxRows, step.col, size - top - boxRows, 1],
    ];
    rects.forEach(([row, col, rows, cols], i) => {
      const style = this.nodes.peerRects[i].style;
      style.top = `${row * unit}%`;
      style.left = `${col * unit}%`;
      style.height = `${rows * unit}%`;
      style.width = `${cols * unit}%`;
    });
  }

  #drawLink(step, size) {
    const line = this.nodes.line;
    const from = step.repeats.length ? step.earlier[step.repeats[0]] : undefined;
    if (from === undefined) {
      line.setAttribute("visibility", "hidden");
      return;
    }
    const centre = (cell) => [
      ((cell % size) + 0.5) * (100 / size),
      (Math.floor(cell / size) + 0.5) * (100 / size),
    ];
    const [x1, y1] = centre(from);
    const [x2, y2] = centre(step.cell);
    line.setAttribute("x1", String(x1));
    line.setAttribute("y1", String(y1));
    line.setAttribute("x2", String(x2));
    line.setAttribute("y2", String(y2));
    line.setAttribute("visibility", "visible");
  }

  #drawSets(index) {
    const bitmask = this.#words.variant === "bitmask";
    const d = this.#trace.steps[index].digit - 1;
    setsOfStep(this.#trace, index, this.#words).forEach((set, u) => {
      const { name, bits, summary, row } = this.nodes.setRows[u];
      name.textContent = set.label;
      row.dataset.state = set.state;
      this.#chips[u].forEach((chip, bit) => {
        const classes = ["chip"];
        if ((set.mask >>> bit) & 1) classes.push("seen");
        if (bit === d) {
          if (set.looked) classes.push("tested");
          if (set.found) classes.push("repeat");
          else if (set.added) classes.push("added");
        }
        const className = classes.join(" ");
        if (chip.className !== className) chip.className = className;
      });
      summary.textContent = `: ${set.summary}`;
      bits.hidden = !bitmask;
      if (bitmask) bits.textContent = [set.bits, set.test, set.update].filter(Boolean).join("  ");
    });
  }

  #drawFormula(index) {
    const n = this.nodes;
    const formula = boxFormula(this.#trace, index, this.#words);
    n.formula.dataset.state = formula ? "" : "skipped";
    n.formulaGeneral.hidden = !formula?.general;
    n.formulaGeneral.textContent = formula?.general ?? "";
    n.formulaLine.textContent = formula?.line ?? "k is not computed: the cell is empty.";
    n.formulaNote.textContent = formula?.note ?? "";
  }

  #drawLines(index) {
    const states = lineStates(this.#codeLines, this.#trace, index);
    this.#codeNodes.forEach((line, i) => {
      const state = states[i];
      const className = `code-line${state === "current" ? " ran key" : state === "ran" ? " ran" : ""}`;
      if (line.className !== className) line.className = className;
      if (state === "current") line.setAttribute("aria-current", "step");
      else line.removeAttribute("aria-current");
    });
  }
}
