// Puzzles travel whole (issue 32, item 4): a killer keeps its cages out of <sudoku-board>'s
// "Copy as" (which opens on a format that carries them, marks those that cannot with the core's
// reason and says it before anything is copied, and says that no format tells entries from
// givens), into the board by Ctrl+V (a link of any size takes the board's place, its clues
// givens, one step of undo) and out of index.html's "Put it on your page" snippets (script,
// iframe, Markdown), each of which makes a board with the same cells and rules; a puzzle pasted
// there keeps its clues as givens, through the share link and the snippets too. In every engine:
// these are what a puzzle fan and a tutorial author use.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import {
  ENGINES,
  EXAMPLE_1,
  browserAndServer,
  clickCell,
  openPage,
  paste,
  probe,
  urlOf,
} from "./helpers.mjs";
import { loadPuzzleCases } from "../node/fixtures.mjs";

const PAGE = "tests/browser/pages/formats.html";
// A Solo killer id of 36 cages and no digits (tests/fixtures/formats.puzzles, "solo killer").
const KILLER = loadPuzzleCases().find((puzzle) => puzzle.name === "solo killer");
const CAGES = JSON.parse(KILLER.puzzle).rules.cages.length;
// The board text formats and the tutorial's initialisers, which carry no rules.
const RULELESS = ["line", "leetcode", "cpp", "java", "python"];
const puzzleNamed = (name) => {
  const found = loadPuzzleCases().find((puzzle) => puzzle.name === name);
  return { input: found.input, ...JSON.parse(found.puzzle), ignored: found.ignored?.split(/,\s*/) };
};
// A 6x6 Solo id with 14 clues, and an f-puzzles killer with 5 givens and both diagonals.
const SIX = puzzleNamed("solo 2x3");
const FPUZZLES = puzzleNamed("fpuzzles cages and diagonals");
// A 4x4 f-puzzles grid of one given (r1c2), anti-king, and cells' `parity`, which nobody checks:
// the core keeps it, and the f-puzzles and SudokuPad links write it back.
const PARITY = puzzleNamed("fpuzzles cell parity");

/** What a board shows: its cells, size, rules, label and which cells are givens. */
const shownBoard = (page, selector) =>
  page.evaluate(async (selector) => {
    const board = document.querySelector(selector);
    const cells = [...board.shadowRoot.querySelectorAll("[role=gridcell]")];
    return {
      value: board.value,
      size: Math.round(Math.sqrt(cells.length)),
      rules: board.rules,
      label: board.shadowRoot.querySelector("[part~=grid]").getAttribute("aria-label"),
      givens: cells.flatMap((cell, index) => (cell.part.contains("given") ? [index] : [])),
    };
  }, selector);
const filled = (value) => [...value].flatMap((symbol, index) => (symbol === "." ? [] : [index]));

