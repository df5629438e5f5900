// Parsing: text in every supported layout (lines, .sdk, .ss, LeetCode's JSON text) and arrays of
// cells or rows, into a Board. Work and memory stay bounded: at most max_cells cells and
// max_text_length bytes are read, whatever the size of the input.
#include <algorithm>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "characters.hpp"
#include "formats/hook.hpp"

using sudoku::detail::format;
using sudoku::detail::Part;
#include "sudoku/input.hpp"
#include "sudoku/sudoku.hpp"

namespace sudoku {
namespace {

constexpr std::string_view byte_order_mark = "\xEF\xBB\xBF";

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

std::string board_words(Shape shape) {
  return format("%\u00d7% board", {Part(shape.size()), Part(shape.size())});
}

std::string largest_board() {
  return format("the largest supported board (%\u00d7%)", {Part(max_size), Part(max_size)});
}

ParseResult failure(std::optional<std::size_t> position, std::string message) {
  return ParseResult{std::nullopt, ParseError{position, std::move(message)}};
}

[[gnu::noinline]] ParseResult fail(std::optional<std::size_t> position, const char* pattern,
                                   std::initializer_list<Part> parts) {
  return failure(position, detail::format(pattern, parts));
}

}  // namespace

// The one place a Board is made, from cells the parsers checked.
struct detail::BoardFactory {
  static ParseResult success(Shape shape, std::vector<std::uint8_t> cells) {
    return ParseResult{Board(shape, std::move(cells)), {}};
  }
};

namespace {

ParseResult success(Shape shape, std::vector<std::uint8_t> cells) {
  return detail::BoardFactory::success(shape, std::move(cells));
}

ParseResult unsupported_shape(Shape shape) {
  return failure(std::nullopt, check_shape(shape).error.message);
}

// More cells than any board: `found` is a count, or "more than 4096" when reading stopped there.
ParseResult too_many_cells(const std::string& found, std::size_t position) {
  return fail(position, "found % cells, more than %", {found, largest_board()});
}

// A grid has N rows (N from the shape when given): the error when `rows` cannot be that.
std::optional<ParseResult> wrong_row_count(std::size_t rows, std::optional<Shape> shape) {
  if (rows == 0) return failure(std::nullopt, "no cells found");
  if (!shape && rows > static_cast<std::size_t>(max_size)) {
    return fail(std::nullopt, "found % rows, more than %", {Part(rows), largest_board()});
  }
  if (shape && rows != static_cast<std::size_t>(shape->size())) {
    return fail(std::nullopt, "expected % rows for a %, found %",
                {Part(shape->size()), board_words(*shape), Part(rows)});
  }
  return std::nullopt;
}

// Every row of a grid has N cells.
ParseResult ragged_row(std::size_t row, std::size_t length, std::size_t side,
                       std::size_t position) {
  return fail(position, "ragged grid: row % has % cells, expected % (rows counted from 0)",
              {Part(row), Part(length), Part(side)});
}

std::string value_range(Shape shape) { return format("digits are 1 to %", {Part(shape.size())}); }

// A cell read from text: the digit (0 when blank) and the byte where it stood.
struct TextCell {
  int value;
  std::size_t at;
};

// Text as the parsers see it: a leading byte order mark removed (it still counts as one
// character in positions) and at most max_text_length bytes.
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

Text text_of(std::string_view input) {
  Text text{input};
  if (input.starts_with(byte_order_mark)) {
    text.bytes.remove_prefix(byte_order_mark.size());
    text.base = 1;
  }
  if (input.size() > max_text_length) {
    text.bytes = text.bytes.substr(0, max_text_length - (input.size() - text.bytes.size()));
    text.truncated = true;
  }
  return text;
}

// The message for a cell count that fits no board: name the nearest board size. When there are
// too many cells, the error points at the first one past the board: position_of(index).
// Text gives the cells it read (their offsets are the places); for arrays the index is.
ParseResult wrong_count(std::size_t found, std::optional<Shape> shape, const Text* text = nullptr,
                        const std::vector<TextCell>* cells = nullptr) {
  std::size_t expected = 0;
  std::string suffix;
  if (shape) {
    expected = static_cast<std::size_t>(shape->cell_count());
    suffix = format(" for a % with %x% boxes",
                    {board_words(*shape), Part(shape->box_rows), Part(shape->box_cols)});
  } else {
    if (found == 0) return failure(std::nullopt, "no cells found");
    std::size_t side = 1;  // the side whose square is nearest to found
    while ((side + 1) * (side + 1) <= found) ++side;
    if (found - side * side > (side + 1) * (side + 1) - found) ++side;
    expected = side * side;
  }
  std::optional<std::size_t> position;
  if (found > expected) {
    position =
        !text ? expected
              : text->offset(expected < cells->size() ? (*cells)[expected].at : text->bytes.size());
  }
  return fail(position, expected == 1 ? "expected % cell%, found %" : "expected % cells%, found %",
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
  return fail(text.offset(at), "the text is longer than % bytes, more than any board needs",
              {Part(max_text_length)});
}

// A character no board text holds. A truncated text may end inside a character: that is the
// length's fault, not the character's.
ParseResult unexpected(const Text& text, std::size_t at) {
  const std::string_view rest = text.bytes.substr(at);
  if (text.truncated && rest.size() < 4 && !detail::decode_utf8(rest).valid) return too_long(text);
  return fail(text.offset(at), "unexpected character % at offset %",
              {describe_character(rest), Part(text.offset(at))});
}

// After the cells are read and N is known: each symbol must be a digit of that board.
ParseResult board_from_cells(const Text& text, Shape shape, const std::vector<TextCell>& cells,
                             std::vector<std::uint8_t> board) {
  for (std::size_t i = 0, next = 0; i < cells.size(); ++i) {
    const TextCell& cell = cells[i];
    if (cell.value > shape.size()) {
      const std::size_t offset = text.offset(cell.at);
      return fail(offset, "% at offset % is not a digit of a % (%)",
                  {describe_character(text.bytes.substr(cell.at)), Part(offset), board_words(shape),
                   value_range(shape)});
    }
    while (board[next] == 0xFF) ++next;  // skip the blank rows of dash lines, already 0
    board[next++] = static_cast<std::uint8_t>(cell.value);
  }
  for (auto& value : board) {
    if (value == 0xFF) value = 0;
  }
  return success(shape, std::move(board));
}

// ---- Plain text: lines, .sdk, .ss -------------------------------------------------------------

// A multi-line text line made only of `- * + | =` and spaces. It is a frame when it has `+`, `|`
// or `=`; otherwise (only dashes and stars) it is a row of blanks when it holds exactly N cells.
struct DashLine {
  std::size_t first_cell;  // index into the cell list where its cells would go
  std::size_t length;      // its cell count if it is a row
};

bool is_frame_char(char c) noexcept {
  return c == '-' || c == '*' || c == '+' || c == '|' || c == '=' || is_space(c);
}

std::string_view line_at(std::string_view text, std::size_t start) {
  std::size_t end = text.find('\n', start);
  if (end == std::string_view::npos) end = text.size();
  return text.substr(start, end - start);
}

bool is_content(std::string_view line) {
  auto first = line.find_first_not_of(" \t\r\v\f");
  return first != std::string_view::npos && line[first] != '#';
}

// True when two lines hold something other than a comment: only then can frame lines exist.
bool has_several_lines(std::string_view text) {
  int content_lines = 0;
  for (std::size_t start = 0; start <= text.size(); start += line_at(text, start).size() + 1) {
    if (is_content(line_at(text, start)) && ++content_lines == 2) return true;
  }
  return false;
}

ParseResult parse_lines(const Text& text, std::optional<Shape> shape) {
  const std::string_view bytes = text.bytes;
  const bool multi_line = has_several_lines(bytes);

  std::vector<TextCell> cells;
  std::vector<DashLine> dash_lines;
  // Dash lines of each length seen so far: more than L of length L cannot all be rows of blanks
  // of an L×L board, so no more of them are kept (memory stays bounded).
  std::size_t dash_count[max_size + 1] = {};
  for (std::size_t start = 0; start <= bytes.size();) {
    const std::string_view line = line_at(bytes, start);
    bool skip = !is_content(line);
    if (!skip && multi_line) {
      bool frame_like = true, hard_frame = false;
      std::size_t length = 0;
      for (char c : line) {
        if (!is_frame_char(c)) {
          frame_like = false;
          break;
        }
        if (c == '+' || c == '|' || c == '=') hard_frame = true;
        if (!is_space(c)) ++length;
      }
      if (frame_like) {
        skip = true;
        if (!hard_frame && length <= static_cast<std::size_t>(max_size) &&
            dash_count[length]++ <= length) {
          dash_lines.push_back(DashLine{cells.size(), length});
        }
      }
    }
    if (!skip) {
      for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (is_space(c) || is_separator(c)) continue;
        const int value = symbol_value(c);
        if (value == 0 && !is_blank(c)) return unexpected(text, start + i);
        if (cells.size() == max_cells) {
          return too_many_cells(format("more than %", {Part(max_cells)}), text.offset(start + i));
        }
        cells.push_back(TextCell{value, start + i});
      }
    }
    start += line.size() + 1;
  }
  if (text.truncated) return too_long(text);

  // The side N: given, or the one for which the cells (plus dash lines of N cells) make N×N.
  // (dash_count is exact; only the dash lines kept are capped, and a side they cannot cover is
  // never resolved: its count exceeds N×N.)
  auto cells_for_side = [&](std::size_t side) {
    return cells.size() +
           (side <= static_cast<std::size_t>(max_size) ? dash_count[side] * side : 0);
  };
  // When several N fit, the largest wins: it reads the most dash lines as rows of blanks, which is
  // what a board of N lines of N cells with blank rows means.
  std::optional<Shape> resolved = shape;
  if (!resolved) {
    for (int side = max_size; side >= 1 && !resolved; --side) {
      auto n = static_cast<std::size_t>(side);
      if (cells_for_side(n) == n * n) resolved = shape_for_size(side);
    }
  }
  const std::size_t side = resolved ? static_cast<std::size_t>(resolved->size()) : 0;
  const std::size_t found = resolved ? cells_for_side(side) : cells.size();
  if (!resolved || found != side * side) {
    // Past the last text cell (only dash rows beyond it), point at the end of the text.
    return wrong_count(found, resolved, &text, &cells);
  }
  // Blank rows of dash lines are marked 0xFF, so the text cells fill the other places in order.
  std::vector<std::uint8_t> board;
  board.reserve(side * side);
  std::size_t next_dash = 0;
  for (std::size_t i = 0; i <= cells.size(); ++i) {
    for (; next_dash < dash_lines.size() && dash_lines[next_dash].first_cell <= i; ++next_dash) {
      if (dash_lines[next_dash].length == side) board.insert(board.end(), side, 0xFF);
    }
    if (i < cells.size()) board.push_back(0);
  }
  return board_from_cells(text, *resolved, cells, std::move(board));
}

// ---- Arrays ------------------------------------------------------------------------------------

class ArrayReader {
 public:
  ArrayReader(const ArrayInput& input, std::optional<Shape> shape) : input_(input), shape_(shape) {}

