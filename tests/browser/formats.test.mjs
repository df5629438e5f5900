// The classic scripts' formats validator: loadValidator({ formats: true }) loads
// dist/valid-sudoku-formats.js from beside the script (file://, http, and a strict CSP that allows
// only the page's own scripts), only when asked, and says so clearly when the file is not there.
// In every engine.
import assert from "node:assert/strict";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, test } from "node:test";
import { ENGINES, browserAndServer, clickCell, openPage, paste, root, urlOf } from "./helpers.mjs";
import { loadPuzzleCases } from "../node/fixtures.mjs";

const PAGE = "tests/browser/pages/formats.html";
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'";
// A Solo X id (tests/fixtures/formats.puzzles, "solo x").
const SOLO_X = "3x3x:a6c1a9c4a7_6b5_2c9c6c6_1d9g8d3_5c8c4c7_3b1_6a5c4a3c8a";

// A link or id of each site a puzzle fan pastes from, and what it holds (tests/fixtures/
// formats.puzzles, which the Catch2 and node suites read too: the expected puzzle is written there,
// not read back by this library).
const SITE_LINKS = [
  "sudokupad scf", // SudokuPad (its scf form: an X puzzle)
  "sudokupad scl", // SudokuPad (lz-string, the PuzzleZipper short form, with overlays not checked)
  "fpuzzles cages and diagonals", // f-puzzles ?load=
  "solo killer", // Simon Tatham's Solo
  "sudokuexchange link", // SudokuExchange ?s=
  "sudokuwiki candidates", // sudokuwiki bd= (162 characters)
  "sudokuwiki killer", // sudokuwiki's killer string
].map((name) => {
  const found = loadPuzzleCases().find((puzzle) => puzzle.name === name);
  const puzzle = JSON.parse(found.puzzle);
  return {
    name,
    input: found.input,
    board: puzzle.board,
    rules: puzzle.rules ?? {},
    ignored: found.ignored,
  };
});

// What a page's formats validator answers, and the scripts the page has loaded before and after.
async function formatsAnswers(page, link) {
  return page.evaluate(async (link) => {
    const scripts = () => [...document.scripts].map((s) => s.src.split("/").pop());
    const before = scripts();
    const formats = await ValidSudoku.loadValidator({ formats: true });
    const plain = await ValidSudoku.loadValidator();
    const parsed = formats.parse(link);
    let refused;
    try {
      plain.check(link);
    } catch (error) {
      refused = error instanceof ValidSudoku.SudokuParseError;
    }
    // The batch check is the formats validator's in the board's classic script (docs/js-api.md).
    let batchRefused;
    try {
      plain.validateMany("1234341221434321\n");
    } catch (error) {
      batchRefused = error.needsFormats === true && error.message.includes("loadValidator");
    }
    const batch = formats.validateMany("1234341221434321\n1134341221434321\n");
    const after = scripts();
    // A catalog, dist/locales/fr.js, loaded as a page loads it: a script element beside the
    // classic script; options.locale is the formats validator's there (docs/js-api.md#languages).
    const classic = [...document.scripts].find((s) => s.src.endsWith("/valid-sudoku.js"));
    await new Promise((resolve, reject) => {
      const element = document.createElement("script");
      element.src = new URL("locales/fr.js", classic.src).href;
      element.onload = resolve;
      element.onerror = () => reject(new Error(`${element.src} did not load`));
      document.head.append(element);
    });
    let localeRefused;
    try {
      plain.describe("1134341221434321", { locale: "fr" });
    } catch (error) {
      localeRefused = error.needsFormats === true && error.message.includes("loadValidator");
    }
    return {
      before,
      after,
      french: formats.describe("1134341221434321", { locale: "fr" }),
      localeRefused,
      again: formats === (await ValidSudoku.loadValidator({ formats: true })),
      source: parsed.source,
      rules: parsed.rules,
      valid: formats.isValid(link),
      roundTrip: formats.format(parsed.cells, "solo", { rules: parsed.rules }) === link,
      refused,
      batchRefused,
      batch: [batch.total, batch.valid, batch.invalid],
    };
  }, link);
}

