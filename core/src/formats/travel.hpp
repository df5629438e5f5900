// The pieces of the travelling formats' readers and writers (internal to the core).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "sudoku/formats.hpp"
#include "sudoku/input.hpp"

namespace sudoku::detail {

/// The most text a packed payload may unpack to: the longest text parse() reads.
inline constexpr std::size_t max_unpacked = max_text_length;

/// lz-string decompressFromBase64, refused as soon as its output passes `limit` UTF-16 units.
struct Decompressed {
  std::optional<std::string> text;  // UTF-8
  const char* error = nullptr;      // why not, when !text
};
[[nodiscard]] Decompressed lz_decompress_base64(std::string_view text, std::size_t limit);
/// lz-string compressToBase64 of UTF-8 text.
[[nodiscard]] std::string lz_compress_base64(std::string_view utf8);

/// A JSON value. `zipped` reading also takes SudokuPad's PuzzleZipper short form: bare keys,
/// single-quoted strings, `t`/`f`, bare colours, and empty objects left out of arrays.
struct Json {
  enum class Kind : std::uint8_t { null, boolean, number, string, array, object };
  Kind kind = Kind::null;
  bool boolean = false;
  double number = 0;
  std::string text;         // string; a number's text as it was written
  std::vector<Json> items;  // array
  // An object's members in order: keys[i] names values[i] (two vectors, as a vector of pairs
  // would need Json complete here).
  std::vector<std::string> keys;
  std::vector<Json> values;

  /// The member `name` (or, for zipped JSON, its short name), or null when absent.
  [[nodiscard]] const Json* get(std::string_view name, std::string_view short_name = {}) const;
  [[nodiscard]] bool is(Kind k) const noexcept { return kind == k; }
  /// True for `true`, a non-empty array, or a non-empty object (a constraint that is there).
  [[nodiscard]] bool present() const noexcept;
  /// An integer value (a number, or a string of digits); empty otherwise.
  [[nodiscard]] std::optional<long long> integer() const;
};
struct JsonResult {
  std::optional<Json> value;
  std::string error;  // with the offset, when !value
};
[[nodiscard]] JsonResult read_json(std::string_view text, bool zipped);

/// Writing JSON: a string literal.
void append_json_string(std::string& out, std::string_view text);
/// Writing JSON: a value read by read_json() (not zipped), its numbers as they were written.
void append_json(std::string& out, const Json& value);

/// A board from cells 0..N (checked by parse()), with the given shape or the inferred one. Its
/// error has no position: the cells are decoded data, not the caller's text.
[[nodiscard]] ParseResult board_from_cells(const std::vector<int>& cells,
                                           std::optional<Shape> shape);
/// The puzzle, once its rules pass validate_rules(); or that error.
[[nodiscard]] PuzzleResult make_puzzle(ParseResult board, Rules rules,
                                       std::vector<std::string> ignored);
[[nodiscard]] PuzzleResult puzzle_error(std::string message);
/// True when `regions` are the boxes of `shape` (each region exactly one box, whatever its number).
[[nodiscard]] bool regions_are_boxes(const std::vector<int>& regions, Shape shape);
/// Regions equal to the shape's boxes are no rule: the classic game.
void drop_box_regions(Rules& rules, Shape shape);

/// The puzzle of a travelling format (a link, a bare id, a Solo id, JSON…), or empty when the
/// text is none of them (plain board text: parse() reads it). Cheap for board text.
[[nodiscard]] std::optional<PuzzleResult> read_travelling(std::string_view text,
                                                          std::optional<Shape> shape);
/// Any text as parse_puzzle() reads it (an unsupported shape first, then the travelling formats,
/// then board text), with messages that leave a text error's place to the caller: parse_puzzle()
/// puts it first, the listings (batch.cpp) say it in their own columns.
[[nodiscard]] PuzzleResult read_puzzle(std::string_view text, std::optional<Shape> shape);

// The readers, each given the text of its own format (links already taken apart).
[[nodiscard]] PuzzleResult read_fpuzzles(const Json& json);
[[nodiscard]] PuzzleResult read_sudokupad_json(const Json& json);
[[nodiscard]] PuzzleResult read_own_json(const Json& json, std::optional<Shape> shape);
[[nodiscard]] PuzzleResult read_sudokupad_id(std::string_view id);
[[nodiscard]] PuzzleResult read_solo(std::string_view id);
/// SudokuExchange's compression: each character a digit and the run of blanks after it.
[[nodiscard]] std::optional<std::vector<int>> exchange_cells(std::string_view text);
[[nodiscard]] std::string exchange_text(const std::vector<int>& cells);
[[nodiscard]] PuzzleResult read_sudokuwiki(std::string_view text);

/// f-puzzles' constraint fields (fpuzzles_constraints.cpp), read one JSON member at a time.
struct FpuzzlesConstraints {
  std::vector<Constraint> constraints;
  std::vector<std::string> origins;  // per constraint, its field and entry: "thermometer 3"
  bool negative_ratio = false, negative_xv = false;
};
struct FpuzzlesField {
  bool known = false;   // the member is a constraint field (or `negative`, or a drawing list)
  bool unread = false;  // it holds something the referee does not read: list it in `ignored`
  std::string error;    // a malformed entry, named with the site's cell names
};
[[nodiscard]] FpuzzlesField read_fpuzzles_field(std::string_view key, const Json& value, int n,
                                                FpuzzlesConstraints& read);
/// Appends `,"negative":[…]` and every constraint field to f-puzzles JSON; or why it cannot.
[[nodiscard]] std::optional<std::string> write_fpuzzles_constraints(std::string& out,
                                                                    const Rules& rules, int n);

// The writers.
/// f-puzzles JSON of the board and its rules, with the `kept` members a reader kept (Kept).
[[nodiscard]] FormatResult write_fpuzzles_json(const Board& board, const Rules& rules,
                                               const std::vector<Kept>& kept = {});
[[nodiscard]] FormatResult write_own_json(const Board& board, const Rules& rules);
[[nodiscard]] FormatResult write_solo(const Board& board, const Rules& rules);

}  // namespace sudoku::detail
