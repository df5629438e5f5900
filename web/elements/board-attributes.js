// The attributes <sudoku-board> reflects as properties (as <input> does its own): strings that read
// "" when absent, and flags that are there or not. Setting one sets the attribute, and the
// element's attributeChangedCallback does the rest. SudokuBoard (board.js) extends this class;
// scripts/manifest.mjs lists these members as the board's own.
import { ElementBase, reflectAttribute } from "./element-kit.js";

export class BoardAttributes extends ElementBase {
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

  /** Says whether a valid board can still be completed, and why not (board-solving.js). */
  get solvable() {
    return this.hasAttribute("solvable");
  }
  set solvable(flag) {
    this.toggleAttribute("solvable", Boolean(flag));
  }

  /** Says whether the puzzle has exactly one solution, none, or more (for setters). */
  get unique() {
    return this.hasAttribute("unique");
  }
  set unique(flag) {
    this.toggleAttribute("unique", Boolean(flag));
  }

  // As on <input>: the name the board is submitted under, and `required`.
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
}
