// <sudoku-board>: an interactive Sudoku board that re-checks every edit with the shared wasm validator.
import { loadValidator } from "../api/api.js";
import styles from "./board.css";
import theme from "./theme.css";
import {
  ElementBase,
  SYMBOLS,
  defineElement,
  element,
  joinWords,
  reflectAttribute,
  styleAdopter,
} from "./element-kit.js";
// The variant rules' drawing. In the board's classic script it is undefined until the formats
// validator's file, which carries it, has loaded (scripts/bundle.mjs; classic-formats-loader.js).
import { variantRules } from "./board-rules.js";

const MAX_SPOKEN_CONFLICTS = 4; // a live region that reads out 27 units helps nobody
// Properties a page may set before the element is defined; taken over on upgrade.
const UPGRADED = [
  "value",
  "shape",
  "givens",
  "label",
  "readOnly",
  "readonly",
  "keypad",
  "rules",
  "ignored",
];
/** A JSON key for rules, to tell the same rules set again; null when they have none. */
/** A copy of rules set from outside, so later changes to the caller's object do nothing. */
function copyOf(rules) {
  try {
    return structuredClone(rules);
  } catch {
    return rules; // (a proxy or a function inside: the core says what is wrong with them)
  }
}

function keyOf(rules) {
  try {
    return JSON.stringify(rules);
  } catch {
    return Symbol(); // (a BigInt or a cycle: never "the same rules")
  }
}

const adoptStyles = styleAdopter(theme + styles);
let adoptRulesStyles; // the drawing's styles, adopted by each board once the drawing is here

/** Our words, then text that came from elsewhere isolated in <bdi>, so its direction stays in. */
function write(node, words, echoed) {
  if (!echoed) return void (node.textContent = words);
  node.replaceChildren(words, element("bdi", {}, echoed));
}

const symbolOf = (digit) => (digit ? SYMBOLS[digit - 1] : ".");

/** Each cell's note of its classic conflicts: "column 1 and box 1" (a Map from cell). */
function classicNotes(conflicts) {
  const notes = new Map();
  for (const { unit, index, cells } of conflicts)
    for (const cell of cells) notes.set(cell, [...(notes.get(cell) ?? []), `${unit} ${index + 1}`]);
  for (const [cell, names] of notes) notes.set(cell, `repeated in ${joinWords(names)}`);
  return notes;
}

/** Why the checker did not load, and what the page can do about it. */
function describeLoadError(error) {
  // (Firefox's message for a compilation the policy blocks names neither the policy nor the error.)
  const why = `${error?.name}: ${error?.message ?? error}`;
  if (typeof WebAssembly !== "object")
    return "The checker could not be loaded: this browser does not run WebAssembly.";
  if (/CompileError|Content.Security.Policy|unsafe-eval/i.test(why))
    return "The checker could not be loaded: the page's Content-Security-Policy must allow 'wasm-unsafe-eval' in script-src.";
  return "The checker could not be loaded, so the board cannot be checked; reload the page to try again.";
}

/**
 * An interactive Sudoku board that re-checks every edit and marks each conflict.
 * @tag sudoku-board
 * @attr {string} name - the name the board is submitted under in a form
 * @attr {"light" | "dark"} theme - that palette for this element; absent: follow the page
 * @csspart frame - the square box around the grid
 * @csspart grid - the grid (role grid)
 * @csspart row - one row of cells
 * @csspart cell - every cell; a cell also has given, conflict, active and peer as they apply
 * @csspart given - a cell fixed by the puzzle
 * @csspart conflict - a cell in a conflict
 * @csspart active - the active cell
 * @csspart peer - the other cells of the active cell's row, column and box
 * @csspart outline - the frame of a unit in conflict, with row-outline, column-outline, box-outline or a rule's outline part
 * @csspart row-outline - the frame of a row in conflict
 * @csspart column-outline - the frame of a column in conflict
 * @csspart box-outline - the frame of a box in conflict
 * @csspart extra - a cell of one of the rules' extra regions (shaded)
 * @csspart region-outline - the outline of a jigsaw region in conflict
 * @csspart diagonal-outline - the outline of a diagonal in conflict
 * @csspart extra-region-outline - the outline of an extra region in conflict
 * @csspart disjoint-group-outline - the outline of a disjoint group in conflict
 * @csspart cage-outline - a cage in conflict (its line, bold)
 * @csspart pair-outline - the two cells of an anti-knight, anti-king or non-consecutive conflict
 * @csspart diagonal - a diagonal of the rules, with main-diagonal or anti-diagonal
 * @csspart main-diagonal - the main diagonal's line
 * @csspart anti-diagonal - the anti-diagonal's line
 * @csspart cage - a killer cage's dashed line
 * @csspart cage-sum - a killer cage's sum, in its top-left cell
 * @csspart rules - the rules in words under the board, and what is not checked
 * @csspart status - the verdict in words (a polite live region)
 * @cssprop [--sudoku-rule-line=light-dark(#5b6575, #8e99ab)] - the variant rules' diagonals and cage lines
 * @cssprop [--sudoku-extra-bg=light-dark(rgb(124 58 237 / 0.12), rgb(167 139 250 / 0.16))] - the shade of the cells of extra regions
 * @csspart notice - a one-off notice beside the verdict
 * @csspart keypad - the on-screen keypad
 * @csspart key - a keypad key; clear, undo and redo also have their own part
 * @csspart clear - the keypad's Clear key
 * @csspart undo - the keypad's Undo key
 * @csspart redo - the keypad's Redo key
 * @csspart copy - "Copy as" (attribute copy): the format and the button
 * @csspart copy-format - the format to copy as (a select)
 * @csspart copy-button - the Copy button
 * @fires sudoku-copy - before the clipboard is written; detail: { format, text }
 */
