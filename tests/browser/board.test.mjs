// Browser tests of <sudoku-board> as people use it: early properties, the keypad, notices, Space,
// long verdicts, peer highlighting, words of errors, load failures.
import assert from "node:assert/strict";
import { after, beforeEach, describe, test } from "node:test";
import {
  EXAMPLE_1,
  EXAMPLE_2,
  clickCell,
  openPage,
  paste,
  probe,
  startServer,
  urlOf,
  ENGINES,
  browserAndServer,
} from "./helpers.mjs";

const PAGE = "tests/browser/pages/board.html";

for (const engine of ENGINES)
  describe(`[${engine}]`, () => {
    const shared = browserAndServer(engine); // shared.browser

    /** The other cells of the row, column and box of `index` on a 3×3-box 9×9 board, by brute force. */
    function peersOf(index) {
      const unitsOf = (i) => [
        `r${Math.floor(i / 9)}`,
        `c${i % 9}`,
        `b${Math.floor(i / 27) * 3 + Math.floor((i % 9) / 3)}`,
      ];
      const mine = unitsOf(index);
      const peers = [];
      for (let i = 0; i < 81; i++)
        if (i !== index && unitsOf(i).some((unit, k) => unit === mine[k])) peers.push(i);
      return peers;
    }

    describe("properties set before the element is defined", () => {
      test("are taken over on upgrade, and later edits update the marks", async () => {
        const { page, problems } = await openPage(
          shared.browser.context,
          urlOf("file", "tests/browser/pages/upgrade.html"),
        );
        let state = await probe(page, "#early");
        assert.equal(state.value, EXAMPLE_2);
        assert.deepEqual(state.invalid, [0, 20, 27]);
        assert.equal(state.status, "Invalid: 8 appears twice in column 1 and in box 1");
        const facts = await page.evaluate(() => {
          const board = document.querySelector("#early");
          return {
            ownValue: Object.hasOwn(board, "value"),
            name: board.shadowRoot.querySelector("[role=grid]").getAttribute("aria-label"),
            label: board.getAttribute("label"),
            keypad: !board.shadowRoot.querySelector("[part~=keypad]").hidden,
          };
        });
        assert.deepEqual(facts, {
          ownValue: false,
          name: "Early board",
          label: "Early board",
          keypad: true,
        });
        await clickCell(page, "#early", 0, 0);
        await page.keyboard.press("5");
        state = await probe(page, "#early");
        assert.equal(state.value, `5${EXAMPLE_2.slice(1)}`);
        assert.deepEqual(state.invalid, []);
        assert.equal(state.status, "Valid so far");
        await page.close();
        assert.deepEqual(problems, []);
      });
    });

    describe("<sudoku-board> in use", () => {
      let page;
      let problems;
      beforeEach(async () => {
        await page?.close();
        ({ page, problems } = await openPage(shared.browser.context, urlOf("file", PAGE)));
      });
      after(async () => {
        await page?.close();
        assert.deepEqual(problems ?? [], []);
      });

      const key = (selector, digit) => page.locator(`${selector} button[data-digit="${digit}"]`);
      const outlineOf = (selector, index) =>
        page.evaluate(
          ([selector, index]) => {
            const cell = document
              .querySelector(selector)
              .shadowRoot.querySelectorAll("[role=gridcell]")[index];
            const style = getComputedStyle(cell);
            return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
          },
          [selector, index],
        );

      test("a keypad press with no active cell activates the first editable cell, visibly, and writes nothing", async () => {
        let state = await probe(page, "#puzzle");
        assert.deepEqual(state.active, [], "no cell is active before the user chooses one");
        await key("#puzzle", 4).click();
        state = await probe(page, "#puzzle");
        assert.equal(state.value, EXAMPLE_1, "nothing was written");
        assert.deepEqual(
          state.active,
          [2],
          "row 1, column 3 is the first cell that is not a given",
        );
        assert.match(state.notice, /row 1, column 3 is now active/);
        const ring = await outlineOf("#puzzle", 2);
        assert.equal(ring.style, "solid");
        assert.ok(ring.width >= 2, "the active cell is ringed although focus is not on the grid");
        await key("#puzzle", 4).click();
        state = await probe(page, "#puzzle");
        assert.equal(state.value[2], "4");
        assert.equal(state.notice, "", "the edit clears the notice");
      });

      test("the active cell stays visible while focus is on the keypad", async () => {
        await clickCell(page, "#free", 3, 5);
        await page.keyboard.press("Tab"); // to the first keypad key
        const focused = await page.evaluate(
          () => document.querySelector("#free").shadowRoot.activeElement?.dataset.digit,
        );
        assert.equal(focused, "1");
        assert.deepEqual((await probe(page, "#free")).active, [32]);
        assert.equal((await outlineOf("#free", 32)).style, "solid");
        await page.keyboard.press("Enter");
        assert.equal((await probe(page, "#free")).value[32], "1");
      });

      test("the keypad is one Tab stop; arrow keys, Home and End move inside it", async () => {
        const focus = () =>
          page.evaluate(() => {
            const active = document.activeElement;
            const inner = active?.shadowRoot?.activeElement;
            return {
              outer: active?.id,
              key: inner?.dataset.digit ?? inner?.dataset.action ?? inner?.getAttribute("role"),
              stops: [...(active.shadowRoot?.querySelectorAll("[part~=key]") ?? [])].filter(
                (key) => key.tabIndex === 0,
              ).length,
            };
          });
        await clickCell(page, "#puzzle", 0, 2);
        await page.keyboard.press("Tab");
        assert.deepEqual(await focus(), { outer: "puzzle", key: "1", stops: 1 });
        await page.keyboard.press("Tab");
        assert.equal((await focus()).outer, "outside", "the next Tab leaves the keypad");
        await page.keyboard.press("Shift+Tab");
        assert.equal((await focus()).key, "1");
        const moves = [
          ["ArrowRight", "2"],
          ["ArrowDown", "3"],
          ["ArrowLeft", "2"],
          ["End", "redo"],
          ["ArrowRight", "redo"],
          ["Home", "1"],
          ["ArrowUp", "1"],
          ["ArrowRight", "2"],
        ];
        for (const [key, expected] of moves) {
          await page.keyboard.press(key);
          assert.deepEqual(await focus(), { outer: "puzzle", key: expected, stops: 1 }, key);
        }
        await page.keyboard.press("Tab");
        await page.keyboard.press("Shift+Tab");
        assert.equal((await focus()).key, "2", "the keypad remembers its key");
        await page.keyboard.press("Shift+Tab");
        assert.equal((await focus()).key, "gridcell", "Shift+Tab goes back to the grid");
      });

      test("a notice is shown beside the verdict, never instead of it, and is announced each time", async () => {
        await clickCell(page, "#puzzle", 0, 2);
        await page.keyboard.press("5"); // a conflict with the given 5 at row 1, column 1
        const verdict = "Invalid: 5 appears twice in row 1 and in box 1";
        assert.equal((await probe(page, "#puzzle")).status, verdict);
        await page.evaluate(() => {
          const notice = document
            .querySelector("#puzzle")
            .shadowRoot.querySelector("[part~=notice]");
          window.spoken = [];
          new MutationObserver(() => {
            if (notice.textContent) window.spoken.push(notice.textContent);
          }).observe(notice, { childList: true, characterData: true, subtree: true });
        });
        await page.keyboard.press("ArrowLeft");
        await page.keyboard.press("ArrowLeft");
        await page.keyboard.press("9"); // on the given 5
        let state = await probe(page, "#puzzle");
        assert.equal(state.notice, "Row 1, column 1 holds a given; it cannot be changed.");
        assert.equal(state.status, verdict, "the verdict stays");
        await page.keyboard.press("9"); // the same notice again
        await page.waitForFunction(() => window.spoken.length === 2);
        assert.deepEqual(await page.evaluate(() => window.spoken), [
          "Row 1, column 1 holds a given; it cannot be changed.",
          "Row 1, column 1 holds a given; it cannot be changed.",
        ]);
        await page.keyboard.press("ArrowDown");
        state = await probe(page, "#puzzle");
        assert.equal(state.notice, "", "moving on clears the notice");
        assert.equal(state.status, verdict);
        await page.locator("#outside").focus();
        assert.equal((await probe(page, "#puzzle")).status, verdict);
      });

      test("a paste blocked by givens says so", async () => {
        await clickCell(page, "#puzzle", 0, 2);
        await paste(page, `9${EXAMPLE_1.slice(1)}`); // differs only in the given at row 1, column 1
        const state = await probe(page, "#puzzle");
        assert.equal(state.value, EXAMPLE_1);
        assert.match(
          state.notice,
          /^Paste made no change: it differs from this board only in 1 given/,
        );
        assert.doesNotMatch(state.notice, /already shown/);
      });

      test("Space on a cell neither scrolls the page nor changes the board", async () => {
        await page.evaluate(() => window.scrollTo(0, 0));
        await clickCell(page, "#puzzle", 0, 2);
        const before = await page.evaluate(() => {
          // The page scrolls on Space unless the key's default action is prevented; the listener on
          // window sees the event after the board has handled it.
          window.spaces = [];
          window.scrolls = 0;
          window.addEventListener("keydown", (event) => {
            if (event.key === " ") window.spaces.push(event.defaultPrevented);
          });
          window.addEventListener("scroll", () => window.scrolls++);
          return window.scrollY;
        });
        await page.keyboard.press(" ");
        await page.keyboard.press(" ");
        // A scroll would have begun by the next frames; the count is of frames, not of time.
        const after = await page.evaluate(async () => {
          for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
          return { spaces: window.spaces, scrolls: window.scrolls, y: window.scrollY };
        });
        assert.deepEqual(after, { spaces: [true, true], scrolls: 0, y: before });
        assert.equal((await probe(page, "#puzzle")).value, EXAMPLE_1);
      });

      test("the verdict names at most four units and says how many more there are", async () => {
        await page.evaluate(() => {
          document.querySelector("#free").value = "1".repeat(81);
        });
        const state = await probe(page, "#free");
        assert.equal(
          state.status,
          "Invalid: 1 appears 9 times in row 1, in row 2, in row 3 and in row 4; and 23 more conflicts",
        );
        assert.ok(
          (state.status.match(/\b(row|column|box) \d/g) ?? []).length <= 4,
          "a sentence a person can follow",
        );
      });

      test("the active cell's row, column and box carry the part peer", async () => {
        await clickCell(page, "#free", 4, 4);
        let state = await probe(page, "#free");
        assert.deepEqual(state.active, [40]);
        assert.deepEqual(state.peers, peersOf(40));
        assert.equal(state.peers.length, 20);
        await page.keyboard.press("ArrowRight");
        await page.keyboard.press("ArrowDown");
        state = await probe(page, "#free");
        assert.deepEqual(state.active, [50]);
        assert.deepEqual(state.peers, peersOf(50));
        const parts = await page.evaluate(() => {
          const cells = document
            .querySelector("#free")
            .shadowRoot.querySelectorAll("[role=gridcell]");
          return [cells[50].getAttribute("part"), cells[51].getAttribute("part")];
        });
        assert.deepEqual(parts, ["cell active", "cell peer"]);
        // The tint is there: a peer's tint layer has a colour, a far cell has no such layer.
        const tints = await page.evaluate(() => {
          const cells = document
            .querySelector("#free")
            .shadowRoot.querySelectorAll("[role=gridcell]");
          const layer = (cell) => getComputedStyle(cell, "::before");
          return [layer(cells[51]).backgroundColor, layer(cells[0]).content];
        });
        assert.notEqual(tints[0], "rgba(0, 0, 0, 0)");
        assert.equal(tints[1], "none");
        await page.locator("#outside").focus();
        state = await probe(page, "#free");
        assert.deepEqual(state.active, [], "leaving the board ends the choice");
        assert.deepEqual(state.peers, []);
      });

      test("rows have short names; the grid is named by the label alone", async () => {
        const names = await page.evaluate(() => {
          const root = document.querySelector("#free").shadowRoot;
          return {
            grid: root.querySelector("[role=grid]").getAttribute("aria-label"),
            rows: [...root.querySelectorAll("[role=row]")].map((row) =>
              row.getAttribute("aria-label"),
            ),
          };
        });
        assert.equal(names.grid, "Free board");
        assert.deepEqual(
          names.rows,
          Array.from({ length: 9 }, (_, row) => `Row ${row + 1}`),
        );
      });
    });

    describe("words of errors", () => {
      test("an error in givens is named as such; a bad value keeps the shape's grid; no tag names", async () => {
        const { page, problems } = await openPage(shared.browser.context, urlOf("file", PAGE));
        const facts = await page.evaluate(async () => {
          const make = async (attributes, value) => {
            const board = document.createElement("sudoku-board");
            for (const [name, text] of Object.entries(attributes)) board.setAttribute(name, text);
            if (value !== undefined) board.value = value;
            document.body.append(board);
            await board.ready;
            const root = board.shadowRoot;
            const fact = {
              status: root.querySelector("[role=status]").textContent,
              cells: root.querySelectorAll("[role=gridcell]").length,
              name: root.querySelector("[role=grid]").getAttribute("aria-label"),
            };
            board.remove();
            return fact;
          };
          const big = Array.from({ length: 36 }, () => Array(36).fill(0));
          return {
            givens: await make({ givens: "12z4 .... .... ...." }),
            valueAndGivens: await make({ value: "1...........", givens: "12.4 .... .... ...." }),
            sixBySix: await make({ shape: "2x3", label: "Six by six", value: "12x" }),
            large: await make({}, big),
          };
        });
        assert.match(facts.givens.status, /^Cannot read the givens: /);
        assert.match(facts.valueAndGivens.status, /^Cannot read the board: /);
        assert.equal(facts.sixBySix.cells, 36, "a bad value with shape 2x3 draws a 6×6 grid");
        assert.equal(facts.sixBySix.name, "Six by six");
        assert.match(facts.sixBySix.status, /^Cannot read the board: /);
        assert.match(facts.large.status, /36×36 board is too large to show here/);
        for (const fact of Object.values(facts))
          assert.doesNotMatch(fact.status, /<|sudoku-board|\b64\b/);
        await page.close();
        assert.deepEqual(problems, []);
      });
    });

    describe("a checker that cannot load", () => {
      test("says what the page must allow, in words", async () => {
        // A policy without 'wasm-unsafe-eval': the browser refuses to compile the checker.
        const server = await startServer({
          "Content-Security-Policy": "default-src 'self'; script-src 'self'",
        });
        try {
          const page = await shared.browser.context.newPage();
          await page.goto(urlOf(server.url, PAGE));
          const status = page.locator("#free [role=status]");
          await status.filter({ hasText: /could not be loaded/ }).waitFor();
          assert.equal(
            await status.textContent(),
            "The checker could not be loaded: the page's Content-Security-Policy must allow 'wasm-unsafe-eval' in script-src.",
          );
          await page.close();
        } finally {
          await server.close();
        }
      });
    });
  });