  ParseResult parse() {
    const std::size_t length = input_.length();
    if (length == 0) return wrong_count(0, shape_);
    if (length > max_cells) {
      return fail(max_cells, "the array has % elements, more than % has cells",
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
          return fail(i, "row % of the grid is %, not an array (rows counted from 0)",
                      {Part(r), input_.describe(r)});
        }
        if (row.length != side) return ragged_row(r, row.length, side, i);
      }
      const Element element = grid ? input_.element(r, c) : i == 0 ? first : input_.element(i);
      if (i == 0) characters_ = element.kind == Element::Kind::text;
      if (const char* reason = read(element, *shape, cells[i])) {
        const std::string place =
            grid ? format("cell % (row %, column %; counted from 0)", {Part(i), Part(r), Part(c)})
                 : format("cell %", {Part(i)});
        return fail(i, reason,
                    {place, grid ? input_.describe(r, c) : input_.describe(i), board_words(*shape),
                     Part(shape->size())});
      }
    }
    return success(*shape, std::move(cells));
  }

 private:
  // Reads one cell; when it is none, the message's pattern (% are: where, what it holds, the
  // board, N).
  const char* read(const Element& element, Shape shape, std::uint8_t& cell) const {
    static constexpr const char* array_cell =
        "% holds an array: give an array of rows or a flat array of cells";
    double value = 0;
    if (characters_) {
      const std::string_view text = element.text;
      if (element.kind == Element::Kind::array) return array_cell;
      // One character, which may take several UTF-8 bytes ("é" is one character, not a digit).
      if (element.kind != Element::Kind::text || text.empty() ||
          detail::decode_utf8(text).length != text.size()) {
        return "% holds %: a board of characters needs one character per cell (\".\" for empty)";
      }
      value = text.size() == 1 ? symbol_value(text[0]) : 0;
      if (value == 0 && !(text.size() == 1 && is_blank(text[0]))) value = -1;
    } else if (element.kind == Element::Kind::number) {
      value = element.number;
      if (!(std::floor(value) == value)) {
        return "% holds %, which is not an integer (0 or null for empty)";
      }
    } else if (element.kind == Element::Kind::array) {
      return array_cell;
    } else if (element.kind != Element::Kind::empty) {
      return "% holds %, which is not a number (0 or null for empty)";
    }
    if (value < 0 || value > shape.size()) return "% holds %, which is not a digit of a % (1 to %)";
    cell = static_cast<std::uint8_t>(value);
    return nullptr;
  }

