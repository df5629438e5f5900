// The lines family of constraints (judge.hpp): thermometers, arrows, kropki dots and XV here, the
// lines along which digits relate in set_lines.cpp. Each judge is exact: a closed form or one
// pass over digit sets where the kind allows it (docs/core.md, "Constraints", says which), else
// the bounded search.
#include <algorithm>
#include <array>

#include "../characters.hpp"
#include "search.hpp"

namespace sudoku::detail {
namespace {

using Line = std::vector<int>;

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
          return format(strict ? SUDOKU_MESSAGE("constraints.lines.cannot_rise_then",
                                                "{0} cannot rise: {1} then {2}")
                               : SUDOKU_MESSAGE("constraints.lines.cannot_fall_then",
                                                "{0} cannot fall: {1} then {2}"),
                        {name, before, digit});
        }
        if (strict && digit - before < i - last) {
          return format(SUDOKU_MESSAGE("constraints.lines.cannot_rise_from_to_in",
                                       "{0} cannot rise from {1} to {2} in {3} steps"),
                        {name, before, digit, i - last});
        }
      }
      if (strict && digit < i + 1) {
        return format(SUDOKU_MESSAGE("constraints.lines.has_no_room_below_s",
                                     "{0} has no room below {1}'s {2}"),
                      {name, cell, digit});
      }
      if (strict && digit > n - (length - 1 - i)) {
        return format(SUDOKU_MESSAGE("constraints.lines.has_no_room_above_s",
                                     "{0} has no room above {1}'s {2}"),
                      {name, cell, digit});
      }
      last = i;
    }
  }
  return format(SUDOKU_MESSAGE("constraints.lines.cannot_rise_along_its_branches",
                               "{0} cannot rise along its branches"),
                {name});
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
  const auto name = [&] {
    return format(SUDOKU_MESSAGE("constraints.lines.arrow_at", "the arrow at {0}"),
                  {from(board, circle)});
  };
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
    return broken(format(SUDOKU_MESSAGE("constraints.lines.cannot_make_its_shafts_add",
                                        "{0} cannot make its shafts add up to its circle"),
                         {name()}));
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
        return broken(format(
            SUDOKU_MESSAGE(
                "constraints.lines.its_shaft_from_already_adds",
                "{0}: its shaft from {1} already adds up to {2}, more than its circle's {3}"),
            {name(), shaft, range.fixed, target}));
      }
      if (range.low > target) {
        return broken(
            format(SUDOKU_MESSAGE(
                       "constraints.lines.its_shaft_from_needs_at",
                       "{0}: its shaft from {1} needs at least {2}, more than its circle's {3}"),
                   {name(), shaft, range.low, target}));
      }
      if (range.high < target) {
        return broken(format(
            SUDOKU_MESSAGE(
                "constraints.lines.its_shaft_from_adds_up",
                "{0}: its shaft from {1} adds up to at most {2}, less than its circle's {3}"),
            {name(), shaft, range.high, target}));
      }
    }
  }
  if (low > high) {
    return broken(format(SUDOKU_MESSAGE("constraints.lines.its_shafts_cannot_add_up",
                                        "{0}: its shafts cannot add up to the same number"),
                         {name()}));
  }
  return broken(format(
      SUDOKU_MESSAGE("constraints.lines.its_circle_cannot_hold_number",
                     "{0}: its circle cannot hold a number from {1} to {2}, as its shafts need"),
      {name(), low, high}));
}

// ---- dots and XV ---------------------------------------------------------------------------

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
    name = format(SUDOKU_MESSAGE("constraints.lines.white_dot_between_and_needs",
                                 "the white dot between {0} and {1} needs a difference of {2}"),
                  {cell_name(first, n), cell_name(second, n), value});
  } else if (c.kind == ConstraintKind::kropki_black) {
    name = format(SUDOKU_MESSAGE("constraints.lines.black_dot_between_and_needs",
                                 "the black dot between {0} and {1} needs a ratio of {2}"),
                  {cell_name(first, n), cell_name(second, n), value});
  } else {
    name = format(SUDOKU_MESSAGE("constraints.lines.between_and_needs_sum",
                                 "the {0} between {1} and {2} needs a sum of {3}"),
                  {value == 10  ? "X"
                   : value == 5 ? "V"
                                : "XV sum",
                   cell_name(first, n), cell_name(second, n), value});
  }
  if (a != 0 && b != 0)
    return broken(
        format(SUDOKU_MESSAGE("constraints.lines.and", "{0}: {1} and {2}"), {name, a, b}));
  if (a == 0 && b == 0)
    return broken(format(
        SUDOKU_MESSAGE("constraints.lines.no_two_digits_up_to", "{0}: no two digits up to {1} do"),
        {name, n}));
  return broken(format(SUDOKU_MESSAGE("constraints.lines.no_digit_up_to_pairs",
                                      "{0}: no digit up to {1} pairs with {2}"),
                       {name, n, a != 0 ? a : b}));
}

}  // namespace

PairPlan plan_pair(const Constraint& c, int size) {
  PairPlan plan{c.lines[0][0], c.lines[0][1], c.kind, pair_value(c), 0};
  for (int x = 1; x <= size; ++x) {
    for (int y = 1; y <= size; ++y) {
      if (pair_fits(c.kind, plan.value, x, y)) plan.partnered |= digit_bit(x);
    }
  }
  return plan;
}

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
    case ConstraintKind::whispers:
    case ConstraintKind::between:
    case ConstraintKind::palindrome:
    case ConstraintKind::zipper:
    case ConstraintKind::region_sum:
    case ConstraintKind::entropic:
    case ConstraintKind::modular:
      return judge_set_line(board, c, steps);
    default:
      return {};
  }
}

}  // namespace sudoku::detail
