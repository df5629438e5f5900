// The formats module's own calls (see marshal.hpp): parse with rules, format(), and validateMany
// with the solver's answer (registered with countSolutions, solve.cpp). In the formats module
// alone (wasm/CMakeLists.txt FORMATS).
#include <emscripten/bind.h>

#include <algorithm>

#include "js_value.hpp"
#include "marshal.hpp"
#include "values.hpp"

namespace sudoku::wasm {

using emscripten::typed_memory_view;

namespace {

// The rules parse and format apply to `from`: the JS `rules` and the rules its text carried (the
// core's with_rules decides between the two).
RulesRead rules_for(BoardFromJs& from, const val& rules) {
  RulesRead read = rules_from_js(rules);
  if (!read.rules) return read;
  PuzzleResult merged = with_rules(
      Puzzle{std::move(*from.board), std::move(from.rules), std::move(from.ignored), from.source},
      *read.rules);
  if (!merged) return {std::nullopt, parse_error_value(merged.error)};
  from.board = std::move(merged.puzzle->board);
  from.ignored = std::move(merged.puzzle->ignored);
  return {std::move(merged.puzzle->rules)};
}

}  // namespace

val validate_many_solving_js(std::size_t offset, std::size_t bytes, double box_rows,
                             double box_cols, const val& rules, double budget) {
  const std::optional<Shape> shape = shape_of(box_rows, box_cols);
  if (shape && !shape->supported()) return parse_error_value(check_shape(*shape).error);
  std::optional<Rules> given;
  if (!rules.isUndefined() && !rules.isNull()) {
    RulesRead read = rules_from_js(rules);
    if (!read.rules) return read.error;
    if (shape) {
      if (auto error = validate_rules(*read.rules, *shape)) return parse_error_value(*error);
    }
    given = std::move(read.rules);
  }
  SolveOptions options;
  options.budget = static_cast<std::uint64_t>(std::clamp(budget, 0.0, 1e15));
  BatchSolving solving;
  last_batch = validate_many_solving(input_text(offset, bytes), shape, given ? &*given : nullptr,
                                     options, solving);
  val js = batch_value(last_batch);
  put(js, "solvable", array_of(solving.answers));
  put_number(js, "deadEnds", static_cast<double>(solving.dead_ends));
  put_number(js, "unknown", static_cast<double>(solving.unknown));
  val reasons = val::array();
  for (std::size_t k = 0; k < solving.reasons.size(); ++k) {
    const BatchDeadEnd& dead = solving.reasons[k];
    val entry = dead.reason ? dead_end_value(*dead.reason) : val::object();
    put_number(entry, "board", static_cast<double>(dead.board));
    put_number(entry, "line", static_cast<double>(dead.line));
    reasons.set(val(static_cast<double>(k)), entry);
  }
  put(js, "deadEndReasons", reasons);
  return js;
}

val parse_puzzle_js(double bytes, const val& board, double box_rows, double box_cols,
                    const val& rules) {
  BoardFromJs from = board_from_js(bytes, board, box_rows, box_cols);
  if (!from.board) return from.error;
  RulesRead read = rules_for(from, rules);
  if (!read.rules) return read.error;
  val js = val::object();
  set_shape(js, from.board->shape());
  const auto cells = from.board->cells();
  put(js, "cells", copy_of(typed_memory_view(cells.size(), cells.data())));
  put(js, "rules", rules_value(*read.rules));
  val ignored = val::array();
  for (std::size_t k = 0; k < from.ignored.size(); ++k)
    ignored.set(val(static_cast<double>(k)), val(from.ignored[k]));
  put(js, "ignored", ignored);
  put(js, "source", val(std::string(from.source)));
  return js;
}

val format_js(double bytes, const val& board, double box_rows, double box_cols,
              const std::string& to, const val& rules) {
  BoardFromJs from = board_from_js(bytes, board, box_rows, box_cols);
  if (!from.board) return from.error;
  RulesRead read = rules_for(from, rules);
  if (!read.rules) return read.error;
  // Text read as a puzzle keeps what no rule reads (Kept), and an f-puzzles or SudokuPad link
  // writes it back.
  FormatResult written = format(
      Puzzle{std::move(*from.board), std::move(*read.rules), {}, from.source, std::move(from.kept)},
      std::string_view(to));
  if (!written) return error_value("range", written.error);
  return val(*written.text);
}

}  // namespace sudoku::wasm

EMSCRIPTEN_BINDINGS(valid_sudoku_formats) {
  using namespace emscripten;
  using namespace sudoku::wasm;
  // (the same four values, the rules object) -> { size, boxRows, boxCols, cells, rules, ignored,
  // source }, or { error }: the formats module's parse
  function("parsePuzzle", &parse_puzzle_js);
  // (the same four values, the format's name, the rules object) -> text, or { error }
  function("format", &format_js);
}