  const ArrayInput& input_;
  std::optional<Shape> shape_;
  bool characters_ = false;
};

// ---- Arrays as JSON text: LeetCode's [["5","3",".",...],...] (also single quotes), and JS arrays
// ----
//
// JS hands its arrays to the core in this form too (web/api/api.js): numbers, null, strings, and
// two markers for what JSON cannot carry: {"?": "how JS shows the value"} and {"#": length} for an
// array too long to send. Syntax is checked here; every board rule is ArrayReader's.

class JsonBoard final : public ArrayInput {
 public:
  explicit JsonBoard(const Text& text) : text_(text) {}

  // Reads the outer array; false (see error()) for text that is not one.
  bool read() {
    skip_space();
    Value root{};
    if (peek() != '[' && peek() != '{') return expected("'['");
    if (!value(0, root)) return false;
    outer_length_ = root.length;
    skip_space();
    if (at_ < text_.bytes.size()) return unexpected_here();
    if (text_.truncated) return failed(too_long(text_));
    return true;
  }

  ParseResult error() { return std::move(error_); }

  // ArrayReader's position (a cell index, or row · side) as an offset in the text.
  std::size_t offset_of(std::size_t position) const {
    const bool grid = !outer_.empty() && outer_[0].kind == '[';
    if (!grid) return position < outer_.size() ? outer_[position].at : text_.bytes.size();
    const std::size_t row = position / outer_length_, col = position % outer_length_;
    if (row >= outer_.size()) return text_.bytes.size();
    const Value& cells = outer_[row];
    return cells.kind == '[' && col < cells.length && col <= static_cast<std::size_t>(max_size)
               ? cells_[cells.first + col].at
               : cells.at;
  }

