// Browser tests of what <sudoku-explainer> marks at each step: the element draws exactly what
// web/elements/explainer-words.js says (line states, sets, formula, words) through whole scans in
// every language and variant, two blanks in a row, the live region after a change of settings,
// the Play button's name, the board as a picture, forced colours and the phone layout.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { LANGUAGES, VARIANTS, codeLines } from "../../web/elements/explainer-code.js";
import {
  boxFormula,
  countersOf,
  describeStep,
  lineStates,
  lookupTotals,
  setsOfStep,
} from "../../web/elements/explainer-words.js";
import { browserAndServer, chromiumOnly, EXAMPLE_2, openPage, urlOf } from "./helpers.mjs";

const shared = browserAndServer(); // shared.browser, shared.server

chromiumOnly(
  "the explainer's step drawing is its own script, the same in every engine; explainer.test.mjs runs the element in all three",
  () => {
    /** index.html with its explainer ready. */
    async function openIndex(viewport) {
      const opened = await openPage(shared.browser.context, urlOf(shared.server.url, "index.html"));
      if (viewport) await opened.page.setViewportSize(viewport);
      await opened.page.waitForFunction(() => customElements.get("sudoku-explainer"));
      await opened.page.evaluate(() => document.querySelector("#explainer").ready);
      return opened;
    }

    /** What the element draws for the step shown, read from its shadow DOM. */
    function drawnState() {
      const root = document.querySelector("#explainer").shadowRoot;
      const lines = [...root.querySelectorAll(".code-line")];
      const digit = document.querySelector("#explainer").current.digit;
      return {
        current: lines.filter((line) => line.classList.contains("key")).map((l) => l.textContent),
        ran: lines
          .filter((line) => line.classList.contains("ran") && !line.classList.contains("key"))
          .map((line) => line.textContent),
        ariaCurrent: root.querySelectorAll("[aria-current]").length,
        sets: [...root.querySelectorAll(".set")].map((set) => set.dataset.state),
        chips: [...root.querySelectorAll(".set")].map((set) =>
          digit ? set.querySelectorAll(".chip")[digit - 1].className : "",
        ),
        bits: [...root.querySelectorAll(".bits")].map((bits) =>
          bits.hidden ? null : bits.textContent,
        ),
        formula: root.querySelector(".formula .line").textContent,
        sentence: root.querySelector(".sentence").textContent,
        counters: root.querySelector(".counters").textContent,
      };
    }

    /** What explainer-words.js says the element should draw at step `index`. */
    function expectedState(trace, index, language, variant) {
      const lines = codeLines(language, variant, trace);
      const states = lineStates(lines, trace, index);
      const text = (state) =>
        lines.filter((_, i) => states[i] === state).map(([, line]) => line.trimStart());
      const sets = setsOfStep(trace, index, { language });
      const chip = (set) => {
        if (!trace.steps[index].digit) return "";
        const classes = ["chip"];
        if ((set.mask >> (trace.steps[index].digit - 1)) & 1) classes.push("seen");
        if (set.looked) classes.push("tested");
        if (set.found) classes.push("repeat");
        else if (set.added) classes.push("added");
        return classes.join(" ");
      };
      return {
        current: text("current"),
        ran: text("ran"),
        ariaCurrent: 1,
        sets: sets.map((set) => set.state),
        chips: sets.map(chip),
        bits: sets.map((set) =>
          variant === "bitmask"
            ? [set.bits, set.test, set.update].filter(Boolean).join("  ")
            : null,
        ),
        formula:
          boxFormula(trace, index, { language })?.line ?? "k is not computed: the cell is empty.",
        sentence: describeStep(trace, index, { language }),
        counters: countersOf(trace, index, lookupTotals(trace), { variant }),
      };
    }

    describe("the explainer draws what its words module says", () => {
      test("two empty cells in a row: one current line, and only the read and the skip ran", async () => {
        const { page, problems } = await openIndex();
        const explainer = page.locator("#explainer");
        await page.evaluate(() => {
          document.querySelector("#explainer").step = 1; // row 1, column 2: a 3, added
        });
        const step = explainer.getByRole("button", { name: "Step", exact: true });
        for (const cell of [2, 3]) {
          await step.click();
          const state = await page.evaluate(drawnState);
          assert.equal(await page.evaluate(() => document.querySelector("#explainer").step), cell);
          assert.deepEqual(
            state.current,
            ["if ch == '.': continue"],
            `cell ${cell}: the skip runs`,
          );
          assert.deepEqual(state.ran, ["ch = board[r][c]"], `cell ${cell}: nothing after continue`);
          assert.equal(state.ariaCurrent, 1);
          assert.equal(state.formula, "k is not computed: the cell is empty.");
          assert.deepEqual(state.sets, ["", "", ""]);
        }
        await page.close();
        assert.deepEqual(problems, []);
      });

      for (const language of LANGUAGES)
        for (const variant of VARIANTS)
          test(`a whole scan of Example 2, every conflict, in ${language} with ${variant}`, async () => {
            const { page, problems } = await openIndex();
            const drawn = await page.evaluate(
              async ([language, variant, drawnSource]) => {
                const read = new Function(`return (${drawnSource})()`);
                const element = document.querySelector("#explainer");
                element.setAttribute("stop", "all");
                element.language = language;
                element.variant = variant;
                element.step = 0;
                const forward = element.shadowRoot.querySelector("[data-action=forward]");
                const states = [read()];
                for (let i = 1; i < element.steps.length; i++) {
                  forward.click();
                  states.push(read());
                }
                return { states, trace: element.trace };
              },
              [language, variant, drawnState.toString()],
            );
            assert.equal(drawn.states.length, 81);
            drawn.states.forEach((state, index) =>
              assert.deepEqual(
                state,
                expectedState(drawn.trace, index, language, variant),
                `step ${index}`,
              ),
            );
            await page.close();
            assert.deepEqual(problems, []);
          });
    });

    describe("words, states and roles", () => {
      test("the live region says the step again after a change of stop, language or variant", async () => {
        const { page, problems } = await openIndex();
        const explainer = page.locator("#explainer");
        const live = () =>
          page.evaluate(
            () =>
              document.querySelector("#explainer").shadowRoot.querySelector("[role=status]")
                .textContent,
          );
        await explainer.getByRole("button", { name: "Last" }).click();
        assert.match(await live(), /^Step 21 of 21\. .*LeetCode's answer returns False\.$/);
        await explainer.getByLabel("Stop at the first repeat (LeetCode)").uncheck();
        assert.match(
          await live(),
          /^Step 21 of 81\. .*valid becomes False, 8 is added to the three sets, and the scan goes on\.$/,
        );
        await explainer.getByLabel("Language").selectOption("java");
        assert.match(await live(), /^Step 21 of 81\. .*valid becomes false, 8 is added/);
        await explainer.getByLabel("Stop at the first repeat (LeetCode)").check();
        assert.match(await live(), /^Step 21 of 21\. .*LeetCode's answer returns false\.$/);
        await explainer.getByLabel("Sets as").selectOption("bitmask");
        const after = await live();
        assert.match(after, /^Step 21 of 21\./);
        // A change of variant repeats the sentence: the region is written again, so it is spoken.
        const writes = await page.evaluate(() => {
          const element = document.querySelector("#explainer");
          const region = element.shadowRoot.querySelector("[role=status]");
          let count = 0;
          const observer = new MutationObserver(() => count++);
          observer.observe(region, { childList: true, characterData: true, subtree: true });
          element.variant = "sets";
          return new Promise((resolve) =>
            setTimeout(() => {
              observer.disconnect();
              resolve(count);
            }, 0),
          );
        });
        assert.ok(writes > 0, "the variant change is announced");
        await page.close();
        assert.deepEqual(problems, []);
      });

      test("Play changes its name and is not also a toggle button", async () => {
        const { page, problems } = await openIndex();
        const explainer = page.locator("#explainer");
        const play = explainer.getByRole("button", { name: "Play" });
        assert.equal(await play.getAttribute("aria-pressed"), null);
        await page.evaluate(() => {
          document.querySelector("#explainer").step = 0;
          document.querySelector("#explainer").speed = 0.5;
        });
        await play.click();
        const pause = explainer.getByRole("button", { name: "Pause" });
        await pause.waitFor();
        assert.equal(await pause.getAttribute("aria-pressed"), null);
        await pause.click();
        await explainer.getByRole("button", { name: "Play" }).waitFor();
        assert.equal(
          await page.evaluate(() => document.querySelector("#explainer").playing),
          false,
        );
        await page.close();
        assert.deepEqual(problems, []);
      });

      test("the board is a picture without a Tab stop; keys on the controls step and keep focus", async () => {
        const { page, problems } = await openIndex();
        const board = await page.evaluate(() => {
          const node = document.querySelector("#explainer").shadowRoot.querySelector(".board");
          return { role: node.getAttribute("role"), tabIndex: node.tabIndex };
        });
        assert.deepEqual(board, { role: "img", tabIndex: -1 });
        const step = page.locator("#explainer").getByRole("button", { name: "Step", exact: true });
        await step.focus();
        await page.keyboard.press("End");
        const focusedName = () =>
          page.evaluate(
            () =>
              document.querySelector("#explainer").shadowRoot.activeElement?.textContent ?? null,
          );
        assert.equal(await page.evaluate(() => document.querySelector("#explainer").step), 20);
        assert.match(await focusedName(), /Step/, "the Step button keeps focus at the last step");
        assert.equal(await step.getAttribute("aria-disabled"), "true");
        await step.dispatchEvent("click"); // does nothing at the last step
        assert.equal(await page.evaluate(() => document.querySelector("#explainer").step), 20);
        await page.keyboard.press("Home");
        assert.equal(await page.evaluate(() => document.querySelector("#explainer").step), 0);
        await page.close();
        assert.deepEqual(problems, []);
      });

      test("forced colours keep the current cell, the earlier cell and the lab's scattered box", async () => {
        const { page, problems } = await openIndex();
        await page.emulateMedia({ forcedColors: "active" });
        await page.evaluate(() => {
          document.querySelector("#explainer").step = 20;
        });
        const outlines = await page.evaluate(() => {
          const root = document.querySelector("#explainer").shadowRoot;
          const style = (node) => {
            const { outlineStyle, outlineWidth } = getComputedStyle(node);
            return `${outlineStyle} ${outlineWidth}`;
          };
          const lab = document.querySelector('[data-pitfall="modulo"] .lab-side:nth-child(2)');
          return {
            current: style(root.querySelector(".cell.current")),
            earlier: style(root.querySelector(".cell.earlier")),
            inBox: [...lab.querySelectorAll(".mini-grid span.in-box:not(.current)")].map(style),
            labCurrent: style(lab.querySelector(".mini-grid span.current")),
          };
        });
        assert.equal(outlines.current, "solid 3px");
        assert.equal(outlines.earlier, "dashed 3px");
        assert.equal(outlines.inBox.length, 8, "the % formula's box: nine scattered cells");
        for (const style of outlines.inBox) assert.equal(style, "dashed 2px");
        assert.equal(outlines.labCurrent, "solid 3px");
        await page.close();
        assert.deepEqual(problems, []);
      });

      test("on a 390 px phone the Step button stays in view beside the line it runs", async () => {
        const { page, problems } = await openIndex({ width: 390, height: 844 });
        await page.evaluate(() => {
          document.querySelector("#explainer").step = 5;
        });
        const boardAndStep = await page.evaluate(() => {
          const root = document.querySelector("#explainer").shadowRoot;
          root.querySelector(".board").scrollIntoView({ block: "start", behavior: "instant" });
          const step = root.querySelector("[data-action=forward]").getBoundingClientRect();
          return step.top >= 0 && step.bottom <= innerHeight;
        });
        assert.ok(boardAndStep, "the board and the Step button are in view together");
        for (const block of ["start", "center"]) {
          const seen = await page.evaluate((block) => {
            const root = document.querySelector("#explainer").shadowRoot;
            const key = root.querySelector(".code-line.key");
            key.scrollIntoView({ block, behavior: "instant" });
            const inView = (node) => {
              const box = node.getBoundingClientRect();
              return box.top >= 0 && box.bottom <= innerHeight;
            };
            const step = root.querySelector("[data-action=forward]").getBoundingClientRect();
            const line = key.getBoundingClientRect();
            return {
              step: inView(root.querySelector("[data-action=forward]")),
              apart: Math.round(Math.abs(step.top - line.top)),
              overlap: line.bottom > step.top && line.top < step.bottom,
            };
          }, block);
          assert.ok(seen.step, `the Step button is in view (line scrolled to ${block})`);
          assert.ok(seen.apart < 844, `${seen.apart} px apart`);
          assert.ok(!seen.overlap, "the controls do not cover the line");
        }
        await page.close();
        assert.deepEqual(problems, []);
      });
    });
  },
);
