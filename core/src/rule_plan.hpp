// Validated rules laid out for the scan (internal): the cells of every unit the rules add in one
// table, in report order, and the pair rules' marks (rows, columns and boxes are scanned in one
// pass over the cells: conflicts.hpp's repeated_lines). check(board, rules) builds one per call;
// a RuleSet (sudoku/rule_set.hpp) builds one when it is compiled and keeps it.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "pair_rules.hpp"
#include "sudoku/rules.hpp"
#if SUDOKU_TRAVEL
#include "constraints/judge.hpp"
#include "pair_boards.hpp"
#endif

namespace sudoku::detail {

/// One unit of the plan: its cells are cells[begin, end) (ascending once keep() ran).
struct PlanUnit {
  std::uint32_t begin = 0, end = 0;
  Unit kind = Unit::row;
  int index = 0;
  int target = 0;  // a cage's sum, 0 for none (and for every other unit)
};

/// The units that validated rules add, each with its cells, in report order after the rows,
/// columns and boxes: regions (which replace the boxes), the diagonals, extra regions, disjoint
/// groups, then the cages (units[first_cage..], cage k at first_cage + k); the pair rules' marks.
/// Refers to `rules`, which must outlive it and stay as they are.
class RulePlan {
 public:
  RulePlan(const Rules& rules, Shape shape);
  /// Lays the plan out for many checks (a RuleSet's; rule_set.cpp): every unit's cells sorted (a
  /// conflict's cells need no sort then), the pair rules' marks read, the constraints' plan
  /// (judge.hpp).
  void keep();
  RulePlan(const RulePlan&) = delete;  // (it refers to the rules it was made from)
  RulePlan& operator=(const RulePlan&) = delete;

  [[nodiscard]] const Rules& rules() const noexcept { return rules_; }
  [[nodiscard]] Shape shape() const noexcept { return shape_; }

  /// The report of `cells` (shape()'s N×N cells, 0 or 1..N each): check(board, rules)'s.
  [[nodiscard]] Report check(std::span<const std::uint8_t> cells) const;
  /// True when no rule is broken, stopping at the first conflict.
  [[nodiscard]] bool holds(std::span<const std::uint8_t> cells) const;

 private:
  const Rules& rules_;
  Shape shape_;
  bool sorted_ = false;               // every unit's cells ascending: keep()
  std::vector<std::uint16_t> cells_;  // every unit's cells, one unit after another (N² <= 4096)
  std::vector<PlanUnit> units_;
  std::size_t first_cage_ = 0;
  PairMarks marks_;           // read when the pair boards cannot answer, or by keep()
  bool marks_ready_ = false;  // (else check() reads them for a report with a pair conflict)
#if SUDOKU_TRAVEL  // (the native library and the formats module: wasm's other modules scan)
  PairBoards pair_boards_;
#endif
#if SUDOKU_TRAVEL
  ConstraintPlan constraints_;  // a kept plan's (empty in a plan for one check)
#endif
};

}  // namespace sudoku::detail
