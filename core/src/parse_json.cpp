// The JSON reader: LeetCode's [["5","3",".",...],...] (also single quotes), a user format only:
// it reads arrays, strings, numbers and null, nothing else (JS arrays reach the core as values,
// wasm/js_value.cpp). Syntax is checked here; every board rule is the array reader's
// (parse_array.cpp).
#include <string>
#include <utility>
#include <vector>

#include "parse.hpp"

namespace sudoku {
namespace detail {
namespace {

class JsonBoard final : public ArrayInput {
 public:
  explicit JsonBoard(const Text& text) : text_(text) {}

  // Reads the outer array; false (see error()) for text that is not one.
  bool read() {
    skip_space();
    Value root{};
    if (peek() != '[') return expected(SUDOKU_TEXT("'['"));
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
  // kind: '[' array, '"' string, '0' number, 'n' null.
  struct Value {
    std::size_t at;      // its first byte
    std::size_t end;     // one past its last byte
    std::size_t length;  // an array's element count
    std::size_t first;   // a kept row: its first cell in cells_
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
    } else if (c == '-' || (c >= '0' && c <= '9')) {
      v.kind = '0';
      if (c == '-') ++at_;
      if (!digits()) return expected(SUDOKU_MESSAGE("parse.json.a_digit", "a digit"));
      if (peek() == '.') ++at_, digits();
      if (peek() == 'e' || peek() == 'E') {
        ++at_;
        if (peek() == '-' || peek() == '+') ++at_;
        if (!digits()) return expected(SUDOKU_MESSAGE("parse.json.a_digit", "a digit"));
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
      if (peek() != ']')
        return expected(SUDOKU_MESSAGE("parse.json.comma_or_bracket", "',' or ']'"));
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

  Element element_of(const Value& v) const {
    Element element;
    const std::string_view text = text_.bytes.substr(v.at, v.end - v.at);
    switch (v.kind) {
      case '[':
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
        return format(SUDOKU_MESSAGE("value.array", "an array"), {});
      case '"':
        return quote_text(text_.bytes.substr(v.at + 1, v.end - v.at - 2));
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

  bool expected(Message what) {
    if (at_ >= text_.bytes.size()) return end_of_text();
    const std::string_view rest = text_.bytes.substr(at_);
    if (text_.truncated && rest.size() < 4 && !detail::decode_utf8(rest).valid) {
      return failed(too_long(text_));
    }
    return failed(fail(text_.offset(at_),
                       SUDOKU_MESSAGE("parse.expected_found", "expected {0}, found {1}"),
                       {format(what, {}), describe_character(rest)}));
  }

  bool end_of_text() {
    at_ = text_.bytes.size();  // a backslash at the very end steps one past it
    if (text_.truncated) return failed(too_long(text_));
    return failed(fail(text_.offset(at_),
                       SUDOKU_MESSAGE("parse.text_ends_inside_bracket_or",
                                      "the text ends inside a bracket or a quote"),
                       {}));
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

}  // namespace

ParseResult parse_json(const Text& text, std::optional<Shape> shape) {
  JsonBoard board(text);
  if (!board.read()) return board.error();
  ParseResult result = read_array(board, shape);
  // The array rules place errors by cell index; text keeps text offsets.
  if (!result && result.error.position) {
    result.error.position = text.offset(board.offset_of(*result.error.position));
  }
  return result;
}

}  // namespace detail
}  // namespace sudoku
