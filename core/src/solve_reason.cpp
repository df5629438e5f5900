// Dead ends the board's own digits show: a cell that can take no digit, a unit with no place for
// a digit. Only placed digits are read, never a deduced one, so a reason gives no solution away.
#include <algorithm>
#include <bit>

#include "describe.hpp"
#include "solve_internal.hpp"
#include "solve_units.hpp"

namespace sudoku {
namespace detail {
namespace {

// What rules out digits for a cell: a unit, a cage's sum, or one of the pair rules.
enum class Source : std::uint8_t { unit, cage_sum, knight, king, non_consecutive };

// One clause of a no-digit reason: a source and the digits it rules out that earlier ones did not.
struct Clause {
  Source source = Source::unit;
  int number = 0;  // the unit's number, or the sum cage's position
  DigitMask digits = 0;
};

// "row 5", "the main diagonal", "cage 3": a unit as people name it.
void put_unit(StringWriter& out, const SolveUnit& unit) {
  if (unit.kind == Unit::diagonal) {
    out.put(unit.index == 0 ? "the main diagonal" : "the anti-diagonal");
    return;
  }
  out.put(unit.kind == Unit::extra_region     ? std::string_view("extra region")
          : unit.kind == Unit::disjoint_group ? std::string_view("disjoint group")
                                              : unit_name(unit.kind));
  out.put(' ');
  put_number(out, unit.index + 1LL);
}

void put_digits(StringWriter& out, DigitMask digits) {
  for (bool first = true; digits != 0; digits &= digits - 1, first = false) {
    if (!first) out.put(' ');
    put_digit(out, std::countr_zero(digits) + 1);
  }
}

void put_clause(StringWriter& out, const Clause& clause, const SolveUnits& units) {
  switch (clause.source) {
    case Source::unit:
      put_unit(out, units.units[static_cast<std::size_t>(clause.number)]);
      out.put(" has ");
      break;
    case Source::cage_sum: {
      const SumCage& cage = units.sum_cages[static_cast<std::size_t>(clause.number)];
      out.put("cage ");
      put_number(out, cage.index + 1LL);
      out.put("'s sum of ");
      put_number(out, cage.target);
      out.put(" rules out ");
      break;
    }
    case Source::knight:
      out.put("cells a knight's move away hold ");
      break;
    case Source::king:
      out.put("cells a king's move away hold ");
      break;
    case Source::non_consecutive:
      out.put("its neighbours rule out ");
      break;
  }
  put_digits(out, clause.digits);
}

// The digits a cell's neighbours hold (the same-digit pair rules).
DigitMask neighbour_digits(const std::vector<std::vector<int>>& near, int cell,
                           std::span<const std::uint8_t> digits) {
  DigitMask held = 0;
  if (near.empty()) return held;
  for (int other : near[static_cast<std::size_t>(cell)]) {
    if (const int digit = digits[static_cast<std::size_t>(other)]) held |= digit_bit(digit);
  }
  return held;
}

// The digits next to a neighbour's: what non-consecutive rules out.
DigitMask consecutive_digits(const SolveUnits& units, int cell,
                             std::span<const std::uint8_t> digits) {
  DigitMask ruled = 0;
  if (units.orthogonal.empty()) return ruled;
  for (int other : units.orthogonal[static_cast<std::size_t>(cell)]) {
    if (const int digit = digits[static_cast<std::size_t>(other)]) {
      ruled |= (digit_bit(digit) << 1) | (digit_bit(digit) >> 1);
    }
  }
  return ruled & all_digits(units.size);
}

// The board read once: per unit its digits, per sum cage its digits, their sum and empty cells.
struct Placed {
  std::vector<DigitMask> in_unit;
  std::vector<DigitMask> in_cage;
  std::vector<long long> cage_sum;
  std::vector<int> cage_empty;
};

Placed read_placed(const SolveUnits& units, std::span<const std::uint8_t> digits) {
  Placed placed;
  placed.in_unit.assign(units.units.size(), 0);
  for (std::size_t u = 0; u < units.units.size(); ++u) {
    for (int cell : units.units[u].cells) {
      if (const int digit = digits[static_cast<std::size_t>(cell)]) {
        placed.in_unit[u] |= digit_bit(digit);
      }
    }
  }
  const std::size_t cages = units.sum_cages.size();
  placed.in_cage.assign(cages, 0);
  placed.cage_sum.assign(cages, 0);
  placed.cage_empty.assign(cages, 0);
  for (std::size_t k = 0; k < cages; ++k) {
    for (int cell : units.sum_cages[k].cells) {
      const int digit = digits[static_cast<std::size_t>(cell)];
      placed.in_cage[k] |= digit ? digit_bit(digit) : 0;
      placed.cage_sum[k] += digit;
      placed.cage_empty[k] += digit == 0;
    }
  }
  return placed;
}

// The clauses that rule digits out for an empty cell, in order, each with only its new digits;
// returns the digits left.
DigitMask rule_out(const SolveUnits& units, const Placed& placed, int cell,
                   std::span<const std::uint8_t> digits, std::vector<Clause>& clauses) {
  clauses.clear();
  const DigitMask all = all_digits(units.size);
  DigitMask ruled = 0;
  const auto add = [&](Source source, int number, DigitMask out) {
    if ((out & ~ruled) != 0) clauses.push_back({source, number, out & ~ruled});
    ruled |= out;
  };
  for (int unit : units.units_of_cell[static_cast<std::size_t>(cell)]) {
    add(Source::unit, unit, placed.in_unit[static_cast<std::size_t>(unit)]);
  }
  for (int k : units.sum_cages_of_cell[static_cast<std::size_t>(cell)]) {
    const auto at = static_cast<std::size_t>(k);
    const DigitMask allowed =
        cage_sum_allows(units.sum_cages[at], placed.cage_sum[at], placed.in_cage[at],
                        placed.cage_empty[at], all & ~placed.in_cage[at], units.size);
    add(Source::cage_sum, k, all & ~allowed & ~placed.in_cage[at]);
  }
  add(Source::knight, 0, neighbour_digits(units.knight, cell, digits));
  add(Source::king, 0, neighbour_digits(units.king, cell, digits));
  add(Source::non_consecutive, 0, consecutive_digits(units, cell, digits));
  return all & ~ruled;
}

// The filled cells that a clause's digits come from.
void clause_cells(const SolveUnits& units, const Clause& clause, int cell,
                  std::span<const std::uint8_t> digits, std::vector<int>& out) {
  const auto holds = [&](int other, DigitMask wanted) {
    const int digit = digits[static_cast<std::size_t>(other)];
    if (digit != 0 && (digit_bit(digit) & wanted)) out.push_back(other);
  };
  switch (clause.source) {
    case Source::unit:
      for (int other : units.units[static_cast<std::size_t>(clause.number)].cells) {
        holds(other, clause.digits);
      }
      return;
    case Source::cage_sum:
      for (int other : units.sum_cages[static_cast<std::size_t>(clause.number)].cells) {
        holds(other, all_digits(units.size));
      }
      return;
    case Source::knight:
    case Source::king: {
      const auto& near = clause.source == Source::knight ? units.knight : units.king;
      for (int other : near[static_cast<std::size_t>(cell)]) holds(other, clause.digits);
      return;
    }
    case Source::non_consecutive:
      for (int other : units.orthogonal[static_cast<std::size_t>(cell)]) {
        holds(other, (clause.digits << 1) | (clause.digits >> 1));
      }
      return;
  }
}

DeadEnd no_digit(const SolveUnits& units, int cell, const std::vector<Clause>& clauses,
                 std::span<const std::uint8_t> digits) {
  DeadEnd end;
  end.kind = DeadEndKind::no_digit;
  StringWriter out(end.message);
  put_cell_name(out, cell, units.size);
  out.put(" can take no digit: ");
  std::vector<int> sources;
  for (std::size_t k = 0; k < clauses.size(); ++k) {
    if (k > 0) out.put(", ");
    put_clause(out, clauses[k], units);
    clause_cells(units, clauses[k], cell, digits, sources);
  }
  std::sort(sources.begin(), sources.end());
  sources.erase(std::unique(sources.begin(), sources.end()), sources.end());
  end.cells.push_back(cell);
  end.cells.insert(end.cells.end(), sources.begin(), sources.end());
  return end;
}

DeadEnd no_place(const SolveUnits& units, std::size_t number, int digit) {
  const SolveUnit& unit = units.units[number];
  DeadEnd end;
  end.kind = DeadEndKind::no_place;
  end.unit = unit.kind;
  end.index = unit.index;
  end.digit = digit;
  end.cells = unit.cells;
  StringWriter out(end.message);
  out.put("no cell of ");
  put_unit(out, unit);
  out.put(" can take ");
  put_digit(out, digit);
  return end;
}

}  // namespace

std::optional<DeadEnd> dead_end_of(const SolveUnits& units, std::span<const std::uint8_t> digits) {
  const Placed placed = read_placed(units, digits);
  std::vector<DigitMask> can_take(digits.size(), 0);
  std::vector<Clause> clauses;
  for (int cell = 0; cell < units.cell_count; ++cell) {
    if (digits[static_cast<std::size_t>(cell)] != 0) continue;
    const DigitMask left = rule_out(units, placed, cell, digits, clauses);
    if (left == 0) return no_digit(units, cell, clauses, digits);
    can_take[static_cast<std::size_t>(cell)] = left;
  }
  for (std::size_t u = 0; u < units.units.size(); ++u) {
    if (!units.units[u].complete) continue;
    DigitMask places = placed.in_unit[u];
    for (int cell : units.units[u].cells) places |= can_take[static_cast<std::size_t>(cell)];
    if (const DigitMask missing = all_digits(units.size) & ~places) {
      return no_place(units, u, std::countr_zero(missing) + 1);
    }
  }
  return std::nullopt;
}

}  // namespace detail
}  // namespace sudoku
