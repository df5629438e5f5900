// <sudoku-board>: an interactive Sudoku board that re-checks every edit with the shared wasm
// validator. The class wires its parts: its reflected attributes (board-attributes.js), what it
// holds (board-cells.js), its verdict's state (board-referee.js: reading, board-reader.js, and
// checking, board-checker.js), its drawing (board-view.js), moves (board-navigation.js), edits
// (board-editing.js: keys, undo, clipboard), words (board-status.js), keypad (board-keypad.js),
// form control (board-form.js) and "Copy as" (board-copy.js), and the solver's answer
// (board-solving.js: solvable, unique).
import styles from "./board.css";
import theme from "./theme.css";
import { adoptStyles, defineElement, takeOverProperties } from "./element-kit.js";
import { BoardAttributes } from "./board-attributes.js";
import { BoardCells } from "./board-cells.js";
import { Checker } from "./board-checker.js";
import { Referee } from "./board-referee.js";
import { BoardView } from "./board-view.js";
import { Navigation } from "./board-navigation.js";
import { Editing } from "./board-editing.js";
import { BoardStatus } from "./board-status.js";
import { Keypad } from "./board-keypad.js";
import { FormControl } from "./board-form.js";
import { CopyAs } from "./board-copy.js";
// Solvable and unique. In the board's classic script it is undefined until the formats
// validator's file, which carries it, has loaded (scripts/bundle.mjs; classic-formats-loader.js).
import { Solving } from "./board-solving.js";

