// The solver's view of a board's rules: its units in report order, each cell's units and
// neighbours, the cages with sums, and what a cage's sum leaves a cell.
#include "solve_units.hpp"

#include <algorithm>
#include <bit>
#include <span>

namespace sudoku::detail {
namespace {

// Neighbours of every cell by a set of moves (each move and its mirror image both listed).
std::vector<std::vector<int>> neighbours(int size, std::span<const std::array<int, 2>> moves) {
  std::vector<std::vector<int>> out(static_cast<std::size_t>(size * size));
  for (int row = 0; row < size; ++row) {
    for (int col = 0; col < size; ++col) {
      auto& list = out[static_cast<std::size_t>(row * size + col)];
      for (const auto& [down, right] : moves) {
        const int r = row + down, c = col + right;
        if (r >= 0 && r < size && c >= 0 && c < size) list.push_back(r * size + c);
      }
    }
  }
  return out;
}

void add_unit(SolveUnits& units, Unit kind, int index, std::vector<int> cells) {
  std::sort(cells.begin(), cells.end());
  const bool complete = static_cast<int>(cells.size()) == units.size;
  units.units.push_back({kind, index, std::move(cells), complete});
}

void add_boxes_or_regions(SolveUnits& units, const Rules& rules) {
  const int size = units.size;
  if (rules.regions.empty()) {
    for (int box = 0; box < size; ++box) {
      std::vector<int> cells(static_cast<std::size_t>(size));
      unit_cells(Unit::box, box, units.shape, cells.data());
      add_unit(units, Unit::box, box, std::move(cells));
    }
    return;
  }
  std::vector<std::vector<int>> regions(static_cast<std::size_t>(size));
  for (int cell = 0; cell < units.cell_count; ++cell) {
    const int region = rules.regions[static_cast<std::size_t>(cell)];
    if (region >= 0) regions[static_cast<std::size_t>(region)].push_back(cell);
  }
  for (int region = 0; region < size; ++region) {
    // A region no cell belongs to holds no digit: nothing to keep apart.
    if (!regions[static_cast<std::size_t>(region)].empty()) {
      add_unit(units, Unit::region, region, std::move(regions[static_cast<std::size_t>(region)]));
    }
  }
}

void add_variant_units(SolveUnits& units, const Rules& rules) {
  const int size = units.size;
  for (int diagonal = 0; diagonal < 2; ++diagonal) {
    if (!(diagonal == 0 ? rules.main_diagonal : rules.anti_diagonal)) continue;
    std::vector<int> cells;
    for (int row = 0; row < size; ++row) {
      cells.push_back(row * size + (diagonal == 0 ? row : size - 1 - row));
    }
    add_unit(units, Unit::diagonal, diagonal, std::move(cells));
  }
  for (std::size_t k = 0; k < rules.extra_regions.size(); ++k) {
    add_unit(units, Unit::extra_region, static_cast<int>(k), rules.extra_regions[k]);
  }
  if (rules.disjoint_groups) {
    const Shape shape = units.shape;
    for (int group = 0; group < size; ++group) {
      const int top = group / shape.box_cols, left = group % shape.box_cols;
      std::vector<int> cells;
      for (int row = top; row < size; row += shape.box_rows) {
        for (int col = left; col < size; col += shape.box_cols) cells.push_back(row * size + col);
      }
      add_unit(units, Unit::disjoint_group, group, std::move(cells));
    }
  }
  for (std::size_t k = 0; k < rules.cages.size(); ++k) {
    add_unit(units, Unit::cage, static_cast<int>(k), rules.cages[k].cells);
    if (rules.cages[k].sum) {
      units.sum_cages.push_back({static_cast<int>(k), *rules.cages[k].sum, rules.cages[k].cells});
    }
  }
}

}  // namespace

SolveUnits::SolveUnits(Shape board_shape, const Rules& rules)
    : shape(board_shape), size(board_shape.size()), cell_count(size * size) {
  for (Unit kind : {Unit::row, Unit::column}) {
    for (int index = 0; index < size; ++index) {
      std::vector<int> cells(static_cast<std::size_t>(size));
      unit_cells(kind, index, shape, cells.data());
      add_unit(*this, kind, index, std::move(cells));
    }
  }
  add_boxes_or_regions(*this, rules);
  add_variant_units(*this, rules);
  units_of_cell.resize(static_cast<std::size_t>(cell_count));
  for (std::size_t unit = 0; unit < units.size(); ++unit) {
    for (int cell : units[unit].cells) {
      units_of_cell[static_cast<std::size_t>(cell)].push_back(static_cast<int>(unit));
    }
  }
  sum_cages_of_cell.resize(static_cast<std::size_t>(cell_count));
  for (std::size_t k = 0; k < sum_cages.size(); ++k) {
    for (int cell : sum_cages[k].cells) {
      sum_cages_of_cell[static_cast<std::size_t>(cell)].push_back(static_cast<int>(k));
    }
  }
  static constexpr std::array<std::array<int, 2>, 8> knight_moves{
      {{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}}};
  static constexpr std::array<std::array<int, 2>, 4> king_moves{
      {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}}};  // the orthogonal ones share a row or a column
  static constexpr std::array<std::array<int, 2>, 4> orthogonal_moves{
      {{-1, 0}, {0, -1}, {0, 1}, {1, 0}}};
  if (rules.anti_knight) knight = neighbours(size, knight_moves);
  if (rules.anti_king) king = neighbours(size, king_moves);
  if (rules.non_consecutive) orthogonal = neighbours(size, orthogonal_moves);
}

SumRange sum_range(DigitMask digits, int count) noexcept {
  if (count <= 0) return {};
  if (std::popcount(digits) < count) return {0, 0, false};
  SumRange range;
  DigitMask low = digits, high = digits;
  for (int k = 0; k < count; ++k) {
    range.least += std::countr_zero(low) + 1;
    low &= low - 1;
    const int top = 63 - std::countl_zero(high);
    range.most += top + 1;
    high &= ~(DigitMask{1} << top);
  }
  return range;
}

DigitMask cage_sum_allows(const SumCage& cage, long long placed_sum, DigitMask placed, int empty,
                          DigitMask free, int size) noexcept {
  DigitMask allowed = 0;
  const long long left = cage.target - placed_sum;
  for (DigitMask digits = all_digits(size) & ~placed; digits != 0; digits &= digits - 1) {
    const int digit = std::countr_zero(digits) + 1;
    const long long rest = left - digit;
    if (rest < 0) break;  // larger digits leave even less
    const SumRange range = sum_range(free & ~placed & ~digit_bit(digit), empty - 1);
    if (range.possible && range.least <= rest && rest <= range.most) allowed |= digit_bit(digit);
  }
  return allowed;
}

}  // namespace sudoku::detail
