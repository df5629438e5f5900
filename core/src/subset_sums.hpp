// Subset sums of a digit set: which sums `count` different digits of the set add up to. One
// table of sums per count, one digit at a time; the killer cage's partial sum (check_rules.cpp)
// and the sandwich and X-sum clues (constraints/clues.cpp) both read it.
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "conflicts.hpp"

namespace sudoku::detail {

/// The sums 0..max_sum reached by up to `max_count` different digits of `digits`, per count.
/// `spend(work)` is told the work of each digit before it is added and may refuse it (a work
/// bound): the table is then not `decided()`.
class SubsetSums {
 public:
  template <class Spend>
  SubsetSums(DigitMask digits, std::size_t max_count, long long max_sum, Spend spend) {
    max_sum_ = std::max(max_sum, 0LL);
    words_ = static_cast<std::size_t>(max_sum_ / 64) + 1;
    rows_ = std::min(static_cast<std::size_t>(std::popcount(digits)), max_count) + 1;
    bits_.assign(rows_ * words_, 0);
    bits_[0] = 1;  // no digits: sum 0
    std::size_t taken = 0;
    for (; digits != 0; digits &= digits - 1) {
      const int digit = std::countr_zero(digits) + 1;
      if (digit > max_sum_) break;
      taken = std::min(taken + 1, rows_ - 1);
      decided_ = spend(static_cast<long long>(taken * words_));
      if (!decided_) return;
      for (std::size_t k = taken; k > 0; --k) add_digit(k, digit);
    }
  }
  SubsetSums(DigitMask digits, std::size_t max_count, long long max_sum)
      : SubsetSums(digits, max_count, max_sum, [](long long) { return true; }) {}

  [[nodiscard]] bool decided() const noexcept { return decided_; }
  /// True when `count` different digits of the set add up to `sum`.
  [[nodiscard]] bool reaches(long long count, long long sum) const noexcept {
    if (count < 0 || static_cast<std::size_t>(count) >= rows_ || sum < 0 || sum > max_sum_) {
      return false;
    }
    const auto s = static_cast<std::size_t>(sum);
    return (bits_[static_cast<std::size_t>(count) * words_ + s / 64] >> (s % 64) & 1) != 0;
  }

 private:
  // Row k gains row k-1 shifted by the digit.
  void add_digit(std::size_t k, int digit) noexcept {
    const std::uint64_t* from = bits_.data() + (k - 1) * words_;
    std::uint64_t* to = bits_.data() + k * words_;
    const auto whole = static_cast<std::size_t>(digit / 64);
    const int part = digit % 64;
    for (std::size_t w = words_; w-- > whole;) {
      std::uint64_t word = from[w - whole] << part;
      if (part != 0 && w > whole) word |= from[w - whole - 1] >> (64 - part);
      to[w] |= word;
    }
  }
  long long max_sum_ = 0;
  std::size_t words_ = 0, rows_ = 0;
  std::vector<std::uint64_t> bits_;
  bool decided_ = true;
};

}  // namespace sudoku::detail
