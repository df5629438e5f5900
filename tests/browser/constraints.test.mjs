// What <sudoku-board> draws of each kind of constraint (web/elements/board-constraints.js), on
// real puzzles of tests/fixtures/constraints/corpus.puzzles where the corpus has the kind (a small
// puzzle of rules otherwise: constraint-kinds.mjs), through the board's own classic script (the
// drawing comes with the formats validator's file): each instance's shapes where its cells are,
// and a broken instance outlined on its own drawing, its cells' labels saying the core's
// sentence. In every engine.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { ENGINES, browserAndServer, openPage, probe, urlOf } from "./helpers.mjs";
import { KINDS, breaking, puzzleFor } from "./constraint-kinds.mjs";
import { decodePng } from "./png-crop.mjs";

const PAGE = "tests/browser/pages/constraints.html";

/**
 * Shows `value` (a link, or board text with `rules`) on #puzzle and resolves once it is checked:
 * its rules (the board's), its constraints' groups as drawn, and what the frame and grid measure.
 */
const show = (page, { value, rules }) =>
  page.evaluate(
    async ({ value, rules }) => {
      const board = document.getElementById("puzzle");
      const checked = new Promise((resolve) =>
        board.addEventListener("sudoku-validate", resolve, { once: true }),
      );
      if (rules) board.rules = rules;
      board.value = value;
      await checked;
      await board.ready;
      const root = board.shadowRoot;
      const attributes = (node) =>
        Object.fromEntries([...node.attributes].map(({ name, value }) => [name, value]));
      const rect = (node) => {
        const { x, y, width, height } = node.getBoundingClientRect();
        return { x, y, width, height };
      };
      return {
        groups: [...root.querySelectorAll(".rules-layer [part~=constraint]")].map((group) => ({
          kind: group.dataset.kind,
          index: Number(group.dataset.index),
          children: [...group.children].map((node) => ({
            tag: node.tagName,
            ...attributes(node),
            text: node.textContent,
          })),
        })),
        outside: root.querySelector(".frame").classList.contains("outside"),
        frame: rect(root.querySelector(".frame")),
        grid: rect(root.querySelector("[part~=grid]")),
        host: rect(board),
      };
    },
    { value, rules },
  );

/** The rules the formats validator reads from `value` (or `rules` as given). */
const rulesOf = (page, { value, rules }) =>
  rules ??
  page.evaluate(
    async (value) => (await window.ValidSudoku.loadValidator({ formats: true })).parse(value).rules,
    value,
  );

const numbers = (text) => text.split(/[\s,]+/).map(Number);
const points = (node) => {
  const list = numbers(node.points);
  return Array.from({ length: list.length / 2 }, (_, i) => [list[2 * i], list[2 * i + 1]]);
};
const near = (a, b, what) => assert.ok(Math.abs(a - b) < 0.01, `${what}: ${a} is not ${b}`);
const nearPoint = ([x, y], [u, v], what) => {
  near(x, u, `${what} (x)`);
  near(y, v, `${what} (y)`);
};

