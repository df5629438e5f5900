// The drawing of every kind of constraint, on three boards set here (no corpus puzzle: this shot
// is published): the lines, the cells and pairs, and the clues outside the grid, in light at
// 1280 px. Written to build/screenshots/<engine>/kinds.png, and Chromium's to
// docs/constraint-kinds.png, which docs/element.md shows.
const row = (r) => Array.from({ length: 9 }, (_, c) => r * 9 + c);
const column = (c) => Array.from({ length: 9 }, (_, r) => r * 9 + c);
const BOARDS = {
  lines: [
    { kind: "thermometer", lines: [[0, 1, 2, 3]] },
    { kind: "slowThermometer", lines: [[9, 10, 11, 20]] },
    { kind: "arrow", lines: [[27], [28, 29, 30]] },
    { kind: "renban", lines: [[5, 6, 7]] },
    { kind: "whispers", lines: [[14, 15, 16, 17]] },
    { kind: "between", lines: [[36, 37, 38, 39]] },
    { kind: "palindrome", lines: [[45, 46, 47, 48, 49]] },
    { kind: "zipper", lines: [[22, 23, 24, 25, 26]] },
    { kind: "regionSum", lines: [[54, 55, 56, 57, 58]] },
    { kind: "entropic", lines: [[63, 64, 65, 74]] },
    { kind: "modular", lines: [[67, 68, 69, 70]] },
  ],
  cells: [
    { kind: "kropkiWhite", lines: [[0, 1]] },
    { kind: "kropkiBlack", lines: [[2, 11]] },
    { kind: "xv", lines: [[4, 5]], value: 10 },
    { kind: "xv", lines: [[6, 7]], value: 5 },
    { kind: "odd", lines: [[20]] },
    { kind: "even", lines: [[22]] },
    { kind: "minimum", lines: [[30]] },
    { kind: "maximum", lines: [[32]] },
    { kind: "quadruple", lines: [[40, 41, 49, 50]], digits: [1, 2] },
    {
      kind: "clone",
      lines: [
        [54, 55],
        [60, 61],
      ],
    },
    { kind: "rowIndexer", lines: [[8, 17, 26]] },
    { kind: "columnIndexer", lines: [[75, 76]] },
    { kind: "boxIndexer", lines: [[80]] },
  ],
  clues: [
    {
      kind: "littleKiller",
      lines: [[0, 10, 20, 30, 40, 50, 60, 70, 80]],
      value: 45,
      clue: [-1, -1],
    },
    { kind: "sandwich", lines: [column(3)], value: 12, clue: [-1, 3] },
    { kind: "xSum", lines: [row(2)], value: 10, clue: [2, -1] },
    { kind: "skyscraper", lines: [row(4).reverse()], value: 3, clue: [4, 9] },
  ],
};

export default [
  {
    name: "kinds",
    path: "tests/browser/pages/constraints.html",
    origin: "file",
    width: 1280,
    selector: "#kinds",
    docs: "docs/constraint-kinds.png", // Chromium's
    prepare: async (page) => {
      await page.evaluate(async (boards) => {
        const holder = document.createElement("div");
        holder.id = "kinds";
        holder.style.cssText = "display: flex; gap: 1rem; align-items: start; padding: 0.5rem";
        document.getElementById("puzzle").replaceWith(holder);
        await Promise.all(
          Object.entries(boards).map(async ([name, constraints]) => {
            const board = document.createElement("sudoku-board");
            board.setAttribute("label", `Constraints: ${name}`);
            board.style.flex = "1 1 0";
            holder.append(board);
            const checked = new Promise((resolve) =>
              board.addEventListener("sudoku-validate", resolve, { once: true }),
            );
            board.rules = { constraints };
            board.value = ".".repeat(81);
            await checked;
            await board.ready;
          }),
        );
      }, BOARDS);
    },
  },
];
