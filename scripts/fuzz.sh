#!/usr/bin/env bash
# Fuzzes the core with libFuzzer (clang 14, ASan + UBSan): builds the fuzz preset, writes the seed
# corpora from tests/fixtures/, then runs every target (or the ones named) for a set time each.
#
#   bash scripts/fuzz.sh [seconds per target] [target ...]     (npm run fuzz -- 600 check)
#
# Seconds default to $FUZZ_SECONDS, else 180. The corpora grow in build/fuzz/corpus/ from run to
# run; inputs in tests/fuzz/regressions/<target>/ (crashes found before) are replayed every time.
# A crash stops the run with the input's path; make it a regression input (and, when it is a
# board, a fixture case) once it is fixed.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-${FUZZ_SECONDS:-180}}
shift || true
targets=("$@")
((${#targets[@]})) || targets=(parse_text parse_numbers is_valid_line validate_many check check_rules trace
  lz_string zipper fpuzzles solo constraints)

# The longest input each target reads: a 64×64 board in its own layout (validate_many: a batch
# of 32 one-line 9×9 boards, what the vector kernel takes at once), with room to spare.
declare -A max_len=(
  [parse_text]=8192 [parse_numbers]=16400 [is_valid_line]=128 [validate_many]=2800 [check]=4098
  [check_rules]=4096 [trace]=4098 [lz_string]=4096 [zipper]=16384 [fpuzzles]=16384 [solo]=4096
  [constraints]=1024
)

cmake --preset fuzz >/dev/null
cmake --build --preset fuzz
bin=build/fuzz/tests/fuzz
out=build/fuzz
rm -rf "$out/seeds"
"$bin/fuzz_seeds" "$out/seeds" >/dev/null

summary=()
for target in "${targets[@]}"; do
  [[ -n ${max_len[$target]:-} ]] || { echo "fuzz: unknown target '$target'" >&2; exit 2; }
  mkdir -p "$out/corpus/$target" "$out/crashes"
  corpora=("$out/corpus/$target" "$out/seeds/$target")
  [[ -d tests/fuzz/regressions/$target ]] && corpora+=("tests/fuzz/regressions/$target")
  log=$out/$target.log
  printf '\n==> fuzz_%s for %s s\n' "$target" "$seconds"
  status=0
  nice "$bin/fuzz_$target" -max_total_time="$seconds" -max_len="${max_len[$target]}" -timeout=10 \
    -print_final_stats=1 -artifact_prefix="$out/crashes/$target-" "${corpora[@]}" >"$log" 2>&1 ||
    status=$?
  if ((status != 0)); then
    tail -n 40 "$log" >&2
    echo "fuzz: fuzz_$target failed (exit $status); the input is in $out/crashes/, the log in $log" >&2
    echo "  reproduce: $bin/fuzz_$target <input>" >&2
    exit 1
  fi
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  time=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log")
  units=$(find "$out/corpus/$target" -type f | wc -l)
  summary+=("$(printf '%-14s %12s runs in %5s s, corpus %5s inputs' "$target" "$runs" "$time" "$units")")
done

printf '\n==> fuzz summary (%s s per target)\n' "$seconds"
printf '%s\n' "${summary[@]}"
