// Shots of the constraints <sudoku-board> draws (tests/browser/pages/constraints.html): real
// puzzles of tests/fixtures/constraints/corpus.puzzles (for people to look at in build/, never
// published: the corpus's README says why) and a board of the kinds the corpus lacks, each with
// one instance broken by a digit typed into it, in light, dark and forced colours at 390 and
// 1280 px. Named constraints-<puzzle>-<look>-<width>.
import { clickCell } from "../../tests/browser/helpers.mjs";
import { loadCorpus } from "../../tests/node/fixtures.mjs";

const corpus = loadCorpus();

// Between them every kind the corpus has.
const PUZZLES = {
  thermo: "Clipped",
  kropki: "300 Subs!",
  clones: "Cloneways Game of Life",
  renban: "159",
  whispers: "Alien",
  between: "Hay Fever",
  palindrome: "Tangled Arrows",
  quadruple: "Boxes",
  "little-killer": "Blitz",
  sandwich: "Sandwich Sudoku",
};
const row = (r) => Array.from({ length: 9 }, (_, c) => r * 9 + c);
// The kinds no corpus puzzle has, on one board.
const OTHERS = {
  constraints: [
    { kind: "slowThermometer", lines: [[0, 1, 2, 11]] },
    { kind: "zipper", lines: [[14, 15, 16, 25, 34]] },
    { kind: "regionSum", lines: [[27, 28, 29, 30, 31]] },
    { kind: "entropic", lines: [[46, 47, 48, 57]] },
    { kind: "modular", lines: [[69, 70, 71, 80]] },
    { kind: "xSum", lines: [row(6)], value: 10, clue: [6, -1] },
    { kind: "skyscraper", lines: [row(4).reverse()], value: 3, clue: [4, 9] },
    { kind: "rowIndexer", lines: [[54, 63, 72]] },
    { kind: "columnIndexer", lines: [[3, 4]] },
    { kind: "boxIndexer", lines: [[40]] },
  ],
};

/**
 * Shows the puzzle on #puzzle and types into it the first digit, in the first empty cell of a
 * constraint, that the core says breaks that constraint (and repeats nothing).
 */
async function prepare(page, value, rules) {
  const move = await page.evaluate(
    async ({ value, rules }) => {
      const board = document.getElementById("puzzle");
      const checked = new Promise((resolve) =>
        board.addEventListener("sudoku-validate", resolve, { once: true }),
      );
      if (rules) board.rules = rules;
      board.value = value;
      await checked;
      const sudoku = await window.ValidSudoku.loadValidator({ formats: true });
      const n = Math.round(Math.sqrt(board.value.length));
      const used = board.rules;
      for (const [index, { lines }] of used.constraints.entries())
        for (const cell of lines.flat())
          if (board.value[cell] === ".")
            for (let digit = 1; digit <= n; digit++) {
              const text = [...board.value];
              text[cell] = String(digit);
              const { conflicts } = sudoku.check(text.join(""), { rules: used });
              if (
                conflicts.some((c) => c.rule === "constraint" && c.index === index) &&
                conflicts.every((c) => c.unit === undefined)
              )
                return { row: Math.floor(cell / n), col: cell % n, digit };
            }
      return null;
    },
    { value, rules },
  );
  if (!move) return;
  await clickCell(page, "#puzzle", move.row, move.col);
  await page.keyboard.press(String(move.digit));
  // The outline's animation (140 ms) over before the shot.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 400)));
}

const looks = [
  { look: "light", colorScheme: "light" },
  { look: "dark", colorScheme: "dark" },
  { look: "forced", colorScheme: "light", forcedColors: true, engines: ["chromium"] },
];
const boards = [
  ...Object.entries(PUZZLES).map(([name, title]) => ({
    name,
    value: `https://f-puzzles.com/?load=${corpus.find((entry) => entry.name === title).input}`,
  })),
  { name: "others", value: ".".repeat(81), rules: OTHERS },
];

export default boards.flatMap(({ name, value, rules }) =>
  looks.flatMap(({ look, ...options }) =>
    [390, 1280].map((width) => ({
      name: `constraints-${name}-${look}-${width}`,
      path: "tests/browser/pages/constraints.html",
      origin: "file",
      width,
      selector: "#puzzle",
      sheet: `sheet-constraints-${name}`, // all its looks and widths on one image
      ...options,
      prepare: async (page) => {
        if (look === "dark")
          await page.evaluate(() => (document.documentElement.style.colorScheme = "dark"));
        await prepare(page, value, rules);
      },
    })),
  ),
);
