// Teaches Catch2 to print reports, conflicts and shapes, so a failed comparison shows both sides.
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
struct StringMaker<sudoku::Conflict> {
  static std::string convert(const sudoku::Conflict& conflict) {
    std::string text(sudoku::unit_name(conflict.unit));
    text += " " + std::to_string(conflict.index) + " digit " + std::to_string(conflict.digit) +
            " cells";
    for (int cell : conflict.cells) text += " " + std::to_string(cell);
    return text;
  }
};

template <>
struct StringMaker<sudoku::Report> {
  static std::string convert(const sudoku::Report& report) { return reference::describe(report); }
};

}  // namespace Catch
