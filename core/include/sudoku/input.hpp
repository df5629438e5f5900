// Input limits, boards given as arrays by another language, and the shape text form with its error.
//
// Part of the umbrella header sudoku/sudoku.hpp. Every rule about what a board input may look like
// lives in the core (text layouts, LeetCode's JSON text, arrays and grids, counts, shapes, and the
// messages that explain a refusal), so the JS layer, the CLI and the element never repeat one.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "sudoku/sudoku.hpp"

namespace sudoku {

/// True when `text` looks like one of the formats that travel (a link, a site's address, a Solo
/// game id, a SudokuPad id, puzzle JSON), told by its first characters: parse_puzzle()
/// (sudoku/formats.hpp) reads it, and a core built without those formats (the JS API's plain
/// module) refuses it with a message that says which validator reads it.
[[nodiscard]] bool is_travelling_text(std::string_view text) noexcept;

/// The most cells a board can have (max_size²). Parsing stops at the first cell past it.
inline constexpr std::size_t max_cells = static_cast<std::size_t>(max_size) * max_size;

/// The longest text parse() reads, in bytes. A longer text is refused, and the refusal depends on
/// its first max_text_length + 1 bytes only: an error inside them is reported as it is, otherwise
/// the text is too long. So a caller may pass just those bytes of a huge input.
inline constexpr std::size_t max_text_length = std::size_t{1} << 20;

/// One element of a board given as an array by a caller in another language, as that language
/// sees it.
struct Element {
  enum class Kind : std::uint8_t { number, empty, text, array, other };
  Kind kind = Kind::other;
  double number = 0;       // kind == number
  std::string_view text;   // kind == text: the string, UTF-8 (valid while parse runs)
  std::size_t length = 0;  // kind == array: its element count
};

/// A board given as an array: a flat array of cells, or an array of rows. The core reads only the
/// lengths and elements it needs, in order, and refuses an array whose length alone rules it out
/// before reading any element.
class ArrayInput {
 public:
  virtual ~ArrayInput() = default;
  /// The outer array's length.
  [[nodiscard]] virtual std::size_t length() const = 0;
  /// outer[index].
  [[nodiscard]] virtual Element element(std::size_t index) const = 0;
  /// outer[row][col]; called only after element(row) said it is an array of more than col.
  [[nodiscard]] virtual Element element(std::size_t row, std::size_t col) const = 0;
  /// How the caller's language shows outer[index] or outer[row][col] ("1.5", "\"12\"", "null",
  /// "a Map"), for a message about it. Invisible and bidirectional characters must not be echoed
  /// (quote_text does that).
  [[nodiscard]] virtual std::string describe(std::size_t index) const = 0;
  [[nodiscard]] virtual std::string describe(std::size_t row, std::size_t col) const = 0;
};

/// Parses a board given as an array. A flat array holds N×N cells; an array of arrays holds N rows
/// of N cells (a ragged grid is an error). The kind of the first cell decides the board's kind:
/// numbers (0 or empty for an empty cell, else 1..N), or one-character strings in the text
/// symbols (LeetCode's `char[][]`, "." for empty). Positions in errors are cell indices.
[[nodiscard]] ParseResult parse(const ArrayInput& input, std::optional<Shape> shape = {});

/// A shape read from text, or why the text is not one.
struct ShapeResult {
  std::optional<Shape> shape;
  ParseError error;        // meaningful only when !shape
  bool malformed = false;  // true: not "RxC" at all; false: well-formed but unsupported
};

/// The shape itself when supported, else the error that says why not.
[[nodiscard]] ShapeResult check_shape(Shape shape);

/// Reads "RxC" (box rows, then box columns; `x`, `X` or `×`; no spaces) and checks the shape is
/// supported. parse_shape() is this without the message.
[[nodiscard]] ShapeResult read_shape(std::string_view text);

/// How a message names a character: `'7'` when it prints plainly, `'é' (U+00E9)` beyond ASCII,
/// `U+202E (a bidirectional control)` when it is invisible, a control or a bidirectional mark (it
/// is never echoed), `byte 0xFF (not UTF-8)` when the bytes are no character. `text` starts at it.
[[nodiscard]] std::string describe_character(std::string_view text);

/// A string quoted for a message, at most `limit` characters of it, with every invisible,
/// control or bidirectional character written as <U+XXXX> instead of echoed.
[[nodiscard]] std::string quote_text(std::string_view text, std::size_t limit = 20);

}  // namespace sudoku
