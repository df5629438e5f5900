// The language an element speaks (docs/element.md#languages): its own or its nearest ancestor's
// `lang`, as :lang() matches ("zh-Hans-CN" is spoken in zh-Hans, "fr-CA" in fr), when a catalog
// for it is loaded (valid-sudoku/locales/<tag> registers one) or, in the classic scripts, can be
// loaded from beside the script (dist/locales/<tag>.js: web/entries/classic-locale-file.js);
// else English, with one console note for that language. A change of any `lang` on the page
// makes every element that asked ask again. The board's classic script takes this module with
// the formats file, whose validator speaks catalogs (scripts/bundle.mjs).
import { lookupTag } from "../api/catalog.js";
import { localeFile } from "./locale-file.js";

const LOCALES = Symbol.for("valid-sudoku.locales");
const noted = new Set();
const askers = new Map(); // each element that asked -> its latest `changed`
let watching;

/** The tag `node` is in (its own or nearest ancestor's lang), "" when none says. */
export function langOf(node) {
  return node.closest("[lang]")?.lang ?? "";
}

/**
 * The catalog `node` speaks: null for English (or a language with no catalog), undefined while
 * its file loads (`changed` runs once it has; the latest `changed` given whenever a `lang` on the
 * page changes).
 */
export function catalogOf(node, changed) {
  if (changed) askers.set(node, changed);
  if (!watching) {
    watching = new MutationObserver(() => {
      for (const [asker, changed] of askers) if (asker.isConnected) changed();
    });
    const root = document.documentElement;
    watching.observe(root, { attributes: true, attributeFilter: ["lang"], subtree: true });
  }
  const lang = langOf(node);
  if (!lang || /^en(-|$)/i.test(lang)) return null;
  const loaded = globalThis[LOCALES] ?? {};
  const tag = lookupTag(lang, Object.keys(loaded));
  if (tag) return loaded[tag];
  // (a file that would not load is not asked for again: English, noted)
  const loading = !noted.has(lang) && localeFile?.(lang);
  if (loading) {
    loading.then(changed, () => {
      note(lang);
      changed();
    });
    return undefined;
  }
  note(lang);
  return null;
}

function note(lang) {
  if (noted.has(lang)) return;
  noted.add(lang);
  const loaded = Object.keys(globalThis[LOCALES] ?? {});
  console.info(
    `valid-sudoku: no catalog for the language "${lang}" is loaded; English is used (loaded: ${loaded.join(", ") || "none"}; docs/element.md#languages)`,
  );
}
