// Validation: the one-pass "seen" scan (is_valid) and the full conflict report (check).
#include <array>

#include "conflicts.hpp"
#include "sudoku/sudoku.hpp"

namespace sudoku {
using detail::digit_bit;
using detail::DigitMask;

std::string_view unit_name(Unit unit) noexcept {
  return unit <= Unit::cage ? rule_name(static_cast<Rule>(unit)) : "unit";
}

bool is_valid(const Board& board) noexcept {
  return detail::lines_hold(board.cells(), board.shape(), true);
}

Report check(const Board& board) {
  const auto board_cells = board.cells();
  Report report{board.shape(), {}, {}, {}};
  std::vector<std::uint8_t> in_conflict(board_cells.size(), 0);
  detail::for_each_conflict(
      board_cells, board.shape(), [&](Unit unit, int index, int digit, std::span<const int> cells) {
        for (int cell : cells) in_conflict[static_cast<std::size_t>(cell)] = 1;
        report.conflicts.push_back({unit, index, digit, {cells.begin(), cells.end()}});
      });
  for (std::size_t cell = 0; cell < in_conflict.size(); ++cell) {
    if (in_conflict[cell]) report.conflict_cells.push_back(static_cast<int>(cell));
  }
  return report;
}

}  // namespace sudoku
