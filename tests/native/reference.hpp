// A deliberately simple referee for differential tests: one map of digit → cells per unit.
#pragma once

#include <string>
#include <vector>

#include "sudoku/sudoku.hpp"

namespace reference {

/// Every conflict of `cells` (row-major, 0 = empty) on a board of `shape`, in canonical order,
/// found the way the tutorial does it: remember, per row, column and box, where each digit was
/// seen.
sudoku::Report check(const std::vector<int>& cells, sudoku::Shape shape);

/// The text symbol of a digit: 1–9, then A–Z for 10–35 (lower case when `lower`).
char symbol(int digit, bool lower = false);

/// A readable rendering of a report, so a failed comparison shows both sides.
std::string describe(const sudoku::Report& report);
std::string describe(const sudoku::Conflict& conflict);

}  // namespace reference
