// A small JSON reader for the travelling formats, with SudokuPad's PuzzleZipper short form (read
// as its unzip step reads it). Depth and size are bounded. The value's lookups and the JSON
// writer are json_value.cpp.
#include <algorithm>
#include <cmath>
#include <string>

#include "../characters.hpp"
#include "travel.hpp"

namespace sudoku::detail {
namespace {

constexpr int max_depth = 64;
// The most values one JSON text may hold. The largest puzzle, 64×64 with every cell a given in a
// region, holds about 16,500 (four values a cell); a payload of a million empty objects (2,377
// characters packed) would take over 100 MiB as values, for a puzzle that is refused afterwards: it
// is refused as it passes this count, so what a reader holds is bounded by what a puzzle can keep.
constexpr std::size_t max_values = std::size_t{1} << 15;

bool is_space(char c) noexcept { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
bool is_word(char c) noexcept {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}
bool is_hex(char c) noexcept {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

class Reader {
 public:
  Reader(std::string_view text, bool zipped) : text_(text), zipped_(zipped) {}

  JsonResult read() {
    Json value;
    if (!value_into(value, 0)) return failure();
    skip_space();
    if (at_ < text_.size()) return fail("unexpected text after the JSON value"), failure();
    return JsonResult{std::move(value), {}};
  }

 private:
  JsonResult failure() const {
    return JsonResult{std::nullopt,
                      format(SUDOKU_MESSAGE("formats.json.at_character", "{0}, at character {1}"),
                             {error_, Part(static_cast<long long>(error_at_) + 1)})};
  }
  bool fail(const char* why) {
    if (error_.empty()) {
      error_ = why;
      error_at_ = at_;
    }
    return false;
  }
  void skip_space() {
    while (at_ < text_.size() && is_space(text_[at_])) ++at_;
  }
  bool peek(char c) {
    skip_space();
    return at_ < text_.size() && text_[at_] == c;
  }

  bool counted() {
    if (++values_ <= max_values) return true;
    return fail("JSON with more than 32,768 values, more than any puzzle holds");
  }

  bool value_into(Json& out, int depth) {
    if (depth > max_depth) return fail("JSON nested too deeply");
    if (!counted()) return false;
    skip_space();
    if (at_ >= text_.size()) return fail("the JSON ends early");
    const char c = text_[at_];
    if (c == '{') return object_into(out, depth);
    if (c == '[') return array_into(out, depth);
    if (c == '"' || (zipped_ && c == '\'')) {
      out.kind = Json::Kind::string;
      return string_into(out.text);
    }
    if (c == '-' || (c >= '0' && c <= '9')) {
      if (zipped_ && bare_colour(out)) return true;
      return number_into(out);
    }
    return word_into(out);
  }

  // A bare colour of the zipped form: six hex digits, or #0 / #F, ending a member's value.
  bool bare_colour(Json& out) {
    std::size_t end = at_;
    while (end < text_.size() && is_hex(text_[end])) ++end;
    if (end - at_ != 6 || (end < text_.size() && is_word(text_[end]))) return false;
    out.kind = Json::Kind::string;
    out.text = "#";
    out.text += text_.substr(at_, 6);
    at_ = end;
    return true;
  }

  bool word_into(Json& out) {
    std::size_t end = at_;
    if (zipped_ && text_[end] == '#') ++end;
    while (end < text_.size() && is_word(text_[end])) ++end;
    const std::string_view word = text_.substr(at_, end - at_);
    if (word == "true" || (zipped_ && word == "t")) {
      out.kind = Json::Kind::boolean;
      out.boolean = true;
    } else if (word == "false" || (zipped_ && word == "f")) {
      out.kind = Json::Kind::boolean;
    } else if (word == "null") {
      out.kind = Json::Kind::null;
    } else if (zipped_ && (word == "#0" || word == "#F")) {
      out.kind = Json::Kind::string;
      out.text = word == "#0" ? "#000000" : "#FFFFFF";
    } else if (zipped_ && word.size() == 6 &&
               word.find_first_not_of("0123456789abcdefABCDEF") == std::string_view::npos) {
      out.kind = Json::Kind::string;
      out.text = "#";
      out.text += word;
    } else {
      return fail("unexpected character in JSON");
    }
    at_ = end;
    return true;
  }

  // JSON's number grammar, read by hand: the C library's strtod would bring its whole float
  // parser into the module for numbers that are cell values and sums.
  bool number_into(Json& out) {
    std::size_t at = at_;
    const auto digits = [&](double& value) {
      const std::size_t start = at;
      while (at < text_.size() && text_[at] >= '0' && text_[at] <= '9') {
        value = value * 10 + (text_[at++] - '0');
      }
      return at > start;
    };
    const bool negative = text_[at] == '-';
    if (negative) ++at;
    double value = 0;
    if (!digits(value)) return fail("a number JSON cannot read");
    if (at < text_.size() && text_[at] == '.') {
      ++at;
      double fraction = 0;
      const std::size_t start = at;
      if (!digits(fraction)) return fail("a number JSON cannot read");
      for (std::size_t i = start; i < at; ++i) fraction /= 10;
      value += fraction;
    }
    if (at < text_.size() && (text_[at] == 'e' || text_[at] == 'E')) {
      ++at;
      const bool down = at < text_.size() && text_[at] == '-';
      if (at < text_.size() && (text_[at] == '-' || text_[at] == '+')) ++at;
      double exponent = 0;
      if (!digits(exponent)) return fail("a number JSON cannot read");
      for (int i = 0; i < exponent && i < 400 && value != 0; ++i)
        value = down ? value / 10 : value * 10;
    }
    if (value > 1.7e308) return fail("a number JSON cannot read");
    out.kind = Json::Kind::number;
    out.number = negative ? -value : value;
    // Its text as written, for append_json(): a number passed on untouched needs no float printer.
    out.text = text_.substr(at_, at - at_);
    at_ = at;
    return true;
  }

  bool string_into(std::string& out) {
    const char quote = text_[at_++];
    while (at_ < text_.size()) {
      const char c = text_[at_++];
      if (c == quote) return true;
      if (static_cast<unsigned char>(c) < 0x20) return fail("a control character in a JSON string");
      if (c != '\\') {
        out += c;
        continue;
      }
      if (at_ >= text_.size()) break;
      const char e = text_[at_++];
      switch (e) {
        case '"':
        case '\\':
        case '/':
        case '\'':
          out += e;
          break;
        case 'b':
          out += '\b';
          break;
        case 'f':
          out += '\f';
          break;
        case 'n':
          out += '\n';
          break;
        case 'r':
          out += '\r';
          break;
        case 't':
          out += '\t';
          break;
        case 'u': {
          if (at_ + 4 > text_.size()) return fail("a broken \\u escape in a JSON string");
          unsigned code = 0;
          for (int i = 0; i < 4; ++i) {
            const char h = text_[at_++];
            if (!is_hex(h)) return fail("a broken \\u escape in a JSON string");
            code = code * 16 + static_cast<unsigned>(h <= '9' ? h - '0' : (h | 0x20) - 'a' + 10);
          }
          append_code(out, code);
          break;
        }
        default:
          return fail("an unknown escape in a JSON string");
      }
    }
    return fail("a JSON string that never ends");
  }

  // A \u escape as UTF-8; surrogate halves become U+FFFD (names and titles only use them).
  static void append_code(std::string& out, unsigned code) {
    if (code >= 0xD800 && code < 0xE000) code = 0xFFFD;
    if (code < 0x80) {
      out += static_cast<char>(code);
    } else if (code < 0x800) {
      out += static_cast<char>(0xC0 | (code >> 6));
      out += static_cast<char>(0x80 | (code & 0x3F));
    } else {
      out += static_cast<char>(0xE0 | (code >> 12));
      out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (code & 0x3F));
    }
  }

  bool array_into(Json& out, int depth) {
    out.kind = Json::Kind::array;
    ++at_;
    if (!zipped_ && peek(']')) return ++at_, true;
    for (;;) {
      Json item;
      // The zipped form leaves empty objects out: `[,,]` holds three.
      if (zipped_ && (peek(',') || peek(']'))) {
        if (!counted()) return false;
        item.kind = Json::Kind::object;
      } else if (!value_into(item, depth + 1)) {
        return false;
      }
      out.items.push_back(std::move(item));
      if (peek(',')) {
        ++at_;
        continue;
      }
      if (peek(']')) return ++at_, true;
      return fail("expected ',' or ']' in a JSON array");
    }
  }

  bool object_into(Json& out, int depth) {
    out.kind = Json::Kind::object;
    ++at_;
    if (peek('}')) return ++at_, true;
    for (;;) {
      std::string key;
      skip_space();
      if (at_ < text_.size() && (text_[at_] == '"' || (zipped_ && text_[at_] == '\''))) {
        if (!string_into(key)) return false;
      } else if (zipped_ && at_ < text_.size() && is_word(text_[at_])) {
        while (at_ < text_.size() && is_word(text_[at_])) key += text_[at_++];
      } else {
        return fail("expected a key in a JSON object");
      }
      if (!peek(':')) return fail("expected ':' in a JSON object");
      ++at_;
      Json value;
      if (!value_into(value, depth + 1)) return false;
      out.keys.push_back(std::move(key));
      out.values.push_back(std::move(value));
      if (peek(',')) {
        ++at_;
        continue;
      }
      if (peek('}')) return ++at_, unique_keys(out), true;
      return fail("expected ',' or '}' in a JSON object");
    }
  }

  // A key given twice means its last value, where the first stood, as JSON.parse reads it (every
  // site reads its JSON so): one text is one puzzle, never two merged.
  static void unique_keys(Json& object) {
    const std::size_t count = object.keys.size();
    if (count < 2) return;
    if (count <= 8) {  // most objects: a look at each pair, no allocation
      bool twice = false;
      for (std::size_t i = 0; i < count && !twice; ++i)
        for (std::size_t j = i + 1; j < count && !twice; ++j)
          twice = object.keys[i] == object.keys[j];
      if (!twice) return;
    }
    std::vector<std::size_t> order(count);
    for (std::size_t i = 0; i < count; ++i) order[i] = i;
    // By key, then by place: the first of equal keys stays where it stood.
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
      const int by_key = object.keys[a].compare(object.keys[b]);
      return by_key < 0 || (by_key == 0 && a < b);
    });
    std::vector<char> dropped(count, 0);
    bool any = false;
    for (std::size_t i = 0; i < count;) {
      std::size_t j = i + 1;
      while (j < count && object.keys[order[j]] == object.keys[order[i]]) dropped[order[j++]] = 1;
      if (j - i > 1) {
        object.values[order[i]] = std::move(object.values[order[j - 1]]);
        any = true;
      }
      i = j;
    }
    if (!any) return;
    std::size_t kept = 0;
    for (std::size_t i = 0; i < count; ++i) {
      if (dropped[i]) continue;
      if (kept != i) {
        object.keys[kept] = std::move(object.keys[i]);
        object.values[kept] = std::move(object.values[i]);
      }
      ++kept;
    }
    object.keys.resize(kept);
    object.values.resize(kept);
  }

  std::string_view text_;
  bool zipped_;
  std::size_t at_ = 0;
  std::size_t values_ = 0;
  std::string error_;
  std::size_t error_at_ = 0;
};

}  // namespace

JsonResult read_json(std::string_view text, bool zipped) { return Reader(text, zipped).read(); }

}  // namespace sudoku::detail
