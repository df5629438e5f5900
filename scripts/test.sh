#!/usr/bin/env bash
# The whole test run (npm test): set up, check formatting, native Catch2 suites (g++ debug, clang,
# ASan+UBSan), the release build of every target, the install-and-consume test of the C++ library,
# a smoke run of the fuzz targets, the wasm module and dist/, then the node and browser suites.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

step "set-up"
bash scripts/setup.sh

step "formatting"
bash scripts/format.sh --check

for preset in debug clang asan; do
  step "native tests: $preset"
  cmake --preset "$preset" >/dev/null
  cmake --build --preset "$preset"
  ctest --preset "$preset"
done

# The release preset has no test run of its own, but it must build every target: GCC at -O3 warns
# differently from -O0, and -Werror turns that into a broken build nobody would otherwise see.
step "native release build: every target"
cmake --preset release >/dev/null
cmake --build --preset release

step "C++ consumers: cmake --install + find_package, and FetchContent"
bash tests/consumer/run.sh build/release

# A few seconds per libFuzzer target, so the harnesses never rot (npm run fuzz runs them longer).
step "fuzz smoke run"
bash scripts/fuzz.sh 5

step "wasm module and dist/"
bash scripts/build.sh

step "node tests"
node --test tests/node/

step "browser tests"
node --test tests/browser/
