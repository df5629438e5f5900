// An independent referee for the variant rules, written from the rules as DESIGN states them and
// sharing no code with core/ (only its data types): each unit a plain list of cells, each pair
// rule a test of two cells' distance, every conflict sorted into place at the end.
#pragma once

#include <random>
#include <vector>

#include "sudoku/sudoku.hpp"

namespace referee {

/// Every conflict of `cells` (row-major, 0 = empty) on a board of `shape` under `rules` (which
/// must fit the board), in report order.
sudoku::Report check(const std::vector<int>& cells, sudoku::Shape shape,
                     const sudoku::Rules& rules);

/// Random rules for a board of `shape`, each rule present about a third of the time, always
/// accepted by validate_rules: regions that partition the board (some cells in none), extra
/// regions and cages of 1..N distinct cells, sums near what the cage could hold.
sudoku::Rules random_rules(sudoku::Shape shape, std::mt19937& random);

/// A random board of `shape`: each cell filled with probability `density`, digits uniform.
std::vector<int> random_cells(sudoku::Shape shape, double density, std::mt19937& random);

}  // namespace referee
