// The units and neighbours of a board under validated rules, laid out for solving: what the dead
// end reasons and the general search read (internal).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "conflicts.hpp"
#include "sudoku/rules.hpp"
#include "sudoku/sudoku.hpp"

namespace sudoku::detail {

/// One unit: no digit twice in it. `complete` units have N cells, so they hold every digit once.
struct SolveUnit {
  Unit kind = Unit::row;
  int index = 0;
  std::vector<int> cells;  // ascending
  bool complete = false;
};

/// A killer cage with a sum, as the solver reads it.
struct SumCage {
  int index = 0;  // its place in Rules::cages
  int target = 0;
  std::vector<int> cells;
};

/// The units of a board in report order (rows, columns, boxes or regions, the diagonals, extra
/// regions, disjoint groups, cages), each cell's units, its pair-rule neighbours, and the cages
/// with sums. Built from rules that validate_rules() accepted.
struct SolveUnits {
  SolveUnits(Shape shape, const Rules& rules);

  Shape shape;
  int size = 0;
  int cell_count = 0;
  std::vector<SolveUnit> units;
  std::vector<std::vector<int>> units_of_cell;  // unit numbers, ascending
  std::vector<std::vector<int>> knight;         // anti-knight neighbours (empty without the rule)
  std::vector<std::vector<int>> king;           // anti-king (diagonal) neighbours
  std::vector<std::vector<int>> orthogonal;     // non-consecutive neighbours
  std::vector<SumCage> sum_cages;
  std::vector<std::vector<int>> sum_cages_of_cell;  // positions in sum_cages
};

/// The least and the most that `count` distinct digits of `digits` add up to; empty when `digits`
/// has fewer than `count`.
struct SumRange {
  long long least = 0, most = 0;
  bool possible = true;
};
SumRange sum_range(DigitMask digits, int count) noexcept;

/// The digits a cell of a sum cage may still take, judged from the cage alone: `placed` the
/// cage's digits so far (their sum `placed_sum`), `empty` its empty cells (this one included),
/// `free` the digits the other empty cells may take. A digit d stays when the other empty cells
/// can add up to what is left once d is placed.
DigitMask cage_sum_allows(const SumCage& cage, long long placed_sum, DigitMask placed, int empty,
                          DigitMask free, int size) noexcept;

}  // namespace sudoku::detail
