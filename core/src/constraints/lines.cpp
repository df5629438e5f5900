// The lines family of constraints (judge.hpp): thermometers, arrows, kropki dots, XV and the
// lines along which digits relate. Each judge is exact: a closed form or one pass over digit sets
// where the kind allows it (docs/core.md, "Constraints", says which), else the bounded search.
#include <algorithm>
#include <array>

#include "../characters.hpp"
#include "search.hpp"

namespace sudoku::detail {
namespace {

using Line = std::vector<int>;

// The digit set of a cell: its digit, or every digit when it is empty.
DigitMask domain_of(const BoardView& board, int cell) {
  const int digit = board.at(cell);
  return digit != 0 ? digit_bit(digit) : all_digits(board.size());
}

std::string from(const BoardView& board, const Line& line) {
  return cell_name(line.front(), board.size());
}

// The instance's distinct cells, and each line as places in that list.
struct Local {
  std::vector<int> cells;
  std::vector<std::vector<int>> lines;
};

Local localize(const Constraint& c) {
  Local local;
  for (const Line& line : c.lines) {
    auto& places = local.lines.emplace_back();
    for (int cell : line) {
      const auto found = std::find(local.cells.begin(), local.cells.end(), cell);
      places.push_back(static_cast<int>(found - local.cells.begin()));
      if (found == local.cells.end()) local.cells.push_back(cell);
    }
  }
  return local;
}

// ---- thermometers -------------------------------------------------------------------------

// Bounds along every line to a fixpoint; then the lowest digit of every set is a filling (each
// set's lowest digit is above its predecessor's), so a fixpoint with no empty set holds.
bool thermometer_fits(const BoardView& board, const Local& local, bool strict) {
  const int step = strict ? 1 : 0;
  std::vector<DigitMask> sets;
  for (int cell : local.cells) sets.push_back(domain_of(board, cell));
  for (bool changed = true; changed;) {
    changed = false;
    for (const auto& line : local.lines) {
      for (std::size_t i = 1; i < line.size(); ++i) {
        DigitMask& prev = sets[static_cast<std::size_t>(line[i - 1])];
        DigitMask& next = sets[static_cast<std::size_t>(line[i])];
        if (prev == 0 || next == 0) return false;
        const DigitMask up = next & digits_between(lowest_digit(prev) + step, 64);
        const DigitMask down = prev & digits_between(1, highest_digit(next) - step);
        changed |= up != next || down != prev;
        next = up, prev = down;
        if (prev == 0 || next == 0) return false;
      }
    }
  }
  return true;
}

// One line without branches: the lowest digit each place can hold, from the bulb, then the
// highest, from the tip; it fits when every place keeps a digit between the two. (A thermometer
// of more than 64 cells cannot rise on any board.)
bool chain_fits(const BoardView& board, const Line& line, bool strict) {
  const int step = strict ? 1 : 0, n = board.size();
  if (line.size() > 64) return !strict;
  std::array<int, 64> low{};
  int floor = 1;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const int digit = board.at(line[i]);
    if (digit != 0 && digit < floor) return false;
    low[i] = digit != 0 ? digit : floor;
    floor = low[i] + step;
  }
  int ceiling = n;
  for (std::size_t i = line.size(); i-- > 0;) {
    const int digit = board.at(line[i]);
    const int high = digit != 0 ? digit : ceiling;
    if (high > ceiling || high < low[i]) return false;
    ceiling = high - step;
  }
  return true;
}

std::string thermometer_words(const BoardView& board, const Constraint& c, bool strict) {
  const int n = board.size();
  const std::string name = (strict ? "the thermometer from " : "the slow thermometer from ") +
                           from(board, c.lines.front());
  for (const Line& line : c.lines) {
    const auto length = static_cast<int>(line.size());
    int last = -1;
    for (int i = 0; i < length; ++i) {
      const int digit = board.at(line[static_cast<std::size_t>(i)]);
      if (digit == 0) continue;
      const std::string cell = cell_name(line[static_cast<std::size_t>(i)], n);
      if (last >= 0) {
        const int before = board.at(line[static_cast<std::size_t>(last)]);
        if (strict ? digit <= before : digit < before) {
          return format(strict ? "% cannot rise: % then %" : "% cannot fall: % then %",
                        {name, before, digit});
        }
        if (strict && digit - before < i - last) {
          return format("% cannot rise from % to % in % steps", {name, before, digit, i - last});
        }
      }
      if (strict && digit < i + 1) {
        return format("% has no room below %'s %", {name, cell, digit});
      }
      if (strict && digit > n - (length - 1 - i)) {
        return format("% has no room above %'s %", {name, cell, digit});
      }
      last = i;
    }
  }
  return format("% cannot rise along its branches", {name});
}

// ---- arrows --------------------------------------------------------------------------------

// The number a circle's digits spell, in the listed order (a pill of 12 and 3 reads 123).
long long circle_number(std::span<const int> digits) {
  long long number = 0;
  for (int digit : digits) {
    long long scale = 10;
    while (scale <= digit) scale *= 10;
    number = number * scale + digit;
  }
  return number;
}

struct ShaftRange {
  long long fixed = 0, low = 0, high = 0;
};

ShaftRange shaft_range(const BoardView& board, const Line& shaft) {
  ShaftRange range;
  for (int cell : shaft) {
    const int digit = board.at(cell);
    range.fixed += digit;
    range.low += digit != 0 ? digit : 1;
    range.high += digit != 0 ? digit : board.size();
  }
  return range;
}

Judged judge_arrow(const BoardView& board, const Constraint& c, Steps& steps) {
  if (c.lines.size() < 2) return {};
  bool shared = false;  // do two lines share a cell?
  for (std::size_t a = 0; a < c.lines.size() && !shared; ++a) {
    for (std::size_t b = a + 1; b < c.lines.size() && !shared; ++b) {
      for (int cell : c.lines[a]) {
        shared |= std::find(c.lines[b].begin(), c.lines[b].end(), cell) != c.lines[b].end();
      }
    }
  }
  const Line& circle = c.lines.front();
  const auto name = [&] { return format("the arrow at %", {from(board, circle)}); };
  if (shared) {  // shafts that share cells: the search decides
    const Local local = localize(c);
    std::vector<DigitMask> sets;
    for (int cell : local.cells) sets.push_back(domain_of(board, cell));
    const auto accept = [&](std::span<const int> values) {
      std::array<int, 3> digits{};
      for (std::size_t i = 0; i < circle.size(); ++i) {
        digits[i] = values[static_cast<std::size_t>(local.lines[0][i])];
      }
      const long long target = circle_number(std::span<const int>(digits.data(), circle.size()));
      for (std::size_t s = 1; s < local.lines.size(); ++s) {
        long long sum = 0;
        for (int place : local.lines[s]) sum += values[static_cast<std::size_t>(place)];
        if (sum != target) return false;
      }
      return true;
    };
    const Verdict verdict = bounded_search(
        sets, [](std::span<DigitMask>) { return true; }, accept, steps);
    if (verdict != Verdict::broken) return {verdict, {}};
    return broken(format("% cannot make its shafts add up to its circle", {name()}));
  }
  long long low = 0, high = -1;  // what every shaft can add up to
  for (std::size_t s = 1; s < c.lines.size(); ++s) {
    const ShaftRange range = shaft_range(board, c.lines[s]);
    low = s == 1 ? range.low : std::max(low, range.low);
    high = s == 1 ? range.high : std::min(high, range.high);
  }
  // Every circle number the circle's sets allow, lowest digits first.
  std::array<int, 3> digits{};
  const auto size = circle.size();
  bool more = true;
  for (std::size_t i = 0; i < size; ++i) {
    const int digit = board.at(circle[i]);
    digits[i] = digit != 0 ? digit : 1;
  }
  while (more) {
    if (!steps.spend()) return {Verdict::undecided, {}};
    const long long target = circle_number(std::span<const int>(digits.data(), size));
    if (target >= low && target <= high) return {};
    more = false;
    for (std::size_t i = size; i-- > 0;) {  // the next combination, the last cell fastest
      if (board.at(circle[i]) != 0) continue;
      if (digits[i] < board.size()) {
        ++digits[i];
        more = true;
        break;
      }
      digits[i] = 1;
    }
  }
  bool circle_given = true;
  for (int cell : circle) circle_given &= board.at(cell) != 0;
  if (circle_given) {
    for (std::size_t i = 0; i < size; ++i) digits[i] = board.at(circle[i]);
    const long long target = circle_number(std::span<const int>(digits.data(), size));
    for (std::size_t s = 1; s < c.lines.size(); ++s) {
      const ShaftRange range = shaft_range(board, c.lines[s]);
      const std::string shaft = from(board, c.lines[s]);
      if (range.fixed > target) {
        return broken(format("%: its shaft from % already adds up to %, more than its circle's %",
                             {name(), shaft, range.fixed, target}));
      }
      if (range.low > target) {
        return broken(format("%: its shaft from % needs at least %, more than its circle's %",
                             {name(), shaft, range.low, target}));
      }
      if (range.high < target) {
        return broken(format("%: its shaft from % adds up to at most %, less than its circle's %",
                             {name(), shaft, range.high, target}));
      }
    }
  }
  if (low > high) {
    return broken(format("%: its shafts cannot add up to the same number", {name()}));
  }
  return broken(format("%: its circle cannot hold a number from % to %, as its shafts need",
                       {name(), low, high}));
}

// ---- dots and XV ---------------------------------------------------------------------------

bool pair_fits(ConstraintKind kind, int value, int a, int b) {
  switch (kind) {
    case ConstraintKind::kropki_white:
      return a - b == value || b - a == value;
    case ConstraintKind::kropki_black:
      return a == value * b || b == value * a;
    default:
      return a + b == value;
  }
}

int pair_value(const Constraint& c) {
  if (c.kind == ConstraintKind::kropki_white) return c.value != 0 ? c.value : 1;
  if (c.kind == ConstraintKind::kropki_black) return c.value != 0 ? c.value : 2;
  return c.value;
}

Judged judge_pair(const BoardView& board, const Constraint& c, Steps& steps) {
  const int n = board.size();
  const int first = c.lines[0][0], second = c.lines[0][1];
  const int value = pair_value(c);
  const int a = board.at(first), b = board.at(second);
  const bool open_fits =  // two open cells: 1 and 1 + v, 1 and v, or 1 and v - 1
      a == 0 && b == 0 && value <= n && (c.kind != ConstraintKind::xv || value >= 2);
  if (a != 0 && b != 0 ? pair_fits(c.kind, value, a, b) : open_fits) return {};
  for (DigitMask left = domain_of(board, first); left != 0 && (a == 0 || b == 0);
       left &= left - 1) {
    const int x = lowest_digit(left);
    for (DigitMask right = domain_of(board, second); right != 0; right &= right - 1) {
      if (!steps.spend()) return {Verdict::undecided, {}};
      if (pair_fits(c.kind, value, x, lowest_digit(right))) return {};
    }
  }
  std::string name;
  if (c.kind == ConstraintKind::kropki_white) {
    name = format("the white dot between % and % needs a difference of %",
                  {cell_name(first, n), cell_name(second, n), value});
  } else if (c.kind == ConstraintKind::kropki_black) {
    name = format("the black dot between % and % needs a ratio of %",
                  {cell_name(first, n), cell_name(second, n), value});
  } else {
    name = format("the % between % and % needs a sum of %",
                  {value == 10  ? "X"
                   : value == 5 ? "V"
                                : "XV sum",
                   cell_name(first, n), cell_name(second, n), value});
  }
  if (a != 0 && b != 0) return broken(format("%: % and %", {name, a, b}));
  if (a == 0 && b == 0) return broken(format("%: no two digits up to % do", {name, n}));
  return broken(format("%: no digit up to % pairs with %", {name, n, a != 0 ? a : b}));
}

// ---- lines of digit sets -------------------------------------------------------------------

Judged judge_renban(const BoardView& board, const Line& line) {
  const int n = board.size();
  DigitMask seen = 0;
  for (int cell : line) {
    const int digit = board.at(cell);
    if (digit == 0) continue;
    if (seen & digit_bit(digit)) {
      return broken(format("the renban line from % holds % twice", {from(board, line), digit}));
    }
    seen |= digit_bit(digit);
  }
  const auto length = static_cast<int>(line.size());
  if (length > n) {
    return broken(format("the renban line from % has % cells, more than % digits",
                         {from(board, line), length, n}));
  }
  if (seen != 0 && highest_digit(seen) - lowest_digit(seen) > length - 1) {
    return broken(format("the renban line from % cannot be consecutive: % and % on % cells",
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
  const std::string name = format("the whispers line from %", {from(board, line)});
  for (std::size_t i = 0; i < line.size(); ++i) {
    const int digit = board.at(line[i]);
    if (i > 0 && digit != 0 && board.at(line[i - 1]) != 0) {
      const int before = board.at(line[i - 1]);
      if (std::abs(digit - before) < gap) {
        return broken(
            format("% needs neighbours at least % apart: % and %", {name, gap, before, digit}));
      }
    }
    if (digit != 0 && digit - gap < 1 && digit + gap > n) {
      return broken(format("% cannot hold % at %: no digit up to % is % away",
                           {name, digit, cell_name(line[i], n), n, gap}));
    }
  }
  return broken(format("% cannot keep neighbours % apart between its digits", {name, gap}));
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
  const std::string name = format("the between line from %", {from(board, line)});
  const int a = board.at(line.front()), b = board.at(line.back());
  if (a != 0 && b != 0) {
    const int low = std::min(a, b), high = std::max(a, b);
    for (std::size_t i = 1; i + 1 < line.size(); ++i) {
      const int digit = board.at(line[i]);
      if (digit != 0 && (digit <= low || digit >= high)) {
        return broken(format("%: %'s % is not between its ends' % and %",
                             {name, cell_name(line[i], n), digit, a, b}));
      }
    }
    return broken(format("%: no digit fits between its ends' % and %", {name, a, b}));
  }
  return broken(
      format("%: no ends fit around its digits from % to %", {name, inner_low, inner_high}));
}

Judged judge_palindrome(const BoardView& board, const Line& line) {
  const int n = board.size();
  for (std::size_t i = 0, j = line.size() - 1; i < j; ++i, --j) {
    const int a = board.at(line[i]), b = board.at(line[j]);
    if (a != 0 && b != 0 && a != b) {
      return broken(
          format("the palindrome from % reads % one way and % the other (%, %)",
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
  const std::string name = format("the zipper line from %", {from(board, line)});
  if (full_high != 0) {
    return broken(format("% cannot balance: one pair adds up to %, another to %",
                         {name, full_low, full_high}));
  }
  return broken(format("% cannot give every pair around its middle the same sum", {name}));
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
  const std::string name = format("the region sum line from %", {from(board, line)});
  if (full_other >= 0) {
    return broken(format("% cannot balance: one box adds up to %, another to %",
                         {name, full_one, full_other}));
  }
  return broken(format("% cannot give its part in every box the same sum", {name}));
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
  const std::string name = format(entropic ? "the entropic line from %" : "the modular line from %",
                                  {from(board, line)});
  for (std::size_t i = 0; i < line.size(); ++i) {
    for (std::size_t j = i + 1; j < line.size() && j < i + 3; ++j) {
      const int a = board.at(line[i]), b = board.at(line[j]);
      if (a != 0 && b != 0 && group_of(c.kind, a, n) == group_of(c.kind, b, n)) {
        static constexpr std::array<const char*, 3> groups{"low", "middle", "high"};
        if (entropic) {
          return broken(
              format("% holds two % digits within 3 cells: % and %",
                     {name, groups[static_cast<std::size_t>(group_of(c.kind, a, n))], a, b}));
        }
        return broken(format("% holds two digits of one remainder mod 3 within 3 cells: % and %",
                             {name, a, b}));
      }
    }
  }
  return broken(format(entropic ? "% cannot hold a low, a middle and a high digit in every 3 cells"
                                : "% cannot hold every remainder mod 3 in every 3 cells",
                       {name}));
}

}  // namespace

Judged judge_line_kind(const BoardView& board, std::size_t index, Steps& steps) {
  const Constraint& c = board.rules.constraints[index];
  switch (c.kind) {
    case ConstraintKind::thermometer:
    case ConstraintKind::slow_thermometer: {
      const bool strict = c.kind == ConstraintKind::thermometer;
      if (c.lines.size() == 1 ? chain_fits(board, c.lines[0], strict)
                              : thermometer_fits(board, localize(c), strict)) {
        return {};
      }
      return broken(thermometer_words(board, c, strict));
    }
    case ConstraintKind::arrow:
      return judge_arrow(board, c, steps);
    case ConstraintKind::kropki_white:
    case ConstraintKind::kropki_black:
    case ConstraintKind::xv:
      return judge_pair(board, c, steps);
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
