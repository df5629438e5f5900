// judge(): each constraint kind to its family, and the constraints' part of check(board, rules).
#include "judge.hpp"

#include <algorithm>

#include "../characters.hpp"
#include "../describe.hpp"

namespace sudoku::detail {

std::string cell_name(int cell, int side) {
  std::string name;
  StringWriter out(name);
  put_cell_name(out, cell, side);
  return name;
}

Judged judge(const BoardView& board, std::size_t index, Steps& steps) {
  switch (board.rules.constraints[index].kind) {
    case ConstraintKind::thermometer:
    case ConstraintKind::slow_thermometer:
    case ConstraintKind::arrow:
    case ConstraintKind::kropki_white:
    case ConstraintKind::kropki_black:
    case ConstraintKind::xv:
    case ConstraintKind::renban:
    case ConstraintKind::whispers:
    case ConstraintKind::between:
    case ConstraintKind::palindrome:
    case ConstraintKind::zipper:
    case ConstraintKind::region_sum:
    case ConstraintKind::entropic:
    case ConstraintKind::modular:
      return judge_line_kind(board, index, steps);
    case ConstraintKind::little_killer:
    case ConstraintKind::sandwich:
    case ConstraintKind::x_sum:
    case ConstraintKind::skyscraper:
    case ConstraintKind::odd:
    case ConstraintKind::even:
    case ConstraintKind::minimum:
    case ConstraintKind::maximum:
    case ConstraintKind::quadruple:
    case ConstraintKind::clone:
    case ConstraintKind::row_indexer:
    case ConstraintKind::column_indexer:
    case ConstraintKind::box_indexer:
      return judge_clue_kind(board, index, steps);
  }
  return {};
}

ConstraintPlan plan_constraints(const Rules& rules, int size) {
  ConstraintPlan plan;
  plan.pair_of.assign(rules.constraints.size(), -1);
  for (std::size_t k = 0; k < rules.constraints.size(); ++k) {
    const Constraint& c = rules.constraints[k];
    if (c.kind != ConstraintKind::kropki_white && c.kind != ConstraintKind::kropki_black &&
        c.kind != ConstraintKind::xv) {
      continue;
    }
    plan.pair_of[k] = static_cast<int>(plan.pairs.size());
    plan.pairs.push_back(plan_pair(c, size));
  }
  return plan;
}

namespace {

// True when a kropki dot or an XV pair `c` holds by its cells' digits alone, as judge_pair
// finds (a plan's PairPlan::holds without the plan): both cells filled, a pair that fits; one,
// a digit that some digit 1..N pairs with; none, a pair judge_pair sees at once. False sends it
// to judge() for its verdict and words.
bool pair_holds(const BoardView& board, const Constraint& c) {
  const int a = board.at(c.lines[0][0]), b = board.at(c.lines[0][1]);
  const int value = pair_value(c), n = board.size();
  if (a == 0 && b == 0)  // 1 and 1 + value, 1 and value, or 1 and value - 1
    return value <= n && (c.kind != ConstraintKind::xv || value >= 2);
  if (a != 0 && b != 0) return pair_fits(c.kind, value, a, b);
  const int x = a != 0 ? a : b;
  switch (c.kind) {
    case ConstraintKind::kropki_white:  // x - value or x + value
      return x - value >= 1 || x + value <= n;
    case ConstraintKind::kropki_black:  // x / value or x * value
      return x % value == 0 || x * value <= n;
    default:  // (XV) value - x
      return value - x >= 1 && value - x <= n;
  }
}

// True when constraint `k` holds without judging it: the plan's pair, or a pair whose digits
// show it holds.
bool planned_hold(const BoardView& board, const ConstraintPlan* plan, std::size_t k) {
  if (plan == nullptr) {
    const Constraint& c = board.rules.constraints[k];
    return (c.kind == ConstraintKind::kropki_white || c.kind == ConstraintKind::kropki_black ||
            c.kind == ConstraintKind::xv) &&
           pair_holds(board, c);
  }
  const int pair = plan->pair_of[k];
  return pair >= 0 && plan->pairs[static_cast<std::size_t>(pair)].holds(board.cells);
}

}  // namespace

void judge_constraints(const BoardView& board, Report& report,
                       std::vector<std::uint8_t>& in_conflict, const ConstraintPlan* plan) {
  const auto& constraints = board.rules.constraints;
  for (std::size_t k = 0; k < constraints.size(); ++k) {
    if (planned_hold(board, plan, k)) continue;
    Steps steps;
    Judged judged = judge(board, k, steps);
    if (judged.verdict == Verdict::undecided) {
      report.undecided.push_back(static_cast<int>(k));
      continue;
    }
    if (judged.verdict != Verdict::broken) continue;
    Conflict conflict;
    conflict.rule = Rule::constraint;
    conflict.index = static_cast<int>(k);
    conflict.constraint_kind = static_cast<std::uint8_t>(constraints[k].kind);
    for (const auto& line : constraints[k].lines) {
      conflict.cells.insert(conflict.cells.end(), line.begin(), line.end());
    }
    std::sort(conflict.cells.begin(), conflict.cells.end());
    conflict.cells.erase(std::unique(conflict.cells.begin(), conflict.cells.end()),
                         conflict.cells.end());
    conflict.words = std::move(judged.words);
    if (in_conflict.empty()) in_conflict.assign(board.cells.size(), 0);
    for (int cell : conflict.cells) in_conflict[static_cast<std::size_t>(cell)] = 1;
    report.conflicts.push_back(std::move(conflict));
  }
}

bool constraints_hold(const BoardView& board, const ConstraintPlan* plan) {
  for (std::size_t k = 0; k < board.rules.constraints.size(); ++k) {
    if (planned_hold(board, plan, k)) continue;
    Steps steps;
    if (judge(board, k, steps).verdict == Verdict::broken) return false;
  }
  return true;
}

}  // namespace sudoku::detail
