// RuleSet: rules validated once and their plan (rule_plan.hpp) kept beside a copy of them.
#include "sudoku/rule_set.hpp"

#include <algorithm>

#include "characters.hpp"
#include "rule_plan.hpp"

namespace sudoku {

namespace detail {

void RulePlan::keep() {
  for (const PlanUnit& unit : units_)
    std::sort(cells_.begin() + unit.begin, cells_.begin() + unit.end);
  sorted_ = true;
#if SUDOKU_TRAVEL
  if (!marks_ready_) marks_ = pair_marks(rules_, shape_.size()), marks_ready_ = true;
  constraints_ = plan_constraints(rules_, shape_.size());
#endif
}

}  // namespace detail

// The rules and the plan that refers to them: made in place, never moved (the plan keeps a
// reference to `rules`).
struct RuleSet::Compiled {
  Compiled(Rules given, Shape on) : rules(std::move(given)), shape(on), plan(rules, on) {
    plan.keep();
  }
  Rules rules;
  Shape shape;
  detail::RulePlan plan;  // (after rules: it is built from them)
};

namespace {

using detail::Message;
using detail::Part;

const Rules classic_rules{};

// "these rules were compiled for 9×9 (boxes 3×3) boards, and this board is 4×4 (boxes 2×2)"
ParseError shape_error(Shape compiled, Shape board) {
  const auto side = [](Shape shape) {
    return detail::format(
        SUDOKU_MESSAGE("rule_set.boxes", "{0}×{1} (boxes {2}×{3})"),
        {Part(shape.size()), Part(shape.size()), Part(shape.box_rows), Part(shape.box_cols)});
  };
  return {std::nullopt,
          detail::format(
              SUDOKU_MESSAGE("rule_set.these_rules_were_compiled_for",
                             "these rules were compiled for {0} boards, and this board is {1}"),
              {side(compiled), side(board)})};
}

}  // namespace

const Rules& RuleSet::rules() const noexcept {
  return compiled_ ? compiled_->rules : classic_rules;
}

Shape RuleSet::shape() const noexcept { return compiled_ ? compiled_->shape : Shape{}; }

CheckResult RuleSet::check(const Board& board) const {
  CheckResult result;
  if (board.shape() != shape()) {
    result.error = shape_error(shape(), board.shape());
  } else if (!compiled_ || compiled_->rules.classic()) {
    result.report = sudoku::check(board);
  } else {
    result.report = compiled_->plan.check(board.cells());
  }
  return result;
}

std::optional<bool> RuleSet::is_valid(const Board& board) const {
  if (board.shape() != shape()) return std::nullopt;
  if (!compiled_ || compiled_->rules.classic()) return sudoku::is_valid(board);
  return compiled_->plan.holds(board.cells());
}

CompiledRules compile_rules(Rules rules, Shape shape) {
  CompiledRules result;
  if (auto error = validate_rules(rules, shape)) {
    result.error = std::move(*error);
    return result;
  }
  result.rule_set = RuleSet(std::make_shared<const RuleSet::Compiled>(std::move(rules), shape));
  return result;
}

}  // namespace sudoku
