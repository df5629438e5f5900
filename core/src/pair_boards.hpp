// A quick test that no pair rule is broken, on 9×9 boards (the pair rules' usual board): one
// bitboard per digit (bit r * 9 + c), and each rule as shifts of those bitboards, so a board
// without a pair conflict is cleared in one pass over its cells and a few hundred word operations,
// where for_each_pair_conflict visits every neighbour of every cell. Only the answer "no
// conflict" is used: a board with one is reported by for_each_pair_conflict, in report order
// (internal; check_rules.cpp).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "pair_rules.hpp"

namespace sudoku::detail {

class PairBoards {
 public:
  static constexpr int n = 9;  // the side of the boards it takes

  /// A set of the 81 cells: cells 0..63 in `low`, 64..80 in `high` (two words rather than a
  /// 128-bit integer, whose shifts are calls through memory in wasm32).
  struct Cells {
    std::uint64_t low = 0, high = 0;
  };

  /// Ready for `rules` on 9×9 boards when a pair rule is on; else usable() is false. The marks
  /// (the kropki dots and XV pairs on orthogonal neighbours, the black dots' ratios) are read from
  /// rules.constraints as pair_marks() reads them, without its sorted lists.
  PairBoards(const Rules& rules, int size);

  [[nodiscard]] bool usable() const noexcept { return usable_; }

  /// True when `cells` (81 of them, 0 or 1..9) break no pair rule; only when usable().
  [[nodiscard]] bool clear(std::span<const std::uint8_t> cells) const noexcept;

 private:
  bool usable_ = false, knight_ = false, king_ = false, consecutive_ = false, ratio_ = false,
       xv_ = false;
  std::uint64_t ratios_ = 0;
  Cells dotted_[2] = {}, summed_[2] = {};  // the pairs a mark joins, by their second cell: right,
                                           // then down
};

}  // namespace sudoku::detail
