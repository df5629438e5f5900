// The solver's Embind function, countSolutions (sudoku::count_solutions), for the module that
// carries it (the formats module, loaded on demand: wasm/CMakeLists.txt says why). The board and
// the rules are read by the binding's own readers (marshal.hpp, js_value.hpp); the result is
// built here as a plain JS object.
#include <emscripten/bind.h>

#include <algorithm>
#include <sudoku/formats.hpp>
#include <sudoku/solve.hpp>

#include "js_value.hpp"
#include "marshal.hpp"

namespace sudoku::wasm {
namespace {

void put(val& object, const char* key, const val& value) { object.set(val(key), value); }

val error_of(const char* kind, const ParseError& error) {
  val detail = val::object();
  put(detail, "kind", val(kind));
  put(detail, "message", val(error.message));
  if (error.position) put(detail, "position", val(static_cast<double>(*error.position)));
  val result = val::object();
  put(result, "error", detail);
  return result;
}

val cells_of(const std::vector<int>& cells) {
  val array = val::array();
  for (std::size_t k = 0; k < cells.size(); ++k) array.set(k, val(cells[k]));
  return array;
}

val result_value(const SolveResult& result) {
  val value = val::object();
  put(value, "count", val(result.count));
  put(value, "end", val(std::string(search_end_name(result.end))));
  put(value, "known", val(result.known()));
  put(value, "nodes", val(static_cast<double>(result.nodes)));
  if (result.differs_at) put(value, "differsAt", val(*result.differs_at));
  if (result.reason) put(value, "reason", dead_end_value(*result.reason));
  if (result.solution) {
    const auto cells = result.solution->cells();
    // A copy: the view would die with the result.
    put(value, "solution",
        val(emscripten::typed_memory_view(cells.size(), cells.data())).call<val>("slice"));
  }
  return value;
}

}  // namespace

// { kind, message, cells } and, for a unit with no place, { unit, index, digit }.
val dead_end_value(const DeadEnd& reason) {
  val value = val::object();
  put(value, "kind", val(std::string(dead_end_name(reason.kind))));
  put(value, "message", val(reason.message));
  put(value, "cells", cells_of(reason.cells));
  if (reason.kind == DeadEndKind::no_place) {
    put(value, "unit", val(std::string(unit_name(reason.unit))));
    put(value, "index", val(reason.index));
    put(value, "digit", val(reason.digit));
  }
  return value;
}

/// countSolutions: (the board's four values, the rules object, limit, budget, solution) ->
/// { count, end, known, nodes, differsAt?, reason?, solution? }, or { error }. In the formats
/// module a link's own rules join the given ones as check's do (sudoku::with_rules).
val count_solutions_js(double bytes, const val& board, double box_rows, double box_cols,
                       const val& rules, double limit, double budget, bool want_solution) {
  BoardFromJs from = board_from_js(bytes, board, box_rows, box_cols);
  if (!from.board) return from.error;
  RulesFromJs read = read_rules(rules);
  if (read.kind) return error_of(read.kind, {std::nullopt, read.message});
  PuzzleResult merged = with_rules(
      Puzzle{std::move(*from.board), std::move(from.rules), std::move(from.ignored), from.source},
      read.rules);
  if (!merged) return error_of("parse", merged.error);
  SolveOptions options;
  // The JS layer checked both are whole numbers; the clamps keep any double inside the types.
  options.limit = static_cast<int>(std::clamp(limit, 1.0, 1e6));
  options.budget = static_cast<std::uint64_t>(std::clamp(budget, 0.0, 1e15));
  options.want_solution = want_solution;
  const SolveResult result = count_solutions(merged.puzzle->board, merged.puzzle->rules, options);
  if (!result) return error_of("parse", *result.error);
  return result_value(result);
}

}  // namespace sudoku::wasm

EMSCRIPTEN_BINDINGS(valid_sudoku_solve) {
  emscripten::function("countSolutions", &sudoku::wasm::count_solutions_js);
  emscripten::function("validateManySolving", &sudoku::wasm::validate_many_solving_js);
}
