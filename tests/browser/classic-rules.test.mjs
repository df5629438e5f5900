// The board's own classic script (dist/valid-sudoku.js) draws variant rules: it leaves the drawing
// out, and a board whose rules (or whose value or givens, a puzzle with rules) load the formats
// validator takes the drawing from that file, dist/valid-sudoku-formats.js, with its styles. From
// file://, over http and under a strict Content-Security-Policy; a board without rules loads
// nothing more; a pasted puzzle is drawn; givens that are a puzzle's link bring its rules. In every
// engine.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { ENGINES, browserAndServer, clickCell, openPage, paste, probe, urlOf } from "./helpers.mjs";
import { loadPuzzleCases } from "../node/fixtures.mjs";
import { assertCages, assertDiagonals, assertJigsawBorders } from "./rules-drawing.mjs";

const PAGE = "tests/browser/pages/classic-rules.html";
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'";
// A Solo X id (tests/fixtures/formats.puzzles, "solo x"): a diagonal puzzle.
const SOLO_X = "3x3x:a6c1a9c4a7_6b5_2c9c6c6_1d9g8d3_5c8c4c7_3b1_6a5c4a3c8a";
const DRAWN = ["diagonal", "jigsaw", "killer"];
// Solo's killer (tests/fixtures/formats.puzzles), for a paste.
const SOLO_KILLER = loadPuzzleCases().find((entry) => entry.name === "solo killer");

/** Waits until boards `ids` have drawn their rules (the drawing sets the layer's viewBox). */
const drawn = (page, ids) =>
  page.waitForFunction(
    (ids) =>
      ids.every((id) =>
        document.getElementById(id).shadowRoot.querySelector(".rules-layer[viewBox]"),
      ),
    ids,
  );

const scriptsOf = (page) =>
  page.evaluate(() => [...document.scripts].map((script) => script.src.split("/").pop()));

for (const engine of ENGINES)
  describe(`[${engine}]`, () => {
    const shared = browserAndServer(engine, { csp: CSP }); // its browser, server, strictServer

    for (const origin of ["file", "http", "http with a strict CSP"])
      test(`draws a jigsaw's region borders, a killer's cages and sums, the diagonals (${origin})`, async () => {
        const base = { file: "file", http: shared.server.url }[origin] ?? shared.strictServer.url;
        const { page, problems } = await openPage(shared.browser.context, urlOf(base, PAGE));
        await page.setViewportSize({ width: 1280, height: 900 });
        await drawn(page, DRAWN);
        await assertDiagonals(page, "diagonal");
        await assertJigsawBorders(page, "jigsaw");
        await assertCages(page, "killer");
        const words = await page.evaluate(
          (ids) =>
            ids.map(
              (id) =>
                document.getElementById(id).shadowRoot.querySelector("[part~=rules]").textContent,
            ),
          DRAWN,
        );
        assert.deepEqual(words, [
          "Also: the two diagonals",
          "Also: jigsaw regions (thick borders)",
          "Also: 6 killer cages",
        ]);
        // (the formats file's script element goes in the head)
        assert.deepEqual((await scriptsOf(page)).sort(), [
          "rules.js",
          "valid-sudoku-formats.js",
          "valid-sudoku.js",
        ]);
        // A board without rules, checked after the drawing arrived, is drawn as before.
        await clickCell(page, "#plain", 0, 0);
        await page.keyboard.press("5");
        const plain = await probe(page, "#plain");
        assert.equal(plain.value, "5" + ".".repeat(80));
        assert.equal(plain.status, "Valid so far");
        assert.deepEqual(problems, []);
        await page.close();
      });

    test("a board without rules loads no formats file and draws nothing", async () => {
      const requested = [];
      const { page, problems } = await openPage(
        shared.browser.context,
        urlOf(shared.server.url, "tests/browser/pages/board.html"),
      );
      page.on("request", (request) => requested.push(request.url().split("/").pop()));
      await clickCell(page, "#free", 0, 0);
      await page.keyboard.press("5");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("5");
      const state = await probe(page, "#free");
      assert.match(state.status, /^Invalid: 5 appears twice in row 1/);
      const layers = await page.evaluate(
        () =>
          [...document.querySelectorAll("sudoku-board")].flatMap((board) => [
            ...board.shadowRoot.querySelectorAll("svg, [part~=rules]"),
          ]).length,
      );
      assert.equal(layers, 0);
      assert.deepEqual(await scriptsOf(page), ["valid-sudoku.js"]);
      assert.ok(!requested.includes("valid-sudoku-formats.js"), requested.join(" "));
      assert.deepEqual(problems, []);
      await page.close();
    });

    test("a pasted killer's id loads the formats file, and its cages and sums are drawn", async () => {
      const { page, problems } = await openPage(
        shared.browser.context,
        urlOf("file", "tests/browser/pages/board.html"),
      );
      await clickCell(page, "#free", 0, 0);
      await paste(page, SOLO_KILLER.input);
      await drawn(page, ["free"]);
      const { rules } = JSON.parse(SOLO_KILLER.puzzle);
      const shown = await page.evaluate(() => {
        const board = document.getElementById("free");
        const count = (part) => board.shadowRoot.querySelectorAll(`[part~="${part}"]`).length;
        return {
          rules: board.rules,
          cages: count("cage"),
          sums: count("cage-sum"),
          words: board.shadowRoot.querySelector("[part~=rules]").textContent,
        };
      });
      assert.deepEqual(shown, {
        rules,
        cages: rules.cages.length,
        sums: rules.cages.length,
        words: `Also: ${rules.cages.length} killer cages`,
      });
      assert.ok((await scriptsOf(page)).includes("valid-sudoku-formats.js"));
      assert.deepEqual(problems, []);
      await page.close();
    });

    test("givens that are a puzzle's link bring its rules, beside a value that has none", async () => {
      const { page, problems } = await openPage(
        shared.browser.context,
        urlOf("file", "tests/browser/pages/board.html"),
      );
      const result = await page.evaluate(async (link) => {
        const formats = await ValidSudoku.loadValidator({ formats: true });
        const puzzle = formats.parse(link);
        const board = document.createElement("sudoku-board");
        board.id = "linked";
        // The player's board as plain text (the givens' digits and one more), the puzzle's link
        // as the givens.
        const cells = [...puzzle.cells];
        const blank = cells.indexOf(0);
        cells[blank] = 9;
        board.value = cells.map((digit) => (digit ? String(digit) : ".")).join("");
        board.givens = link;
        const validated = new Promise((resolve) =>
          board.addEventListener("sudoku-validate", resolve),
        );
        document.querySelector("main").append(board);
        await validated;
        return { rules: board.rules, expected: puzzle.rules, blank, value: board.value };
      }, SOLO_X);
      assert.deepEqual(result.rules, { mainDiagonal: true, antiDiagonal: true });
      assert.deepEqual(result.rules, result.expected);
      assert.equal(result.value[result.blank], "9", "the value's own digit stays");
      await drawn(page, ["linked"]);
      await assertDiagonals(page, "linked");
      assert.deepEqual(problems, []);
      await page.close();
    });
  });
