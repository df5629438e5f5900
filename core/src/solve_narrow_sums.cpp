// The general search's narrowing by sums (solve_narrow.cpp says what each kind narrows): the
// cells of a sum taken as groups of distinct digits, the exact sums cells can reach, arrows and
// sandwiches.
#include <algorithm>
#include <bit>

#include "solve_search.hpp"

namespace sudoku::detail {

// Cells that add up to between `low` and `high`, taken in groups of cells that all see one
// another (so hold distinct digits; each cell its own group on boards beyond 16×16): each cell
// keeps the digits that leave its group's other cells distinct digits and, with the other groups'
// least and most sums, room for the total.
bool GeneralSearch::narrow_sum(std::span<const int> cells, long long low, long long high) {
  if (!group_sum(cells)) return false;
  if (sum_least_ > high || sum_most_ < low) return false;
  const std::size_t groups = group_least_.size();
  for (std::size_t g = 0; g < groups; ++g) {
    const auto members = std::span<const int>(group_cells_)
                             .subspan(group_start_[g], group_start_[g + 1] - group_start_[g]);
    const long long rest_least = sum_least_ - group_least_[g],
                    rest_most = sum_most_ - group_most_[g];
    const int others = static_cast<int>(members.size()) - 1;
    for (const int cell : members) {
      DigitMask free = 0;
      for (const int other : members) {
        if (other != cell) free |= domain(other);
      }
      DigitMask allowed = 0;
      for (DigitMask d = domain(cell); d != 0; d &= d - 1) {
        const int digit = std::countr_zero(d) + 1;
        const SumRange range = sum_range(free & ~digit_bit(digit), others);
        if (range.possible && digit + range.least + rest_least <= high &&
            digit + range.most + rest_most >= low)
          allowed |= digit_bit(digit);
      }
      if (!keep(cell, allowed)) return false;
    }
  }
  return true;
}

// The sums `cells` can reach, repeats allowed, as a set (bit s: the sum s), sums above 63 left out
// (none comes back below). `skip`: a place in `cells` to leave out, or cells.size().
std::uint64_t GeneralSearch::reachable(std::span<const int> cells, std::size_t skip) const {
  std::uint64_t reach = 1;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (i == skip) continue;
    std::uint64_t next = 0;
    for (DigitMask d = domain(cells[i]); d != 0; d &= d - 1) {
      const int digit = std::countr_zero(d) + 1;
      if (digit < 64) next |= reach << digit;
    }
    reach = next;
  }
  return reach;
}

// Cells whose sum is one of `sums` (bit s: the sum s, s < 64): each keeps the digits that, with
// a sum the others can reach, make one of them. Returns the sums the cells can still reach among
// `sums`, 0 at a dead end.
std::uint64_t GeneralSearch::narrow_reach(std::span<const int> cells, std::uint64_t sums) {
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const std::uint64_t others = reachable(cells, i);
    DigitMask allowed = 0;
    for (DigitMask d = domain(cells[i]); d != 0; d &= d - 1) {
      const int digit = std::countr_zero(d) + 1;
      if (digit < 64 && ((others << digit) & sums) != 0) allowed |= digit_bit(digit);
    }
    if (!keep(cells[i], allowed)) return 0;
  }
  return reachable(cells, cells.size()) & sums;
}

// The groups of `cells` (each cell joins the first group whose cells it all sees) and the least
// and most each group's distinct digits add up to, in group_*_ and sum_least_, sum_most_; false
// when a group cannot hold distinct digits.
bool GeneralSearch::group_sum(std::span<const int> cells) {
  group_cells_.clear();
  group_start_.clear();
  group_least_.clear();
  group_most_.clear();
  group_of_.assign(cells.size(), 0);
  std::size_t groups = 0;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    std::size_t g = 0;
    for (; g < groups; ++g) {
      bool sees_all = true;
      for (std::size_t j = 0; j < i && sees_all; ++j)
        sees_all = group_of_[j] != g || sees(cells[i], cells[j]);
      if (sees_all) break;
    }
    if (g == groups) ++groups;
    group_of_[i] = g;
  }
  sum_least_ = 0;
  sum_most_ = 0;
  for (std::size_t g = 0; g < groups; ++g) {
    group_start_.push_back(group_cells_.size());
    DigitMask digits = 0;
    int count = 0;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      if (group_of_[i] != g) continue;
      group_cells_.push_back(cells[i]);
      digits |= domain(cells[i]);
      ++count;
    }
    const SumRange range = sum_range(digits, count);
    if (!range.possible) return false;
    group_least_.push_back(range.least);
    group_most_.push_back(range.most);
    sum_least_ += range.least;
    sum_most_ += range.most;
  }
  group_start_.push_back(group_cells_.size());
  return true;
}

