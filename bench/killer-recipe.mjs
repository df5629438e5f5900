// The killer puzzle the benchmarks share (bench/rules_bench.cpp writes the same one in C++): a
// solved grid, half of it kept, and 30 cages along a snake through the rows, 21 of three cells and
// 9 of two, each with the sum of its digits in the solution. bench/js.bench.mjs checks it through
// check(board, { rules }); bench/latency.mjs sets it as a board's rules.
export const solution =
  "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
export const inProgress =
  "53.67.9.267.19.3.8.98.42.67859.61.2342.85.79.71.92.85.96.53.28.28.41.63.34.28.17.";
const snake = Array.from({ length: 81 }, (_, k) => {
  const row = Math.floor(k / 9);
  return row * 9 + (row % 2 === 0 ? k % 9 : 8 - (k % 9));
});
export const killer = { cages: [] };
for (let cage = 0, at = 0; cage < 30; cage++) {
  const cells = snake.slice(at, (at += cage % 10 < 7 ? 3 : 2));
  killer.cages.push({ cells, sum: cells.reduce((sum, cell) => sum + Number(solution[cell]), 0) });
}
