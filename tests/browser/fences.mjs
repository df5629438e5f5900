// What the browser suites of Markdown pages share: the files docs/markdown.md says are tested, and
// the check of a page built from the three fences (a board, a 6×6 puzzle, an explainer).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { clickCell, probe, root } from "./helpers.mjs";

const LABEL = 'LeetCode "Example 2" & <its> conflicts';

/** The files of `tool`'s recipe in docs/markdown.md: `<!-- tested: tool path -->` and a block. */
export function snippets(tool) {
  const docs = readFileSync(join(root, "docs/markdown.md"), "utf8");
  const marked = /<!-- tested: (\S+) (\S+) -->\s*```[\w-]*\n([\s\S]*?)\n```/g;
  return [...docs.matchAll(marked)]
    .filter(([, name]) => name === tool)
    .map(([, , path, text]) => ({ path, text }));
}

/** Waits for the page's three fences to be drawn and checks each works. */
export async function checkBoards(page, label = LABEL) {
  await page.waitForFunction(
    () =>
      customElements.get("sudoku-board") &&
      customElements.get("sudoku-explainer") &&
      document.querySelectorAll("sudoku-board, sudoku-explainer").length === 3,
  );
  await page.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll("sudoku-board, sudoku-explainer")].map((e) => e.ready),
    ),
  );
  const [first, puzzle] = ["sudoku-board", "sudoku-board[shape]"]; // the first board, the 6×6 one
  // The board from nine lines of nine: LeetCode's Example 2, its two conflicts marked.
  const example = await probe(page, first);
  assert.equal(example.size, 9);
  assert.deepEqual(example.invalid, [0, 20, 27]);
  assert.match(example.status, /^Invalid: 8 appears twice in column 1 and in box 1/);
  assert.equal(
    await page
      .locator(first)
      .first()
      .evaluate((board) => board.getAttribute("label")),
    label,
  );
  // The 6×6 puzzle: its filled cells are givens, the keypad is shown, an edit is checked.
  const six = await probe(page, puzzle);
  assert.equal(six.size, 6);
  assert.equal(six.status, "Valid so far");
  assert.ok(await page.locator(`${puzzle} [part~=keypad]`).isVisible());
  assert.match(six.labels[0], /given/);
  await clickCell(page, puzzle, 0, 1);
  await page.keyboard.press("1");
  const edited = await probe(page, puzzle);
  assert.deepEqual(edited.invalid, [0, 1, 25]); // row 1 and column 2
  // The explainer: every step of the 4×4 board's scan, LeetCode's stop off.
  const explainer = await page.evaluate(() => {
    const element = document.querySelector("sudoku-explainer");
    return {
      steps: element.steps.length,
      stop: element.trace.stop,
      label: element.getAttribute("label"),
    };
  });
  assert.deepEqual(explainer, { steps: 16, stop: "all", label: "The scan, step by step" });
}
