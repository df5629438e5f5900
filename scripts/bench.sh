#!/usr/bin/env bash
# The benchmarks (npm run bench): builds the release preset and dist/, makes the corpus of
# 1,000,000 boards if it is missing (or was made by an older generator), then runs each benchmark,
# every row against its reference in the same run. Each benchmark runs through bench/figures.mjs,
# which prints its output as it comes and writes it into docs/bench-figures.md at the end.
#   SUDOKU_BENCH_RUNS=N   timed runs per variant (default 5; the median is printed)
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }
# keep SECTION COMMAND...: runs the command, printing its output and keeping it for the figures.
keep() { node bench/figures.mjs run "$1" -- "${@:2}"; }

corpus=bench/corpus/boards-1m.txt
runs=${SUDOKU_BENCH_RUNS:-5}

step "native release build"
cmake --preset release >/dev/null
cmake --build --preset release --target sudoku_bench sudoku_rules_bench sudoku_tutorial

# The tutorial's code treats '.' as the only blank: a corpus from the older generator (with '0'
# blanks) is made again.
if [[ ! -f $corpus ]] || grep -q '0' "$corpus"; then
  step "corpus"
  node bench/generate-corpus.mjs --out "$corpus"
fi

[[ -f dist/valid-sudoku.mjs && -f dist/cli.cjs ]] || bash scripts/build.sh

step "native batch benchmark ($(nproc) cores; thread CPU time, so waiting for a core is left out)"
keep native ./build/release/bench/sudoku_bench "$corpus" --runs "$runs"

step "native check with variant rules (a killer puzzle against a classic check of the same board)"
keep rules ./build/release/bench/sudoku_rules_bench --runs "$runs"

step "JS / wasm benchmark (the API against a plain JS referee, one Node process)"
keep js node bench/js.bench.mjs

step "CLI benchmark (whole processes against the C++ tutorial program)"
keep cli node bench/cli.bench.mjs --runs "$runs" "$corpus"

step "load time (first verdict after navigation, headless Chromium, against an empty page)"
keep load node bench/load.mjs

node bench/figures.mjs write native rules js cli load
printf '\ndocs/bench-figures.md: written; commit it with the change it measures\n'
