// Browser tests of index.html as people use it: the share link and its copy button, the shape
// choice, words on the page, no JavaScript, and echoed input that must not turn text around.
// Chromium only: this is the demo's own script, the same in every engine (page.test.mjs loads the
// page in all three), and it needs Chromium's switches (no JavaScript) and clipboard permissions.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  browserAndServer,
  chromiumOnly,
  EXAMPLE_1,
  EXAMPLE_2,
  clickCell,
  launch,
  openPage,
  paste,
  probe,
  urlOf,
} from "./helpers.mjs";

const RLO = "\u202e"; // RIGHT-TO-LEFT OVERRIDE: displays the text after it reversed
const DIRECTIONAL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const lines = (value, size = 9) => value.match(new RegExp(`.{${size}}`, "g")).join("\n");

const shared = browserAndServer(); // shared.browser, shared.server

chromiumOnly(
  "the demo page's own script, the same in every engine; page.test.mjs loads the page in all three",
  () => {
    async function open(hash = "", options) {
      const opened = await openPage(
        shared.browser.context,
        urlOf(shared.server.url, `index.html${hash}`),
        options,
      );
      // The demo script runs once the validator is loaded; wait for its first message.
      await opened.page.waitForFunction(() => document.querySelector("#paste-message").textContent);
      return opened;
    }

    describe("the share link", () => {
      test("keeps undo, and the text box follows the board", async () => {
        const { page, problems } = await open();
        await page.locator("#paste-input").fill(EXAMPLE_2);
        await clickCell(page, "#paste-board", 0, 0);
        await page.keyboard.press("5");
        assert.equal(await page.locator("#paste-input").inputValue(), lines(EXAMPLE_1));
        await page.locator("#share-link").click();
        await page.waitForFunction(() => location.hash.startsWith("#board="));
        assert.equal((await probe(page, "#paste-board")).value, EXAMPLE_1);
        await clickCell(page, "#paste-board", 4, 4);
        await page.keyboard.press("Control+z");
        assert.equal(
          (await probe(page, "#paste-board")).value,
          EXAMPLE_2,
          "undo survives the link",
        );
        assert.equal(await page.locator("#paste-input").inputValue(), lines(EXAMPLE_2));
        await page.close();
        assert.deepEqual(problems, []);
      });

      test("a shared link scrolls to its board and focuses it", async () => {
        const { page, problems } = await open(`#board=${EXAMPLE_1}`);
        await page.waitForFunction(() => document.querySelector("#paste-board").value !== "");
        const where = await page.waitForFunction(() => {
          const board = document.querySelector("#paste-board");
          const focused = document.activeElement === board && board.shadowRoot.activeElement;
          const box = board.getBoundingClientRect();
          const inView = box.top < innerHeight && box.bottom > 0;
          return focused && inView && board.shadowRoot.activeElement.getAttribute("role");
        });
        assert.equal(await where.jsonValue(), "gridcell");
        assert.equal((await probe(page, "#paste-board")).value, EXAMPLE_1);
        await page.close();
        assert.deepEqual(problems, []);
      });

      test("a link that cannot be read brings its message into view and focus", async () => {
        for (const hash of ["#board=%E0%A4%A", `#board=${EXAMPLE_1.slice(0, 80)}`]) {
          const { page } = await open(hash);
          const focused = await page.waitForFunction(() => {
            const message = document.querySelector("#paste-message");
            const box = message.getBoundingClientRect();
            return document.activeElement === message && box.top < innerHeight && box.bottom > 0;
          });
          assert.ok(await focused.jsonValue(), hash);
          await page.close();
        }
      });

      test("a link that cannot be read says so", async () => {
        let { page } = await open("#board=%E0%A4%A");
        assert.match(
          await page.locator("#paste-message").textContent(),
          /^This link could not be read: its board is not valid percent-encoding/,
        );
        await page.close();
        ({ page } = await open(`#board=${EXAMPLE_1.slice(0, 80)}`));
        assert.match(
          await page.locator("#paste-message").textContent(),
          /^The link's board cannot be read: .*81/,
        );
        await page.close();
      });

      test("copy link puts the link on the clipboard and says so", async () => {
        await shared.browser.context.grantPermissions(["clipboard-read", "clipboard-write"], {
          origin: shared.server.url,
        });
        const { page, problems } = await open();
        await clickCell(page, "#paste-board", 0, 0);
        await page.keyboard.press("5");
        await page.locator("#copy-link").click();
        const status = page.locator("#copy-status");
        await status.filter({ hasText: "Link copied" }).waitFor();
        assert.equal(await status.textContent(), "✓ Link copied.");
        assert.ok(await status.isVisible());
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        assert.equal(copied, `${urlOf(shared.server.url, "index.html")}#board=${EXAMPLE_1}`);
        await page.close();
        assert.deepEqual(problems, []);
      });
    });

    describe("the paste box", () => {
      test("offers a shape choice, and the link carries it", async () => {
        const { page, problems } = await open();
        const six = "123456456123231564564231312645645312"; // valid with 2×3 boxes, not with 3×2
        await page.locator("#paste-input").fill(six);
        assert.deepEqual(
          await page.evaluate(() => {
            const { boxRows, boxCols, valid } = document.querySelector("#paste-board").report;
            return [boxRows, boxCols, valid];
          }),
          [2, 3, true],
        );
        await page.locator("#paste-shape").selectOption("3x2");
        const report = await page.evaluate(() => document.querySelector("#paste-board").report);
        assert.deepEqual([report.boxRows, report.boxCols, report.valid], [3, 2, false]);
        assert.match(await page.locator("#paste-message").textContent(), /boxes of 3×2/);
        const href = await page.locator("#share-link").getAttribute("href");
        assert.equal(href, `#board=${six}&shape=3x2`);
        const fresh = await open(href);
        await fresh.page.waitForFunction(
          () => document.querySelector("#paste-board").value.length === 36,
        );
        assert.equal(await fresh.page.locator("#paste-shape").inputValue(), "3x2");
        assert.equal(
          await fresh.page.evaluate(() => document.querySelector("#paste-board").report.boxCols),
          2,
        );
        await fresh.page.close();
        await page.close();
        assert.deepEqual(problems, []);
      });

      test("reads LeetCode's JSON text", async () => {
        const { page } = await open();
        const json = JSON.stringify(
          lines(EXAMPLE_1)
            .split("\n")
            .map((row) => [...row]),
        );
        await page.locator("#paste-input").fill(json);
        assert.equal((await probe(page, "#paste-board")).value, EXAMPLE_1);
        assert.match(await page.locator("#paste-message").textContent(), /^Read a 9×9 board/);
        await page.close();
      });
    });

    describe("echoed input", () => {
      const bad = `${EXAMPLE_1.slice(0, 10)}${RLO}${EXAMPLE_1.slice(10)}`;
      const visibleText = (page, selector) =>
        page.evaluate((selector) => document.querySelector(selector).innerText, selector);

      test("a right-to-left override in a paste never reaches the page raw, and echoes are isolated", async () => {
        const { page } = await open();
        await page.locator("#paste-input").fill(bad);
        const message = await visibleText(page, "#paste-message");
        assert.match(message, /^Cannot read this board: /);
        assert.match(message, /U\+202E/);
        assert.doesNotMatch(message, DIRECTIONAL);
        assert.equal(
          await page.locator("#paste-message bdi").count(),
          1,
          "the core's words are isolated",
        );
        const excerpt = await visibleText(page, "#paste-excerpt");
        assert.match(excerpt, /U\+202E/);
        assert.doesNotMatch(excerpt, DIRECTIONAL);
        // The same text pasted into the board.
        await clickCell(page, "#example-1", 0, 2);
        await paste(page, bad);
        const state = await probe(page, "#example-1");
        assert.match(state.notice, /^Paste ignored/);
        assert.doesNotMatch(state.notice, DIRECTIONAL);
        assert.equal(
          await page.evaluate(
            () =>
              document.querySelector("#example-1").shadowRoot.querySelectorAll("[part~=notice] bdi")
                .length,
          ),
          1,
        );
        await page.close();
      });

      test("the same through the share link", async () => {
        const { page } = await open(`#board=${encodeURIComponent(bad)}`);
        const message = await visibleText(page, "#paste-message");
        assert.match(message, /^The link's board cannot be read: /);
        assert.doesNotMatch(message, DIRECTIONAL);
        await page.close();
      });
    });

    describe("words on the page", () => {
      test("Example 1's instruction names an editable cell, and following it shows a conflict", async () => {
        const { page } = await open();
        const text = await page
          .locator("#example-1")
          .locator("xpath=..")
          .locator("figcaption")
          .textContent();
        const [, digit, row, col] = /Type a (\d) in row (\d), column (\d)/.exec(text);
        const index = (row - 1) * 9 + (col - 1);
        let state = await probe(page, "#example-1");
        assert.doesNotMatch(state.labels[index], /given/, "the named cell can be changed");
        await clickCell(page, "#example-1", row - 1, col - 1);
        await page.keyboard.press(digit);
        state = await probe(page, "#example-1");
        assert.equal(state.value[index], digit);
        assert.ok(state.invalid.includes(index), "the instruction leads to a conflict");
        await page.close();
      });

      test("Example 2's digits are givens except the top-left 8, which can be fixed", async () => {
        const { page } = await open();
        let state = await probe(page, "#example-2");
        state.labels.forEach((label, index) => {
          if (index === 0) assert.doesNotMatch(label, /given/);
          else if (EXAMPLE_2[index] !== ".") assert.match(label, /given/, `cell ${index}`);
        });
        await clickCell(page, "#example-2", 0, 0);
        await page.keyboard.press("5");
        state = await probe(page, "#example-2");
        assert.equal(state.status, "Valid so far");
        await page.close();
      });

      test("the page's snippet, copied as it is, makes a working board", async () => {
        const { page } = await open();
        await page.waitForFunction(() => document.querySelector("#embed-script").value !== "");
        const result = await page.evaluate(async () => {
          const snippet = document.querySelector("#embed-script").value;
          const parsed = new DOMParser().parseFromString(snippet, "text/html");
          const board = parsed.querySelector("sudoku-board");
          const made = document.createElement("sudoku-board");
          for (const { name, value } of board.attributes) made.setAttribute(name, value);
          document.body.append(made);
          await made.ready;
          const answer = {
            error: made.error?.message ?? null,
            size: made.report.size,
            filled: made.value.replaceAll(".", "").length,
          };
          made.remove();
          return answer;
        });
        assert.deepEqual(result, { error: null, size: 9, filled: 30 });
        await page.close();
      });

      test("the page's Markdown snippet, through the markdown-it plugin, makes the same board", async () => {
        const { default: MarkdownIt } = await import("markdown-it");
        const { default: markdownItSudoku } = await import("../../dist/markdown-it.mjs");
        const { page, problems } = await open();
        const six = "123456456123231564564231312645645312";
        await page.locator("#paste-input").fill(six);
        await page.locator("#paste-shape").selectOption("2x3");
        await page.waitForFunction(() =>
          document.querySelector("#embed-markdown").value.includes("2x3"),
        );
        const snippet = await page.locator("#embed-markdown").inputValue();
        assert.equal(
          snippet,
          "```sudoku shape=2x3 keypad\n" + six.match(/.{6}/g).join("\n") + "\n```",
        );
        const html = new MarkdownIt().use(markdownItSudoku).render(snippet);
        const made = await page.evaluate(async (html) => {
          const holder = document.createElement("div");
          holder.innerHTML = html;
          document.body.append(holder);
          const board = holder.querySelector("sudoku-board");
          await board.ready;
          const answer = {
            value: board.value,
            boxCols: board.report.boxCols,
            keypad: board.keypad,
          };
          holder.remove();
          return answer;
        }, html);
        assert.deepEqual(made, { value: six, boxCols: 3, keypad: true });
        await page.close();
        assert.deepEqual(problems, []);
      });

      test("the page, the explainer and the README give a digit the same bit", async () => {
        const { readFile } = await import("node:fs/promises");
        const readme = await readFile(new URL("../../README.md", import.meta.url), "utf8");
        assert.match(readme, /`d = ch - '1'`, so '1' is bit 0/);
        const { page } = await open();
        const words = (await page.locator("#versions").textContent()).replace(/\s+/g, " ");
        assert.match(words, /d = ch - '1'/);
        assert.match(words, /'1' is bit 0/);
        assert.match(words, /seen \|= 1 << d/);
        const code = await page.evaluate(async () => {
          const explainer = document.querySelector("#explainer");
          await explainer.ready;
          const codes = [];
          for (const language of ["java", "cpp", "python", "javascript"]) {
            explainer.language = language;
            explainer.variant = "bitmask";
            codes.push(explainer.shadowRoot.querySelector(".code").textContent);
          }
          explainer.removeAttribute("variant");
          explainer.language = "python";
          return codes;
        });
        for (const text of code) {
          assert.match(text, /'1' is bit 0/);
          assert.match(text, /\|= 1 << d/);
        }
        // No other convention anywhere on the page: no digit-minus-one shifts.
        const page_ = await page.evaluate(() => document.body.textContent);
        assert.doesNotMatch(page_, /<< \(d - 1\)|d − 1|d == 0\) continue/);
        await page.close();
      });

      test("each idea is said once, in the learner's order", async () => {
        const { page } = await open();
        const facts = await page.evaluate(() => ({
          sections: [...document.querySelectorAll("main > section")].map((section) => section.id),
          rules: [...document.querySelectorAll("li")].filter((item) =>
            /holds each digit at most once/.test(item.textContent),
          ).length,
          listings: [...document.querySelectorAll("main pre")].filter((pre) =>
            /continue/.test(pre.textContent),
          ).length,
          onYourPage: [...document.querySelectorAll("h2, h3")].filter((heading) =>
            /on your page/i.test(heading.textContent),
          ).length,
          validIsNotSolvable: [...document.querySelectorAll("h2, h3")].filter((heading) =>
            /does not mean/.test(heading.textContent),
          ).length,
        }));
        assert.deepEqual(facts.sections, [
          "problem",
          "scan",
          "box",
          "versions",
          "cost",
          "pitfalls",
          "variants",
          "shapes",
          "check",
          "embed",
        ]);
        assert.equal(facts.rules, 3, "the three rules, once");
        assert.equal(
          facts.listings,
          1,
          "one static listing (boolean arrays) besides the explainer",
        );
        assert.equal(facts.onYourPage, 1, "one 'put it on your page' section");
        assert.equal(facts.validIsNotSolvable, 1);
        await page.close();
      });

      test("boards are named once, without their size repeated", async () => {
        const { page } = await open();
        const names = await page.evaluate(() =>
          [...document.querySelectorAll("sudoku-board")].map((board) =>
            board.shadowRoot.querySelector("[role=grid]").getAttribute("aria-label"),
          ),
        );
        assert.deepEqual(names, [
          "Example 1",
          "Example 2",
          "A valid board that cannot be solved",
          "The unsolvable board, asked whether it can be completed",
          "Diagonal puzzle",
          "Jigsaw puzzle",
          "Killer puzzle",
          "Thermometer, arrow and Kropki puzzle",
          "Four by four board",
          "Sixteen by sixteen board",
          "Your board",
        ]);
        await page.close();
      });
    });

    describe("pages without JavaScript (phones: page.test.mjs)", () => {
      test("without JavaScript the page explains why the boards are missing", async () => {
        // Blink's own setting, so that the parser too treats scripting as off and shows <noscript>.
        const noScript = await launch({}, ["--blink-settings=scriptEnabled=false"]);
        try {
          const page = await noScript.context.newPage();
          await page.goto(urlOf(shared.server.url, "index.html"));
          const note = page.locator("noscript .noscript");
          assert.ok(await note.isVisible());
          assert.match(await note.textContent(), /The boards on this page need JavaScript/);
          await page.close();
        } finally {
          await noScript.close();
        }
      });
    });
  },
);
