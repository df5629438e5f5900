// The options of the calls that return words (describe, check's description, the core's errors):
// options.maxConflicts as the binding takes it, and options.locale, the catalog the call says its
// words in (docs/js-api.md#languages-optionslocale). The catalogs (valid-sudoku/locales/fr,
// dist/locales/fr.js: scripts/bundle.mjs writes them) register themselves by tag under LOCALES.
const LOCALES = Symbol.for("valid-sudoku.locales");

// The refusal of a module without speak() (the board's classic script's, sudoku-board).
const NO_SPEAK = {
  kind: "unsupported",
  needsFormats: true,
  message:
    "options.locale needs the formats validator in this script: loadValidator({ formats: true })",
};

/** The two for a validator's module; `describe` shows a value in a message (api.js's). */
export function createWords(wasm, describe) {
  // Any number (0 and less, or none: every conflict).
  function maxConflicts(options) {
    const value = options?.maxConflicts;
    if (typeof value === "bigint" || typeof value === "symbol") {
      throw new TypeError(`options.maxConflicts must be a whole number, got ${describe(value)}`);
    }
    return (typeof value === "object" || typeof value === "function" ? 0 : +value) || 0;
  }

  // The catalog `locale` names: a tag whose catalog is loaded ("fr-CA" finds "fr"), or the catalog
  // itself; undefined for English ("en", "en-GB", none).
  function catalogOf(locale) {
    if (locale == null) return undefined;
    if (typeof locale === "string") {
      const loaded = globalThis[LOCALES] ?? {};
      const tag = locale.toLowerCase();
      const found = loaded[tag] ?? loaded[tag.split("-")[0]];
      if (found || /^en(-|$)/.test(tag)) return found;
      throw new RangeError(
        `options.locale: no catalog for ${describe(locale)} is loaded; loaded: ${Object.keys(loaded).join(", ") || "none"}`,
      );
    }
    if (typeof locale.text === "string" && typeof locale.plural === "function") return locale;
    throw new TypeError(
      `options.locale must be a language tag such as "fr" or a catalog, got ${describe(locale)}`,
    );
  }

  // run()'s answer said in options.locale's language: the binding's speak() sets the core's
  // catalog around it. { error } where the module has no speak() and a locale other than English
  // is asked for (a tag, loaded or not, or a catalog: the formats validator speaks them).
  function speaking(options, run) {
    const locale = options?.locale;
    if (!wasm.speak && locale != null && !/^en(-|$)/i.test(locale)) return { error: NO_SPEAK };
    const catalog = catalogOf(locale);
    if (!catalog) return run();
    wasm.speak(catalog.text, catalog.plural);
    try {
      return run();
    } finally {
      wasm.speak("", null);
    }
  }

  return { maxConflicts, speaking };
}
