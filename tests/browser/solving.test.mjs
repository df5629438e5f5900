// <sudoku-board solvable> and <sudoku-board unique> (issue 34): the verdict says whether a valid
// board can still be completed, with a dead end's reason and its cells framed, and for setters how
// many solutions a puzzle has; no cell is ever filled. The page loads the classic script from
// file://, so the solver arrives on demand with dist/valid-sudoku-formats.js.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import {
  ENGINES,
  EXAMPLE_1,
  browserAndServer,
  clickCell,
  openPage,
  probe,
  urlOf,
} from "./helpers.mjs";

const PAGE = "tests/browser/pages/solving.html";
// The same board alone, with no inline script or style, and a probe that counts the workers made.
const WORKER_PAGE = "tests/browser/pages/solving-worker.html";
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'";
// The rules of the Miracle sudoku on an empty board: some 2,300 search nodes to a first filling,
// each costly (the negative rules are judged at every node), past the first slice the calling
// thread runs when a worker can take the rest.
const MIRACLE = { antiKnight: true, antiKing: true, nonConsecutive: true };

// Valid (no repeat), but r5c5 sees 1 2 4 6 7 8 in its row and 3 5 9 in its column: checked by hand.
const DEAD_END = "....3........5........9.............1246.78.." + ".".repeat(36);
const DEAD_END_WORDS = "r5c5 can take no digit: row 5 has 1 2 4 6 7 8, column 5 has 3 5 9";
// r5c5 (40), then the filled cells of its row (36–39, 41–43) and column (4, 13, 22), as the core lists them.
const DEAD_END_CELLS = [40, 4, 13, 22, 36, 37, 38, 39, 41, 42];
// EXAMPLE_1's solution with the rectangle r1c4 r1c5 r4c4 r4c5 (6 7 / 7 6) emptied: two boxes, two
// rows, two columns, so 6 7 / 7 6 and 7 6 / 6 7 both fit: exactly two solutions, differing first at r1c4.
const SOLUTION_1 =
  "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const TWO_SOLUTIONS = [...SOLUTION_1]
  .map((d, i) => ([3, 4, 30, 31].includes(i) ? "." : d))
  .join("");

/** Sets `value` on the board `id` and waits for its solver's answer (or for none to come). */
function answer(page, id, value) {
  return page.evaluate(
    async ({ id, value }) => {
      const board = document.getElementById(id);
      const events = [];
      board.addEventListener("sudoku-solve", (event) => events.push(event.detail));
      // Once the solver is here (it loads with the first question), the answer of a classic board
      // comes within a frame: two frames are plenty to see whether it came.
      await ValidSudoku.loadValidator({ formats: true });
      board.value = value;
      const frames = () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return frames().then(() => {
        const root = board.shadowRoot;
        return {
          value: board.value,
          status: root.querySelector("[role=status]").textContent,
          live: root.querySelector("[role=status]").getAttribute("aria-live"),
          completable: board.completable,
          events: events.map(({ solvable, count, known, differsAt }) => ({
            solvable,
            count,
            known,
            differsAt: differsAt ?? null, // (WebKit's driver gives undefined as null)
          })),
          framed: [...root.querySelectorAll("[part~=dead-end]")].map((frame) =>
            Number(frame.dataset.cell),
          ),
          first: [...root.querySelectorAll("[part~=dead-end-cell]")].map((frame) =>
            Number(frame.dataset.cell),
          ),
          filled: [...root.querySelectorAll("[role=gridcell]")].map(
            (cell) => cell.textContent.trim() || ".",
          ),
        };
      });
    },
    { id, value },
  );
}

/** Gives board `id` the Miracle rules on an empty board and waits for its solver's answer. */
function answerFar(page, id) {
  return page.evaluate(
    ({ id, rules }) => {
      const board = document.getElementById(id);
      return new Promise((resolve) => {
        board.addEventListener(
          "sudoku-solve",
          ({ detail }) =>
            resolve({
              solvable: detail.solvable,
              known: detail.known,
              nodes: detail.nodes,
              status: board.shadowRoot.querySelector("[role=status]").textContent,
              workers: window.workers,
            }),
          { once: true },
        );
        board.rules = rules;
        board.value = ".".repeat(81);
      });
    },
    { id, rules: MIRACLE },
  );
}

