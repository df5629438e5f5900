// check and is_valid with variant rules: one scan over the filled cells with a seen set per unit
// (the tutorial's scan, with more units), cage sums in the same scan, the pair rules beside it.
#include <algorithm>
#include <array>
#include <bit>

#include "rule_units.hpp"
#include "subset_sums.hpp"
#if SUDOKU_TRAVEL
#include "constraints/judge.hpp"
#endif
#include "sudoku/sudoku.hpp"

namespace sudoku {
namespace detail {
namespace {

// Ascending order for a list of at most N cells (N <= 64): insertion sort, a fraction of
// std::sort's code in wasm.
void sort_cells(std::vector<int>& cells) noexcept {
  for (std::size_t i = 1; i < cells.size(); ++i) {
    const int cell = cells[i];
    std::size_t j = i;
    for (; j > 0 && cells[j - 1] > cell; --j) cells[j] = cells[j - 1];
    cells[j] = cell;
  }
}

}  // namespace

RuleUnits::RuleUnits(Shape shape, const Rules& rules)
    : shape_(shape),
      size_(shape.size()),
      regions_(rules.regions),
      rules_(rules),
      main_diagonal_(rules.main_diagonal),
      anti_diagonal_(rules.anti_diagonal),
      disjoint_groups_(rules.disjoint_groups) {
  for (int col = 0; col < size_; ++col) {
    stack_of_col_[static_cast<std::size_t>(col)] = col / shape.box_cols;
    col_in_box_[static_cast<std::size_t>(col)] = col % shape.box_cols;
  }
  extra_base_ = 3 * size_ + 2;
  group_base_ = extra_base_ + static_cast<int>(rules.extra_regions.size());
  cage_base_ = group_base_ + size_;
  cage_count_ = static_cast<int>(rules.cages.size());
  const auto cell_count = static_cast<std::size_t>(size_) * static_cast<std::size_t>(size_);
  // One buffer: where each cell's lists start (cell_count + 1 entries), then the lists. Counted
  // first, each entry ends up at the end of its cell's range, and placing moves it to the start
  // (the order of a cell's units does not matter to the scan).
  std::size_t memberships = 0;
  for (const auto& cells : rules.extra_regions) memberships += cells.size();
  for (const Cage& cage : rules.cages) memberships += cage.cells.size();
  listed_.assign(cell_count + 1 + memberships, 0);
  listed_begin_ = listed_.data();
  listed_units_ = listed_.data() + cell_count + 1;
  for (const auto& cells : rules.extra_regions) {
    for (int cell : cells) ++listed_begin_[cell];
  }
  for (const Cage& cage : rules.cages) {
    for (int cell : cage.cells) ++listed_begin_[cell];
  }
  for (std::size_t cell = 1; cell <= cell_count; ++cell)
    listed_begin_[cell] += listed_begin_[cell - 1];
  const auto place = [&](const std::vector<int>& cells, int unit) {
    for (int cell : cells) listed_units_[--listed_begin_[cell]] = static_cast<std::uint32_t>(unit);
  };
  for (std::size_t k = 0; k < rules.extra_regions.size(); ++k) {
    place(rules.extra_regions[k], extra_base_ + static_cast<int>(k));
  }
  for (std::size_t k = 0; k < rules.cages.size(); ++k) {
    place(rules.cages[k].cells, cage_base_ + static_cast<int>(k));
  }
}

std::pair<Unit, int> RuleUnits::describe(int number) const noexcept {
  if (number < size_) return {Unit::row, number};
  if (number < 2 * size_) return {Unit::column, number - size_};
  if (number < 3 * size_) return {regions_.empty() ? Unit::box : Unit::region, number - 2 * size_};
  if (number < extra_base_) return {Unit::diagonal, number - 3 * size_};
  if (number < group_base_) return {Unit::extra_region, number - extra_base_};
  if (number < cage_base_) return {Unit::disjoint_group, number - group_base_};
  return {Unit::cage, number - cage_base_};
}

[[gnu::noinline]] void RuleUnits::cells_of(int number, std::vector<int>& out) const {
  out.clear();
  const auto [unit, index] = describe(number);
  const int cell_count = size_ * size_;
  switch (unit) {
    case Unit::row:
    case Unit::column:
    case Unit::box:
      out.resize(static_cast<std::size_t>(size_));
      unit_cells(unit, index, shape_, out.data());
      return;
    case Unit::region:
      for (int cell = 0; cell < cell_count; ++cell) {
        if (regions_[static_cast<std::size_t>(cell)] == index) out.push_back(cell);
      }
      return;
    case Unit::diagonal:
      for (int row = 0; row < size_; ++row) {
        out.push_back(row * size_ + (index == 0 ? row : size_ - 1 - row));
      }
      return;
    case Unit::disjoint_group: {
      const int top = index / shape_.box_cols, left = index % shape_.box_cols;
      for (int row = top; row < size_; row += shape_.box_rows) {
        for (int col = left; col < size_; col += shape_.box_cols) out.push_back(row * size_ + col);
      }
      return;
    }
    case Unit::extra_region:
      out = rules_.extra_regions[static_cast<std::size_t>(index)];
      break;
    case Unit::cage:
      out = rules_.cages[static_cast<std::size_t>(index)].cells;
      break;
  }
  sort_cells(out);
}

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

// A cage whose empty cells cannot take different digits, unused in the cage, that bring its sum
// to its target (a full cage: its sum is not the target).
bool breaks_sum(const Cage& cage, DigitMask sum, DigitMask filled, DigitMask seen,
                int size) noexcept {
  if (!cage.sum) return false;
  const auto target = static_cast<DigitMask>(*cage.sum);  // positive: validate_rules checked it
  if (sum > target) return true;
  const std::size_t open = cage.cells.size() - filled;
  if (open == 0) return sum != target;
  return !reaches_sum(~seen & all_digits(size), open, target - sum);
}

// The scan's state: per unit a seen set and its repeated digits, per cage the sum of its filled
// digits and their number. check() and is_valid() share it (one copy of the scan in wasm).
struct ScanState {
  std::vector<DigitMask> buffer;
  DigitMask *seen, *repeated, *cage_sum, *cage_filled;
};

// The scan over the units of validated rules; with `first_only`, stops at the first repeat and
// returns false.
[[gnu::noinline]] bool scan_units(const RuleUnits& units, std::span<const std::uint8_t> cells,
                                  std::size_t cage_count, bool first_only, ScanState& state) {
  const auto unit_count = static_cast<std::size_t>(units.count());
  state.buffer.assign(2 * unit_count + 2 * cage_count, 0);
  state.seen = state.buffer.data();
  state.repeated = state.seen + unit_count;
  state.cage_sum = state.repeated + unit_count;
  state.cage_filled = state.cage_sum + cage_count;
  const auto cage_base = static_cast<std::size_t>(units.cage_base());
  return units.scan(cells, [&](int unit, int digit) {
    const auto u = static_cast<std::size_t>(unit);
    const DigitMask bit = digit_bit(digit);
    const DigitMask repeat = state.seen[u] & bit;
    state.repeated[u] |= repeat;
    state.seen[u] |= bit;
    if (u >= cage_base) {
      state.cage_sum[u - cage_base] += static_cast<DigitMask>(digit);
      ++state.cage_filled[u - cage_base];
    }
    return !(first_only && repeat != 0);
  });
}

// Adds a conflict to the report and marks its cells (out of line: one copy of the push).
[[gnu::noinline]] void add_conflict(Report& report, std::vector<std::uint8_t>& in_conflict,
                                    Conflict&& conflict) {
  for (int cell : conflict.cells) in_conflict[static_cast<std::size_t>(cell)] = 1;
  report.conflicts.push_back(std::move(conflict));
}

}  // namespace
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
  const auto cells = board.cells();
  const detail::RuleUnits units(board.shape(), rules);
  detail::ScanState state;
  detail::scan_units(units, cells, rules.cages.size(), false, state);
  Report& report = result.report.emplace();
  report.shape = board.shape();
  std::vector<std::uint8_t> in_conflict(cells.size(), 0);
  std::vector<int> unit_cells;
  for (int unit = 0; unit < units.count(); ++unit) {
    detail::DigitMask digits = state.repeated[static_cast<std::size_t>(unit)];
    if (digits == 0) continue;
    units.cells_of(unit, unit_cells);
    const auto [kind, index] = units.describe(unit);
    for (; digits != 0; digits &= digits - 1) {
      const int digit = std::countr_zero(digits) + 1;
      std::vector<int> where;
      for (int cell : unit_cells) {
        if (cells[static_cast<std::size_t>(cell)] == digit) where.push_back(cell);
      }
      detail::add_conflict(report, in_conflict, Conflict(kind, index, digit, std::move(where)));
    }
  }
  for (std::size_t k = 0; k < rules.cages.size(); ++k) {
    const auto seen = state.seen[static_cast<std::size_t>(units.cage_base()) + k];
    if (!detail::breaks_sum(rules.cages[k], state.cage_sum[k], state.cage_filled[k], seen,
                            board.size())) {
      continue;
    }
    Conflict conflict;
    conflict.rule = Rule::cage_sum;
    conflict.unit = Unit::cage;
    conflict.index = static_cast<int>(k);
    conflict.cells = rules.cages[k].cells;
    detail::sort_cells(conflict.cells);
    conflict.sum = static_cast<int>(state.cage_sum[k]);
    conflict.target = *rules.cages[k].sum;
    conflict.open = static_cast<int>(rules.cages[k].cells.size() - state.cage_filled[k]);
    detail::add_conflict(report, in_conflict, std::move(conflict));
  }
  detail::for_each_pair_conflict(cells, board.size(), rules, [&](Rule rule, int a, int b) {
    Conflict conflict;
    conflict.rule = rule;
    conflict.digit = cells[static_cast<std::size_t>(a)];
    conflict.other_digit = cells[static_cast<std::size_t>(b)];
    conflict.cells = {a, b};
    detail::add_conflict(report, in_conflict, std::move(conflict));
    return true;
  });
#if SUDOKU_TRAVEL
  if (!rules.constraints.empty()) {
    detail::judge_constraints({cells, board.shape(), rules}, report, in_conflict);
  }
#endif
  for (std::size_t cell = 0; cell < in_conflict.size(); ++cell) {
    if (in_conflict[cell]) report.conflict_cells.push_back(static_cast<int>(cell));
  }
  return result;
}

