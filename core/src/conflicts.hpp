// The conflict rule of check(), once, for check() and for the CLI's batch listing (internal).
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <span>

#include "sudoku/sudoku.hpp"

namespace sudoku::detail {

using DigitMask = std::uint64_t;  // bit d-1 stands for digit d; max_size is 64

constexpr DigitMask digit_bit(int digit) noexcept { return DigitMask{1} << (digit - 1); }
/// Every digit of a board of side `size`: bits 0..N-1 (none when size <= 0).
constexpr DigitMask all_digits(int size) noexcept {
  return size <= 0 ? 0 : size >= 64 ? ~DigitMask{0} : (DigitMask{1} << size) - 1;
}

/// The flat cell indices of a row, a column or a box, in ascending order, into `out` (N of them).
inline void unit_cells(Unit unit, int index, Shape shape, int* out) noexcept {
  const int size = shape.size();
  switch (unit) {
    case Unit::row:
      for (int col = 0; col < size; ++col) *out++ = index * size + col;
      break;
    case Unit::column:
      for (int row = 0; row < size; ++row) *out++ = row * size + index;
      break;
    case Unit::box: {
      const int boxes_per_band = size / shape.box_cols;
      const int top = (index / boxes_per_band) * shape.box_rows;
      const int left = (index % boxes_per_band) * shape.box_cols;
      for (int row = top; row < top + shape.box_rows; ++row) {
        for (int col = left; col < left + shape.box_cols; ++col) *out++ = row * size + col;
      }
      break;
    }
    default:  // the variant units: their cells come from the rules (rule_plan.hpp)
      break;
  }
}

/// Calls on_conflict(unit, index, digit, cells) for every digit placed two or more times in one
/// unit, in check()'s order: by unit (row, column, box), then index, then digit; `cells` (a span
/// of flat indices, ascending) lives until the call returns. `board_cells` holds shape's N×N
/// cells, 0 or 1..N each. Without `boxes`, rows and columns only (jigsaw regions replace the
/// boxes). Allocates nothing.
template <class OnConflict>
void for_each_conflict(std::span<const std::uint8_t> board_cells, Shape shape,
                       OnConflict&& on_conflict, bool boxes = true) {
  const int size = shape.size();
  std::array<int, max_size> cells;
  std::array<int, max_size> repeats;
  for (Unit unit : {Unit::row, Unit::column, Unit::box}) {
    if (unit == Unit::box && !boxes) break;
    for (int index = 0; index < size; ++index) {
      unit_cells(unit, index, shape, cells.data());
      DigitMask seen = 0, repeated = 0;
      for (int k = 0; k < size; ++k) {
        const int digit = board_cells[static_cast<std::size_t>(cells[static_cast<std::size_t>(k)])];
        // Without a branch on blanks (0), which a board holds at random: their bit is 0.
        const DigitMask bit = (DigitMask{1} << ((digit - 1) & (max_size - 1))) &
                              (DigitMask{0} - static_cast<DigitMask>(digit != 0));
        repeated |= seen & bit;
        seen |= bit;
      }
      while (repeated != 0) {
        const int digit = std::countr_zero(repeated) + 1;
        repeated &= repeated - 1;
        std::size_t count = 0;
        for (int k = 0; k < size; ++k) {
          const int cell = cells[static_cast<std::size_t>(k)];
          if (board_cells[static_cast<std::size_t>(cell)] == digit) repeats[count++] = cell;
        }
        on_conflict(unit, index, digit, std::span<const int>(repeats.data(), count));
      }
    }
  }
}

/// The digits that each row, column and (with `boxes`) box holds twice or more, as masks into
/// `repeated`: rows 0..N-1, then columns, then boxes (3N masks; 2N without boxes). One pass over
/// the cells in reading order; a row's cells in one box are gathered before they join the row and
/// the box. True when some digit repeats. Allocates nothing.
inline bool repeated_lines(std::span<const std::uint8_t> cells, Shape shape, bool boxes,
                           DigitMask* repeated) noexcept {
  const int size = shape.size(), stacks = size / shape.box_cols;
  DigitMask* const in_row = repeated;
  DigitMask* const in_column = repeated + size;
  DigitMask* const in_box = repeated + 2 * size;
  std::array<DigitMask, max_size> seen_in_column, seen_in_box;
  for (int k = 0; k < size; ++k) {
    seen_in_column[k] = 0, seen_in_box[k] = 0, in_column[k] = 0;
    if (boxes) in_box[k] = 0;
  }
  DigitMask any = 0;
  for (int row = 0; row < size; ++row) {
    const std::uint8_t* const line = cells.data() + static_cast<std::size_t>(row) * size;
    const int first_box = row / shape.box_rows * stacks;
    DigitMask seen = 0, twice = 0;
    for (int stack = 0, col = 0; stack < stacks; ++stack) {
      DigitMask part = 0, part_twice = 0;  // the row's digits in this box
      for (const int end = col + shape.box_cols; col < end; ++col) {
        const int digit = line[col];
        // Without a branch on blanks (0), which a board holds at random: their bit is 0.
        const DigitMask bit = (DigitMask{1} << ((digit - 1) & (max_size - 1))) &
                              (DigitMask{0} - static_cast<DigitMask>(digit != 0));
        part_twice |= part & bit;
        part |= bit;
        in_column[col] |= seen_in_column[col] & bit;
        seen_in_column[col] |= bit;
      }
      twice |= part_twice | (seen & part);
      seen |= part;
      if (boxes) {
        const int box = first_box + stack;
        in_box[box] |= part_twice | (seen_in_box[box] & part);
        seen_in_box[box] |= part;
      }
    }
    in_row[row] = twice;
    any |= twice;
  }
  for (int k = 0; k < (boxes ? 2 : 1) * size; ++k) any |= in_column[k];
  return any != 0;
}

/// True when no digit repeats in a row, a column or (with `boxes`) a box: the tutorial's one pass
/// over the cells with a seen set per unit, stopping at the first repeat. Allocates nothing.
inline bool lines_hold(std::span<const std::uint8_t> cells, Shape shape, bool boxes) noexcept {
  const int size = shape.size();
  std::array<DigitMask, max_size> seen_in_row{}, seen_in_column{}, seen_in_box{};
  for (int row = 0; row < size; ++row) {
    for (int col = 0; col < size; ++col) {
      const int digit = cells[static_cast<std::size_t>(row * size + col)];
      if (digit == 0) continue;
      const DigitMask bit = digit_bit(digit);
      const int box = boxes ? box_index(row, col, shape) : 0;
      if ((seen_in_row[row] | seen_in_column[col] | (boxes ? seen_in_box[box] : 0)) & bit) {
        return false;
      }
      seen_in_row[row] |= bit;
      seen_in_column[col] |= bit;
      seen_in_box[box] |= bit;
    }
  }
  return true;
}

}  // namespace sudoku::detail
