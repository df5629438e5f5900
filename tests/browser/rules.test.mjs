// Browser tests of <sudoku-board> with variant rules (tests/browser/pages/rules.html, through the
// explainer's classic script, whose module has the rules): what each rule draws, how its
// conflicts are marked, the rules property (round trip, the same rules again, bad rules), and the
// board's own classic script, whose module has no rules (classic-rules.test.mjs: its drawing).
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { ENGINES, browserAndServer, clickCell, openPage, probe, urlOf } from "./helpers.mjs";
import {
  N,
  around,
  assertCages,
  assertDiagonals,
  assertJigsawBorders,
  at,
  boxes,
  rulesOf,
} from "./rules-drawing.mjs";
import { decodePng } from "./png-crop.mjs";

const PAGE = "tests/browser/pages/rules.html";

/** The verdict the element must show: "Invalid: " and the core's sentence for the same rules. */
const verdictOf = (page, id) =>
  page.evaluate(async (id) => {
    const board = document.getElementById(id);
    const sudoku = await window.ValidSudoku.loadValidator();
    const sentence = sudoku.describe(board.value, { rules: window.VARIANTS[id], maxConflicts: 4 });
    return sentence ? `Invalid: ${sentence}` : "Valid so far";
  }, id);

for (const engine of ENGINES)
  describe(`[${engine}]`, () => {
    const shared = browserAndServer(engine); // shared.browser
    let page;
    let problems;
    before(async () => {
      ({ page, problems } = await openPage(shared.browser.context, urlOf("file", PAGE)));
      await page.setViewportSize({ width: 1280, height: 900 });
    });
    // After the browser (and so the page) is closed.
    after(() => assert.deepEqual(problems ?? [], []));

    describe("what each rule draws", () => {
      test("diagonals: one line each, corner to corner", () => assertDiagonals(page, "diagonal"));

      test("a jigsaw: thick lines between its regions, in place of the box lines", () =>
        assertJigsawBorders(page, "jigsaw"));

      test("extra regions: their cells are shaded (part extra)", async () => {
        const { extraRegions } = await rulesOf(page, "windoku");
        const cells = await page.evaluate(() =>
          [
            ...document.getElementById("windoku").shadowRoot.querySelectorAll("[role=gridcell]"),
          ].map((cell) => ({
            extra: cell.part.contains("extra"),
            shade: getComputedStyle(cell).backgroundImage,
          })),
        );
        const expected = new Set(extraRegions.flat());
        cells.forEach((cell, index) => {
          assert.equal(cell.extra, expected.has(index), `cell ${index}`);
          if (cell.extra) assert.match(cell.shade, /gradient/, `cell ${index} is shaded`);
        });
        assert.equal(cells[at(0, 0)].shade, "none");
      });

      test("cages: a dashed line inside each cage's cells, its sum in its top-left cell", () =>
        assertCages(page, "killer"));

      test("the pair rules and what is not checked are said under the board", async () => {
        const words = await page.evaluate(() =>
          Object.fromEntries(
            ["diagonal", "jigsaw", "windoku", "killer", "pairs"].map((id) => {
              const legend = document.getElementById(id).shadowRoot.querySelector("[part~=rules]");
              return [id, legend.hidden ? null : legend.textContent];
            }),
          ),
        );
        assert.deepEqual(words, {
          diagonal: "Also: the two diagonals",
          jigsaw: "Also: jigsaw regions (thick borders)",
          windoku: "Also: 4 extra regions (shaded)",
          killer: "Also: 6 killer cages",
          pairs:
            "Also: anti-knight · anti-king · non-consecutive. Not checked: arrows · thermometers",
        });
      });
    });

    describe("marks of each rule's conflicts", () => {
      // Each board of rules.html breaks its own rules only: the cells, the units outlined, a
      // word of each cell's label.
      const cases = {
        diagonal: {
          invalid: [at(0, 0), at(4, 4)],
          outlines: ["diagonal 0"],
          label: [at(4, 4), "Row 5, column 5, 7, repeated in the main diagonal"],
        },
        jigsaw: {
          invalid: [at(0, 0), at(2, 3)],
          outlines: ["region 0"],
          label: [at(2, 3), "Row 3, column 4, 5, in region 1, repeated in region 1"],
          more: [[at(1, 2), "Row 2, column 3, empty, in region 2"]],
        },
        windoku: {
          invalid: [at(1, 1), at(3, 3)],
          outlines: ["extraRegion 0"],
          label: [at(1, 1), "Row 2, column 2, 4, in extra region 1, repeated in extra region 1"],
        },
        killer: {
          // Cage 1 is over its sum; cage 5 holds 9 twice and is over its sum (its empty cell is
          // never marked).
          invalid: [at(0, 0), at(0, 1), at(2, 8), at(3, 7)],
          outlines: ["cage 0", "cage 4"],
          label: [
            at(2, 8),
            "Row 3, column 9, 9, in cage 5 (sum 17), repeated in cage 5; cage 5 adds up to 18, more than its 17",
          ],
          more: [[at(3, 8), "Row 4, column 9, empty, in cage 5 (sum 17)"]],
        },
        pairs: {
          invalid: [at(0, 2), at(1, 4), at(2, 2), at(3, 3), at(6, 0), at(6, 1)],
          outlines: ["antiKing 20-30", "antiKnight 2-13", "nonConsecutive 54-55"],
          label: [at(6, 1), "Row 7, column 2, 5, 4 and 5 are consecutive neighbours (r7c1, r7c2)"],
          more: [
            [at(1, 4), "Row 2, column 5, 1, 1 is a knight's move from another 1 (r1c3, r2c5)"],
            [at(2, 2), "Row 3, column 3, 3, 3 is a king's move from another 3 (r3c3, r4c4)"],
          ],
        },
      };
      for (const [id, expected] of Object.entries(cases))
        test(`${id}: the cells, the unit's outline, the cell's label, the core's sentence`, async () => {
          const state = await probe(page, `#${id}`);
          assert.deepEqual(state.invalid, expected.invalid);
          assert.deepEqual(state.outlines, expected.outlines);
          const [cell, label] = expected.label;
          assert.equal(state.labels[cell], label);
          for (const [other, words] of expected.more ?? [])
            assert.equal(state.labels[other], words);
          assert.equal(state.status, await verdictOf(page, id));
          assert.equal(state.valid, false);
          const report = await page.evaluate((id) => document.getElementById(id).report, id);
          const all = await page.evaluate(
            async (id) =>
              (await window.ValidSudoku.loadValidator()).check(document.getElementById(id).value, {
                rules: window.VARIANTS[id],
                describe: true, // (as the board checks: each conflict with its words)
              }).conflicts,
            id,
          );
          assert.deepEqual(report.conflicts, all, "report carries every conflict");
        });

      test("an outline covers its unit's cells (a cage's, a region's)", async () => {
        const { cages } = await rulesOf(page, "killer");
        const [outline] = (await boxes(page, "killer", ".shapes [data-unit=cage]")).filter(
          (box) => box.index === "4",
        );
        const cage = around(cages[4].cells);
        for (const side of ["left", "top", "right", "bottom"])
          assert.ok(Math.abs(outline[side] - cage[side]) < 0.2, `cage 5's outline, ${side}`);
        const { regions } = await rulesOf(page, "jigsaw");
        const [region] = await boxes(page, "jigsaw", ".shapes [data-unit=region]");
        const cells = around(regions.flatMap((region, cell) => (region === 0 ? [cell] : [])));
        for (const side of ["left", "top", "right", "bottom"])
          assert.ok(Math.abs(region[side] - cells[side]) < 0.1, `region 1's outline, ${side}`);
        assert.equal(region.part, "outline region-outline");
      });

      test("typing re-checks with the rules: a new conflict is marked, fixing it clears it", async () => {
        // The main diagonal already holds 7 twice; a 3 on the anti-diagonal twice is a new one.
        await clickCell(page, "#diagonal", 0, 8);
        await page.keyboard.press("3");
        await clickCell(page, "#diagonal", 3, 5);
        await page.keyboard.press("3");
        let state = await probe(page, "#diagonal");
        assert.deepEqual(state.outlines, ["diagonal 0", "diagonal 1"]);
        assert.ok(state.invalid.includes(at(3, 5)));
        assert.equal(state.status, await verdictOf(page, "diagonal"));
        await page.keyboard.press("Backspace");
        await clickCell(page, "#diagonal", 0, 8);
        await page.keyboard.press("Backspace");
        state = await probe(page, "#diagonal");
        assert.deepEqual(state.outlines, ["diagonal 0"]);
      });

      test("in a jigsaw the active cell's peers are its row, column and region", async () => {
        const { regions } = await rulesOf(page, "jigsaw");
        await clickCell(page, "#jigsaw", 1, 2);
        const { peers } = await probe(page, "#jigsaw");
        const index = at(1, 2);
        const expected = [];
        for (let cell = 0; cell < N * N; cell++)
          if (
            cell !== index &&
            (Math.floor(cell / N) === 1 || cell % N === 2 || regions[cell] === regions[index])
          )
            expected.push(cell);
        assert.deepEqual(peers, expected);
        await page.locator("h1").click();
      });
    });

    describe("the rules property", () => {
      test("reads back what was set, as a copy; null takes the rules away", async () => {
        const result = await page.evaluate(() => {
          const board = document.getElementById("killer");
          const rules = { cages: [{ cells: [0, 1], sum: 3 }], antiKnight: true };
          board.rules = rules;
          const back = board.rules;
          rules.cages[0].sum = 99; // the caller's object: changing it does nothing
          const after = board.rules;
          const root = board.shadowRoot;
          const drawn = {
            cages: root.querySelectorAll("[part~=cage]").length,
            sums: [...root.querySelectorAll("[part~=cage-sum]")].map((sum) => sum.textContent),
            legend: root.querySelector("[part~=rules]").textContent,
          };
          board.rules = null;
          const none = {
            rules: board.rules,
            cages: root.querySelectorAll("[part~=cage]").length,
            legend: root.querySelector("[part~=rules]").hidden,
            status: root.querySelector("[role=status]").textContent,
          };
          board.rules = window.VARIANTS.killer;
          return { back, after, same: back === board.rules, drawn, none };
        });
        assert.deepEqual(result.back, { cages: [{ cells: [0, 1], sum: 3 }], antiKnight: true });
        assert.deepEqual(result.after, result.back);
        assert.equal(result.same, false, "each read is a copy");
        assert.deepEqual(result.drawn, {
          cages: 1,
          sums: ["3"],
          legend: "Also: 1 killer cage · anti-knight",
        });
        // Without rules: 2 + 4 in row 1 and 9 twice in column 8/9 break no classic rule.
        assert.deepEqual(result.none, {
          rules: null,
          cages: 0,
          legend: true,
          status: "Valid so far",
        });
        assert.deepEqual(await page.evaluate(() => document.getElementById("killer").rules), {
          cages: (await rulesOf(page, "killer")).cages,
        });
      });

      test("setting the same rules again changes nothing: no check, undo stays", async () => {
        const result = await page.evaluate(async () => {
          const board = document.getElementById("windoku");
          let checks = 0;
          board.addEventListener("sudoku-validate", () => checks++);
          board.rules = structuredClone(window.VARIANTS.windoku);
          const same = checks;
          board.rules = { extraRegions: window.VARIANTS.windoku.extraRegions.slice(0, 1) };
          const changed = checks;
          board.rules = window.VARIANTS.windoku;
          return { same, changed, back: checks };
        });
        assert.deepEqual(result, { same: 0, changed: 1, back: 2 });
        await clickCell(page, "#windoku", 8, 8);
        await page.keyboard.press("1");
        await page.evaluate(() => {
          const board = document.getElementById("windoku");
          board.rules = structuredClone(window.VARIANTS.windoku);
        });
        await page.keyboard.press("Control+z");
        assert.equal((await probe(page, "#windoku")).value[at(8, 8)], ".", "undo kept its step");
        await page.locator("h1").click();
      });

      test("bad rules: the core's error as the status, never thrown; good rules clear it", async () => {
        const result = await page.evaluate(() => {
          const board = document.getElementById("pairs");
          const read = () => ({
            status: board.shadowRoot.querySelector("[role=status]").textContent,
            error: board.error && `${board.error.name}: ${board.error.message}`,
            valid: board.valid,
            cages: board.shadowRoot.querySelectorAll("[part~=cage]").length,
            invalid: board.shadowRoot.querySelectorAll("[aria-invalid=true]").length,
          });
          const seen = [];
          for (const rules of [{ cages: [{ cells: [81], sum: 3 }] }, { antiknight: true }, 5]) {
            board.rules = rules; // does not throw
            seen.push(read());
          }
          board.rules = window.VARIANTS.pairs;
          seen.push(read());
          return seen;
        });
        assert.deepEqual(result[0], {
          status:
            "Cannot read the rules: rules.cages[0]: cell 81 is not on the board (cells 0 to 80)",
          error: "SudokuParseError: rules.cages[0]: cell 81 is not on the board (cells 0 to 80)",
          valid: false,
          cages: 0,
          invalid: 0,
        });
        assert.match(result[1].status, /^Cannot read the rules: rules\.antiknight is not a rule/);
        assert.match(result[1].error, /^TypeError: /);
        assert.match(result[2].status, /^Cannot read the rules: rules: expected an object/);
        assert.equal(result[3].error, null);
        assert.equal(result[3].status, await verdictOf(page, "pairs"));
        assert.equal(result[3].invalid, 6);
      });

      test("rules that do not fit a new board's shape are the status's error", async () => {
        const status = await page.evaluate(async () => {
          const board = document.getElementById("jigsaw");
          board.value = "1234341221434321";
          const said = board.shadowRoot.querySelector("[role=status]").textContent;
          board.value = document.querySelector("#jigsaw").getAttribute("value");
          return { said, after: board.shadowRoot.querySelector("[role=status]").textContent };
        });
        assert.equal(
          status.said,
          "Cannot read the rules: rules.regions: has 81 cells, expected 16",
        );
        assert.equal(status.after, await verdictOf(page, "jigsaw"));
      });
    });

    describe("the layers: nothing a cell shows covers the drawing", () => {
      /** Adds a style to every board's shadow root (null: takes it away again). */
      const restyle = (css) =>
        page.evaluate((css) => {
          for (const board of document.querySelectorAll("sudoku-board")) {
            board.shadowRoot.querySelector("style[data-test]")?.remove();
            if (css === null) continue;
            const style = document.createElement("style");
            style.dataset.test = "";
            style.textContent = css;
            board.shadowRoot.append(style);
          }
        }, css);
      // The outlines' animation would make two shots of one state differ.
      const STILL = "* { animation: none !important; transition: none !important; }";
      /** The pixels of a shot of a cell: { width, height, at(x, y) -> [r, g, b] }. */
      const shotOf = async (selector) => {
        const { width, height, channels, rows } = decodePng(
          await page.locator(selector).screenshot(),
        );
        const at = (x, y) => [...rows[y].subarray(x * channels, x * channels + 3)];
        return { width, height, at };
      };

      test("a cage's sum stays readable in the active cell (its dark pixels all kept)", async () => {
        await restyle(STILL);
        try {
          // Cell r1c3 is empty and holds cage 2's sum (15) in its top-left corner.
          const cell = '#killer [data-row="0"][data-col="2"]';
          const darkInCorner = async () => {
            const { width, height, at } = await shotOf(cell);
            let dark = 0;
            for (let y = 0; y < height / 2; y++)
              for (let x = 0; x < width / 2; x++) if (Math.max(...at(x, y)) < 100) dark++;
            return dark;
          };
          await clickCell(page, "#killer", 0, 3); // r1c3 a peer
          const peer = await darkInCorner();
          await clickCell(page, "#killer", 0, 2);
          assert.deepEqual((await probe(page, "#killer")).active, [at(0, 2)]);
          const active = await darkInCorner();
          assert.ok(peer > 20, `the sum is drawn: ${peer} dark pixels`);
          assert.ok(active >= peer * 0.9, `active: ${active} of the sum's ${peer} dark pixels`);
        } finally {
          await restyle(null);
          await page.locator("h1").click();
        }
      });

      test("the active cell's row, column and box are tinted: a peer's pixels are not a far cell's", async () => {
        await restyle(STILL);
        try {
          const centre = async (row, col) => {
            const { width, height, at } = await shotOf(
              `#pairs [data-row="${row}"][data-col="${col}"]`,
            );
            return at(Math.floor(width / 2), Math.floor(height / 2));
          };
          await clickCell(page, "#pairs", 8, 8);
          const far = await centre(0, 0);
          // Empty cells in its row, its column and its box.
          for (const [row, col] of [
            [8, 0],
            [0, 8],
            [7, 7],
          ])
            assert.notDeepEqual(
              await centre(row, col),
              far,
              `r${row + 1}c${col + 1}, a peer of r9c9`,
            );
        } finally {
          await restyle(null);
          await page.locator("h1").click();
        }
      });

      test("the ! badge of a cell in a row conflict is not under the row's outline at 390 px", async () => {
        await page.setViewportSize({ width: 390, height: 900 });
        await page.evaluate(async () => {
          const board = document.createElement("sudoku-board");
          board.id = "badge";
          board.value = "1.......1" + ".".repeat(72);
          document.querySelector("main").prepend(board);
          await board.ready;
        });
        try {
          // Each pair of shots differs by the badge's pixels: with the row's outline, those the
          // outline leaves visible; without it, all of them.
          const cell = '#badge [data-row="0"][data-col="8"]';
          const differing = async (hidden) => {
            await restyle(`${STILL} ${hidden}`);
            const shown = await shotOf(cell);
            await restyle(`${STILL} ${hidden} .cell::after { visibility: hidden; }`);
            const without = await shotOf(cell);
            let count = 0;
            for (let y = 0; y < shown.height; y++)
              for (let x = 0; x < shown.width; x++) {
                const [a, b] = [shown.at(x, y), without.at(x, y)];
                if (a.some((value, channel) => Math.abs(value - b[channel]) > 24)) count++;
              }
            return count;
          };
          assert.deepEqual((await probe(page, "#badge")).outlines, ["row 0"]);
          const visible = await differing("");
          const all = await differing(".outline { visibility: hidden; }");
          assert.ok(all > 10, `the badge is drawn: ${all} pixels`);
          assert.ok(visible >= all * 0.9, `${visible} of the badge's ${all} pixels visible`);
        } finally {
          await restyle(null);
          await page.evaluate(() => document.getElementById("badge").remove());
          await page.setViewportSize({ width: 1280, height: 900 });
        }
      });
    });

    describe("the board's own classic script (no rules in its module)", () => {
      test("checks them with the formats validator, loaded on demand, which brings the drawing", async () => {
        const { page: other, problems: more } = await openPage(
          shared.browser.context,
          urlOf("file", "tests/browser/pages/board.html"),
        );
        const result = await other.evaluate(async () => {
          const board = document.getElementById("free");
          board.value = "1" + ".".repeat(39) + "1" + ".".repeat(40); // r1c1 and r5c5
          const validated = new Promise((resolve) =>
            board.addEventListener("sudoku-validate", (event) => resolve(event.detail), {
              once: true,
            }),
          );
          board.rules = { mainDiagonal: true };
          const report = await validated;
          return {
            rules: report.conflicts.map((conflict) => conflict.rule),
            status: board.shadowRoot.querySelector("[role=status]").textContent,
            scripts: [...document.scripts].map((s) => s.src.split("/").pop()),
            layers: board.shadowRoot.querySelectorAll("svg").length,
          };
        });
        assert.deepEqual(result.rules, ["diagonal"]);
        assert.match(result.status, /^Invalid: 1 appears twice on the main diagonal/);
        assert.ok(result.scripts.includes("valid-sudoku-formats.js"), result.scripts.join(" "));
        assert.equal(result.layers, 2, "the rules layer and the outlines of their conflicts");
        await other.close();
        assert.deepEqual(more, []);
      });
    });
  });
