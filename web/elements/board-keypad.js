// <sudoku-board>'s on-screen keypad: a toolbar of the digits, Clear, Undo and Redo, one Tab stop
// whose keys the arrow keys move between (a roving tabindex). A press is handed to the board.
import { element } from "./element-kit.js";
import { symbolOf } from "./board-cells.js";

export class Keypad {
  node;
  #size = 0;

  /** `onPress(key)` gets `{ digit }` or `{ action: "clear" | "undo" | "redo" }`. */
  constructor(onPress) {
    this.node = element("div", { role: "toolbar", part: "keypad", class: "keypad", hidden: "" });
    // Keeps focus (and the active cell) in the grid when a key is pressed with a pointer.
    this.node.addEventListener("pointerdown", (event) => {
      if (event.target.closest("button")) event.preventDefault();
    });
    this.node.addEventListener("click", (event) => {
      const key = event.target.closest("button");
      if (!key) return;
      const { digit, action } = key.dataset;
      onPress(digit ? { digit: Number(digit) } : { action });
    });
    this.node.addEventListener("keydown", (event) => this.#onKey(event));
    this.node.addEventListener("focusin", (event) => this.#stop(event.target));
  }

  /** Shows or hides the keypad for a board of side `size`; the keys are made when first shown. */
  show(visible, size, label) {
    this.node.setAttribute("aria-label", `Keypad for ${label}`);
    this.node.hidden = !visible;
    if (size !== this.#size) this.node.replaceChildren();
    this.#size = size;
    if (visible && this.node.childElementCount === 0) this.#build();
  }

  #build() {
    const keys = [];
    for (let digit = 1; digit <= this.#size; digit++)
      keys.push(
        element(
          "button",
          { type: "button", part: "key", "data-digit": String(digit) },
          symbolOf(digit),
        ),
      );
    for (const [action, text, name] of [
      ["clear", "⌫", "Clear cell"],
      ["undo", "↶", "Undo"],
      ["redo", "↷", "Redo"],
    ])
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
    this.node.replaceChildren(...keys);
    this.#stop(keys[0]);
  }

  /** Makes `key` the keypad's one Tab stop. */
  #stop(key) {
    for (const other of this.node.children) other.tabIndex = other === key ? 0 : -1;
  }

  #onKey(event) {
    const keys = [...this.node.children];
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
    this.#stop(key);
    key.focus();
  }
}
