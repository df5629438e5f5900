// check and is_valid with variant rules: rows, columns and boxes in one pass over the cells, the
// rules' units laid out once as a table (RulePlan) with the tutorial's seen set per unit over it,
// cage sums in the same pass, the pair rules and the constraints after it. Their conflicts'
// sentences are rule_sentences.cpp's.
#include <algorithm>
#include <array>
#include <bit>

#include "describe.hpp"
#include "rule_plan.hpp"
#include "subset_sums.hpp"
#include "sudoku/sudoku.hpp"

namespace sudoku {
namespace detail {
namespace {

// True when `count` different digits of `digits` add up to exactly `need`: per count, the set of
// sums up to `need` that many of the digits reach, one digit at a time.
[[gnu::noinline]] bool reaches_sum(DigitMask digits, std::size_t count, DigitMask need) {
  if (digits == 0) return false;
  if (count == 1) return need >= 1 && need <= 64 && (digits >> (need - 1) & 1) != 0;
  const DigitMask run = digits >> std::countr_zero(digits);
  if ((run & (run + 1)) == 0) {  // consecutive digits lo..hi: every sum between the least and
    const auto lo = static_cast<DigitMask>(std::countr_zero(digits) + 1);  // the greatest
    const auto hi = static_cast<DigitMask>(64 - std::countl_zero(digits));
    const auto k = static_cast<DigitMask>(count);
    return k <= hi - lo + 1 && need >= k * lo + k * (k - 1) / 2 && need <= k * hi - k * (k - 1) / 2;
  }
  if (need < 64) {  // every sum in one word (the boards up to 10x10): no allocation, the table
    // of subset_sums.hpp in one word per count
    std::array<DigitMask, max_size + 1> row;  // rows 0..count only
    row[0] = 1;
    for (std::size_t k = 1; k <= count; ++k) row[k] = 0;
    std::size_t taken = 0;
    for (; digits != 0; digits &= digits - 1) {
      const int digit = std::countr_zero(digits) + 1;
      if (static_cast<DigitMask>(digit) > need) break;
      taken = std::min(taken + 1, count);
      for (std::size_t k = taken; k > 0; --k) row[k] |= row[k - 1] << digit;
    }
    return (row[count] >> need & 1) != 0;
  }
  const auto sum = static_cast<long long>(need);  // beyond one word: the shared table
  return SubsetSums(digits, count, sum).reaches(static_cast<long long>(count), sum);
}

// A cage of `count` cells and sum `target` (0: none) whose empty cells cannot take different
// digits, unused in the cage, that bring its sum to its target (a full cage: its sum is not the
// target).
inline bool breaks_sum(DigitMask target, DigitMask count, DigitMask sum, DigitMask filled,
                       DigitMask seen, int size) {
  if (target == 0) return false;
  if (sum > target) return true;
  const DigitMask open = count - filled;
  if (open == 0) return sum != target;
  return !reaches_sum(~seen & all_digits(size), open, target - sum);
}

// Adds a conflict to the report and marks its cells in `in_conflict` (made for the first, of
// `cell_count` cells; out of line: one copy of the push).
[[gnu::noinline]] void add_conflict(Report& report, std::vector<std::uint8_t>& in_conflict,
                                    std::size_t cell_count, Conflict&& conflict) {
  if (in_conflict.empty()) in_conflict.assign(cell_count, 0);
  for (int cell : conflict.cells) in_conflict[static_cast<std::size_t>(cell)] = 1;
  report.conflicts.push_back(std::move(conflict));
}

// Ascending order for a list of at most N cells (N <= 64): insertion sort, a fraction of
// std::sort's code in wasm.
template <class Cell>
void sort_cells(Cell* from, Cell* to) noexcept {
  for (Cell* i = from; i != to; ++i) {
    const Cell cell = *i;
    Cell* j = i;
    for (; j != from && *(j - 1) > cell; --j) *j = *(j - 1);
    *j = cell;
  }
}

// A digit's bit, 0 for an empty cell, without a branch (a board holds blanks at random).
inline DigitMask bit_of(int digit) noexcept {
  return static_cast<DigitMask>(digit != 0) << ((digit - 1) & (max_size - 1));
}

}  // namespace

RulePlan::RulePlan(const Rules& rules, Shape shape)
    : rules_(rules),
      shape_(shape)
#if SUDOKU_TRAVEL
      ,
      pair_boards_(rules, shape.size())
#else
      ,
      marks_(pair_marks(rules, shape.size())),
      marks_ready_(true)
#endif
{
  const int size = shape.size();
#if SUDOKU_TRAVEL  // (else only the report of a pair conflict reads the marks)
  if (!pair_boards_.usable()) marks_ = pair_marks(rules, size), marks_ready_ = true;
#endif
  const auto cell_count = static_cast<std::size_t>(size) * static_cast<std::size_t>(size);
  const bool boxes = rules.regions.empty();
  std::size_t total = 0, units = rules.extra_regions.size() + rules.cages.size() + 2;
  if (!boxes) total += cell_count, units += size;
  if (rules.main_diagonal) total += static_cast<std::size_t>(size);
  if (rules.anti_diagonal) total += static_cast<std::size_t>(size);
  for (const auto& cells : rules.extra_regions) total += cells.size();
  if (rules.disjoint_groups) total += cell_count, units += size;
  for (const Cage& cage : rules.cages) total += cage.cells.size();
  cells_.resize(total);
  units_.reserve(units);
  std::uint16_t* const table = cells_.data();
  std::uint32_t at = 0;  // cells written so far
  const auto open_unit = [&](Unit kind, int index, int target = 0) {
    units_.push_back({at, at, kind, index, target});
  };
  const auto add = [&](int cell) { table[at++] = static_cast<std::uint16_t>(cell); };
  // Each unit's cells as they come (extra regions and cages in any order): a conflict's cells
  // are sorted when there is one, and keep() sorts them all.
  const auto close_unit = [&] { units_.back().end = at; };
  if (!boxes) {
    for (int index = 0; index < size; ++index) {
      open_unit(Unit::region, index);
      for (std::size_t cell = 0; cell < cell_count; ++cell) {
        if (rules.regions[cell] == index) add(static_cast<int>(cell));
      }
      close_unit();
    }
  }
  for (int diagonal = 0; diagonal < 2; ++diagonal) {
    if (!(diagonal == 0 ? rules.main_diagonal : rules.anti_diagonal)) continue;
    open_unit(Unit::diagonal, diagonal);
    for (int row = 0; row < size; ++row) add(row * size + (diagonal == 0 ? row : size - 1 - row));
    close_unit();
  }
  for (std::size_t k = 0; k < rules.extra_regions.size(); ++k) {
    open_unit(Unit::extra_region, static_cast<int>(k));
    for (int cell : rules.extra_regions[k]) add(cell);
    close_unit();
  }
  if (rules.disjoint_groups) {
    for (int index = 0; index < size; ++index) {
      open_unit(Unit::disjoint_group, index);
      const int top = index / shape.box_cols, left = index % shape.box_cols;
      for (int row = top; row < size; row += shape.box_rows) {
        for (int col = left; col < size; col += shape.box_cols) add(row * size + col);
      }
      close_unit();
    }
  }
  first_cage_ = units_.size();
  for (std::size_t k = 0; k < rules.cages.size(); ++k) {
    const Cage& cage = rules.cages[k];
    open_unit(Unit::cage, static_cast<int>(k), cage.sum.value_or(0));
    for (int cell : cage.cells) add(cell);
    close_unit();
  }
}

namespace {

// What one cage's pass found.
struct CagePass {
  DigitMask seen = 0, repeated = 0, sum = 0, filled = 0;
};

inline CagePass cage_pass(std::span<const std::uint8_t> cells, const std::uint16_t* from,
                          const std::uint16_t* to) noexcept {
  CagePass pass;
  for (; from != to; ++from) {
    const int digit = cells[*from];
    const DigitMask bit = bit_of(digit);
    pass.repeated |= pass.seen & bit;
    pass.seen |= bit;
    pass.sum += static_cast<DigitMask>(digit);
    pass.filled += static_cast<DigitMask>(digit != 0);
  }
  return pass;
}

// The digits that a unit's cells (table[from..to)) hold twice or more, as a mask.
inline DigitMask repeated_in(std::span<const std::uint8_t> cells, const std::uint16_t* from,
                             const std::uint16_t* to) noexcept {
  DigitMask seen = 0, repeated = 0;
  for (; from != to; ++from) {
    const DigitMask bit = bit_of(cells[*from]);
    repeated |= seen & bit;
    seen |= bit;
  }
  return repeated;
}

}  // namespace

// Not inlined in wasm: check(board, rules) and RuleSet::check both call it, and a copy in each
// cost the scalar module 756 B gzip. Natively both copies stay (the rules bench's checks ran a few
// per cent slower without them, at a load of 11).
#ifdef __EMSCRIPTEN__
#define SUDOKU_PLAN_CHECK [[gnu::noinline]]
#else
#define SUDOKU_PLAN_CHECK
#endif
SUDOKU_PLAN_CHECK Report RulePlan::check(std::span<const std::uint8_t> cells) const {
  rule_sentences.store(&put_rule_sentence, std::memory_order_relaxed);  // describe()'s, for these
  Report report;
  report.shape = shape_;
  const int size = shape_.size();
  std::vector<std::uint8_t> in_conflict;  // (made for the first conflict: add_conflict)
  const auto add = [&](Conflict&& conflict) {
    add_conflict(report, in_conflict, cells.size(), std::move(conflict));
  };
  std::array<DigitMask, 3 * max_size> twice;  // rows, columns, boxes: repeated_lines()'s
  const bool boxes = rules_.regions.empty();
  if (repeated_lines(cells, shape_, boxes, twice.data())) {
    std::array<int, max_size> unit;
    for (Unit kind : {Unit::row, Unit::column, Unit::box}) {  // check(board)'s conflicts, in order
      if (kind == Unit::box && !boxes) break;
      for (int index = 0; index < size; ++index) {
        DigitMask repeated = twice[static_cast<std::size_t>(static_cast<int>(kind) * size + index)];
        if (repeated != 0) unit_cells(kind, index, shape_, unit.data());
        for (; repeated != 0; repeated &= repeated - 1) {
          const int digit = std::countr_zero(repeated) + 1;
          std::vector<int> where;
          for (int k = 0; k < size; ++k) {
            if (cells[static_cast<std::size_t>(unit[k])] == digit) where.push_back(unit[k]);
          }
          add(Conflict(kind, index, digit, std::move(where)));
        }
      }
    }
  }
  const std::uint16_t* const table = cells_.data();
  // The cells of a unit that hold `digit`, as a conflict.
  const auto repeats = [&](const PlanUnit& unit, DigitMask repeated) {
    for (; repeated != 0; repeated &= repeated - 1) {
      const int digit = std::countr_zero(repeated) + 1;
      std::vector<int> where;
      for (std::uint32_t k = unit.begin; k < unit.end; ++k) {
        if (cells[table[k]] == digit) where.push_back(table[k]);
      }
      if (!sorted_) sort_cells(where.data(), where.data() + where.size());
      add(Conflict(unit.kind, unit.index, digit, std::move(where)));
    }
  };
  for (std::size_t u = 0; u < first_cage_; ++u) {
    const PlanUnit& unit = units_[u];
    const DigitMask repeated = repeated_in(cells, table + unit.begin, table + unit.end);
    if (repeated != 0) repeats(unit, repeated);
  }
  std::vector<int> broken_sums;  // cages whose sum is broken, reported after every unit
  for (std::size_t u = first_cage_; u < units_.size(); ++u) {
    const PlanUnit& unit = units_[u];
    const CagePass pass = cage_pass(cells, table + unit.begin, table + unit.end);
    if (pass.repeated != 0) repeats(unit, pass.repeated);
    if (breaks_sum(static_cast<DigitMask>(unit.target), unit.end - unit.begin, pass.sum,
                   pass.filled, pass.seen, size)) {
      broken_sums.push_back(unit.index);
    }
  }
  for (int k : broken_sums) {
    const PlanUnit& unit = units_[first_cage_ + static_cast<std::size_t>(k)];
    const CagePass pass = cage_pass(cells, table + unit.begin, table + unit.end);
    Conflict conflict;
    conflict.rule = Rule::cage_sum;
    conflict.unit = Unit::cage;
    conflict.index = k;
    conflict.cells.assign(table + unit.begin, table + unit.end);
    if (!sorted_) sort_cells(conflict.cells.data(), conflict.cells.data() + unit.end - unit.begin);
    conflict.sum = static_cast<int>(pass.sum);
    conflict.target = unit.target;
    conflict.open = static_cast<int>(unit.end - unit.begin - pass.filled);
    add(std::move(conflict));
  }
#if SUDOKU_TRAVEL
  const bool pairs_clear = pair_boards_.usable() && pair_boards_.clear(cells);
  PairMarks found;  // the marks, when the plan has not read them (pair_boards_ could answer)
  const PairMarks& marks =
      marks_ready_ || pairs_clear ? marks_ : (found = pair_marks(rules_, size));
#else
  const bool pairs_clear = false;
  const PairMarks& marks = marks_;
#endif
  if (!pairs_clear)
    for_each_pair_conflict(cells, size, rules_, marks, [&](Rule rule, int a, int b) {
      Conflict conflict;
      conflict.rule = rule;
      conflict.digit = cells[static_cast<std::size_t>(a)];
      conflict.other_digit = cells[static_cast<std::size_t>(b)];
      conflict.cells = {a, b};
      add(std::move(conflict));
      return true;
    });
#if SUDOKU_TRAVEL
  if (!rules_.constraints.empty()) {
    judge_constraints({cells, shape_, rules_}, report, in_conflict,
                      sorted_ ? &constraints_ : nullptr);
  }
#endif
  for (std::size_t cell = 0; cell < in_conflict.size(); ++cell) {
    if (in_conflict[cell]) report.conflict_cells.push_back(static_cast<int>(cell));
  }
  return report;
}

bool RulePlan::holds(std::span<const std::uint8_t> cells) const {
  const int size = shape_.size();
  std::array<DigitMask, 3 * max_size> twice;  // (repeated_lines: no division per cell)
  if (repeated_lines(cells, shape_, rules_.regions.empty(), twice.data())) return false;
  const std::uint16_t* const table = cells_.data();
  for (std::size_t u = 0; u < first_cage_; ++u) {
    const PlanUnit& unit = units_[u];
    const DigitMask repeated = repeated_in(cells, table + unit.begin, table + unit.end);
    if (repeated != 0) return false;
  }
  for (std::size_t u = first_cage_; u < units_.size(); ++u) {
    const PlanUnit& unit = units_[u];
    const CagePass pass = cage_pass(cells, table + unit.begin, table + unit.end);
    if (pass.repeated != 0 || breaks_sum(static_cast<DigitMask>(unit.target), unit.end - unit.begin,
                                         pass.sum, pass.filled, pass.seen, size)) {
      return false;
    }
  }
  bool valid = true;
#if SUDOKU_TRAVEL
  const bool boards = pair_boards_.usable();
  if (boards) valid = pair_boards_.clear(cells);
#else
  const bool boards = false;
#endif
  if (!boards) {
    for_each_pair_conflict(cells, size, rules_, marks_, [&](Rule, int, int) {
      valid = false;
      return false;  // the first conflict is the answer
    });
  }
#if SUDOKU_TRAVEL
  if (valid && !rules_.constraints.empty())
    valid = constraints_hold({cells, shape_, rules_}, sorted_ ? &constraints_ : nullptr);
#endif
  return valid;
}

bool rules_hold(std::span<const std::uint8_t> cells, Shape shape, const Rules& rules) {
  return RulePlan(rules, shape).holds(cells);
}

}  // namespace detail

CheckResult check(const Board& board, const Rules& rules) {
  CheckResult result;
  if (rules.classic()) {
    result.report = check(board);
    return result;
  }
  if (auto error = validate_rules(rules, board.shape())) {
    result.error = std::move(*error);
    return result;
  }
  result.report = detail::RulePlan(rules, board.shape()).check(board.cells());
  return result;
}

std::optional<bool> is_valid(const Board& board, const Rules& rules) {
  if (rules.classic()) return is_valid(board);
  if (validate_rules(rules, board.shape())) return std::nullopt;
  return detail::rules_hold(board.cells(), board.shape(), rules);
}

}  // namespace sudoku
