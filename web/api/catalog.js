// A language's words as the core reads them (sudoku::Catalog, core/include/sudoku/messages.hpp):
// a translation ({ name: pattern }, as in locales/<tag>.json) keyed by the messages' ids, and its
// plural rule (CLDR's, from make-plural) as the index of a sudoku::PluralCategory.

/** The 32-bit FNV-1a hash of a name's UTF-8 bytes: sudoku::message_id (sudoku/messages.hpp). */
export function messageId(name) {
  let hash = 2166136261;
  for (const byte of new TextEncoder().encode(name)) hash = Math.imul(hash ^ byte, 16777619) >>> 0;
  return hash;
}

// sudoku::PluralCategory's order.
const CATEGORIES = ["zero", "one", "two", "few", "many", "other"];

/**
 * The core's form of a translation: { ids, texts, plural } (ids[k]'s pattern is texts[k];
 * plural(count) is the index of count's category under `rule`, a make-plural function).
 */
export function coreCatalog(messages, rule) {
  const names = Object.keys(messages);
  return {
    ids: names.map(messageId),
    texts: names.map((name) => messages[name]),
    plural: (count) => CATEGORIES.indexOf(rule(count)),
  };
}

/**
 * The tag among `known` (lower-case tags) that speaks for `tag`, as :lang() matches: the tag
 * itself, else with its last subtags dropped one by one ("zh-Hans-CN" -> "zh-hans", then "zh");
 * undefined when none does.
 */
export function lookupTag(tag, known) {
  for (let t = tag.toLowerCase(); t; t = t.slice(0, Math.max(0, t.lastIndexOf("-"))))
    if (known.includes(t)) return t;
}
