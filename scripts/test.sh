#!/usr/bin/env bash
# The whole test run (npm test): set up, check formatting, native Catch2 suites (g++ debug, clang,
# ASan+UBSan), build the wasm module and dist/, then the node and browser suites.
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

step "wasm module and dist/"
bash scripts/build.sh

step "node tests"
node --test tests/node/

step "browser tests"
node --test tests/browser/
