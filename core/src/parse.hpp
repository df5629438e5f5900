// The readers' shared pieces (internal): the symbols of board text, the text as the readers see
// it, the array rules every array reader goes through, and the messages that explain a refusal.
//
// One reader per input kind: parse_text.cpp (lines, .sdk, .ss), parse_json.cpp (LeetCode's JSON
// text), parse_array.cpp (the array rules, and the C++ callers' arrays); parse_messages.cpp
// builds the messages they share.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "characters.hpp"
#include "lines.hpp"
#include "sudoku/input.hpp"
#include "sudoku/sudoku.hpp"

namespace sudoku::detail {

constexpr bool is_space(char c) noexcept {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}
constexpr bool is_blank(char c) noexcept {
  return c == '.' || c == '0' || c == '-' || c == '_' || c == '*';
}
constexpr bool is_separator(char c) noexcept { return c == '|' || c == '+'; }

// The digit a symbol stands for (1–9, then A–Z / a–z for 10–35), or 0 when it is no symbol.
constexpr int symbol_value(char c) noexcept {
  if (c >= '1' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  return 0;
}

// A cell read from text: the digit (0 when blank) and the byte where it stood.
struct TextCell {
  int value;
  std::size_t at;
};

// Text as the parsers see it: a leading byte order mark removed (lines.hpp; it still counts as
// one character in positions) and at most max_text_length bytes.
struct Text {
  std::string_view bytes;
  std::size_t base = 0;    // characters before bytes[0]: 1 after a byte order mark
  bool truncated = false;  // the input went on past max_text_length bytes
  // The position of bytes[at] in UTF-16 code units, as a JavaScript string index counts it (a
  // byte that is not well-formed UTF-8 counts one). Only ASCII cells are read, but skipped
  // lines (# comments, .sdk headers) may hold any text, so bytes and positions can differ.
  // Called once per error, so the walk from the start costs nothing on the paths that succeed.
  std::size_t offset(std::size_t at) const {
    std::size_t units = base;
    for (std::size_t i = 0; i < at;) {
      const detail::Decoded character = detail::decode_utf8(bytes.substr(i));
      units += character.valid && character.code > 0xFFFF ? 2 : 1;
      i += character.length;
    }
    return units;
  }
};

Text text_of(std::string_view input);

// ---- The readers ---------------------------------------------------------------------------

// Lines, .sdk and .ss (parse_text.cpp).
ParseResult parse_lines(const Text& text, std::optional<Shape> shape);
// LeetCode's JSON text of an array (parse_json.cpp); positions are text offsets.
ParseResult parse_json(const Text& text, std::optional<Shape> shape);
// The array rules (parse_array.cpp): every array reader hands its array to this one.
ParseResult read_array(const ArrayInput& input, std::optional<Shape> shape);

// ---- Making boards and messages (parse_messages.cpp) -----------------------------------------

// The one place a Board is made, from cells a reader checked.
ParseResult success(Shape shape, std::vector<std::uint8_t> cells);

std::string board_words(Shape shape);
std::string largest_board();
std::string value_range(Shape shape);

ParseResult failure(std::optional<std::size_t> position, std::string message);
ParseResult fail(std::optional<std::size_t> position, Message pattern,
                 std::initializer_list<Part> parts);
ParseResult unsupported_shape(Shape shape);
// More cells than any board: `found` is a count, or "more than 4096" when reading stopped there.
ParseResult too_many_cells(const std::string& found, std::size_t position);
// A grid has N rows (N from the shape when given): the error when `rows` cannot be that.
std::optional<ParseResult> wrong_row_count(std::size_t rows, std::optional<Shape> shape);
// Every row of a grid has N cells.
ParseResult ragged_row(std::size_t row, std::size_t length, std::size_t side, std::size_t position);
// The side whose square is nearest to `count` (at least 1).
std::size_t nearest_side(std::size_t count);
// The message for a cell count that fits no board: name the nearest board size. When there are
// too many cells, the error points at the first one past the board: position_of(index).
// Text gives the cells it read (their offsets are the places); for arrays the index is.
ParseResult wrong_count(std::size_t found, std::optional<Shape> shape, const Text* text = nullptr,
                        const std::vector<TextCell>* cells = nullptr);
ParseResult too_long(const Text& text);
// A character no board text holds. A truncated text may end inside a character: that is the
// length's fault, not the character's.
ParseResult unexpected(const Text& text, std::size_t at);

// The readers' messages say what is wrong; where it is in the text, as people count it, is the
// caller's to say. parse(text) starts a text error's message with its place ("line 2, column 5: ",
// place_in_text()); the listings (batch.cpp) print the place in their own columns instead, so
// they read text with read_text(), whose messages have no place.
ParseResult read_text(std::string_view input, std::optional<Shape> shape);
ParseResult placed(std::string_view input, ParseResult result);

}  // namespace sudoku::detail
