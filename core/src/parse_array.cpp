// The array rules: a board given as an array of cells or of rows (by another language, or as
// the C++ callers' numbers), into a Board. Every array reader goes through ArrayReader, which owns
// the rules and their messages.
#include <cmath>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "parse.hpp"

namespace sudoku {
namespace detail {
namespace {

class ArrayReader {
 public:
  ArrayReader(const ArrayInput& input, std::optional<Shape> shape) : input_(input), shape_(shape) {}

  ParseResult parse() {
    const std::size_t length = input_.length();
    if (length == 0) return wrong_count(0, shape_);
    if (length > max_cells) {
      return fail(max_cells,
                  SUDOKU_MESSAGE("parse.array_has_elements_more_than",
                                 "the array has {0} elements, more than {1} has cells"),
                  {Part(length), largest_board()});
    }
    const Element first = input_.element(0);
    const bool grid = first.kind == Element::Kind::array;
    if (grid) {
      if (auto error = wrong_row_count(length, shape_)) return std::move(*error);
    }
    const std::optional<Shape> shape = shape_ ? shape_
                                       : grid ? shape_for_size(static_cast<int>(length))
                                              : infer_shape(length);
    if (!grid && (!shape || static_cast<std::size_t>(shape->cell_count()) != length)) {
      return wrong_count(length, shape);
    }
    const std::size_t side = grid ? length : 0;
    const std::size_t count = static_cast<std::size_t>(shape->cell_count());
    std::vector<std::uint8_t> cells(count);
    for (std::size_t i = 0; i < count; ++i) {
      const std::size_t r = grid ? i / side : 0, c = grid ? i % side : i;
      if (grid && c == 0) {
        const Element row = r == 0 ? first : input_.element(r);
        if (row.kind != Element::Kind::array) {
          return fail(i,
                      SUDOKU_MESSAGE("parse.row_grid_not_array",
                                     "row {0} of the grid is {1}, not an array"),
                      {Part(r + 1), input_.describe(r)});
        }
        if (row.length != side) return ragged_row(r, row.length, side, i);
      }
      const Element element = grid ? input_.element(r, c) : i == 0 ? first : input_.element(i);
      if (i == 0) characters_ = element.kind == Element::Kind::text;
      if (const Message reason = read(element, *shape, cells[i]); reason.english) {
        const auto n = static_cast<std::size_t>(shape->size());
        return fail(i, reason,
                    {format(SUDOKU_MESSAGE("parse.cell_r_c", "cell r{0}c{1}"),
                            {Part(i / n + 1), Part(i % n + 1)}),
                     grid ? input_.describe(r, c) : input_.describe(i), board_words(*shape),
                     Part(shape->size())});
      }
    }
    return success(*shape, std::move(cells));
  }

 private:
  // Reads one cell; when it is none, the message ({0} to {3} are: where, what it holds, the
  // board, N); a message without English when it is one.
  Message read(const Element& element, Shape shape, std::uint8_t& cell) const {
    constexpr Message array_cell =
        SUDOKU_MESSAGE("parse.cell_holds_array",
                       "{0} holds an array: give an array of rows or a flat array of cells");
    double value = 0;
    if (characters_) {
      const std::string_view text = element.text;
      if (element.kind == Element::Kind::array) return array_cell;
      // One character, which may take several UTF-8 bytes ("é" is one character, not a digit).
      if (element.kind != Element::Kind::text || text.empty() ||
          detail::decode_utf8(text).length != text.size()) {
        return SUDOKU_MESSAGE("parse.cell_not_one_character",
                              "{0} holds {1}: a board of characters needs one character per cell "
                              "(\".\" for empty)");
      }
      value = text.size() == 1 ? symbol_value(text[0]) : 0;
      if (value == 0 && !(text.size() == 1 && is_blank(text[0]))) value = -1;
    } else if (element.kind == Element::Kind::number) {
      value = element.number;
      if (!(std::floor(value) == value)) {
        return SUDOKU_MESSAGE("parse.cell_not_integer",
                              "{0} holds {1}, which is not an integer (0 or null for empty)");
      }
    } else if (element.kind == Element::Kind::array) {
      return array_cell;
    } else if (element.kind != Element::Kind::empty) {
      return SUDOKU_MESSAGE("parse.cell_not_number",
                            "{0} holds {1}, which is not a number (0 or null for empty)");
    }
    if (value < 0 || value > shape.size()) {
      return SUDOKU_MESSAGE("parse.cell_not_digit",
                            "{0} holds {1}, which is not a digit of a {2} (1 to {3})");
    }
    cell = static_cast<std::uint8_t>(value);
    return {0, nullptr};
  }

  const ArrayInput& input_;
  std::optional<Shape> shape_;
  bool characters_ = false;
};

// The C++ callers' arrays: flat int numbers, and rows of ints.
Element number_element(int value) {
  Element element;
  element.kind = Element::Kind::number;
  element.number = value;
  return element;
}

class SpanInput final : public ArrayInput {
 public:
  explicit SpanInput(std::span<const int> numbers) : numbers_(numbers) {}
  std::size_t length() const override { return numbers_.size(); }
  Element element(std::size_t index) const override { return number_element(numbers_[index]); }
  Element element(std::size_t, std::size_t) const override { return {}; }
  std::string describe(std::size_t index) const override { return std::to_string(numbers_[index]); }
  std::string describe(std::size_t, std::size_t) const override { return {}; }

 private:
  std::span<const int> numbers_;
};

class RowsInput final : public ArrayInput {
 public:
  explicit RowsInput(const std::vector<std::vector<int>>& rows) : rows_(rows) {}
  std::size_t length() const override { return rows_.size(); }
  Element element(std::size_t index) const override {
    Element row;
    row.kind = Element::Kind::array;
    row.length = rows_[index].size();
    return row;
  }
  Element element(std::size_t row, std::size_t col) const override {
    return number_element(rows_[row][col]);
  }
  std::string describe(std::size_t) const override {
    return format(SUDOKU_MESSAGE("value.array", "an array"), {});
  }
  std::string describe(std::size_t row, std::size_t col) const override {
    return std::to_string(rows_[row][col]);
  }

 private:
  const std::vector<std::vector<int>>& rows_;
};

}  // namespace

ParseResult read_array(const ArrayInput& input, std::optional<Shape> shape) {
  return ArrayReader(input, shape).parse();
}

}  // namespace detail

ParseResult parse(const ArrayInput& input, std::optional<Shape> shape) {
  if (shape && !shape->supported()) return detail::unsupported_shape(*shape);
  return detail::read_array(input, shape);
}

ParseResult parse(std::span<const int> numbers, std::optional<Shape> shape) {
  return parse(detail::SpanInput(numbers), shape);
}

ParseResult parse(const std::vector<std::vector<int>>& rows, std::optional<Shape> shape) {
  return parse(detail::RowsInput(rows), shape);
}

}  // namespace sudoku
