#!/usr/bin/env bash
# The benchmarks (npm run bench): builds the release preset, makes the corpus of 1,000,000 boards
# if it is missing, then runs the native batch benchmark (and the JS one below it).
#   SUDOKU_BENCH_RUNS=N   timed runs per variant (default 5; the median is printed)
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

corpus=bench/corpus/boards-1m.txt

step "native release build"
cmake --preset release >/dev/null
cmake --build --preset release --target sudoku_bench

if [[ ! -f $corpus ]]; then
  step "corpus"
  node bench/generate-corpus.mjs --out "$corpus"
fi

step "native batch benchmark ($(nproc) cores; other work on the machine shows up as noise)"
./build/release/bench/sudoku_bench "$corpus" --runs "${SUDOKU_BENCH_RUNS:-5}"

# ---- JS / wasm benchmark (appended by the JS engineer) -------------------------------------
step "JS / wasm benchmark (the API against a plain JS referee, one Node process)"
[[ -f dist/valid-sudoku.mjs ]] || bash scripts/build.sh
node bench/js.bench.mjs
