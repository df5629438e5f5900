// What a key pressed on a cell of <sudoku-board> asks for, as a plain value (no DOM): a move, an
// undo or redo, a digit, a clear, a notice, nothing (but keeping the browser's default), or null
// (not the board's key: the browser does what it does).
import { SYMBOLS } from "./element-kit.js";

/**
 * The action of `event` (a keydown) on cell `index` of a board of side `n`:
 * `{ move: cell }`, `{ history: "undo" | "redo" }`, `{ put: digit }` (0 clears),
 * `{ notice: words }`, `{}` (the key is the board's, and does nothing), or null.
 */
export function keyAction(event, index, n) {
  const { key } = event;
  const control = event.ctrlKey || event.metaKey;
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
  if (Object.hasOwn(moves, key)) return { move: moves[key] };
  if (control && !event.altKey) {
    const letter = key.toLowerCase();
    if (letter === "z" && !event.shiftKey) return { history: "undo" };
    if (letter === "y" || letter === "z") return { history: "redo" };
    return null; // copy, paste and the browser's own shortcuts
  }
  if (event.altKey || control) return null;
  if (key === " ") return {}; // Space does nothing: it must not scroll the page away
  if (["Backspace", "Delete", ".", "0"].includes(key)) return { put: 0 };
  if (key.length !== 1) return null;
  const digit = SYMBOLS.indexOf(key.toUpperCase()) + 1;
  if (digit === 0) return null;
  if (digit <= n) return { put: digit };
  if (digit <= 9 || n > 9)
    return {
      notice: `${key.toUpperCase()} is not a digit of a ${n} by ${n} board; use 1 to ${SYMBOLS[n - 1]}.`,
    };
  return {};
}