// An arrow: the circle's number within every shaft's range of sums, and each shaft within the
// circle's. A pill's digits are narrowed on boards up to 9×9 (each digit one decimal place).
bool GeneralSearch::narrow_arrow(const Constraint& c) {
  const std::vector<int>& circle = c.lines[0];
  if (circle.size() > 1 && units_.size > 9) return true;
  long long low = 0, high = 0;
  for (const int cell : circle) {
    const DigitMask d = domain(cell);
    low = low * 10 + std::countr_zero(d) + 1;
    high = high * 10 + 64 - std::countl_zero(d);
  }
  if (circle.size() == 1) low = std::countr_zero(domain(circle[0])) + 1;
  if (circle.size() == 1) high = 64 - std::countl_zero(domain(circle[0]));
  for (std::size_t k = 1; k < c.lines.size(); ++k) {
    if (!group_sum(c.lines[k])) return false;
    low = std::max(low, sum_least_);
    high = std::min(high, sum_most_);
  }
  if (low > high) return false;
  if (circle.size() == 1) {
    if (!keep(circle[0], all_digits(static_cast<int>(std::min<long long>(high, 64))) &
                             ~all_digits(static_cast<int>(std::min<long long>(low, 64)) - 1)))
      return false;
  } else {
    // Each pill digit d at place value w: d * w plus the others' least at most `high`, plus
    // their most at least `low`.
    long long least = 0, most = 0, w = 1;
    std::vector<long long> weight(circle.size());
    for (std::size_t j = circle.size(); j-- > 0; w *= 10) {
      weight[j] = w;
      const DigitMask d = domain(circle[j]);
      least += (std::countr_zero(d) + 1) * w;
      most += (64 - std::countl_zero(d)) * w;
    }
    for (std::size_t j = 0; j < circle.size(); ++j) {
      const DigitMask d = domain(circle[j]);
      const long long others_least = least - (std::countr_zero(d) + 1) * weight[j],
                      others_most = most - (64 - std::countl_zero(d)) * weight[j];
      DigitMask allowed = 0;
      for (int digit = 1; digit <= units_.size; ++digit) {
        if (digit * weight[j] + others_least <= high && digit * weight[j] + others_most >= low)
          allowed |= digit_bit(digit);
      }
      if (!keep(circle[j], allowed)) return false;
    }
  }
  for (std::size_t k = 1; k < c.lines.size(); ++k) {
    if (!narrow_sum(c.lines[k], low, high)) return false;
  }
  // A circle of one cell, on boards up to 62×62: the circle's digit is a sum every shaft can
  // reach exactly, and each shaft's digits make one of the circle's.
  if (circle.size() == 1 && units_.size <= 62) {
    std::uint64_t sums = std::uint64_t{domain(circle[0])} << 1;
    for (std::size_t k = 1; k < c.lines.size() && sums != 0; ++k)
      sums &= narrow_reach(c.lines[k], sums);
    if (!keep(circle[0], static_cast<DigitMask>(sums >> 1))) return false;
  }
  return true;
}

// A sandwich clue's row or column holds each digit once: the places of 1 and N whose cells
// between can still add up to the clue (distinct digits of 2..N-1, within each cell's range)
// are the only places left for them; with one such pair, the cells between add up to it.
bool GeneralSearch::narrow_sandwich(const Constraint& c) {
  const std::vector<int>& line = c.lines[0];
  const int n = units_.size;
  const DigitMask ends = digit_bit(1) | digit_bit(n);
  const auto length = static_cast<int>(line.size());
  // Prefix sums of each cell's least and most digit other than 1 and N.
  sandwich_least_.assign(line.size() + 1, 0);
  sandwich_most_.assign(line.size() + 1, 0);
  for (int i = 0; i < length; ++i) {
    const DigitMask inner = domain(line[static_cast<std::size_t>(i)]) & ~ends;
    const auto at = static_cast<std::size_t>(i);
    sandwich_least_[at + 1] = sandwich_least_[at] + (inner ? std::countr_zero(inner) + 1 : n);
    sandwich_most_[at + 1] = sandwich_most_[at] + (inner ? 64 - std::countl_zero(inner) : 0);
  }
  DigitMask ones = 0, tops = 0;  // (bit i: place i of the line)
  int pairs = 0, only_low = 0, only_high = 0;
  for (int one = 0; one < length; ++one) {
    if ((domain(line[static_cast<std::size_t>(one)]) & digit_bit(1)) == 0) continue;
    for (int top = 0; top < length; ++top) {
      if (top == one || (domain(line[static_cast<std::size_t>(top)]) & digit_bit(n)) == 0) continue;
      const int low = std::min(one, top) + 1, high = std::max(one, top), k = high - low;
      // k distinct digits of 2..N-1 add up to between 2+..+(k+1) and (N-k)+..+(N-1).
      const long long least =
          std::max<long long>(static_cast<long long>(k) * (k + 3) / 2,
                              sandwich_least_[static_cast<std::size_t>(high)] -
                                  sandwich_least_[static_cast<std::size_t>(low)]);
      const long long most = std::min<long long>(static_cast<long long>(k) * (2 * n - k - 1) / 2,
                                                 sandwich_most_[static_cast<std::size_t>(high)] -
                                                     sandwich_most_[static_cast<std::size_t>(low)]);
      if (k > n - 2 || c.value < least || c.value > most) continue;
      ones |= DigitMask{1} << one;
      tops |= DigitMask{1} << top;
      ++pairs;
      only_low = low, only_high = high;
    }
  }
  if (pairs == 0) return false;
  for (int i = 0; i < length; ++i) {
    DigitMask banned = 0;
    if ((ones >> i & 1) == 0) banned |= digit_bit(1);
    if ((tops >> i & 1) == 0) banned |= digit_bit(n);
    if (banned != 0 && !keep(line[static_cast<std::size_t>(i)], ~banned)) return false;
  }
  if (pairs == 1 && only_high > only_low) {
    const std::span<const int> inner(line.data() + only_low, line.data() + only_high);
    for (const int cell : inner) {
      if (!keep(cell, ~ends)) return false;
    }
    if (!narrow_sum(inner, c.value, c.value)) return false;
  }
  return true;
}

}  // namespace sudoku::detail
