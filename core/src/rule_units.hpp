// The units of a board under variant rules, numbered in report order, and the pair rules'
// neighbours: what check(board, rules) and is_valid(board, rules) scan (internal).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "conflicts.hpp"
#include "sudoku/sudoku.hpp"

namespace sudoku::detail {

/// The units of a board under validated rules. Unit numbers follow report order: rows, columns,
/// boxes or regions, the two diagonals, extra regions, disjoint groups, cages; so scanning the
/// numbers in order lists conflicts in order. Rows, columns, boxes, regions, diagonals and
/// groups are found from a cell's place; only extra regions and cages, which a cell may share
/// with others, are listed per cell.
class RuleUnits {
 public:
  RuleUnits(Shape shape, const Rules& rules);
  RuleUnits(const RuleUnits&) = delete;  // (it points into its own buffer)
  RuleUnits& operator=(const RuleUnits&) = delete;

  [[nodiscard]] int count() const noexcept { return cage_base_ + cage_count_; }
  [[nodiscard]] int cage_base() const noexcept { return cage_base_; }

  /// The scan: for every filled cell in reading order, calls on_unit(unit number, digit) for each
  /// unit that holds it. Stops early when on_unit returns false (then returns false).
  template <class OnUnit>
  bool scan(std::span<const std::uint8_t> cells, OnUnit&& on_unit) const {
    for (int row = 0, cell = 0; row < size_; ++row) {
      // Per row, what the column tables need: no division inside the loop below.
      const int band_first_box = 2 * size_ + (row / shape_.box_rows) * (size_ / shape_.box_cols);
      const int group_row = group_base_ + (row % shape_.box_rows) * shape_.box_cols;
      for (int col = 0; col < size_; ++col, ++cell) {
        const int digit = cells[static_cast<std::size_t>(cell)];
        if (digit == 0) continue;
        // The cell's units, then one loop that calls on_unit: one call site, so the caller's
        // lambda is compiled once (nine inlined copies cost kilobytes of wasm).
        std::array<int, 6> fixed;
        std::size_t count = 0;
        fixed[count++] = row;
        fixed[count++] = size_ + col;
        if (regions_.empty()) {
          fixed[count++] = band_first_box + stack_of_col_[static_cast<std::size_t>(col)];
        } else if (const int region = regions_[static_cast<std::size_t>(cell)]; region >= 0) {
          fixed[count++] = 2 * size_ + region;
        }
        if (main_diagonal_ && row == col) fixed[count++] = 3 * size_;
        if (anti_diagonal_ && row + col == size_ - 1) fixed[count++] = 3 * size_ + 1;
        if (disjoint_groups_) {
          fixed[count++] = group_row + col_in_box_[static_cast<std::size_t>(col)];
        }
        const std::uint32_t* listed = listed_units_ + listed_begin_[cell];
        const std::size_t total = count + (listed_begin_[cell + 1] - listed_begin_[cell]);
        for (std::size_t k = 0; k < total; ++k) {
          const int unit = k < count ? fixed[k] : static_cast<int>(listed[k - count]);
          if (!on_unit(unit, digit)) return false;
        }
      }
    }
    return true;
  }

  /// The kind and index of unit `number`.
  [[nodiscard]] std::pair<Unit, int> describe(int number) const noexcept;

  /// The cells of unit `number`, ascending, into `out` (cleared first).
  void cells_of(int number, std::vector<int>& out) const;

 private:
  Shape shape_;
  int size_;
  std::span<const int> regions_;
  const Rules& rules_;
  bool main_diagonal_, anti_diagonal_, disjoint_groups_;
  std::array<int, max_size> stack_of_col_{};  // col / box_cols
  std::array<int, max_size> col_in_box_{};    // col % box_cols
  int extra_base_, group_base_, cage_base_, cage_count_;
  std::vector<std::uint32_t> listed_;  // listed_begin_, then listed_units_
  std::uint32_t* listed_begin_;        // per cell, where its lists start (N×N + 1 entries)
  std::uint32_t* listed_units_;        // the extra regions and cages of each cell
};

/// Calls on_pair(rule, a, b) for every pair of filled cells a < b that breaks a pair rule, in
/// report order: anti-knight pairs, then anti-king, then non-consecutive, then the negative ratio
/// and XV rules, each by (a, b). A pair joined by a kropki dot (white or black, any value) is
/// free of the non-consecutive and negative ratio rules; one joined by an X or V (any XV sum) of
/// the negative XV rule. The negative ratio rule forbids the ratios the black dots use (2 when
/// there are none).
template <class OnPair>
void for_each_pair_conflict(std::span<const std::uint8_t> cells, int size, const Rules& rules,
                            OnPair&& on_pair) {
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
  // The pairs the dots and the Xs and Vs join, as a * cell_count + b with a < b, sorted; the
  // black dots' ratios as a set (bit r - 1 for ratio r).
  std::vector<int> dotted, summed;
  std::uint64_t ratios = 0;
#if SUDOKU_TRAVEL  // (elsewhere validate_rules refuses constraints: no pair is marked)
  for (const Constraint& c : rules.constraints) {
    const bool dot =
        c.kind == ConstraintKind::kropki_white || c.kind == ConstraintKind::kropki_black;
    if (!dot && c.kind != ConstraintKind::xv) continue;
    const int a = std::min(c.lines[0][0], c.lines[0][1]),
              b = std::max(c.lines[0][0], c.lines[0][1]);
    (dot ? dotted : summed).push_back(a * cell_count + b);
    if (c.kind == ConstraintKind::kropki_black) {
      ratios |= std::uint64_t{1} << ((c.value != 0 ? c.value : 2) - 1);
    }
  }
  std::sort(dotted.begin(), dotted.end());
  std::sort(summed.begin(), summed.end());
  const auto joined = [&](const std::vector<int>& pairs, int a, int b) {
    return std::binary_search(pairs.begin(), pairs.end(), a * cell_count + b);
  };
#else
  const auto joined = [](const std::vector<int>&, int, int) { return false; };
#endif
  if (ratios == 0) ratios = 2;  // ratio 2
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
