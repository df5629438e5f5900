// The clues family of constraints (judge.hpp): clues outside the grid (little killers,
// sandwiches, X-sums, skyscrapers) here, marks on cells in marks.cpp. The row or column behind a
// sandwich, X-sum or skyscraper clue is a permutation of 1..N: that distinctness counts
// (judge.hpp's rule).
#include <algorithm>
#include <array>

#include "../characters.hpp"
#include "../subset_sums.hpp"
#include "search.hpp"

namespace sudoku::detail {
namespace {

using Line = std::vector<int>;

// Where an outside clue sits, as people say it: "above column 3", "left of row 5".
std::string clue_place(const Constraint& c, int n) {
  const long long row = c.clue_row + 1LL, col = c.clue_col + 1LL;
  const bool top = c.clue_row < 0, bottom = c.clue_row >= n;
  const bool left = c.clue_col < 0, right = c.clue_col >= n;
  if ((top || bottom) && (left || right)) {
    return format(
        top    ? left ? SUDOKU_MESSAGE("constraints.clues.top_left", "at the top left corner")
                      : SUDOKU_MESSAGE("constraints.clues.top_right", "at the top right corner")
           : left ? SUDOKU_MESSAGE("constraints.clues.bottom_left", "at the bottom left corner")
               : SUDOKU_MESSAGE("constraints.clues.bottom_right", "at the bottom right corner"),
        {});
  }
  if (top)
    return format(SUDOKU_MESSAGE("constraints.clues.above_column", "above column {0}"), {col});
  if (bottom)
    return format(SUDOKU_MESSAGE("constraints.clues.below_column", "below column {0}"), {col});
  if (left) return format(SUDOKU_MESSAGE("constraints.clues.left_row", "left of row {0}"), {row});
  if (right)
    return format(SUDOKU_MESSAGE("constraints.clues.right_row", "right of row {0}"), {row});
  return format(SUDOKU_MESSAGE("constraints.clues.at", "at {0}"),
                {cell_name(c.clue_row * n + c.clue_col, n)});
}

std::string clue_name(const char* kind, const Constraint& c, int n) {
  return format(SUDOKU_MESSAGE("constraints.clues.clue", "the {0} clue {1} {2}"),
                {kind, c.value, clue_place(c, n)});
}

// The digits a permutation of 1..N still needs on `line` (false when a digit is there twice).
bool missing_digits(const BoardView& board, const Line& line, DigitMask& missing, int& twice) {
  DigitMask seen = 0;
  for (int cell : line) {
    const int digit = board.at(cell);
    if (digit == 0) continue;
    if (seen & digit_bit(digit)) {
      twice = digit;
      return false;
    }
    seen |= digit_bit(digit);
  }
  missing = all_digits(board.size()) & ~seen;
  return true;
}

// ---- outside clues -------------------------------------------------------------------------

Judged judge_little_killer(const BoardView& board, const Constraint& c) {
  const int n = board.size();
  long long fixed = 0, empty = 0;
  for (int cell : c.lines[0]) {
    fixed += board.at(cell);
    empty += board.at(cell) == 0;
  }
  if (fixed + empty <= c.value && c.value <= fixed + empty * n) return {};
  const std::string name = clue_name("little killer", c, n);
  if (empty == 0)
    return broken(format(SUDOKU_MESSAGE("constraints.clues.adds_up_to", "{0} adds up to {1}"),
                         {name, fixed}));
  if (fixed + empty > c.value) {
    return broken(format(SUDOKU_MESSAGE("constraints.clues.already_needs_at_least",
                                        "{0} already needs at least {1}"),
                         {name, fixed + empty}));
  }
  return broken(
      format(SUDOKU_MESSAGE("constraints.clues.can_reach_at_most", "{0} can reach at most {1}"),
             {name, fixed + empty * n}));
}

Judged judge_sandwich(const BoardView& board, const Constraint& c, Steps& steps) {
  const int n = board.size();
  const Line& line = c.lines[0];
  const auto name = [&] { return clue_name("sandwich", c, n); };
  DigitMask missing = 0;
  int twice = 0;
  if (!missing_digits(board, line, missing, twice)) {
    return broken(format(SUDOKU_MESSAGE("constraints.clues.cannot_be_met_there_twice",
                                        "{0} cannot be met: {1} is there twice"),
                         {name(), twice}));
  }
  const SubsetSums sums(missing & ~digit_bit(1) & ~digit_bit(n), static_cast<std::size_t>(n),
                        c.value, [&](long long work) { return steps.spend(work); });
  if (!sums.decided()) return {Verdict::undecided, {}};
  const auto length = line.size();
  // Prefix counts of the fixed sum and of empty cells, so each (place of 1, place of N) is O(1).
  std::vector<long long> fixed(length + 1, 0), empty(length + 1, 0);
  for (std::size_t i = 0; i < length; ++i) {
    const int digit = board.at(line[i]);
    fixed[i + 1] = fixed[i] + (digit == 1 || digit == n ? 0 : digit);
    empty[i + 1] = empty[i] + (digit == 0);
  }
  const auto can_hold = [&](std::size_t i, int digit) {
    const int there = board.at(line[i]);
    return there == digit || (there == 0 && (missing & digit_bit(digit)) != 0);
  };
  for (std::size_t one = 0; one < length; ++one) {
    if (!can_hold(one, 1)) continue;
    for (std::size_t top = 0; top < length; ++top) {
      if (top == one || !can_hold(top, n)) continue;
      if (!steps.spend()) return {Verdict::undecided, {}};
      const std::size_t low = std::min(one, top) + 1, high = std::max(one, top);
      const long long inner_fixed = fixed[high] - fixed[low];
      const long long inner_empty = empty[high] - empty[low];
      if (sums.reaches(static_cast<int>(inner_empty), c.value - inner_fixed)) return {};
    }
  }
  std::size_t one = length, top = length;
  for (std::size_t i = 0; i < length; ++i) {
    if (board.at(line[i]) == 1) one = i;
    if (board.at(line[i]) == n) top = i;
  }
  if (one < length && top < length) {
    const std::size_t low = std::min(one, top) + 1, high = std::max(one, top);
    if (fixed[high] - fixed[low] > c.value) {
      return broken(format(SUDOKU_MESSAGE("constraints.clues.already_adds_up_to_between",
                                          "{0} already adds up to {1} between 1 and {2}"),
                           {name(), fixed[high] - fixed[low], n}));
    }
    if (empty[high] == empty[low]) {
      return broken(format(SUDOKU_MESSAGE("constraints.clues.adds_up_to_between_1",
                                          "{0} adds up to {1} between 1 and {2}"),
                           {name(), fixed[high] - fixed[low], n}));
    }
  }
  return broken(
      format(SUDOKU_MESSAGE("constraints.clues.cannot_be_met", "{0} cannot be met"), {name()}));
}

Judged judge_x_sum(const BoardView& board, const Constraint& c, Steps& steps) {
  const int n = board.size();
  const Line& line = c.lines[0];
  const auto name = [&] { return clue_name("X-sum", c, n); };
  DigitMask missing = 0;
  int twice = 0;
  if (!missing_digits(board, line, missing, twice)) {
    return broken(format(SUDOKU_MESSAGE("constraints.clues.cannot_be_met_there_twice",
                                        "{0} cannot be met: {1} is there twice"),
                         {name(), twice}));
  }
  const int first = board.at(line[0]);
  const DigitMask counts = first != 0 ? digit_bit(first) : missing;
  for (DigitMask left = counts; left != 0; left &= left - 1) {
    const int x = lowest_digit(left);
    long long fixed = x, empty = 0;
    for (std::size_t i = 1; i < static_cast<std::size_t>(x); ++i) {
      fixed += board.at(line[i]);
      empty += board.at(line[i]) == 0;
    }
    if (empty == 0) {
      if (fixed == c.value) return {};
      continue;
    }
    const SubsetSums sums(missing & ~digit_bit(x), static_cast<std::size_t>(empty), c.value - fixed,
                          [&](long long work) { return steps.spend(work); });
    if (!sums.decided()) return {Verdict::undecided, {}};
    if (sums.reaches(static_cast<int>(empty), c.value - fixed)) return {};
  }
  if (first != 0) {
    long long fixed = 0;
    bool full = true;
    for (std::size_t i = 0; i < static_cast<std::size_t>(first); ++i) {
      fixed += board.at(line[i]);
      full &= board.at(line[i]) != 0;
    }
    if (full) {
      return broken(format(SUDOKU_MESSAGE("constraints.clues.its_first_cells_add_up",
                                          "{0}: its first {1} cells add up to {2}"),
                           {name(), first, fixed}));
    }
    if (fixed > c.value) {
      return broken(format(SUDOKU_MESSAGE("constraints.clues.its_first_cells_already_add",
                                          "{0}: its first {1} cells already add up to {2}"),
                           {name(), first, fixed}));
    }
  }
  return broken(
      format(SUDOKU_MESSAGE("constraints.clues.cannot_be_met", "{0} cannot be met"), {name()}));
}

// Seen from the clue, the digits taller than every digit before them: a search along the line
// with the digits the permutation still needs, spent from Steps (exponential in the worst case).
class Skyline {
 public:
  Skyline(const BoardView& board, const Line& line, int target, DigitMask missing, Steps& steps)
      : board_(board), line_(line), target_(target), missing_(missing), steps_(steps) {}
  Verdict run() { return place(0, 0, 0); }

