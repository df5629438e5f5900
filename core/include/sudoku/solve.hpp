// Solving: how many ways a board can still be completed, and why not when its digits show it.
//
// Included on its own (#include <sudoku/solve.hpp>, which brings sudoku.hpp). The tutorial warns
// that a valid board may have no solution: LeetCode #36 asks only about repeats. count_solutions()
// answers the next question (can it be completed, and in how many ways) without playing for the
// reader: a dead end's reason uses only the digits on the board, never a digit the search deduced,
// so it gives nothing away.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "sudoku/rules.hpp"
#include "sudoku/sudoku.hpp"

namespace sudoku {

/// How count_solutions() searches.
struct SolveOptions {
  /// Stop once this many solutions are found: 1 asks "can it be completed?", 2 "is it unique?".
  /// Values below 1 count as 1.
  int limit = 2;
  /// The most search nodes to visit (a node is one state the search reaches: the board itself,
  /// then each digit tried in a cell). When it runs out the answer is SearchEnd::budget. The work
  /// per node grows with the board (about N³ steps at most), so large boards want small budgets.
  std::uint64_t budget = 100000;
  /// Keep the first solution found (SolveResult::solution). The referee never shows it; a caller
  /// that wants to play may.
  bool want_solution = false;
};

/// How the search ended.
enum class SearchEnd : std::uint8_t {
  finished = 0,  ///< every completion was counted: `count` is exact (below the limit)
  limit = 1,     ///< `count` reached the limit: there may be more
  budget = 2,    ///< the budget ran out first: `count` is a lower bound, the answer unknown
};

/// "finished", "limit" or "budget" (the JS API's names); "end" for a value outside the enumeration.
[[nodiscard]] std::string_view search_end_name(SearchEnd end) noexcept;

/// Why a board has no solution, when its own digits show it.
enum class DeadEndKind : std::uint8_t {
  conflict = 0,  ///< the digits already break a rule (the report's first sentence)
  no_digit = 1,  ///< an empty cell can take no digit
  no_place = 2,  ///< a unit still needs a digit and no empty cell of it can take that digit
};

/// "conflict", "noDigit" or "noPlace"; "deadEnd" for a value outside the enumeration.
[[nodiscard]] std::string_view dead_end_name(DeadEndKind kind) noexcept;

/// A dead end in words and cells. Every digit it names is on the board.
struct DeadEnd {
  DeadEndKind kind = DeadEndKind::no_digit;
  /// For people, counted from 1: "r5c5 can take no digit: row 5 has 1 2 4 6 7 8, column 5 has 3
  /// 5 9" (each unit names the digits it rules out that the units before it did not); "no cell
  /// of box 3 can take 7"; for a conflict, describe()'s sentence.
  std::string message;
  /// no_digit: the cell, then the filled cells whose digits rule it out; no_place: the unit's
  /// cells; conflict: the report's conflict_cells. Flat indices, as in Report.
  std::vector<int> cells;
  /// no_place: the unit, its index and the digit (0 otherwise).
  Unit unit = Unit::row;
  int index = 0;
  int digit = 0;
  friend bool operator==(const DeadEnd&, const DeadEnd&) = default;
};

/// What count_solutions() found. When `error` is set, nothing else is meaningful.
struct SolveResult {
  /// Solutions found, at most the limit. 0 with SearchEnd::finished: the board cannot be completed.
  int count = 0;
  SearchEnd end = SearchEnd::finished;
  std::uint64_t nodes = 0;  ///< search nodes visited
  /// The first solution found, when SolveOptions::want_solution and count > 0.
  std::optional<Board> solution;
  /// count ≥ 2: the first cell in reading order where the first two solutions differ.
  std::optional<int> differs_at;
  /// count 0, SearchEnd::finished: the reason, when the board's digits show it (a conflict, a cell
  /// that can take no digit, a unit with no place for a digit). Empty when only the search shows
  /// that there is no solution.
  std::optional<DeadEnd> reason;
  /// The rules do not fit the board (validate_rules()'s message).
  std::optional<ParseError> error;

  [[nodiscard]] bool ok() const noexcept { return !error.has_value(); }
  explicit operator bool() const noexcept { return ok(); }
  /// The search finished or reached the limit: `count` answers the question asked.
  [[nodiscard]] bool known() const noexcept { return ok() && end != SearchEnd::budget; }
};

/// Counts the completions of `board` under `rules` (every rule the referee checks), up to
/// options.limit, within options.budget search nodes. A board with a conflict has none: count 0,
/// SearchEnd::finished, the conflict as the reason, no search. Otherwise the reasons are tried
/// first (the first empty cell in reading order that can take no digit, else the first unit, in
/// report order, and digit that has no place left); then the search. Classic 9×9 boards take a
/// fast path (bitmask candidates, singles, locked candidates, fewest candidates first); every
/// other shape and rule set the general search. The same board, rules and options always give the
/// same result.
[[nodiscard]] SolveResult count_solutions(const Board& board, const Rules& rules = {},
                                          SolveOptions options = {});

/// The dead end the board's digits show, without searching (the reasons count_solutions() gives),
/// or empty when they show none. Rules that do not fit the board give empty too.
[[nodiscard]] std::optional<DeadEnd> find_dead_end(const Board& board, const Rules& rules = {});

/// What the solver says of each board of a batch (validate_many_solving()).
enum class BatchSolvable : std::uint8_t {
  not_asked = 0,  ///< the board is invalid or malformed: the solver was not asked
  solvable = 1,   ///< valid, and it can still be completed
  dead_end = 2,   ///< valid, but it can no longer be completed
  unknown = 3,    ///< valid, and the search ran out of its budget before it could tell
};

/// A dead end of a batch: its board (an index into BatchReport::results), its line, and the
/// reason its digits show (absent when only the search shows it).
struct BatchDeadEnd {
  std::size_t board = 0;
  std::size_t line = 0;
  std::optional<DeadEnd> reason;
};

/// The solver's answers for a batch, beside its report.
struct BatchSolving {
  std::vector<std::uint8_t> answers;  ///< a BatchSolvable per board, in BatchReport::results' order
  std::size_t dead_ends = 0;
  std::size_t unknown = 0;
  std::vector<BatchDeadEnd> reasons;  ///< the first max_batch_errors dead ends
};

/// validate_many(text, shape, rules) (validate_many(text, shape) when `rules` is null), and
/// count_solutions() with options.limit 1 and options.budget of every valid board, each under the
/// rules it is checked with. Part of the formats core (the lines are read as parse_puzzle()
/// reads them); the JS API's validateMany(text, { solvable: true }).
[[nodiscard]] BatchReport validate_many_solving(std::string_view text, std::optional<Shape> shape,
                                                const Rules* rules, SolveOptions options,
                                                BatchSolving& solving);

}  // namespace sudoku
