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

#include "../conflicts.hpp"
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

/// The rule of a kropki dot or an XV pair (`value`: pair_value()'s) on two digits: white, they
/// differ by value; black, one is value times the other; XV, they add up to value. Symmetric.
[[nodiscard]] constexpr bool pair_fits(ConstraintKind kind, int value, int a, int b) noexcept {
  switch (kind) {
    case ConstraintKind::kropki_white:
      return a - b == value || b - a == value;
    case ConstraintKind::kropki_black:
      return a == value * b || b == value * a;
    default:
      return a + b == value;
  }
}

/// A pair's number: a white dot's difference (1 when not given), a black dot's ratio (2), XV's sum.
[[nodiscard]] constexpr int pair_value(const Constraint& c) noexcept {
  if (c.kind == ConstraintKind::kropki_white) return c.value != 0 ? c.value : 1;
  if (c.kind == ConstraintKind::kropki_black) return c.value != 0 ? c.value : 2;
  return c.value;
}

/// A kropki dot or an XV pair laid out once for boards of side N (plan_pair, lines.cpp): its two
/// cells and the digits 1..N that some digit 1..N pairs with (pair_fits). holds() is the pair's
/// verdict, judge_pair's exactly (a pair never runs out of steps), without its words.
struct PairPlan {
  int first = 0, second = 0;
  ConstraintKind kind = ConstraintKind::kropki_white;
  int value = 0;
  DigitMask partnered = 0;
  [[nodiscard]] bool holds(std::span<const std::uint8_t> cells) const noexcept {
    const int a = cells[static_cast<std::size_t>(first)],
              b = cells[static_cast<std::size_t>(second)];
    if (a != 0 && b != 0) return pair_fits(kind, value, a, b);
    if (a == 0 && b == 0) return partnered != 0;
    return (partnered >> ((a != 0 ? a : b) - 1) & 1) != 0;
  }
};
[[nodiscard]] PairPlan plan_pair(const Constraint& c, int size);

/// Validated rules' constraints laid out once (a RuleSet's): the pairs' plans, and per constraint
/// its plan's place in `pairs`, or -1 for a kind that judge() decides on every check.
struct ConstraintPlan {
  std::vector<PairPlan> pairs;
  std::vector<int> pair_of;
};
[[nodiscard]] ConstraintPlan plan_constraints(const Rules& rules, int size);

/// Every constraint's conflicts into `report` (Rule::constraint, in Rules::constraints' order),
/// their cells marked in `in_conflict` (made, of the board's cells, if it is empty), and the
/// undecided ones into report.undecided. With a
/// plan, a pair whose plan holds is not judged again.
void judge_constraints(const BoardView& board, Report& report,
                       std::vector<std::uint8_t>& in_conflict,
                       const ConstraintPlan* plan = nullptr);

/// True when no constraint is broken (undecided ones count as holding), stopping at the first.
[[nodiscard]] bool constraints_hold(const BoardView& board, const ConstraintPlan* plan = nullptr);

}  // namespace sudoku::detail
