// <sudoku-explainer>: plays the core's trace() of a board, one cell of the scan per step, with the
// seen sets, the box formula, the line of code and one sentence in words.
import { loadValidator } from "../api/api.js";
import { LANGUAGES, LANGUAGE_NAMES, VARIANTS, codeLines } from "./explainer-code.js";
import {
  UNITS,
  announcement,
  boxFormula,
  countersOf,
  describeStep,
  lineStates,
  lookupTotals,
  place,
  setsOfStep,
} from "./explainer-words.js";
import styles from "./explainer.css";
import theme from "./theme.css";
import {
  ElementBase,
  SYMBOLS,
  defineElement,
  element,
  reflectAttribute,
  adoptStyles,
  takeOverProperties,
} from "./element-kit.js";

const SPEEDS = [0.5, 1, 2, 4, 8, 16, 60]; // steps per second
const DEFAULT_SPEED = 2;

const symbolOf = (digit) => SYMBOLS[digit - 1] ?? String(digit);

/**
 * Plays the validator's trace() of a board, one cell of the one-pass scan per step.
 * @tag sudoku-explainer
 * @attr {"light" | "dark"} theme - that palette for this element; absent: follow the page
 * @csspart explainer - the whole explainer
 * @csspart sentence - the step in words
 * @csspart board - the board being scanned
 * @csspart cell - every cell; a cell also has current, repeat, visited, earlier or unreached
 * @csspart current - the cell of the step shown
 * @csspart repeat - the current cell when its digit repeats
 * @csspart visited - a cell the scan has passed
 * @csspart earlier - the cell that put the repeated digit in a set
 * @csspart unreached - a cell the scan never reaches (it stopped at a repeat)
 * @csspart peer - the tint over the current cell's row, column and box
 * @csspart controls - the playback controls
 * @csspart button - a playback button
 * @csspart options - the settings: speed, and whether to stop at the first repeat
 * @csspart sets - the three seen sets
 * @csspart formula - the box formula with the cell's numbers
 * @csspart code - the code, its current line marked
 * @csspart counters - cells visited and set look-ups so far
 * @csspart live - the narration (a polite live region)
 */
export class SudokuExplainer extends ElementBase {
  static observedAttributes = [
    "value",
    "shape",
    "stop",
    "language",
    "variant",
    "speed",
    "autoplay",
    "label",
  ];

