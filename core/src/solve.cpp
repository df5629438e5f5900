// count_solutions: a conflict is its own answer; otherwise the search counts (the classic 9×9 by
// its fast path), and a board without a solution gets the reason its digits show, if any.
#include "sudoku/solve.hpp"

#include <algorithm>

#include "parse.hpp"
#include "solve_internal.hpp"
#include "solve_units.hpp"

namespace sudoku {
namespace {

DeadEnd conflict_reason(const Report& report) {
  DeadEnd end;
  end.kind = DeadEndKind::conflict;
  end.message = describe(report, {.name_cells = true, .max_conflicts = 1});
  end.cells = report.conflict_cells;
  return end;
}

bool classic_nine(const Board& board, const Rules& rules) noexcept {
  return rules.classic() && board.shape() == Shape{3, 3};
}

}  // namespace

namespace detail {

SearchRules search_rules(const Rules& rules) {
  SearchRules out{rules, !rules.constraints.empty() || rules.negative_ratio || rules.negative_xv};
  if (!rules.constraints.empty()) out.units.non_consecutive = false;
  return out;
}

}  // namespace detail

std::string_view search_end_name(SearchEnd end) noexcept {
  switch (end) {
    case SearchEnd::finished:
      return "finished";
    case SearchEnd::limit:
      return "limit";
    case SearchEnd::budget:
      return "budget";
  }
  return "end";
}

std::string_view dead_end_name(DeadEndKind kind) noexcept {
  switch (kind) {
    case DeadEndKind::conflict:
      return "conflict";
    case DeadEndKind::no_digit:
      return "noDigit";
    case DeadEndKind::no_place:
      return "noPlace";
  }
  return "deadEnd";
}

SolveResult count_solutions(const Board& board, const Rules& rules, SolveOptions options) {
  SolveResult result;
  const int limit = std::max(1, options.limit);
  const auto cells = board.cells();
  const bool classic = classic_nine(board, rules);  // (classic rules fit every shape)
  if (!classic) {
    if (auto error = validate_rules(rules, board.shape())) {
      result.error = std::move(*error);
      return result;
    }
    if (!*is_valid(board, rules)) {
      result.reason = conflict_reason(*check(board, rules).report);
      return result;
    }
  }
  // The search first: its root finds most dead ends at once, and the units the reasons need are
  // built only for a board that has no solution.
  std::optional<detail::SolveUnits> units;
  detail::SearchOutcome outcome;
  if (classic) {
    // The fast path finds a repeat itself (no solution): only then is the board checked, for the
    // conflict's words, so a board that has a solution is never read twice.
    outcome = detail::search_classic(cells, limit, options.budget, options.want_solution);
    if (outcome.count == 0 && !*is_valid(board, rules)) {
      result.reason = conflict_reason(*check(board, rules).report);
      return result;
    }
  } else {
    const detail::SearchRules searched = detail::search_rules(rules);
    units.emplace(board.shape(), searched.units);
    outcome = detail::search_general(*units, cells, limit, options.budget,
                                     searched.judged ? &rules : nullptr);
  }
  result.count = outcome.count;
  result.end = outcome.end;
  result.nodes = outcome.nodes;
  result.differs_at = outcome.differs_at;
  if (outcome.count > 0 && options.want_solution) {
    result.solution = detail::success(board.shape(), std::move(outcome.first)).board;
  }
  if (outcome.count == 0) {
    if (!units) units.emplace(board.shape(), detail::search_rules(rules).units);
    // A reason settles it even when the budget ran out: these digits leave no completion.
    if ((result.reason = detail::dead_end_of(*units, cells))) result.end = SearchEnd::finished;
  }
  return result;
}

std::optional<DeadEnd> find_dead_end(const Board& board, const Rules& rules) {
  if (validate_rules(rules, board.shape())) return std::nullopt;
  if (!*is_valid(board, rules)) return conflict_reason(*check(board, rules).report);
  const detail::SolveUnits units(board.shape(), detail::search_rules(rules).units);
  return detail::dead_end_of(units, board.cells());
}

}  // namespace sudoku
