// Browser tests of index.html over file://, http and http with a strict CSP, and on a phone's
// 390 px, in every engine (axe and screenshots: looks.test.mjs; the demo's own behaviour:
// demo.test.mjs).
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import {
  EXAMPLE_1,
  EXAMPLE_2,
  clickCell,
  expectedMarks,
  openPage,
  probe,
  urlOf,
  waitForBoards,
  ENGINES,
  browserAndServer,
} from "./helpers.mjs";

const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'";

for (const engine of ENGINES)
  describe(`[${engine}]`, () => {
    const shared = browserAndServer(engine, { csp: CSP }); // its browser, server, strictServer

    const origins = {
      file: () => "file",
      http: () => shared.server.url,
      "http with a strict CSP": () => shared.strictServer.url,
    };

    for (const [name, base] of Object.entries(origins)) {
      describe(`index.html over ${name}`, () => {
        let page;
        let problems;
        before(async () => {
          ({ page, problems } = await openPage(
            shared.browser.context,
            urlOf(base(), "index.html"),
          ));
        });
        after(async () => {
          await page?.close();
          // Console errors include every CSP violation (helpers.mjs logs securitypolicyviolation).
          assert.deepEqual(problems, [], "no console errors, CSP violations or page errors");
        });

        test("the page loads only classic scripts", async () => {
          const types = await page.evaluate(() =>
            [...document.scripts].map((script) => script.type || "classic"),
          );
          assert.ok(types.length >= 2);
          assert.deepEqual(new Set(types), new Set(["classic"]));
          assert.equal(
            await page.evaluate(() => typeof window.ValidSudoku.defineSudokuBoard),
            "function",
          );
        });

        test("Example 1 is valid and editable; Example 2 shows its two conflicts", async () => {
          const one = await probe(page, "#example-1");
          assert.equal(one.value, EXAMPLE_1);
          assert.equal(one.status, "Valid so far");
          const two = await probe(page, "#example-2");
          assert.equal(two.value, EXAMPLE_2);
          assert.deepEqual(two.invalid, [0, 20, 27]);
          assert.deepEqual(two.outlines, ["box 0", "column 0"]);
          assert.equal(two.status, "Invalid: 8 appears twice in column 1 and in box 1");
          assert.equal(two.labels[0], "Row 1, column 1, 8, repeated in column 1 and box 1");

          await clickCell(page, "#example-1", 0, 2);
          await page.keyboard.press("3");
          const edited = await probe(page, "#example-1");
          assert.deepEqual(edited.invalid, expectedMarks(edited.value, 3, 3).invalid);
          assert.deepEqual(edited.invalid, [1, 2]);
          await page.keyboard.press("Backspace");
          assert.deepEqual((await probe(page, "#example-1")).invalid, []);
        });

        test("a 4×4 and a 16×16 board, with letters above 9", async () => {
          const four = await probe(page, "#board-4");
          const sixteen = await probe(page, "#board-16");
          assert.equal(four.size, 4);
          assert.equal(sixteen.size, 16);
          assert.equal(sixteen.status, "Valid so far");
          const empty = sixteen.value.indexOf(".");
          const row = Math.floor(empty / 16);
          const col = empty % 16;
          // Type a letter already used in that row: exactly the brute-force conflicts appear.
          const rowText = sixteen.value.slice(row * 16, row * 16 + 16);
          const letter = [...rowText].find((symbol) => /[A-G]/.test(symbol));
          await clickCell(page, "#board-16", row, col);
          await page.keyboard.press(letter.toLowerCase());
          const state = await probe(page, "#board-16");
          const expected = expectedMarks(state.value, 4, 4);
          assert.ok(expected.invalid.includes(empty));
          assert.deepEqual(state.invalid, expected.invalid);
          assert.deepEqual(state.outlines, expected.outlines);
          await page.keyboard.press("Delete");
          assert.deepEqual((await probe(page, "#board-16")).invalid, []);
        });

        test("the paste box reads any format and reports errors with their position", async () => {
          const input = page.locator("#paste-input");
          await input.fill(EXAMPLE_1.match(/.{9}/g).join("\n"));
          assert.equal((await probe(page, "#paste-board")).value, EXAMPLE_1);
          assert.match(await page.locator("#paste-message").textContent(), /9×9/);

          const bad = `${EXAMPLE_1.slice(0, 9)}\n${EXAMPLE_1.slice(9, 13)}?${EXAMPLE_1.slice(14)}`;
          await input.fill(bad);
          const message = await page.locator("#paste-message").textContent();
          // The core's message says the place once, counted from 1; the excerpt shows the line.
          assert.match(
            message,
            /^Cannot read this board: line 2, column 5: unexpected character '\?'/,
          );
          assert.equal(await page.locator("#paste-excerpt mark").textContent(), "?");
          assert.equal(await page.locator("#paste-excerpt").textContent(), bad.split("\n")[1]);
          assert.equal((await probe(page, "#paste-board")).value, EXAMPLE_1, "board unchanged");

          // LeetCode text: the cell by its row and column from 1, and nothing counted from 0.
          await input.fill('[[".","2"],["x","."]]');
          const leetcode = await page.locator("#paste-message").textContent();
          assert.match(leetcode, /line 1, column 13: cell r2c1 holds "x"/);
          assert.doesNotMatch(leetcode, /offset|counted from 0|cell \d/);

          await input.fill("1234 3412 2143 4321");
          const four = await probe(page, "#paste-board");
          assert.equal(four.size, 4);
          assert.equal(four.status, "Valid and complete");
        });

        test("the share link carries the current board and loads it back", async () => {
          await page.locator("#paste-input").fill(EXAMPLE_2);
          await clickCell(page, "#paste-board", 0, 0);
          await page.keyboard.press("5");
          const href = await page.locator("#share-link").getAttribute("href");
          assert.equal(href, `#board=${EXAMPLE_1}`);
          await page.locator("#paste-input").fill("");
          await page.locator("#share-link").click();
          await page.waitForFunction(
            (expected) => document.querySelector("#paste-board").value === expected,
            EXAMPLE_1,
          );
          // A fresh page opened on the link shows the same board.
          const fresh = await shared.browser.context.newPage();
          await fresh.goto(`${urlOf(base(), "index.html")}#board=${EXAMPLE_2}`);
          await waitForBoards(fresh);
          await fresh.waitForFunction(
            (expected) => document.querySelector("#paste-board").value === expected,
            EXAMPLE_2,
          );
          assert.deepEqual((await probe(fresh, "#paste-board")).invalid, [0, 20, 27]);
          await fresh.close();
        });
      });
    }

    // A phone's scrollbars overlay the page; desktop Firefox's take 12 px of its width, so there
    // the view is widened by them, to lay the page out in `width` px as a phone does.
    async function viewOf(page, width, height) {
      await page.setViewportSize({ width, height });
      const bar = await page.evaluate(() => innerWidth - document.documentElement.clientWidth);
      if (bar) await page.setViewportSize({ width: width + bar, height });
    }

    describe("index.html on a phone", () => {
      test("the 16×16 board has a keypad and cells of at least 24 px at 390 px wide", async () => {
        const { page, problems } = await openPage(
          shared.browser.context,
          urlOf(shared.server.url, "index.html"),
        );
        await viewOf(page, 390, 844);
        const facts = await page.evaluate(() => {
          const root = document.querySelector("#board-16").shadowRoot;
          const cells = [...root.querySelectorAll("[role=gridcell]")].map((cell) =>
            cell.getBoundingClientRect(),
          );
          const keypad = root.querySelector("[part~=keypad]");
          return {
            smallest: Math.min(...cells.map((box) => Math.min(box.width, box.height))),
            right: Math.max(...cells.map((box) => box.right)),
            keys: keypad.hidden ? 0 : keypad.querySelectorAll("[data-digit]").length,
            scrollWidth: document.documentElement.scrollWidth,
          };
        });
        assert.ok(facts.smallest >= 24, `cells are ${facts.smallest} px`);
        assert.ok(facts.right <= 390, "the board fits the screen");
        assert.equal(facts.keys, 16);
        assert.equal(facts.scrollWidth, 390);
        await page.close();
        assert.deepEqual(problems, []);
      });

      test("the page does not scroll sideways at 390 or 1280 px", async () => {
        for (const width of [390, 1280]) {
          const { page } = await openPage(
            shared.browser.context,
            urlOf(shared.server.url, "index.html"),
          );
          await viewOf(page, width, 900);
          assert.equal(
            await page.evaluate(() => document.documentElement.scrollWidth),
            width,
            `no horizontal scroll at ${width}px`,
          );
          await page.close();
        }
      });
    });
  });