namespace detail {

bool rules_hold(std::span<const std::uint8_t> cells, Shape shape, const Rules& rules) {
  const RuleUnits units(shape, rules);
  ScanState state;
  if (!scan_units(units, cells, rules.cages.size(), true, state)) return false;
  // The sums once the scan is over (a cage's cells need not come in reading order).
  for (std::size_t k = 0; k < rules.cages.size(); ++k) {
    const auto seen = state.seen[static_cast<std::size_t>(units.cage_base()) + k];
    if (breaks_sum(rules.cages[k], state.cage_sum[k], state.cage_filled[k], seen, shape.size())) {
      return false;
    }
  }
  bool valid = true;
  for_each_pair_conflict(cells, shape.size(), rules, [&](Rule, int, int) {
    valid = false;
    return false;  // the first conflict is the answer
  });
#if SUDOKU_TRAVEL
  if (valid && !rules.constraints.empty()) valid = constraints_hold({cells, shape, rules});
#endif
  return valid;
}

}  // namespace detail

std::optional<bool> is_valid(const Board& board, const Rules& rules) {
  if (rules.classic()) return is_valid(board);
  if (validate_rules(rules, board.shape())) return std::nullopt;
  return detail::rules_hold(board.cells(), board.shape(), rules);
}

}  // namespace sudoku