  std::size_t length() const override { return outer_length_; }
  Element element(std::size_t index) const override { return element_of(outer_[index]); }
  Element element(std::size_t row, std::size_t col) const override {
    return element_of(cells_[outer_[row].first + col]);
  }
  std::string describe(std::size_t index) const override { return shown(outer_[index]); }
  std::string describe(std::size_t row, std::size_t col) const override {
    return shown(cells_[outer_[row].first + col]);
  }

 private:
  // One value as it stands in the text; its Element is made when ArrayReader asks for it.
  // kind: '[' array, '#' array too long to send, '"' string, '0' number, 'n' null, '?' a value
  // described by the caller.
  struct Value {
    std::size_t at;      // its first byte
    std::size_t end;     // one past its last byte
    std::size_t length;  // an array's element count; a description's byte count
    std::size_t first;   // a kept row: its first cell in cells_; a description: where it starts
    char kind;
  };

  // At depth 0 (the board) the elements are kept, at most max_cells + 1; at depth 1 (a row) the
  // cells of the first max_size + 1 rows, at most max_size + 1 each. More is an error anyway.
  bool value(int depth, Value& v) {
    v.at = at_;
    const char c = peek();
    if (c == '[' && depth >= 2) {  // a cell that is an array: only that matters
      v.kind = '[';
      if (!skip_array()) return false;
    } else if (c == '[') {
      v.kind = '[';
      if (!array(depth, v)) return false;
    } else if (c == '"' || c == '\'') {
      v.kind = '"';
      if (!skip_string()) return false;
    } else if (c == '{') {
      if (!marker(v)) return false;
    } else if (c == '-' || (c >= '0' && c <= '9')) {
      v.kind = '0';
      if (c == '-') ++at_;
      if (!digits()) return expected("a digit");
      if (peek() == '.') ++at_, digits();
      if (peek() == 'e' || peek() == 'E') {
        ++at_;
        if (peek() == '-' || peek() == '+') ++at_;
        if (!digits()) return expected("a digit");
      }
    } else if (word("null")) {
      v.kind = 'n';
    } else {
      return unexpected_here();
    }
    v.end = at_;
    return true;
  }

