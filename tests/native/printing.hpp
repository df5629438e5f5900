// Teaches Catch2 to print reports, conflicts, boards and shapes, so a failed comparison shows both
// sides.
#pragma once

#include <catch2/catch.hpp>
#include <sstream>

#include "reference.hpp"
#include "sudoku/sudoku.hpp"

namespace Catch {

template <>
struct StringMaker<sudoku::Shape> {
  static std::string convert(sudoku::Shape shape) {
    return std::to_string(shape.box_rows) + "x" + std::to_string(shape.box_cols);
  }
};

template <>
struct StringMaker<sudoku::Board> {
  static std::string convert(const sudoku::Board& board) {
    std::string text = StringMaker<sudoku::Shape>::convert(board.shape()) + " cells";
    for (int cell : board.cells()) text.append(" ").append(std::to_string(cell));
    return text;
  }
};

template <>
struct StringMaker<sudoku::Conflict> {
  static std::string convert(const sudoku::Conflict& conflict) {
    if (conflict.in_unit() && conflict.rule == static_cast<sudoku::Rule>(conflict.unit)) {
      return reference::describe(conflict);
    }
    // A variant rule's conflict, every field (a wrong rule or unit shows as such).
    // Written through a stream: GCC 12 at -O3 reports -Wrestrict false positives for a literal
    // added to a std::string ("x" + text).
    std::ostringstream text;
    text << sudoku::rule_name(conflict.rule) << " unit " << sudoku::unit_name(conflict.unit)
         << " index " << conflict.index << " digits " << conflict.digit << "/"
         << conflict.other_digit << " sum " << conflict.sum << "/" << conflict.target << " cells";
    for (int cell : conflict.cells) text << " " << cell;
    return text.str();
  }
};

template <>
struct StringMaker<sudoku::Report> {
  static std::string convert(const sudoku::Report& report) { return reference::describe(report); }
};

}  // namespace Catch
