// An independent JS referee for the variant rules (docs/core.md, "Variant rules"), for the
// differential test: every unit listed cell by cell, every pair rule by trying every pair of
// cells, sharing no code with web/ or core/ (nor with referee.mjs, whose box formula it restates).

// The report's rule order: unit rules, then the cage sums, then the pair rules.
const ORDER = [
  "row",
  "column",
  "box",
  "region",
  "diagonal",
  "extraRegion",
  "disjointGroup",
  "cage",
  "cageSum",
  "antiKnight",
  "antiKing",
  "nonConsecutive",
];

const ascending = (list) => [...list].sort((a, b) => a - b);

// Every unit of the board under `rules`, each { rule, index, cells }, in report order.
function unitsOf(size, boxRows, boxCols, rules) {
  const units = [];
  const all = Array.from({ length: size * size }, (_, k) => k);
  const rowOf = (k) => Math.floor(k / size);
  const colOf = (k) => k % size;
  for (let i = 0; i < size; i++)
    units.push({ rule: "row", index: i, cells: all.filter((k) => rowOf(k) === i) });
  for (let i = 0; i < size; i++)
    units.push({ rule: "column", index: i, cells: all.filter((k) => colOf(k) === i) });
  if (rules.regions) {
    for (let i = 0; i < size; i++) {
      units.push({ rule: "region", index: i, cells: all.filter((k) => rules.regions[k] === i) });
    }
  } else {
    // Box b holds the cells whose band (row / boxRows) and stack (col / boxCols) give b, row-major.
    const stacks = size / boxCols;
    const boxOf = (k) => Math.floor(rowOf(k) / boxRows) * stacks + Math.floor(colOf(k) / boxCols);
    for (let i = 0; i < size; i++)
      units.push({ rule: "box", index: i, cells: all.filter((k) => boxOf(k) === i) });
  }
  if (rules.mainDiagonal) {
    units.push({ rule: "diagonal", index: 0, cells: all.filter((k) => rowOf(k) === colOf(k)) });
  }
  if (rules.antiDiagonal) {
    units.push({
      rule: "diagonal",
      index: 1,
      cells: all.filter((k) => rowOf(k) + colOf(k) === size - 1),
    });
  }
  (rules.extraRegions ?? []).forEach((cells, index) => {
    units.push({ rule: "extraRegion", index, cells: ascending(cells) });
  });
  if (rules.disjointGroups) {
    // The place inside its box, row-major: (row mod boxRows) * boxCols + (col mod boxCols).
    const placeOf = (k) => (rowOf(k) % boxRows) * boxCols + (colOf(k) % boxCols);
    for (let i = 0; i < size; i++) {
      units.push({ rule: "disjointGroup", index: i, cells: all.filter((k) => placeOf(k) === i) });
    }
  }
  (rules.cages ?? []).forEach((cage, index) => {
    units.push({ rule: "cage", index, cells: ascending(cage.cells) });
  });
  return units;
}

/** check(board, { rules })'s report for flat cells (0 = empty), from the rules as docs/core.md words them. */
export function rulesReferee(cells, boxRows, boxCols, rules = {}) {
  const size = boxRows * boxCols;
  const conflicts = [];
  // A digit twice in a unit: one conflict per unit and digit, digits ascending.
  for (const unit of unitsOf(size, boxRows, boxCols, rules)) {
    for (let digit = 1; digit <= size; digit++) {
      const where = unit.cells.filter((k) => cells[k] === digit);
      if (where.length > 1) {
        conflicts.push({
          rule: unit.rule,
          unit: unit.rule,
          index: unit.index,
          digit,
          cells: where,
        });
      }
    }
  }
  // A cage's sum: broken when no different digits, unused in the cage, in its empty cells bring
  // the sum to the target (tried one by one, in ascending order).
  const reaches = (used, from, left, need) => {
    if (left === 0) return need === 0;
    for (let d = from; d <= size && d <= need; d++) {
      if (!used.has(d) && reaches(used, d + 1, left - 1, need - d)) return true;
    }
    return false;
  };
  (rules.cages ?? []).forEach((cage, index) => {
    if (cage.sum === undefined) return;
    const filled = cage.cells.filter((k) => cells[k] !== 0);
    const sum = filled.reduce((total, k) => total + cells[k], 0);
    const used = new Set(filled.map((k) => cells[k]));
    const open = cage.cells.length - filled.length;
    if (sum > cage.sum || !reaches(used, 1, open, cage.sum - sum)) {
      conflicts.push({
        rule: "cageSum",
        index,
        sum,
        target: cage.sum,
        cells: ascending(cage.cells),
      });
    }
  });
  // The pair rules: every pair of filled cells a < b, by how far apart they are.
  const pairRules = [
    [
      "antiKnight",
      rules.antiKnight,
      (dr, dc) => (dr === 1 && dc === 2) || (dr === 2 && dc === 1),
      (x, y) => x === y,
    ],
    ["antiKing", rules.antiKing, (dr, dc) => dr === 1 && dc === 1, (x, y) => x === y],
    [
      "nonConsecutive",
      rules.nonConsecutive,
      (dr, dc) => dr + dc === 1,
      (x, y) => Math.abs(x - y) === 1,
    ],
  ];
  for (const [rule, on, apart, breaks] of pairRules) {
    if (!on) continue;
    for (let a = 0; a < cells.length; a++) {
      for (let b = a + 1; b < cells.length; b++) {
        const [x, y] = [cells[a], cells[b]];
        if (x === 0 || y === 0) continue;
        const dr = Math.abs(Math.floor(a / size) - Math.floor(b / size));
        const dc = Math.abs((a % size) - (b % size));
        if (!apart(dr, dc) || !breaks(x, y)) continue;
        conflicts.push(
          rule === "nonConsecutive"
            ? { rule, digits: [x, y], cells: [a, b] }
            : { rule, digit: x, cells: [a, b] },
        );
      }
    }
  }
  // Order: by rule, then index (pairs: by their cells), then digit. The lists above are built in
  // that order already; the stable sort by rule alone keeps it, and catches a list built out of it.
  conflicts.sort((p, q) => ORDER.indexOf(p.rule) - ORDER.indexOf(q.rule));
  const conflictCells = ascending(new Set(conflicts.flatMap((c) => c.cells)));
  return { valid: conflicts.length === 0, size, boxRows, boxCols, conflicts, conflictCells };
}