  bool array(int depth, Value& v) {
    ++at_;
    v.length = 0;
    const bool keep_cells = depth == 1 && rows_kept_ <= static_cast<std::size_t>(max_size);
    if (keep_cells) ++rows_kept_, v.first = cells_.size();
    skip_space();
    if (peek() == ']') return ++at_, true;
    for (;;) {
      skip_space();
      Value child{};
      if (!value(depth + 1, child)) return false;
      if (depth == 0 && v.length <= max_cells) outer_.push_back(child);
      if (keep_cells && v.length <= static_cast<std::size_t>(max_size)) cells_.push_back(child);
      ++v.length;
      skip_space();
      if (peek() == ',') {
        ++at_;
        continue;
      }
      if (peek() != ']') return expected("',' or ']'");
      return ++at_, true;
    }
  }

  bool skip_array() {
    for (int depth = 0; at_ < text_.bytes.size();) {
      const char c = text_.bytes[at_];
      if (c == '"' || c == '\'') {
        if (!skip_string()) return false;
        continue;
      }
      ++at_;
      if (c == '[') ++depth;
      if (c == ']' && --depth == 0) return true;
    }
    return end_of_text();
  }

  bool skip_string() {
    const char quote = text_.bytes[at_++];
    while (at_ < text_.bytes.size() && text_.bytes[at_] != quote) {
      at_ += text_.bytes[at_] == '\\' ? 2 : 1;
    }
    if (at_ >= text_.bytes.size()) return end_of_text();
    return ++at_, true;
  }

  // {"?": "description"} or {"#": length}
  bool marker(Value& v) {
    ++at_;
    skip_space();
    const bool described = text_.bytes.substr(at_).starts_with("\"?\"");
    if (!described && !text_.bytes.substr(at_).starts_with("\"#\"")) {
      return expected("\"?\" or \"#\"");
    }
    at_ += 3;
    skip_space();
    if (peek() != ':') return expected("':'");
    ++at_;
    skip_space();
    v.first = at_ + 1;
    if (described) {
      v.kind = '?';
      if (peek() != '"' || !skip_string()) return expected("'\"'");
      v.length = at_ - 1 - v.first;
    } else {
      v.kind = '#';
      v.length = 0;
      if (!(peek() >= '0' && peek() <= '9')) return expected("a digit");
      while (peek() >= '0' && peek() <= '9') {
        v.length = std::min<std::size_t>(v.length * 10 + (text_.bytes[at_++] - '0'), 1u << 30);
      }
    }
    skip_space();
    if (peek() != '}') return expected("'}'");
    return ++at_, true;
  }

  Element element_of(const Value& v) const {
    Element element;
    const std::string_view text = text_.bytes.substr(v.at, v.end - v.at);
    switch (v.kind) {
      case '[':
      case '#':
        element.kind = Element::Kind::array;
        element.length = v.length;
        break;
      case '"':
        element.kind = Element::Kind::text;
        element.text = text.substr(1, text.size() - 2);
        break;
      case '0':
        element.kind = Element::Kind::number;
        element.number = number_of(text);
        break;
      case 'n':
        element.kind = Element::Kind::empty;
        break;
      default:
        break;
    }
    return element;
  }

  // A number's value matters only while it is a small integer: a nonzero fraction makes it no
  // integer, an exponent (JSON.stringify writes one from 1e21 on, and for tiny numbers) no digit.
  static double number_of(std::string_view text) {
    double value = 0;
    std::size_t i = text[0] == '-' ? 1 : 0;
    for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) {
      value = value > 1e18 ? value : value * 10 + (text[i] - '0');
    }
    for (; i < text.size(); ++i) {
      if (text[i] == 'e' || text[i] == 'E') return value == 0 ? 0 : 0.5;
      if (text[i] >= '1' && text[i] <= '9') return value + 0.5;
    }
    return text[0] == '-' ? -value : value;
  }

