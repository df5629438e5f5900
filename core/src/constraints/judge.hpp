// The referee's one rule for every Constraint (rules.hpp), and the interface each family of
// constraints implements (internal).
//
// The rule: a constraint instance conflicts when no filling of its own empty cells with 1..N
// satisfies it, counting the distinctness the constraint itself implies (a thermometer, a renban,
// a cage; the row or column behind a sandwich, x-sum, skyscraper or indexer clue is a permutation
// of 1..N) and ignoring every other constraint and every unit. So on a full board it is exactly
// the constraint's rule, a subset of a solution is never flagged, and filling more cells never
// clears a conflict. Whole-board contradictions belong to the solver (solve.hpp).
//
// Each kind decides with a propagator over the digit sets of its cells (closed forms, one pass
// along a line) and, where that cannot decide, the shared bounded search (search.hpp); the work is
// counted in Steps (candidate tests) per instance, and an instance that runs out is undecided.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "sudoku/rules.hpp"

namespace sudoku::detail {

/// The work bound of one constraint instance, in candidate tests.
inline constexpr long long constraint_step_bound = 4'000'000;

/// What is left of an instance's work bound. spend() is false once it is exhausted.
struct Steps {
  long long left = constraint_step_bound;
  [[nodiscard]] bool spend(long long steps = 1) noexcept {
    left -= steps;
    return left >= 0;
  }
};

/// A constraint's verdict on a board.
enum class Verdict : std::uint8_t { holds, broken, undecided };

/// What judge() needs: the board's cells (0 = empty, else 1..N), its shape, and the validated
/// rules the constraint is one of (some kinds read others: region sum lines read the regions,
/// minimum and maximum read the other minimum and maximum cells).
struct BoardView {
  std::span<const std::uint8_t> cells;
  Shape shape;
  const Rules& rules;
  [[nodiscard]] int size() const noexcept { return shape.size(); }
  [[nodiscard]] int at(int cell) const noexcept { return cells[static_cast<std::size_t>(cell)]; }
};

/// The verdict and, when broken, the core's sentence for it, counted from 1 as people count
/// ("the thermometer from r7c1 cannot rise: 6 then 5"), without a capital or a full stop.
struct Judged {
  Verdict verdict = Verdict::holds;
  std::string words;  // when broken
};

/// A cell as people name it: "r7c1" on a board of side `side`.
[[nodiscard]] std::string cell_name(int cell, int side);

/// A broken verdict with its sentence.
[[nodiscard]] inline Judged broken(std::string words) {
  return {Verdict::broken, std::move(words)};
}

/// Judges constraint number `index` of board.rules (a validated Rules). One function per family,
/// each in its own file; judge() sends each kind to its family.
/// - lines.cpp: thermometers, slow thermometers, arrows, kropki dots, xv, and through
///   set_lines.cpp renban, whispers, between, palindrome, zipper, region sum, entropic and modular
///   lines;
/// - clues.cpp: little killers, sandwiches, x-sums, skyscrapers, and through marks.cpp odd, even,
///   minimum, maximum, quadruples, clones and the indexers.
[[nodiscard]] Judged judge_line_kind(const BoardView& board, std::size_t index, Steps& steps);
[[nodiscard]] Judged judge_clue_kind(const BoardView& board, std::size_t index, Steps& steps);
/// The lines along which digits relate (set_lines.cpp: renban, whispers, between, palindrome,
/// zipper, region sum, entropic, modular), for judge_line_kind.
[[nodiscard]] Judged judge_set_line(const BoardView& board, const Constraint& c, Steps& steps);
/// The marks on cells (marks.cpp: odd, even, minimum, maximum, quadruple, clone, the indexers),
/// for judge_clue_kind.
[[nodiscard]] Judged judge_cell_mark(const BoardView& board, const Constraint& c, Steps& steps);
[[nodiscard]] Judged judge(const BoardView& board, std::size_t index, Steps& steps);

/// Every constraint's conflicts into `report` (Rule::constraint, in Rules::constraints' order),
/// their cells marked in `in_conflict`, and the undecided ones into report.undecided.
void judge_constraints(const BoardView& board, Report& report,
                       std::vector<std::uint8_t>& in_conflict);

/// True when no constraint is broken (undecided ones count as holding), stopping at the first.
[[nodiscard]] bool constraints_hold(const BoardView& board);

}  // namespace sudoku::detail
