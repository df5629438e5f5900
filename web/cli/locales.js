// The languages the command speaks (its catalogs, bundled into dist/cli.cjs) and the one the
// reader asks for: --lang TAG, else the first of LC_ALL, LC_MESSAGES and LANG that is set and not
// empty (POSIX's order). A locale such as fr_FR.UTF-8 is the tag fr-FR, spoken in fr when there is
// no catalog for fr-FR itself; C and POSIX are English. docs/cli.md says so.
import { es as esPlural, fr as frPlural, zh as zhPlural } from "make-plural/cardinals";
import es from "../../locales/es.json" with { type: "json" };
import fr from "../../locales/fr.json" with { type: "json" };
import zhHans from "../../locales/zh-Hans.json" with { type: "json" };
import { coreCatalog, lookupTag } from "../api/catalog.js";

// English is the core's own (no catalog; its rule: one for 1, other otherwise); each other
// language is its messages and CLDR's plural rule.
const LANGUAGES = {
  en: null,
  es: [es, esPlural],
  fr: [fr, frPlural],
  "zh-Hans": [zhHans, zhPlural],
};
// The tags a catalog also speaks for (its "aliases": zh, so zh_CN, for zh-Hans), lower-cased.
const SPEAKS_FOR = Object.fromEntries(
  Object.entries(LANGUAGES).flatMap(([tag, language]) =>
    [tag, ...(language?.[0].aliases ?? [])].map((name) => [name.toLowerCase(), tag]),
  ),
);

/** The tag a locale name or language tag stands for: "fr_FR.UTF-8@euro" -> "fr-FR"; "C" -> "en". */
export function localeTag(name) {
  const tag = name.replace(/[.@].*$/s, "").replace(/_/g, "-");
  return tag === "C" || tag === "POSIX" ? "en" : tag;
}

/**
 * The language to speak: { tag, catalog, asked, from }. `tag` is the catalog's ("en", "fr",
 * "zh-Hans"), `catalog` the core's form of it (web/api/catalog.js; null for English), `asked` the tag the
 * reader asked for and `from` where ("--lang", "LANG"...); `unknown` when no catalog matched.
 */
export function chooseLanguage(lang, env) {
  let asked;
  let from;
  if (lang !== undefined) {
    [asked, from] = [lang, "--lang"];
  } else {
    from = ["LC_ALL", "LC_MESSAGES", "LANG"].find((name) => env[name]);
    asked = from ? env[from] : "C";
  }
  const match = SPEAKS_FOR[lookupTag(localeTag(asked), Object.keys(SPEAKS_FOR))];
  if (match === undefined) return { tag: "en", catalog: null, asked, from, unknown: true };
  const language = LANGUAGES[match];
  return {
    tag: match,
    catalog: language && coreCatalog(language[0].messages, language[1]),
    asked,
    from,
    unknown: false,
  };
}

/** The tags of the languages the command speaks. */
export const LANGUAGE_TAGS = Object.keys(LANGUAGES);
