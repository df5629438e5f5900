// How the classic bundle spends a page's first moments, counted rather than timed (speed is
// `npm run bench:load`'s): the module is unpacked and compiled when the script runs (in the
// background where the engine refuses that on the main thread), a board draws each cell once for
// its first verdict, and a board without a keypad makes no keys. In every engine (WebKit: the
// last only).
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { ENGINES, browserAndServer, EXAMPLE_2, openPage, urlOf } from "./helpers.mjs";

const PAGE = "tests/browser/pages/script-only.html";

for (const engine of ENGINES)
  describe(`[${engine}]`, () => {
    const shared = browserAndServer(engine); // shared.browser
    // These tests change the page's WebAssembly before its scripts run (addInitScript).
    const EARLY = "not in WebKit, where WebDriver runs no script before a page's";

    test("the classic script unpacks and compiles the module as it runs, before any board or call asks for it", async (t) => {
      if (engine === "webkit") return t.skip(EARLY);
      const page = await shared.browser.context.newPage();
      // Counts the modules the page compiles, and notes the count when the page is parsed.
      await page.addInitScript(() => {
        window.compiled = 0;
        const Native = WebAssembly.Module;
        WebAssembly.Module = class extends Native {
          constructor(...args) {
            super(...args);
            window.compiled++;
          }
        };
        document.addEventListener("DOMContentLoaded", () => {
          window.compiledWhenParsed = window.compiled;
        });
      });
      await page.goto(urlOf("file", PAGE));
      await page.waitForFunction(() => window.compiledWhenParsed !== undefined);
      assert.equal(await page.evaluate(() => window.compiledWhenParsed), 1);
      // The API and every board then share that one module.
      const counted = await page.evaluate(async (board) => {
        const sudoku = await ValidSudoku.loadValidator();
        const element = document.createElement("sudoku-board");
        element.setAttribute("value", board);
        document.querySelector("main").append(element);
        await element.ready;
        return { compiled: window.compiled, valid: sudoku.isValid(board) };
      }, EXAMPLE_2);
      assert.deepEqual(counted, { compiled: 1, valid: false });
      await page.close();
    });

    test("where the engine refuses to compile or instantiate the module on the main thread, it does both in the background", async (t) => {
      if (engine === "webkit") return t.skip(EARLY);
      const page = await shared.browser.context.newPage();
      // As Chrome did up to version 114 for modules above 4 KB.
      await page.addInitScript(() => {
        window.background = [];
        for (const [name, later] of [
          ["Module", "compile"],
          ["Instance", "instantiate"],
        ]) {
          WebAssembly[name] = class {
            constructor() {
              throw new RangeError(`WebAssembly.${name} is disallowed on the main thread`);
            }
          };
          const native = WebAssembly[later];
          WebAssembly[later] = (...args) => {
            window.background.push(later);
            return native(...args);
          };
        }
      });
      await page.goto(urlOf("file", "tests/browser/pages/board.html"));
      // The verdict, or the board's word that the checker could not be loaded.
      await page.waitForFunction(
        () =>
          document.querySelector("#puzzle")?.shadowRoot?.querySelector("[role=status]")?.dataset
            .verdict,
      );
      const state = await page.evaluate(() => ({
        background: window.background,
        status: document.querySelector("#puzzle").shadowRoot.querySelector("[role=status]")
          .textContent,
      }));
      assert.deepEqual(state, { background: ["compile", "instantiate"], status: "Valid so far" });
      await page.close();
    });

    test("a board draws each cell once for its first verdict, and makes no keys until its keypad is shown", async () => {
      const { page, problems } = await openPage(shared.browser.context, urlOf("file", PAGE));
      const counts = await page.evaluate(async (board) => {
        const element = document.createElement("sudoku-board");
        element.setAttribute("value", board);
        // Every write of a cell's label or digit, from the start to the first verdict.
        const writes = new Map();
        const count = (cell) => writes.set(cell, (writes.get(cell) ?? 0) + 1);
        new MutationObserver((records) => {
          for (const record of records) {
            if (record.type === "attributes") count(record.target);
            else if (record.target.getAttribute?.("role") === "gridcell") count(record.target);
          }
        }).observe(element.shadowRoot, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ["aria-label"],
        });
        const verdict = new Promise((resolve) =>
          element.addEventListener("sudoku-validate", resolve, { once: true }),
        );
        document.querySelector("main").append(element);
        await verdict;
        const root = element.shadowRoot;
        const cells = [...root.querySelectorAll("[role=gridcell]")];
        const keysHidden = root.querySelector("[part~=keypad]").children.length;
        element.keypad = true;
        return {
          cells: cells.length,
          writes: cells.map((cell) => writes.get(cell) ?? 0),
          invalid: cells.filter((cell) => cell.getAttribute("aria-invalid") === "true").length,
          keysHidden,
          keysShown: root.querySelector("[part~=keypad]").children.length,
        };
      }, EXAMPLE_2);
      assert.equal(counts.cells, 81);
      assert.equal(counts.invalid, 3); // 8 twice in column 1 and in box 1: cells 0, 27 and 20
      // One label and one digit per cell (an empty cell's digit is no write).
      const digits = [...EXAMPLE_2].map((symbol) => (symbol === "." ? 0 : 1));
      assert.deepEqual(
        counts.writes,
        digits.map((digit) => 1 + digit),
      );
      assert.equal(counts.keysHidden, 0);
      assert.equal(counts.keysShown, 9 + 3); // the digits, Clear, Undo and Redo
      await page.close();
      assert.deepEqual(problems, []);
    });
  });
