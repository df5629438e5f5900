// The solver's parts behind count_solutions(): the dead-end reasons, the classic 9×9 fast path
// and the general search (internal).
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "sudoku/solve.hpp"

namespace sudoku::detail {

struct SolveUnits;

/// What a search found: the count, how it ended, the nodes it visited, the first solution (when
/// count > 0) and, from the second solution on, the first cell where the two differ.
struct SearchOutcome {
  int count = 0;
  SearchEnd end = SearchEnd::finished;
  std::uint64_t nodes = 0;
  std::vector<std::uint8_t> first;
  std::optional<int> differs_at;
};

/// The reason the board's digits show (no conflict check): the first empty cell that can take no
/// digit, else the first complete unit and digit with no place.
std::optional<DeadEnd> dead_end_of(const SolveUnits& units, std::span<const std::uint8_t> digits);

/// The open cell with the fewest candidates, the first of them in reading order: the cell both
/// searches guess at. `candidates` holds each cell's digit mask, 0 once the cell holds its digit;
/// a cell of two candidates is taken at once (none can have fewer and still be open). -1 when no
/// cell is open.
template <class Masks>
int fewest_candidates(const Masks& candidates) noexcept {
  int best = -1, best_count = 0;
  const int cells = static_cast<int>(candidates.size());
  for (int cell = 0; cell < cells; ++cell) {
    const auto c = candidates[static_cast<std::size_t>(cell)];
    if (c == 0) continue;
    const int count = std::popcount(c);
    if (best < 0 || count < best_count) {
      best = cell;
      best_count = count;
      if (count == 2) break;
    }
  }
  return best;
}

/// The classic 9×9 fast path (rows, columns, 3×3 boxes). A board with a conflict has no solution
/// here (count 0, finished: the caller words the conflict). SearchOutcome::first is filled only
/// when `want_first` (differs_at always).
SearchOutcome search_classic(std::span<const std::uint8_t> digits, int limit, std::uint64_t budget,
                             bool want_first = false);

/// The same count as search_classic, without building an outcome: for benchmarks and bulk work.
/// Returns the solutions found (at most limit), or -1 when the budget ran out; adds the nodes
/// visited to `nodes`.
int count_classic(const std::array<std::uint8_t, 81>& digits, int limit, std::uint64_t budget,
                  std::uint64_t& nodes);

/// The general search: any shape, any validated rules (no conflicts on the board). With
/// `referee`, every node the propagation leaves alive must also satisfy those rules as the referee
/// judges a partly filled board (rules_hold): the rules the units do not propagate (constraints,
/// the negative rules, a dot's exemption from non-consecutive) prune there, and a solution is one
/// of them.
SearchOutcome search_general(const SolveUnits& units, std::span<const std::uint8_t> digits,
                             int limit, std::uint64_t budget, const Rules* referee = nullptr);

/// is_valid(board, rules) for the cells of a board of `shape`, with rules validate_rules accepted
/// (check_rules.cpp).
[[nodiscard]] bool rules_hold(std::span<const std::uint8_t> cells, Shape shape, const Rules& rules);

/// The rules the solver's units propagate for `rules`, and whether the search must also ask the
/// referee (rules_hold) at every node: constraints and the negative rules are judged there, and
/// with constraints non-consecutive too (a kropki dot frees its pair, which the units' pair rule
/// does not know).
struct SearchRules {
  Rules units;
  bool judged = false;
};
[[nodiscard]] SearchRules search_rules(const Rules& rules);

}  // namespace sudoku::detail
