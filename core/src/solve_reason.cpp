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

// "row 5", "the main diagonal", "cage 3": a unit as people name it, in the catalog's language.
void put_unit(const Out& out, const Catalog* catalog, const SolveUnit& unit) {
  if (unit.kind == Unit::diagonal) {
    put_message(out, catalog,
                unit.index == 0 ? SUDOKU_MESSAGE("solve.unit.main_diagonal", "the main diagonal")
                                : SUDOKU_MESSAGE("solve.unit.anti_diagonal", "the anti-diagonal"),
                {});
    return;
  }
  const Message names[] = {
      SUDOKU_MESSAGE("solve.unit.row", "row {index}"),
      SUDOKU_MESSAGE("solve.unit.column", "column {index}"),
      SUDOKU_MESSAGE("solve.unit.box", "box {index}"),
      SUDOKU_MESSAGE("solve.unit.region", "region {index}"),
      SUDOKU_MESSAGE("solve.unit.unit", "unit {index}"),  // (the diagonals are above)
      SUDOKU_MESSAGE("solve.unit.extra_region", "extra region {index}"),
      SUDOKU_MESSAGE("solve.unit.disjoint_group", "disjoint group {index}"),
      SUDOKU_MESSAGE("solve.unit.cage", "cage {index}"),
  };
  const auto kind = static_cast<std::size_t>(unit.kind);
  put_message(out, catalog, names[kind < std::size(names) ? kind : 4], {unit.index + 1});
}

Arg unit_arg(const SolveUnit& unit) {
  return Arg::written(
      [](const Out& out, const Catalog* catalog, const void* data) {
        put_unit(out, catalog, *static_cast<const SolveUnit*>(data));
      },
      &unit);
}

// "1 2 4": the digits as the text form writes them (data, the same in every language).
Arg digits_arg(const DigitMask& digits) {
  return Arg::written(
      [](const Out& out, const Catalog*, const void* data) {
        DigitMask left = *static_cast<const DigitMask*>(data);
        for (bool first = true; left != 0; left &= left - 1, first = false) {
          if (!first) out.put(' ');
          put_digit(out, std::countr_zero(left) + 1);
        }
      },
      &digits);
}

void put_clause(const Out& out, const Catalog* catalog, const Clause& clause,
                const SolveUnits& units) {
  const Arg digits = digits_arg(clause.digits);
  switch (clause.source) {
    case Source::unit:
      put_message(out, catalog, SUDOKU_MESSAGE("solve.clause.unit", "{unit} has {digits}"),
                  {unit_arg(units.units[static_cast<std::size_t>(clause.number)]), digits});
      return;
    case Source::cage_sum: {
      const SumCage& cage = units.sum_cages[static_cast<std::size_t>(clause.number)];
      put_message(
          out, catalog,
          SUDOKU_MESSAGE("solve.clause.cage_sum", "cage {cage}'s sum of {sum} rules out {digits}"),
          {cage.index + 1, static_cast<long long>(cage.target), digits});
      return;
    }
    case Source::knight:
      put_message(out, catalog,
                  SUDOKU_MESSAGE("solve.clause.knight", "cells a knight's move away hold {digits}"),
                  {digits});
      return;
    case Source::king:
      put_message(out, catalog,
                  SUDOKU_MESSAGE("solve.clause.king", "cells a king's move away hold {digits}"),
                  {digits});
      return;
    case Source::non_consecutive:
      put_message(
          out, catalog,
          SUDOKU_MESSAGE("solve.clause.non_consecutive", "its neighbours rule out {digits}"),
          {digits});
      return;
  }
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
  std::string cell_name;
  StringWriter name(cell_name);
  put_cell_name(name, cell, units.size);
  struct Clauses {
    const std::vector<Clause>& clauses;
    const SolveUnits& units;
  } const list{clauses, units};
  const auto writes_clauses = [](const Out& out, const Catalog* catalog, const void* data) {
    const auto& [clauses, units] = *static_cast<const Clauses*>(data);
    for (std::size_t k = 0; k < clauses.size(); ++k) {
      if (k > 0) put_message(out, catalog, SUDOKU_MESSAGE("solve.next_clause", ", "), {});
      put_clause(out, catalog, clauses[k], units);
    }
  };
  StringWriter out(end.message);
  put_message(out_of(out), speaking(),
              SUDOKU_MESSAGE("solve.no_digit", "{cell} can take no digit: {clauses}"),
              {cell_name, Arg::written(writes_clauses, &list)});
  std::vector<int> sources;
  for (const Clause& clause : clauses) clause_cells(units, clause, cell, digits, sources);
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
  put_message(out_of(out), speaking(),
              SUDOKU_MESSAGE("solve.no_place", "no cell of {unit} can take {digit}"),
              {unit_arg(unit), Arg::digit(digit)});
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
