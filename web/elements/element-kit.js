// What <sudoku-board> and <sudoku-explainer> share: the base class, one parsed stylesheet per
// element kind, element creation, word lists and registration under a chosen tag name.

// Node (SSR, `require()` in tests) has no DOM: the element modules must still load.
export const ElementBase = globalThis.HTMLElement ?? class {};

// One symbol per digit, as in the text format (1–9, then A–Z); 35 is the largest one-line side.
export const SYMBOLS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** A function that gives a shadow root `styles`, parsed once and adopted by every instance. */
export function styleAdopter(styles) {
  let sheet = null;
  return (root) => {
    if (root.adoptedStyleSheets !== undefined && globalThis.CSSStyleSheet) {
      sheet ??= new CSSStyleSheet();
      if (sheet.cssRules.length === 0) sheet.replaceSync(styles);
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]; // (after those adopted before)
    } else {
      const style = document.createElement("style");
      style.textContent = styles;
      root.append(style);
    }
  };
}

export function element(tag, attributes = {}, text) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Sets attribute `name` to `value` as text, or removes it for null or undefined (a property's setter). */
export function reflectAttribute(node, name, value) {
  if (value === null || value === undefined) node.removeAttribute(name);
  else node.setAttribute(name, String(value));
}

/** "a", "a and b", "a, b and c". */
export function joinWords(words) {
  if (words.length < 2) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/**
 * Registers `elementClass` under `tagName` unless that name is taken, and returns the registered
 * class (a subclass when the class already has another name).
 */
export function defineElement(elementClass, defaultTag, tagName, registry) {
  if (!registry) return elementClass;
  const existing = registry.get(tagName);
  if (existing) return existing;
  const alreadyUsed = registry.getName
    ? registry.getName(elementClass) !== null
    : tagName !== defaultTag;
  const constructor = alreadyUsed ? class extends elementClass {} : elementClass;
  registry.define(tagName, constructor);
  return constructor;
}
