// Browser tests of the variant puzzles on index.html and embed.html, in every engine: the boards
// of "Beyond the three rules" (their rules drawn, a typed conflict marked, the links to other
// sites read back to the same puzzle; the page's own variant's thermometers, arrows and dots), the paste box with other sites' links (what was read,
// the board's rules), the share link of a variant, and embed.html with a Solo id.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { ENGINES, browserAndServer, clickCell, openPage, probe, urlOf } from "./helpers.mjs";
import { loadPuzzleCases } from "../node/fixtures.mjs";

const CASES = Object.fromEntries(loadPuzzleCases().map((entry) => [entry.name, entry]));
const rulesOf = (name) => JSON.parse(CASES[name].puzzle).rules ?? {};
const SOLO_PAGE = "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/solo.html#";

// Each board of the section, its Solo fixture, and a digit typed into an empty cell that breaks
// only the variant rule (the classic three hold): its cells as the board marks them.
const BOARDS = [
  { id: "variant-x", fixture: "solo x", row: 0, col: 0, digit: "5", invalid: [0, 50] },
  { id: "variant-jigsaw", fixture: "solo jigsaw", row: 0, col: 2, digit: "6", invalid: [2, 12] },
  // Cage 2 (cells 1 and 2) sums to 6: a 7 alone is over it; the empty cell is never wrong.
  { id: "variant-killer", fixture: "solo killer", row: 0, col: 1, digit: "7", invalid: [1] },
];

/** The board's rules and drawing: what a test asserts about a variant board. */
function drawn(page, selector) {
  return page.evaluate((selector) => {
    const board = document.querySelector(selector);
    const count = (part) => board.shadowRoot.querySelectorAll(`[part~="${part}"]`).length;
    return {
      rules: board.rules,
      diagonals: count("diagonal"),
      cages: count("cage"),
      sums: count("cage-sum"),
      words: board.shadowRoot.querySelector('[part~="rules"]')?.textContent ?? "",
    };
  }, selector);
}

/** Waits until the board has rules (set by the page's script once the formats validator loaded). */
async function waitForRules(page, selector) {
  await page.waitForFunction((selector) => {
    const board = document.querySelector(selector);
    return board.rules && Object.keys(board.rules).length > 0 && board.report;
  }, selector);
}

/** Opens index.html and waits for the demo's first message. */
async function openIndex(shared, hash = "") {
  const opened = await openPage(
    shared.browser.context,
    urlOf(shared.server.url, `index.html${hash}`),
  );
  await opened.page.waitForFunction(() => document.querySelector("#paste-message").textContent);
  return opened;
}

/** Puts `text` in the paste box; once the board shows `board`, the message that says what was read. */
async function pasteText(page, text, board) {
  await page.locator("#paste-input").fill(text);
  const said = await page.waitForFunction((board) => {
    const words = document.querySelector("#paste-message").textContent;
    const shown = document.querySelector("#paste-board").value;
    return (!board || shown === board) && /^(Read|Cannot)/.test(words) && words;
  }, board);
  return said.jsonValue();
}

