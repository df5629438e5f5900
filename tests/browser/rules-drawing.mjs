// What the browser suites assert of <sudoku-board>'s drawing of variant rules, on the boards of a
// page that loads tests/browser/pages/rules.js (window.VARIANTS): rules.test.mjs (the explainer's
// classic script) and classic-rules.test.mjs (the board's own classic script, which takes the
// drawing from the formats validator's file) check the same things.
import assert from "node:assert/strict";

export const N = 9;
export const at = (row, col) => row * N + col;

/** The rules of a board of the page, as rules.js set them. */
export const rulesOf = (page, id) => page.evaluate((id) => window.VARIANTS[id], id);

/**
 * The geometry boxes (getBBox, in cell units: the layers' viewBox is the board) of every match of
 * `selector` in a board's shadow root, with data-index, part and text.
 */
export const boxes = (page, id, selector) =>
  page.evaluate(
    ([id, selector]) =>
      [...document.getElementById(id).shadowRoot.querySelectorAll(selector)].map((node) => {
        const box = node.getBBox();
        return {
          left: box.x,
          top: box.y,
          right: box.x + box.width,
          bottom: box.y + box.height,
          index: node.dataset.index,
          part: node.getAttribute("part"),
          text: node.textContent,
        };
      }),
    [id, selector],
  );

/** The box around some cells, in cell units. */
export const around = (cells) => ({
  left: Math.min(...cells.map((cell) => cell % N)),
  top: Math.min(...cells.map((cell) => Math.floor(cell / N))),
  right: Math.max(...cells.map((cell) => (cell % N) + 1)),
  bottom: Math.max(...cells.map((cell) => Math.floor(cell / N) + 1)),
});

/** Board `id` draws both diagonals, one line each, corner to corner, on a layer over the grid. */
export async function assertDiagonals(page, id) {
  const lines = await page.evaluate(
    (id) =>
      [...document.getElementById(id).shadowRoot.querySelectorAll("[part~=diagonal]")].map(
        (line) => ({
          part: line.getAttribute("part"),
          from: [line.x1.baseVal.value, line.y1.baseVal.value],
          to: [line.x2.baseVal.value, line.y2.baseVal.value],
        }),
      ),
    id,
  );
  assert.deepEqual(lines, [
    { part: "diagonal main-diagonal", from: [0, 0], to: [N, N] },
    { part: "diagonal anti-diagonal", from: [N, 0], to: [0, N] },
  ]);
  const layer = await page.evaluate((id) => {
    const root = document.getElementById(id).shadowRoot;
    const box = (node) => JSON.stringify(node.getBoundingClientRect());
    return box(root.querySelector(".rules-layer")) === box(root.querySelector("[part~=grid]"));
  }, id);
  assert.ok(layer, "the layer lies on the grid");
}

/** Board `id` (rules.js's jigsaw) has thick lines between its regions, in place of the box lines. */
export async function assertJigsawBorders(page, id) {
  const { regions } = await rulesOf(page, id);
  const widths = await page.evaluate(
    (id) =>
      [...document.getElementById(id).shadowRoot.querySelectorAll("[role=gridcell]")].map(
        (cell) => {
          const style = getComputedStyle(cell);
          return [parseFloat(style.borderRightWidth), parseFloat(style.borderBottomWidth)];
        },
      ),
    id,
  );
  for (let index = 0; index < N * N; index++) {
    const [right, bottom] = widths[index];
    const col = index % N;
    const row = Math.floor(index / N);
    if (col < N - 1)
      assert.equal(right, regions[index] !== regions[index + 1] ? 2 : 1, `right of ${index}`);
    if (row < N - 1)
      assert.equal(bottom, regions[index] !== regions[index + N] ? 2 : 1, `below ${index}`);
  }
  // Where a region goes past a box line, that line is thin (row 3: region 1 spans columns 1-4).
  assert.equal(widths[at(2, 2)][0], 1);
  assert.equal(widths[at(1, 1)][0], 2, "a region border inside a box is thick");
}

/**
 * Board `id` (rules.js's killer) draws a dashed line inside each cage's cells and each cage's sum
 * in the corner of its top-left cell.
 */
export async function assertCages(page, id) {
  const { cages } = await rulesOf(page, id);
  const paths = await boxes(page, id, "[part~=cage]");
  const sums = await boxes(page, id, "[part~=cage-sum]");
  assert.equal(paths.length, cages.length);
  assert.deepEqual(
    sums.map((sum) => [Number(sum.index), sum.text]),
    cages.flatMap((cage, index) => (cage.sum ? [[index, String(cage.sum)]] : [])),
  );
  const dash = await page.evaluate(
    (id) =>
      getComputedStyle(document.getElementById(id).shadowRoot.querySelector(".cage"))
        .strokeDasharray,
    id,
  );
  assert.notEqual(dash, "none");
  for (const [index, cage] of cages.entries()) {
    const cells = around(cage.cells);
    const line = paths[index];
    // Inside the cage's cells, inset from their edges, and around all of them.
    for (const [side, inward] of [
      ["left", 1],
      ["top", 1],
      ["right", -1],
      ["bottom", -1],
    ]) {
      const inset = (line[side] - cells[side]) * inward;
      assert.ok(inset > 0 && inset < 0.25, `cage ${index}: ${side} inset ${inset}`);
    }
    const sum = sums.find((label) => Number(label.index) === index);
    if (!sum) continue;
    const first = Math.min(...cage.cells);
    const [row, col] = [Math.floor(first / N), first % N];
    assert.ok(sum.left >= col && sum.top >= row, `cage ${index}: its sum is in its first cell`);
    assert.ok(
      sum.right <= col + 0.5 && sum.bottom <= row + 0.5,
      `cage ${index}: its sum is in the corner`,
    );
  }
}