for (const engine of ENGINES)
  describe(`[${engine}]`, () => {
    const shared = browserAndServer(engine);

    describe('"Copy as"', () => {
      let page;
      let problems;
      before(async () => {
        ({ page, problems } = await openPage(shared.browser.context, urlOf("file", PAGE), {
          boards: false,
        }));
        await page.evaluate(async (killer) => {
          // The clipboard's writes, recorded (a page from file:// may not write the real one).
          window.copied = [];
          navigator.clipboard.writeText = async (text) => void window.copied.push(text);
          const board = document.createElement("sudoku-board");
          board.id = "copying";
          board.setAttribute("copy", "");
          document.body.append(board);
          await board.ready;
          await new Promise((resolve) => {
            board.addEventListener("sudoku-validate", resolve, { once: true });
            board.value = killer;
          });
        }, KILLER.input);
      });
      after(() => assert.deepEqual(problems, []));

      /** The select's choice and each option: its value, name, label and title. */
      const options = () =>
        page.evaluate(async () => {
          const board = document.querySelector("#copying");
          const formats = await ValidSudoku.loadValidator({ formats: true });
          const choice = board.shadowRoot.querySelector("[part=copy-format]");
          // The marks come once the formats validator is here: wait for the first.
          for (let tries = 0; tries < 100 && !choice.options[0].title; tries++)
            await new Promise((resolve) => setTimeout(resolve, 20));
          const reasons = {};
          for (const option of choice.options)
            try {
              formats.format(board.value, option.value, { rules: board.rules });
              reasons[option.value] = "";
            } catch (error) {
              reasons[option.value] = error.message;
            }
          return {
            chosen: choice.value,
            options: [...choice.options].map(({ value, textContent, label, title }) => ({
              value,
              name: textContent,
              label,
              title,
            })),
            reasons,
          };
        });

      test("opens on a format that carries the killer's cages, and the first Copy copies them", async () => {
        const { chosen } = await options();
        assert.equal(chosen, "json", "the first format that carries rules");
        const copied = await page.evaluate(async () => {
          const board = document.querySelector("#copying");
          board.shadowRoot.querySelector("[part=copy-button]").click();
          for (let tries = 0; tries < 100 && window.copied.length === 0; tries++)
            await new Promise((resolve) => setTimeout(resolve, 20));
          const formats = await ValidSudoku.loadValidator({ formats: true });
          const read = formats.parse(window.copied[0]);
          return {
            cages: read.rules.cages?.length ?? 0,
            same: JSON.stringify(read.rules) === JSON.stringify(board.rules),
            notice: board.shadowRoot.querySelector("[part=notice]").textContent,
          };
        });
        assert.deepEqual(copied, { cages: CAGES, same: true, notice: "Copied as puzzle JSON." });
      });

      test("marks each format that cannot carry them, its title the core's reason", async () => {
        const { options: listed, reasons } = await options();
        for (const { value, name, label, title } of listed) {
          assert.equal(title, reasons[value], `${value}'s title is the core's reason`);
          assert.equal(label, title ? `${name} (cannot carry this puzzle)` : name, value);
        }
        const marked = listed.filter((option) => option.title).map((option) => option.value);
        for (const format of RULELESS) assert.ok(marked.includes(format), `${format} is marked`);
        for (const format of ["json", "sudokupad", "fpuzzles", "solo"])
          assert.ok(!marked.includes(format), `${format} carries a killer`);
      });

      test("says the core's reason as soon as such a format is chosen, before any copy", async () => {
        const { reasons } = await options();
        const before = await page.evaluate(() => window.copied.length);
        const root = () => page.locator("#copying");
        await root().locator("[part=copy-format]").selectOption("line");
        const notice = await root().locator("[part=notice]").textContent();
        assert.equal(notice, `one line cannot carry this puzzle: ${reasons.line}`);
        assert.match(reasons.line, /rules/);
        assert.equal(await page.evaluate(() => window.copied.length), before, "nothing copied");
        // A format that carries them clears it.
        await root().locator("[part=copy-format]").selectOption("sudokupad");
        assert.equal(await root().locator("[part=notice]").textContent(), "");
      });

      test("says that the format cannot tell the player's entries from the givens", async () => {
        const copied = await page.evaluate(async (givens) => {
          const board = document.createElement("sudoku-board");
          board.setAttribute("copy", "");
          board.setAttribute("givens", givens);
          board.setAttribute("value", `${givens.slice(0, 2)}46${givens.slice(4)}`);
          document.body.append(board);
          await board.ready;
          const before = window.copied.length;
          board.shadowRoot.querySelector("[part=copy-button]").click();
          for (let tries = 0; tries < 100 && window.copied.length === before; tries++)
            await new Promise((resolve) => setTimeout(resolve, 20));
          const answer = {
            text: window.copied.at(-1),
            notice: board.shadowRoot.querySelector("[part=notice]").textContent,
          };
          board.remove();
          return answer;
        }, EXAMPLE_1);
        assert.deepEqual(copied, {
          text: `${EXAMPLE_1.slice(0, 2)}46${EXAMPLE_1.slice(4)}`,
          notice:
            "Copied as one line. It cannot tell entries from givens: your 2 entries are written as givens.",
        });
      });
    });

    describe('"Copy as" a puzzle of givens and entries', () => {
      let page;
      let problems;
      before(async () => {
        ({ page, problems } = await openPage(shared.browser.context, urlOf("file", PAGE), {
          boards: false,
        }));
        await page.evaluate(async () => {
          window.copied = [];
          navigator.clipboard.writeText = async (text) => void window.copied.push(text);
        });
      });
      after(() => assert.deepEqual(problems, []));

      /** A board #played with `copy`, of `givens` (and `value`), once "Copy as" has marked it. */
      const played = (givens, value) =>
        page.evaluate(
          async ({ givens, value }) => {
            document.querySelector("#played")?.remove();
            const board = document.createElement("sudoku-board");
            board.id = "played";
            board.setAttribute("copy", "");
            board.setAttribute("givens", givens);
            if (value) board.setAttribute("value", value);
            document.body.append(board);
            await board.ready;
            const choice = board.shadowRoot.querySelector("[part=copy-format]");
            for (let tries = 0; tries < 100 && !choice.options[0].title; tries++)
              await new Promise((resolve) => setTimeout(resolve, 20));
          },
          { givens, value },
        );
      /** Copies #played as `format`: the notice, and the copied text as the core reads it. */
      const copyAs = (format) =>
        page.evaluate(async (format) => {
          const board = document.querySelector("#played");
          const choice = board.shadowRoot.querySelector("[part=copy-format]");
          choice.value = format;
          const before = window.copied.length;
          board.shadowRoot.querySelector("[part=copy-button]").click();
          for (let tries = 0; tries < 100 && window.copied.length === before; tries++)
            await new Promise((resolve) => setTimeout(resolve, 20));
          const formats = await ValidSudoku.loadValidator({ formats: true });
          const read = formats.parse(window.copied.at(-1));
          return {
            cells: [...read.cells].map((digit) => digit || ".").join(""),
            rules: read.rules,
            ignored: read.ignored,
            notice: board.shadowRoot.querySelector("[part=notice]").textContent,
          };
        }, format);
      /** The select's groups (label, formats), its choice, and each marked option's label and title. */
      const menu = () =>
        page.evaluate(() => {
          const choice = document
            .querySelector("#played")
            .shadowRoot.querySelector("[part=copy-format]");
          return {
            groups: [...choice.children].map((group) => ({
              label: group.label,
              formats: [...group.children].map((option) => option.value),
            })),
            chosen: choice.value,
            marked: Object.fromEntries(
              [...choice.options]
                .filter((option) => option.title)
                .map(({ value, label, title }) => [value, { label, title }]),
            ),
          };
        });
      const entry = `1${PARITY.board.slice(1)}`; // a 1 typed at r1c1 beside the given at r1c2

      test("groups the formats: the board's write entries as givens, the puzzle's its givens", async () => {
        await played(PARITY.input, entry);
        const { groups } = await menu();
        assert.deepEqual(groups, [
          {
            label: "The board (entries written as givens)",
            formats: ["line", "leetcode", "cpp", "java", "python", "json"],
          },
          {
            label: "The puzzle (its givens, not your entries)",
            formats: ["sudokupad", "fpuzzles", "sudokuexchange", "solo"],
          },
        ]);
      });

      test("an f-puzzles or SudokuPad link writes the givens as givens, and keeps what nobody checks", async () => {
        await played(PARITY.input, entry);
        for (const [format, name] of [
          ["fpuzzles", "f-puzzles link"],
          ["sudokupad", "SudokuPad link"],
        ])
          assert.deepEqual(
            await copyAs(format),
            {
              cells: PARITY.board,
              rules: PARITY.rules,
              ignored: PARITY.ignored,
              notice: `Copied as ${name}. It writes the puzzle's givens: your 1 entry is left out.`,
            },
            format,
          );
        // The board's formats write both as givens, and say so; puzzle JSON leaves out the parity.
        assert.deepEqual(await copyAs("json"), {
          cells: entry,
          rules: PARITY.rules,
          ignored: [],
          notice:
            "Copied as puzzle JSON. It leaves out parity. It cannot tell entries from givens: your 1 entry is written as givens.",
        });
      });

      test("marks the formats that leave out what nobody checks, and opens on one that keeps it", async () => {
        await played(PARITY.input, entry);
        const { chosen, marked } = await menu();
        assert.equal(chosen, "sudokupad", "the first format that carries it all");
        assert.deepEqual(marked.json, {
          label: "puzzle JSON (leaves out parity)",
          title: "parity",
        });
        assert.equal(marked.fpuzzles, undefined);
        await page.locator("#played [part=copy-format]").selectOption("json");
        assert.equal(
          await page.locator("#played [part=notice]").textContent(),
          "puzzle JSON leaves out what nobody checks: parity",
        );
      });

      test("a link pasted into the board keeps what nobody checks through Copy as", async () => {
        await played(EXAMPLE_1);
        await clickCell(page, "#played", 0, 2);
        await paste(page, PARITY.input);
        await page.waitForFunction(() => document.querySelector("#played").value.length === 16);
        assert.deepEqual(await copyAs("fpuzzles"), {
          cells: PARITY.board,
          rules: PARITY.rules,
          ignored: PARITY.ignored,
          notice: "Copied as f-puzzles link.",
        });
      });
    });

    describe("a pasted puzzle", () => {
      let page;
      let problems;
      before(async () => {
        ({ page, problems } = await openPage(shared.browser.context, urlOf("file", PAGE), {
          boards: false,
        }));
      });
      after(() => assert.deepEqual(problems, []));

      /** A new 9x9 board of `givens` (and `value`), #pasted, drawn. */
      const fresh = (givens, value = "") =>
        page.evaluate(
          async ({ givens, value }) => {
            document.querySelector("#pasted")?.remove();
            const board = document.createElement("sudoku-board");
            board.id = "pasted";
            if (givens) board.setAttribute("givens", givens);
            if (value) board.setAttribute("value", value);
            document.body.append(board);
            await board.ready;
          },
          { givens, value },
        );
      const nine = (value, rules) => ({
        value,
        size: 9,
        rules,
        label: "Sudoku board, 9 by 9",
      });

      test("a link of another size replaces the board, its clues givens; undo brings the board back, redo the link", async () => {
        await fresh(EXAMPLE_1);
        await clickCell(page, "#pasted", 0, 2);
        await page.keyboard.press("4"); // an entry beside the givens
        const before = `534${EXAMPLE_1.slice(3)}`;
        assert.equal((await probe(page, "#pasted")).value, before);
        await paste(page, SIX.input);
        await page.waitForFunction(() => document.querySelector("#pasted").value.length === 36);
        const six = {
          value: SIX.board,
          size: 6,
          rules: {},
          label: "Sudoku board, 6 by 6",
          givens: filled(SIX.board),
        };
        assert.deepEqual(await shownBoard(page, "#pasted"), six);
        // Its clues cannot be typed over.
        const clue = filled(SIX.board)[0];
        await clickCell(page, "#pasted", Math.floor(clue / 6), clue % 6);
        await page.keyboard.press("1");
        const { value, notice } = await probe(page, "#pasted");
        assert.equal(value, SIX.board);
        assert.match(notice, /holds a given; it cannot be changed/);
        await page.keyboard.press("Control+z");
        assert.deepEqual(await shownBoard(page, "#pasted"), {
          ...nine(before, null),
          givens: filled(EXAMPLE_1),
        });
        await page.keyboard.press("Control+y");
        assert.deepEqual(await shownBoard(page, "#pasted"), six);
      });

      test("a pasted killer's clues are givens, its rules the board's, and undo takes both back", async () => {
        await fresh("", "5" + ".".repeat(80));
        await clickCell(page, "#pasted", 4, 4);
        await paste(page, FPUZZLES.input);
        await page.waitForFunction(
          () => document.querySelector("#pasted").rules?.cages !== undefined,
        );
        assert.deepEqual(await shownBoard(page, "#pasted"), {
          ...nine(FPUZZLES.board, FPUZZLES.rules),
          givens: filled(FPUZZLES.board),
        });
        await page.keyboard.press("Control+z");
        assert.deepEqual(await shownBoard(page, "#pasted"), {
          ...nine("5" + ".".repeat(80), null),
          givens: [],
        });
      });
    });

    describe('index.html\'s "Put it on your page"', () => {
      let page;
      let problems;
      let rules;
      before(async () => {
        ({ page, problems } = await openPage(
          shared.browser.context,
          urlOf(shared.server.url, "index.html"),
        ));
        await page.waitForFunction(() => document.querySelector("#paste-message").textContent);
        await page.locator("#paste-input").fill(KILLER.input);
        await page.waitForFunction(
          (cages) => document.querySelector("#paste-board").rules?.cages?.length === cages,
          CAGES,
        );
        rules = await page.evaluate(() => document.querySelector("#paste-board").rules);
        await page.waitForFunction(() =>
          document.querySelector("#embed-script").value.includes("cages"),
        );
      });
      after(() => assert.deepEqual(problems, []));

      /** What a board made from `html` (an element's markup) reads: its cells and rules. */
      const madeFrom = (html) =>
        page.evaluate(async (html) => {
          const holder = document.createElement("div");
          holder.innerHTML = html;
          document.body.append(holder);
          const board = holder.querySelector("sudoku-board");
          await board.ready;
          const made = {
            value: board.value,
            rules: board.rules,
            error: board.error?.message ?? null,
          };
          holder.remove();
          return made;
        }, html);

      const shown = () => page.evaluate(() => document.querySelector("#paste-board").value);

      test("the script snippet makes the killer with its cages", async () => {
        const snippet = await page.locator("#embed-script").inputValue();
        const element = snippet.slice(snippet.indexOf("<sudoku-board"));
        const made = await madeFrom(element);
        assert.deepEqual(made, { value: await shown(), rules, error: null });
        assert.equal(made.rules.cages.length, CAGES);
      });

      test("the iframe snippet's page shows the killer with its cages", async () => {
        const snippet = await page.locator("#embed-iframe").inputValue();
        const src = /src="([^"]*)"/.exec(snippet)[1].replaceAll("&amp;", "&");
        const frame = await shared.browser.context.newPage();
        await frame.goto(urlOf(shared.server.url, src));
        const made = await frame.evaluate(async () => {
          const board = document.querySelector("sudoku-board");
          await board.ready;
          return { value: board.value, rules: board.rules, error: board.error?.message ?? null };
        });
        await frame.close();
        assert.deepEqual(made, { value: await shown(), rules, error: null });
      });

      test("the Markdown snippet, through the markdown-it plugin, makes the killer with its cages", async () => {
        const { default: MarkdownIt } = await import("markdown-it");
        const { default: markdownItSudoku } = await import("../../dist/markdown-it.mjs");
        const snippet = await page.locator("#embed-markdown").inputValue();
        const made = await madeFrom(new MarkdownIt().use(markdownItSudoku).render(snippet));
        assert.deepEqual(made, { value: await shown(), rules, error: null });
      });
    });

    describe("index.html keeps a pasted puzzle's clues as givens", () => {
      let page;
      let problems;
      const entry = `${FPUZZLES.board[0]}2${FPUZZLES.board.slice(2)}`; // a 2 typed at r1c2
      const whole = { value: entry, rules: FPUZZLES.rules, givens: filled(FPUZZLES.board) };
      before(async () => {
        ({ page, problems } = await openPage(
          shared.browser.context,
          urlOf(shared.server.url, "index.html"),
        ));
        await page.waitForFunction(() => document.querySelector("#paste-message").textContent);
        await page.locator("#paste-input").fill(FPUZZLES.input);
        await page.waitForFunction(() => document.querySelector("#paste-board").rules?.cages);
        await clickCell(page, "#paste-board", 0, 1);
        await page.keyboard.press("2");
        await page.waitForFunction(
          (entry) => document.querySelector("#paste-board").value === entry,
          entry,
        );
      });
      after(() => assert.deepEqual(problems, []));

      /** A board's value, rules and given cells, on `target` (a page), from `html` or the page's own. */
      const read = (target, html) =>
        target.evaluate(async (html) => {
          const holder = document.createElement("div");
          if (html) {
            holder.innerHTML = html;
            document.body.append(holder);
          }
          const board = html
            ? holder.querySelector("sudoku-board")
            : (document.querySelector("sudoku-board#paste-board") ??
              document.querySelector("sudoku-board"));
          await board.ready;
          await new Promise((resolve) => setTimeout(resolve, 0));
          const cells = [...board.shadowRoot.querySelectorAll("[role=gridcell]")];
          const made = {
            value: board.value,
            rules: board.rules,
            givens: cells.flatMap((cell, index) => (cell.part.contains("given") ? [index] : [])),
          };
          holder.remove();
          return made;
        }, html);

      test("the board's clues are givens, the digit typed an entry", async () => {
        assert.deepEqual(await read(page), whole);
      });

      test("the share link opens the same clues as givens and the entry as an entry", async () => {
        const href = await page.locator("#share-link").getAttribute("href");
        const { page: again, problems: more } = await openPage(
          shared.browser.context,
          urlOf(shared.server.url, `index.html${href}`),
        );
        await again.waitForFunction(
          (entry) => document.querySelector("#paste-board").value === entry,
          entry,
        );
        assert.deepEqual(await read(again), whole);
        await again.close();
        assert.deepEqual(more, []);
      });

      test("the share link keeps what the puzzle has that nobody checks", async () => {
        const scl = loadPuzzleCases().find((puzzle) => puzzle.name === "sudokupad scl");
        const { page: first, problems: firstProblems } = await openPage(
          shared.browser.context,
          urlOf(shared.server.url, "index.html"),
        );
        await first.waitForFunction(() => document.querySelector("#paste-message").textContent);
        await first.locator("#paste-input").fill(scl.input);
        await first.waitForFunction(
          () => document.querySelector("#paste-board").ignored.length > 0,
        );
        const href = await first.locator("#share-link").getAttribute("href");
        await first.close();
        const { page: again, problems: more } = await openPage(
          shared.browser.context,
          urlOf(shared.server.url, `index.html${href}`),
        );
        await again.waitForFunction(() => document.querySelector("#paste-board").givens !== "");
        await again.evaluate(() => document.querySelector("#paste-board").ready);
        const ignored = await again.evaluate(() => document.querySelector("#paste-board").ignored);
        assert.deepEqual(ignored, scl.ignored.split(/,\s*/));
        await again.close();
        assert.deepEqual([...firstProblems, ...more], []);
      });

      test("the script and iframe snippets make the same board; the Markdown fence its puzzle", async () => {
        await page.waitForFunction(() =>
          document.querySelector("#embed-script").value.includes("givens"),
        );
        const script = await page.locator("#embed-script").inputValue();
        assert.deepEqual(await read(page, script.slice(script.indexOf("<sudoku-board"))), whole);
        const iframe = await page.locator("#embed-iframe").inputValue();
        const src = /src="([^"]*)"/.exec(iframe)[1].replaceAll("&amp;", "&");
        const frame = await shared.browser.context.newPage();
        await frame.goto(urlOf(shared.server.url, src));
        assert.deepEqual(await read(frame), whole);
        await frame.close();
        const { default: MarkdownIt } = await import("markdown-it");
        const { default: markdownItSudoku } = await import("../../dist/markdown-it.mjs");
        const fence = await page.locator("#embed-markdown").inputValue();
        const html = new MarkdownIt().use(markdownItSudoku).render(fence);
        assert.deepEqual(await read(page, html), { ...whole, value: FPUZZLES.board });
      });
    });
  });