/** Asserts what instance `constraint` of a board of side n draws (`children` of its group). */
function assertShapes(constraint, children, n) {
  const centre = (cell) => [(cell % n) + 0.5, Math.floor(cell / n) + 0.5];
  const of = (style) => children.filter((node) => node.class?.split(" ").includes(style));
  const { kind, lines } = constraint;
  const cells = lines[0];
  const middle = () => {
    const [p, q] = cells.map(centre);
    return [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  };
  const circleAt = (node, at, what) => nearPoint([Number(node.cx), Number(node.cy)], at, what);
  const boxAround = (node, at, what) =>
    nearPoint(
      [Number(node.x) + Number(node.width) / 2, Number(node.y) + Number(node.height) / 2],
      at,
      what,
    );
  const alongCells = (node, list, what) => {
    const drawn = points(node);
    assert.equal(drawn.length, list.length, `${what}: one point a cell`);
    drawn.forEach((point, i) => nearPoint(point, centre(list[i]), `${what}, point ${i}`));
  };
  if (kind === "thermometer" || kind === "slowThermometer") {
    const [bulb] = of("thermo-bulb");
    circleAt(bulb, centre(cells[0]), "the bulb");
    const tubes = of("thermo-tube");
    assert.equal(tubes.length, lines.length, "a tube a branch");
    tubes.forEach((tube, i) => alongCells(tube, lines[i], `tube ${i}`));
    if (kind === "slowThermometer") assert.equal(of("slow-thermo-notches").length, lines.length);
  } else if (kind === "arrow") {
    const [circle] = of("arrow-circle");
    for (const cell of cells) {
      const [x, y] = centre(cell);
      assert.ok(x > Number(circle.x) && x < Number(circle.x) + Number(circle.width), "circle x");
      assert.ok(y > Number(circle.y) && y < Number(circle.y) + Number(circle.height), "circle y");
    }
    const shafts = of("arrow-shaft");
    const drawnShafts = lines.slice(1).filter((shaft) => shaft.length);
    assert.equal(shafts.length, 2 * drawnShafts.length, "a shaft and its head each");
    drawnShafts.forEach((shaft, i) => {
      nearPoint(points(shafts[2 * i]).at(-1), centre(shaft.at(-1)), `shaft ${i} ends at its cell`);
      nearPoint(points(shafts[2 * i + 1])[1], centre(shaft.at(-1)), `shaft ${i}'s head`);
    });
  } else if (kind === "kropkiWhite" || kind === "kropkiBlack")
    circleAt(of(kind === "kropkiWhite" ? "white-dot" : "black-dot")[0], middle(), "the dot");
  else if (kind === "xv") {
    const [letter] = of("xv-letter");
    nearPoint([Number(letter.x), Number(letter.y)], middle(), "the letter");
    assert.equal(letter.text, { 10: "X", 5: "V" }[constraint.value]);
  } else if (
    [
      "renban",
      "whispers",
      "palindrome",
      "zipper",
      "regionSum",
      "entropic",
      "modular",
      "between",
    ].includes(kind)
  ) {
    const style = `${kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-line`;
    const [drawnLine] = of(style);
    alongCells(drawnLine, cells, style);
    if (kind === "between") {
      const ends = of("between-end");
      assert.equal(ends.length, 2);
      circleAt(ends[0], centre(cells[0]), "first end");
      circleAt(ends[1], centre(cells.at(-1)), "last end");
    }
  } else if (kind === "odd") circleAt(of("odd")[0], centre(cells[0]), "the circle");
  else if (kind === "even") boxAround(of("even")[0], centre(cells[0]), "the square");
  else if (kind === "minimum" || kind === "maximum") {
    boxAround(of(kind)[0], centre(cells[0]), "the cell's mark");
    assert.equal(of("chevron").length, 4, "a chevron an edge");
  } else if (kind === "quadruple") {
    const [circle] = of("quadruple");
    const rows = cells.map((cell) => Math.floor(cell / n));
    const cols = cells.map((cell) => cell % n);
    if (new Set(rows).size === 2 && new Set(cols).size === 2)
      circleAt(circle, [Math.max(...cols), Math.max(...rows)], "the corner's circle");
    const digits = of("quadruple-digits")
      .map((node) => node.text)
      .join(" ");
    assert.equal(digits, constraint.digits.join(" "));
  } else if (kind === "clone") assert.equal(of("clone").length, lines.flat().length);
  else if (kind.endsWith("Indexer")) assert.equal(of("indexer").length, cells.length);
  else {
    // An outside clue: its number in the margin, beside the cells it sees.
    const [number] = of("clue");
    assert.equal(number.text, String(constraint.value));
    const [x, y] = [Number(number.x), Number(number.y)];
    assert.ok(x < 0 || y < 0 || x > n || y > n, `the clue (${x}, ${y}) is outside the grid`);
    nearPoint([x, y], [constraint.clue[1] + 0.5, constraint.clue[0] + 0.5], "the clue's place");
  }
}

for (const engine of ENGINES)
  describe(`[${engine}]`, () => {
    const shared = browserAndServer(engine);
    let page;
    let problems;
    before(async () => {
      ({ page, problems } = await openPage(shared.browser.context, urlOf("file", PAGE)));
      await page.setViewportSize({ width: 1280, height: 900 });
    });
    after(() => assert.deepEqual(problems ?? [], []));

    /**
     * At 390 px, the dark pixels inside the first `style` disc of a board of `rules` (its ring left
     * out): their rows' middle and span, in px and in the disc's radius, and a cell's size.
     */
    const inkIn = async (rules, style) => {
      await page.setViewportSize({ width: 390, height: 900 });
      try {
        const disc = await page.evaluate(
          async ({ rules, style }) => {
            const sudoku = await window.ValidSudoku.loadValidator({ formats: true });
            const board = document.getElementById("puzzle");
            await new Promise((resolve) => {
              board.addEventListener("sudoku-validate", resolve, { once: true });
              board.value = sudoku.format(".".repeat(81), "json", { rules });
            });
            const root = board.shadowRoot;
            const { x, y, width } = root
              .querySelector(`.rules-layer .${style}`)
              .getBoundingClientRect();
            const cell = root.querySelector("[role=gridcell]").getBoundingClientRect().width;
            return { x: x + scrollX, y: y + scrollY, r: width / 2, cell, page: innerWidth };
          },
          { rules, style },
        );
        // The whole shot (WebKit's driver takes no clip), read where the disc is.
        const shot = decodePng(await page.screenshot());
        const scale = shot.width / disc.page;
        const [left, up, side] = [disc.x, disc.y, disc.r * 2].map((v) => Math.round(v * scale));
        const ys = [];
        for (let y = 0; y < side; y++)
          for (let x = 0; x < side; x++) {
            const inside = Math.hypot(x + 0.5 - side / 2, y + 0.5 - side / 2) < side * 0.42;
            const at = (left + x) * shot.channels;
            const rgb = shot.rows[up + y].subarray(at, at + 3);
            if (inside && Math.max(...rgb) < 110) ys.push(y + 0.5);
          }
        const top = Math.min(...ys);
        const bottom = Math.max(...ys);
        return {
          middle: (top + bottom) / 2,
          span: bottom - top,
          r: side / 2,
          cell: disc.cell * scale,
        };
      } finally {
        await page.setViewportSize({ width: 1280, height: 900 });
      }
    };

    test("an outside clue's number sits in the middle of its circle (390 px)", async () => {
      const row = [44, 43, 42, 41, 40, 39, 38, 37, 36];
      const rules = { constraints: [{ kind: "skyscraper", lines: [row], value: 3, clue: [4, 9] }] };
      const { middle, span, r } = await inkIn(rules, "skyscraper-clue");
      assert.ok(span > r * 0.5, `the number is drawn: ${span} px tall`);
      assert.ok(Math.abs(middle - r) < r * 0.12, `its middle ${middle} px, the circle's ${r} px`);
    });

    test("a quadruple's digits stand a sixth of a cell tall at 390 px", async () => {
      const rules = {
        constraints: [{ kind: "quadruple", lines: [[30, 31, 39, 40]], digits: [1, 2, 5, 9] }],
      };
      const { span, cell } = await inkIn(rules, "quadruple");
      // Two rows of digits: each a little under half the ink's span.
      assert.ok(span / 2 >= cell / 6, `two rows ${span} px tall in a ${cell} px cell`);
    });

    test("a new puzzle whose instance at the same place breaks gets its own ring", async () => {
      const rings = await page.evaluate(async () => {
        const sudoku = await window.ValidSudoku.loadValidator({ formats: true });
        const board = document.getElementById("puzzle");
        const thermo = (lines) => ({ constraints: [{ kind: "thermometer", lines: [lines] }] });
        const ring = () => {
          const halo = board.shadowRoot.querySelector(".shapes [data-unit=constraint] .halo");
          return halo && Math.floor(halo.getBBox().x);
        };
        // Both puzzles come as puzzle JSON: the cells and the rules in one value.
        const show = (cells, rules) =>
          new Promise((resolve) => {
            board.addEventListener("sudoku-validate", resolve, { once: true });
            board.value = sudoku.format(cells, "json", { rules });
          });
        await show(`21${".".repeat(79)}`, thermo([0, 1, 2]));
        const first = ring();
        await show(`${".".repeat(79)}12`, thermo([80, 79, 78]));
        return [first, ring()];
      });
      assert.deepEqual(rings, [0, 6], "the ring is around each puzzle's thermometer");
    });

    for (const kind of KINDS) {
      const puzzle = puzzleFor(kind);
      test(`${kind} (${puzzle.name}): each instance drawn on its cells; a broken one outlined, said in its cells`, async () => {
        const rules = await rulesOf(page, puzzle);
        const shown = await show(page, puzzle);
        const size = (await probe(page, "#puzzle")).size;
        const instances = rules.constraints
          .map((constraint, index) => ({ constraint, index }))
          .filter(({ constraint }) => constraint.kind === kind);
        assert.ok(instances.length > 0, `the puzzle has a ${kind}`);
        assert.equal(shown.groups.length, rules.constraints.length, "a group an instance");
        for (const { constraint, index } of instances) {
          const group = shown.groups.find((drawn) => drawn.index === index);
          assert.equal(group.kind, kind);
          assertShapes(constraint, group.children, size);
        }
        // Outside clues: a margin as wide as a cell around a grid that stays square.
        const clues = rules.constraints.some((c) =>
          ["littleKiller", "sandwich", "xSum", "skyscraper"].includes(c.kind),
        );
        assert.equal(shown.outside, clues, "a margin only for outside clues");
        assert.ok(Math.abs(shown.grid.width - shown.grid.height) < 1, "the grid is square");
        if (clues) {
          const cell = shown.grid.width / size;
          assert.ok(Math.abs(shown.frame.x - shown.host.x - cell) < 2, "a cell's margin left");
        } else assert.ok(Math.abs(shown.frame.x - shown.host.x) < 1, "no margin");
        // The first instance broken: outlined on its drawing, its cells said in the core's words.
        const { index } = instances[0];
        const broken = await breaking(page, rules, index, size);
        assert.ok(broken, `a board that breaks ${kind} ${index}`);
        await show(page, { value: broken.text });
        const state = await probe(page, "#puzzle");
        assert.ok(state.outlines.includes(`constraint ${index}`), `outlines: ${state.outlines}`);
        const outline = await page.evaluate((index) => {
          const root = document.getElementById("puzzle").shadowRoot;
          const node = root.querySelector(`.shapes [data-unit=constraint][data-index="${index}"]`);
          const drawn = root.querySelector(
            `.rules-layer [part~=constraint][data-index="${index}"]`,
          );
          const box = (element) => {
            const { x, y, width, height } = element.getBBox();
            return { x, y, width, height };
          };
          return {
            part: node.getAttribute("part"),
            halo: box(node.querySelector(".halo")),
            // Its shapes, without its letters and numbers (whose boxes are the font's).
            drawing: [...drawn.children]
              .filter((child) => child.tagName !== "text")
              .map(box)
              .reduce((a, b) => {
                const [x, y] = [Math.min(a.x, b.x), Math.min(a.y, b.y)];
                const right = Math.max(a.x + a.width, b.x + b.width);
                const bottom = Math.max(a.y + a.height, b.y + b.height);
                return { x, y, width: right - x, height: bottom - y };
              }),
          };
        }, index);
        assert.match(outline.part, /^outline constraint-outline /);
        // The ring is around the drawing: its box holds the drawing's, a little larger.
        const { halo, drawing } = outline;
        assert.ok(halo.x < drawing.x + 0.01 && halo.y < drawing.y + 0.01, "the ring's corner");
        assert.ok(halo.x + halo.width > drawing.x + drawing.width - 0.01, "the ring's right");
        assert.ok(halo.y + halo.height > drawing.y + drawing.height - 0.01, "the ring's bottom");
        for (const cell of broken.cells.filter((cell) => broken.text[cell] !== "."))
          assert.ok(
            state.labels[cell].includes(broken.words),
            `cell ${cell}: ${state.labels[cell]}`,
          );
        assert.ok(state.invalid.length > 0);
      });
    }
  });
