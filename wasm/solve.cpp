// The solver's Embind function, countSolutions (sudoku::count_solutions), for the module that
// carries it (the formats module, loaded on demand: wasm/CMakeLists.txt says why). The board and
// the rules are read by the binding's own readers (marshal.hpp, js_value.hpp); the result is
// built here as a plain JS object.
#include <emscripten/bind.h>
#include <emscripten/emscripten.h>

#include <algorithm>
#include <array>
#include <span>
#include <sudoku/formats.hpp>
#include <sudoku/solve.hpp>

#include "js_value.hpp"
#include "marshal.hpp"
#include "solve_internal.hpp"

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

/// The words of SearchEnd by its value, for the answers of sudoku_count_classic.
val search_end_names_js() {
  val names = val::array();
  for (const SearchEnd end : {SearchEnd::finished, SearchEnd::limit, SearchEnd::budget})
    names.set(static_cast<int>(end), val(std::string(search_end_name(end))));
  return names;
}

extern "C" {

/// countSolutions' hot path (web/api/solve.js): the `bytes` bytes of text in the input buffer as
/// one classic 81-character line without conflicts, counted with no rules, as count_solutions_js
/// counts the same board, without Embind's invoker and result object, which cost more than a
/// classic board's search (npm run bench:solve). The answer is five doubles: count, end (a
/// SearchEnd), known, nodes, differsAt (-1: none). Null for any other board, and for a board
/// without a solution, whose reason count_solutions_js words: the caller asks it instead.
EMSCRIPTEN_KEEPALIVE const double* sudoku_count_classic(std::size_t bytes, double limit,
                                                        double budget) {
  // The buffer JS wrote the text into: asking for no more than it holds never moves it.
  const std::string_view line(sudoku_input(static_cast<double>(bytes)), bytes);
  if (line.size() != 81 || sudoku::is_valid_line(line) != std::optional<bool>(true)) return nullptr;
  // The classic 9×9 branch of count_solutions, without building a Board: the line has no
  // conflict (is_valid_line), so the fast path's search is all it asks.
  std::array<std::uint8_t, 81> digits{};
  for (std::size_t k = 0; k < 81; ++k) {
    const char c = line[k];
    digits[k] = static_cast<std::uint8_t>(c >= '1' && c <= '9' ? c - '0' : 0);
  }
  const detail::SearchOutcome result =
      detail::search_classic(digits, static_cast<int>(std::clamp(limit, 1.0, 1e6)),
                             static_cast<std::uint64_t>(std::clamp(budget, 0.0, 1e15)));
  if (result.count == 0) return nullptr;
  static double answer[5];
  answer[0] = result.count;
  answer[1] = static_cast<int>(result.end);
  answer[2] = result.end != SearchEnd::budget ? 1 : 0;  // (SolveResult::known)
  answer[3] = static_cast<double>(result.nodes);
  answer[4] = result.differs_at ? *result.differs_at : -1;
  return answer;
}

}  // extern "C"

}  // namespace sudoku::wasm

EMSCRIPTEN_BINDINGS(valid_sudoku_solve) {
  emscripten::function("searchEndNames", &sudoku::wasm::search_end_names_js);
  emscripten::function("countSolutions", &sudoku::wasm::count_solutions_js);
  emscripten::function("validateManySolving", &sudoku::wasm::validate_many_solving_js);
}