  #sudoku = null;
  #loading = null;
  #ready;
  #whenReady;
  #source = null;
  #trace = null;
  #error = null;
  #index = 0;
  #lookups = []; // look-ups made up to and including each step
  #timer = 0;
  #playing = false;
  #cells = [];
  #cellState = [];
  #chips = [[], [], []];
  #codeNodes = [];
  #codeLines = [];
  #nodes = {};

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    adoptStyles(root, theme, styles);
    this.#build(root);
    this.#ready = new Promise((resolve) => {
      this.#whenReady = resolve;
    });
  }

  #build(root) {
    const n = this.#nodes;
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
    root.append(frame);

    n.controls.addEventListener("click", (event) => {
      const button = event.target.closest("button");
      if (button?.getAttribute("aria-disabled") === "true") return;
      const action = button?.dataset.action;
      if (action === "play") this.#playing ? this.pause() : this.play();
      else if (action) this.#single(action);
    });
    n.scrubber.addEventListener("input", () => {
      this.pause(false);
      this.#show(Number(n.scrubber.value), true);
    });
    n.speed.addEventListener("change", () => this.setAttribute("speed", n.speed.value));
    n.stop.addEventListener("change", () =>
      this.setAttribute("stop", n.stop.checked ? "first" : "all"),
    );
    n.language.addEventListener("change", () => this.setAttribute("language", n.language.value));
    n.variant.addEventListener("change", () => this.setAttribute("variant", n.variant.value));
    frame.addEventListener("keydown", (event) => this.#onKeyDown(event));
  }

  connectedCallback() {
    // Properties set before the element was defined (frameworks, late scripts) are taken over.
    takeOverProperties(this, SudokuExplainer.observedAttributes);
    if (this.#sudoku || this.#loading) return;
    this.#loading = loadValidator().then(
      (sudoku) => {
        this.#sudoku = sudoku;
        this.#load();
        this.#whenReady();
        // Autoplay is motion nobody asked for when the reader prefers less of it.
        const still = globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
        if (this.hasAttribute("autoplay") && !still) this.play();
      },
      (error) => {
        this.#nodes.sentence.textContent = `The checker could not be loaded: ${error?.message ?? error}`;
      },
    );
  }

  disconnectedCallback() {
    this.pause(false);
  }

  attributeChangedCallback(name, oldValue, newValue) {
    if (oldValue === newValue) return;
    if (name === "value") this.#source = newValue;
    if (name === "value" || name === "shape" || name === "stop") {
      if (!this.#sudoku) return;
      const shown = this.#trace !== null;
      this.#load();
      // What the step means changed with the stop mode: say it again (not for a new board).
      if (name === "stop" && shown) this.#announce();
    } else if (name === "speed" || name === "autoplay") {
      this.#showSpeed();
      if (this.#playing) this.#schedule();
    } else if (this.#trace && (name === "language" || name === "variant")) {
      this.#drawCode();
      this.#render();
      this.#announce();
    } else if (this.#trace) {
      this.#render();
    }
  }

  /** Resolves once the validator has loaded and the first step is drawn. */
  get ready() {
    return this.#ready;
  }

  /** The board: any text format (or, as a property, any board value the API takes). */
  get value() {
    return this.#source ?? "";
  }
  set value(board) {
    this.#source = board;
    if (this.#sudoku) this.#load();
  }

  get shape() {
    return this.getAttribute("shape") ?? "";
  }
  set shape(shape) {
    reflectAttribute(this, "shape", shape);
  }

  /** "first" (default: LeetCode's early return) or "all" (every conflict). */
  get stop() {
    return this.getAttribute("stop") === "all" ? "all" : "first";
  }
  set stop(stop) {
    reflectAttribute(this, "stop", stop);
  }

  /** "java", "cpp", "python" (default) or "javascript". */
  get language() {
    const language = this.getAttribute("language");
    return LANGUAGES.includes(language) ? language : "python";
  }
  set language(language) {
    reflectAttribute(this, "language", language);
  }

  /** "sets" (default) or "bitmask". */
  get variant() {
    return VARIANTS.includes(this.getAttribute("variant")) ? this.getAttribute("variant") : "sets";
  }
  set variant(variant) {
    reflectAttribute(this, "variant", variant);
  }

  /** Steps per second while playing (default 2). */
  get speed() {
    const speed = Number(this.getAttribute("speed"));
    return Number.isFinite(speed) && speed > 0 ? Math.min(speed, 240) : DEFAULT_SPEED;
  }
  set speed(speed) {
    reflectAttribute(this, "speed", speed);
  }

  get autoplay() {
    return this.hasAttribute("autoplay");
  }
  set autoplay(flag) {
    this.toggleAttribute("autoplay", Boolean(flag));
  }

  get label() {
    return this.getAttribute("label") ?? "";
  }
  set label(label) {
    reflectAttribute(this, "label", label);
  }

  /** The whole trace being played (`trace()`'s value), or null. */
  get trace() {
    return this.#trace;
  }

  /** The trace's steps (empty before the board is read). */
  get steps() {
    return this.#trace?.steps ?? [];
  }

  /** The 0-based index of the step shown. Setting it shows that step (clamped to the trace). */
  get step() {
    return this.#index;
  }
  set step(index) {
    if (!this.#trace) return;
    this.pause(false);
    this.#show(Number(index) || 0, false);
  }

  /** The step shown, or null. */
  get current() {
    return this.#trace?.steps[this.#index] ?? null;
  }

  get playing() {
    return this.#playing;
  }

  /** Why the board could not be traced (the API's error), or null. */
  get error() {
    return this.#error;
  }

  /** Plays from the step shown (from the first when the last is shown). */
  play() {
    if (!this.#trace || this.#playing) return;
    if (this.#index >= this.#trace.steps.length - 1) this.#show(0, false);
    this.#playing = true;
    this.#drawPlayButton();
    this.#schedule();
  }

  /** Pauses, and says the step shown in the live region. */
  pause(announce = true) {
    clearTimeout(this.#timer);
    if (!this.#playing) return;
    this.#playing = false;
    this.#drawPlayButton();
    if (announce) this.#announce();
  }

  #schedule() {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      if (!this.#playing) return;
      this.#show(this.#index + 1, false);
      if (this.#index >= this.#trace.steps.length - 1) this.pause();
      else this.#schedule();
    }, 1000 / this.speed);
  }

  #load() {
    const shape = this.getAttribute("shape");
    const options = { stop: this.stop };
    if (shape) options.shape = shape;
    const source = this.#source ?? "";
    const keep = this.#trace ? this.#index : 0;
    this.pause(false);
    try {
      this.#trace = this.#sudoku.trace(source === "" ? ".".repeat(81) : source, options);
      this.#error = null;
    } catch (error) {
      this.#trace = null;
      this.#error = error;
      const what = error?.name === "SudokuParseError" ? "read" : "play";
      this.#nodes.sentence.textContent = `Cannot ${what} the board: ${error?.message ?? error}`;
      this.#nodes.frame.toggleAttribute("data-error", true);
      for (const control of this.#controls()) control.disabled = true;
      return;
    }
    this.#nodes.frame.removeAttribute("data-error");
    for (const control of this.#controls()) control.disabled = false;
    this.#lookups = lookupTotals(this.#trace);
    this.#drawBoard();
    this.#drawCode();
    this.#nodes.stop.checked = this.stop === "first";
    this.#showSpeed();
    this.#nodes.scrubber.max = String(this.#trace.steps.length - 1);
    this.#index = -1;
    this.#show(Math.min(keep, this.#trace.steps.length - 1), false);
  }

  /** The playback controls and the settings beside them. */
  #controls() {
    const { controls, options } = this.#nodes;
    return [controls, options].flatMap((group) => [
      ...group.querySelectorAll("button, input, select"),
    ]);
  }

  #drawBoard() {
    const { size, boxRows, boxCols } = this.#trace;
    const grid = this.#nodes.grid;
    grid.style.setProperty("--size", String(size));
    grid.replaceChildren();
    this.#cells = [];
    this.#cellState = [];
    const source = this.#trace.cells;
    for (let cell = 0; cell < size * size; cell++) {
      const row = Math.floor(cell / size);
      const col = cell % size;
      const node = element("span", { class: "cell", part: "cell" });
      const edges = [];
      if (col === size - 1) edges.push("last-col");
      else if ((col + 1) % boxCols === 0) edges.push("box-right");
      if (row === size - 1) edges.push("last-row");
      else if ((row + 1) % boxRows === 0) edges.push("box-bottom");
      node.dataset.edges = edges.join(" ");
      node.className = `cell ${node.dataset.edges}`.trim();
      node.textContent = source[cell] ? symbolOf(source[cell]) : "";
      grid.append(node);
      this.#cells.push(node);
      this.#cellState.push("");
    }
    this.#chips = this.#nodes.setRows.map(({ chips }) => {
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

  #drawCode() {
    if (!this.#trace) return;
    this.#nodes.language.value = this.language;
    this.#nodes.variant.value = this.variant;
    const lines = codeLines(this.language, this.variant, this.#trace);
    this.#codeLines = lines;
    this.#nodes.code.setAttribute(
      "aria-label",
      `${LANGUAGE_NAMES[this.language]} code, ${this.variant === "sets" ? "hash sets" : "bitmasks"}`,
    );
    this.#codeNodes = lines.map(([role, text]) => {
      const code = text.trimStart();
      const line = element("span", { class: "code-line", "data-role": role }, code);
      // Wrapped lines (phones) keep their indent: it is padding, not spaces.
      line.style.setProperty("--indent", String(text.length - code.length));
      return line;
    });
    this.#nodes.code.replaceChildren(...this.#codeNodes.flatMap((line) => [line, "\n"]));
  }

  #single(action) {
    this.pause(false);
    const last = this.#trace.steps.length - 1;
    const target = {
      first: 0,
      back: this.#index - 1,
      forward: this.#index + 1,
      last,
    }[action];
    this.#show(target, true);
  }

  #onKeyDown(event) {
    if (!this.#trace) return;
    const target = event.composedPath()[0];
    const tag = target.tagName;
    if (tag === "SELECT" || (tag === "INPUT" && target.type === "checkbox")) return;
    const { key } = event;
    if (key === " ") {
      if (tag === "BUTTON") return; // Space presses the focused button
      event.preventDefault();
      this.#playing ? this.pause() : this.play();
      return;
    }
    const actions = { ArrowLeft: "back", ArrowRight: "forward", Home: "first", End: "last" };
    if (!actions[key] || tag === "INPUT" || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    this.#single(actions[key]);
  }

  /** Shows step `index` (clamped); `announce` says it in the live region (single steps only). */
  #show(index, announce) {
    const last = this.#trace.steps.length - 1;
    const next = Math.max(0, Math.min(last, index));
    if (next === this.#index) {
      if (announce) this.#announce();
      return;
    }
    this.#index = next;
    this.#render();
    if (announce) this.#announce();
    this.dispatchEvent(
      new CustomEvent("sudoku-step", { detail: this.current, bubbles: true, composed: true }),
    );
  }

  #announce() {
    if (!this.#trace) return;
    this.#nodes.live.textContent = announcement(this.#trace, this.#index, this.#words());
  }

  /** The speed in the select, with an option of its own when it is not one of the usual ones. */
  #showSpeed() {
    const select = this.#nodes.speed;
    const value = String(this.speed);
    if (![...select.options].some((option) => option.value === value))
      select.append(element("option", { value }, `${value} steps/s`));
    select.value = value;
  }

  #drawPlayButton() {
    const play = this.#nodes.play;
    play.querySelector(".symbol").textContent = this.#playing ? "❚❚" : "▶";
    // The name says what a press does (Play, Pause), so the button is not also a toggle.
    play.querySelector(".name").textContent = this.#playing ? "Pause" : "Play";
  }

  #render() {
    const trace = this.#trace;
    const { size } = trace;
    const index = this.#index;
    const step = trace.steps[index];
    const n = this.#nodes;
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

    const label = this.getAttribute("label") || "Board";
    n.board.setAttribute(
      "aria-label",
      `${label}, ${size} by ${size}, at ${place(step.cell, size)}, step ${index + 1} of ${trace.steps.length}`,
    );
    n.frame.setAttribute("aria-label", this.getAttribute("label") || "The scan, step by step");
    n.sentence.textContent = describeStep(trace, index, this.#words());
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
    this.#nodes.counters.textContent = countersOf(trace, index, this.#lookups, this.#words());
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
      const style = this.#nodes.peerRects[i].style;
      style.top = `${row * unit}%`;
      style.left = `${col * unit}%`;
      style.height = `${rows * unit}%`;
      style.width = `${cols * unit}%`;
    });
  }

  #drawLink(step, size) {
    const line = this.#nodes.line;
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

  /** The language and variant the words and marks are for. */
  #words() {
    return { language: this.language, variant: this.variant };
  }

  #drawSets(index) {
    const bitmask = this.variant === "bitmask";
    const d = this.#trace.steps[index].digit - 1;
    setsOfStep(this.#trace, index, this.#words()).forEach((set, u) => {
      const { name, bits, summary, row } = this.#nodes.setRows[u];
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
    const n = this.#nodes;
    const formula = boxFormula(this.#trace, index, this.#words());
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

/**
 * Registers the element under `tagName` (default `sudoku-explainer`) unless that name is taken,
 * and returns the registered class (a subclass for a second tag name).
 */
export function defineSudokuExplainer(
  tagName = "sudoku-explainer",
  registry = globalThis.customElements,
) {
  return defineElement(SudokuExplainer, "sudoku-explainer", tagName, registry);
}

defineSudokuExplainer();
