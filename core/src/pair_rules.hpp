// The pair rules (anti-knight, anti-king, non-consecutive, the negative rules): their neighbours
// and the marks they read, for check(board, rules) and is_valid(board, rules) (internal).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "conflicts.hpp"
#include "sudoku/sudoku.hpp"

namespace sudoku::detail {

/// What the pair rules need from the constraints, found once per rules: the pairs the kropki dots
/// and the Xs and Vs join, as a * N² + b with a < b, sorted, and the black dots' ratios as a set
/// (bit r - 1 for ratio r; ratio 2 when there are none). Empty unless a rule that reads them is on
/// (non-consecutive, negative ratio, negative XV).
struct PairMarks {
  std::vector<int> dotted, summed;
  std::uint64_t ratios = 2;
};

[[nodiscard]] inline PairMarks pair_marks(const Rules& rules, int size) {
  PairMarks marks;
  if (!rules.non_consecutive && !rules.negative_ratio && !rules.negative_xv) return marks;
#if SUDOKU_TRAVEL  // (elsewhere validate_rules refuses constraints: no pair is marked)
  const int cell_count = size * size;
  std::uint64_t ratios = 0;
  for (const Constraint& c : rules.constraints) {
    const bool dot =
        c.kind == ConstraintKind::kropki_white || c.kind == ConstraintKind::kropki_black;
    if (!dot && c.kind != ConstraintKind::xv) continue;
    const int a = std::min(c.lines[0][0], c.lines[0][1]),
              b = std::max(c.lines[0][0], c.lines[0][1]);
    (dot ? marks.dotted : marks.summed).push_back(a * cell_count + b);
    if (c.kind == ConstraintKind::kropki_black) {
      ratios |= std::uint64_t{1} << ((c.value != 0 ? c.value : 2) - 1);
    }
  }
  std::sort(marks.dotted.begin(), marks.dotted.end());
  std::sort(marks.summed.begin(), marks.summed.end());
  if (ratios != 0) marks.ratios = ratios;
#else
  (void)size;
#endif
  return marks;
}

/// Calls on_pair(rule, a, b) for every pair of filled cells a < b that breaks a pair rule, in
/// report order: anti-knight pairs, then anti-king, then non-consecutive, then the negative ratio
/// and XV rules, each by (a, b). A pair joined by a kropki dot (white or black, any value) is
/// free of the non-consecutive and negative ratio rules; one joined by an X or V (any XV sum) of
/// the negative XV rule. The negative ratio rule forbids the ratios the black dots use (2 when
/// there are none).
template <class OnPair>
void for_each_pair_conflict(std::span<const std::uint8_t> cells, int size, const Rules& rules,
                            const PairMarks& marks, OnPair&& on_pair) {
  const int cell_count = size * size;
  // Neighbours below or right of a cell (so b > a), ascending: knight, king (diagonal), orthogonal.
  static constexpr std::array<std::array<int, 2>, 4> knight{{{1, -2}, {1, 2}, {2, -1}, {2, 1}}};
  static constexpr std::array<std::array<int, 2>, 2> king{{{1, -1}, {1, 1}}};
  static constexpr std::array<std::array<int, 2>, 2> orthogonal{{{0, 1}, {1, 0}}};
  const auto scan = [&](Rule rule, std::span<const std::array<int, 2>> moves, auto breaks) {
    for (int a = 0; a < cell_count; ++a) {
      const int x = cells[static_cast<std::size_t>(a)];
      if (x == 0) continue;
      const int row = a / size, col = a % size;
      for (const auto& [down, right] : moves) {
        const int r = row + down, c = col + right;
        if (r >= size || c < 0 || c >= size) continue;
        const int b = r * size + c;
        const int y = cells[static_cast<std::size_t>(b)];
        if (y != 0 && breaks(x, y, a, b) && !on_pair(rule, a, b)) return false;
      }
    }
    return true;
  };
  const auto same = [](int x, int y, int, int) { return x == y; };
  if (rules.anti_knight && !scan(Rule::anti_knight, knight, same)) return;
  if (rules.anti_king && !scan(Rule::anti_king, king, same)) return;
  if (!rules.non_consecutive && !rules.negative_ratio && !rules.negative_xv) return;
  const auto joined = [&](const std::vector<int>& pairs, int a, int b) {
    return !pairs.empty() && std::binary_search(pairs.begin(), pairs.end(), a * cell_count + b);
  };
  const auto& dotted = marks.dotted;
  const auto& summed = marks.summed;
  const std::uint64_t ratios = marks.ratios;
  const auto consecutive = [&](int x, int y, int a, int b) {
    return (x - y == 1 || y - x == 1) && !joined(dotted, a, b);
  };
  const auto in_ratio = [&](int x, int y, int a, int b) {
    const int low = std::min(x, y), high = std::max(x, y);
    return high % low == 0 && high / low <= 64 && (ratios >> (high / low - 1) & 1) != 0 &&
           !joined(dotted, a, b);
  };
  const auto xv_sum = [&](int x, int y, int a, int b) {
    return (x + y == 5 || x + y == 10) && !joined(summed, a, b);
  };
  if (rules.non_consecutive && !scan(Rule::non_consecutive, orthogonal, consecutive)) return;
  if (rules.negative_ratio && !scan(Rule::negative_ratio, orthogonal, in_ratio)) return;
  if (rules.negative_xv) scan(Rule::negative_xv, orthogonal, xv_sum);
}

}  // namespace sudoku::detail
