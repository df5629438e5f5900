// The variant puzzles of rules.html: their rules, set on the boards before the element is
// defined (as a framework would), and kept on window.VARIANTS for the tests.
(() => {
  const n = 9;
  const at = (row, col) => row * n + col;
  // A jigsaw: each band's region borders move row by row (every region still 9 connected cells).
  const splits = [
    [
      [3, 6],
      [2, 7],
      [4, 5],
    ],
    [
      [3, 6],
      [4, 5],
      [2, 7],
    ],
    [
      [3, 6],
      [3, 6],
      [3, 6],
    ],
  ];
  const regions = [];
  for (let row = 0; row < n; row++) {
    const band = Math.floor(row / 3);
    const [a, b] = splits[band][row % 3];
    for (let col = 0; col < n; col++) regions.push(band * 3 + (col < a ? 0 : col < b ? 1 : 2));
  }
  const windows = [1, 5].flatMap((top) =>
    [1, 5].map((left) => [0, 1, 2].flatMap((dr) => [0, 1, 2].map((dc) => at(top + dr, left + dc)))),
  );
  const cages = [
    { cells: [at(0, 0), at(0, 1)], sum: 3 },
    { cells: [at(0, 2), at(1, 2), at(2, 2)], sum: 15 },
    { cells: [at(1, 0), at(1, 1), at(2, 0), at(2, 1)], sum: 20 },
    { cells: [at(0, 3), at(0, 4), at(1, 3)], sum: 12 },
    { cells: [at(2, 8), at(3, 7), at(3, 8)], sum: 17 },
    { cells: [at(4, 4)] },
  ];
  window.VARIANTS = {
    diagonal: { mainDiagonal: true, antiDiagonal: true },
    jigsaw: { regions },
    windoku: { extraRegions: windows },
    killer: { cages },
    pairs: { antiKnight: true, antiKing: true, nonConsecutive: true },
  };
  for (const [id, rules] of Object.entries(window.VARIANTS)) {
    const board = document.getElementById(id);
    if (board) board.rules = rules;
  }
  const pairs = document.getElementById("pairs");
  if (pairs) pairs.ignored = ["arrows", "thermometers"];
})();
