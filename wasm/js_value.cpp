// JS values read by the core's rules (see js_value.hpp).
#include "js_value.hpp"

#include <string>
#include <string_view>

#include "sudoku/input.hpp"

namespace sudoku::wasm {
namespace {

using emscripten::val;

// A cell holds one character, and a message quotes 20 of them (quote_text): at most 21 UTF-16
// units of a string are read, whatever its length.
constexpr int string_units_read = 21;

std::string leading_text(const val& string) {
  return string.call<val>("slice", 0, string_units_read).as<std::string>();
}

class JsArray final : public ArrayInput {
 public:
  explicit JsArray(const val& array) : array_(array) {}

  std::size_t length() const override { return length_of(array_); }
  Element element(std::size_t index) const override { return element_of(array_[index]); }
  Element element(std::size_t row, std::size_t col) const override {
    return element_of(array_[row][col]);
  }
  std::string describe(std::size_t index) const override { return describe_value(array_[index]); }
  std::string describe(std::size_t row, std::size_t col) const override {
    return describe_value(array_[row][col]);
  }

 private:
  static std::size_t length_of(const val& array) {
    return static_cast<std::size_t>(array["length"].as<double>());
  }

  // The text of the last string element, which Element::text views until the next element.
  Element element_of(const val& value) const {
    Element element;
    if (value.isNumber()) {
      const double number = value.as<double>();
      // NaN and the infinities are no number a cell can hold: the message shows them as JS does.
      if (number - number == 0) {
        element.kind = Element::Kind::number;
        element.number = number;
      }
    } else if (value.isString()) {
      text_ = leading_text(value);
      element.kind = Element::Kind::text;
      element.text = text_;
    } else if (value.isNull()) {
      element.kind = Element::Kind::empty;
    } else if (is_array_like(value)) {
      element.kind = Element::Kind::array;
      element.length = length_of(value);
    }
    return element;
  }

  const val& array_;
  mutable std::string text_;
};

bool plain_name(std::string_view name) {
  if (name.empty()) return false;
  for (const char c : name) {
    const bool word = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
                      c == '_' || c == '$';
    if (!word) return false;
  }
  return true;
}

}  // namespace

bool is_array_like(const val& value) {
  if (val::global("Array").call<bool>("isArray", value)) return true;
  return val::global("ArrayBuffer").call<bool>("isView", value) && !value.instanceof
      (val::global("DataView"));
}

ParseResult parse_js_array(const val& array, std::optional<Shape> shape) {
  return parse(JsArray(array), shape);
}

std::string describe_value(const val& value) {
  if (value.isString()) return quote_text(leading_text(value));
  const std::string type = value.typeOf().as<std::string>();
  if (type == "symbol") return "a symbol";
  if (type != "object" && type != "function") return val::global("String")(value).as<std::string>();
  if (value.isNull()) return "null";
  if (val::global("Array").call<bool>("isArray", value)) return "an array";
  const val constructor = value["constructor"];
  if (constructor.typeOf().as<std::string>() == "function" &&
      !constructor.strictlyEquals(val::global("Object"))) {
    const val name = constructor["name"];
    if (name.typeOf().as<std::string>() == "string") {
      const std::string text = leading_text(name);
      if (plain_name(text)) return "a " + text;
    }
  }
  return "a plain object";
}

}  // namespace sudoku::wasm
