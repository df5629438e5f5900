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
  const Shape shape = board.shape();
  const int size = shape.size();
  const auto cells = board.cells();
  std::array<DigitMask, max_size> seen_in_row{}, seen_in_column{}, seen_in_box{};
  for (int row = 0; row < size; ++row) {
    for (int col = 0; col < size; ++col) {
      const int digit = cells[static_cast<std::size_t>(row * size + col)];
      if (digit == 0) continue;
      const DigitMask bit = digit_bit(digit);
      const int box = box_index(row, col, shape);
      if ((seen_in_row[row] | seen_in_column[col] | seen_in_box[box]) & bit) return false;
      seen_in_row[row] |= bit;
      seen_in_column[col] |= bit;
      seen_in_box[box] |= bit;
    }
  }
  return true;
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