export class SudokuBoard extends ElementBase {
  static observedAttributes = [
    "value",
    "shape",
    "givens",
    "readonly",
    "label",
    "keypad",
    "copy",
    "required",
  ];
  // A form control: it submits its board under its name, resets, and says whether it is valid.
  static formAssociated = true;

  #sudoku = null; // the shared validator, once loadValidator() has resolved
  #loading = null;
  #ready;
  #whenReady;
  #source = null; // the latest board given through the value attribute or property
  #size = 0;
  #boxRows = 0;
  #boxCols = 0;
  #cells = new Uint8Array(0);
  #givens = new Uint8Array(0); // 1 where the puzzle fixed the cell
  #cellNodes = [];
  #notes = []; // per cell: "column 1 and box 1" while the cell is in a conflict
  #tabStop = 0; // the one cell with tabindex 0 (roving tab stop)
  #active = -1; // the cell the keys and the keypad write to; -1 while none is chosen
  #peers = []; // the cells sharing a row, column or box with the active cell
  #undo = [];
  #redo = [];
  #report = null;
  #error = null; // why the value or givens could not be read
  #errorIn = "board"; // which of the two could not be read: "board" or "givens"
  #rules = null; // the variant rules as set (a copy), or null: the classic game
  #rulesKey = null; // their JSON, to tell the same rules set again
  #ignored = []; // what the puzzle has that nobody checks ("arrows"), said under the board
  #drawnKey; // the key of the rules drawn now (null: none), undefined when nothing is drawn
  #regions = null; // the drawn rules' region of each cell, or null: the boxes
  #members = []; // per cell: "in region 2 and cage 5 (sum 17)", the drawn units it is in
  #grid;
  #rulesLayer; // the drawn rules: diagonals, cages and their sums
  #outlines;
  #shapes; // outlines of units in conflict that are not rectangles (regions, diagonals, cages)
  #legend; // the rules in words, under the board
  #status; // the verdict, always
  #notice; // a one-off message beside the verdict (bad paste, a given), cleared by the next action
  #noticeTimer = 0;
  #keypad;
  #copy; // "Copy as": a format and a button, made when the attribute copy is first set
  #internals = this.attachInternals();
  #disabled = false; // by a disabled <fieldset> or form (formDisabledCallback)

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    adoptStyles(root);
    const frame = element("div", { class: "frame", part: "frame" });
    this.#grid = element("div", { role: "grid", part: "grid", class: "grid" });
    this.#outlines = element("div", { class: "outlines", "aria-hidden": "true" });
    frame.append(this.#grid, this.#outlines);
    this.#status = element("p", {
      role: "status",
      "aria-live": "polite",
      part: "status",
      class: "status",
    });
    this.#status.textContent = "Loading the checker…";
    this.#notice = element("p", {
      "aria-live": "polite",
      part: "notice",
      class: "notice",
    });
    // A toolbar: one Tab stop, arrow keys move between its keys (roving tabindex).
    this.#keypad = element("div", {
      role: "toolbar",
      part: "keypad",
      class: "keypad",
      hidden: "",
    });
    // The keypad sits right under the grid, so a longer verdict or a notice never moves it.
    this.#copy = element("p", { part: "copy", class: "copy" });
    root.append(frame, this.#keypad, this.#copy, this.#status, this.#notice);
    this.#drawing();

    this.#grid.addEventListener("keydown", (event) => this.#onKeyDown(event));
    this.#grid.addEventListener("focusin", (event) => {
      const index = this.#cellNodes.indexOf(event.target);
      if (index >= 0) this.#setActive(index, false);
    });
    // Leaving the element (not moving between grid and keypad) ends the choice of a cell.
    root.addEventListener("focusout", (event) => {
      if (event.relatedTarget && root.contains(event.relatedTarget)) return;
      this.#setActive(-1, false);
      this.#say("");
    });
    this.#grid.addEventListener("paste", (event) => this.#onPaste(event));
    // Firefox sends the paste of a focused element that is not editable to the document's body,
    // so while a cell has focus the board also takes a paste that did not pass through its grid.
    const pasteElsewhere = (event) => {
      if (!event.composedPath().includes(this.#grid)) this.#onPaste(event);
    };
    this.#grid.addEventListener("focusin", () =>
      this.ownerDocument.addEventListener("paste", pasteElsewhere),
    );
    this.#grid.addEventListener("focusout", () =>
      this.ownerDocument.removeEventListener("paste", pasteElsewhere),
    );
    this.#grid.addEventListener("copy", (event) => {
      if (!this.#size) return;
      event.preventDefault();
      event.clipboardData.setData("text/plain", this.value);
    });
    // Keeps focus (and the active cell) in the grid when a keypad key is pressed with a pointer.
    this.#keypad.addEventListener("pointerdown", (event) => {
      if (event.target.closest("button")) event.preventDefault();
    });
    this.#keypad.addEventListener("click", (event) => this.#onKeypad(event));
    this.#keypad.addEventListener("keydown", (event) => this.#onKeypadKey(event));
    this.#keypad.addEventListener("focusin", (event) => this.#keyStop(event.target));
    this.#ready = new Promise((resolve) => {
      this.#whenReady = resolve;
    });
    // Properties set on the element before it was defined are own properties that hide the
    // accessors: take them over as if they were set now.
    for (const name of UPGRADED)
      if (Object.hasOwn(this, name)) {
        const value = this[name];
        delete this[name];
        this[name] = value;
      }
  }

  connectedCallback() {
    if (this.#sudoku || this.#loading) return;
    this.#loading = loadValidator().then(
      (sudoku) => {
        this.#sudoku = sudoku;
        this.#load();
        // A first value that only the formats validator reads (a link) is drawn once it loads.
        if (this.#formats) this.#formats.then(() => this.#whenReady());
        else this.#whenReady();
      },
      (error) => {
        this.#status.dataset.verdict = "error";
        this.#status.textContent = describeLoadError(error);
      },
    );
  }

  attributeChangedCallback(name, oldValue, newValue) {
    if (oldValue === newValue) return;
    if (name === "value") this.#source = newValue;
    if (name === "value" && this.#shows(newValue)) return;
    if (name === "value" || name === "shape" || name === "givens") {
      if (this.#sudoku) this.#load();
    } else {
      this.#applyFlags();
      if (this.#report) this.#updateForm(); // `required` changes the validity
    }
  }

  /**
   * Resolves once the validator has loaded and the board is drawn; for a first value that only
   * the formats validator reads (a link, a site id), once it has read it.
   */
  get ready() {
    return this.#ready;
  }

  /** The board as one line: `.` for blanks, 1–9 then A–Z. Empty until the board is drawn. */
  get value() {
    let text = "";
    for (const digit of this.#cells) text += symbolOf(digit);
    return text;
  }

  /**
   * Any board format the API's parse takes (text, LeetCode grid, numbers). Clears undo, unless it
   * is the one line shown now: a framework writing back what `input` reported changes nothing.
   */
  set value(board) {
    this.#source = board;
    if (this.#sudoku && !this.#shows(board)) this.#load();
  }

  /** Whether `board` is the one-line text of the board shown now (and nothing failed to read). */
  #shows(board) {
    return this.#size > 0 && !this.#error && board === this.value;
  }

  get shape() {
    return this.getAttribute("shape") ?? "";
  }
  set shape(shape) {
    reflectAttribute(this, "shape", shape);
  }

  get givens() {
    return this.getAttribute("givens") ?? "";
  }
  set givens(givens) {
    reflectAttribute(this, "givens", givens);
  }

  get label() {
    return this.getAttribute("label") ?? "";
  }
  set label(label) {
    reflectAttribute(this, "label", label);
  }

  get readOnly() {
    return this.hasAttribute("readonly");
  }
  set readOnly(flag) {
    this.toggleAttribute("readonly", Boolean(flag));
  }

  /** Alias of readOnly, spelled like the attribute. */
  get readonly() {
    return this.readOnly;
  }
  set readonly(flag) {
    this.readOnly = flag;
  }

  get keypad() {
    return this.hasAttribute("keypad");
  }
  set keypad(flag) {
    this.toggleAttribute("keypad", Boolean(flag));
  }

  /** Shows "Copy as": the board (and its rules) in a chosen format, by the core's format(). */
  get copy() {
    return this.hasAttribute("copy");
  }
  set copy(flag) {
    this.toggleAttribute("copy", Boolean(flag));
  }

  // As on <input>: the name the board is submitted under, `required`, and the validity API.
  get name() {
    return this.getAttribute("name") ?? "";
  }
  set name(name) {
    reflectAttribute(this, "name", name);
  }
  get required() {
    return this.hasAttribute("required");
  }
  set required(flag) {
    this.toggleAttribute("required", Boolean(flag));
  }
  get form() {
    return this.#internals.form;
  }
  get validity() {
    return this.#internals.validity;
  }
  get validationMessage() {
    return this.#internals.validationMessage;
  }
  checkValidity() {
    return this.#internals.checkValidity();
  }
  reportValidity() {
    return this.#internals.reportValidity();
  }

  /** A form's reset: back to the value attribute and the givens. */
  formResetCallback() {
    this.#source = this.getAttribute("value");
    if (this.#sudoku) this.#load();
  }
  formDisabledCallback(disabled) {
    this.#disabled = disabled;
    this.#applyFlags();
  }
  formStateRestoreCallback(state) {
    this.value = state;
  }

  /** No edits while read-only or disabled. */
  get #locked() {
    return this.readOnly || this.#disabled;
  }

  /**
   * The variant rules the board is checked with (docs/js-api.md, "Variant rules"), or null.
   * Setting them re-checks the board (undo stays); rules that cannot be read are not thrown:
   * the board is checked without them, `error` is the core's error and the status says it.
   * Setting the rules already in use changes nothing. Reads give a copy.
   */
  get rules() {
    return this.#rules === null ? null : copyOf(this.#rules);
  }
  set rules(rules) {
    const key = rules == null ? null : keyOf(rules);
    if (key === this.#rulesKey) return;
    this.#rules = rules == null ? null : copyOf(rules);
    this.#rulesKey = key;
    if (!this.#sudoku || !this.#size) return;
    if (this.#error && this.#errorIn === "rules") this.#error = null;
    this.#check();
  }

  /**
   * What the puzzle has that the referee does not check (such as `parse(...).ignored`), said in
   * words under the board: "Not checked: arrows · thermometers". Strings; [] when none.
   */
  get ignored() {
    return [...this.#ignored];
  }
  set ignored(list) {
    this.#ignored = list == null ? [] : Array.isArray(list) ? list.map(String) : [String(list)];
    this.#drawLegend();
  }

  /** The latest report (the shape check() returns), or null before the first check. */
  get report() {
    return this.#report;
  }

  /** True when the board was read and no digit repeats in a row, column or box. */
  get valid() {
    return this.#error === null && this.#report?.valid === true;
  }

  /** Why the value or givens could not be read (a SudokuParseError), or null. */
  get error() {
    return this.#error;
  }

  /**
   * The switch to the formats validator, the one place the board makes it: false (use the shared
   * plain validator) until `needsFormats`, text only the formats validator reads (a link, a site
   * id, puzzle JSON: its SudokuParseError has `needsFormats`) or rules; then true (the caller
   * stops) once, while loadValidator({ formats: true }) loads, after which `retry` runs with it.
   * Should it fail to load, `retry` runs with the plain one, whose error says what reads the text.
   */
  #validator(needsFormats, retry) {
    if (!needsFormats || this.#formats) return false;
    this.#formats = loadValidator({ formats: true }).then(
      (sudoku) => (this.#sudoku = sudoku),
      () => this.#sudoku,
    );
    this.#formats.then(retry);
    return true;
  }
  #formats = null; // loadValidator({ formats: true }), once #validator asked for it

  /** Reads value, shape and givens into a fresh board; on an error keeps the board shown. */
  #load() {
    const sudoku = this.#sudoku;
    let shapeText = this.getAttribute("shape");
    const options = shapeText ? { shape: shapeText } : undefined;
    // An empty board of the shape attribute's shape (the core reads the shape; 3x3 without one).
    const emptyBoard = () => {
      const shape = shapeText ? sudoku.parseShape(shapeText) : { boxRows: 3, boxCols: 3, size: 9 };
      return { ...shape, cells: new Uint8Array(shape.size * shape.size) };
    };
    let board;
    let givens = null;
    this.#error = null;
    this.#errorIn = "board";
    try {
      const source = this.#source;
      const givensText = this.getAttribute("givens");
      const noValue = source === null || source === undefined || source === "";
      // Without a value, the givens (if any) say how big the board is.
      if (noValue && givensText) this.#errorIn = "givens";
      board =
        noValue && !givensText
          ? emptyBoard()
          : sudoku.parse(noValue ? givensText : source, options);
      this.#takeRules(board);
      const largest = sudoku.limits.maxTextDigit; // one symbol per cell: 1–9, then A–Z
      if (board.size > largest)
        throw new RangeError(
          `A ${board.size}×${board.size} board is too large to show here: the board shows up to ${largest}×${largest}, one symbol per cell (1–9, then A–Z).`,
        );
      this.#errorIn = "givens";
      if (givensText) {
        // The givens are the puzzle: when they are one with rules, the rules are theirs.
        const puzzle = sudoku.parse(givensText, {
          shape: { boxRows: board.boxRows, boxCols: board.boxCols },
        });
        this.#takeRules(puzzle);
        givens = puzzle.cells;
      }
    } catch (error) {
      if (this.#validator(error.needsFormats, () => this.#load())) return;
      this.#error = error;
      if (!this.#size) {
        let empty;
        try {
          empty = emptyBoard();
        } catch {
          shapeText = null; // a shape the core cannot read: the 9x9 board
          empty = emptyBoard();
        }
        this.#adopt(empty, null);
      }
      this.#check();
      return;
    }
    this.#adopt(board, givens);
    this.#check();
  }

  /**
   * A puzzle read from a format that carries rules (a site's link or id, puzzle JSON: the formats
   * validator's parse says which) brings them, and what nobody checks, to the board; board text,
   * LeetCode's and the tutorial's initialisers carry none, and keep the rules set. True when the
   * rules changed.
   */
  #takeRules(board) {
    if (!/^(fpuzzles|sudoku|solo|json)/.test(board.source)) return false;
    const key = keyOf(board.rules);
    this.ignored = board.ignored; // (the setter redraws the legend: rules alike, ignored not)
    if (key === this.#rulesKey) return false;
    this.#rules = board.rules;
    this.#rulesKey = key;
    return true;
  }

  #adopt(board, givens) {
    const resized =
      board.size !== this.#size ||
      board.boxRows !== this.#boxRows ||
      board.boxCols !== this.#boxCols;
    this.#size = board.size;
    this.#boxRows = board.boxRows;
    this.#boxCols = board.boxCols;
    this.#cells = Uint8Array.from(board.cells);
    this.#givens = new Uint8Array(this.#cells.length);
    if (givens)
      givens.forEach((digit, index) => {
        if (digit) {
          this.#cells[index] = digit;
          this.#givens[index] = 1;
        }
      });
    this.#undo = [];
    this.#redo = [];
    if (resized) this.#build();
    // Every cell is drawn once, by the check that follows (no note matches null), with its marks.
    this.#notes.fill(null);
    this.#applyFlags();
  }

  /**
   * The layers the rules are drawn on and the legend, with the drawing's styles, once the drawing
   * is here: at once from the npm build; in the board's classic script when the formats validator
   * (whose file carries the drawing) has loaded, by the check that follows. People who do not see
   * the drawing read the rules in the legend and each conflict in its cells' labels.
   */
  #drawing() {
    if (this.#legend || !variantRules) return;
    [this.#rulesLayer, this.#shapes, this.#legend] = variantRules.rulesLayers();
    this.#grid.after(this.#rulesLayer);
    this.#outlines.after(this.#shapes);
    this.#grid.parentNode.after(this.#legend);
    (adoptRulesStyles ??= styleAdopter(variantRules.styles))(this.shadowRoot);
  }

  /** Creates the rows and cells for the current size; only runs when the size changes. */
  #build() {
    const n = this.#size;
    this.#grid.style.setProperty("--sudoku-size", String(n));
    this.#outlines.style.setProperty("--sudoku-size", String(n));
    this.#grid.replaceChildren();
    this.#outlines.replaceChildren();
    this.#cellNodes = new Array(n * n);
    this.#notes = new Array(n * n).fill("");
    this.#tabStop = 0;
    this.#active = -1;
    this.#peers = [];
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
        this.#cellNodes[row * n + col] = cell;
        rowNode.append(cell);
      }
      this.#grid.append(rowNode);
    }
    this.#cellNodes[0].tabIndex = 0;
    // The box lines now; the next check draws its rules (and their region lines) on the new cells.
    this.#regions = null;
    this.#members = [];
    this.#drawnKey = undefined;
    this.#drawEdges();
    // The keys are made when the keypad is first shown (#applyFlags), for this size.
    this.#keypad.replaceChildren();
  }

  #buildKeypad() {
    const keys = [];
    for (let digit = 1; digit <= this.#size; digit++) {
      keys.push(
        element(
          "button",
          { type: "button", part: "key", "data-digit": String(digit) },
          symbolOf(digit),
        ),
      );
    }
    for (const [action, text, name] of [
      ["clear", "⌫", "Clear cell"],
      ["undo", "↶", "Undo"],
      ["redo", "↷", "Redo"],
    ]) {
      keys.push(
        element(
          "button",
          {
            type: "button",
            part: `key ${action}`,
            "data-action": action,
            "aria-label": name,
            title: name,
          },
          text,
        ),
      );
    }
    this.#keypad.replaceChildren(...keys);
    this.#keyStop(keys[0]);
  }

  /** Readonly, label and keypad: cheap, no re-check. */
  #applyFlags() {
    const n = this.#size;
    const label = this.getAttribute("label") || (n ? `Sudoku board, ${n} by ${n}` : "Sudoku board");
    this.#grid.setAttribute("aria-label", label);
    this.#grid.setAttribute("aria-readonly", String(this.#locked));
    this.#grid.toggleAttribute("aria-disabled", this.#disabled);
    this.#keypad.setAttribute("aria-label", `Keypad for ${label}`);
    this.#keypad.hidden = !this.keypad || this.#locked || !n;
    if (!this.#keypad.hidden && this.#keypad.childElementCount === 0) this.#buildKeypad();
    this.#copy.hidden = !this.copy || !n;
    if (!this.#copy.hidden && this.#copy.childElementCount === 0) this.#buildCopy();
  }

  // The formats "Copy as" offers, as the core's format() names them, with their names for people.
  #buildCopy() {
    const choice = element("select", { part: "copy-format", "aria-label": "Copy as" });
    for (const [to, name] of [
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
    ])
      choice.append(element("option", { value: to }, name));
    const button = element("button", { type: "button", part: "copy-button" }, "Copy");
    button.addEventListener("click", () => this.#copyAs(choice));
    this.#copy.append(element("span", {}, "Copy as "), choice, " ", button);
  }

  /**
   * Writes the board and its rules in the chosen format (the formats validator's format(), loaded
   * on demand) to the clipboard, after a sudoku-copy event with the text; a puzzle the format
   * cannot carry, or a clipboard that refuses, is said in the notice.
   */
  async #copyAs(choice) {
    const name = choice.selectedOptions[0].textContent;
    try {
      const sudoku = await loadValidator({ formats: true });
      const text = sudoku.format(this.value, choice.value, {
        shape: { boxRows: this.#boxRows, boxCols: this.#boxCols },
        rules: this.#rules ?? undefined,
      });
      this.dispatchEvent(
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

  #drawCell(index) {
    const cell = this.#cellNodes[index];
    const digit = this.#cells[index];
    const given = this.#givens[index] === 1;
    const note = this.#notes[index];
    const n = this.#size;
    cell.textContent = digit ? symbolOf(digit) : "";
    let label = `Row ${Math.floor(index / n) + 1}, column ${(index % n) + 1}, ${digit ? symbolOf(digit) : "empty"}`;
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
    if (this.#givens[index]) part += " given";
    if (this.#cellNodes[index].classList.contains("extra")) part += " extra";
    if (this.#notes[index]) part += " conflict";
    if (index === this.#active) part += " active";
    else if (this.#peers.includes(index)) part += " peer";
    this.#cellNodes[index].setAttribute("part", part);
  }

  /** The other cells of the row, column and box (or jigsaw region) of `index`. */
  #peersOf(index) {
    const n = this.#size;
    const row = Math.floor(index / n);
    const col = index % n;
    const unitOf = this.#thirdUnit();
    const unit = unitOf(index); // (a jigsaw cell in no region, -1, has only its row and column)
    const peers = new Set();
    for (let cell = 0; cell < n * n; cell++)
      if (Math.floor(cell / n) === row || cell % n === col || (unit >= 0 && unitOf(cell) === unit))
        peers.add(cell);
    peers.delete(index);
    return [...peers];
  }

  #text() {
    return this.value;
  }

  /** Checks the board, redraws only the cells whose marks changed, and announces the verdict. */
  #check() {
    this.#drawing();
    const text = this.#text();
    const options = {
      shape: { boxRows: this.#boxRows, boxCols: this.#boxCols },
      maxConflicts: MAX_SPOKEN_CONFLICTS,
      describe: true, // the verdict's sentence comes with the report: one call per edit
    };
    let report = null;
    let applied = null; // the rules this check applied
    if (this.#rules !== null)
      try {
        report = this.#checkBoard(text, { ...options, rules: this.#rules });
        applied = this.#rules;
      } catch (error) {
        // Rules this module does not check (the board's classic script): the formats validator's.
        if (this.#validator(error.needsFormats, () => this.#check())) return;
        // Rules the core cannot read (or that do not fit this board): its error, as a bad value's.
        if (!this.#error) {
          this.#error = error;
          this.#errorIn = "rules";
        }
      }
    report ??= this.#checkBoard(text, options);
    this.#report = report;
    this.#drawRules(applied);
    const n = this.#size;
    const notes =
      variantRules?.conflictNotes(report.conflicts, this.#cells, n, symbolOf) ??
      classicNotes(report.conflicts);
    for (let index = 0; index < this.#notes.length; index++) {
      const note = notes.get(index) ?? "";
      if (note !== this.#notes[index]) {
        this.#notes[index] = note;
        this.#drawCell(index);
      }
    }
    this.#drawOutlines(report.conflicts);
    // The core's sentence: "8 appears twice in column 1 and in box 1; and 2 more conflicts".
    this.#announce(report.description);
    this.#updateForm();
    this.dispatchEvent(
      new CustomEvent("sudoku-validate", {
        detail: report,
        bubbles: true,
        composed: true,
      }),
    );
  }

  /** The one place the board is checked (the validator for rules may be another module's). */
  #checkBoard(text, options) {
    return this.#sudoku.check(text, options);
  }

  /**
   * Draws `rules` (null: none) unless they are drawn already: region borders in place of the box
   * lines, the diagonals, shaded extra regions, dashed cages with their sums, and the legend.
   */
  #drawRules(rules) {
    const key = rules === null ? null : this.#rulesKey;
    if (key === this.#drawnKey || !this.#legend) return;
    this.#drawnKey = key;
    this.#regions = rules?.regions ?? null;
    this.#drawEdges();
    variantRules.drawRules(this.#rulesLayer, this.#cellNodes, this.#size, rules);
    this.#members = variantRules.memberships(rules, this.#size);
    for (let index = 0; index < this.#cellNodes.length; index++) this.#drawCell(index);
    this.#drawLegend();
  }

  /** The rules and what is not checked, in words under the board (hidden when there are none). */
  #drawLegend() {
    if (!this.#legend) return;
    const words = variantRules.rulesInWords(this.#drawnKey ? this.#rules : null, this.#ignored);
    this.#legend.textContent = words;
    this.#legend.hidden = !words;
  }

  /** The thick lines between boxes, or between the drawn rules' regions in their place. */
  #drawEdges() {
    const n = this.#size;
    const unitOf = this.#thirdUnit();
    this.#cellNodes.forEach((cell, index) => {
      const unit = unitOf(index);
      cell.classList.toggle("box-right", (index + 1) % n > 0 && unit !== unitOf(index + 1));
      cell.classList.toggle("box-bottom", index < n * (n - 1) && unit !== unitOf(index + n));
    });
  }

  /** The unit of each cell besides its row and column: its box, or its region in a jigsaw. */
  #thirdUnit() {
    const n = this.#size;
    const regions = this.#regions;
    const box = (index) =>
      Math.floor(index / n / this.#boxRows) * n + Math.floor((index % n) / this.#boxCols);
    return regions ? (index) => regions[index] : box;
  }

  /** One absolutely placed frame per unit in conflict (a unit repeated by two digits: one frame). */
  #drawOutlines(conflicts) {
    const n = this.#size;
    const units = new Map();
    for (const { unit, index } of conflicts)
      if (unit === "row" || unit === "column" || unit === "box")
        units.set(`${unit} ${index}`, { unit, index });
    variantRules?.drawShapes(this.#shapes, conflicts, this.#rules, {
      size: n,
      boxRows: this.#boxRows,
      boxCols: this.#boxCols,
    });
    const frames = [...this.#outlines.children];
    let used = 0;
    for (const { unit, index } of units.values()) {
      let top = 0;
      let left = 0;
      let rows = n;
      let cols = n;
      if (unit === "row") [top, rows] = [index, 1];
      else if (unit === "column") [left, cols] = [index, 1];
      else {
        const boxesPerBand = n / this.#boxCols;
        top = Math.floor(index / boxesPerBand) * this.#boxRows;
        left = (index % boxesPerBand) * this.#boxCols;
        [rows, cols] = [this.#boxRows, this.#boxCols];
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

  #announce(conflicts) {
    let text;
    let echoed = "";
    let verdict = "valid";
    if (this.#error) {
      text = `Cannot read the ${this.#errorIn}: `;
      echoed = this.#error.message; // the core's message, as it is
      verdict = "error";
    } else if (!this.#report.valid) {
      text = `Invalid: ${conflicts}`;
      verdict = "invalid";
    } else if (this.#cells.every((digit) => digit !== 0)) text = "Valid and complete";
    else text = "Valid so far";
    this.#status.dataset.verdict = verdict;
    if (this.#status.textContent !== text + echoed) write(this.#status, text, echoed);
  }

  /** The form's view of the board: its one line, and the verdict while it is not valid. */
  #updateForm() {
    const internals = this.#internals;
    internals.setFormValue(this.value);
    if (this.#error || !this.#report.valid)
      internals.setValidity({ customError: true }, this.#status.textContent);
    else if (this.required && this.#cells.every((digit) => digit === 0))
      internals.setValidity({ valueMissing: true }, "The board is empty: fill in a cell.");
    else internals.setValidity({});
  }

  /**
   * Shows a one-off notice beside the verdict ("" clears it). The same notice again is emptied
   * first and written back a moment later, so screen readers announce it again.
   */
  #say(notice, echoed = "") {
    clearTimeout(this.#noticeTimer);
    const node = this.#notice;
    if (notice && node.textContent === notice + echoed) {
      node.textContent = "";
      this.#noticeTimer = setTimeout(() => write(node, notice, echoed), 150);
    } else if (node.textContent !== notice + echoed) write(node, notice, echoed);
  }

  /** Makes `index` the active cell (-1: none) and the tab stop, and marks its peers. */
  #setActive(index, focus) {
    if (index >= 0 && index !== this.#tabStop) {
      this.#cellNodes[this.#tabStop].setAttribute("tabindex", "-1");
      this.#cellNodes[index].setAttribute("tabindex", "0");
      this.#tabStop = index;
    }
    if (index !== this.#active) {
      const before = this.#active;
      const stale = this.#peers;
      this.#active = index;
      this.#peers = index >= 0 ? this.#peersOf(index) : [];
      if (before >= 0) this.#cellNodes[before].removeAttribute("data-active");
      if (index >= 0) this.#cellNodes[index].toggleAttribute("data-active", true);
      for (const cell of new Set([...stale, ...this.#peers, before, index]))
        if (cell >= 0) this.#drawPart(cell);
      this.#say("");
    }
    if (focus) this.#cellNodes[index].focus();
  }

  #where(index, capital = false) {
    const n = this.#size;
    return `${capital ? "R" : "r"}ow ${Math.floor(index / n) + 1}, column ${(index % n) + 1}`;
  }

  /** Applies a list of [index, before, after] edits as one undo step. */
  #edit(changes, inputType, data = null) {
    if (changes.length === 0) return;
    for (const [index, , after] of changes) this.#cells[index] = after;
    this.#undo.push(changes);
    this.#redo = [];
    this.#afterEdit(changes, inputType, data);
  }

  #afterEdit(changes, inputType, data) {
    for (const [index] of changes) this.#drawCell(index);
    this.#say("");
    this.#error = null; // the user is editing the board shown, not the bad value any more
    this.#check();
    this.dispatchEvent(
      new InputEvent("input", {
        bubbles: true,
        composed: true,
        inputType,
        data,
      }),
    );
  }

  #history(from, to, useAfter) {
    const changes = from.pop();
    if (!changes) return;
    for (const [index, before, after] of changes) this.#cells[index] = useAfter ? after : before;
    to.push(changes);
    const focus = this.#grid.contains(this.shadowRoot.activeElement);
    this.#setActive(changes[0][0], focus);
    this.#afterEdit(changes, useAfter ? "historyRedo" : "historyUndo");
  }

  #put(index, digit) {
    if (this.#locked) return this.#say("This board is read-only.");
    if (this.#givens[index])
      return this.#say(`${this.#where(index, true)} holds a given; it cannot be changed.`);
    const before = this.#cells[index];
    if (before === digit) return;
    this.#edit(
      [[index, before, digit]],
      digit ? "insertText" : "deleteContentBackward",
      digit ? symbolOf(digit) : null,
    );
  }

  #onKeyDown(event) {
    const n = this.#size;
    if (!n || event.target.getAttribute("role") !== "gridcell") return;
    const { key } = event;
    const control = event.ctrlKey || event.metaKey;
    const index = this.#cellNodes.indexOf(event.target);
    const row = Math.floor(index / n);
    const col = index % n;
    const moves = {
      ArrowUp: row > 0 ? index - n : index,
      ArrowDown: row < n - 1 ? index + n : index,
      ArrowLeft: col > 0 ? index - 1 : index,
      ArrowRight: col < n - 1 ? index + 1 : index,
      Home: control ? 0 : row * n,
      End: control ? n * n - 1 : row * n + n - 1,
      PageUp: col,
      PageDown: (n - 1) * n + col,
    };
    if (Object.hasOwn(moves, key)) {
      event.preventDefault();
      this.#setActive(moves[key], true);
      return;
    }
    if (control && !event.altKey) {
      const letter = key.toLowerCase();
      if (this.#locked) return;
      if (letter === "z" && !event.shiftKey) this.#history(this.#undo, this.#redo, false);
      else if (letter === "y" || letter === "z") this.#history(this.#redo, this.#undo, true);
      else return; // copy, paste and the browser's own shortcuts
      event.preventDefault();
      return;
    }
    if (event.altKey || control) return;
    if (key === " ") {
      event.preventDefault(); // Space does nothing: it must not scroll the page away
      return;
    }
    if (["Backspace", "Delete", ".", "0"].includes(key)) {
      event.preventDefault();
      this.#put(index, 0);
      return;
    }
    if (key.length !== 1) return;
    const digit = SYMBOLS.indexOf(key.toUpperCase()) + 1;
    if (digit === 0) return;
    event.preventDefault();
    if (digit <= n) this.#put(index, digit);
    else if (digit <= 9 || n > 9)
      this.#say(
        `${key.toUpperCase()} is not a digit of a ${n} by ${n} board; use 1 to ${symbolOf(n)}.`,
      );
  }

  #onPaste(event) {
    if (!this.#size) return;
    event.preventDefault();
    if (this.#locked) return this.#say("This board is read-only.");
    const text = event.clipboardData?.getData("text/plain") ?? "";
    const single = text.trim();
    // One symbol pastes into the active cell, like typing it.
    if (single.length === 1 && SYMBOLS.includes(single.toUpperCase())) {
      const digit = SYMBOLS.indexOf(single.toUpperCase()) + 1;
      if (digit <= this.#size) return this.#put(this.#active, digit);
    }
    let board;
    try {
      board = this.#sudoku.parse(text, {
        shape: { boxRows: this.#boxRows, boxCols: this.#boxCols },
      });
    } catch (error) {
      const again = { preventDefault() {}, clipboardData: { getData: () => text } };
      if (this.#validator(error.needsFormats, () => this.#onPaste(again))) return;
      return this.#say("Paste ignored, the board did not change: ", error.message);
    }
    // A pasted puzzle's rules apply at once (they are not part of undo: the cells are).
    const newRules = this.#takeRules(board);
    const changes = [];
    let givensKept = 0;
    board.cells.forEach((digit, index) => {
      if (digit === this.#cells[index]) return;
      if (this.#givens[index]) givensKept++;
      else changes.push([index, this.#cells[index], digit]);
    });
    if (changes.length === 0 && newRules) return this.#check();
    if (changes.length === 0)
      return this.#say(
        givensKept
          ? `Paste made no change: it differs from this board only in ${givensKept} given${givensKept > 1 ? "s" : ""}, which cannot be changed.`
          : "Paste made no change: that board is already shown.",
      );
    this.#edit(changes, "insertFromPaste");
  }

  /** Makes `key` the keypad's one Tab stop. */
  #keyStop(key) {
    for (const other of this.#keypad.children) other.tabIndex = other === key ? 0 : -1;
  }

  #onKeypadKey(event) {
    const keys = [...this.#keypad.children];
    const at = keys.indexOf(event.target);
    const to = {
      ArrowRight: at + 1,
      ArrowDown: at + 1,
      ArrowLeft: at - 1,
      ArrowUp: at - 1,
      Home: 0,
      End: keys.length - 1,
    }[event.key];
    if (at < 0 || to === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const key = keys[Math.min(Math.max(to, 0), keys.length - 1)];
    this.#keyStop(key);
    key.focus();
  }

  #onKeypad(event) {
    const key = event.target.closest("button");
    if (!key || !this.#size) return;
    const { digit, action } = key.dataset;
    if ((digit || action === "clear") && this.#active < 0) {
      // Never write where nobody looks: choose the first editable cell and show it instead.
      const first = this.#givens.indexOf(0);
      if (first < 0) return this.#say("Every cell of this board is a given.");
      this.#setActive(first, false);
      return this.#say(
        `No cell was chosen, so ${this.#where(first)} is now active; press the key again to use it.`,
      );
    }
    if (digit) this.#put(this.#active, Number(digit));
    else if (action === "clear") this.#put(this.#active, 0);
    else if (action === "undo") this.#history(this.#undo, this.#redo, false);
    else if (action === "redo") this.#history(this.#redo, this.#undo, true);
  }
}

/**
 * Registers the element under `tagName` (default `sudoku-board`) unless that name is taken, and
 * returns the registered class. A second tag name gets its own subclass, because one constructor
 * can be registered only once per registry.
 */
export function defineSudokuBoard(tagName = "sudoku-board", registry = globalThis.customElements) {
  return defineElement(SudokuBoard, "sudoku-board", tagName, registry);
}

defineSudokuBoard();