  std::string shown(const Value& v) const {
    switch (v.kind) {
      case '[':
      case '#':
        return "an array";
      case '"':
        return quote_text(text_.bytes.substr(v.at + 1, v.end - v.at - 2));
      case '?':
        return std::string(text_.bytes.substr(v.first, v.length));
      default:
        return std::string(text_.bytes.substr(v.at, v.end - v.at));
    }
  }

  bool digits() {
    const std::size_t start = at_;
    while (peek() >= '0' && peek() <= '9') ++at_;
    return at_ > start;
  }

  bool word(std::string_view w) {
    if (!text_.bytes.substr(at_).starts_with(w)) return false;
    at_ += w.size();
    return true;
  }

  bool failed(ParseResult error) {
    error_ = std::move(error);
    return false;
  }

  bool unexpected_here() {
    if (at_ >= text_.bytes.size()) return end_of_text();
    return failed(unexpected(text_, at_));
  }

  bool expected(const char* what) {
    if (at_ >= text_.bytes.size()) return end_of_text();
    const std::string_view rest = text_.bytes.substr(at_);
    if (text_.truncated && rest.size() < 4 && !detail::decode_utf8(rest).valid) {
      return failed(too_long(text_));
    }
    return failed(fail(text_.offset(at_), "expected % at offset %, found %",
                       {what, Part(text_.offset(at_)), describe_character(rest)}));
  }

  bool end_of_text() {
    at_ = text_.bytes.size();  // a backslash at the very end steps one past it
    if (text_.truncated) return failed(too_long(text_));
    return failed(fail(text_.offset(at_), "the text ends at offset % inside a bracket or a quote",
                       {Part(text_.offset(at_))}));
  }

  char peek() const { return at_ < text_.bytes.size() ? text_.bytes[at_] : '\0'; }
  void skip_space() {
    while (at_ < text_.bytes.size() && is_space(text_.bytes[at_])) ++at_;
  }

  const Text& text_;
  ParseResult error_;
  std::size_t at_ = 0;
  std::size_t outer_length_ = 0;
  std::size_t rows_kept_ = 0;
  std::vector<Value> outer_;
  std::vector<Value> cells_;
};

ParseResult parse_json(const Text& text, std::optional<Shape> shape, bool from_array) {
  JsonBoard board(text);
  if (!board.read()) return board.error();
  ParseResult result = ArrayReader(board, shape).parse();
  // Text keeps text offsets; for an array the cell index is the place.
  if (!result && !from_array && result.error.position) {
    result.error.position = text.offset(board.offset_of(*result.error.position));
  }
  return result;
}

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
  std::string describe(std::size_t) const override { return "an array"; }
  std::string describe(std::size_t row, std::size_t col) const override {
    return std::to_string(rows_[row][col]);
  }

 private:
  const std::vector<std::vector<int>>& rows_;
};

}  // namespace

ParseResult parse(std::string_view input, std::optional<Shape> shape) {
  if (shape && !shape->supported()) return unsupported_shape(*shape);
#if SUDOKU_TRAVEL
  // Links, site ids and puzzle JSON (formats/read.cpp); their rules come with parse_puzzle().
  if (auto travelled = detail::travelling_board(input, shape)) return std::move(*travelled);
#endif
  const Text text = text_of(input);
  const auto first = text.bytes.find_first_not_of(" \t\r\n\v\f");
  if (first != std::string_view::npos && text.bytes[first] == '[') {
    return parse_json(text, shape, false);
  }
  return parse_lines(text, shape);
}

ParseResult parse_array_json(std::string_view json, std::optional<Shape> shape) {
  if (shape && !shape->supported()) return unsupported_shape(*shape);
  return parse_json(Text{json}, shape, true);
}

ParseResult parse(const ArrayInput& input, std::optional<Shape> shape) {
  if (shape && !shape->supported()) return unsupported_shape(*shape);
  return ArrayReader(input, shape).parse();
}

ParseResult parse(std::span<const int> numbers, std::optional<Shape> shape) {
  return parse(SpanInput(numbers), shape);
}

ParseResult parse(const std::vector<std::vector<int>>& rows, std::optional<Shape> shape) {
  return parse(RowsInput(rows), shape);
}

}  // namespace sudoku
