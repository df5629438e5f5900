// The words under <sudoku-board> for its rules and what nobody checks: "Also: the two diagonals ·
// 12 killer cages · 3 thermometers · anti-knight. Not checked: lockout". The constraints the
// board draws (board-constraints.js, hidden from screen readers) are named here too, counted by
// kind. Plain functions, no DOM (tests/node/rules-words.test.mjs).

// A constraint kind's name for one ("white dot"; many add an "s"), where it is not its name
// spaced ("slowThermometer": "slow thermometer"); the lines and the cell kinds add their noun.
const NAMES = {
  kropkiWhite: "white dot",
  kropkiBlack: "black dot",
  xv: "XV pair",
  sandwich: "sandwich clue",
  xSum: "x-sum clue",
  skyscraper: "skyscraper clue",
  whispers: "whisper line",
  clone: "clone pair",
};
const NOUNS = {
  line: "renban between palindrome zipper regionSum entropic modular",
  cell: "odd even minimum maximum",
};

function kindWords(kind, count) {
  let name = NAMES[kind] ?? kind.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
  for (const [noun, kinds] of Object.entries(NOUNS))
    if (kinds.split(" ").includes(kind)) name += ` ${noun}`;
  return `${count} ${name}${count === 1 ? "" : "s"}`;
}

/** The constraints of `rules.constraints`, counted by kind in their order: ["3 thermometers", …]. */
export function constraintsInWords(constraints) {
  const counts = new Map();
  for (const { kind } of constraints ?? []) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return [...counts].map(([kind, count]) => kindWords(kind, count));
}

/** The words under a board for its rules: "Also: the two diagonals · 12 cages · anti-knight". */
export function rulesInWords(rules, ignored) {
  const said = [];
  if (rules) {
    const count = (list, one, many) => `${list.length} ${list.length === 1 ? one : many}`;
    if (rules.regions) said.push("jigsaw regions (thick borders)");
    if (rules.mainDiagonal && rules.antiDiagonal) said.push("the two diagonals");
    else if (rules.mainDiagonal) said.push("the main diagonal");
    else if (rules.antiDiagonal) said.push("the anti-diagonal");
    if (rules.extraRegions?.length)
      said.push(`${count(rules.extraRegions, "extra region", "extra regions")} (shaded)`);
    if (rules.disjointGroups) said.push("disjoint groups");
    if (rules.cages?.length) said.push(`${count(rules.cages, "killer cage", "killer cages")}`);
    if (rules.antiKnight) said.push("anti-knight");
    if (rules.antiKing) said.push("anti-king");
    if (rules.nonConsecutive) said.push("non-consecutive");
    if (rules.negativeRatio) said.push("negative kropki");
    if (rules.negativeXv) said.push("negative XV");
    said.push(...constraintsInWords(rules.constraints));
  }
  const lines = [];
  if (said.length) lines.push(`Also: ${said.join(" · ")}`);
  if (ignored?.length) lines.push(`Not checked: ${ignored.join(" · ")}`);
  return lines.join(". ");
}
