// The English catalog, from the sources: every SUDOKU_MESSAGE("name", "English pattern") in
// core/src (core/src/messages.hpp) with its placeholders, as data for translators. A translation
// is the same names with other patterns; tests/node/messages.test.mjs checks every catalog
// against this one (catalogProblems), and pseudoLocale() makes en-XA from it.
//
//   node scripts/messages.mjs          writes dist/locales/en.json
//   node scripts/messages.mjs --print  prints the catalog
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { messageId } from "../web/api/catalog.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const englishFile = join(root, "dist/locales/en.json");

// (the same hash the core computes: web/api/catalog.js)
export { messageId };

// A C++ string literal's text from `at` (its opening quote): [text, the place after it].
function literal(source, at, where) {
  let text = "";
  for (let i = at + 1; i < source.length; ++i) {
    const c = source[i];
    if (c === '"') return [text, i + 1];
    if (c === "\n") break;
    if (c !== "\\") {
      text += c;
      continue;
    }
    const e = source[++i];
    if (e === "u" || e === "U") {
      const length = e === "u" ? 4 : 8;
      text += String.fromCodePoint(parseInt(source.slice(i + 1, i + 1 + length), 16));
      i += length;
    } else if (e === "n") text += "\n";
    else if (e === "t") text += "\t";
    else if (`"'\\?`.includes(e)) text += e;
    else
      throw new Error(
        `${where}: the escape \\${e} in a message is not read by scripts/messages.mjs`,
      );
  }
  throw new Error(`${where}: a message's string literal does not end on its line`);
}

const space = /\s/;
const skip = (source, at) => {
  while (at < source.length && space.test(source[at])) ++at;
  return at;
};

