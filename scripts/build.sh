#!/usr/bin/env bash
# Builds the wasm module (CMake preset "wasm") and bundles dist/ from it and web/.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake --preset wasm >/dev/null
cmake --build --preset wasm
node scripts/bundle.mjs