// Attributes whose change reads the board again (the others only change how it is shown).
const READ = ["value", "shape", "givens"];
// Properties a page may set before the element is defined; taken over on upgrade.
const UPGRADED = [...READ, "label", "readOnly", "readonly", "keypad", "rules", "ignored"];

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
 * @csspart dead-end - a cell of the reason a board can no longer be completed (attribute solvable or unique)
 * @csspart dead-end-cell - the cell that can take no digit, also a dead-end
 * @cssprop [--sudoku-dead-end=light-dark(#00796b, #4dd0c4)] - the frames of a dead end's cells
 * @fires sudoku-copy - before the clipboard is written; detail: { format, text }
 * @fires sudoku-solve - the solver's answer (attribute solvable or unique); detail: { solvable, count, end, known, nodes, differsAt?, reason? }
 */
export class SudokuBoard extends BoardAttributes {
  static observedAttributes = [
    "value",
    "shape",
    "givens",
    "readonly",
    "label",
    "keypad",
    "copy",
    "required",
    "solvable",
    "unique",
  ];
  // A form control: it submits its board under its name, resets, and says whether it is valid.
  static formAssociated = true;

  #board = new BoardCells();
  #checker = new Checker();
  #status = new BoardStatus();
  #form = new FormControl(this);
  #referee = new Referee(this.#checker, () => this.#view.drawLegend(this.#referee), this);
  #view;
  #navigation;
  #editing;
  #keypad;
  #copy;
  #solving = null; // board-solving.js's, once asked
  #asked = 0; // the checks so far: a question of an older one is not asked
  #loading = false;
  #whenReady;
  #ready = new Promise((resolve) => (this.#whenReady = resolve));
  #source = null; // the latest board given through the value attribute or property

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    adoptStyles(root, theme, styles);
    const board = this.#board;
    const status = this.#status;
    const view = (this.#view = new BoardView(root, board));
    const navigation = (this.#navigation = new Navigation(board, view, () => status.say("")));
    const editing = (this.#editing = new Editing({
      ...{ board, navigation, view, status, checker: this.#checker, referee: this.#referee },
      locked: () => this.#locked,
      edited: (inputType, data) => this.#edited(inputType, data),
      check: () => this.#check(),
      flags: () => this.#applyFlags(),
    }));
    this.#keypad = new Keypad((key) => editing.onKeypad(key));
    const puzzle = () => ({ value: this.value, shape: board.shape, rules: this.#referee.rules });
    this.#copy = new CopyAs(this, puzzle, (...words) => status.say(...words));
    // The keypad sits right under the grid, so a longer verdict or a notice never moves it.
    root.append(view.frame, this.#keypad.node, this.#copy.node, status.status, status.notice);
    view.attachDrawing();
    navigation.listen(root);
    editing.listen();
    takeOverProperties(this, UPGRADED);
  }

  connectedCallback() {
    if (this.#loading) return;
    this.#loading = true;
    this.#checker.load().then(
      () => {
        this.#load();
        // A first value that only the formats validator reads (a link) is drawn once it loads.
        this.#checker.settled.then(() => this.#whenReady());
      },
      (error) => this.#status.failed(error),
    );
  }

  attributeChangedCallback(name, oldValue, newValue) {
    if (oldValue === newValue) return;
    if (name === "value") this.#source = newValue;
    if (name === "value" && this.#shows(newValue)) return;
    if (READ.includes(name)) {
      if (this.#checker.sudoku) this.#load();
    } else if (name === "solvable" || name === "unique") {
      if (this.#referee.report) this.#check();
    } else {
      this.#applyFlags();
      if (this.#referee.report) this.#updateForm(); // `required` changes the validity
    }
  }

  /** Resolves once the board is drawn (a first value that is a link or a site id: once read). */
  get ready() {
    return this.#ready;
  }

  /** The board as one line: `.` for blanks, 1–9 then A–Z. Empty until the board is drawn. */
  get value() {
    return this.#board.value;
  }

  /**
   * Any board format the API's parse takes (text, LeetCode grid, numbers). Clears undo, unless it
   * is the one line shown now: a framework writing back what `input` reported changes nothing.
   */
  set value(board) {
    this.#source = board;
    if (this.#checker.sudoku && !this.#shows(board)) this.#load();
  }

  /** Whether `board` is the one line shown now (and it was read). */
  #shows(board) {
    return this.#board.size > 0 && !this.#referee.readError && board === this.value;
  }

  /** The solver's answer: true, false (a dead end), or null (not asked, asking, or unknown). */
  get completable() {
    return this.#solving?.answer?.solvable ?? null;
  }

  // As on <input>: the validity API (name and required are reflected attributes).
  get form() {
    return this.#form.internals.form;
  }
  get validity() {
    return this.#form.internals.validity;
  }
  get validationMessage() {
    return this.#form.internals.validationMessage;
  }
  checkValidity() {
    return this.#form.internals.checkValidity();
  }
  reportValidity() {
    return this.#form.internals.reportValidity();
  }

  /** A form's reset: back to the value attribute and the givens. */
  formResetCallback() {
    this.#source = this.getAttribute("value");
    if (this.#checker.sudoku) this.#load();
  }
  formDisabledCallback(disabled) {
    this.#form.disabled = disabled;
    this.#applyFlags();
  }
  formStateRestoreCallback(state) {
    this.value = state;
  }

  /** No edits while read-only or disabled. */
  get #locked() {
    return this.readOnly || this.#form.disabled;
  }

  /**
   * The variant rules the board is checked with (docs/js-api.md, "Variant rules"), or null.
   * Setting them re-checks the board (undo stays); rules that cannot be read are not thrown:
   * the board is checked without them, `error` is the core's error and the status says it.
   * Setting the rules already in use changes nothing. Reads give a copy.
   */
  get rules() {
    const rules = this.#referee.rules;
    return rules === null ? null : structuredClone(rules);
  }
  set rules(rules) {
    if (this.#referee.setRules(rules) && this.#checker.sudoku && this.#board.size) this.#check();
  }

  /**
   * What the puzzle has that the referee does not check (such as `parse(...).ignored`), said in
   * words under the board: "Not checked: arrows · thermometers". Strings; [] when none.
   */
  get ignored() {
    return [...this.#referee.ignored];
  }
  set ignored(list) {
    this.#referee.setIgnored(list);
    this.#view.drawLegend(this.#referee);
  }

  /** The latest report (the shape check() returns), or null before the first check. */
  get report() {
    return this.#referee.report;
  }

  /** True when the board was read and no digit repeats in a row, column or box. */
  get valid() {
    return this.error === null && this.#referee.report?.valid === true;
  }

  /** Why the value, givens or rules could not be read (a SudokuParseError), or null. */
  get error() {
    return this.#referee.error;
  }

  /** Reads value, shape and givens into a fresh board; on an error keeps the board shown. */
  #load() {
    const read = this.#referee.read(
      this.#source,
      this.getAttribute("shape"),
      this.getAttribute("givens"),
      this.#board.size > 0,
      () => this.#load(),
    );
    if (!read) return; // (read again once the formats validator is here)
    if (read.board) {
      const resized = this.#board.take(read.board, read.givens);
      this.#view.newBoard(resized);
      if (resized) this.#navigation.reset();
      this.#editing.forget();
      this.#applyFlags();
    }
    this.#check();
  }

  /** Checks the board, redraws only the cells whose marks changed, and announces the verdict. */
  #check() {
    const view = this.#view;
    const referee = this.#referee;
    view.attachDrawing();
    const report = referee.check(this.value, this.#board.shape, () => this.#check());
    if (!report) return; // (checked again once the formats validator is here)
    const applied = referee.applied;
    if (view.drawRules(applied, applied === null ? null : referee.rulesKey)) {
      view.drawLegend(referee);
      this.#copy.update(); // (what each format can carry is the rules')
    }
    view.drawConflicts(report.conflicts, referee.rules);
    this.#status.announce(referee, this.#board.full);
    this.#askSolver(report);
    this.#updateForm();
    this.dispatchEvent(
      new CustomEvent("sudoku-validate", { detail: report, bubbles: true, composed: true }),
    );
  }

  /** With solvable or unique, a valid board with empty cells goes to the solver; older questions stop. */
  #askSolver(report) {
    const asked = ++this.#asked;
    this.#solving?.stop();
    if (!(this.solvable || this.unique) || !report.valid || this.error || this.#board.full) return;
    const board = this.#board;
    const question = { value: this.value, shape: board.shape, rules: this.#referee.applied };
    Object.assign(question, { n: board.size, unique: this.unique });
    const solved = (detail) =>
      this.dispatchEvent(
        new CustomEvent("sudoku-solve", { detail, bubbles: true, composed: true }),
      );
    this.#checker.formats().then(
      (sudoku) => {
        if (asked !== this.#asked) return;
        this.#solving ??= new Solving(this.shadowRoot, this.#view.frame, this.#status);
        this.#solving.ask(sudoku, question, solved);
      },
      () => {},
    ); // (the verdict stays "Valid so far")
  }

  /** After an edit: the board shown is the one being edited; check it, and tell the page. */
  #edited(inputType, data) {
    this.#referee.edited();
    this.#check();
    this.dispatchEvent(new InputEvent("input", { bubbles: true, composed: true, inputType, data }));
  }

  /** The form's view of the board; a refused submit focuses the first cell in conflict, or the Tab stop. */
  #updateForm() {
    const view = this.#view;
    this.#form.update({
      value: this.value,
      invalid: !this.valid,
      message: this.#status.text,
      missing: this.required && this.#board.empty,
      anchor: view.firstConflict ?? view.cellNodes[this.#navigation.tabStop],
    });
  }

  /** Readonly, label, keypad and copy: cheap, no re-check. */
  #applyFlags() {
    const n = this.#board.size;
    const label = this.getAttribute("label") || (n ? `Sudoku board, ${n} by ${n}` : "Sudoku board");
    const grid = this.#view.grid;
    grid.setAttribute("aria-label", label);
    grid.setAttribute("aria-readonly", String(this.#locked));
    grid.toggleAttribute("aria-disabled", this.#form.disabled);
    this.#keypad.show(this.keypad && !this.#locked && n > 0, n, label);
    this.#copy.show(this.copy && n > 0);
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
