// The lines along which digits relate (judge.hpp): renban, whispers, between, palindrome,
// zipper, region sum, entropic and modular lines, each judged over the digit sets of its cells in
// one pass or a closed form; the between line's middle by the bounded search.
#include <algorithm>
#include <array>

#include "../characters.hpp"
#include "search.hpp"

namespace sudoku::detail {
namespace {

using Line = std::vector<int>;

Judged judge_renban(const BoardView& board, const Line& line) {
  const int n = board.size();
  DigitMask seen = 0;
  for (int cell : line) {
    const int digit = board.at(cell);
    if (digit == 0) continue;
    if (seen & digit_bit(digit)) {
      return broken(format(SUDOKU_MESSAGE("constraints.set_lines.renban_line_from_holds_twice",
                                          "the renban line from {0} holds {1} twice"),
                           {from(board, line), digit}));
    }
    seen |= digit_bit(digit);
  }
  const auto length = static_cast<int>(line.size());
  if (length > n) {
    return broken(
        format(SUDOKU_MESSAGE("constraints.set_lines.renban_line_from_has_cells",
                              "the renban line from {0} has {1} cells, more than {2} digits"),
               {from(board, line), length, n}));
  }
  if (seen != 0 && highest_digit(seen) - lowest_digit(seen) > length - 1) {
    return broken(format(
        SUDOKU_MESSAGE("constraints.set_lines.renban_line_from_cannot_be",
                       "the renban line from {0} cannot be consecutive: {1} and {2} on {3} cells"),
        {from(board, line), lowest_digit(seen), highest_digit(seen), length}));
  }
  return {};
}

Judged judge_whispers(const BoardView& board, const Constraint& c) {
  const int n = board.size();
  const Line& line = c.lines[0];
  const int gap = c.value != 0 ? c.value : (n + 1) / 2;
  DigitMask reach = domain_of(board, line[0]);
  for (std::size_t i = 1; i < line.size() && reach != 0; ++i) {
    // A digit d follows some digit of `reach` when it is `gap` above its lowest or below its
    // highest.
    const DigitMask next = digits_between(lowest_digit(reach) + gap, n) |
                           digits_between(1, highest_digit(reach) - gap);
    reach = domain_of(board, line[i]) & next;
  }
  if (reach != 0) return {};
  const std::string name = format(
      SUDOKU_MESSAGE("constraints.set_lines.whispers_line_from", "the whispers line from {0}"),
      {from(board, line)});
  for (std::size_t i = 0; i < line.size(); ++i) {
    const int digit = board.at(line[i]);
    if (i > 0 && digit != 0 && board.at(line[i - 1]) != 0) {
      const int before = board.at(line[i - 1]);
      if (std::abs(digit - before) < gap) {
        return broken(format(SUDOKU_MESSAGE("constraints.set_lines.needs_neighbours_at_least_apart",
                                            "{0} needs neighbours at least {1} apart: {2} and {3}"),
                             {name, gap, before, digit}));
      }
    }
    if (digit != 0 && digit - gap < 1 && digit + gap > n) {
      return broken(
          format(SUDOKU_MESSAGE("constraints.set_lines.cannot_hold_at_no_digit",
                                "{0} cannot hold {1} at {2}: no digit up to {3} is {4} away"),
                 {name, digit, cell_name(line[i], n), n, gap}));
    }
  }
  return broken(format(SUDOKU_MESSAGE("constraints.set_lines.cannot_keep_neighbours_apart_between",
                                      "{0} cannot keep neighbours {1} apart between its digits"),
                       {name, gap}));
}

Judged judge_between(const BoardView& board, const Line& line, Steps& steps) {
  const int n = board.size();
  int inner_low = n + 1, inner_high = 0, inner_empty = 0;
  for (std::size_t i = 1; i + 1 < line.size(); ++i) {
    const int digit = board.at(line[i]);
    if (digit == 0) {
      ++inner_empty;
    } else {
      inner_low = std::min(inner_low, digit), inner_high = std::max(inner_high, digit);
    }
  }
  const auto fits = [&](int x, int y) {
    const int low = std::min(x, y), high = std::max(x, y);
    if (inner_high != 0 && (inner_low <= low || inner_high >= high)) return false;
    return inner_empty == 0 || high - low >= 2;
  };
  for (DigitMask left = domain_of(board, line.front()); left != 0; left &= left - 1) {
    for (DigitMask right = domain_of(board, line.back()); right != 0; right &= right - 1) {
      if (!steps.spend()) return {Verdict::undecided, {}};
      if (fits(lowest_digit(left), lowest_digit(right))) return {};
    }
  }
  const std::string name =
      format(SUDOKU_MESSAGE("constraints.set_lines.between_line_from", "the between line from {0}"),
             {from(board, line)});
  const int a = board.at(line.front()), b = board.at(line.back());
  if (a != 0 && b != 0) {
    const int low = std::min(a, b), high = std::max(a, b);
    for (std::size_t i = 1; i + 1 < line.size(); ++i) {
      const int digit = board.at(line[i]);
      if (digit != 0 && (digit <= low || digit >= high)) {
        return broken(format(SUDOKU_MESSAGE("constraints.set_lines.s_not_between_its_ends",
                                            "{0}: {1}'s {2} is not between its ends' {3} and {4}"),
                             {name, cell_name(line[i], n), digit, a, b}));
      }
    }
    return broken(format(SUDOKU_MESSAGE("constraints.set_lines.no_digit_fits_between_its",
                                        "{0}: no digit fits between its ends' {1} and {2}"),
                         {name, a, b}));
  }
  return broken(format(SUDOKU_MESSAGE("constraints.set_lines.no_ends_fit_around_its",
                                      "{0}: no ends fit around its digits from {1} to {2}"),
                       {name, inner_low, inner_high}));
}

Judged judge_palindrome(const BoardView& board, const Line& line) {
  const int n = board.size();
  for (std::size_t i = 0, j = line.size() - 1; i < j; ++i, --j) {
    const int a = board.at(line[i]), b = board.at(line[j]);
    if (a != 0 && b != 0 && a != b) {
      return broken(format(
          SUDOKU_MESSAGE("constraints.set_lines.palindrome_from_reads_one_way",
                         "the palindrome from {0} reads {1} one way and {2} the other ({3}, {4})"),
          {from(board, line), a, b, cell_name(line[i], n), cell_name(line[j], n)}));
    }
  }
  return {};
}

// Each pair at equal distance from the middle adds up to one sum, the centre of an odd line is
// that sum: every pair's (and the centre's) possible sums are an interval; they must meet.
Judged judge_zipper(const BoardView& board, const Line& line) {
  const int n = board.size();
  int low = 1, high = 2 * n;
  int full_low = 0, full_high = 0;  // two full pairs' sums, for the sentence
  for (std::size_t i = 0, j = line.size() - 1; i <= j; ++i, --j) {
    const int a = board.at(line[i]), b = board.at(line[j]);
    int pair_low = 0, pair_high = 0;
    if (i == j) {
      pair_low = a != 0 ? a : 1, pair_high = a != 0 ? a : n;
      if (line.size() == 1) pair_low = 1, pair_high = 2 * n;  // no pair: any digit
    } else {
      pair_low = (a != 0 ? a : 1) + (b != 0 ? b : 1);
      pair_high = (a != 0 ? a : n) + (b != 0 ? b : n);
      if (a != 0 && b != 0) {
        if (full_low == 0) full_low = a + b;
        if (a + b != full_low) full_high = a + b;
      }
    }
    low = std::max(low, pair_low), high = std::min(high, pair_high);
    if (j == 0) break;
  }
  if (low <= high) return {};
  const std::string name =
      format(SUDOKU_MESSAGE("constraints.set_lines.zipper_line_from", "the zipper line from {0}"),
             {from(board, line)});
  if (full_high != 0) {
    return broken(
        format(SUDOKU_MESSAGE("constraints.set_lines.cannot_balance_one_pair_adds",
                              "{0} cannot balance: one pair adds up to {1}, another to {2}"),
               {name, full_low, full_high}));
  }
  return broken(format(SUDOKU_MESSAGE("constraints.set_lines.cannot_give_every_pair_around",
                                      "{0} cannot give every pair around its middle the same sum"),
                       {name}));
}

int region_of(const BoardView& board, int cell) {
  const int n = board.size();
  if (!board.rules.regions.empty()) return board.rules.regions[static_cast<std::size_t>(cell)];
  return box_index(cell / n, cell % n, board.shape);
}

Judged judge_region_sum(const BoardView& board, const Line& line) {
  const int n = board.size();
  long long low = 0, high = 0, run_low = 0, run_high = 0;
  long long full_one = -1, full_other = -1;
  bool first = true, run_full = true;
  for (std::size_t i = 0; i <= line.size(); ++i) {
    if (i == line.size() || (i > 0 && region_of(board, line[i]) != region_of(board, line[i - 1]))) {
      if (run_full) {
        if (full_one < 0) full_one = run_low;
        if (run_low != full_one) full_other = run_low;
      }
      low = first ? run_low : std::max(low, run_low);
      high = first ? run_high : std::min(high, run_high);
      first = false;
      run_low = run_high = 0;
      run_full = true;
      if (i == line.size()) break;
    }
    const int digit = board.at(line[i]);
    run_low += digit != 0 ? digit : 1;
    run_high += digit != 0 ? digit : n;
    run_full &= digit != 0;
  }
  if (low <= high) return {};
  const std::string name = format(
      SUDOKU_MESSAGE("constraints.set_lines.region_sum_line_from", "the region sum line from {0}"),
      {from(board, line)});
  if (full_other >= 0) {
    return broken(
        format(SUDOKU_MESSAGE("constraints.set_lines.cannot_balance_one_box_adds",
                              "{0} cannot balance: one box adds up to {1}, another to {2}"),
               {name, full_one, full_other}));
  }
  return broken(format(SUDOKU_MESSAGE("constraints.set_lines.cannot_give_its_part_in",
                                      "{0} cannot give its part in every box the same sum"),
                       {name}));
}

// Entropic (low, middle, high) and modular (remainder mod 3) lines: every 3 neighbours hold one
// digit of each group, so the groups repeat every 3 cells and the first three differ (a line of
// two cells: two groups). Each place mod 3 allows the groups its digits are in; some order of
// the three groups must fit.
int group_of(ConstraintKind kind, int digit, int n) {
  if (kind == ConstraintKind::modular) return digit % 3;
  const int small = n / 3, large = (n + 2) / 3;
  const int low = n % 3 == 1 ? small : large;
  const int middle = n % 3 == 1 ? large : small;
  return digit <= low ? 0 : digit <= low + middle ? 1 : 2;
}

Judged judge_groups(const BoardView& board, const Constraint& c) {
  const int n = board.size();
  const Line& line = c.lines[0];
  std::array<int, 3> allowed{7, 7, 7};
  for (std::size_t i = 0; i < line.size(); ++i) {
    const int digit = board.at(line[i]);
    if (digit != 0) allowed[i % 3] &= 1 << group_of(c.kind, digit, n);
  }
  std::array<int, 3> order{0, 1, 2};
  do {
    bool fits = true;
    for (std::size_t r = 0; r < 3; ++r) fits &= (allowed[r] >> order[r] & 1) != 0;
    if (fits) return {};
  } while (std::next_permutation(order.begin(), order.end()));
  const bool entropic = c.kind == ConstraintKind::entropic;
  const std::string name = format(
      entropic
          ? SUDOKU_MESSAGE("constraints.set_lines.entropic_line_from", "the entropic line from {0}")
          : SUDOKU_MESSAGE("constraints.set_lines.modular_line_from", "the modular line from {0}"),
      {from(board, line)});
  for (std::size_t i = 0; i < line.size(); ++i) {
    for (std::size_t j = i + 1; j < line.size() && j < i + 3; ++j) {
      const int a = board.at(line[i]), b = board.at(line[j]);
      if (a != 0 && b != 0 && group_of(c.kind, a, n) == group_of(c.kind, b, n)) {
        static constexpr std::array<const char*, 3> groups{"low", "middle", "high"};
        if (entropic) {
          return broken(
              format(SUDOKU_MESSAGE("constraints.set_lines.holds_two_digits_within_3",
                                    "{0} holds two {1} digits within 3 cells: {2} and {3}"),
                     {name, groups[static_cast<std::size_t>(group_of(c.kind, a, n))], a, b}));
        }
        return broken(
            format(SUDOKU_MESSAGE(
                       "constraints.set_lines.holds_two_digits_one_remainder",
                       "{0} holds two digits of one remainder mod 3 within 3 cells: {1} and {2}"),
                   {name, a, b}));
      }
    }
  }
  return broken(format(
      entropic ? SUDOKU_MESSAGE("constraints.set_lines.cannot_hold_low_middle_and",
                                "{0} cannot hold a low, a middle and a high digit in every 3 cells")
               : SUDOKU_MESSAGE("constraints.set_lines.cannot_hold_every_remainder_mod",
                                "{0} cannot hold every remainder mod 3 in every 3 cells"),
      {name}));
}

}  // namespace

Judged judge_set_line(const BoardView& board, const Constraint& c, Steps& steps) {
  switch (c.kind) {
    case ConstraintKind::renban:
      return judge_renban(board, c.lines[0]);
    case ConstraintKind::whispers:
      return judge_whispers(board, c);
    case ConstraintKind::between:
      return judge_between(board, c.lines[0], steps);
    case ConstraintKind::palindrome:
      return judge_palindrome(board, c.lines[0]);
    case ConstraintKind::zipper:
      return judge_zipper(board, c.lines[0]);
    case ConstraintKind::region_sum:
      return judge_region_sum(board, c.lines[0]);
    case ConstraintKind::entropic:
    case ConstraintKind::modular:
      return judge_groups(board, c);
    default:
      return {};
  }
}

}  // namespace sudoku::detail
