// Box shapes: inference from a side length or a cell count, and the "RxC" text form.
#include <charconv>

#include "sudoku/sudoku.hpp"

namespace sudoku {

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

// Reads a positive decimal number at the front of `text`, consuming it.
std::optional<int> take_number(std::string_view& text) noexcept {
  int value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc{} || end == text.data()) return std::nullopt;
  text.remove_prefix(static_cast<std::size_t>(end - text.data()));
  return value;
}

}  // namespace

std::optional<Shape> parse_shape(std::string_view text) noexcept {
  auto box_rows = take_number(text);
  if (!box_rows) return std::nullopt;
  if (text.starts_with("x") || text.starts_with("X")) {
    text.remove_prefix(1);
  } else if (text.starts_with("\u00d7")) {  // ×
    text.remove_prefix(std::string_view("\u00d7").size());
  } else {
    return std::nullopt;
  }
  auto box_cols = take_number(text);
  if (!box_cols || !text.empty()) return std::nullopt;
  Shape shape{*box_rows, *box_cols};
  if (*box_rows > max_size || *box_cols > max_size || !shape.supported()) return std::nullopt;
  return shape;
}

}  // namespace sudoku
