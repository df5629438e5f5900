// What validate.cpp (the count and cells of every constraint's lines) and validate_kinds.cpp (each
// kind's value, digits, clue and lines) share to check Rules::constraints (internal): the places
// and words of their messages, and the kinds' checks that validate.cpp calls.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "../messages.hpp"
#include "sudoku/rules.hpp"

namespace sudoku::detail::constraint_shape {

using K = ConstraintKind;

inline bool outside_clue(K kind) {
  return kind == K::little_killer || kind == K::sandwich || kind == K::x_sum ||
         kind == K::skyscraper;
}

inline std::string place(std::size_t index, const char* part = "") {
  return format(SUDOKU_TEXT("rules.constraints[{0}]{1}"),
                {Part(static_cast<long long>(index)), Part(part)});
}

inline std::string line_place(std::size_t index, std::size_t line) {
  return format(SUDOKU_TEXT("rules.constraints[{0}].lines[{1}]"),
                {Part(static_cast<long long>(index)), Part(static_cast<long long>(line))});
}

inline std::string cell_place(std::size_t index, std::size_t line, std::size_t at) {
  return format(SUDOKU_TEXT("{0}[{1}]"),
                {Part(line_place(index, line)), Part(static_cast<long long>(at))});
}

inline ParseError error_at(const std::string& where, Message pattern,
                           std::initializer_list<Part> parts) {
  return {std::nullopt, format(SUDOKU_TEXT("{0}: "), {Part(where)}) + format(pattern, parts)};
}

// "cell 10 (r2c2)": the index as the data spells it, and the cell as people name it.
inline std::string cell_name(int cell, int size) {
  return format(SUDOKU_MESSAGE("constraints.validate.cell_r_c", "cell {0} (r{1}c{2})"),
                {Part(cell), Part(cell / size + 1), Part(cell % size + 1)});
}

inline std::string count_text(int low, int high) {
  if (high == 0)
    return format(SUDOKU_MESSAGE("constraints.validate.or_more", "{0} or more"), {Part(low)});
  if (low == high) return format(SUDOKU_TEXT("{0}"), {Part(low)});
  return format(SUDOKU_MESSAGE("constraints.validate.to", "{0} to {1}"), {Part(low), Part(high)});
}

// "1 cell", "3 cells".
inline constexpr Message cells_counted =
    SUDOKU_MESSAGE("constraints.validate.cells", "{0, plural, one {# cell} other {# cells}}");
inline std::string counted(long long count, Message noun) { return format(noun, {Part(count)}); }

inline std::string kind_text(K kind) {
  return format(SUDOKU_TEXT("\"{0}\""), {Part(constraint_name(kind))});
}

/// True when the value is in its kind's range: none (must be 0), or low..high with 0 also
/// meaning the default. Inline: every check asks it of every constraint.
inline bool value_fits(const Constraint& constraint, int size) {
  const int value = constraint.value;
  switch (constraint.kind) {
    case K::kropki_white:
    case K::whispers:
      return value >= 0 && value <= size - 1;
    case K::kropki_black:
      return value >= 0 && value != 1 && value <= size;
    case K::xv:
    case K::little_killer:
    case K::x_sum:
      return value > 0;
    case K::sandwich:
      return value >= 0;
    case K::skyscraper:
      return value >= 1 && value <= size;
    default:
      return value == 0;
  }
}
/// Why the value does not fit (!value_fits), in words.
ParseError value_error(const Constraint& constraint, std::size_t index, int size);
/// A quadruple's digits (1 to its cells' count, each 1..N); no other kind has digits.
std::optional<ParseError> digits_error(const Constraint& constraint, std::size_t index, int size);
/// True for the kinds with demands of their own on their lines (kind_error's): thermometers'
/// bulbs, an arrow's circle, a clone's length, the box indexer's boxes, an outside clue's cells.
inline bool has_kind_demands(K kind) {
  return kind == K::thermometer || kind == K::slow_thermometer || kind == K::arrow ||
         kind == K::clone || kind == K::box_indexer || outside_clue(kind);
}
/// The kind's own demands on lines that are each on the board, without a repeated cell (only
/// the kinds that has_kind_demands names have any).
std::optional<ParseError> kind_error(const Constraint& constraint, std::size_t index,
                                     const Rules& rules, int size);

}  // namespace sudoku::detail::constraint_shape