/** Every SUDOKU_MESSAGE of one source text: [{ name, pattern, line }]. */
export function messagesIn(source, file = "source") {
  const found = [];
  const macro = /\bSUDOKU_MESSAGE\(/g;
  for (let match; (match = macro.exec(source));) {
    const line = source.slice(0, match.index).split("\n").length;
    const where = `${file}:${line}`;
    const before = source.slice(source.lastIndexOf("\n", match.index) + 1, match.index);
    if (/#\s*define\s*$/.test(before) || before.includes("//")) continue; // its definition, a comment
    let at = skip(source, match.index + match[0].length);
    if (source[at] !== '"') throw new Error(`${where}: a message's name must be a string literal`);
    const [name, afterName] = literal(source, at, where);
    at = skip(source, afterName);
    if (source[at] !== ",") throw new Error(`${where}: SUDOKU_MESSAGE(name, pattern) expected`);
    at = skip(source, at + 1);
    let pattern = "";
    if (source[at] !== '"')
      throw new Error(`${where}: a message's pattern must be string literals`);
    while (source[at] === '"') {
      const [piece, after] = literal(source, at, where);
      pattern += piece;
      at = skip(source, after);
    }
    if (source[at] !== ")")
      throw new Error(`${where}: a message's pattern must be string literals`);
    found.push({ name, pattern, line: where });
  }
  return found;
}

/**
 * A pattern's placeholders as the core's formatter reads it (core/src/messages.cpp): the names in
 * the order they first appear, and those a plural counts; throws when it is not well formed.
 */
export function placeholdersOf(pattern) {
  const names = [];
  const plurals = [];
  const nameAt = (at) => /^[A-Za-z0-9_]+/.exec(pattern.slice(at))?.[0] ?? "";
  const spaces = (at) => {
    while (pattern[at] === " ") ++at;
    return at;
  };
  const fail = (at, what) => {
    throw new Error(`${what} at ${at} in ${JSON.stringify(pattern)}`);
  };
  // The message from `at` to its end or to the '}' closing a branch; the place after it.
  const message = (at, inBranch) => {
    while (at < pattern.length) {
      const c = pattern[at];
      if (c === "}") {
        if (!inBranch) fail(at, "an unmatched }");
        return at + 1;
      }
      at = c === "{" ? argument(at + 1) : at + 1;
    }
    if (inBranch) fail(at, "a plural branch not closed");
    return at;
  };
  const argument = (at) => {
    at = spaces(at);
    const name = nameAt(at);
    if (!name) fail(at, "a placeholder without a name");
    if (!names.includes(name)) names.push(name);
    at = spaces(at + name.length);
    if (pattern[at] === "}") return at + 1;
    if (pattern[at] !== ",") fail(at, "} or , expected");
    at = spaces(at + 1);
    if (nameAt(at) !== "plural") fail(at, "only plural is read");
    at = spaces(at + "plural".length);
    if (pattern[at] !== ",") fail(at, ", expected");
    if (!plurals.includes(name)) plurals.push(name);
    const selectors = [];
    for (at = spaces(at + 1); at < pattern.length && pattern[at] !== "}"; at = spaces(at)) {
      const exact = pattern[at] === "=";
      const selector = nameAt(at + (exact ? 1 : 0));
      if (!selector || (exact && !/^[0-9]+$/.test(selector)))
        fail(at, "a plural selector expected");
      selectors.push(exact ? `=${selector}` : selector);
      at = spaces(at + selector.length + (exact ? 1 : 0));
      if (pattern[at] !== "{") fail(at, "{ expected after a selector");
      at = message(at + 1, true);
    }
    if (pattern[at] !== "}") fail(at, "a plural not closed");
    if (!selectors.includes("other")) fail(at, "a plural without other");
    return at + 1;
  };
  message(0, false);
  return { placeholders: names, plurals };
}

/**
 * The pattern with `change` applied to its text (not to placeholders, selectors or `#`): how a
 * pseudo-locale is made from the English. The pattern must be well formed (placeholdersOf).
 */
export function mapText(pattern, change) {
  let out = "";
  let at = 0;
  const copyUntil = (end) => {
    out += pattern.slice(at, end);
    at = end;
  };
  // The message from `at` to its end or to the '}' closing a branch (copied with it).
  const message = (inBranch) => {
    let run = at;
    const flush = () => {
      out += change(pattern.slice(run, at));
    };
    while (at < pattern.length) {
      const c = pattern[at];
      if (c === "}" && inBranch) {
        flush();
        out += "}";
        ++at;
        return;
      }
      if (c === "#" && inBranch) {
        flush();
        out += "#";
        run = ++at;
        continue;
      }
      if (c !== "{") {
        ++at;
        continue;
      }
      flush();
      argument();
      run = at;
    }
    flush();
  };
  const argument = () => {
    // "{name}" or "{name, plural," then selectors, each with its branch.
    const head = /^\{\s*[A-Za-z0-9_]+\s*(\}|,\s*plural\s*,)/.exec(pattern.slice(at));
    copyUntil(at + head[0].length);
    if (head[1] === "}") return;
    for (;;) {
      const selector = /^\s*(\}|=?[A-Za-z0-9_]+\s*\{)/.exec(pattern.slice(at));
      copyUntil(at + selector[0].length);
      if (selector[1] === "}") return;
      message(true);
    }
  };
  message(false);
  return out;
}

const accents = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((c, k) => [
    c,
    [..."ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ"][k],
  ]),
);

/** en-XA: the English with every letter accented, as a catalog { name: pattern }. */
export function pseudoLocale(english) {
  return Object.fromEntries(
    Object.entries(english).map(([name, { pattern }]) => [
      name,
      mapText(pattern, (text) => text.replace(/[A-Za-z]/g, (c) => accents[c])),
    ]),
  );
}

/**
 * What a catalog ({ name: pattern }) lacks or gets wrong against the English one: a name it
 * lacks or the source does not have, a pattern not well formed, other placeholders or plurals.
 */
export function catalogProblems(english, catalog) {
  const problems = [];
  for (const name of Object.keys(english))
    if (!Object.hasOwn(catalog, name)) problems.push(`${name}: missing`);
  for (const [name, pattern] of Object.entries(catalog)) {
    if (!Object.hasOwn(english, name)) {
      problems.push(`${name}: no such message in the source`);
      continue;
    }
    let shape;
    try {
      shape = placeholdersOf(pattern);
    } catch (error) {
      problems.push(`${name}: ${error.message}`);
      continue;
    }
    const same = (a, b) => [...a].sort().join() === [...b].sort().join();
    if (!same(shape.placeholders, english[name].placeholders))
      problems.push(
        `${name}: placeholders ${shape.placeholders.join(", ")}, not ${english[name].placeholders.join(", ")}`,
      );
    else if (!same(shape.plurals, english[name].plurals))
      problems.push(
        `${name}: plurals ${shape.plurals.join(", ")}, not ${english[name].plurals.join(", ")}`,
      );
  }
  return problems;
}

function sources(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(cpp|hpp)$/.test(entry.name) ? [path] : [];
  });
}

/** The English catalog: { name: { id, pattern, placeholders, plurals } }, by name. */
export function englishCatalog() {
  const catalog = {};
  const ids = new Map();
  for (const path of sources(join(root, "core/src")).sort()) {
    const file = relative(root, path);
    for (const { name, pattern, line } of messagesIn(readFileSync(path, "utf8"), file)) {
      let shape;
      try {
        shape = placeholdersOf(pattern);
      } catch (error) {
        throw new Error(`${line}: the message ${name}: ${error.message}`);
      }
      const previous = catalog[name];
      if (previous && previous.pattern !== pattern)
        throw new Error(`${line}: the message ${name} is declared again with another pattern`);
      const id = messageId(name);
      if (ids.has(id) && ids.get(id) !== name)
        throw new Error(`${line}: the messages ${name} and ${ids.get(id)} share the id ${id}`);
      ids.set(id, name);
      catalog[name] = { id, pattern, ...shape };
    }
  }
  return Object.fromEntries(Object.entries(catalog).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Writes dist/locales/en.json; returns the catalog. */
export function writeEnglish() {
  const catalog = englishCatalog();
  mkdirSync(dirname(englishFile), { recursive: true });
  writeFileSync(englishFile, `${JSON.stringify(catalog, null, 2)}\n`);
  return catalog;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--print")) console.log(JSON.stringify(englishCatalog(), null, 2));
  else
    console.log(`${relative(root, englishFile)}: ${Object.keys(writeEnglish()).length} messages`);
}
