#!/usr/bin/env bash
# The CMake counterpart of the npm pack test: installs the library from a configured build folder
# into a temporary prefix, then builds and runs two consumer projects from outside the tree, one
# that finds the installed package and one that pulls the source tree in with FetchContent.
# Usage: bash tests/consumer/run.sh build/release
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=$(cd "${1:?usage: run.sh <build folder>}" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() { echo "consumer test: $*" >&2; exit 1; }

# Runs the consumer on a board; checks its exit code and what it printed.
expect() {
  local program=$1 code=$2 output=$3 board=$4 actual status=0
  actual=$("$program" "$board" 2>&1) || status=$?
  [[ $status == "$code" ]] || fail "$program exited $status, expected $code (output: $actual)"
  [[ $actual == "$output" ]] || fail "$program printed '$actual', expected '$output'"
}

check_consumer() {
  local program=$1
  expect "$program" 0 valid \
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
  expect "$program" 1 $'8 repeats in column 1\n8 repeats in box 1\ninvalid' \
    "83..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
  expect "$program" 2 "expected 81 cells, found 80" "$(printf '.%.0s' {1..80})"
}

# Configures, builds and runs one consumer project: build_consumer <project> <cmake -D...>.
build_consumer() {
  local project=$1
  shift
  cmake -S "$here/$project" -B "$work/$project" -G Ninja "$@" >/dev/null
  cmake --build "$work/$project" >/dev/null
  check_consumer "$work/$project/consumer"
}

prefix=$work/prefix
cmake --install "$build" --prefix "$prefix" >/dev/null
for file in include/sudoku/sudoku.hpp lib/cmake/valid_sudoku/valid_sudokuConfig.cmake \
  lib/cmake/valid_sudoku/valid_sudokuConfigVersion.cmake lib/libvalid_sudoku.a; do
  [[ -f $prefix/$file ]] || fail "cmake --install did not install $file"
done

echo "consumer: find_package(valid_sudoku 0.1) against $prefix"
build_consumer find_package -DCMAKE_PREFIX_PATH="$prefix"

# 0.x versions promise nothing across minor versions: the package must refuse a newer request.
for version in 0.2 1.0; do
  if cmake -S "$here/find_package" -B "$work/refused-$version" -G Ninja \
    -DCMAKE_PREFIX_PATH="$prefix" -DWANTED_VERSION="$version" >/dev/null 2>&1; then
    fail "find_package(valid_sudoku $version) accepted version 0.1"
  fi
done

echo "consumer: FetchContent from $root"
build_consumer fetchcontent -DVALID_SUDOKU_SOURCE="$root"
# Pulled in as a dependency, the project builds its library only: no tests, no benchmarks.
[[ ! -e $work/fetchcontent/_deps/valid_sudoku-build/tests ]] ||
  fail "FetchContent built the project's tests"
echo "consumer: both consumers built and ran"
