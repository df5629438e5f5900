// Browser tests of <sudoku-explainer>, the teaching sections of index.html (pitfalls lab, cost
// slider, embed snippets) and embed.html: file://, http and a strict CSP; axe. In every engine.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import {
  EXAMPLE_1,
  EXAMPLE_2,
  axePath,
  openPage,
  urlOf,
  ENGINES,
  browserAndServer,
  holdsStill,
} from "./helpers.mjs";

const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'";
// A valid 16×16 board with blanks (the demo page's), to play at the largest common size.
const SIXTEEN =
  "...2...G1E.7.F..3.A..E...F...9D.1.4...8CB.D.3..G...CB.D...A..E4..D2.6AG..47..8..6...E475F8.....3.4...8CB.D.36A.1F8..9..36AG1..7.D....G..47...C...G1..75F..B.D2..47...C..D..6...E8.B.D2...G1.4..F.36A.1E475.8CB9..1E4.5..C.9.2...7.F..B9...6AG1E4CB.D2.6A.1..7...";

for (const engine of ENGINES)
  describe(`[${engine}]`, () => {
    const shared = browserAndServer(engine, { csp: CSP }); // its browser, server, strictServer

    const origins = {
      file: () => "file",
      http: () => shared.server.url,
      "http with a strict CSP": () => shared.strictServer.url,
    };

    /** Waits for the explainer and returns what a test needs of it, read from the page. */
    function explainerState(page, selector = "#explainer") {
      return page.evaluate(async (selector) => {
        const explainer = document.querySelector(selector);
        await explainer.ready;
        const root = explainer.shadowRoot;
        return {
          step: explainer.step,
          count: explainer.steps.length,
          current: explainer.current,
          sentence: root.querySelector(".sentence").textContent,
          live: root.querySelector("[role=status]").textContent,
          scrubber: Number(root.querySelector("input[type=range]").value),
          currentCells: [...root.querySelectorAll(".cell.current")].length,
          setStates: [...root.querySelectorAll(".set")].map((set) => set.dataset.state),
          keyLine: root.querySelector(".code-line.key")?.textContent ?? null,
          formula: root.querySelector(".formula .line").textContent,
        };
      }, selector);
    }

    /** The API's own trace of a board, computed in the page. */
    function apiTrace(page, board, options) {
      return page.evaluate(
        async ([board, options]) =>
          (await window.ValidSudoku.loadValidator()).trace(board, options),
        [board, options],
      );
    }

    for (const [name, base] of Object.entries(origins)) {
      describe(`the explainer on index.html over ${name}`, () => {
        let page;
        let problems;
        before(async () => {
          ({ page, problems } = await openPage(
            shared.browser.context,
            urlOf(base(), "index.html"),
          ));
          await page.waitForFunction(() => customElements.get("sudoku-explainer"));
        });
        after(async () => {
          await page?.close();
          assert.deepEqual(problems, [], "no console errors, CSP violations or page errors");
        });

        test('Example 2 with stop="first" stops at the first repeat, in boxes[0]', async () => {
          const trace = await apiTrace(page, EXAMPLE_2, { stop: "first" });
          const start = await explainerState(page);
          assert.equal(start.count, trace.steps.length);
          assert.equal(start.count, 21, "cells 0 to 20: the 8 at row 3, column 3 repeats");
          await page.locator("#explainer").getByRole("button", { name: "Last" }).click();
          const last = await explainerState(page);
          assert.equal(last.step, 20);
          assert.deepEqual(last.current, trace.steps[20]);
          assert.deepEqual(last.current.repeats, ["box"]);
          assert.equal(last.current.earlier.box, 0);
          assert.match(
            last.sentence,
            /^Row 3, column 3 holds 8\. Is 8 already in rows\[2\]\? No\./,
          );
          assert.match(last.sentence, /In boxes\[0\]\? Yes, put there by row 1, column 1/);
          assert.match(last.sentence, /repeats in box 1\. LeetCode's answer returns False\.$/);
          // LeetCode returns at once: nothing is added to rows[2] or cols[2].
          assert.deepEqual(last.setStates, ["tested", "tested", "repeat"]);
          assert.equal(last.keyLine.trim(), "return False");
          assert.match(
            last.formula,
            /k = \(r \/\/ 3\) \* 3 \+ c \/\/ 3 = \(2 \/\/ 3\) \* 3 \+ 2 \/\/ 3 = 0 \* 3 \+ 0 = 0/,
          );
          assert.equal(last.live, `Step 21 of 21. ${last.sentence}`, "a single step is spoken");
        });

        test("back, forward, Home/End and the scrubber land on the steps of trace()", async () => {
          const trace = await apiTrace(page, EXAMPLE_2, { stop: "first" });
          // The keys work wherever focus is in the explainer's controls (the board is a picture).
          await page
            .locator("#explainer")
            .getByRole("button", { name: "Step", exact: true })
            .focus();
          await page.keyboard.press("Home");
          assert.equal((await explainerState(page)).step, 0);
          for (let i = 1; i <= 4; i++) {
            await page.keyboard.press("ArrowRight");
            const state = await explainerState(page);
            assert.equal(state.step, i);
            assert.deepEqual(state.current, trace.steps[i]);
            assert.equal(state.scrubber, i);
          }
          await page.keyboard.press("ArrowLeft");
          assert.deepEqual((await explainerState(page)).current, trace.steps[3]);
          await page.locator("#explainer").getByRole("button", { name: "Back" }).click();
          assert.deepEqual((await explainerState(page)).current, trace.steps[2]);
          await page
            .locator("#explainer")
            .getByRole("button", { name: "Step", exact: true })
            .click();
          assert.deepEqual((await explainerState(page)).current, trace.steps[3]);
          await page.keyboard.press("End");
          assert.equal((await explainerState(page)).step, trace.steps.length - 1);

          const scrubber = page.locator("#explainer input[type=range]");
          await scrubber.fill("9");
          const scrubbed = await explainerState(page);
          assert.equal(scrubbed.step, 9);
          assert.deepEqual(scrubbed.current, trace.steps[9]);
          await scrubber.focus();
          await page.keyboard.press("ArrowLeft");
          assert.deepEqual((await explainerState(page)).current, trace.steps[8]);
          // Every step the element shows is the trace's step, cell by cell.
          for (const index of [0, 5, 12, 20]) {
            await page.evaluate((index) => {
              document.querySelector("#explainer").step = index;
            }, index);
            const state = await explainerState(page);
            assert.deepEqual(state.current, trace.steps[index]);
            assert.equal(state.currentCells, 1);
          }
        });

        test("the live region speaks on single steps and on pause, not while playing", async () => {
          const explainer = page.locator("#explainer");
          await page.evaluate(() => {
            const element = document.querySelector("#explainer");
            element.step = 0;
            element.speed = 60;
          });
          await explainer.getByRole("button", { name: "Step", exact: true }).click();
          const spoken = (await explainerState(page)).live;
          assert.match(spoken, /^Step 2 of 21\./);
          const changes = await page.evaluate(async () => {
            const element = document.querySelector("#explainer");
            const live = element.shadowRoot.querySelector("[role=status]");
            let count = 0;
            const observer = new MutationObserver(() => count++);
            observer.observe(live, { childList: true, characterData: true, subtree: true });
            const steps = [];
            element.addEventListener("sudoku-step", (event) => steps.push(event.detail.cell));
            // Two steps played, however long they take on a busy machine.
            const played = new Promise((resolve) =>
              element.addEventListener("sudoku-step", () => steps.length === 2 && resolve()),
            );
            element.play();
            await played;
            const whilePlaying = count;
            element.pause();
            await new Promise((resolve) => setTimeout(resolve, 0));
            observer.disconnect();
            return {
              whilePlaying,
              afterPause: count,
              steps,
              text: live.textContent,
              step: element.step,
            };
          });
          assert.ok(changes.steps.length >= 2, "it played several steps");
          assert.equal(changes.whilePlaying, 0, "silent while playing");
          assert.ok(changes.afterPause > 0, "speaks on pause");
          assert.match(changes.text, new RegExp(`^Step ${changes.step + 1} of 21\\.`));
          await page.evaluate(() => document.querySelector("#explainer").removeAttribute("speed"));
        });

        test('stop="all" finds both conflicts of Example 2; language and variant change the code', async () => {
          await page
            .locator("#explainer")
            .getByLabel("Stop at the first repeat (LeetCode)")
            .uncheck();
          const all = await apiTrace(page, EXAMPLE_2, { stop: "all" });
          const state = await explainerState(page);
          assert.equal(state.count, 81);
          const repeats = all.steps.filter((step) => step.repeats.length).map((step) => step.cell);
          assert.deepEqual(repeats, [20, 27]);
          await page.evaluate(() => {
            document.querySelector("#explainer").step = 27;
          });
          const column = await explainerState(page);
          assert.deepEqual(column.current.repeats, ["column"]);
          assert.match(column.sentence, /In cols\[0\]\? Yes, put there by row 1, column 1/);
          assert.match(
            column.sentence,
            /valid becomes False, 8 is added to the three sets, and the scan goes on\./,
          );

          await page.evaluate(() => {
            const element = document.querySelector("#explainer");
            element.language = "java";
            element.variant = "bitmask";
          });
          const code = await page.evaluate(
            () =>
              document.querySelector("#explainer").shadowRoot.querySelector(".code").textContent,
          );
          assert.match(code, /\(\(rows\[r\] >> d\) & 1\) == 1/);
          assert.match(code, /rows\[r\] \|= 1 << d;/);
          assert.match(code, /valid = false;/, "the find-every-conflict version keeps going");
          const bits = await page.evaluate(() =>
            [...document.querySelector("#explainer").shadowRoot.querySelectorAll(".bits")].map(
              (node) => node.textContent,
            ),
          );
          // Before row 4, column 1: cols[0] holds the 8 of row 1 and the 6 of row 2 (bits 7 and 5).
          assert.match(bits[1], /^0b010100000 {2}\(cols\[0\] >> 7\) & 1 = 1/);
          await page.evaluate(() => {
            const element = document.querySelector("#explainer");
            element.removeAttribute("variant");
            element.language = "python";
            element.stop = "first";
          });
        });

        test("the pitfalls lab: each buggy variant disagrees with the correct answer on its board", async () => {
          await page.waitForFunction(() => Object.keys(window.SudokuPitfalls.results).length === 4);
          const results = await page.evaluate(async () => {
            const sudoku = await window.ValidSudoku.loadValidator();
            const { boards, results } = window.SudokuPitfalls;
            return Object.keys(results).map((name) => ({
              name,
              ...results[name],
              product: sudoku.isValid(boards[name]),
            }));
          });
          assert.deepEqual(
            results.map((result) => result.name),
            ["modulo", "offByOne", "dotCounted", "solvable"],
          );
          for (const result of results) {
            assert.equal(
              result.correct,
              result.product,
              `${result.name}: the lab's correct side is the product's answer`,
            );
            assert.notEqual(
              result.buggy,
              result.correct,
              `${result.name}: the bug changes the answer`,
            );
          }
          const byName = Object.fromEntries(results.map((result) => [result.name, result]));
          assert.equal(byName.modulo.part, 23, "the % formula misses the 3 at row 3, column 6");
          assert.equal(byName.dotCounted.part, 3, "the second blank of row 1 'repeats' the first");
          // The lab opens on the parting step and says so.
          const status = await page.locator('[data-pitfall="modulo"] .lab-status').textContent();
          assert.match(
            status,
            /^Step 24 of 81, row 3, column 6\. This is where the answers part\./,
          );
          await page.locator('[data-pitfall="modulo"] [data-lab=back]').click();
          assert.match(
            await page.locator('[data-pitfall="modulo"] .lab-status').textContent(),
            /^Step 23 of 81/,
          );
          assert.match(
            await page.locator('[data-pitfall="solvable"] [data-answer=solvable]').textContent(),
            /^Can it be completed\? No: r1c9 can take no digit: row 1 has 1 2 3 4 5 6 7 8, column 9 has 9\.$/,
          );
          // The card's board is the referee's three-way verdict, with the dead end's cells framed.
          const card = await page.evaluate(() => {
            const root = document.querySelector("#pitfall-solvable-board").shadowRoot;
            return {
              status: root.querySelector("[role=status]").textContent,
              framed: [...root.querySelectorAll("[part~=dead-end]")].length,
            };
          });
          assert.match(
            card.status,
            /^Valid, but it can no longer be completed: r1c9 can take no digit/,
          );
          assert.equal(card.framed, 10, "r1c9, the eight digits of row 1 and the 9 of column 9");
        });

        test("the cost slider shows the counts growing as N², and the embed snippets follow the board", async () => {
          const slider = page.locator("#cost-size");
          await slider.fill("5");
          const counts = await page.locator("#cost-rows .count").allTextContents();
          assert.deepEqual(counts, ["256", "768", "768", "48"]);
          assert.equal(
            await page.locator("#cost-size-value").textContent(),
            "16×16 (boxes of 4×4)",
          );
          await page.locator("#paste-input").fill(EXAMPLE_1);
          await page.waitForFunction(
            (board) => document.querySelector("#embed-script").value.includes(board),
            EXAMPLE_1,
          );
          const iframe = await page.locator("#embed-iframe").inputValue();
          assert.match(
            iframe,
            new RegExp(`dist/embed\\.html\\?board=${EXAMPLE_1.replace(/\./g, "\\.")}`),
          );
          assert.match(iframe, /sandbox="allow-scripts"/);
          assert.match(iframe, /<iframe data-valid-sudoku /);
          assert.match(iframe, /<script src="dist\/embed-resize\.js"><\/script>$/);
        });
      });
    }

    describe("the explainer on other shapes", () => {
      let page;
      before(async () => {
        ({ page } = await openPage(
          shared.browser.context,
          urlOf(shared.server.url, "tests/browser/pages/explainer.html"),
        ));
      });
      after(() => page?.close());

      test("a 16×16 board plays with 16-bit sets, letters and the general box formula", async () => {
        const state = await page.evaluate(async (board) => {
          const element = document.createElement("sudoku-explainer");
          element.id = "sixteen";
          element.setAttribute("value", board);
          element.setAttribute("variant", "bitmask");
          document.body.append(element);
          await element.ready;
          element.step = 18; // row 2, column 3: an A
          const root = element.shadowRoot;
          return {
            count: element.steps.length,
            cells: root.querySelectorAll(".cell").length,
            chips: root.querySelectorAll(".set")[0].querySelectorAll(".chip").length,
            bits: root.querySelector(".bits").textContent,
            formula: root.querySelector(".formula .line").textContent,
            current: element.current,
          };
        }, SIXTEEN);
        assert.equal(state.count, 256);
        assert.equal(state.cells, 256);
        assert.equal(state.chips, 16);
        assert.match(state.bits, /^0b[01]{16}/);
        assert.match(
          state.formula,
          /^k = \(r \/\/ 4\) \* 4 \+ c \/\/ 4 = \(1 \/\/ 4\) \* 4 \+ 2 \/\/ 4 = 0 \* 4 \+ 0 = 0$/,
        );
        assert.equal(state.current.cell, 18);
      });

      test("a 6×6 board with 2×3 boxes shows the general formula; a bad board says why", async () => {
        const state = await page.evaluate(async () => {
          const element = document.createElement("sudoku-explainer");
          element.setAttribute("value", "123456456123............................".slice(0, 36));
          element.setAttribute("shape", "2x3");
          document.body.append(element);
          await element.ready;
          element.step = 10; // row 2, column 5
          const root = element.shadowRoot;
          const general = root.querySelector(".formula .general").textContent;
          const line = root.querySelector(".formula .line").textContent;
          element.setAttribute("value", "12z");
          const parseError = root.querySelector(".sentence").textContent;
          element.setAttribute("shape", "6x6");
          element.setAttribute("value", ".".repeat(36 * 36));
          return {
            parseError,
            general,
            line,
            error: element.error?.name,
            sentence: root.querySelector(".sentence").textContent,
          };
        });
        assert.equal(state.general, "k = (r // boxRows) * (N // boxCols) + c // boxCols");
        assert.equal(
          state.line,
          "k = (r // 2) * 2 + c // 3 = (1 // 2) * 2 + 4 // 3 = 0 * 2 + 1 = 1",
        );
        assert.match(state.parseError, /^Cannot read the board: /);
        assert.equal(state.error, "RangeError");
        assert.equal(
          state.sentence,
          "Cannot play the board: a trace takes boards up to 32×32; this board is 36×36 (checking it works at every size)",
        );
      });
    });

    // Firefox over BiDi and WebKit over WebDriver cannot emulate prefers-reduced-motion; the media
    // query is the same in every engine.
    if (engine === "chromium")
      test("autoplay plays, except for readers who prefer reduced motion; any speed is shown", async () => {
        for (const reducedMotion of ["no-preference", "reduce"]) {
          const { page, problems } = await openPage(
            shared.browser.context,
            urlOf(shared.server.url, "tests/browser/pages/explainer.html"),
          );
          await page.emulateMedia({ reducedMotion });
          const state = await page.evaluate(async (board) => {
            const element = document.createElement("sudoku-explainer");
            element.setAttribute("value", board);
            element.setAttribute("speed", "3");
            element.setAttribute("autoplay", "");
            document.body.append(element);
            await element.ready;
            const playing = element.playing;
            element.pause();
            return { playing, speed: element.shadowRoot.querySelector(".speed select").value };
          }, EXAMPLE_1);
          assert.deepEqual(state, { playing: reducedMotion === "no-preference", speed: "3" });
          await page.close();
          assert.deepEqual(problems, []);
        }
      });

    describe("dist/embed.html", () => {
      for (const [name, base] of Object.entries({
        file: () => "file",
        http: () => shared.server.url,
      })) {
        test(`posts its height to a parent page (${name}; sandboxed with allow-scripts over http)`, async () => {
          const { page, problems } = await openPage(
            shared.browser.context,
            urlOf(base(), "tests/browser/pages/embed-parent.html"),
            { boards: false },
          );
          // Each frame posts a height at each layout: read them once they hold still.
          await holdsStill(
            () =>
              page.evaluate(() =>
                [window.heights.board.at(-1), window.heights.explainer.at(-1)].join(),
              ),
            { ready: (last) => !last.split(",").includes(""), what: "the posted heights" },
          );
          const result = await page.evaluate(() => ({
            heights: window.heights,
            frames: [...document.querySelectorAll("iframe")].map(
              (frame) => frame.getBoundingClientRect().height,
            ),
            sandbox: [...document.querySelectorAll("iframe")].map((frame) =>
              frame.getAttribute("sandbox"),
            ),
          }));
          assert.deepEqual(
            result.sandbox,
            name === "file" ? [null, null] : ["allow-scripts", "allow-scripts"],
          );
          const board = result.heights.board.at(-1);
          const explainer = result.heights.explainer.at(-1);
          assert.ok(board > 300 && board < 1200, `board height ${board}`);
          assert.ok(
            explainer > board,
            `the explainer (${explainer}) is taller than a board (${board})`,
          );
          // The parent sized each iframe from the message.
          assert.deepEqual(result.frames.map(Math.round), [board, explainer]);
          await page.close();
          assert.deepEqual(problems, []);
        });
      }

      test("shows one board or one explainer from the URL, under a strict CSP", async () => {
        const query = `?board=${EXAMPLE_2}&mode=explainer&stop=all&language=java&label=Example%202`;
        const { page, problems } = await openPage(
          shared.browser.context,
          urlOf(shared.strictServer.url, `dist/embed.html${query}`),
        );
        await page.waitForFunction(() => customElements.get("sudoku-explainer"));
        const state = await page.evaluate(async () => {
          const element = document.querySelector("sudoku-explainer");
          await element.ready;
          return {
            stop: element.stop,
            language: element.language,
            count: element.steps.length,
            boards: document.querySelectorAll("sudoku-board").length,
            title: document.title,
          };
        });
        assert.deepEqual(state, {
          stop: "all",
          language: "java",
          count: 81,
          boards: 0,
          title: "Example 2",
        });
        await page.close();
        assert.deepEqual(problems, []);
      });
    });

    // axe reads the DOM and the computed colours, which every engine gives alike, and neither
    // Firefox nor WebKit can switch a page to a dark OS: Chromium runs these (theme.test.mjs has
    // the others').
    if (engine === "chromium")
      describe("accessibility and looks of the explainer", () => {
        for (const colorScheme of ["light", "dark"])
          for (const width of [390, 1280])
            for (const path of [
              "index.html",
              `dist/embed.html?board=${EXAMPLE_2}&mode=explainer&theme=${colorScheme}`,
              `dist/embed.html?board=${EXAMPLE_2}&theme=${colorScheme}`,
            ])
              test(`axe finds no violations on ${path.replace(/\?.*mode=explainer.*/, " (explainer)").replace(/\?.*/, " (board)")} at ${width} px (${colorScheme})`, async () => {
                const { page, problems } = await openPage(
                  shared.browser.context,
                  urlOf(shared.server.url, path),
                  {
                    colorScheme,
                  },
                );
                await page.setViewportSize({ width, height: 900 });
                await page.waitForFunction(() => customElements.get("sudoku-explainer"));
                await page.evaluate(() =>
                  Promise.all(
                    [...document.querySelectorAll("sudoku-explainer")].map(
                      (element) => element.ready,
                    ),
                  ),
                );
                // At the repeat, so the conflict colours are checked too.
                await page.evaluate(() => {
                  for (const element of document.querySelectorAll("sudoku-explainer"))
                    element.step = 20;
                });
                assert.equal(
                  await page.evaluate(() => document.documentElement.scrollWidth),
                  width,
                  `no horizontal scroll at ${width}px`,
                );
                await page.addScriptTag({ path: axePath });
                const result = await page.evaluate(() =>
                  window.axe.run(document, { resultTypes: ["violations"] }),
                );
                const violations = result.violations.map(
                  (violation) =>
                    `${violation.id}: ${violation.help} (${violation.nodes
                      .map((node) => node.target.join(" "))
                      .slice(0, 5)
                      .join(", ")})`,
                );
                assert.deepEqual(violations, []);
                await page.close();
                assert.deepEqual(problems, []);
              });
      });

    test("the last step of a valid board says whether it can still be completed (valid is not solvable)", async () => {
      const { page, problems } = await openPage(
        shared.browser.context,
        urlOf("file", "tests/browser/pages/explainer.html"),
      );
      // The last step's sentence once the solver (the formats file, loaded on demand) answered.
      const closing = (value, pattern) =>
        page.waitForFunction(
          ([value, pattern]) => {
            let explainer = document.querySelector("#closing");
            if (!explainer) {
              explainer = Object.assign(document.createElement("sudoku-explainer"), {
                id: "closing",
              });
              document.body.append(explainer);
            }
            if (explainer.getAttribute("value") !== value) explainer.setAttribute("value", value);
            if (explainer.steps.length === 0) return false;
            explainer.step = explainer.steps.length - 1;
            const sentence = explainer.shadowRoot.querySelector(".sentence").textContent;
            return new RegExp(pattern).test(sentence) && sentence;
          },
          [value, pattern],
        );
      const dead = "12345678.........9" + ".".repeat(63);
      const said = await (await closing(dead, "no longer be completed")).jsonValue();
      assert.match(
        said,
        /the board is valid\. But valid is not solvable: this board can no longer be completed: r1c9 can take no digit: row 1 has 1 2 3 4 5 6 7 8, column 9 has 9\.$/,
      );
      const open = await (await closing(EXAMPLE_1, "still be completed")).jsonValue();
      assert.match(
        open,
        /the board is valid\. Valid is not always solvable, but this board can still be completed\.$/,
      );
      // An earlier step says nothing of it.
      const earlier = await page.evaluate(() => {
        const explainer = document.querySelector("#closing");
        explainer.step = 3;
        return explainer.shadowRoot.querySelector(".sentence").textContent;
      });
      assert.doesNotMatch(earlier, /solvable|completed/);
      await page.close();
      assert.deepEqual(problems, []);
    });

    test("a link is read by the formats file, loaded on demand; a variant puzzle's link is refused in words", async () => {
      const { page, problems } = await openPage(
        shared.browser.context,
        urlOf("file", "tests/browser/pages/explainer.html"),
      );
      // A published SudokuExchange link (tests/fixtures/formats.puzzles) of a classic puzzle.
      const link =
        "https://sudokuexchange.com/play/?s=000000000500006100060040030020050040300007800001000000000100002430020050600008700&d=3";
      const played = await page.evaluate(async (link) => {
        const explainer = Object.assign(document.createElement("sudoku-explainer"), { id: "link" });
        explainer.setAttribute("value", link);
        document.body.append(explainer);
        await explainer.ready;
        return {
          steps: explainer.steps.length,
          error: explainer.error?.message ?? null,
          cells: explainer.trace.cells.join(""),
        };
      }, link);
      assert.deepEqual(played, {
        steps: 81,
        error: null,
        cells: "000000000500006100060040030020050040300007800001000000000100002430020050600008700",
      });
      // A killer (Solo's 3x3k id, the same fixtures): its cages are no part of the classic scan.
      const killer = await page.evaluate(async () => {
        const explainer = document.querySelector("#link");
        explainer.value =
          "3x3k:zzzc,_a___a_a______a______a__a______________________a____a_caacaaa____aa____aaaba_aab_aaa_aa_a_aaaabaab,14_6a8_13_7_5a13a11d14_12a4_11a18_8_15b4a16e10a9_11_8a17_6_10a9c6c11a11_10_9b11b38c8a19c12a11f";
        await new Promise((resolve) => setTimeout(resolve, 50));
        return {
          steps: explainer.steps.length,
          sentence: explainer.shadowRoot.querySelector(".sentence").textContent,
        };
      });
      assert.equal(killer.steps, 0);
      assert.match(killer.sentence, /the scan traced is the classic one .* rules beyond them/);
      await page.close();
      assert.deepEqual(problems, []);
    });

    test("the explainer's classic script also defines the board and the whole API", async () => {
      const { page, problems } = await openPage(
        shared.browser.context,
        urlOf("file", "tests/browser/pages/explainer.html"),
      );
      const names = await page.evaluate(() => Object.keys(window.ValidSudoku).sort());
      assert.deepEqual(names, [
        "SudokuBoard",
        "SudokuExplainer",
        "SudokuParseError",
        "defineSudokuBoard",
        "defineSudokuExplainer",
        "loadValidator",
      ]);
      assert.equal(
        await page.evaluate(async () => typeof (await window.ValidSudoku.loadValidator()).trace),
        "function",
      );
      // The variant rules too: two 1s a knight's move apart.
      const rulesCheck = async () => {
        const sudoku = await window.ValidSudoku.loadValidator();
        try {
          return sudoku.check("1.....1.........", { rules: { antiKnight: true } }).conflicts;
        } catch (error) {
          return `${error.name}: ${error.message}`;
        }
      };
      assert.deepEqual(await page.evaluate(rulesCheck), [
        { rule: "antiKnight", digit: 1, cells: [0, 6] },
      ]);
      await page.close();
      assert.deepEqual(problems, []);
      // The board-only script leaves trace() and the variant rules out, to stay within its size
      // budget, and says where the rules are.
      const board = await openPage(
        shared.browser.context,
        urlOf("file", "tests/browser/pages/element.html"),
      );
      assert.equal(
        await board.page.evaluate(
          async () => typeof (await window.ValidSudoku.loadValidator()).trace,
        ),
        "undefined",
      );
      assert.equal(
        await board.page.evaluate(() => customElements.get("sudoku-explainer")),
        undefined,
      );
      assert.match(
        await board.page.evaluate(rulesCheck),
        /^Error: this module has no variant rules: loadValidator\({ formats: true }\) checks them$/,
      );
      // compileRules there throws the same error (docs/js-api.md, "Rules compiled once").
      const compiled = await board.page.evaluate(async () => {
        const sudoku = await window.ValidSudoku.loadValidator();
        try {
          sudoku.compileRules({ antiKnight: true });
          return "no error";
        } catch (error) {
          return `${error.name}: ${error.message}`;
        }
      });
      assert.equal(compiled, await board.page.evaluate(rulesCheck));
      await board.page.close();
      assert.deepEqual(board.problems, []);
    });
  });
