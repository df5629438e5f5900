#!/usr/bin/env bash
# The whole test run (npm test): set up, check formatting, native Catch2 suites (g++ debug, clang,
# ASan+UBSan), the release build of every target, the install-and-consume test of the C++ library,
# a smoke run of the fuzz targets, the wasm module and dist/, then the node and browser suites.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step says when it starts and how long the one before took, so a slow step shows in the log.
started=$SECONDS
step() {
  printf '\n==> %s (%s, %d s since the start)\n' "$*" "$(date -u +%H:%M:%S)" $((SECONDS - started))
}

# bounded SECONDS COMMAND...: runs the command, and if it still runs after SECONDS, prints what
# every process is doing, then stops the command and its children (timeout's own process group)
# and fails with the step named. A hang then costs minutes and says where, not the whole CI run.
bounded() {
  local limit=$1 rc=0
  shift
  timeout --kill-after=30 "$limit" "$@" &
  local command=$!
  (
    sleep "$((limit - 5))" &
    trap 'kill $! 2>/dev/null' TERM
    wait $! || exit 0
    printf '\n==> still running after %d s: %s. Its processes:\n' "$((limit - 5))" "$*"
    printf '  PID  ELAPSED     CPU COMMAND\n'
    ps -eo pgid=,pid=,etime=,time=,args= --forest | awk -v group="$command" '$1 == group' |
      cut -c1-300 | sed 's/^ *[0-9]* //'
  ) &
  local watchdog=$!
  wait "$command" || rc=$?
  kill "$watchdog" 2>/dev/null || true
  wait "$watchdog" 2>/dev/null || true
  if ((rc == 124 || rc == 137)); then
    printf '\n==> stopped after %d s (a hang, or far slower than usual): %s\n' "$limit" "$*" >&2
  fi
  return "$rc"
}

step "set-up"
bash scripts/setup.sh

step "formatting"
bash scripts/format.sh --check

# Every native step is bounded too, far past its usual time (a cold build of a preset takes a few
# minutes here, its ctest run under one): a hung compiler, test or fuzzer fails the step by name.
for preset in debug clang asan; do
  step "native tests: $preset"
  bounded 300 cmake --preset "$preset" >/dev/null
  bounded 1800 cmake --build --preset "$preset"
  bounded 900 ctest --preset "$preset"
done

# The release preset has no test run of its own, but it must build every target: GCC at -O3 warns
# differently from -O0, and -Werror turns that into a broken build nobody would otherwise see.
step "native release build: every target"
bounded 300 cmake --preset release >/dev/null
bounded 1800 cmake --build --preset release

step "C++ consumers: cmake --install + find_package, and FetchContent"
bounded 1200 bash tests/consumer/run.sh build/release

# A few seconds per libFuzzer target, so the harnesses never rot (npm run fuzz runs them longer).
step "fuzz smoke run"
bounded 1200 bash scripts/fuzz.sh 5

step "wasm module and dist/"
bounded 1800 bash scripts/build.sh

# Each test fails after 10 minutes (an await that never settles names its test); each suite, whose
# usual time is 2 minutes (node) and at most 13 an engine (browser, on a busy machine) here, is
# stopped far past it by bounded. One test file at a time, as node's default is on 2 cores: where
# a machine reports more cores than it may use, the default would start that many files (and
# browsers) at once. --no-concurrent-recompilation (passed on to
# every test file's process): Node 20's V8 can deadlock at exit while a background TurboFan job
# waits for a collection (docs/testing.md, "The hang, found").
#
# The Nodes (docs/testing.md, "Which Node"): the whole node suite under the machine's Node 20 (npm
# and the build run on it; the oldest that package.json's engines names) and under Node 26, the
# newest LTS; the tests of the package as users install and run it (its entries, types, CLI and
# plugins) also under Node 22 and 24. 22, 24 and 26 are the registry's binaries in tools/nodes/
# (scripts/setup.sh), each called by its path and put first on PATH, so that what a test starts by
# name (npm, tsc, the packed package's bin: `#!/usr/bin/env node`) runs on that Node too.
packed_tests=(
  tests/node/package.test.mjs tests/node/types.test.mjs tests/node/frameworks.test.mjs
  tests/node/cli.test.mjs tests/node/cli-grids.test.mjs tests/node/cli-launch.test.mjs
  tests/node/cli-progress.test.mjs tests/node/markdown.test.mjs tests/node/packed.test.mjs
)
node_tests() { # node_tests NODE WHAT FILE...
  local node=$1 what=$2
  shift 2
  local bin
  bin=$(dirname "$(command -v "$node")")
  step "node tests under Node $("$node" --version) ($what)"
  echo "node tests: Node $("$node" --version) at $(command -v "$node")"
  bounded 1200 env PATH="$bin:$PATH" "$node" --no-concurrent-recompilation --test \
    --test-concurrency=1 --test-timeout=600000 "$@"
}
tested=$PWD/tools/nodes/node_modules # absolute: tests run npm and the bin from other folders
node_tests node "the whole suite" tests/node/
node_tests $tested/node-26/bin/node "the whole suite" tests/node/
node_tests $tested/node-24/bin/node "the package's tests" "${packed_tests[@]}"
node_tests $tested/node-22/bin/node "the package's tests" "${packed_tests[@]}"

# One suite per engine, so each summary counts one engine: Chromium runs every file, Firefox and
# WebKit the files whose tests run in every engine (those that loop over ENGINES, the user-facing
# ones); the others say in their first lines why Chromium is enough (docs/testing.md).
every_engine=$(grep -l "of ENGINES)" tests/browser/*.test.mjs)
for engine in chromium firefox webkit; do
  if [[ $engine == chromium ]]; then files=tests/browser/; else files=$every_engine; fi
  step "browser tests: $engine"
  # shellcheck disable=SC2086 # one word per file
  SUDOKU_ENGINES=$engine bounded 1500 node --no-concurrent-recompilation --test \
    --test-concurrency=1 --test-timeout=600000 $files
done

step "done"
