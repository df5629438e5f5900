#!/usr/bin/env bash
# Formats the sources (clang-format for C++, prettier for JS/CSS/HTML/JSON); --check only reports.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t cpp < <(git ls-files --cached --others --exclude-standard -- '*.cpp' '*.hpp' '*.h')
mapfile -t web < <(git ls-files --cached --others --exclude-standard -- '*.js' '*.mjs' '*.cjs' '*.ts' '*.mts' '*.cts' '*.css' '*.html' | grep -v -e '^tests/fixtures/' -e '^examples/markdown/.*\.html$' || true)
if [[ ${1:-} == --check ]]; then
  ((${#cpp[@]})) && clang-format --dry-run --Werror "${cpp[@]}"
  ((${#web[@]})) && npx --no-install prettier --check --log-level warn "${web[@]}"
  echo "formatting: ${#cpp[@]} C++ and ${#web[@]} web files are formatted"
else
  ((${#cpp[@]})) && clang-format -i "${cpp[@]}"
  ((${#web[@]})) && npx --no-install prettier --write --log-level warn "${web[@]}"
fi
