// What <sudoku-board> draws and says of the variant rules: the rules on the board, the outlines of
// their units in conflict, the words under the board, and each cell's notes of its conflicts. The
// rules themselves (what is a conflict) are the core's; this file only turns them into marks. The
// board's classic script, whose module has no rules, leaves this file out and takes it from the
// formats validator's file, which carries it (scripts/bundle.mjs, web/entries/classic-formats.js).

import styles from "./board-rules.css";
import { joinWords } from "./element-kit.js";
import { rulesInWords } from "./rules-words.js";
// The constraints' drawing (thermometers, arrows, dots, lines, outside clues). In the classic
// scripts it comes with the formats validator's file, which constraints need anyway.
import { constraintDrawing } from "./board-constraints.js";

const SVG = "http://www.w3.org/2000/svg";
// In cell units (the layers' viewBox is the board: a cell is 1 by 1): how far a cage's dashed
// line and an outline of a unit in conflict sit inside the cells' edges, the room around a sum.
const CAGE_INSET = 0.1;
const OUTLINE_INSET = 0.05;
const SUM_MARGIN = 0.05;

function svgElement(tag, attributes, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The two layers the rules are drawn on, for the board's frame, and the legend under it. */
export function rulesLayers() {
  const legend = document.createElement("p");
  legend.part = "rules";
  legend.className = "rules";
  legend.hidden = true;
  return [
    svgElement("svg", { class: "rules-layer", "aria-hidden": "true" }),
    svgElement("svg", { class: "shapes", "aria-hidden": "true" }),
    legend,
  ];
}

/**
 * Draws `rules` (null: none) of a board of side n: the diagonals and the dashed cages with their
 * sums on `layer`, the cells of extra regions marked with the class `extra`.
 */
export function drawRules(layer, cellNodes, n, rules) {
  const extra = new Set((rules?.extraRegions ?? []).flat());
  cellNodes.forEach((cell, index) => cell.classList.toggle("extra", extra.has(index)));
  layer.setAttribute("viewBox", `0 0 ${n} ${n}`);
  const drawn = [];
  const diagonal = (which, x1, x2) =>
    svgElement("line", { part: `diagonal ${which}`, class: "diagonal", x1, y1: 0, x2, y2: n });
  if (rules?.mainDiagonal) drawn.push(diagonal("main-diagonal", 0, n));
  if (rules?.antiDiagonal) drawn.push(diagonal("anti-diagonal", n, 0));
  // The constraints first, under the cages and their sums; a margin for outside clues.
  const { nodes = [], outside = false } = rules?.constraints?.length
    ? (constraintDrawing()?.drawConstraints(layer, rules.constraints, n) ?? {})
    : {};
  const frame = layer.parentNode;
  frame.classList.toggle("outside", outside);
  frame.style.setProperty("--_cells", String(n));
  drawn.unshift(...nodes);
  (rules?.cages ?? []).forEach((cage, index) => {
    const first = Math.min(...cage.cells);
    const sum = cage.sum === undefined ? "" : String(cage.sum);
    const fontSize = sumSize(n);
    const data = { "data-index": String(index) };
    drawn.push(svgElement("path", { part: "cage", class: "cage", ...data, d: cagePath(cage, n) }));
    if (sum)
      drawn.push(
        svgElement(
          "text",
          {
            part: "cage-sum",
            class: "cage-sum",
            ...data,
            x: (first % n) + SUM_MARGIN,
            y: Math.floor(first / n) + SUM_MARGIN + fontSize * 0.8,
            "font-size": fontSize,
          },
          sum,
        ),
      );
  });
  layer.replaceChildren(...drawn);
}

/** The size of a cage's sum, in cell units: larger on large boards, whose cells are small. */
const sumSize = (n) => (n <= 9 ? 0.3 : 0.36);

/** A cage's dashed line: inside its cells, open at the top-left corner where its sum is. */
function cagePath(cage, n) {
  const sum = cage.sum === undefined ? "" : String(cage.sum);
  const notch = sum && {
    cell: Math.min(...cage.cells),
    right: 2 * SUM_MARGIN + sum.length * sumSize(n) * 0.62,
    bottom: 2 * SUM_MARGIN + sumSize(n),
  };
  return outlinePath(cage.cells, n, CAGE_INSET, notch || null);
}

/** The cells of a unit of `rules` on a board of `shape`: a region, a diagonal, an extra region… */
function unitCells(unit, index, rules, { size: n, boxRows, boxCols }) {
  const all = Array.from({ length: n * n }, (_, cell) => cell);
  const row = (cell) => Math.floor(cell / n);
  if (unit === "region") return all.filter((cell) => rules.regions[cell] === index);
  if (unit === "diagonal")
    return all.filter((cell) => (index === 0 ? cell % n : n - 1 - (cell % n)) === row(cell));
  if (unit === "extraRegion") return rules.extraRegions[index];
  // A disjoint group: the cell at place `index` of every box.
  return all.filter((cell) => (row(cell) % boxRows) * boxCols + ((cell % n) % boxCols) === index);
}

/**
 * The outlines of the conflicts that are not a row, column or box (a region's, a diagonal's, a
 * cage's; a pair rule's two cells) on `layer`; an outline that stays in conflict is kept.
 */
export function drawShapes(layer, conflicts, rules, shape) {
  const n = shape.size;
  const shaped = new Map(); // key -> [unit, index, its path]
  const path = (cells) => outlinePath(cells, n, OUTLINE_INSET);
  for (const { rule, unit, index, cells } of conflicts) {
    if (unit === "row" || unit === "column" || unit === "box") continue;
    // A cage in conflict: its own line drawn bold, which leaves its sum readable.
    if (rule === "cage" || rule === "cageSum")
      shaped.set(`cage ${index}`, ["cage", index, cagePath(rules.cages[index], n)]);
    // A broken constraint: a ring around its own drawing (the thermometer, the dot, the line),
    // keyed by its cells too, so another puzzle's instance at that index gets its own ring.
    else if (rule === "constraint" && constraintDrawing() && rules.constraints?.[index])
      shaped.set(`constraint ${index} ${cells.join("-")}`, ["constraint", index, null]);
    else if (unit)
      shaped.set(`${unit} ${index}`, [unit, index, path(unitCells(unit, index, rules, shape))]);
    else shaped.set(`${rule} ${cells.join("-")}`, [rule, cells.join("-"), path(cells)]);
  }
  layer.setAttribute("viewBox", `0 0 ${n} ${n}`);
  for (const node of [...layer.children]) if (!shaped.has(node.dataset.key)) node.remove();
  const kept = new Set([...layer.children].map((node) => node.dataset.key));
  const kebab = (name) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  for (const [key, [unit, index, d]] of shaped) {
    if (kept.has(key)) continue;
    if (unit === "constraint") {
      const { constraintOutline } = constraintDrawing();
      const ring = constraintOutline(rules.constraints[index], index, n, `broken-${index}`);
      ring.dataset.key = key;
      layer.append(ring);
      continue;
    }
    layer.append(
      svgElement("path", {
        class: `outline ${unit}`,
        part: `outline ${typeof index === "string" ? "pair" : kebab(unit)}-outline`,
        "data-key": key,
        "data-unit": unit,
        "data-index": String(index),
        d,
      }),
    );
  }
}

/**
 * The outline of a set of cells as an SVG path in cell units (a board of side n is 0..n), drawn
 * `inset` inside the cells' outer edges, concave corners included. `notch` ({ cell, right,
 * bottom }) leaves the top-left corner of that cell open up to `right` and `bottom` (cell
 * units from its corner), where a cage's sum is written.
 */
export function outlinePath(cells, n, inset, notch = null) {
  const set = new Set(cells);
  const has = (row, col) => row >= 0 && col >= 0 && row < n && col < n && set.has(row * n + col);
  const d = inset;
  const across = []; // [y, x1, x2]
  const down = []; // [x, y1, y2]
  // Where a side ends along its line: short of the corner when the set turns outwards there,
  // past it when the set turns inwards (a concave corner), at the corner when the side goes on.
  const end = (start, sideways, diagonal, outwards) =>
    !sideways ? start + outwards * -d : diagonal ? start + outwards * d : start;
  for (const index of set) {
    const row = Math.floor(index / n);
    const col = index % n;
    for (const [dr, y] of [
      [-1, row + d],
      [1, row + 1 - d],
    ])
      if (!has(row + dr, col)) {
        let x1 = end(col, has(row, col - 1), has(row + dr, col - 1), -1);
        const x2 = end(col + 1, has(row, col + 1), has(row + dr, col + 1), 1);
        if (notch?.cell === index && dr === -1) x1 = col + notch.right;
        if (x2 > x1) across.push([y, x1, x2]);
      }
    for (const [dc, x] of [
      [-1, col + d],
      [1, col + 1 - d],
    ])
      if (!has(row, col + dc)) {
        let y1 = end(row, has(row - 1, col), has(row - 1, col + dc), -1);
        const y2 = end(row + 1, has(row + 1, col), has(row + 1, col + dc), 1);
        if (notch?.cell === index && dc === -1) y1 = row + notch.bottom;
        if (y2 > y1) down.push([x, y1, y2]);
      }
  }
  const round = (value) => Math.round(value * 1000) / 1000;
  // Sides that continue each other become one line, so a dash pattern runs on along them.
  const runs = (lines, draw) => {
    lines.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    const path = [];
    let open = null;
    for (const line of lines) {
      if (open && open[0] === line[0] && Math.abs(open[2] - line[1]) < 1e-9) open[2] = line[2];
      else {
        if (open) path.push(draw(open.map(round)));
        open = [...line];
      }
    }
    if (open) path.push(draw(open.map(round)));
    return path.join("");
  };
  return (
    runs(across, ([y, x1, x2]) => `M${x1} ${y}H${x2}`) +
    runs(down, ([x, y1, y2]) => `M${x} ${y1}V${y2}`)
  );
}

/** The name of a unit in a cell's label: "column 1", "the main diagonal", "cage 3". */
function unitName({ unit, index }) {
  if (unit === "diagonal") return index === 0 ? "the main diagonal" : "the anti-diagonal";
  if (unit === "extraRegion") return `extra region ${index + 1}`;
  if (unit === "disjointGroup") return `disjoint group ${index + 1}`;
  return `${unit} ${index + 1}`;
}

/**
 * Per cell, the drawn units it is in, for its label (the drawing is hidden from screen readers):
 * "in region 2 and cage 5 (sum 17)", or "" (diagonals and pair rules are said in the legend).
 */
export function memberships(rules, n) {
  const units = Array.from({ length: n * n }, () => []);
  rules?.regions?.forEach(
    (region, cell) => region >= 0 && units[cell].push(`region ${region + 1}`),
  );
  rules?.extraRegions?.forEach((cells, index) =>
    cells.forEach((cell) => units[cell].push(`extra region ${index + 1}`)),
  );
  rules?.cages?.forEach(({ cells, sum }, index) =>
    cells.forEach((cell) =>
      units[cell].push(`cage ${index + 1}${sum === undefined ? "" : ` (sum ${sum})`}`),
    ),
  );
  return units.map((names) => (names.length ? `in ${joinWords(names)}` : ""));
}

/**
 * What each cell's label says of its conflicts, as a Map from cell to its note: the units its
 * digit repeats in ("repeated in column 1 and cage 3"), then each other rule it breaks, in the
 * core's sentence for that conflict alone (its `words`). A cage's wrong sum is noted in its filled
 * cells (an empty cell is never wrong; the outline shows the cage).
 */
export function conflictNotes(conflicts, digits) {
  const notes = new Map();
  const of = (cell) => {
    if (!notes.has(cell)) notes.set(cell, { units: [], notes: [] });
    return notes.get(cell);
  };
  for (const conflict of conflicts) {
    const { rule, cells, words } = conflict;
    // A broken constraint, a cage's sum, a pair rule: the core's sentence (the report's `words`),
    // in each of its cells; a cage's only in its filled cells.
    if (words)
      for (const cell of rule === "cageSum" ? cells.filter((cell) => digits[cell]) : cells)
        of(cell).notes.push(words);
    else for (const cell of cells) of(cell).units.push(unitName(conflict));
  }
  const said = new Map();
  for (const [cell, { units, notes: more }] of notes)
    said.set(
      cell,
      [...(units.length ? [`repeated in ${joinWords(units)}`] : []), ...more].join("; "),
    );
  return said;
}

/** What the board imports (the board's classic script has none of it: scripts/bundle.mjs). */
export const variantRules = {
  styles,
  memberships,
  rulesLayers,
  drawRules,
  drawShapes,
  rulesInWords,
  conflictNotes,
};
