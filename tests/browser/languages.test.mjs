// <sudoku-board> speaks its page's language (docs/element.md#languages): its own or its nearest
// ancestor's lang, as :lang() matches (zh-Hans-CN is spoken in zh-Hans), its catalog loaded on
// demand from beside the board's classic script (dist/locales/<tag>.js, with the formats
// validator, which speaks catalogs), English with one console note where there is none, and a
// change of lang followed. The core's words (a conflict, a variant rule's conflict, an unreadable
// value, a paste's error) carry their language's lang; the verdict's own words are English and say so. From
// file:// and under a strict CSP, in every engine.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { ENGINES, browserAndServer, clickCell, openPage, paste, urlOf } from "./helpers.mjs";

const PAGE = "tests/browser/pages/languages.html";
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'";

// Each board's verdict: its text, and the lang of the verdict and of the core's words in it.
const verdicts = (page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll("sudoku-board")].map((board) => {
        const status = board.shadowRoot.querySelector("[part=status]");
        const core = status.querySelector("bdi");
        return [board.id, [status.textContent, status.lang, core?.lang ?? null]];
      }),
    ),
  );

const spoken = (page, id, pattern) =>
  page.waitForFunction(
    ([id, source]) =>
      new RegExp(source).test(
        document.getElementById(id).shadowRoot.querySelector("[part=status]").textContent,
      ),
    [id, pattern.source],
  );

for (const engine of ENGINES)
  describe(`[${engine}]`, () => {
    const shared = browserAndServer(engine, { csp: CSP });

    for (const origin of ["file", "http with a strict CSP"])
      test(`a page in Chinese sees its boards' conflicts and errors in Chinese (${origin})`, async () => {
        const base = origin === "file" ? "file" : shared.strictServer.url;
        const { page, problems } = await openPage(shared.browser.context, urlOf(base, PAGE));
        await page.evaluate(() => {
          document.getElementById("killer").rules = { cages: [{ sum: 3, cells: [0, 1] }] };
        });
        await spoken(page, "conflict", /在第 1 列/);
        await spoken(page, "killer", /笼/);
        await spoken(page, "unreadable", /意外的字符/);
        await spoken(page, "fr", /colonne/);
        assert.deepEqual(await verdicts(page), {
          conflict: ["Invalid: 8 在第 1 列出现两次，也在第 1 宫", "en", "zh-Hans"],
          killer: ["Invalid: 第 1 个笼的和为 8，大于它的 3", "en", "zh-Hans"],
          unreadable: [
            "Cannot read the board: 文本第 1 行第 6 列：意外的字符 '?'",
            "en",
            "zh-Hans",
          ],
          fr: ["Invalid: le 8 apparaît deux fois dans la colonne 1 et dans le bloc 1", "en", "fr"],
          de: ["Invalid: 8 appears twice in column 1 and in box 1", "en", "en"],
          en: ["Invalid: 8 appears twice in column 1 and in box 1", "en", "en"],
        });
        // A paste the core cannot read: the notice says why in Chinese.
        await clickCell(page, "#conflict", 0, 2);
        await paste(page, "123");
        const notice = await page.evaluate(() => {
          const node = document
            .getElementById("conflict")
            .shadowRoot.querySelector("[part=notice]");
          return [node.textContent, node.lang, node.querySelector("bdi")?.lang];
        });
        assert.deepEqual(notice, [
          "Paste ignored, the board did not change: 应为 81 格（3x3 宫的 9×9 盘面），实际为 3",
          "en",
          "zh-Hans",
        ]);
        // The catalogs that were needed, each once, beside the script; none for de or en.
        const scripts = await page.evaluate(() =>
          [...document.scripts].map((script) => script.src.split("/").slice(-2).join("/")),
        );
        assert.deepEqual(scripts.filter((name) => name.startsWith("locales/")).sort(), [
          "locales/fr.js",
          "locales/zh-Hans.js",
        ]);
        // One note for the language without a catalog.
        const notes = await page.evaluate(() => globalThis.notes);
        assert.equal(notes.length, 1, notes.join("\n"));
        assert.match(notes[0], /no catalog for the language "de"/);
        assert.deepEqual(problems, []);
        await page.close();
      });

    test("a change of lang is followed: a section, a board's own; a new language noted once", async () => {
      const { page, problems } = await openPage(shared.browser.context, urlOf("file", PAGE));
      await spoken(page, "fr", /colonne/);
      await page.evaluate(() => (document.getElementById("french").lang = "zh-Hans"));
      await spoken(page, "fr", /在第 1 列/);
      await page.evaluate(() => document.getElementById("conflict").setAttribute("lang", "fr-CA"));
      await spoken(page, "conflict", /colonne/);
      const [[, , frLang], [, , conflictLang]] = await page.evaluate(() =>
        ["fr", "conflict"].map((id) => {
          const status = document.getElementById(id).shadowRoot.querySelector("[part=status]");
          return [id, status.lang, status.querySelector("bdi").lang];
        }),
      );
      assert.deepEqual([frLang, conflictLang], ["zh-Hans", "fr"]);
      // English again, and a language without a catalog: English, and one note however often.
      await page.evaluate(() => (document.documentElement.lang = "pt-BR"));
      await spoken(page, "killer", /^Valid so far$/);
      await spoken(page, "unreadable", /unexpected character/); // (its value read again)
      await page.evaluate(() => (document.getElementById("french").lang = "pt"));
      await spoken(page, "fr", /appears twice in column 1/);
      const notes = await page.evaluate(() => globalThis.notes);
      assert.deepEqual(
        notes.map((note) => /"([^"]+)"/.exec(note)[1]),
        ["de", "pt-BR", "pt"],
        notes.join("\n"),
      );
      assert.deepEqual(problems, []);
      await page.close();
    });
  });
