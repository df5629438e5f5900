// validate_rules()'s check of Rules::constraints (internal): the shape of every instance, before
// any judge runs (the judges rely on it). Built where constraints travel (SUDOKU_TRAVEL).
#pragma once

#include <optional>
#include <string>

#include "sudoku/rules.hpp"

namespace sudoku::detail {

/// Why rules.constraints cannot be on a board of `shape` (supported), or empty when they can.
/// The message names the place with its JS path, 0-based as the data is:
/// "rules.constraints[2].lines[0][3]: cell 81 is not on the board (cells 0 to 80)".
/// Checked per kind: the number of lines and of cells in each (rules.hpp's Constraint), each cell
/// on the board and at most once in its line, the value and the digits in range, a branching
/// thermometer's lines on one bulb, an arrow's shafts off its circle, an outside clue's place and
/// the cells it sees; and in all at most 4·N² constraints and 64·N² cells. `at`, when given, is
/// set to the index of the constraint refused (rules.constraints.size() for the total's bounds).
[[nodiscard]] std::optional<ParseError> constraints_error(const Rules& rules, Shape shape,
                                                          std::size_t* at = nullptr);

/// The listing's note for constraint `index` of `rules` that the work bound left undecided
/// (Report::undecided), counted from 1 in Rules::constraints' order (parse()'s):
/// "too large to decide: constraint 5 (skyscraper)".
[[nodiscard]] std::string undecided_note(const Rules& rules, int index);

}  // namespace sudoku::detail
