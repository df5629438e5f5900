// A JS array read by the core as its ArrayInput (js_value.hpp's parse_js_array).
#include <emscripten/val.h>

#include <string>

#include "js_value.hpp"
#include "sudoku/input.hpp"

namespace sudoku::wasm {
namespace {

using emscripten::val;

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

}  // namespace

ParseResult parse_js_array(const val& array, std::optional<Shape> shape) {
  return parse(JsArray(array), shape);
}

}  // namespace sudoku::wasm
