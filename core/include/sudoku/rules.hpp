// Variant rules: the units and pair rules beyond rows, columns and boxes, and checks with them.
//
// Part of the umbrella header sudoku/sudoku.hpp. The tutorial's scan is "every unit holds each
// digit at most once"; rows, columns and boxes are three families of units. Jigsaw regions, the
// diagonals, extra regions, disjoint groups and killer cages are more units; anti-knight,
// anti-king and non-consecutive are rules about pairs of cells; a cage also has a sum. Empty
// cells never conflict, for every rule. The JS API's `rules` object mirrors Rules field by field.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "sudoku/sudoku.hpp"

namespace sudoku {

/// A killer cage: a unit (no digit twice) whose digits add up to `sum` when it is given.
struct Cage {
  std::vector<int> cells;  ///< flat cell indices, each at most once, at most N of them
  std::optional<int> sum;  ///< the target, a positive integer; absent: a cage without a sum
  friend bool operator==(const Cage&, const Cage&) = default;
};

/// The rules of a board beyond rows and columns. A default Rules is the classic game.
/// validate_rules() says whether a Rules fits a shape; every check with Rules does so first.
struct Rules {
  /// Empty, or N×N: the region of each cell (0..N-1, or -1 for a cell in no region). Regions
  /// replace the boxes (jigsaw / irregular Sudoku): with regions there is no box unit.
  std::vector<int> regions;
  bool main_diagonal = false;  ///< r = c, top-left to bottom-right, is a unit
  bool anti_diagonal = false;  ///< r + c = N - 1, top-right to bottom-left, is a unit
  /// More units, each a list of flat cell indices (windoku, hyper).
  std::vector<std::vector<int>> extra_regions;
  /// The cells at the same place in every box form a unit (needs boxes: not with regions).
  bool disjoint_groups = false;
  std::vector<Cage> cages;       ///< killer cages
  bool anti_knight = false;      ///< no digit a knight's move from the same digit
  bool anti_king = false;        ///< no digit a king's move (diagonally adjacent) from the same
  bool non_consecutive = false;  ///< orthogonal neighbours never differ by 1

  /// True when these are the classic rules (rows, columns, boxes and nothing else).
  [[nodiscard]] bool classic() const noexcept {
    return regions.empty() && !main_diagonal && !anti_diagonal && extra_regions.empty() &&
           !disjoint_groups && cages.empty() && !anti_knight && !anti_king && !non_consecutive;
  }
  friend bool operator==(const Rules&, const Rules&) = default;
};

/// Why `rules` cannot be the rules of a board of `shape`, or empty when they can. The message
/// names the rule and the place, in the JS API's names and 0-based as the data is:
/// "rules.cages[2]: cell 81 is not on the board (cells 0 to 80)". `position` is always empty.
/// Refused: an unsupported shape; regions that are not N×N or hold a number outside -1..N-1; a
/// region of more than N cells; an extra region or a cage of no cells or of more than N cells; a
/// cell index outside the board, or twice in one extra region or cage; a sum that is not a
/// positive integer; disjoint groups together with regions (the groups are places in boxes).
[[nodiscard]] std::optional<ParseError> validate_rules(const Rules& rules, Shape shape);

/// A report, or why the rules do not fit the board (validate_rules()'s error).
struct CheckResult {
  std::optional<Report> report;
  ParseError error;  // meaningful only when !report

  [[nodiscard]] bool ok() const noexcept { return report.has_value(); }
  explicit operator bool() const noexcept { return ok(); }
};

/// Every conflict of `board` under `rules`: one per (unit, digit) that appears two or more times
/// in a unit (rows, columns, boxes or regions, the diagonals, extra regions, disjoint groups,
/// cages), one per cage whose filled digits add up to more than its sum or that is full with
/// another sum, and one per pair of cells that breaks a pair rule. Ordered by rule (Rule's order),
/// then index (pairs: by their cells), then digit. Classic rules give check(board)'s report.
[[nodiscard]] CheckResult check(const Board& board, const Rules& rules);

/// True when no rule is broken, stopping at the first conflict; equal to
/// check(board, rules).report->valid(). Empty when validate_rules() refuses the rules.
[[nodiscard]] std::optional<bool> is_valid(const Board& board, const Rules& rules);

/// validate_many(text, shape) with variant rules, the same for every line: each line is parsed and
/// checked with `rules` (no fast kernel: it knows rows, columns and boxes only). A line whose
/// board the rules do not fit is malformed, with validate_rules()'s message (column 0). Classic
/// rules: validate_many(text, shape), fast path included.
[[nodiscard]] BatchReport validate_many(std::string_view text, std::optional<Shape> shape,
                                        const Rules& rules);

}  // namespace sudoku
