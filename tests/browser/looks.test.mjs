// How the board and the page look, in Chromium: measured contrast of every cell state, forced
// colours (which Firefox over BiDi and WebKit over WebDriver cannot emulate), axe at phone and
// desktop widths in light and dark. Screenshots are a script: npm run screenshots.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { axePath, browserAndServer, chromiumOnly, clickCell, openPage, urlOf } from "./helpers.mjs";
import { backgroundsOf, contrast, rgba, seenCells } from "./contrast.mjs";
import { loadCorpus } from "../node/fixtures.mjs";

const PAGE = "tests/browser/pages/board.html";
const WIDTHS = { phone: 390, desktop: 1280 };

const shared = browserAndServer(); // shared.browser, shared.server

chromiumOnly(
  "contrast is measured from computed styles, and forced colours are emulated by Chromium only",
  () => {
    const stateOf = (cell) =>
      cell.part
        .split(" ")
        .filter((part) => part !== "cell")
        .join(" ") || "plain";

    describe("contrast of every cell state (measured)", () => {
      for (const colorScheme of ["light", "dark"]) {
        test(`digits reach 4.5:1 and state marks 3:1 (${colorScheme})`, async () => {
          const { page } = await openPage(shared.browser.context, urlOf("file", PAGE), {
            colorScheme,
          });
          // The board follows the page, so the page says which palette it is in.
          await page.evaluate(
            (scheme) => (document.documentElement.style.colorScheme = scheme),
            colorScheme,
          );
          // Row 1: a given in conflict (5), a plain given (3), an entry in conflict (5), a plain entry (2).
          await clickCell(page, "#puzzle", 0, 2);
          await page.keyboard.press("5");
          await page.keyboard.press("ArrowRight");
          await page.keyboard.press("2");
          const cells = [0, 1, 2, 3];
          const rows = [];
          await page.locator("#outside").focus(); // no active cell: every state without peers
          const measured = [...(await seenCells(page, "#puzzle", cells))];
          for (const active of cells) {
            await clickCell(page, "#puzzle", 0, active);
            measured.push(...(await seenCells(page, "#puzzle", cells)));
          }
          const worst = new Map();
          for (const cell of measured) {
            const digit = rgba(cell.color);
            const backgrounds = backgroundsOf(cell);
            const text = Math.min(...backgrounds.map((background) => contrast(digit, background)));
            const state = `${cell.index === 0 || cell.index === 1 ? "given" : "entry"}: ${stateOf(cell)}`;
            const row = { state, text };
            if (cell.ring)
              row.ring = Math.min(...backgrounds.map((b) => contrast(rgba(cell.ring), b)));
            row.outline = Math.min(...backgrounds.map((b) => contrast(rgba(cell.outline), b)));
            const known = worst.get(state);
            if (!known || row.text < known.text) worst.set(state, row);
          }
          for (const row of worst.values()) rows.push(row);
          console.log(
            `${colorScheme}:\n${rows
              .map(
                (row) =>
                  `  ${row.state.padEnd(30)} digit ${row.text.toFixed(2)}:1` +
                  (row.ring ? `, ring ${row.ring.toFixed(2)}:1` : "") +
                  `, conflict outline ${row.outline.toFixed(2)}:1`,
              )
              .join("\n")}`,
          );
          const states = rows.map((row) => row.state);
          for (const expected of [
            "given: given conflict",
            "given: given",
            "entry: conflict",
            "entry: plain",
            "given: given conflict active",
            "entry: conflict active",
            "entry: active",
            "given: given active",
            "given: given conflict peer",
            "entry: conflict peer",
            "entry: peer",
            "given: given peer",
          ])
            assert.ok(
              states.includes(expected),
              `measured ${expected} (have ${states.join(", ")})`,
            );
          for (const row of rows) {
            assert.ok(row.text >= 4.5, `${row.state}: digit ${row.text.toFixed(2)}:1`);
            if (row.ring) assert.ok(row.ring >= 3, `${row.state}: ring ${row.ring.toFixed(2)}:1`);
            assert.ok(
              row.outline >= 3,
              `${row.state}: conflict outline ${row.outline.toFixed(2)}:1`,
            );
          }
          await page.close();
        });
      }
    });

    describe("forced colours", () => {
      test("every state survives: givens, entries, the active cell, peers, conflicts", async () => {
        const { page } = await openPage(shared.browser.context, urlOf("file", PAGE));
        await page.emulateMedia({ forcedColors: "active" });
        await clickCell(page, "#puzzle", 0, 2);
        await page.keyboard.press("5");
        await page.keyboard.press("ArrowRight");
        await page.keyboard.press("2");
        const styles = await page.evaluate(() => {
          const cells = document
            .querySelector("#puzzle")
            .shadowRoot.querySelectorAll("[role=gridcell]");
          const read = (index) => {
            const style = getComputedStyle(cells[index]);
            return {
              color: style.color,
              background: style.backgroundColor,
              outline: style.outlineStyle,
              decoration: style.textDecorationLine,
            };
          };
          return {
            given: read(1),
            conflict: read(2),
            active: read(3),
            peer: read(5),
            far: read(80),
          };
        });
        assert.notEqual(
          styles.given.color,
          styles.peer.color,
          "a given and an entry differ in colour",
        );
        assert.match(styles.conflict.decoration, /underline/);
        assert.equal(styles.active.outline, "solid");
        assert.notEqual(
          styles.active.background,
          styles.far.background,
          "the active cell is filled",
        );
        assert.equal(styles.peer.outline, "dashed");
        assert.equal(styles.far.outline, "none");
        await page.close();
      });
    });

    describe("forced colours on variant boards", () => {
      test("a jigsaw region's edge stays three times a cell's line, as a box's does", async () => {
        const { page } = await openPage(
          shared.browser.context,
          urlOf("file", "tests/browser/pages/rules.html"),
        );
        // Every line is CanvasText in forced colours: width is all that tells a region's edge.
        const widths = () =>
          page.evaluate(() =>
            ["#jigsaw", "#diagonal"].map((id) => {
              const cells = [...document.querySelector(id).shadowRoot.querySelectorAll(".cell")];
              const edge = (cell) => parseFloat(getComputedStyle(cell).borderRightWidth);
              const thick = cells.filter((cell) => cell.classList.contains("box-right")).map(edge);
              const thin = cells
                .filter((cell, index) => index % 9 < 8 && !cell.classList.contains("box-right"))
                .map(edge);
              return { thick: Math.min(...thick), thin: Math.max(...thin), count: thick.length };
            }),
          );
        const before = await widths();
        await page.emulateMedia({ forcedColors: "active" });
        const forced = await widths();
        for (const [index, board] of ["jigsaw", "diagonal"].entries()) {
          const { thick, thin, count } = forced[index];
          assert.ok(count > 0, `${board}: cells with a region's or a box's right edge`);
          assert.ok(thick >= 3 * thin, `${board}: edge ${thick}px beside a line of ${thin}px`);
        }
        // Outside forced colours the theme's widths hold (colour tells the lines apart there).
        assert.ok(
          before[0].thick < 3 * before[0].thin,
          "the forced-colours widths apply only there",
        );
        await page.close();
      });
    });

    /** What axe finds on the page as it is now: "id: help (the first five nodes)" each. */
    async function axeViolations(page) {
      if (!(await page.evaluate(() => Boolean(window.axe))))
        await page.addScriptTag({ path: axePath });
      const result = await page.evaluate(() =>
        window.axe.run(document, { resultTypes: ["violations"] }),
      );
      return result.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes
            .map((node) => node.target.join(" "))
            .slice(0, 5)
            .join(", ")})`,
      );
    }

    describe("axe on index.html (its layout on a phone: page.test.mjs)", () => {
      for (const colorScheme of ["light", "dark"])
        for (const [device, width] of Object.entries(WIDTHS))
          test(`axe finds no violations (${colorScheme}, ${width} px)`, async () => {
            const { page, problems } = await openPage(
              shared.browser.context,
              urlOf(shared.server.url, "index.html"),
              { colorScheme },
            );
            await page.setViewportSize({ width, height: 900 });
            // A cell is active, so peers and the ring are checked too; Example 2 has conflicts.
            await clickCell(page, "#example-2", 1, 1);
            assert.deepEqual(await axeViolations(page), [], `${device}`);
            await page.close();
            assert.deepEqual(problems, []);
          });

      // The variant boards (tests/browser/pages/rules.html): drawn rules, their conflicts marked,
      // a cell active on the jigsaw (its peers are its region).
      for (const colorScheme of ["light", "dark"])
        for (const [device, width] of Object.entries(WIDTHS))
          test(`axe finds no violations on variant boards (${colorScheme}, ${width} px)`, async () => {
            const { page, problems } = await openPage(
              shared.browser.context,
              urlOf("file", "tests/browser/pages/rules.html"),
              { colorScheme },
            );
            await page.evaluate(
              (scheme) => (document.documentElement.style.colorScheme = scheme),
              colorScheme,
            );
            await page.setViewportSize({ width, height: 900 });
            await clickCell(page, "#jigsaw", 1, 2);
            assert.deepEqual(await axeViolations(page), [], `${device}`);
            assert.equal(
              await page.evaluate(() => document.documentElement.scrollWidth),
              width,
              `no horizontal scroll at ${width}px`,
            );
            await page.close();
            assert.deepEqual(problems, []);
          });

      // The rules that are no constraint (drawn as regions, cages and diagonals, or not at all).
      const WHOLE_BOARD_RULES = [
        ...["cages", "regions", "extraRegions", "disjointGroups", "mainDiagonal", "antiDiagonal"],
        ...["antiKnight", "antiKing", "nonConsecutive", "negativeRatio", "negativeXv"],
      ];
      // Every kind of constraint drawn (tests/fixtures/constraints/corpus.puzzles: each real
      // puzzle as an f-puzzles link, with the outside clues' margin), with a cell active and a
      // conflict ringed: two 1s typed at the top left, which repeat in row 1 and break whatever
      // constraint holds those cells.
      const corpus = loadCorpus().filter(({ read }) =>
        read.some((kind) => !WHOLE_BOARD_RULES.includes(kind)),
      );
      for (const colorScheme of ["light", "dark"])
        test(`axe finds no violations with each constraint puzzle drawn (${colorScheme}, 390 px)`, async () => {
          const { page, problems } = await openPage(
            shared.browser.context,
            urlOf("file", "tests/browser/pages/constraints.html"),
            { colorScheme },
          );
          await page.evaluate(
            (scheme) => (document.documentElement.style.colorScheme = scheme),
            colorScheme,
          );
          await page.setViewportSize({ width: 390, height: 900 });
          const found = [];
          for (const { name, link } of corpus) {
            await page.evaluate(async (link) => {
              const board = document.getElementById("puzzle");
              await new Promise((resolve) => {
                board.addEventListener("sudoku-validate", resolve, { once: true });
                board.value = link;
              });
              await board.ready;
            }, link);
            await clickCell(page, "#puzzle", 0, 0);
            for (const key of ["1", "ArrowRight", "1"]) await page.keyboard.press(key);
            const drawn = await page.evaluate(() => {
              const root = document.getElementById("puzzle").shadowRoot;
              return root.querySelectorAll(".rules-layer [part~=constraint]").length;
            });
            assert.ok(drawn > 0, `${name}: its constraints are drawn`);
            for (const violation of await axeViolations(page)) found.push(`${name}: ${violation}`);
          }
          assert.deepEqual(found, []);
          await page.close();
          assert.deepEqual(problems, []);
        });
    });
  },
);