for (const engine of ENGINES)
  describe(`[${engine}] <sudoku-board solvable> and <sudoku-board unique>`, () => {
    const shared = browserAndServer(engine, { csp: CSP }); // its browser, server, strictServer
    let page;
    let problems;
    before(async () => {
      ({ page, problems } = await openPage(shared.browser.context, urlOf("file", PAGE)));
    });
    after(() => assert.deepEqual(problems, []));

    test("a valid dead end says why it can no longer be completed, and frames the reason's cells", async () => {
      const seen = await answer(page, "solvable", DEAD_END);
      assert.equal(seen.status, `Valid, but it can no longer be completed: ${DEAD_END_WORDS}`);
      assert.equal(seen.live, "polite", "the reason is read out by the status's live region");
      assert.deepEqual(seen.framed, DEAD_END_CELLS);
      assert.deepEqual(seen.first, [40], "the cell that can take no digit has its own part");
      assert.equal(seen.completable, false);
      assert.deepEqual(seen.events, [{ solvable: false, count: 0, known: true, differsAt: null }]);
      assert.equal(seen.filled.join(""), DEAD_END, "no cell is filled");
    });

    test("a board that can still be completed says 'Valid so far', with no frames", async () => {
      const seen = await answer(page, "solvable", EXAMPLE_1);
      assert.equal(seen.status, "Valid so far");
      assert.deepEqual(seen.framed, []);
      assert.equal(seen.completable, true);
      assert.equal(seen.filled.join(""), EXAMPLE_1, "no cell is filled");
    });

    test("a rule broken is 'Invalid' as before, and the solver is not asked", async () => {
      const seen = await answer(page, "solvable", "55" + DEAD_END.slice(2));
      assert.match(seen.status, /^Invalid: 5 appears twice in row 1/);
      assert.deepEqual(seen.events, []);
      assert.deepEqual(seen.framed, []);
      assert.equal(seen.completable, null);
    });

    test("a newer board cancels the older question: one answer, the newer board's", async () => {
      const seen = await page.evaluate(
        ({ first, second }) => {
          const board = document.getElementById("solvable");
          const events = [];
          board.addEventListener("sudoku-solve", (event) => events.push(event.detail.solvable));
          board.value = first;
          board.value = second;
          return new Promise((resolve) => setTimeout(resolve, 100)).then(() => events);
        },
        { first: DEAD_END, second: EXAMPLE_1 },
      );
      assert.deepEqual(seen, [true]);
    });

    test("as the reader types: a digit that leaves a dead end says so, and clearing it clears it", async () => {
      // r1c8 and r1c9 can only hold 8 and 9, and column 9 has its 9 (in r4c9, outside box 3):
      // r1c8 is 9, r1c9 is 8. An 8 typed in r1c8 leaves r1c9 nothing.
      const start = "1234567.." + ".".repeat(27) + "........9" + ".".repeat(36);
      assert.equal((await answer(page, "solvable", start)).status, "Valid so far");
      await clickCell(page, "#solvable", 0, 7);
      await page.keyboard.press("8");
      await page.waitForFunction(() => document.getElementById("solvable").completable === false);
      let seen = await probe(page, "#solvable");
      assert.equal(
        seen.status,
        "Valid, but it can no longer be completed: r1c9 can take no digit: row 1 has 1 2 3 4 5 6 7 8, column 9 has 9",
      );
      assert.equal(seen.value, "12345678." + start.slice(9), "the digit typed, and no other");
      await clickCell(page, "#solvable", 0, 7);
      await page.keyboard.press("Backspace");
      await page.waitForFunction(() => document.getElementById("solvable").completable === true);
      seen = await probe(page, "#solvable");
      assert.equal(seen.status, "Valid so far");
      assert.equal(seen.value, start);
    });

    test("unique: exactly one solution, more than one (where two differ), no solution", async () => {
      let seen = await answer(page, "unique", EXAMPLE_1);
      assert.equal(seen.status, "Valid so far, with exactly one solution");
      assert.equal(seen.filled.join(""), EXAMPLE_1, "no cell is filled");

      seen = await answer(page, "unique", TWO_SOLUTIONS);
      assert.equal(seen.status, "Valid so far, with more than one solution (two differ at r1c4)");
      assert.deepEqual(seen.events, [{ solvable: true, count: 2, known: true, differsAt: 3 }]);
      assert.equal(seen.filled.join(""), TWO_SOLUTIONS, "no cell is filled");

      seen = await answer(page, "unique", DEAD_END);
      assert.equal(seen.status, `Valid, but it has no solution: ${DEAD_END_WORDS}`);
      assert.deepEqual(seen.framed, DEAD_END_CELLS);
      assert.equal(seen.filled.join(""), DEAD_END, "no cell is filled");
    });

    test("without the attributes the verdict is two-way; setting solvable asks at once", async () => {
      let seen = await answer(page, "plain", DEAD_END);
      assert.equal(seen.status, "Valid so far");
      assert.deepEqual(seen.events, []);
      await page.evaluate(() => (document.getElementById("plain").solvable = true));
      seen = await answer(page, "plain", DEAD_END);
      assert.equal(seen.status, `Valid, but it can no longer be completed: ${DEAD_END_WORDS}`);
    });
    test("a search past the first slice runs in a worker, from file:// too; the verdict arrives", async () => {
      const { page, problems } = await openPage(shared.browser.context, urlOf("file", WORKER_PAGE));
      const seen = await answerFar(page, "solvable");
      assert.equal(seen.status, "Valid so far");
      assert.deepEqual([seen.solvable, seen.known], [true, true]);
      assert.ok(seen.nodes > 64, `${seen.nodes} nodes: past the first slice`);
      assert.deepEqual(seen.workers, { made: 1, refused: 0 });
      assert.deepEqual(problems, []);
      await page.close();
    });

    test("an abort ends the worker's search; the next question gets a new worker", async () => {
      const { page, problems } = await openPage(shared.browser.context, urlOf("file", WORKER_PAGE));
      await answerFar(page, "solvable"); // the worker, made and ready
      const seen = await page.evaluate(async (rules) => {
        const sudoku = await ValidSudoku.loadValidator({ formats: true });
        const stop = new AbortController();
        // Counting the 16×16 fillings up to a million: far past any wait, so only the abort ends
        // it. Past its first slice it is in the worker once the tasks of the call have run.
        const running = sudoku.countSolutions(".".repeat(256), {
          limit: 1e6,
          budget: 1e12,
          signal: stop.signal,
        });
        await new Promise((resolve) => setTimeout(resolve));
        stop.abort(new Error("stopped in the worker"));
        const rejected = await running.then(
          () => "resolved",
          (error) => error.message,
        );
        // (a worker still searching would never answer this one)
        const next = await sudoku.countSolutions(".".repeat(81), { rules, limit: 1 });
        return { rejected, next: next.count, workers: window.workers };
      }, MIRACLE);
      assert.equal(seen.rejected, "stopped in the worker");
      assert.equal(seen.next, 1);
      assert.deepEqual(seen.workers, { made: 2, refused: 0 });
      assert.deepEqual(problems, []);
      await page.close();
    });

    test("where the page's policy blocks workers, the verdict comes from the page's own slices", async () => {
      const { page, problems } = await openPage(
        shared.browser.context,
        urlOf(shared.strictServer.url, WORKER_PAGE),
      );
      const seen = await answerFar(page, "solvable");
      assert.equal(seen.status, "Valid so far");
      assert.deepEqual([seen.solvable, seen.known], [true, true]);
      // The only problems: the policy's reports of the blob worker it blocked.
      assert.ok(
        problems.length > 0 && problems.every((problem) => /blob/.test(problem)),
        String(problems),
      );
      await page.close();
    });
  });
