// How a message shows a JS value, a name or a read that threw (see js_value.hpp).
#include <string>
#include <string_view>

#include "js_value.hpp"
#include "sudoku/input.hpp"

namespace sudoku::wasm {

using emscripten::val;

namespace {
// A cell holds one character, and a message quotes 20 of them (quote_text): at most 21 UTF-16
// units of a string are read, whatever its length.
constexpr int string_units_read = 21;
}  // namespace

std::string leading_text(const val& string) {
  return string.call<val>("slice", 0, string_units_read).as<std::string>();
}

static bool plain_name(std::string_view name) {
  if (name.empty()) return false;
  for (const char c : name) {
    const bool word = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
                      c == '_' || c == '$';
    if (!word) return false;
  }
  return true;
}

std::string name_text(const std::string& name) {
  if (!plain_name(name)) return quote_text(name);
  // A name is shown whole up to 40 characters, else cut there.
  if (name.size() <= 40) return name;
  std::string text(name, 0, 40);
  return text.append("\u2026");
}

// (built by append: a chain of std::string operator+ costs kilobytes of wasm)
std::string read_threw(const std::string& place, const val& what) {
  std::string text(place);
  text.append(": reading it threw: ");
  return text.append(what.isString() ? what.as<std::string>() : describe_value(what));
}

bool is_array_like(const val& value) {
  // Looked up once: a rules object asks this of every list it holds.
  static const val is_array = val::global("Array")["isArray"];
  static const val is_view = val::global("ArrayBuffer")["isView"];
  static const val data_view = val::global("DataView");
  if (is_array(value).isTrue()) return true;
  return is_view(value).isTrue() && !value.instanceof (data_view);
}

std::string describe_value(const val& value) {
  if (value.isString()) return quote_text(leading_text(value));
  const std::string type = value.typeOf().as<std::string>();
  if (type == "symbol") return "a symbol";
  if (type != "object" && type != "function") {
    // As written in JS: 1n is a BigInt, not the number 1.
    return val::global("String")(value).as<std::string>() + (type == "bigint" ? "n" : "");
  }
  if (value.isNull()) return "null";
  if (val::global("Array").call<bool>("isArray", value)) return "an array";
  const val constructor = value["constructor"];
  if (constructor.typeOf().as<std::string>() == "function" &&
      !constructor.strictlyEquals(val::global("Object"))) {
    const val name = constructor["name"];
    if (name.typeOf().as<std::string>() == "string") {
      const std::string text = leading_text(name);
      if (plain_name(text)) {
        const bool vowel = std::string_view("AEIOUaeiou").find(text[0]) != std::string_view::npos;
        return (vowel ? "an " : "a ") + text;
      }
    }
  }
  return "a plain object";
}

}  // namespace sudoku::wasm
