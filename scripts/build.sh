#!/usr/bin/env bash
# Builds the wasm module (CMake preset "wasm") and bundles dist/ from it and web/.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake --preset wasm >/dev/null
cmake --build --preset wasm
node scripts/bundle.mjs
# embed.html and its files ship as they are, beside the classic script they load.
cp web/embed/embed.html web/embed/embed.js web/embed/embed.css web/embed/embed-icon.svg \
  web/embed/embed-resize.js dist/
