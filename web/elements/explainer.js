// <sudoku-explainer>: plays the core's trace() of a board, one cell of the scan per step, with the
// seen sets, the box formula, the line of code and one sentence in words (drawn by
// explainer-view.js; the theme and the kit are the board's too).
import { loadValidator } from "../api/api.js";
import { LANGUAGES, VARIANTS } from "./explainer-code.js";
import { announcement, lookupTotals } from "./explainer-words.js";
import { ExplainerView } from "./explainer-view.js";
import { Completion } from "./explainer-completion.js";
import styles from "./explainer.css";
import panels from "./explainer-panels.css";
import theme from "./theme.css";
import {
  ElementBase,
  adoptStyles,
  defineElement,
  reflectAttribute,
  takeOverProperties,
} from "./element-kit.js";

const DEFAULT_SPEED = 2; // steps per second

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
  #formats = null; // the formats validator's load, once a board needed it
  #ready;
  #whenReady;
  #source = null;
  #trace = null;
  #completion = new Completion(); // can the valid board still be completed (its last step says)
  #error = null;
  #index = 0;
  #lookups = []; // look-ups made up to and including each step
  #timer = 0;
  #playing = false;
  #view = new ExplainerView();
  #nodes = this.#view.nodes;

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    adoptStyles(root, theme, styles, panels);
    root.append(this.#nodes.frame);
    this.#listen();
    this.#ready = new Promise((resolve) => {
      this.#whenReady = resolve;
    });
  }

  #listen() {
    const n = this.#nodes;
    const frame = n.frame;
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
      async (sudoku) => {
        this.#sudoku = sudoku;
        await this.#load();
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
      this.#view.showSpeed(this.speed);
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
    this.#view.drawPlayButton(this.#playing);
    this.#schedule();
  }

  /** Pauses, and says the step shown in the live region. */
  pause(announce = true) {
    clearTimeout(this.#timer);
    if (!this.#playing) return;
    this.#playing = false;
    this.#view.drawPlayButton(this.#playing);
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
      // A link, a site id or puzzle JSON: read again by the formats validator, loaded on demand.
      if (error?.needsFormats && !this.#formats) {
        const retry = (sudoku) => ((this.#sudoku = sudoku ?? this.#sudoku), this.#load());
        return (this.#formats = loadValidator({ formats: true }).then(retry, () => retry()));
      }
      this.#trace = null;
      this.#error = error;
      const what = error?.name === "SudokuParseError" ? "read" : "play";
      this.#nodes.sentence.textContent = `Cannot ${what} the board: ${error?.message ?? error}`;
      this.#nodes.frame.toggleAttribute("data-error", true);
      for (const control of this.#view.controls()) control.disabled = true;
      return;
    }
    this.#nodes.frame.removeAttribute("data-error");
    for (const control of this.#view.controls()) control.disabled = false;
    this.#lookups = lookupTotals(this.#trace);
    this.#view.drawBoard(this.#trace);
    this.#drawCode();
    this.#nodes.stop.checked = this.stop === "first";
    this.#view.showSpeed(this.speed);
    this.#nodes.scrubber.max = String(this.#trace.steps.length - 1);
    this.#index = -1;
    this.#show(Math.min(keep, this.#trace.steps.length - 1), false);
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

  /** The language and variant the words and marks are for. */
  #words() {
    return { language: this.language, variant: this.variant };
  }

  /** Draws the step shown; the last step of a valid board also says if it can be completed. */
  #render() {
    this.#view.render(this.#index, this.#words(), this.label, this.#lookups);
    if (this.#index === this.#trace.steps.length - 1)
      this.#nodes.sentence.textContent += this.#completion.words(this.#trace, () => this.#render());
  }

  #drawCode() {
    if (this.#trace) this.#view.drawCode(this.language, this.variant);
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
