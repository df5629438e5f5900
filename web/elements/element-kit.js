// What <sudoku-board> and <sudoku-explainer> share: the base class, shared stylesheets (one theme
// sheet for both), element creation, the boxes' thick lines, word lists, the take-over of
// properties set before definition, and registration under a chosen tag name.

// Node (SSR, `require()` in tests) has no DOM: the element modules must still load.
export const ElementBase = globalThis.HTMLElement ?? class {};

// One symbol per digit, as in the text format (1–9, then A–Z); 35 is the largest one-line side.
export const SYMBOLS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

// One constructed stylesheet per text, shared by every shadow root that adopts it: the theme is
// one sheet for both elements (and for every board and explainer on the page).
const sheets = new Map();

/** Gives a shadow root the stylesheets `texts`, in order, after those it has adopted already. */
export function adoptStyles(root, ...texts) {
  if (root.adoptedStyleSheets === undefined || !globalThis.CSSStyleSheet) {
    for (const text of texts) root.append(element("style", {}, text));
    return;
  }
  const adopted = texts.map((text) => {
    let sheet = sheets.get(text);
    if (!sheet) sheets.set(text, (sheet = new CSSStyleSheet()));
    if (sheet.cssRules.length === 0) sheet.replaceSync(text);
    return sheet;
  });
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...adopted];
}

/**
 * Properties set on an element before it was defined are own properties that hide the class's
 * accessors: takes each of `names` over as if it were set now.
 */
export function takeOverProperties(node, names) {
  for (const name of names)
    if (Object.hasOwn(node, name)) {
      const value = node[name];
      delete node[name];
      node[name] = value;
    }
}

/** The box of each cell of a board of side n whose boxes are boxRows × boxCols (a function). */
export const boxOf = (n, boxRows, boxCols) => (index) =>
  Math.floor(index / n / boxRows) * n + Math.floor((index % n) / boxCols);

/**
 * Whether a thick line runs right of and under cell `index`: between two units of `unitOf` (its
 * box, or its jigsaw region), never along the board's own edge.
 */
export function thickEdges(index, n, unitOf) {
  const unit = unitOf(index);
  return {
    right: (index + 1) % n > 0 && unit !== unitOf(index + 1),
    bottom: index < n * (n - 1) && unit !== unitOf(index + n),
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
