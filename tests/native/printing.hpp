// Teaches Catch2 to print reports, conflicts, boards and shapes, so a failed comparison shows both
// sides.
#pragma once

#include <catch2/catch.hpp>

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
    std::string text(sudoku::rule_name(conflict.rule));
    text += " unit " + std::string(sudoku::unit_name(conflict.unit)) + " index " +
            std::to_string(conflict.index) + " digits " + std::to_string(conflict.digit) + "/" +
            std::to_string(conflict.other_digit) + " sum " + std::to_string(conflict.sum) + "/" +
            std::to_string(conflict.target) + " cells";
    for (int cell : conflict.cells) text += " " + std::to_string(cell);
    return text;
  }
};

template <>
struct StringMaker<sudoku::Report> {
  static std::string convert(const sudoku::Report& report) { return reference::describe(report); }
};

}  // namespace Catch
