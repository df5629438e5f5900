// The classic scripts' way to a catalog (board-language.js): dist/locales/<tag>.js, loaded with a
// script element from beside this script, as classic-formats-loader.js loads the formats file
// (from file:// and under a strict Content-Security-Policy; the nonce is passed on). Which tags
// have a file (and the tags each also speaks for: its "aliases") is LOCALE_FILES, which
// scripts/bundle.mjs defines from locales/<tag>.json.
import { lookupTag } from "../api/catalog.js";

// (read while this classic script runs: document.currentScript is null afterwards)
const script = typeof document === "object" ? document.currentScript : null;
// eslint-disable-next-line no-undef
const FILES = LOCALE_FILES;
const loading = {};

/** The file `lang`'s catalog is in, loading (once) into the page; undefined when none is. */
export function localeFile(lang) {
  const file = FILES[lookupTag(lang, Object.keys(FILES))];
  if (!file || !script) return undefined;
  return (loading[file] ??= new Promise((resolve, reject) => {
    const element = document.createElement("script");
    element.src = new URL(`locales/${file}.js`, script.src).href;
    element.nonce = script.nonce;
    element.onload = resolve;
    element.onerror = () => {
      delete loading[file]; // (a later ask tries again)
      reject(new Error(`the catalog could not be loaded from ${element.src}`));
    };
    document.head.append(element);
  }));
}
