// The messages the readers share, and the one place a Board is made from checked cells.
#include <string>
#include <utility>
#include <vector>

#include "parse.hpp"

namespace sudoku {

// The one place a Board is made, from cells the parsers checked.
struct detail::BoardFactory {
  static ParseResult success(Shape shape, std::vector<std::uint8_t> cells) {
    return ParseResult{Board(shape, std::move(cells)), {}};
  }
};

namespace detail {

ParseResult success(Shape shape, std::vector<std::uint8_t> cells) {
  return detail::BoardFactory::success(shape, std::move(cells));
}

std::string board_words(Shape shape) {
  return format(SUDOKU_MESSAGE("parse.board_size", "{0}\u00d7{1} board"),
                {Part(shape.size()), Part(shape.size())});
}

std::string largest_board() {
  return format(SUDOKU_MESSAGE("parse.largest_board", "the largest supported board ({0}\u00d7{1})"),
                {Part(max_size), Part(max_size)});
}

ParseResult failure(std::optional<std::size_t> position, std::string message) {
  return ParseResult{std::nullopt, ParseError{position, std::move(message)}};
}

[[gnu::noinline]] ParseResult fail(std::optional<std::size_t> position, Message pattern,
                                   std::initializer_list<Part> parts) {
  return failure(position, detail::format(pattern, parts));
}

ParseResult unsupported_shape(Shape shape) {
  return failure(std::nullopt, check_shape(shape).error.message);
}

ParseResult too_many_cells(const std::string& found, std::size_t position) {
  return fail(position,
              SUDOKU_MESSAGE("parse.found_cells_more_than", "found {0} cells, more than {1}"),
              {found, largest_board()});
}

std::optional<ParseResult> wrong_row_count(std::size_t rows, std::optional<Shape> shape) {
  if (rows == 0) return fail(std::nullopt, SUDOKU_MESSAGE("parse.no_cells", "no cells found"), {});
  if (!shape && rows > static_cast<std::size_t>(max_size)) {
    return fail(std::nullopt,
                SUDOKU_MESSAGE("parse.found_rows_more_than", "found {0} rows, more than {1}"),
                {Part(rows), largest_board()});
  }
  if (shape && rows != static_cast<std::size_t>(shape->size())) {
    return fail(
        std::nullopt,
        SUDOKU_MESSAGE("parse.expected_rows_for_found", "expected {0} rows for a {1}, found {2}"),
        {Part(shape->size()), board_words(*shape), Part(rows)});
  }
  return std::nullopt;
}

ParseResult ragged_row(std::size_t row, std::size_t length, std::size_t side,
                       std::size_t position) {
  return fail(position,
              SUDOKU_MESSAGE("parse.ragged_row",
                             "ragged grid: row {0} has {1, plural, one {# cell} other {# cells}}, "
                             "expected {2}"),
              {Part(row + 1), Part(length), Part(side)});
}

std::string value_range(Shape shape) {
  return format(SUDOKU_MESSAGE("parse.digits_1_to", "digits are 1 to {0}"), {Part(shape.size())});
}

Text text_of(std::string_view input) {
  Text text{input};
  if (const std::size_t mark = byte_order_mark_length(input)) {
    text.bytes.remove_prefix(mark);
    text.base = 1;
  }
  if (input.size() > max_text_length) {
    text.bytes = text.bytes.substr(0, max_text_length - (input.size() - text.bytes.size()));
    text.truncated = true;
  }
  return text;
}

std::size_t nearest_side(std::size_t count) {
  std::size_t side = 1;
  while ((side + 1) * (side + 1) <= count) ++side;
  if (count > side * side && count - side * side > (side + 1) * (side + 1) - count) ++side;
  return side;
}

ParseResult wrong_count(std::size_t found, std::optional<Shape> shape, const Text* text,
                        const std::vector<TextCell>* cells) {
  std::size_t expected = 0;
  std::string suffix;
  if (shape) {
    expected = static_cast<std::size_t>(shape->cell_count());
    suffix = format(SUDOKU_MESSAGE("parse.for_with_x_boxes", " for a {0} with {1}x{2} boxes"),
                    {board_words(*shape), Part(shape->box_rows), Part(shape->box_cols)});
  } else {
    if (found == 0)
      return fail(std::nullopt, SUDOKU_MESSAGE("parse.no_cells", "no cells found"), {});
    const std::size_t side = nearest_side(found);
    expected = side * side;
  }
  std::optional<std::size_t> position;
  if (found > expected) {
    position =
        !text ? expected
              : text->offset(expected < cells->size() ? (*cells)[expected].at : text->bytes.size());
  }
  return fail(position,
              SUDOKU_MESSAGE("parse.wrong_count",
                             "expected {0, plural, one {# cell} other {# cells}}{1}, found {2}"),
              {Part(expected), suffix, Part(found)});
}

ParseResult too_long(const Text& text) {
  // The place is the first character not read whole: one cut by the limit starts before it.
  std::size_t at = text.bytes.size();
  for (std::size_t back = 1; back <= 3 && back <= at; ++back) {
    const auto byte = static_cast<unsigned char>(text.bytes[at - back]);
    if ((byte & 0xC0) == 0x80) continue;  // a continuation byte: its lead is further back
    const std::size_t length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1;
    if (length > back) at -= back;
    break;
  }
  return fail(text.offset(at),
              SUDOKU_MESSAGE("parse.text_longer_than_bytes_more",
                             "the text is longer than {0} bytes, more than any board needs"),
              {Part(max_text_length)});
}

// A character no board text holds. A truncated text may end inside a character: that is the

ParseResult unexpected(const Text& text, std::size_t at) {
  const std::string_view rest = text.bytes.substr(at);
  if (text.truncated && rest.size() < 4 && !detail::decode_utf8(rest).valid) return too_long(text);
  return fail(text.offset(at),
              SUDOKU_MESSAGE("parse.unexpected_character", "unexpected character {0}"),
              {describe_character(rest)});
}

[[gnu::noinline]] ParseResult placed(std::string_view input, ParseResult result) {
  if (!result && result.error.position) {
    const TextPlace place = place_in_text(input, *result.error.position);
    result.error.message = format(SUDOKU_MESSAGE("parse.line_column", "line {0}, column {1}: {2}"),
                                  {Part(place.line), Part(place.column), result.error.message});
  }
  return result;
}

}  // namespace detail

[[gnu::noinline]] TextPlace place_in_text(std::string_view text, std::size_t position) noexcept {
  TextPlace place;
  std::size_t i = detail::byte_order_mark_length(text);
  std::size_t units = i > 0 ? 1 : 0;
  while (i < text.size() && units < position) {
    const detail::Decoded character = detail::decode_utf8(text.substr(i));
    units += character.valid && character.code > 0xFFFF ? 2 : 1;
    i += character.length;
    if (text[i - character.length] == '\n') {
      ++place.line;
      place.column = 1;
    } else {
      ++place.column;
    }
  }
  return place;
}
}  // namespace sudoku