 private:
  Verdict place(std::size_t i, int tallest, int seen) {
    if (seen > target_) return Verdict::broken;
    const int n = board_.size();
    if (i == line_.size()) return seen == target_ ? Verdict::holds : Verdict::broken;
    if (tallest == n) return seen == target_ ? Verdict::holds : Verdict::broken;
    // At most one more per place left, and per digit taller than today's tallest.
    const auto places = static_cast<int>(line_.size() - i);
    int taller = std::popcount(missing_ & ~all_digits(tallest));
    for (std::size_t j = i; j < line_.size(); ++j) taller += board_.at(line_[j]) > tallest;
    if (seen + std::min(places, taller) < target_) return Verdict::broken;
    const int digit = board_.at(line_[i]);
    if (digit != 0) {
      return digit > tallest ? place(i + 1, digit, seen + 1) : place(i + 1, tallest, seen);
    }
    for (DigitMask left = missing_; left != 0; left &= left - 1) {
      if (!steps_.spend()) return Verdict::undecided;
      const int d = lowest_digit(left);
      missing_ &= ~digit_bit(d);
      const Verdict verdict = d > tallest ? place(i + 1, d, seen + 1) : place(i + 1, tallest, seen);
      missing_ |= digit_bit(d);
      if (verdict != Verdict::broken) return verdict;
    }
    return Verdict::broken;
  }
  const BoardView& board_;
  const Line& line_;
  int target_;
  DigitMask missing_;
  Steps& steps_;
};

Judged judge_skyscraper(const BoardView& board, const Constraint& c, Steps& steps) {
  const int n = board.size();
  const Line& line = c.lines[0];
  const auto name = [&] { return clue_name("skyscraper", c, n); };
  DigitMask missing = 0;
  int twice = 0;
  if (!missing_digits(board, line, missing, twice)) {
    return broken(format(SUDOKU_MESSAGE("constraints.clues.cannot_be_met_there_twice",
                                        "{0} cannot be met: {1} is there twice"),
                         {name(), twice}));
  }
  const Verdict verdict = Skyline(board, line, c.value, missing, steps).run();
  if (verdict != Verdict::broken) return {verdict, {}};
  if (missing == 0) {
    int tallest = 0, seen = 0;
    for (int cell : line) {
      if (board.at(cell) > tallest) tallest = board.at(cell), ++seen;
    }
    return broken(
        format(SUDOKU_MESSAGE("constraints.clues.sees_digits_rise", "{0} sees {1} digits rise"),
               {name(), seen}));
  }
  return broken(
      format(SUDOKU_MESSAGE("constraints.clues.cannot_be_met", "{0} cannot be met"), {name()}));
}

}  // namespace

Judged judge_clue_kind(const BoardView& board, std::size_t index, Steps& steps) {
  const Constraint& c = board.rules.constraints[index];
  switch (c.kind) {
    case ConstraintKind::little_killer:
      return judge_little_killer(board, c);
    case ConstraintKind::sandwich:
      return judge_sandwich(board, c, steps);
    case ConstraintKind::x_sum:
      return judge_x_sum(board, c, steps);
    case ConstraintKind::skyscraper:
      return judge_skyscraper(board, c, steps);
    case ConstraintKind::odd:
    case ConstraintKind::even:
    case ConstraintKind::minimum:
    case ConstraintKind::maximum:
    case ConstraintKind::quadruple:
    case ConstraintKind::clone:
    case ConstraintKind::row_indexer:
    case ConstraintKind::column_indexer:
    case ConstraintKind::box_indexer:
      return judge_cell_mark(board, c, steps);
    default:
      return {};
  }
}

}  // namespace sudoku::detail
