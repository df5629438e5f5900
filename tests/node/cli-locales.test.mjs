// The command in the reader's language: --lang, then LC_ALL, LC_MESSAGES and LANG (POSIX's
// order), fr_FR.UTF-8 read as fr, C and POSIX as English, an unknown language as English with one
// note; the core says the text lines from the catalog, with CLDR's plural rule; --json never
// changes (docs/cli.md#languages).
import { test } from "node:test";
import assert from "node:assert/strict";
import { runSync } from "./child.mjs";

const cli = new URL("../../dist/cli.cjs", import.meta.url).pathname;
const EXAMPLE_1 =
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const INVALID = "8" + EXAMPLE_1.slice(1);
const BOARDS = `${INVALID}\n?\n`;

// The command under `locale` (LC_ALL, LC_MESSAGES, LANG) and no other locale variable.
function run(args, locale = {}, input = BOARDS) {
  const env = { ...process.env };
  for (const name of ["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"]) delete env[name];
  const result = runSync(process.execPath, [cli, ...args], {
    input,
    encoding: "utf8",
    env: { ...env, ...locale },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const english = run([]);
const FRENCH = {
  stdout:
    "ligne 1 : le 8 apparaît deux fois dans la colonne 1 (r1c1, r4c1) et dans le bloc 1 (r1c1, r3c3)\n" +
    // (0 takes the singular in French: CLDR's rule, not English's)
    "2 grilles : 0 valide, 1 invalide, 1 qui n'est pas une grille\n",
  stderr: "<stdin>:2:1: error: caractère inattendu : '?'\n",
};

test("without a language the lines are English", () => {
  assert.equal(english.code, 2);
  assert.equal(
    english.stdout,
    "line 1: 8 appears twice in column 1 (r1c1, r4c1) and in box 1 (r1c1, r3c3)\n" +
      "2 boards: 0 valid, 1 invalid, 1 not boards\n",
  );
  assert.equal(english.stderr, "<stdin>:2:1: error: unexpected character '?'\n");
  for (const locale of [{ LANG: "C" }, { LANG: "POSIX" }, { LANG: "C.UTF-8" }, { LANG: "en_GB" }])
    assert.deepEqual(run([], locale), english, JSON.stringify(locale));
});

test("LANG=fr_FR.UTF-8 prints the lines in French", () => {
  const french = run([], { LANG: "fr_FR.UTF-8" });
  assert.deepEqual(french, { code: 2, ...FRENCH });
  // A region the catalogs lack speaks its language; so does a modifier.
  assert.deepEqual(run([], { LANG: "fr_CA.UTF-8" }), french);
  assert.deepEqual(run([], { LANG: "fr_FR@euro" }), french);
});

test("LC_ALL, then LC_MESSAGES, then LANG; an empty one is skipped; LC_ALL=C is English", () => {
  const french = run([], { LANG: "fr_FR.UTF-8" });
  const spanish = run([], { LC_MESSAGES: "es_ES.UTF-8", LANG: "fr_FR.UTF-8" });
  assert.match(spanish.stdout, /^línea 1: el 8 aparece /);
  assert.notDeepEqual(spanish, french);
  assert.deepEqual(run([], { LC_ALL: "fr_FR.UTF-8", LC_MESSAGES: "es_ES.UTF-8" }), french);
  assert.deepEqual(run([], { LC_ALL: "", LC_MESSAGES: "", LANG: "fr_FR.UTF-8" }), french);
  assert.deepEqual(run([], { LC_ALL: "C", LANG: "fr_FR.UTF-8" }), english);
});

test("--lang wins over the environment", () => {
  assert.deepEqual(run(["--lang", "fr"], { LC_ALL: "es_ES.UTF-8" }), { code: 2, ...FRENCH });
  assert.deepEqual(run(["--lang=en"], { LC_ALL: "fr_FR.UTF-8" }), english);
  assert.match(run(["--lang", "es"]).stdout, /^línea 1: /);
});

test("a language without a catalog is English, with one note on stderr", () => {
  const german = run(["--lang", "de"]);
  assert.equal(german.stdout, english.stdout);
  assert.equal(
    german.stderr,
    'valid-sudoku: note: no catalog for the language "de" (--lang): English is used; the languages are en, es, fr, zh-Hans\n' +
      english.stderr,
  );
  assert.match(
    run([], { LANG: "de_DE.UTF-8" }).stderr,
    /^valid-sudoku: note: .*"de_DE\.UTF-8" \(LANG\)/,
  );
});

test("--json is never translated, and notes no language", () => {
  const json = run(["--json"]);
  assert.equal(json.code, 2);
  assert.deepEqual(run(["--json"], { LANG: "fr_FR.UTF-8" }), json);
  assert.deepEqual(run(["--json", "--lang", "de"]), json);
});

test("the solver's answers speak the language too", () => {
  const unique = run(["--unique"], { LANG: "fr_FR.UTF-8" }, `${EXAMPLE_1}\n`);
  assert.equal(
    unique.stdout,
    "ligne 1 : valide, et elle a exactement une solution\n" +
      "1 grille : 1 valide, 0 invalide, 1 unique, 0 non unique, 0 impasse, 0 inconnue\n",
  );
});

test("LANG=zh_CN.UTF-8 prints the lines in Simplified Chinese, as zh and zh-Hans-CN do", () => {
  const chinese = run([], { LANG: "zh_CN.UTF-8" });
  assert.deepEqual(chinese, {
    code: 2,
    stdout:
      "输入第 1 行：8 在第 1 列出现两次 (r1c1, r4c1)，也在第 1 宫 (r1c1, r3c3)\n" +
      "2 个盘面：0 个有效，1 个无效，1 个不是盘面\n",
    stderr: "<stdin>:2:1: error: 意外的字符 '?'\n",
  });
  for (const lang of ["zh", "zh-Hans", "zh-Hans-CN", "ZH-hans"])
    assert.deepEqual(run(["--lang", lang]), chinese, lang);
});

test("a dead end's reason speaks the language too, and --json keeps it English", () => {
  // r5c5 can take no digit; column 9 has no place left for 7 (every empty cell can take one).
  const NO_DIGIT = "....3........5........9.............1246.78.." + ".".repeat(36);
  const NO_PLACE = [
    "7........",
    "........1",
    "........2",
    "......7..",
    ".........",
    ".........",
    ".......7.",
  ].join("");
  const boards = `${NO_DIGIT}\n${NO_PLACE.padEnd(81, ".")}\n`;
  const lines = (result) => result.stdout.split("\n").slice(0, 2);
  assert.deepEqual(lines(run(["--solvable"], {}, boards)), [
    "line 1: valid, but it can no longer be completed: r5c5 can take no digit: row 5 has 1 2 4 6 7 8, column 5 has 3 5 9",
    "line 2: valid, but it can no longer be completed: no cell of column 9 can take 7",
  ]);
  assert.deepEqual(lines(run(["--solvable"], { LANG: "fr_FR.UTF-8" }, boards)), [
    "ligne 1 : valide, mais elle ne peut plus être complétée : r5c5 ne peut prendre aucun chiffre : la ligne 5 contient 1 2 4 6 7 8, la colonne 5 contient 3 5 9",
    "ligne 2 : valide, mais elle ne peut plus être complétée : la colonne 9 n'a plus de place pour le 7",
  ]);
  assert.deepEqual(lines(run(["--solvable", "--lang", "es"], {}, boards)), [
    "línea 1: válido, pero ya no se puede completar: r5c5 no admite ningún dígito: la fila 5 tiene 1 2 4 6 7 8, la columna 5 tiene 3 5 9",
    "línea 2: válido, pero ya no se puede completar: la columna 9 ya no tiene sitio para el 7",
  ]);
  assert.equal(
    lines(run(["--solvable", "--lang", "zh-Hans"], {}, boards))[0],
    "输入第 1 行：有效，但已无法再填完：r5c5 填不了任何数字：第 5 行已有 1 2 4 6 7 8，第 5 列已有 3 5 9",
  );
  const json = run(["--solvable", "--json"], {}, boards);
  assert.deepEqual(run(["--solvable", "--json"], { LANG: "fr_FR.UTF-8" }, boards), json);
  assert.match(json.stdout, /"reason":"no cell of column 9 can take 7"/);
});
