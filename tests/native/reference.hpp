// Deliberately simple referees for differential tests: one map of digit → cells per unit, and
// validate_many as a plain loop over lines.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/sudoku.hpp"

namespace reference {

/// Every conflict of `cells` (row-major, 0 = empty) on a board of `shape`, in canonical order,
/// found the way the tutorial does it: remember, per row, column and box, where each digit was
/// seen.
sudoku::Report check(const std::vector<int>& cells, sudoku::Shape shape);

/// validate_many written the obvious way: line by line through parse + is_valid.
sudoku::BatchReport validate_many(std::string_view text, std::optional<sudoku::Shape> shape);

/// The text symbol of a digit: 1–9, then A–Z for 10–35 (lower case when `lower`).
char symbol(int digit, bool lower = false);

/// A readable rendering of a report, so a failed comparison shows both sides.
std::string describe(const sudoku::Report& report);
std::string describe(const sudoku::Conflict& conflict);

}  // namespace reference
