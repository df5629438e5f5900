// Every order of setting a board's properties ends in the same state: rules then value, value then
// rules, givens then rules, with waits between them or none, on the board's classic script (whose
// module has no rules: they load the formats validator) and on the npm modules. A property test
// (fast-check) over random sequences of sets compares the final state (value, error, valid, the
// conflicts drawn, the status) with a fresh board given the same final properties. In both engines.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { ENGINES, EXAMPLE_1, browserAndServer, openPage, urlOf } from "./helpers.mjs";

const empty = (cells) => {
  const line = [..."".padEnd(81, ".")];
  for (const [index, digit] of Object.entries(cells)) line[index] = digit;
  return line.join("");
};
// Boards as one line: valid, a repeat in row 1, a repeat on the main diagonal only (r1c1, r9c9), a
// knight's move only (r3c3, r4c5), text no format reads, and none.
const VALUES = [
  EXAMPLE_1,
  empty({ 0: "5", 1: "5" }),
  empty({ 0: "5", 80: "5" }),
  empty({ 20: "3", 31: "3" }),
  "not a board",
  "",
  null,
];
// Givens: one 9×9 clue, a 4×4 puzzle (without a value, it sets the board's size), bad text, none.
const GIVENS = [empty({ 0: "5" }), "1...............", "bad!", null];
// Rules: the classic game, none, a diagonal, anti-knight, a cage, and rules that fit no board here
// (a cage cell past the last cell): the core's error.
const RULES = [
  null,
  {},
  { mainDiagonal: true },
  { antiKnight: true },
  { cages: [{ cells: [0, 1], sum: 3 }] },
  { cages: [{ cells: [81] }] },
];

/**
 * In the page: runs `steps` on a new board appended after the first `connectAt` steps, waits until
 * it has settled, then gives a fresh board the final properties; returns both boards' states.
 */
function playInPage(page, steps, connectAt) {
  return page.evaluate(
    async ({ steps, connectAt }) => {
      await customElements.whenDefined("sudoku-board");
      const api = window.ValidSudoku ?? (await import("/dist/valid-sudoku.mjs"));
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      // Settled: the formats validator, which rules on the classic script load, has loaded, and
      // every reaction queued on it has run.
      const settle = async (board) => {
        await board.ready;
        await api.loadValidator({ formats: true }).catch(() => {});
        for (let i = 0; i < 3; i++) await frame();
      };
      const state = (board) => {
        const root = board.shadowRoot;
        const cells = [...root.querySelectorAll("[role=gridcell]")];
        return {
          value: board.value,
          error: board.error ? String(board.error.message) : null,
          valid: board.valid,
          status: root.querySelector("[part~=status]").textContent,
          conflicts: cells.filter((cell) => cell.getAttribute("aria-invalid") === "true").length,
          outlines: [...root.querySelectorAll("[part~=outline]")]
            .map((node) => `${node.dataset.unit} ${node.dataset.index}`)
            .sort(),
          rules: JSON.stringify(board.rules),
        };
      };
      const set = (board, { name, to }) => {
        board[name] = to;
      };
      const main = document.querySelector("main");
      main.replaceChildren();
      const board = document.createElement("sudoku-board");
      const last = {};
      for (const [at, step] of steps.entries()) {
        if (at === connectAt) main.append(board);
        if (step.wait === "frame") await frame();
        else if (step.wait === "ready" && board.isConnected) await board.ready;
        else if (step.name) {
          set(board, step);
          last[step.name] = step.to;
        }
      }
      if (!board.isConnected) main.append(board);
      await settle(board);
      const fresh = document.createElement("sudoku-board");
      for (const [name, to] of Object.entries(last)) set(fresh, { name, to });
      main.append(fresh);
      await settle(fresh);
      return { played: state(board), fresh: state(fresh) };
    },
    { steps, connectAt },
  );
}

/** What must agree: all of it, but the cells while the value or givens cannot be read (a bad value
 * keeps the board shown before it: element.md). */
function comparable(state) {
  if (/^Cannot read the (board|givens)/.test(state.status))
    return { error: state.error, valid: state.valid, status: state.status };
  return state;
}

const step = fc.oneof(
  fc.constantFrom(...VALUES).map((to) => ({ name: "value", to })),
  fc.constantFrom(...GIVENS).map((to) => ({ name: "givens", to })),
  fc.constantFrom(...RULES).map((to) => ({ name: "rules", to })),
  fc.constantFrom({ wait: "frame" }, { wait: "ready" }),
);

const PAGES = {
  "the classic script": (shared) => urlOf("file", "tests/browser/pages/element.html"),
  "the modules": (shared) => urlOf(shared.server.url, "tests/browser/pages/module.html"),
};

for (const engine of ENGINES)
  describe(engine, () => {
    const shared = browserAndServer(engine);

    for (const [where, url] of Object.entries(PAGES)) {
      const open = () => openPage(shared.browser.context, url(shared), { boards: false });

      for (const [name, steps] of [
        ["rules then value", [{ name: "rules", to: { mainDiagonal: true } }, { name: "value" }]],
        ["rules then givens", [{ name: "rules", to: { mainDiagonal: true } }, { name: "givens" }]],
        ["value then rules", [{ name: "value" }, { name: "rules", to: { mainDiagonal: true } }]],
        ["givens then rules", [{ name: "givens" }, { name: "rules", to: { mainDiagonal: true } }]],
      ])
        test(`${where}: ${name} on a drawn board checks with the rules, no error left`, async () => {
          const { page, problems } = await open();
          // Both sets at once, on a board already drawn: a repeat on the main diagonal only.
          const board = empty({ 0: "5", 80: "5" });
          const played = [{ wait: "ready" }, ...steps.map((s) => (s.to ? s : { ...s, to: board }))];
          const { played: state, fresh } = await playInPage(page, played, 0);
          assert.equal(state.error, null);
          assert.equal(state.valid, false);
          assert.equal(state.status, "Invalid: 5 appears twice on the main diagonal");
          assert.equal(state.conflicts, 2);
          assert.deepEqual(state.outlines, ["diagonal 0"]);
          assert.deepEqual(state, fresh);
          await page.close();
          assert.deepEqual(problems, []);
        });

      test(`${where}: every sequence of sets ends as a fresh board with the final properties`, async () => {
        const { page, problems } = await open();
        await fc.assert(
          fc.asyncProperty(
            fc.array(step, { minLength: 1, maxLength: 6 }),
            fc.nat({ max: 6 }),
            async (steps, connectAt) => {
              const { played, fresh } = await playInPage(page, steps, connectAt);
              assert.deepEqual(comparable(played), comparable(fresh));
            },
          ),
          { numRuns: 40 },
        );
        await page.close();
        assert.deepEqual(problems, []);
      });
    }
  });
