// The table of f-puzzles' constraint fields: each JSON key, its ConstraintKind and how its
// entries are laid out. The reader (fpuzzles_constraints.cpp) and the writer
// (fpuzzles_write.cpp) both walk it, so a field is named once.
#pragma once

#include <cstdint>
#include <iterator>
#include <string>
#include <string_view>

#include "../messages.hpp"
#include "sudoku/rules.hpp"

namespace sudoku::detail::fpuzzles {

using K = ConstraintKind;

/// "R3C4": the cell at (row, col), counted from 0, as f-puzzles names it (from 1; an outside
/// clue's row or column is 0 or N+1).
inline std::string cell_name(int row, int col) {
  return format(SUDOKU_TEXT("R{0}C{1}"), {Part(row + 1), Part(col + 1)});
}

// How a field's entries are laid out.
enum class Form : std::uint8_t {
  bulb_lines,  // {lines}: one thermometer per bulb, its lines the branches
  arrow,       // {cells: the circle, lines: each from a circle cell, then its shaft}
  dot,         // {cells: [a, b], value?}
  clue,        // {cell: outside the grid, value} (+ direction for a little killer)
  each_line,   // {lines, value?}: one constraint per inner line
  cell,        // {cell}
  quadruple,   // {cells, values: [numbers]}
  clone,       // {cells, cloneCells}
  cells,       // {cells}: one constraint (the indexers)
};

struct Field {
  std::string_view key;
  K kind;
  Form form;
};

// In ConstraintKind's order, which is also the order the writer writes and the reader keeps.
inline constexpr Field fields[] = {
    {"thermometer", K::thermometer, Form::bulb_lines},
    {"slowthermometer", K::slow_thermometer, Form::bulb_lines},
    {"arrow", K::arrow, Form::arrow},
    {"difference", K::kropki_white, Form::dot},
    {"ratio", K::kropki_black, Form::dot},
    {"xv", K::xv, Form::dot},
    {"littlekillersum", K::little_killer, Form::clue},
    {"sandwichsum", K::sandwich, Form::clue},
    {"xsum", K::x_sum, Form::clue},
    {"skyscraper", K::skyscraper, Form::clue},
    {"renban", K::renban, Form::each_line},
    {"whispers", K::whispers, Form::each_line},
    {"betweenline", K::between, Form::each_line},
    {"palindrome", K::palindrome, Form::each_line},
    {"zipperline", K::zipper, Form::each_line},
    {"regionsumline", K::region_sum, Form::each_line},
    {"entropicline", K::entropic, Form::each_line},
    {"modularline", K::modular, Form::each_line},
    {"odd", K::odd, Form::cell},
    {"even", K::even, Form::cell},
    {"minimum", K::minimum, Form::cell},
    {"maximum", K::maximum, Form::cell},
    {"quadruple", K::quadruple, Form::quadruple},
    {"clone", K::clone, Form::clone},
    {"rowindexer", K::row_indexer, Form::cells},
    {"columnindexer", K::column_indexer, Form::cells},
    {"boxindexer", K::box_indexer, Form::cells},
};
static_assert(std::size(fields) == constraint_kind_count);

// The extension script's drawings of its constraints: entries with `fromConstraint` are copies.
inline constexpr std::string_view drawing_keys[] = {"line", "cage", "text", "circle", "rectangle"};

// Diagonal directions of a little killer, as f-puzzles names them: row step, column step.
struct Direction {
  std::string_view name;
  int dr, dc;
};
inline constexpr Direction directions[] = {
    {"UR", -1, 1}, {"UL", -1, -1}, {"DR", 1, 1}, {"DL", 1, -1}};

}  // namespace sudoku::detail::fpuzzles
