// Shots of each kind of constraint <sudoku-board> draws (tests/browser/pages/constraints.html), on
// the puzzle tests/browser/constraint-kinds.mjs gives the kind (a real puzzle of the corpus, for
// people to look at in build/, never published: the corpus's README says why; else a small 9x9):
// two boards of it side by side, as it loads and with an instance of the kind broken by a digit
// typed into it (outlined, the active cell on it), in light, dark and forced colours at 390 and
// 1280 px: constraints-<kind>-<look>-<width>, all of a kind on one contact sheet,
// sheet-constraints-<kind>.png.
import { clickCell } from "../../tests/browser/helpers.mjs";
import { KINDS, breaking, puzzleFor } from "../../tests/browser/constraint-kinds.mjs";

/**
 * Shows the puzzle on #puzzle and on a board beside it, #plain, and types into #puzzle the first
 * digit, in the first empty cell of an instance of `kind`, that the core says breaks that
 * instance (and repeats nothing); else shows on #puzzle the first board of two or three digits
 * that breaks the first instance (constraint-kinds.mjs's breaking), its rules the puzzle's.
 */
async function prepare(page, { value, rules }, kind) {
  const move = await page.evaluate(
    async ({ value, rules, kind }) => {
      const board = document.getElementById("puzzle");
      const plain = document.createElement("sudoku-board");
      plain.id = "plain";
      plain.setAttribute("label", "The puzzle as it loads");
      const states = document.createElement("div");
      states.id = "states";
      states.style.cssText = "display: flex; flex-wrap: wrap; gap: 1rem; align-items: start";
      board.before(states);
      states.append(plain, board);
      for (const each of [board, plain]) each.style.flex = "1 1 20rem";
      const show = (target) => {
        const checked = new Promise((resolve) =>
          target.addEventListener("sudoku-validate", resolve, { once: true }),
        );
        if (rules) target.rules = rules;
        target.value = value;
        return checked;
      };
      await Promise.all([show(board), show(plain)]);
      await Promise.all([board.ready, plain.ready]);
      const sudoku = await window.ValidSudoku.loadValidator({ formats: true });
      const n = Math.round(Math.sqrt(board.value.length));
      const used = board.rules;
      for (const [index, { kind: its, lines }] of used.constraints.entries()) {
        if (its !== kind) continue;
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
      }
      const index = used.constraints.findIndex((constraint) => constraint.kind === kind);
      return { rules: used, index, n };
    },
    { value, rules, kind },
  );
  if (move.digit) {
    await clickCell(page, "#puzzle", move.row, move.col);
    await page.keyboard.press(String(move.digit));
  } else {
    // No one digit breaks it beside the puzzle's: two or three on an empty board of its rules.
    const broken = await breaking(page, move.rules, move.index, move.n);
    if (!broken) return;
    await page.evaluate((text) => {
      const board = document.getElementById("puzzle");
      board.removeAttribute("givens");
      board.value = text;
    }, broken.text);
    const [cell] = broken.cells.filter((at) => broken.text[at] !== ".");
    await clickCell(page, "#puzzle", Math.floor(cell / move.n), cell % move.n);
  }
  // The outline's animation (140 ms) over before the shot.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 400)));
}

const looks = [
  { look: "light", colorScheme: "light" },
  { look: "dark", colorScheme: "dark" },
  { look: "forced", colorScheme: "light", forcedColors: true, engines: ["chromium"] },
];

export default KINDS.flatMap((kind) =>
  looks.flatMap(({ look, ...options }) =>
    [390, 1280].map((width) => ({
      name: `constraints-${kind}-${look}-${width}`,
      path: "tests/browser/pages/constraints.html",
      origin: "file",
      width,
      selector: "#states",
      sheet: `sheet-constraints-${kind}`, // all its looks and widths on one image
      ...options,
      prepare: async (page) => {
        if (look === "dark")
          await page.evaluate(() => (document.documentElement.style.colorScheme = "dark"));
        await prepare(page, puzzleFor(kind), kind);
      },
    })),
  ),
);
