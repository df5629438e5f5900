// validateMany(): a batch of boards in one call (see marshal.hpp). In every module but the
// board's classic one (wasm/CMakeLists.txt NO_BATCH), whose validateMany is the formats
// validator's.
#include <emscripten/bind.h>

#include "marshal.hpp"
#include "values.hpp"

namespace sudoku::wasm {

// The report of a batch as JS sees it (validate_many_js).
val batch_value(const BatchReport& batch) {
  val js = val::object();
  put_number(js, "total", static_cast<double>(batch.total));
  put_number(js, "valid", static_cast<double>(batch.valid));
  put_number(js, "invalid", static_cast<double>(batch.invalid));
  put_number(js, "malformed", static_cast<double>(batch.malformed));
  put(js, "results", array_of(batch.results));
  // Lines are strictly increasing from 1, so a last line equal to the count means every line held
  // a board: the line numbers are then 1..total and are not copied.
  if (batch.total > 0 && batch.lines.back() != batch.total) {
    put(js, "lines", array_of(batch.lines));
  }
  val errors = val::array();
  for (std::size_t k = 0; k < batch.errors.size(); ++k) {
    const BatchError& e = batch.errors[k];
    val entry = val::object();
    put_number(entry, "line", static_cast<double>(e.line));
    put_number(entry, "column", static_cast<double>(e.column));
    put_number(entry, "board", static_cast<double>(e.board));
    put_text(entry, "message", e.message);
    errors.set(val(static_cast<double>(k)), entry);
  }
  put(js, "errors", errors);
  return js;
}

val validate_many_js(std::size_t offset, std::size_t bytes, double box_rows, double box_cols) {
  const std::optional<Shape> shape = shape_of(box_rows, box_cols);
  if (shape && !shape->supported()) return parse_error_value(check_shape(*shape).error);
  last_batch = validate_many(input_text(offset, bytes), shape);
  return batch_value(last_batch);
}

}  // namespace sudoku::wasm

EMSCRIPTEN_BINDINGS(valid_sudoku_batch) {
  // (offset and bytes of text in the input buffer, boxRows, boxCols) -> report, or { error }
  emscripten::function("validateMany", &sudoku::wasm::validate_many_js);
}
