// The JSON reader: LeetCode's [["5","3",".",...],...] (also single quotes), and JS arrays, as
// text. Syntax is checked here; every board rule is the array reader's (parse_array.cpp).
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "parse.hpp"

namespace sudoku {
namespace detail {
namespace {

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

}  // namespace

ParseResult parse_json(const Text& text, std::optional<Shape> shape, bool from_array) {
  JsonBoard board(text);
  if (!board.read()) return board.error();
  ParseResult result = read_array(board, shape);
  // Text keeps text offsets; for an array the cell index is the place.
  if (!result && !from_array && result.error.position) {
    result.error.position = text.offset(board.offset_of(*result.error.position));
  }
  return result;
}

}  // namespace detail

ParseResult parse_array_json(std::string_view json, std::optional<Shape> shape) {
  using namespace detail;
  if (shape && !shape->supported()) return unsupported_shape(*shape);
  return parse_json(Text{json}, shape, true);
}

}  // namespace sudoku
