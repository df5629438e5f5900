// What the Markdown plugins share: a ```sudoku fence's options read into an element and its
// attributes, and that element written as HTML. No DOM and no wasm: it runs in static builds.
import { LANGUAGES, VARIANTS } from "../elements/explainer-code.js";

/** The fence's language word: ```sudoku. */
export const FENCE_LANGUAGE = "sudoku";

export const TAG_NAMES = { board: "sudoku-board", explainer: "sudoku-explainer" };

// Each option: the modes it applies to, and either `flag` (written alone) or the values it takes
// (a list, or a test with the words that say what it wants). The board's own text is never read
// here: the element reads it, so it reads it by the core's rules.
const OPTIONS = {
  mode: { modes: ["board", "explainer"], values: ["board", "explainer"] },
  // The written form only (box rows x box columns, as the API's shape option takes it); whether
  // the element supports that shape is the element's to say.
  shape: {
    modes: ["board", "explainer"],
    test: (value) => /^-?[0-9]+[xX×]-?[0-9]+$/.test(value),
    wants: "box rows x box columns, such as 3x3 or 2x3",
  },
  label: { modes: ["board", "explainer"], test: () => true },
  givens: { modes: ["board"], flag: true },
  keypad: { modes: ["board"], flag: true },
  readonly: { modes: ["board"], flag: true },
  stop: { modes: ["explainer"], values: ["first", "all"] },
  language: { modes: ["explainer"], values: LANGUAGES },
  variant: { modes: ["explainer"], values: VARIANTS },
};

/** A fence whose options cannot be read; the plugins add where the fence is. */
export class FenceOptionError extends Error {
  name = "FenceOptionError";
}

const quote = (text) => JSON.stringify(text);
const list = (words) => words.map(quote).join(", ");

/**
 * Reads the words after `sudoku` on the fence line: `name` or `name=value`, the value bare or in
 * double or single quotes. Returns [name, value | true][] in their order.
 */
function readWords(text) {
  const words = [];
  const word = /([^\s=]+)(?:=("[^"]*"|'[^']*'|[^\s"']+))?(?=\s|$)/y;
  let at = 0;
  for (;;) {
    while (at < text.length && /\s/.test(text[at])) at++;
    if (at === text.length) return words;
    word.lastIndex = at;
    const match = word.exec(text);
    if (!match) {
      const rest = text.slice(at);
      const opened = /^[^\s=]+=(["'])/.exec(rest);
      if (opened && !rest.includes(opened[1], opened[0].length))
        throw new FenceOptionError(`${quote(rest)} opens a quote that is never closed`);
      throw new FenceOptionError(
        `cannot read ${quote(rest.split(/\s/)[0])}: write each option as name or name=value, a value with spaces in quotes`,
      );
    }
    const [, name, value] = match;
    words.push([name, value === undefined ? true : value.replace(/^(["'])(.*)\1$/s, "$2")]);
    at = word.lastIndex;
  }
}

/**
 * The element a fence becomes: `{ tag, attributes }` (attribute name to text, or true for an
 * attribute without a value), from the fence's option text and the board text it holds.
 * Throws FenceOptionError, whose message says which option is wrong and what it takes.
 */
export function fenceElement(optionText, boardText) {
  const options = new Map();
  for (const [name, value] of readWords(optionText)) {
    const option = OPTIONS[name];
    if (!option)
      throw new FenceOptionError(
        `unknown option ${quote(name)}; a sudoku fence takes ${list(Object.keys(OPTIONS))}`,
      );
    if (options.has(name)) throw new FenceOptionError(`the option ${quote(name)} is given twice`);
    if (option.flag && value !== true)
      throw new FenceOptionError(`the option ${quote(name)} takes no value: write it alone`);
    if (!option.flag && value === true)
      throw new FenceOptionError(`the option ${quote(name)} needs a value: ${name}=…`);
    if (option.values && !option.values.includes(value))
      throw new FenceOptionError(`${name}=${quote(value)} is not one of ${list(option.values)}`);
    if (option.test && !option.test(value))
      throw new FenceOptionError(`${name}=${quote(value)} is not ${option.wants}`);
    options.set(name, value);
  }
  const mode = options.get("mode") ?? "board";
  options.delete("mode");
  for (const name of options.keys())
    if (!OPTIONS[name].modes.includes(mode))
      throw new FenceOptionError(
        `the option ${quote(name)} is for ${OPTIONS[name].modes.map((m) => `mode=${m}`).join(" or ")}, not mode=${mode}`,
      );
  const board = boardText.replace(/\r?\n$/, "");
  // With `givens`, the fence's board is the puzzle: its filled cells are fixed.
  const attributes = options.delete("givens") ? { givens: board } : { value: board };
  for (const [name, value] of options) attributes[name] = value;
  return { tag: TAG_NAMES[mode], attributes };
}

const ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** An attribute value as text that no HTML or template parser reads as markup. */
export function escapeAttribute(text) {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]);
}

/** The element as HTML: `<sudoku-board value="…" keypad></sudoku-board>`. */
export function elementHtml({ tag, attributes }) {
  let html = `<${tag}`;
  for (const [name, value] of Object.entries(attributes))
    html += value === true ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`;
  return `${html}></${tag}>`;
}
