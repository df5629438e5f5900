#!/usr/bin/env bash
# npm run bench:solve: the solver's benchmark. Builds the release preset's sudoku_solve_bench and
# dist/ if missing, generates the data sets into build/solve-data/ when missing (seed 34), runs the
# native benchmark, then the wasm build through the JS API against the native figures, and writes
# what both printed into docs/bench-figures.md (bench/figures.mjs).
#   SUDOKU_SOLVE_COUNT=N   puzzles per generated set (default 2000)
set -euo pipefail
cd "$(dirname "$0")/.."
count=${SUDOKU_SOLVE_COUNT:-2000}
data=build/solve-data
# The builds, then this script again (--measure) with its output kept for the figures.
if [[ ${1:-} != --measure ]]; then
  cmake --preset release >/dev/null
  cmake --build --preset release --target sudoku_solve_bench
  [[ -f dist/formats.mjs ]] || bash scripts/build.sh
  node bench/figures.mjs run solve -- bash "$0" --measure
  node bench/figures.mjs write solve
  exit
fi
printf '\n==> native count_solutions, up to 2 solutions a puzzle (%s cores, load %s)\n' "$(nproc)" "$(cut -d' ' -f1 /proc/loadavg)"
./build/release/bench/sudoku_solve_bench --data "$data" --count "$count" --json "$data/native.json"
printf '\n==> wasm (dist/formats.mjs) through countSolutions(), against the native figures above\n'
# Under Node 26 (scripts/setup.sh puts it in tools/nodes/) where it is there: it times the main
# thread's CPU, as the native bench does; the machine's Node 20 only the whole process's.
wasm_node=tools/nodes/node_modules/node-26/bin/node
[[ -x $wasm_node ]] || wasm_node=node
"$wasm_node" bench/solve.bench.mjs "$data/seed34-$count" "$data/native.json"
