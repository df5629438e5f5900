// Validation: the one-pass "seen" scan (is_valid) and the full conflict report (check).
#include <array>

#include "sudoku/sudoku.hpp"

namespace sudoku {
namespace {

using DigitMask = std::uint64_t;  // bit d-1 stands for digit d; max_size is 64

constexpr DigitMask digit_bit(int digit) noexcept { return DigitMask{1} << (digit - 1); }

// The flat cell indices of one unit, in ascending order.
void unit_cells(Unit unit, int index, Shape shape, std::vector<int>& out) {
  const int size = shape.size();
  out.clear();
  switch (unit) {
    case Unit::row:
      for (int col = 0; col < size; ++col) out.push_back(index * size + col);
      break;
    case Unit::column:
      for (int row = 0; row < size; ++row) out.push_back(row * size + index);
      break;
    case Unit::box: {
      const int boxes_per_band = size / shape.box_cols;
      const int top = (index / boxes_per_band) * shape.box_rows;
      const int left = (index % boxes_per_band) * shape.box_cols;
      for (int row = top; row < top + shape.box_rows; ++row) {
        for (int col = left; col < left + shape.box_cols; ++col) out.push_back(row * size + col);
      }
      break;
    }
  }
}

}  // namespace

std::string_view unit_name(Unit unit) noexcept {
  switch (unit) {
    case Unit::row:
      return "row";
    case Unit::column:
      return "column";
    case Unit::box:
      return "box";
  }
  return "unit";
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
  const Shape shape = board.shape();
  const int size = shape.size();
  const auto board_cells = board.cells();
  Report report{shape, {}, {}};
  std::vector<std::uint8_t> in_conflict(board_cells.size(), 0);
  std::vector<int> cells;
  cells.reserve(static_cast<std::size_t>(size));

  for (Unit unit : {Unit::row, Unit::column, Unit::box}) {
    for (int index = 0; index < size; ++index) {
      unit_cells(unit, index, shape, cells);
      DigitMask seen = 0, repeated = 0;
      for (int cell : cells) {
        const int digit = board_cells[static_cast<std::size_t>(cell)];
        if (digit == 0) continue;
        repeated |= seen & digit_bit(digit);
        seen |= digit_bit(digit);
      }
      for (int digit = 1; repeated != 0; ++digit) {
        if (!(repeated & digit_bit(digit))) continue;
        repeated &= ~digit_bit(digit);
        Conflict conflict{unit, index, digit, {}};
        for (int cell : cells) {
          if (board_cells[static_cast<std::size_t>(cell)] != digit) continue;
          conflict.cells.push_back(cell);
          in_conflict[static_cast<std::size_t>(cell)] = 1;
        }
        report.conflicts.push_back(std::move(conflict));
      }
    }
  }
  for (std::size_t cell = 0; cell < in_conflict.size(); ++cell) {
    if (in_conflict[cell]) report.conflict_cells.push_back(static_cast<int>(cell));
  }
  return report;
}

}  // namespace sudoku