for (const engine of ENGINES)
  describe(`[${engine}]`, () => {
    const shared = browserAndServer(engine);

    test("the section's three boards draw their rules and mark a conflict you type", async () => {
      const { page, problems } = await openIndex(shared);
      for (const { id, fixture, row, col, digit, invalid } of BOARDS) {
        await waitForRules(page, `#${id}`);
        const shown = await drawn(page, `#${id}`);
        assert.deepEqual(shown.rules, rulesOf(fixture), id);
        if (fixture === "solo x") assert.equal(shown.diagonals, 2, id);
        if (fixture === "solo killer") {
          assert.equal(shown.cages, rulesOf(fixture).cages.length, id);
          assert.equal(shown.sums, rulesOf(fixture).cages.length, id);
        }
        assert.notEqual(shown.words, "", `${id}: the rules in words under the board`);
        assert.deepEqual((await probe(page, `#${id}`)).invalid, [], `${id} starts valid`);
        await clickCell(page, `#${id}`, row, col);
        await page.keyboard.press(digit);
        await page.waitForFunction((id) => !document.getElementById(id).valid, id);
        assert.deepEqual((await probe(page, `#${id}`)).invalid, invalid, id);
      }
      await page.close();
      assert.deepEqual(problems, []);
    });

    test("Try a variant: its thermometers, arrows and dots are drawn, and a broken one outlined", async () => {
      const { page, problems } = await openIndex(shared);
      await waitForRules(page, "#variant-lines");
      const kinds = await page.evaluate(() =>
        [
          ...document
            .querySelector("#variant-lines")
            .shadowRoot.querySelectorAll(".rules-layer [part~=constraint]"),
        ].map((group) => group.dataset.kind),
      );
      const rules = await page.evaluate(() => document.querySelector("#variant-lines").rules);
      assert.deepEqual(
        kinds,
        rules.constraints.map((constraint) => constraint.kind),
      );
      assert.deepEqual([...new Set(kinds)], ["thermometer", "arrow", "kropkiWhite", "kropkiBlack"]);
      assert.deepEqual((await probe(page, "#variant-lines")).invalid, [], "it starts valid");
      // The first thermometer runs r2c8 -> r2c9 -> …: a 5 then a 3 along it break it.
      const [bulb, next] = rules.constraints[0].lines[0];
      assert.deepEqual([bulb, next], [16, 17]);
      await clickCell(page, "#variant-lines", 1, 7);
      await page.keyboard.press("5");
      await clickCell(page, "#variant-lines", 1, 8);
      await page.keyboard.press("3");
      await page.waitForFunction(() => !document.querySelector("#variant-lines").valid);
      const board = await probe(page, "#variant-lines");
      // The broken thermometer's cells are marked, and it is outlined.
      const tube = [...rules.constraints[0].lines[0]].sort((a, b) => a - b);
      assert.deepEqual(board.invalid, tube);
      assert.ok(board.outlines.includes("constraint 0"), `outlines: ${board.outlines}`);
      await page.close();
      assert.deepEqual(problems, []);
    });

    test("the links under each board open the same puzzle (read back with parse)", async () => {
      const { page, problems } = await openIndex(shared);
      // Three links for each Solo puzzle; SudokuPad and f-puzzles for the page's own variant.
      await page.waitForFunction(
        () => document.querySelectorAll("#variants .elsewhere a").length === 11,
      );
      const read = await page.evaluate(async (SOLO_PAGE) => {
        const sudoku = await window.ValidSudoku.loadValidator({ formats: true });
        const puzzleOf = (text) => {
          const p = sudoku.parse(text);
          return JSON.stringify({ cells: [...p.cells], rules: p.rules });
        };
        return [...document.querySelectorAll("#variants figure")].map((figure) => {
          const board = figure.querySelector("sudoku-board");
          const links = [...figure.querySelectorAll(".elsewhere a")].map((a) => a.href);
          return {
            id: board.id,
            givens: puzzleOf(board.getAttribute("givens")),
            hosts: links.map((href) => new URL(href).host),
            puzzles: links.map((href) =>
              puzzleOf(
                decodeURIComponent(
                  href.startsWith(SOLO_PAGE) ? href.slice(SOLO_PAGE.length) : href,
                ),
              ),
            ),
            items: [...figure.querySelectorAll(".elsewhere li")].map((item) => item.textContent),
            solo: (() => {
              try {
                return sudoku.format(board.getAttribute("givens"), "solo");
              } catch (error) {
                return error.message;
              }
            })(),
          };
        });
      }, SOLO_PAGE);
      for (const { id, givens, hosts, puzzles, items, solo } of read) {
        if (id === "variant-lines") {
          assert.deepEqual(hosts, ["sudokupad.app", "f-puzzles.com"]);
          assert.deepEqual(puzzles, [givens, givens], id);
          // Solo cannot carry it: the core's reason instead of a link.
          assert.equal(items[2], `Solo's web version: ${solo}`);
          continue;
        }
        const { fixture } = BOARDS.find((board) => board.id === id);
        const puzzle = JSON.parse(CASES[fixture].puzzle);
        const cells = [...puzzle.board].map((symbol) => (symbol === "." ? 0 : Number(symbol)));
        const expected = JSON.stringify({ cells, rules: puzzle.rules });
        assert.deepEqual(hosts, ["sudokupad.app", "f-puzzles.com", "www.chiark.greenend.org.uk"]);
        assert.deepEqual(puzzles, [expected, expected, expected], id);
      }
      await page.close();
      assert.deepEqual(problems, []);
    });

    test("the paste box reads other sites' links, says what it read, and gives the board the rules", async () => {
      const { page, problems } = await openIndex(shared);
      const pastes = [
        [
          "fpuzzles cages and diagonals",
          "Read a 9×9 killer puzzle from f-puzzles: 3 cages, 2 diagonals; 5 digits.",
        ],
        ["sudokupad scf", "Read a 9×9 diagonal puzzle from SudokuPad: 2 diagonals; 26 digits."],
        ["solo jigsaw", "Read a 9×9 jigsaw puzzle from Solo: 9 jigsaw regions; 23 digits."],
        [
          "sudokupad scl",
          "Read a 9×9 board from SudokuPad with boxes of 3×3 and 0 digits. Not checked: overlays.",
        ],
        ["solo classic", "Read a 9×9 board from Solo with boxes of 3×3 and 30 digits."],
        [
          "fpuzzles constraints",
          "Read a 4×4 variant puzzle from f-puzzles: negative kropki, 4 constraints; 1 digit.",
        ],
      ];
      for (const [name, words] of pastes) {
        const puzzle = JSON.parse(CASES[name].puzzle);
        assert.equal(await pasteText(page, CASES[name].input, puzzle.board), words, name);
        const shown = await drawn(page, "#paste-board");
        // (a puzzle without rules brings none: {}, as the board's rules property reads)
        assert.deepEqual(shown.rules, puzzle.rules ?? {}, name);
        if (name === "sudokupad scl") assert.match(shown.words, /overlays/, name);
        if (name === "fpuzzles constraints") {
          assert.equal(
            shown.words,
            "Also: negative kropki · 1 thermometer · 1 white dot · 1 XV pair · 1 sandwich clue",
          );
        }
      }
      await page.close();
      assert.deepEqual(problems, []);
    });

    test("the share link carries a variant's rules and opens it again", async () => {
      const { page, problems } = await openIndex(shared);
      await pasteText(page, CASES["solo x"].input, JSON.parse(CASES["solo x"].puzzle).board);
      await waitForRules(page, "#paste-board");
      await clickCell(page, "#paste-board", 0, 0);
      await page.keyboard.press("5");
      await page.waitForFunction(() => !document.querySelector("#paste-board").valid);
      const href = await page.locator("#share-link").getAttribute("href");
      const param = (name) => decodeURIComponent(new RegExp(`[#&]${name}=([^&]*)`).exec(href)[1]);
      const shared_ = JSON.parse(param("board"));
      assert.deepEqual(shared_.rules, rulesOf("solo x"));
      // The id itself travels beside the board as its givens (the 5 typed is an entry).
      assert.equal(param("givens"), CASES["solo x"].input);
      const { page: again, problems: againProblems } = await openIndex(shared, href);
      await waitForRules(again, "#paste-board");
      const board = await probe(again, "#paste-board");
      assert.equal(board.value, shared_.board);
      assert.equal(board.value[0], "5");
      assert.deepEqual(board.invalid, [0, 50], "the diagonal's conflict is marked again");
      assert.deepEqual((await drawn(again, "#paste-board")).rules, rulesOf("solo x"));
      await Promise.all([page.close(), again.close()]);
      assert.deepEqual([...problems, ...againProblems], []);
    });

    test("a pasted puzzle's broken constraint is said in the core's words and its cells marked", async () => {
      const { page, problems } = await openIndex(shared);
      const name = "fpuzzles constraints";
      await pasteText(page, CASES[name].input, JSON.parse(CASES[name].puzzle).board);
      await waitForRules(page, "#paste-board");
      // The V between r3c1 and r3c2 (cells 8 and 9) needs a sum of 5: a 3 and a 4 break it, and
      // no other rule of the puzzle.
      await clickCell(page, "#paste-board", 2, 0);
      await page.keyboard.press("3");
      await clickCell(page, "#paste-board", 2, 1);
      await page.keyboard.press("4");
      await page.waitForFunction(() => !document.querySelector("#paste-board").valid);
      const board = await probe(page, "#paste-board");
      assert.deepEqual(board.invalid, [8, 9]);
      assert.match(board.status, /the V between r3c1 and r3c2 needs a sum of 5: 3 and 4/);
      await page.close();
      assert.deepEqual(problems, []);
    });

    test("embed.html shows a Solo id with its rules", async () => {
      const id = CASES["solo killer"].input;
      const { page, problems } = await openPage(
        shared.browser.context,
        urlOf(shared.server.url, `dist/embed.html?board=${encodeURIComponent(id)}`),
      );
      await waitForRules(page, "sudoku-board");
      const shown = await drawn(page, "sudoku-board");
      assert.deepEqual(shown.rules, rulesOf("solo killer"));
      assert.equal(shown.cages, rulesOf("solo killer").cages.length);
      await clickCell(page, "sudoku-board", 0, 1);
      await page.keyboard.press("7");
      await page.waitForFunction(() => !document.querySelector("sudoku-board").valid);
      assert.deepEqual((await probe(page, "sudoku-board")).invalid, [1]);
      await page.close();
      assert.deepEqual(problems, []);
    });
  });
