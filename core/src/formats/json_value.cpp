// The JSON value of the travelling formats (travel.hpp's Json; read by json.cpp): its lookups,
// and JSON written from strings and values.
#include <algorithm>
#include <cmath>
#include <string>

#include "../characters.hpp"
#include "travel.hpp"

namespace sudoku::detail {

const Json* Json::get(std::string_view name, std::string_view short_name) const {
  for (std::size_t i = 0; i < keys.size(); ++i) {
    if (keys[i] == name || (!short_name.empty() && keys[i] == short_name)) return &values[i];
  }
  return nullptr;
}

bool Json::present() const noexcept {
  return (kind == Kind::boolean && boolean) || (kind == Kind::array && !items.empty()) ||
         (kind == Kind::object && !keys.empty());
}

std::optional<long long> Json::integer() const {
  if (kind == Kind::number && number == std::floor(number) && std::fabs(number) < 1e15) {
    return static_cast<long long>(number);
  }
  if (kind == Kind::string && !text.empty() && text.size() < 16 &&
      text.find_first_not_of("0123456789") == std::string::npos) {
    long long value = 0;
    for (const char c : text) value = value * 10 + (c - '0');
    return value;
  }
  return std::nullopt;
}

void append_json_string(std::string& out, std::string_view text) {
  out += '"';
  for (const char c : text) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      out += format(SUDOKU_TEXT("\\u00{0}"), {Part(static_cast<long long>(c / 16))});
      out += "0123456789abcdef"[c % 16];
    } else {
      out += c;
    }
  }
  out += '"';
}

void append_json(std::string& out, const Json& value) {
  switch (value.kind) {
    case Json::Kind::null:
      out += "null";
      return;
    case Json::Kind::boolean:
      out += value.boolean ? "true" : "false";
      return;
    case Json::Kind::number:
      out += value.text;
      return;
    case Json::Kind::string:
      append_json_string(out, value.text);
      return;
    case Json::Kind::array:
      out += '[';
      for (std::size_t i = 0; i < value.items.size(); ++i) {
        if (i) out += ',';
        append_json(out, value.items[i]);
      }
      out += ']';
      return;
    case Json::Kind::object:
      out += '{';
      for (std::size_t i = 0; i < value.keys.size(); ++i) {
        if (i) out += ',';
        append_json_string(out, value.keys[i]);
        out += ':';
        append_json(out, value.values[i]);
      }
      out += '}';
      return;
  }
}

}  // namespace sudoku::detail
