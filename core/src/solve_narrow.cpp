// The constraints' narrowing only removes a digit that no filling of the constraint's own cells
// within their candidates can use (each kind's rule alone, as the referee judges it, and looser):
// thermometers by bounds along each line, arrows and little killers by sum ranges (the cells that
// see one another, renban cells among them, taken as groups of distinct digits) and by the exact
// sums their cells can reach (a one-cell circle, a clue below 64), dots and XV by
// the digits each partner can pair with, odd and even, minimum and maximum against their
// neighbours, clones and palindromes by equal cells, between lines by their ends' pairs, renban by
// the runs of digits every cell can meet, whispers by the digits far enough from a neighbour's,
// sandwiches by the places of 1 and N whose cells between can reach the clue, a full quadruple by
// its digits, and once a node each quadruple digit leaves the cells that see all its places. The
// kinds without one (x-sums, skyscrapers, the indexers, zippers, region sums, entropic and modular
// lines) and the negative rules are left to the referee, which still judges every node.
//
// This file: the queue, the dispatch per kind, the cages, quadruples, equal cells, thermometers
// and the lines of neighbours (between, renban, whispers); solve_narrow_sums.cpp: the sums.
#include <algorithm>
#include <array>
#include <bit>

#include "solve_search.hpp"

namespace sudoku::detail {

// Runs the queued cages and constraints until none is left; false at a dead end.
bool GeneralSearch::run_queue() {
  const auto cages = static_cast<int>(units_.sum_cages.size());
  while (!queue_.empty()) {
    const int item = queue_.back();
    queue_.pop_back();
    queued_[static_cast<std::size_t>(item)] = 0;
    if (item < cages) {
      const SumCage& cage = units_.sum_cages[static_cast<std::size_t>(item)];
      if (!narrow_cage(cage)) return blame(cage.cells);
      continue;
    }
    const Narrowing& plan = narrowing_[static_cast<std::size_t>(item - cages)];
    if (!narrow(plan)) {
      for (const auto& line : plan.c->lines) blame(line);
      return false;
    }
  }
  return true;
}

bool GeneralSearch::narrow(const Narrowing& plan) {
  const Constraint& c = *plan.c;
  switch (c.kind) {
    case ConstraintKind::odd:
    case ConstraintKind::even:
      return keep(c.lines[0][0], plan.mask);
    case ConstraintKind::minimum:
    case ConstraintKind::maximum: {
      const int cell = c.lines[0][0];
      const bool minimum = c.kind == ConstraintKind::minimum;
      for (const int other : plan.neighbours) {
        // minimum: cell < other; maximum: cell > other.
        const DigitMask mine = domain(cell), theirs = domain(other);
        const int their_most = 64 - std::countl_zero(theirs),
                  their_least = std::countr_zero(theirs) + 1;
        if (!keep(cell, minimum ? all_digits(their_most - 1) : ~all_digits(their_least)))
          return false;
        const int my_least = std::countr_zero(mine) + 1, my_most = 64 - std::countl_zero(mine);
        if (!keep(other, minimum ? ~all_digits(my_least) : all_digits(my_most - 1))) return false;
      }
      return true;
    }
    case ConstraintKind::kropki_white:
    case ConstraintKind::kropki_black:
    case ConstraintKind::xv: {
      const int a = c.lines[0][0], b = c.lines[0][1];
      const auto partners = [&](DigitMask d) {
        DigitMask out = 0;
        for (; d != 0; d &= d - 1)
          out |= plan.partner[static_cast<std::size_t>(std::countr_zero(d))];
        return out;
      };
      return keep(a, partners(domain(b))) && keep(b, partners(domain(a)));
    }
    case ConstraintKind::thermometer:
    case ConstraintKind::slow_thermometer:
      for (const auto& line : c.lines) {
        if (!narrow_thermometer(line, c.kind == ConstraintKind::slow_thermometer)) return false;
      }
      return true;
    case ConstraintKind::arrow:
      return narrow_arrow(c);
    case ConstraintKind::little_killer:
      if (!narrow_sum(c.lines[0], c.value, c.value)) return false;
      return c.value >= 64 || narrow_reach(c.lines[0], std::uint64_t{1} << c.value) != 0;
    case ConstraintKind::sandwich:
      return narrow_sandwich(c);
    case ConstraintKind::renban:
      return narrow_renban(c.lines[0]);
    case ConstraintKind::whispers:
      return narrow_whispers(c.lines[0], c.value != 0 ? c.value : (units_.size + 1) / 2);
    case ConstraintKind::between:
      return narrow_between(c.lines[0]);
    case ConstraintKind::palindrome: {
      const auto& line = c.lines[0];
      for (std::size_t k = 0, j = line.size() - 1; k < j; ++k, --j) {
        if (!narrow_equal(line[k], line[j])) return false;
      }
      return true;
    }
    case ConstraintKind::clone:
      for (std::size_t k = 0; k < c.lines[0].size() && k < c.lines[1].size(); ++k) {
        if (!narrow_equal(c.lines[0][k], c.lines[1][k])) return false;
      }
      return true;
    case ConstraintKind::quadruple: {
      // As many digits as cells: every cell holds one of them.
      if (c.digits.size() != c.lines[0].size()) return true;
      DigitMask digits = 0;
      for (const int digit : c.digits) {
        if (digit >= 1 && digit <= units_.size) digits |= digit_bit(digit);
      }
      for (const int cell : c.lines[0]) {
        if (!keep(cell, digits)) return false;
      }
      return true;
    }
    default:
      return true;
  }
}

// What the cage's sum leaves each of its open cells, from what the others can still take.
bool GeneralSearch::narrow_cage(const SumCage& cage) {
  long long sum = 0;
  DigitMask placed = 0;
  empty_.clear();
  for (int cell : cage.cells) {
    if (const int digit = digits_[static_cast<std::size_t>(cell)]) {
      sum += digit;
      placed |= digit_bit(digit);
    } else {
      empty_.push_back(cell);
    }
  }
  if (empty_.empty()) return sum == cage.target;
  const int empty = static_cast<int>(empty_.size());
  for (std::size_t k = 0; k < empty_.size(); ++k) {
    DigitMask others = 0;
    for (std::size_t j = 0; j < empty_.size(); ++j) {
      if (j != k) others |= candidates_[static_cast<std::size_t>(empty_[j])];
    }
    const DigitMask allowed = empty == 1
                                  ? (sum < cage.target && cage.target - sum <= units_.size
                                         ? digit_bit(static_cast<int>(cage.target - sum))
                                         : 0)
                                  : cage_sum_allows(cage, sum, placed, empty, others, units_.size);
    if (!remove(empty_[k], ~allowed)) return false;
  }
  // The digits in every set of distinct digits the empty cells can take that makes the sum (up to
  // 12 digits to choose from) are in the cage: a cell that sees all their places there loses them.
  DigitMask free = 0;
  for (const int cell : empty_) free |= candidates_[static_cast<std::size_t>(cell)];
  free &= ~placed;
  if (peer_words_ == 0 || empty < 2 || std::popcount(free) > 12) return true;
  DigitMask required = all_;
  bool any = false;
  const auto choose = [&](auto& self, DigitMask from, int count, long long left,
                          DigitMask chosen) -> void {
    if (count == 0) {
      if (left == 0) required &= chosen, any = true;
      return;
    }
    for (DigitMask rest = from; rest != 0; rest &= rest - 1) {
      const int digit = std::countr_zero(rest) + 1;
      if (digit > left) return;
      self(self, rest & (rest - 1), count - 1, left - digit, chosen | digit_bit(digit));
    }
  };
  choose(choose, free, empty, cage.target - sum, 0);
  if (!any) return blame(cage.cells);
  for (DigitMask left = required; left != 0; left &= left - 1) {
    const DigitMask bit = left & (0 - left);
    std::array<int, 64> places{};
    std::size_t k = 0;
    for (const int cell : empty_) {
      if ((candidates_[static_cast<std::size_t>(cell)] & bit) != 0) places[k++] = cell;
    }
    if (k == 0) return false;
    if (!eliminate_seen(std::span<const int>(places.data(), k), bit)) return false;
  }
  return true;
}

// A digit that must go in one of `holders` (open cells that can take it) leaves every cell that
// sees all of them.
bool GeneralSearch::eliminate_seen(std::span<const int> holders, DigitMask bit) {
  std::array<std::uint64_t, 4> common{};
  common.fill(~std::uint64_t{0});
  for (const int cell : holders) {
    for (std::size_t w = 0; w < peer_words_; ++w)
      common[w] &= peer_bits_[static_cast<std::size_t>(cell) * peer_words_ + w];
  }
  for (std::size_t w = 0; w < peer_words_; ++w) {
    for (std::uint64_t m = common[w]; m != 0; m &= m - 1) {
      const int cell = static_cast<int>(w * 64) + std::countr_zero(m);
      if (!remove(cell, bit)) return false;
    }
  }
  return true;
}

// A quadruple's digit (named once, not yet placed in it) goes in one of its cells that can take
// it: every cell that sees all of those loses it.
bool GeneralSearch::quadruple_places() {
  if (peer_words_ == 0) return true;
  for (const Narrowing& plan : narrowing_) {
    const Constraint& c = *plan.c;
    if (c.kind != ConstraintKind::quadruple) continue;
    for (const int digit : c.digits) {
      if (digit < 1 || digit > units_.size ||
          std::count(c.digits.begin(), c.digits.end(), digit) != 1)
        continue;
      const DigitMask bit = digit_bit(digit);
      std::array<int, 4> open{};
      std::size_t k = 0;
      bool placed = false;
      for (const int cell : c.lines[0]) {
        placed = placed || digits_[static_cast<std::size_t>(cell)] == digit;
        if (k < 4 && (candidates_[static_cast<std::size_t>(cell)] & bit) != 0) open[k++] = cell;
      }
      if (placed || k == 0) continue;
      if (!eliminate_seen(std::span<const int>(open.data(), k), bit)) return false;
    }
  }
  return true;
}

bool GeneralSearch::narrow_equal(int a, int b) {
  const DigitMask both = domain(a) & domain(b);
  return keep(a, both) && keep(b, both);
}

// Along a thermometer's line from the bulb: each cell above the least its predecessor can hold
// (at least it, when slow), and below the most its successor can.
bool GeneralSearch::narrow_thermometer(const std::vector<int>& line, bool slow) {
  const int step = slow ? 0 : 1;
  int least = 1 - step;
  for (const int cell : line) {
    if (!keep(cell, ~all_digits(least + step - 1))) return false;
    least = std::countr_zero(domain(cell)) + 1;
  }
  int most = units_.size + step;
  for (auto at = line.rbegin(); at != line.rend(); ++at) {
    if (!keep(*at, all_digits(most - step))) return false;
    most = 64 - std::countl_zero(domain(*at));
  }
  return true;
}

// A between line: the pairs of end digits that leave every inner cell a digit strictly between
// them; the ends keep the digits of such pairs, the inner cells what lies between some pair.
bool GeneralSearch::narrow_between(const std::vector<int>& line) {
  if (line.size() < 3) return true;
  const int a = line.front(), b = line.back();
  DigitMask ends_a = 0, ends_b = 0, inner = 0;
  for (DigitMask x = domain(a); x != 0; x &= x - 1) {
    for (DigitMask y = domain(b); y != 0; y &= y - 1) {
      const int dx = std::countr_zero(x) + 1, dy = std::countr_zero(y) + 1;
      const int lo = std::min(dx, dy), hi = std::max(dx, dy);
      if (hi - lo < 2) continue;
      const DigitMask inside = all_digits(hi - 1) & ~all_digits(lo);
      bool fits = true;
      for (std::size_t k = 1; k + 1 < line.size() && fits; ++k)
        fits = (domain(line[k]) & inside) != 0;
      if (!fits) continue;
      ends_a |= digit_bit(dx);
      ends_b |= digit_bit(dy);
      inner |= inside;
    }
  }
  if (!keep(a, ends_a) || !keep(b, ends_b)) return false;
  for (std::size_t k = 1; k + 1 < line.size(); ++k) {
    if (!keep(line[k], inner)) return false;
  }
  return true;
}

// A renban line of m cells holds a run of m consecutive digits: only the runs every cell can
// meet are left.
bool GeneralSearch::narrow_renban(const std::vector<int>& line) {
  const int m = static_cast<int>(line.size());
  DigitMask allowed = 0, required = all_;
  for (int start = 1; start + m - 1 <= units_.size; ++start) {
    const DigitMask run = all_digits(start + m - 1) & ~all_digits(start - 1);
    if (std::all_of(line.begin(), line.end(), [&](int cell) { return (domain(cell) & run) != 0; }))
      allowed |= run, required &= run;
  }
  for (const int cell : line) {
    if (!keep(cell, allowed)) return false;
  }
  // A digit every run left holds is on the line: a cell that sees all its places there loses it.
  if (peer_words_ == 0 || m > 64 || allowed == 0) return true;
  for (DigitMask left = required; left != 0; left &= left - 1) {
    const DigitMask bit = left & (0 - left);
    std::array<int, 64> places{};
    std::size_t k = 0;
    bool placed = false;
    for (const int cell : line) {
      const int digit = digits_[static_cast<std::size_t>(cell)];
      placed = placed || (digit != 0 && digit_bit(digit) == bit);
      if ((candidates_[static_cast<std::size_t>(cell)] & bit) != 0) places[k++] = cell;
    }
    if (placed) continue;
    if (k == 0) return false;
    if (!eliminate_seen(std::span<const int>(places.data(), k), bit)) return false;
  }
  return true;
}

// Whispers: each cell keeps the digits at least `apart` from some digit of each neighbour's.
bool GeneralSearch::narrow_whispers(const std::vector<int>& line, int apart) {
  const auto far_from = [&](DigitMask d) {
    DigitMask far = 0;
    for (int digit = 1; digit <= units_.size; ++digit) {
      // Some neighbour digit at most digit - apart, or at least digit + apart.
      const DigitMask below = digit - apart >= 1 ? all_digits(digit - apart) : 0;
      const DigitMask above = digit + apart <= units_.size ? ~all_digits(digit + apart - 1) : 0;
      if ((d & (below | above)) != 0) far |= digit_bit(digit);
    }
    return far;
  };
  for (std::size_t k = 0; k < line.size(); ++k) {
    DigitMask allowed = all_;
    if (k > 0) allowed &= far_from(domain(line[k - 1]));
    if (k + 1 < line.size()) allowed &= far_from(domain(line[k + 1]));
    if (!keep(line[k], allowed)) return false;
  }
  return true;
}

}  // namespace sudoku::detail
