// Browser tests of <sudoku-board> from the classic bundle, over file:// and over http.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import {
  ENGINES,
  browserAndServer,
  EXAMPLE_1,
  clickCell,
  expectedMarks,
  openPage,
  paste,
  probe,
  urlOf,
} from "./helpers.mjs";

const PAGE = "tests/browser/pages/element.html";
const FIRST = "#first"; // LeetCode Example 1 as givens
const SECOND = "#second"; // empty 9×9 with a keypad

/** Empties a board and its undo history, so a test does not undo an earlier test's edits. */
const clear = (page, selector) =>
  page.evaluate((selector) => {
    document.querySelector(selector).value = "";
  }, selector);

for (const engine of ENGINES)
  describe(`[${engine}]`, () => {
    const shared = browserAndServer(engine); // shared.browser, shared.server

    for (const origin of ["file", "http"]) {
      describe(`<sudoku-board> over ${origin} (${engine})`, () => {
        let page;
        let problems;
        const base = () => (origin === "file" ? "file" : shared.server.url);

        before(async () => {
          ({ page, problems } = await openPage(shared.browser.context, urlOf(base(), PAGE)));
        });
        after(async () => {
          await page?.close();
          assert.deepEqual(problems, [], "no console errors or page errors");
        });

        test("the board shows its value and says it is valid", async () => {
          const first = await probe(page, FIRST);
          assert.equal(first.value, EXAMPLE_1);
          assert.equal(first.valid, true);
          assert.equal(first.status, "Valid so far");
          assert.deepEqual(first.invalid, []);
          assert.deepEqual(first.outlines, []);
          assert.equal(first.labels[0], "Row 1, column 1, 5, given");
          assert.equal(first.labels[2], "Row 1, column 3, empty");
        });

        test("a repeated digit marks exactly its cells and units; clearing it removes every mark", async () => {
          await clickCell(page, FIRST, 0, 2);
          await page.keyboard.press("5");
          let state = await probe(page, FIRST);
          assert.equal(state.value[2], "5");
          const expected = expectedMarks(state.value, 3, 3);
          assert.deepEqual(state.invalid, expected.invalid);
          assert.deepEqual(state.outlines, expected.outlines);
          assert.deepEqual(state.invalid, [0, 2]);
          assert.deepEqual(state.outlines, ["box 0", "row 0"]);
          assert.equal(state.valid, false);
          assert.equal(state.status, "Invalid: 5 appears twice in row 1 and in box 1");
          assert.equal(state.labels[2], "Row 1, column 3, 5, repeated in row 1 and box 1");
          assert.equal(state.labels[0], "Row 1, column 1, 5, given, repeated in row 1 and box 1");

          await page.keyboard.press("Backspace");
          state = await probe(page, FIRST);
          assert.equal(state.value, EXAMPLE_1);
          assert.deepEqual(state.invalid, []);
          assert.deepEqual(state.outlines, []);
          assert.equal(state.status, "Valid so far");
          assert.equal(state.labels[0], "Row 1, column 1, 5, given");
        });

        test("a conflict is never colour alone: stripes, a wavy underline and the ! badge", async () => {
          await clickCell(page, FIRST, 0, 2);
          await page.keyboard.press("5");
          const marks = await page.evaluate((selector) => {
            const cell = document
              .querySelector(selector)
              .shadowRoot.querySelectorAll("[role=gridcell]")[2];
            const style = getComputedStyle(cell);
            return {
              invalid: cell.getAttribute("aria-invalid"),
              line: style.textDecorationLine,
              style: style.textDecorationStyle,
              stripes: style.backgroundImage,
              badge: getComputedStyle(cell, "::after").content,
            };
          }, FIRST);
          await page.keyboard.press("Backspace");
          assert.equal(marks.invalid, "true");
          // WebKit drops the shorthand "text-decoration: underline wavy <colour>" (it takes only the
          // line there), so the board sets the longhands.
          assert.equal(marks.line, "underline");
          assert.equal(marks.style, "wavy");
          assert.match(marks.stripes, /gradient/);
          assert.match(marks.badge, /!/);
        });

        test("several conflicts: marks match a brute-force check after every keystroke", async () => {
          const moves = [
            [0, 0, "8"],
            [3, 0, "8"],
            [2, 2, "8"],
            [8, 8, "4"],
            [8, 0, "4"],
            [3, 0, "1"],
          ];
          for (const [row, col, key] of moves) {
            await clickCell(page, SECOND, row, col);
            await page.keyboard.press(key);
            const state = await probe(page, SECOND);
            const expected = expectedMarks(state.value, 3, 3);
            assert.deepEqual(state.invalid, expected.invalid, `after ${key} at ${row},${col}`);
            assert.deepEqual(state.outlines, expected.outlines, `after ${key} at ${row},${col}`);
            assert.equal(state.valid, expected.invalid.length === 0);
          }
          const state = await probe(page, SECOND);
          assert.equal(state.status, "Invalid: 4 appears twice in row 9; 8 appears twice in box 1");
          for (const [row, col] of [
            [0, 0],
            [2, 2],
            [8, 8],
            [8, 0],
            [3, 0],
          ]) {
            await clickCell(page, SECOND, row, col);
            await page.keyboard.press("Delete");
          }
          const cleared = await probe(page, SECOND);
          assert.equal(cleared.value, ".".repeat(81));
          assert.deepEqual(cleared.invalid, []);
          assert.deepEqual(cleared.outlines, []);
        });

        test("the first board is untouched by edits to the second (independent boards)", async () => {
          await clickCell(page, SECOND, 4, 4);
          await page.keyboard.press("9");
          const [first, second] = [await probe(page, FIRST), await probe(page, SECOND)];
          assert.equal(first.value, EXAMPLE_1);
          assert.equal(second.value[40], "9");
          assert.equal(
            await page.evaluate(() => document.querySelector("#first").report.conflicts.length),
            0,
          );
          await page.keyboard.press(".");
          assert.equal((await probe(page, SECOND)).value, ".".repeat(81));
        });

        test("arrows, Home/End, Ctrl+Home/End move one roving tab stop", async () => {
          await clickCell(page, SECOND, 0, 0);
          const steps = [
            ["ArrowRight", 1],
            ["ArrowRight", 2],
            ["ArrowDown", 11],
            ["End", 17],
            ["Home", 9],
            ["ArrowLeft", 9],
            ["Control+End", 80],
            ["ArrowDown", 80],
            ["ArrowRight", 80],
            ["Control+Home", 0],
            ["ArrowUp", 0],
            ["PageDown", 72],
            ["PageUp", 0],
          ];
          for (const [key, index] of steps) {
            await page.keyboard.press(key);
            const state = await probe(page, SECOND);
            assert.equal(state.focused, index, `focus after ${key}`);
            assert.deepEqual(state.tabStops, [index], `one tab stop after ${key}`);
          }
        });

        test("Tab leaves the grid in one step: each board is one tab stop", async () => {
          await clickCell(page, FIRST, 4, 4);
          await page.keyboard.press("Tab");
          const second = await probe(page, SECOND);
          assert.equal(await page.evaluate(() => document.activeElement.id), "second");
          assert.equal(second.focused, second.tabStops[0]);
          await page.keyboard.press("Shift+Tab");
          assert.equal(await page.evaluate(() => document.activeElement.id), "first");
          assert.equal((await probe(page, FIRST)).focused, 40);
        });

        test("givens cannot be changed, by key, clear or paste", async () => {
          await clickCell(page, FIRST, 0, 0);
          await page.keyboard.press("9");
          let state = await probe(page, FIRST);
          assert.match(state.notice, /^Row 1, column 1 holds a given/);
          await page.keyboard.press("Backspace");
          state = await probe(page, FIRST);
          assert.equal(state.value, EXAMPLE_1);
          const pasted = "1".repeat(81);
          await paste(page, pasted);
          state = await probe(page, FIRST);
          for (let index = 0; index < 81; index++)
            assert.equal(state.value[index], EXAMPLE_1[index] === "." ? "1" : EXAMPLE_1[index]);
          await page.keyboard.press("Control+z");
          assert.equal((await probe(page, FIRST)).value, EXAMPLE_1);
        });

        test("undo and redo (Ctrl+Z, Ctrl+Y, Ctrl+Shift+Z)", async () => {
          await clear(page, SECOND);
          await clickCell(page, SECOND, 0, 0);
          await page.keyboard.press("1");
          await page.keyboard.press("ArrowRight");
          await page.keyboard.press("2");
          await page.keyboard.press("ArrowRight");
          await page.keyboard.press("3");
          await page.keyboard.press("Backspace");
          const value = (cells) => cells.padEnd(81, ".");
          assert.equal((await probe(page, SECOND)).value, value("12"));
          await page.keyboard.press("Control+z");
          assert.equal((await probe(page, SECOND)).value, value("123"));
          await page.keyboard.press("Control+z");
          assert.equal((await probe(page, SECOND)).value, value("12"));
          await page.keyboard.press("Control+z");
          let state = await probe(page, SECOND);
          assert.equal(state.value, value("1"));
          assert.equal(state.focused, 1, "undo moves focus to the cell it changed");
          await page.keyboard.press("Control+y");
          assert.equal((await probe(page, SECOND)).value, value("12"));
          await page.keyboard.press("Control+Shift+Z");
          assert.equal((await probe(page, SECOND)).value, value("123"));
          await page.keyboard.press("Control+y"); // redoes the Backspace
          assert.equal((await probe(page, SECOND)).value, value("12"));
          await page.keyboard.press("Control+y"); // nothing left to redo
          assert.equal((await probe(page, SECOND)).value, value("12"));
          for (let step = 0; step < 5; step++) await page.keyboard.press("Control+z"); // one too many
          state = await probe(page, SECOND);
          assert.equal(state.value, ".".repeat(81));
          await page.keyboard.press("5"); // a new edit after undo drops the redo branch
          await page.keyboard.press("Control+y");
          assert.equal((await probe(page, SECOND)).value, "5".padEnd(81, "."));
          await page.keyboard.press("Control+z");
        });

        test("paste takes a board in any format; a bad paste is announced and changes nothing", async () => {
          await clear(page, SECOND);
          await clickCell(page, SECOND, 0, 0);
          const grid = EXAMPLE_1.match(/.{9}/g)
            .map((row) => row.replaceAll(".", "0"))
            .join("\n");
          await paste(page, `# a .sdk-style header\n${grid}\n`);
          let state = await probe(page, SECOND);
          assert.equal(state.value, EXAMPLE_1);
          assert.equal(state.status, "Valid so far");

          const bad = `${EXAMPLE_1.slice(0, 10)}x${EXAMPLE_1.slice(11)}`;
          await paste(page, bad);
          state = await probe(page, SECOND);
          assert.equal(state.value, EXAMPLE_1, "a bad paste changes nothing");
          assert.match(state.notice, /^Paste ignored/);
          // The core's message, as it is: the place counted from 1, as people count.
          assert.match(
            state.notice,
            /^Paste ignored, the board did not change: line 1, column 11: 'x' is not a digit/,
            "the notice names the place of the bad character",
          );

          await paste(page, "1234");
          state = await probe(page, SECOND);
          assert.equal(state.value, EXAMPLE_1);
          assert.match(state.notice, /81/, "a wrong cell count says how many were expected");

          await page.keyboard.press("Control+z");
          assert.equal(
            (await probe(page, SECOND)).value,
            ".".repeat(81),
            "one paste, one undo step",
          );
        });

        test("the keypad types into the active cell and clears it", async () => {
          await clear(page, SECOND);
          await clickCell(page, SECOND, 2, 3);
          await page.locator(`${SECOND} button[data-digit="7"]`).click();
          let state = await probe(page, SECOND);
          assert.equal(state.value[21], "7");
          assert.equal(state.focused, 21, "pressing a key does not take focus from the grid");
          await page.locator(`${SECOND} button[data-action="clear"]`).click();
          state = await probe(page, SECOND);
          assert.equal(state.value, ".".repeat(81));
          assert.equal(await page.locator(`${FIRST} [part~="keypad"]`).isVisible(), false);
        });

        test("controlled use: writing back the value shown changes nothing (undo stays, one check per edit)", async () => {
          await clear(page, SECOND);
          const seen = await page.evaluate(() => {
            const board = document.querySelector("#second");
            window.checks = 0;
            window.count = () => window.checks++;
            // What React 19, Vue or Svelte do with value={board} onInput={…}: write it back.
            window.writeBack = () => {
              board.value = board.value;
              board.setAttribute("value", board.value);
            };
            board.addEventListener("sudoku-validate", window.count);
            board.addEventListener("input", window.writeBack);
            return board.value;
          });
          assert.equal(seen, ".".repeat(81));
          await clickCell(page, SECOND, 0, 0);
          await page.keyboard.press("1");
          await page.keyboard.press("ArrowRight");
          await page.keyboard.press("2");
          assert.equal(await page.evaluate(() => window.checks), 2, "one sudoku-validate per edit");
          await page.keyboard.press("Control+z");
          assert.equal((await probe(page, SECOND)).value, "1".padEnd(81, "."), "undo still works");
          await page.keyboard.press("Control+y");
          assert.equal((await probe(page, SECOND)).value, "12".padEnd(81, "."), "and redo");
          assert.equal(await page.evaluate(() => window.checks), 4);
          // A different board is still a new board: it replaces the history.
          await page.evaluate(
            () => (document.querySelector("#second").value = "3".padEnd(81, ".")),
          );
          await page.keyboard.press("Control+z");
          assert.equal((await probe(page, SECOND)).value, "3".padEnd(81, "."));
          await page.evaluate(() => {
            const board = document.querySelector("#second");
            board.removeEventListener("input", window.writeBack);
            board.removeEventListener("sudoku-validate", window.count);
            board.removeAttribute("value");
          });
          await clear(page, SECOND);
        });

        test("input and sudoku-validate bubble out of the shadow root", async () => {
          await page.evaluate(() => {
            window.seen = [];
            for (const type of ["input", "sudoku-validate"])
              document.addEventListener(type, (event) =>
                window.seen.push({
                  type,
                  id: event.target.id,
                  composed: event.composed,
                  valid: event.detail?.valid,
                  conflicts: event.detail?.conflicts?.length,
                  inputType: event.inputType,
                }),
              );
          });
          await clickCell(page, FIRST, 0, 2);
          await page.keyboard.press("3");
          const seen = await page.evaluate(() => window.seen);
          assert.deepEqual(seen.map(({ type, id, composed }) => [type, id, composed]).sort(), [
            ["input", "first", true],
            ["sudoku-validate", "first", true],
          ]);
          const validate = seen.find((event) => event.type === "sudoku-validate");
          assert.equal(validate.valid, false);
          assert.equal(validate.conflicts, 2);
          assert.equal(seen.find((event) => event.type === "input").inputType, "insertText");
          await page.keyboard.press("Control+z");
        });

        test("value, shape and givens from script; bad values report their position", async () => {
          const result = await page.evaluate(async () => {
            const board = document.createElement("sudoku-board");
            board.id = "made";
            board.setAttribute("shape", "2x2");
            document.body.append(board);
            await board.ready;
            const states = [board.value];
            board.value = [
              ["1", ".", ".", "."],
              [".", "1", ".", "."],
              [".", ".", ".", "."],
              [".", ".", ".", "4"],
            ];
            states.push(board.value, board.valid, board.report.conflicts.length);
            board.value = "12.4 ..3. .... ..z.";
            const status = board.shadowRoot.querySelector("[role=status]").textContent;
            states.push(board.value, board.valid, board.error?.name, board.error?.position, status);
            return states;
          });
          assert.deepEqual(result.slice(0, 4), ["................", "1....1.........4", false, 1]);
          const [value, valid, errorName, position, status] = result.slice(4);
          assert.equal(value, "1....1.........4", "a bad value keeps the board shown");
          assert.equal(valid, false);
          assert.equal(errorName, "SudokuParseError");
          assert.equal(position, 17);
          assert.match(status, /^Cannot read the board: line 1, column 18: 'z' is not a digit/);
          // Letters are digits above 9 on larger boards.
          await page.evaluate(() => {
            const board = document.querySelector("#made");
            board.removeAttribute("shape");
            board.value = ".".repeat(256);
          });
          await clickCell(page, "#made", 0, 0);
          await page.keyboard.press("g");
          const state = await probe(page, "#made");
          assert.equal(state.size, 16);
          assert.equal(state.value, "G".padEnd(256, "."));
          assert.equal(state.labels[0], "Row 1, column 1, G");
          await page.evaluate(() => document.querySelector("#made").remove());
        });
      });
    }

    describe(`module entry dist/board.mjs over http (${engine})`, () => {
      test("one wasm instance for several boards, and the element from the ES module", async () => {
        const { page, problems } = await openPage(
          shared.browser.context,
          urlOf(shared.server.url, "tests/browser/pages/module.html"),
        );
        const facts = await page.evaluate(async () => {
          const boards = [...document.querySelectorAll("sudoku-board")];
          return {
            boards: boards.length,
            instances: window.wasmInstances,
            defined: customElements.get("sudoku-board") === window.boardModule.SudokuBoard,
            again: window.boardModule.defineSudokuBoard() === window.boardModule.SudokuBoard,
            other: window.boardModule.defineSudokuBoard("my-board") !== undefined,
            globals: Object.keys(window).filter((key) => /sudoku/i.test(key)),
          };
        });
        assert.deepEqual(facts, {
          boards: 3,
          instances: 1,
          defined: true,
          again: true,
          other: true,
          globals: [],
        });
        await clickCell(page, "#m1", 0, 0);
        await page.keyboard.press("4");
        assert.equal((await probe(page, "#m1")).value[0], "4");
        assert.equal((await probe(page, "#m2")).value, ".".repeat(81));
        await page.close();
        assert.deepEqual(problems, []);
      });
    });
  });
