// RuleSet: rules validated once and their plan (rule_plan.hpp) kept beside a copy of them.
#include "sudoku/rule_set.hpp"

#include <algorithm>
#include <array>

#include "characters.hpp"
#include "rule_plan.hpp"

namespace sudoku {

namespace detail {

void RulePlan::keep() {
  const int size = shape_.size();
  std::vector<std::uint16_t> cells;
  std::vector<PlanUnit> units;
  cells.reserve(3 * static_cast<std::size_t>(size) * static_cast<std::size_t>(size) +
                cells_.size());
  units.reserve(3 * static_cast<std::size_t>(size) + units_.size());
  std::array<int, max_size> some;
  for (Unit kind : {Unit::row, Unit::column, Unit::box}) {
    if (kind == Unit::box && !rules_.regions.empty()) break;  // (regions replace them)
    for (int index = 0; index < size; ++index) {
      const auto begin = static_cast<std::uint32_t>(cells.size());
      unit_cells(kind, index, shape_, some.data());
      cells.insert(cells.end(), some.begin(), some.begin() + size);
      units.push_back({begin, static_cast<std::uint32_t>(cells.size()), kind, index, 0});
    }
  }
  const std::size_t lines = units.size();
  for (PlanUnit unit : units_) {
    const auto begin = static_cast<std::uint32_t>(cells.size());
    cells.insert(cells.end(), cells_.begin() + unit.begin, cells_.begin() + unit.end);
    std::sort(cells.begin() + begin, cells.end());
    unit.begin = begin;
    unit.end = static_cast<std::uint32_t>(cells.size());
    units.push_back(unit);
  }
  cells_ = std::move(cells);
  units_ = std::move(units);
  first_cage_ += lines;
  lines_tabled_ = true;
#if SUDOKU_TRAVEL
  if (!marks_ready_) marks_ = pair_marks(rules_, size), marks_ready_ = true;
  constraints_ = plan_constraints(rules_, size);
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
