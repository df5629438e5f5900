// The shared bounded search of the constraints' judges (judge.hpp): does some filling of one
// instance's cells satisfy it?
//
// The instance's cells are numbered 0..k-1 here; each has a digit set (a given cell one digit, an
// empty one 1..N). A kind supplies two functions:
// - prune(domains): narrows the sets without removing a digit that is part of some filling, and
//   is false when it sees that none exists (a set emptied, a given pair that cannot work);
// - accept(values): the constraint's rule on a full assignment of its cells.
// The search prunes, then tries each digit of the smallest open set in ascending order, every
// try spent from Steps. The answer is exact: prune only speeds it up, accept decides.
#pragma once

#include <bit>
#include <span>
#include <vector>

#include "../conflicts.hpp"
#include "judge.hpp"

namespace sudoku::detail {

/// The digits lo..hi as a set (empty when lo > hi), clamped to 1..64.
[[nodiscard]] constexpr DigitMask digits_between(int lo, int hi) noexcept {
  if (lo < 1) lo = 1;
  if (hi > 64) hi = 64;
  if (lo > hi) return 0;
  return all_digits(hi) & ~all_digits(lo - 1);
}

// The digit set of a cell: its digit, or every digit when it is empty.
[[nodiscard]] inline DigitMask domain_of(const BoardView& board, int cell) {
  const int digit = board.at(cell);
  return digit != 0 ? digit_bit(digit) : all_digits(board.size());
}

// Where a line starts, as people name it: "r7c1".
[[nodiscard]] inline std::string from(const BoardView& board, const std::vector<int>& line) {
  return cell_name(line.front(), board.size());
}

[[nodiscard]] inline int lowest_digit(DigitMask set) noexcept { return std::countr_zero(set) + 1; }
[[nodiscard]] inline int highest_digit(DigitMask set) noexcept {
  return 64 - std::countl_zero(set);
}

template <class Prune, class Accept>
class BoundedSearch {
 public:
  BoundedSearch(Prune& prune, Accept& accept, Steps& steps) noexcept
      : prune_(prune), accept_(accept), steps_(steps) {}

  /// holds when some filling within `domains` satisfies the instance, broken when none does,
  /// undecided when Steps ran out first.
  Verdict run(std::vector<DigitMask> domains) {
    count_ = domains.size();
    stack_ = std::move(domains);
    values_.assign(count_, 0);
    return level(0);
  }

 private:
  Verdict level(std::size_t depth) {
    std::span<DigitMask> domains(stack_.data() + depth * count_, count_);
    if (!prune_(domains)) return Verdict::broken;
    std::size_t pick = count_;
    int best = 65;
    for (std::size_t i = 0; i < count_; ++i) {
      const int size = std::popcount(domains[i]);
      if (size == 0) return Verdict::broken;
      if (size > 1 && size < best) best = size, pick = i;
    }
    if (pick == count_) {
      for (std::size_t i = 0; i < count_; ++i) values_[i] = lowest_digit(domains[i]);
      return accept_(std::span<const int>(values_)) ? Verdict::holds : Verdict::broken;
    }
    if (stack_.size() < (depth + 2) * count_) stack_.resize((depth + 2) * count_);
    for (DigitMask left = stack_[depth * count_ + pick]; left != 0; left &= left - 1) {
      if (!steps_.spend()) return Verdict::undecided;
      DigitMask* next = stack_.data() + (depth + 1) * count_;
      std::copy(stack_.data() + depth * count_, stack_.data() + (depth + 1) * count_, next);
      next[pick] = left & (~left + 1);
      const Verdict verdict = level(depth + 1);
      if (verdict != Verdict::broken) return verdict;
    }
    return Verdict::broken;
  }

  Prune& prune_;
  Accept& accept_;
  Steps& steps_;
  std::size_t count_ = 0;
  std::vector<DigitMask> stack_;  // one row of count_ sets per depth
  std::vector<int> values_;
};

/// The search over `domains` (see the top of this file).
template <class Prune, class Accept>
[[nodiscard]] Verdict bounded_search(std::vector<DigitMask> domains, Prune prune, Accept accept,
                                     Steps& steps) {
  BoundedSearch<Prune, Accept> search(prune, accept, steps);
  return search.run(std::move(domains));
}

}  // namespace sudoku::detail
