// What <sudoku-board> draws of the constraints a puzzle site adds (rules.constraints:
// thermometers, arrows, dots, lines, marked cells, outside clues), as SudokuPad and f-puzzles
// draw them, and the outline of a broken one. The rules (what breaks) are the core's; this file
// only turns each instance into shapes, in the rules layer's cell units (a cell is 1 by 1; the
// outside clues sit in a margin one cell wide, drawn only when a puzzle has them). It travels in
// the formats validator's file only (scripts/bundle.mjs): constraints need that validator.

import styles from "./board-constraints.css";

const SVG = "http://www.w3.org/2000/svg";
const OUTSIDE_CLUES = new Set(["littleKiller", "sandwich", "xSum", "skyscraper"]);
const LINES = ["renban", "whispers", "between", "palindrome", "zipper", "regionSum"];
const KINDS_OF_LINE = new Set([...LINES, "entropic", "modular"]);
const INDEXERS = new Set(["rowIndexer", "columnIndexer", "boxIndexer"]);
// How far an outline stands off the shape it rings, in cell units.
const HALO = 0.07;

function svg(tag, attributes, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

const round = (value) => Math.round(value * 1000) / 1000;
const centre = (cell, n) => [(cell % n) + 0.5, Math.floor(cell / n) + 0.5];
const between = ([x1, y1], [x2, y2], at = 0.5) => [x1 + (x2 - x1) * at, y1 + (y2 - y1) * at];
const kebab = (name) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

// The shapes of an instance: each a line (points, width), a disc (centre, radius) or a box (a
// rounded rectangle), with the class that styles it. The outline of a broken one is the same
// shapes grown by HALO, less the shapes themselves (a mask): a ring around the instance.
const line = (points, width, style) => ({ line: points, width, style });
const disc = (at, r, style) => ({ disc: at, r, style });
const box = ([x, y], half, style, rx = 0.08) => ({
  box: [x - half, y - half, 2 * half, 2 * half],
  rx,
  style,
});

function shapeNode(shape, grow = 0) {
  if (shape.line)
    return svg("polyline", {
      class: shape.style,
      points: shape.line.map((point) => point.map(round).join(",")).join(" "),
      "stroke-width": round(shape.width + 2 * grow),
    });
  if (shape.disc)
    return svg("circle", {
      class: shape.style,
      cx: round(shape.disc[0]),
      cy: round(shape.disc[1]),
      r: round(shape.r + grow),
    });
  const [x, y, width, height] = shape.box;
  return svg("rect", {
    class: shape.style,
    x: round(x - grow),
    y: round(y - grow),
    width: round(width + 2 * grow),
    height: round(height + 2 * grow),
    rx: round(shape.rx + grow),
  });
}

/** A small head at the end of the line from `from` to `tip`, as a line of three points. */
function head(from, tip, size = 0.16) {
  const [dx, dy] = [tip[0] - from[0], tip[1] - from[1]];
  const length = Math.hypot(dx, dy) || 1;
  const [ux, uy] = [dx / length, dy / length];
  const side = (sign) => [
    tip[0] - size * ux + sign * size * 0.8 * -uy,
    tip[1] - size * uy + sign * size * 0.8 * ux,
  ];
  return [side(1), tip, side(-1)];
}

/** An arrow's circle (or pill) around its circle cells, and each shaft from its edge with a head. */
function arrowShapes({ lines: [circle, ...shafts] }, n) {
  const points = circle.map((cell) => centre(cell, n));
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const shapes = [
    {
      box: [
        Math.min(...xs) - 0.4,
        Math.min(...ys) - 0.4,
        Math.max(...xs) - Math.min(...xs) + 0.8,
        Math.max(...ys) - Math.min(...ys) + 0.8,
      ],
      rx: 0.4,
      style: "arrow-circle",
    },
  ];
  for (const shaft of shafts) {
    if (!shaft.length) continue;
    const path = shaft.map((cell) => centre(cell, n));
    // From the circle cell nearest the shaft's first cell, leaving at the circle's edge.
    const from = points.reduce((a, b) =>
      Math.hypot(a[0] - path[0][0], a[1] - path[0][1]) <=
      Math.hypot(b[0] - path[0][0], b[1] - path[0][1])
        ? a
        : b,
    );
    const reach = Math.hypot(path[0][0] - from[0], path[0][1] - from[1]) || 1;
    const start = between(from, path[0], 0.4 / reach);
    const tip = path.at(-1);
    const before = path.length > 1 ? path.at(-2) : start;
    shapes.push(
      line([start, ...path], 0.05, "arrow-shaft"),
      line(head(before, tip), 0.05, "arrow-shaft"),
    );
  }
  return shapes;
}

/** The corner the 2-4 cells of a quadruple share, in cell units. */
function cornerOf(cells, n) {
  const rows = cells.map((cell) => Math.floor(cell / n));
  const cols = cells.map((cell) => cell % n);
  const edge = (values) => {
    const [low, high] = [Math.min(...values), Math.max(...values)];
    if (high > low) return high;
    return low === 0 ? 0 : low + 1; // one row (column): the board's edge it lies on, else below it
  };
  return [edge(cols), edge(rows)];
}

/** Where an outside clue sits, in cell units: the middle of its place in the margin. */
const cluePlace = ([row, col]) => [col + 0.5, row + 0.5];

/** The shapes of one instance, and its marks that are no shape (letters, numbers, chevrons). */
function drawn(constraint, n) {
  const { kind, lines = [], value = 0 } = constraint;
  const cells = lines[0] ?? [];
  const points = (list) => list.map((cell) => centre(cell, n));
  const shapes = [];
  const marks = [];
  // Centred on `at` by a shift of its baseline (digits stand about 0.7em tall), not by
  // dominant-baseline: WebKit sets text a quarter of its size higher with that.
  const text = (at, words, style, size = 0.3) =>
    marks.push(
      svg(
        "text",
        { class: style, x: round(at[0]), y: round(at[1]), dy: "0.35em", "font-size": size },
        words,
      ),
    );
  if (kind === "thermometer" || kind === "slowThermometer") {
    shapes.push(disc(centre(cells[0], n), 0.38, "thermo-bulb"));
    for (const branch of lines) shapes.push(line(points(branch), 0.3, "thermo-tube"));
    if (kind === "slowThermometer")
      for (const branch of lines)
        marks.push(shapeNode(line(points(branch), 0.08, "slow-thermo-notches")));
  } else if (kind === "arrow") shapes.push(...arrowShapes(constraint, n));
  else if (kind === "kropkiWhite" || kind === "kropkiBlack" || kind === "xv") {
    const at = between(...points(cells));
    if (kind === "xv") {
      shapes.push(disc(at, 0.17, "xv-back"));
      text(at, value === 5 ? "V" : value === 10 ? "X" : String(value), "xv-letter", 0.32);
    } else {
      shapes.push(disc(at, 0.13, `dot ${kind === "kropkiWhite" ? "white" : "black"}-dot`));
      if (value && value !== (kind === "kropkiWhite" ? 1 : 2))
        text(at, String(value), "dot-value", 0.16);
    }
  } else if (KINDS_OF_LINE.has(kind)) {
    shapes.push(line(points(cells), 0.2, `line ${kebab(kind)}-line`));
    if (kind === "between")
      for (const end of [cells[0], cells.at(-1)])
        shapes.push(disc(centre(end, n), 0.38, "between-end"));
  } else if (kind === "odd") shapes.push(disc(centre(cells[0], n), 0.36, "odd"));
  else if (kind === "even") shapes.push(box(centre(cells[0], n), 0.34, "even"));
  else if (kind === "minimum" || kind === "maximum") {
    const [x, y] = centre(cells[0], n);
    shapes.push(box([x, y], 0.44, `extremum ${kind}`));
    // Chevrons at the four edges, pointing out of a maximum and into a minimum.
    const out = kind === "maximum" ? 1 : -1;
    for (const [dx, dy] of [
      [0, -1],
      [1, 0],
      [0, 1],
      [-1, 0],
    ]) {
      const tip = [x + dx * (0.4 + 0.06 * out), y + dy * (0.4 + 0.06 * out)];
      const from = [x + dx * (0.4 - 0.06 * out), y + dy * (0.4 - 0.06 * out)];
      marks.push(shapeNode(line(head(from, tip, 0.09), 0.035, "chevron")));
    }
  } else if (kind === "quadruple") {
    const at = cornerOf(cells, n);
    // Digits a quarter of a cell tall, two rows of two at most: readable in 40 px cells (390 px).
    shapes.push(disc(at, 0.32, "quadruple"));
    const digits = (constraint.digits ?? []).map(String);
    const rows = digits.length > 2 ? [digits.slice(0, 2), digits.slice(2)] : [digits];
    rows.forEach((row, index) =>
      text(
        [at[0], at[1] + (index - (rows.length - 1) / 2) * 0.24],
        row.join(" "),
        "quadruple-digits",
        0.25,
      ),
    );
  } else if (kind === "clone")
    lines.forEach((half) =>
      half.forEach((cell) => shapes.push(box(centre(cell, n), 0.42, "clone", 0.04))),
    );
  else if (INDEXERS.has(kind))
    cells.forEach((cell) =>
      shapes.push(box(centre(cell, n), 0.44, `indexer ${kebab(kind)}`, 0.02)),
    );
  else if (OUTSIDE_CLUES.has(kind)) {
    const at = cluePlace(constraint.clue);
    shapes.push(disc(at, 0.3, `clue-back ${kebab(kind)}-clue`));
    text(at, String(value), `clue ${kebab(kind)}-number`, 0.34);
    if (kind === "littleKiller" && cells.length) {
      // A small arrow beside the number, along the diagonal it sums.
      const first = centre(cells[0], n);
      const [dx, dy] = [Math.sign(first[0] - at[0]), Math.sign(first[1] - at[1])];
      const tip = [at[0] + dx * 0.42, at[1] + dy * 0.42];
      const from = [at[0] + dx * 0.24, at[1] + dy * 0.24];
      shapes.push(line([from, tip], 0.035, "little-killer-arrow"));
      shapes.push(line(head(from, tip, 0.08), 0.035, "little-killer-arrow"));
    }
    if (kind === "skyscraper") shapes[0].style += " skyscraper-box";
  }
  return { shapes, marks };
}

const adopted = new WeakSet();

/** Adopts this file's styles into the shadow root of `node` once. */
function adopt(node) {
  const root = node.getRootNode();
  if (adopted.has(root) || !root.adoptedStyleSheets) return;
  adopted.add(root);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(styles);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/**
 * The nodes that draw `constraints` (rules.constraints) of a board of side n, one group per
 * instance (part `constraint <kind>`, data-index its place in the list), and whether any is an
 * outside clue (the board then grows its margin).
 */
function drawConstraints(layer, constraints, n) {
  adopt(layer);
  const groups = (constraints ?? []).map((constraint, index) => {
    const { shapes, marks } = drawn(constraint, n);
    const group = svg("g", {
      class: `constraint ${kebab(constraint.kind)}`,
      part: `constraint ${kebab(constraint.kind)}`,
      "data-kind": constraint.kind,
      "data-index": index,
    });
    group.append(...shapes.map((shape) => shapeNode(shape)), ...marks);
    return group;
  });
  const outside = (constraints ?? []).some(({ kind }) => OUTSIDE_CLUES.has(kind));
  return { nodes: groups, outside };
}

/**
 * The outline of a broken instance for the shapes layer: its shapes grown by HALO, less the
 * shapes themselves, so the drawing under it stays as it is. `id` names its mask (one per board).
 */
function constraintOutline(constraint, index, n, id) {
  const { shapes } = drawn(constraint, n);
  const group = svg("g", {
    class: "outline constraint",
    part: `outline constraint-outline ${kebab(constraint.kind)}-outline`,
    "data-unit": "constraint",
    "data-kind": constraint.kind,
    "data-index": index,
  });
  const mask = svg("mask", {
    id,
    maskUnits: "userSpaceOnUse",
    x: -2,
    y: -2,
    width: n + 4,
    height: n + 4,
  });
  const knockout = svg("g", { class: "knockout" });
  knockout.append(...shapes.map((shape) => shapeNode(shape)));
  mask.append(svg("rect", { x: -2, y: -2, width: n + 4, height: n + 4, fill: "white" }), knockout);
  const halo = svg("g", { class: "halo", mask: `url(#${id})` });
  halo.append(...shapes.map((shape) => shapeNode(shape, HALO)));
  group.append(mask, halo);
  return group;
}

/** What board-rules.js calls (in the classic scripts, from the formats validator's file). */
const drawing = { drawConstraints, constraintOutline, outsideClues: OUTSIDE_CLUES };
export const constraintDrawing = () => drawing;
