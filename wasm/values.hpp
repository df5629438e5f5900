// What the binding files share (wasm/CMakeLists.txt picks them per module: marshal.cpp and
// bindings.cpp in every one, then trace.cpp, batch.cpp, rules.cpp or no_rules.cpp, formats.cpp
// by feature): the JS values they build from the core's, the text input and the results kept
// until the next call. Defined in marshal.cpp, but for batch_value (batch.cpp) and rules_from_js
// (rules.cpp).
#pragma once

#include <emscripten/val.h>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "marshal.hpp"

namespace sudoku::wasm {

// Property setters, one instantiation each (val::set is a template per key length and value type,
// which multiplied the binding's size); each key a string literal, made a JS string once.
void put(val& object, const char* key, const val& value);
void put_number(val& object, const char* key, double value);
void put_text(val& object, const char* key, const std::string& value);

/// { error: { kind, message, position? } }
val error_value(const char* kind, const std::string& message,
                std::optional<std::size_t> position = std::nullopt);
val parse_error_value(const ParseError& error);

/// A shape from JS numbers: none when both are 0 (sides clamped before converting).
std::optional<Shape> shape_of(double box_rows, double box_cols);

/// A typed array the caller owns: the view into wasm memory copied before JS sees it (a view dies
/// when memory grows, and the next call overwrites what it shows).
template <class View>
val copy_of(const View& view) {
  return val(view).call<val>("slice");
}
template <class T>
val array_of(const std::vector<T>& values) {
  return copy_of(emscripten::typed_memory_view(values.size(), values.data()));
}
val int_array(const std::vector<int>& values);
void set_shape(val& object, Shape shape);

/// describe()'s options from the JS ones (any other value than a count names every conflict).
DescribeOptions describe_options(bool name_cells, double max_conflicts);
/// The report as JS sees it; with `words`, describe()'s sentence too (one crossing for both).
val report_value(const Report& report, bool words, bool name_cells, double max_conflicts);

/// input[offset, offset + length) of the text input buffer (clamped to what it holds).
std::string_view input_text(std::size_t offset, std::size_t length);
/// The last batch's arrays, kept with their capacity until the next call or
/// sudoku_release_input() (JS gets copies of them).
extern BatchReport last_batch;
/// The report of a batch as JS sees it (validate_many_js's; batch.cpp).
val batch_value(const BatchReport& batch);

/// The JS rules as Rules (with their cages' layout, if any: js_value.hpp's read_rules), or the
/// error value (rules.cpp).
struct RulesRead {
  std::optional<Rules> rules;
  val error = val::undefined();
};
RulesRead rules_from_js(const val& rules, const val& cage_layout = val::undefined());

}  // namespace sudoku::wasm