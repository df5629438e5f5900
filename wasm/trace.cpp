// trace(): the explainer's scan, step by step (see marshal.hpp). In the modules with
// <sudoku-explainer> (wasm/CMakeLists.txt TRACE); the board's classic module has none.
#include <emscripten/bind.h>

#include <vector>

#include "marshal.hpp"
#include "values.hpp"

namespace sudoku::wasm {
namespace {

using emscripten::typed_memory_view;

// The last trace, as columns, kept with their capacity until the next one.
struct TraceColumns {
  std::vector<std::int32_t> rows, cols, boxes, digits, earlier;
  std::vector<std::uint32_t> seen;
} last_trace;

}  // namespace

val trace_js(double bytes, const val& board, double box_rows, double box_cols, int stop) {
  BoardFromJs from = board_from_js(bytes, board, box_rows, box_cols);
  if (!from.board) return from.error;
#if SUDOKU_WASM_FORMATS
  // The scan traced is the classic one: a puzzle's other rules would be passed over in silence.
  if (!from.rules.classic()) {
    return error_value("range",
                       "the scan traced is the classic one (rows, columns and boxes), and this "
                       "puzzle has rules beyond them: check it with check(), or on a board");
  }
#endif
  const TraceResult result = trace(*from.board, stop == 1 ? TraceStop::all : TraceStop::first);
  if (!result) return error_value("range", result.error);
  // One column per step field (a JS object per step would cost a call into JS per field), each
  // handed to JS as a copy.
  const std::vector<TraceStep>& steps = result.trace->steps;
  const std::size_t count = steps.size();
  TraceColumns& columns = last_trace;
  for (auto* column : {&columns.rows, &columns.cols, &columns.boxes, &columns.digits})
    column->resize(count);
  columns.earlier.resize(3 * count);
  columns.seen.resize(3 * count);
  for (std::size_t i = 0; i < count; ++i) {
    const TraceStep& step = steps[i];
    columns.rows[i] = step.row;
    columns.cols[i] = step.col;
    columns.boxes[i] = step.box;
    columns.digits[i] = step.digit;
    columns.seen[3 * i] = step.seen_row;
    columns.seen[3 * i + 1] = step.seen_col;
    columns.seen[3 * i + 2] = step.seen_box;
    for (std::size_t unit = 0; unit < 3; ++unit) columns.earlier[3 * i + unit] = step.earlier[unit];
  }
  val js = val::object();
  set_shape(js, result.trace->shape);
  put(js, "valid", val(result.trace->valid));
  // The whole board: with stop "first" the steps end at the first repeat, and the explainer shows
  // every cell.
  const auto cells = from.board->cells();
  put(js, "cells", copy_of(typed_memory_view(cells.size(), cells.data())));
  put(js, "row", array_of(columns.rows));
  put(js, "col", array_of(columns.cols));
  put(js, "box", array_of(columns.boxes));
  put(js, "digit", array_of(columns.digits));
  put(js, "seen", array_of(columns.seen));
  put(js, "earlier", array_of(columns.earlier));
  return js;
}

}  // namespace sudoku::wasm

EMSCRIPTEN_BINDINGS(valid_sudoku_trace) {
  // (bytes of text in the input buffer, the board (its text, or the JS array); boxRows, boxCols;
  // stop: 0 first, 1 all) -> the trace, or { error }
  emscripten::function("trace", &sudoku::wasm::trace_js);
}