for (const engine of ENGINES)
  describe(`[${engine}]`, () => {
    const shared = browserAndServer(engine, { csp: CSP }); // its browser, server, strictServer

    for (const origin of ["file", "http", "http with a strict CSP"])
      test(`loadValidator({ formats: true }) loads valid-sudoku-formats.js beside the script (${origin})`, async () => {
        const base = { file: "file", http: shared.server.url }[origin] ?? shared.strictServer.url;
        const { page, problems } = await openPage(shared.browser.context, urlOf(base, PAGE), {
          boards: false,
        });
        await page.waitForFunction(() => typeof ValidSudoku === "object");
        const answers = await formatsAnswers(page, SOLO_X);
        assert.deepEqual(answers, {
          before: ["valid-sudoku.js"],
          after: ["valid-sudoku.js", "valid-sudoku-formats.js"],
          again: true,
          source: "solo",
          rules: { mainDiagonal: true, antiDiagonal: true },
          valid: true,
          roundTrip: true,
          french: "le 1 apparaît deux fois dans la ligne 1, dans la colonne 2 et dans le bloc 1",
          localeRefused: true,
          refused: true,
          batchRefused: true,
          batch: [2, 1, 1],
        });
        assert.deepEqual(problems, []);
        await page.close();
      });

    test("without valid-sudoku-formats.js beside it, the formats validator is a clear error, and a later call tries again", async () => {
      // The classic script alone in a folder of its own.
      const folder = join(root, "build/formats-missing");
      mkdirSync(folder, { recursive: true });
      copyFileSync(join(root, "dist/valid-sudoku.js"), join(folder, "valid-sudoku.js"));
      writeFileSync(
        join(folder, "page.html"),
        readFileSync(join(root, PAGE), "utf8")
          .replace("../../../dist/valid-sudoku.js", "valid-sudoku.js")
          .replace("../../../demo/", "../../demo/"),
      );
      const { page } = await openPage(
        shared.browser.context,
        urlOf(shared.server.url, "build/formats-missing/page.html"),
        { boards: false },
      );
      await page.waitForFunction(() => typeof ValidSudoku === "object");
      const messages = await page.evaluate(async () => {
        const attempt = () =>
          ValidSudoku.loadValidator({ formats: true }).then(
            () => "loaded",
            (error) => error.message,
          );
        const first = await attempt();
        const second = await attempt();
        // The plain validator is unaffected.
        const plain = (await ValidSudoku.loadValidator()).isValid("1234341221434321");
        return { first, second, plain };
      });
      const expected = `the formats validator could not be loaded from ${shared.server.url}build/formats-missing/valid-sudoku-formats.js`;
      assert.deepEqual(messages, { first: expected, second: expected, plain: true });
      await page.close();
    });

    test("<sudoku-board> switches to the formats validator the first time its value or a paste is a link", async () => {
      const { page, problems } = await openPage(shared.browser.context, urlOf("file", PAGE), {
        boards: false,
      });
      await page.waitForFunction(() => customElements.get("sudoku-board"));
      const expected = await page.evaluate(
        async (link) =>
          [...(await ValidSudoku.loadValidator({ formats: true })).parse(link).cells]
            .map((d) => d || ".")
            .join(""),
        SOLO_X,
      );
      const shown = await page.evaluate(async (link) => {
        const board = document.createElement("sudoku-board");
        board.value = "1234341221434321";
        document.body.append(board);
        await board.ready;
        const before = board.value;
        const validated = new Promise((resolve) =>
          board.addEventListener("sudoku-validate", resolve, { once: true }),
        );
        board.value = link;
        await validated;
        return { before, after: board.value, error: board.error?.message ?? null };
      }, SOLO_X);
      assert.deepEqual(shown, { before: "1234341221434321", after: expected, error: null });
      assert.deepEqual(problems, []);
      await page.close();
    });

    test("a puzzle given to <sudoku-board>'s classic script brings its rules and what nobody checks, and rules are checked by the formats validator", async () => {
      const { page, problems } = await openPage(shared.browser.context, urlOf("file", PAGE), {
        boards: false,
      });
      await page.waitForFunction(() => customElements.get("sudoku-board"));
      const seen = await page.evaluate(
        async ({ link, lockout }) => {
          const checked = (board, set) => {
            const validated = new Promise((resolve) =>
              board.addEventListener("sudoku-validate", (event) => resolve(event.detail), {
                once: true,
              }),
            );
            set();
            return validated;
          };
          const rulesOf = (report) => report.conflicts.map((conflict) => conflict.rule);
          const board = document.createElement("sudoku-board");
          document.body.append(board);
          await board.ready;
          await checked(board, () => (board.value = link));
          const fromLink = board.rules;
          // Board text carries no rules: the link's stay, and a 1 on r1c1 and r5c5 breaks the
          // main diagonal alone.
          const diagonal = await checked(
            board,
            () => (board.value = "1" + ".".repeat(39) + "1" + ".".repeat(40)),
          );
          // Rules set on a plain board of the classic script: checked by the formats validator.
          const other = document.createElement("sudoku-board");
          other.value = "..1" + ".".repeat(10) + "1" + ".".repeat(67); // r1c3 and r2c5
          document.body.append(other);
          await other.ready;
          const knight = await checked(other, () => (other.rules = { antiKnight: true }));
          // f-puzzles JSON with a lockout line (a rarer extension): named, not dropped.
          const third = document.createElement("sudoku-board");
          document.body.append(third);
          await third.ready;
          await checked(third, () => (third.value = lockout));
          return {
            fromLink,
            diagonal: rulesOf(diagonal),
            knight: rulesOf(knight),
            error: other.error?.message ?? null,
            ignored: third.ignored,
          };
        },
        {
          link: SOLO_X,
          lockout:
            '{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],' +
            '"lockout":[{"lines":[["R1C1","R1C2"]]}]}',
        },
      );
      assert.deepEqual(seen, {
        fromLink: { mainDiagonal: true, antiDiagonal: true },
        diagonal: ["diagonal"],
        knight: ["antiKnight"],
        error: null,
        ignored: ["lockout"],
      });
      assert.deepEqual(problems, []);
      await page.close();
    });

    test('"Copy as" writes every format by the core, each reads back to the board and its rules, and says what it cannot write', async () => {
      const { page, problems } = await openPage(shared.browser.context, urlOf("file", PAGE), {
        boards: false,
      });
      await page.waitForFunction(() => customElements.get("sudoku-board"));
      await page.evaluate(async (link) => {
        // The clipboard's writes, recorded (a page from file:// may not write the real one).
        window.copied = [];
        navigator.clipboard.writeText = async (text) => void window.copied.push(text);
        const board = document.createElement("sudoku-board");
        board.id = "copying";
        board.setAttribute("copy", "");
        document.body.append(board);
        await board.ready;
        await new Promise((resolve) => {
          board.addEventListener("sudoku-validate", resolve, { once: true });
          board.value = link;
        });
      }, SOLO_X);
      // By keyboard: Tab to the format, choose the last one (Solo), Tab to Copy, Enter.
      await page.evaluate(() =>
        document.querySelector("#copying").shadowRoot.querySelector("[part=copy-format]").focus(),
      );
      await page.keyboard.press("End");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await page.waitForFunction(() => window.copied.length === 1);
      const results = await page.evaluate(async () => {
        const board = document.querySelector("#copying");
        const formats = await ValidSudoku.loadValidator({ formats: true });
        const choice = board.shadowRoot.querySelector("[part=copy-format]");
        const button = board.shadowRoot.querySelector("[part=copy-button]");
        const notice = () => board.shadowRoot.querySelector("[part=notice]").textContent;
        const byKeyboard = { format: choice.value, text: window.copied[0], notice: notice() };
        const out = {};
        for (const option of choice.options) {
          choice.value = option.value;
          const event = new Promise((resolve) =>
            board.addEventListener("sudoku-copy", (e) => resolve(e.detail), { once: true }),
          );
          // A format that cannot carry the puzzle fires no event: the notice says so instead.
          const refusal = `Not copied as ${option.textContent}: `;
          let observer;
          const refused = new Promise((resolve) => {
            observer = new MutationObserver(() => {
              if (notice().startsWith(refusal)) resolve(null);
            });
            observer.observe(board.shadowRoot.querySelector("[part=notice]"), {
              childList: true,
              characterData: true,
              subtree: true,
            });
          });
          const before = window.copied.length;
          button.click();
          const detail = await Promise.race([event, refused]);
          observer.disconnect();
          if (!detail) {
            out[option.value] = { refused: notice() };
            continue;
          }
          await new Promise((resolve) => setTimeout(resolve, 0));
          const read = formats.parse(detail.text);
          out[option.value] = {
            clipboard: window.copied.length === before + 1 && window.copied.at(-1) === detail.text,
            cells: [...read.cells].join("") === [...formats.parse(board.value).cells].join(""),
            rules: JSON.stringify(read.rules) === JSON.stringify(board.rules),
            notice: notice(),
          };
        }
        return { byKeyboard, out, rules: board.rules };
      });
      assert.deepEqual(results.rules, { mainDiagonal: true, antiDiagonal: true });
      assert.deepEqual(results.byKeyboard, {
        format: "solo",
        text: SOLO_X,
        notice: "Copied as Solo game id.",
      });
      const names = {
        json: "puzzle JSON",
        sudokupad: "SudokuPad link",
        fpuzzles: "f-puzzles link",
        solo: "Solo game id",
      };
      for (const [format, name] of Object.entries(names))
        assert.deepEqual(results.out[format], {
          clipboard: true,
          cells: true,
          rules: true,
          notice: `Copied as ${name}.`,
        });
      // The board text formats and the tutorial's initialisers carry no rules: the core says so.
      for (const format of ["line", "leetcode", "cpp", "java", "python"])
        assert.match(results.out[format].refused, /^Not copied as .+: .*rules/, format);
      assert.deepEqual(problems, []);
      await page.close();
    });

    test("a paste of a link into <sudoku-board> is read by the formats validator, and undone as one edit", async () => {
      const { page, problems } = await openPage(shared.browser.context, urlOf("file", PAGE), {
        boards: false,
      });
      await page.evaluate(async () => {
        const board = document.createElement("sudoku-board");
        board.id = "pasted";
        document.body.append(board);
        await board.ready;
      });
      await clickCell(page, "#pasted", 0, 0);
      await paste(page, SOLO_X);
      await page.waitForFunction(() => document.querySelector("#pasted").value !== ".".repeat(81));
      const [value, expected] = await page.evaluate(async (link) => {
        const formats = await ValidSudoku.loadValidator({ formats: true });
        const cells = [...formats.parse(link).cells].map((d) => d || ".").join("");
        return [document.querySelector("#pasted").value, cells];
      }, SOLO_X);
      assert.equal(value, expected);
      assert.deepEqual(await page.evaluate(() => document.querySelector("#pasted").rules), {
        mainDiagonal: true,
        antiDiagonal: true,
      });
      await page.keyboard.press("Control+z");
      assert.equal(
        await page.evaluate(() => document.querySelector("#pasted").value),
        ".".repeat(81),
      );
      assert.deepEqual(problems, []);
      await page.close();
    });

    test("ready resolves once a link given as the first value is drawn with its rules", async () => {
      const { page, problems } = await openPage(shared.browser.context, urlOf("file", PAGE), {
        boards: false,
      });
      const [got, expected] = await page.evaluate(async (link) => {
        const board = document.createElement("sudoku-board");
        board.value = link;
        document.body.append(board);
        await board.ready;
        const seen = { value: board.value, rules: board.rules, verdict: board.report?.valid };
        const formats = await ValidSudoku.loadValidator({ formats: true });
        const cells = [...formats.parse(link).cells].map((d) => d || ".").join("");
        return [seen, { value: cells, rules: formats.parse(link).rules, verdict: true }];
      }, SOLO_X);
      assert.deepEqual(got, expected);
      assert.deepEqual(problems, []);
      await page.close();
    });

    test("a paste of each site's link or id loads its cells, its rules and what is not checked", async () => {
      const { page, problems } = await openPage(shared.browser.context, urlOf("file", PAGE), {
        boards: false,
      });
      for (const site of SITE_LINKS) {
        await page.evaluate(async () => {
          document.querySelector("#pasted")?.remove();
          const board = document.createElement("sudoku-board");
          board.id = "pasted";
          document.body.append(board);
          await board.ready;
        });
        await clickCell(page, "#pasted", 0, 0);
        await paste(page, site.input);
        // (A killer from sudokuwiki has no digits: its rules are what arrive.)
        await page.waitForFunction(() => {
          const board = document.querySelector("#pasted");
          return board.value !== ".".repeat(81) || board.rules !== null;
        });
        const got = await page.evaluate(() => {
          const board = document.querySelector("#pasted");
          return {
            value: board.value,
            rules: board.rules,
            ignored: board.ignored,
          };
        });
        assert.equal(got.value, site.board, site.name);
        assert.deepEqual(
          Object.fromEntries(Object.entries(got.rules ?? {}).filter(([, rule]) => rule)),
          site.rules,
          site.name,
        );
        assert.deepEqual(got.ignored ?? [], site.ignored ? site.ignored.split(",") : [], site.name);
      }
      assert.deepEqual(problems, []);
      await page.close();
    });

    test("the explainer's classic script loads the same formats script", async () => {
      const { page, problems } = await openPage(
        shared.browser.context,
        urlOf("file", "tests/browser/pages/explainer.html"),
        { boards: false },
      );
      await page.waitForFunction(() => typeof ValidSudoku?.SudokuExplainer === "function");
      const answers = await page.evaluate(async (link) => {
        const formats = await ValidSudoku.loadValidator({ formats: true });
        return [
          formats.parse(link).source,
          [...document.scripts].some((s) => s.src.endsWith("/dist/valid-sudoku-formats.js")),
        ];
      }, SOLO_X);
      assert.deepEqual(answers, ["solo", true]);
      assert.deepEqual(problems, []);
      await page.close();
    });
  });
