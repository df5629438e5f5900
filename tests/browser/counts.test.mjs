// What the elements count and tint, on boards whose boxes are not square: the active cell's peers
// on 6×6 (2×3 boxes), 12×12 (3×4) and 12×12 (4×3) boards, and the explainer's look-up counter. In
// every engine: what a reader sees on a board.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  ENGINES,
  browserAndServer,
  EXAMPLE_2,
  clickCell,
  openPage,
  probe,
  urlOf,
} from "./helpers.mjs";

/** The other cells of the row, column and box of `index`, by brute force over every cell. */
function peersOf(index, boxRows, boxCols) {
  const n = boxRows * boxCols;
  const unitsOf = (i) => {
    const row = Math.floor(i / n);
    const col = i % n;
    return [row, col, Math.floor(row / boxRows) * (n / boxCols) + Math.floor(col / boxCols)];
  };
  const mine = unitsOf(index);
  const peers = [];
  for (let i = 0; i < n * n; i++)
    if (i !== index && unitsOf(i).some((unit, k) => unit === mine[k])) peers.push(i);
  return peers;
}

for (const engine of ENGINES)
  describe(`[${engine}]`, () => {
    const shared = browserAndServer(engine); // shared.browser

    describe("peers on boards of every box shape", () => {
      for (const [boxRows, boxCols] of [
        [2, 3],
        [3, 2],
        [3, 4],
        [4, 3],
      ]) {
        const n = boxRows * boxCols;
        test(`${n}×${n} with ${boxRows}x${boxCols} boxes: the row, the column and the box`, async () => {
          const { page, problems } = await openPage(
            shared.browser.context,
            urlOf("file", "tests/browser/pages/board.html"),
          );
          await page.evaluate(
            async ([shape, n]) => {
              const board = document.createElement("sudoku-board");
              board.id = "shaped";
              board.setAttribute("shape", shape);
              board.setAttribute("value", ".".repeat(n * n));
              document.querySelector("main").append(board);
              await board.ready;
            },
            [`${boxRows}x${boxCols}`, n],
          );
          // A cell inside a box (not at its top left), and the last cell.
          for (const [row, col] of [
            [boxRows + 1, boxCols + 1],
            [n - 1, n - 1],
          ]) {
            await clickCell(page, "#shaped", row, col);
            const state = await probe(page, "#shaped");
            assert.deepEqual(state.active, [row * n + col]);
            assert.deepEqual(state.peers, peersOf(row * n + col, boxRows, boxCols));
            assert.equal(state.peers.length, 3 * n - boxRows - boxCols - 1);
          }
          await page.close();
          assert.deepEqual(problems, []);
        });
      }
    });

    test("the explainer counts the look-ups the code makes: three for a new digit, up to the set that repeats", async () => {
      const { page, problems } = await openPage(
        shared.browser.context,
        urlOf("file", "tests/browser/pages/explainer.html"),
        { boards: false },
      );
      const { counted, trace } = await page.evaluate(async (board) => {
        const explainer = document.createElement("sudoku-explainer");
        explainer.setAttribute("value", board);
        explainer.setAttribute("stop", "all");
        document.querySelector("main").append(explainer);
        await explainer.ready;
        const counters = explainer.shadowRoot.querySelector("[part~=counters]");
        const counted = [];
        for (let step = 0; step < explainer.steps.length; step++) {
          explainer.step = step;
          counted.push(Number(/Set look-ups (\d+)/.exec(counters.textContent)?.[1]));
        }
        const sudoku = await window.ValidSudoku.loadValidator();
        return { counted, trace: sudoku.trace(board, { stop: "all" }) };
      }, EXAMPLE_2);
      // `rows[r] has d || cols[c] has d || boxes[b] has d`: a blank makes none, a digit seen nowhere
      // all three, a repeat stops at the first set that holds it.
      let total = 0;
      const expected = trace.steps.map((step) => {
        if (step.digit !== 0)
          total +=
            step.repeats.length === 0 ? 3 : ["row", "column", "box"].indexOf(step.repeats[0]) + 1;
        return total;
      });
      assert.equal(counted.length, 81);
      assert.deepEqual(counted, expected);
      // Example 2 has 30 digits; two repeat, in the column (second look-up) and in the box (third).
      assert.equal(counted.at(-1), 28 * 3 + 2 + 3);
      await page.close();
      assert.deepEqual(problems, []);
    });
  });
