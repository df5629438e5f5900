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
    return reference::describe(conflict);
  }
};

template <>
struct StringMaker<sudoku::Report> {
  static std::string convert(const sudoku::Report& report) { return reference::describe(report); }
};

}  // namespace Catch
