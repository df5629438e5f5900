// Box shapes: inference from a side length or a cell count, and the "RxC" text form.
#include <string>

#include "characters.hpp"
#include "sudoku/input.hpp"
#include "sudoku/sudoku.hpp"

namespace sudoku {

using detail::format;
using detail::Part;

std::string detail::unsupported_shape_message(std::string_view shape_text) {
  return format(
      SUDOKU_MESSAGE("shape.box_shape_not_supported_boards",
                     "box shape {0} is not supported: boards are 1\u00d71 to {1}\u00d7{2}"),
      {shape_text, Part(max_size), Part(max_size)});
}

std::optional<Shape> shape_for_size(int size) noexcept {
  if (size < 1 || size > max_size) return std::nullopt;
  // The largest divisor not above √size gives the factorisation closest to square.
  int box_rows = 1;
  for (int d = 1; d * d <= size; ++d) {
    if (size % d == 0) box_rows = d;
  }
  return Shape{box_rows, size / box_rows};
}

std::optional<Shape> infer_shape(std::size_t cell_count) noexcept {
  for (std::size_t side = 1; side <= static_cast<std::size_t>(max_size); ++side) {
    if (side * side == cell_count) return shape_for_size(static_cast<int>(side));
    if (side * side > cell_count) break;
  }
  return std::nullopt;
}

namespace {

// Reads the decimal number at the front of `text` (digits, after at most one '-'), consuming it;
// a number too large for any shape saturates. A negative or too large side is still a number, so
// "-1x3" and "640x1" are box shapes the core does not support, refused by their text as written
// (as { boxRows: -1, boxCols: 3 } is), never told to "write RxC".
std::optional<int> take_number(std::string_view& text) noexcept {
  const bool negative = !text.empty() && text[0] == '-';
  std::size_t length = negative ? 1 : 0;
  int value = 0;
  while (length < text.size() && text[length] >= '0' && text[length] <= '9') {
    value = value > max_size ? value : value * 10 + (text[length] - '0');
    ++length;
  }
  if (length == (negative ? 1u : 0u)) return std::nullopt;
  text.remove_prefix(length);
  return negative ? -value : value;
}

}  // namespace

ShapeResult read_shape(std::string_view text) {
  std::string_view rest = text;
  auto box_rows = take_number(rest);
  bool separated = false;
  if (box_rows && (rest.starts_with('x') || rest.starts_with('X'))) {
    rest.remove_prefix(1), separated = true;
  } else if (box_rows && rest.starts_with("\u00d7")) {
    rest.remove_prefix(2), separated = true;
  }
  auto box_cols = separated ? take_number(rest) : std::nullopt;
  if (!box_cols || !rest.empty()) {
    return {
        std::nullopt,
        {std::nullopt,
         format(
             SUDOKU_MESSAGE(
                 "shape.shape_not_box_shape_write",
                 "the shape {0} is not a box shape: write RxC (box rows x box columns), e.g. 2x3"),
             {quote_text(text)})},
        true};
  }
  const Shape shape{*box_rows, *box_cols};
  if (!shape.supported())
    return {std::nullopt, {std::nullopt, detail::unsupported_shape_message(text)}};
  return {shape, {}};
}

ShapeResult check_shape(Shape shape) {
  if (shape.supported()) return {shape, {}};
  return {
      std::nullopt,
      {std::nullopt, detail::unsupported_shape_message(format(
                         SUDOKU_TEXT("{0}x{1}"), {Part(shape.box_rows), Part(shape.box_cols)}))}};
}

std::optional<Shape> parse_shape(std::string_view text) noexcept { return read_shape(text).shape; }

}  // namespace sudoku
