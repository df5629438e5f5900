// Conversions between JS values and sudoku::core: the input buffer, JS boards in, results out.
//
// Every value that crosses describes itself: results and errors are built as JS objects here
// (emscripten::val), and bulk arrays are copied out of wasm memory before JS sees them. The one
// wasm-side buffer JS writes to, the text input, is owned here: JS asks for its address on every
// call and keeps nothing.
//
// Adding a function that takes a board (e.g. trace): give it the parameters (bytes, array,
// boxRows, boxCols) and call board_from_js with them; it returns the Board, or the JS error value
// to hand back. Define and register it in its feature's binding file (bindings.cpp and
// marshal.cpp for the classic calls, trace.cpp, batch.cpp, rules.cpp, formats.cpp: what they
// share is values.hpp; wasm/CMakeLists.txt picks the files per module); in web/api/api.js, call
// it through `call(method, board, options)`, which writes the board into the input buffer and
// passes those four values.
#pragma once

#include <emscripten/val.h>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "sudoku/sudoku.hpp"

// The formats module (SUDOKU_WASM_FORMATS 1) reads and writes the formats that travel: text
// given to any call may be a link, a site id or puzzle JSON, checked with the rules it carries.
#ifndef SUDOKU_WASM_FORMATS
#define SUDOKU_WASM_FORMATS 0
#endif
#if SUDOKU_WASM_FORMATS
#include "sudoku/formats.hpp"
#include "sudoku/solve.hpp"
#endif

namespace sudoku::wasm {

using emscripten::val;

// ---- Plain exports (extern "C", beside the Embind registry) ------------------------------------
// The single-board hot path: Embind's generic invoker costs 120-160 ns a call; these cost ~3 ns.
extern "C" {
/// Address of the text input buffer, holding at least `bytes` bytes (may grow wasm memory, and
/// may move the buffer: ask again on every call, never keep the address), or 0 when memory cannot
/// grow that far (input_too_large_js says so; the buffer is then empty, and the next call works).
char* sudoku_input(double bytes);
/// isValid of the `bytes` bytes of text in the input buffer, shape inferred: 1 valid, 0 invalid,
/// -1 not a board (call parse() on the same text for the error). Frees a large input buffer.
int sudoku_is_valid(std::size_t bytes);
/// Frees the input buffer when it is large (after validateMany; the single-board calls do it
/// themselves).
void sudoku_release_input();
}

// ---- Embind functions --------------------------------------------------------------------------

/// A board, or the error value to return to JS ({ error: { kind, message, position } }). A string
/// `board` is text, read from the input buffer, where JS wrote its `text_bytes` bytes (the string
/// itself is never read); any other value is read as an array by the core's array rules
/// (js_value.hpp), never as text. The shape is inferred when both sides are 0.
struct BoardFromJs {
  BoardFromJs(std::optional<Board> read, val why = val::undefined())
      : board(std::move(read)), error(std::move(why)) {}
  std::optional<Board> board;
  val error = val::undefined();
#if SUDOKU_WASM_FORMATS
  // In the formats module, text is read as sudoku::parse_puzzle() reads it: a link's or a site
  // id's rules, the constraints no rule checks, and the format read come with its board.
  Rules rules;
  std::vector<std::string> ignored;
  std::string_view source = "array";
  std::vector<Kept> kept;  // what no rule reads, for format() to write back (sudoku::Kept)
#endif
};
BoardFromJs board_from_js(double text_bytes, const val& board, double box_rows, double box_cols);

/// isValid: true/false, or an error value.
val is_valid_js(double bytes, const val& board, double box_rows, double box_cols);
/// check: the report { valid, size, boxRows, boxCols, conflicts, conflictCells }, or an error.
/// With `words`, the report also carries `description`: describe_js's sentence for the same board
/// (`name_cells`, `max_conflicts` as there), so the element's verdict costs no second call.
val check_js(double bytes, const val& board, double box_rows, double box_cols, bool words,
             bool name_cells, double max_conflicts);
/// describe: the conflicts in words (sudoku::describe; "" for a valid board), or an error. Names
/// the cells when `name_cells`; at most `max_conflicts` conflicts when it is 1 or more.
val describe_js(double bytes, const val& board, double box_rows, double box_cols, bool name_cells,
                double max_conflicts);

// The variant rules: the JS rules object (js_value.hpp's read_rules) read once into a RuleSetJs,
// or for a batch; a classic check crosses and runs as it did before there were rules. A module
// built without them (SUDOKU_WASM_RULES 0: the board's
// classic script) has no_rules_js instead, the error that says so.
#ifndef SUDOKU_WASM_RULES
#define SUDOKU_WASM_RULES 1
#endif
#if SUDOKU_WASM_RULES
/// validateMany with the same rules for every line (validate_many_js's result), or an error:
/// rules that cannot be read, or that do not fit the given shape. Without a shape, a line whose
/// board they do not fit is malformed.
val validate_many_rules_js(std::size_t offset, std::size_t bytes, double box_rows, double box_cols,
                           const val& rules);
/// The JS rules read once and compiled (sudoku::compile_rules), then any number of boards checked
/// with them: compileRules' handle (web/api/rule-handle.js), compiled for one shape, and the rules
/// of check(board, { rules }) and its kin, read for any shape (each board's own: compiled again
/// when a board of another shape comes). Each answer is the one a check of the board with the
/// rules read on every call would give (the board read first, then the rules).
class RuleSetJs {
 public:
  /// Reads (with their cages' layout: read_rules) and compiles `rules` for the shape (none: 9×9,
  /// boxes 3×3): undefined, or the error.
  val compile(const val& rules, const val& cage_layout, double box_rows, double box_cols);
  /// Reads `rules` (and the layout) for any shape: true, or false when they cannot be read (each
  /// check then gives that error, once its board is read).
  bool read(const val& rules, const val& cage_layout);
  /// The board (as board_from_js reads it; no shape given: compile()'s shape, or for read() rules
  /// the board's own) checked: the report { valid, ..., description? } as check_js gives it, or
  /// an error (describe(board, { rules }) is its description: no method of its own, 290 B less).
  val check(double bytes, const val& board, double box_rows, double box_cols, bool words,
            bool name_cells, double max_conflicts);
  /// true/false (RuleSet::is_valid: no report built), or an error.
  val is_valid(double bytes, const val& board, double box_rows, double box_cols);

 private:
  // The board judged: undefined, the report written to `report` (null: the verdict only, to
  // `valid`), or the error value.
  val judge(double bytes, const val& board, double box_rows, double box_cols,
            std::optional<Report>* report, bool& valid);
  // rules_ compiled for `shape` into set_: undefined, or the refusal.
  val compile_for(Shape shape);
  std::optional<RuleSet> set_;  // empty until compiled
  // read(): the rules read, until compiled for a board's shape into set_ (moved there; for
  // another shape, read again from `source_`, the JS copy they were read from); or why they
  // could not be read.
  std::optional<Rules> rules_;
  val source_ = val::undefined();
  val cage_layout_ = val::undefined();
  val refused_ = val::undefined();
};
#else
val no_rules_js();
#endif
#if SUDOKU_WASM_FORMATS
/// parse of the formats module: { size, boxRows, boxCols, cells, rules, ignored, source } (rules
/// as options.rules takes them; `rules` the JS value given beside the board, or undefined), or
/// an error.
val parse_puzzle_js(double bytes, const val& board, double box_rows, double box_cols,
                    const val& rules);
/// validateMany(text, { solvable: true }): validate_many_js's result (with the JS `rules` for
/// every line, when given), and the solver's answer for each valid board (sudoku::
/// validate_many_solving, `budget` nodes a board): solvable (a Uint8Array of BatchSolvable per
/// board), deadEnds, unknown, deadEndReasons ([{ board, line, kind?, message?, cells? }], the
/// first 1,000); or an error.
val validate_many_solving_js(std::size_t offset, std::size_t bytes, double box_rows,
                             double box_cols, const val& rules, double budget);
/// A dead end as JS sees it (countSolutions' reason): { kind, message, cells } and, for a unit
/// with no place, { unit, index, digit }. Defined with countSolutions (solve.cpp).
val dead_end_value(const DeadEnd& reason);
/// format: the board (with the rules it carries and `rules`) written in the format named `to`
/// (sudoku::format), or an error (kind "range": no such format, or the puzzle does not fit it).
val format_js(double bytes, const val& board, double box_rows, double box_cols,
              const std::string& to, const val& rules);
#endif
/// parse: { size, boxRows, boxCols, cells: Uint8Array }, or an error.
val parse_js(double bytes, const val& board, double box_rows, double box_cols);
/// trace (stop: 0 first, 1 all, as sudoku::TraceStop): { size, boxRows, boxCols, valid, cells,
/// row, col, box, digit, seen, earlier }: the board's cells (0 = empty) and one typed array per
/// step field (copies)
/// (step i is cell i; `seen` and `earlier` hold three entries per step: row, column, box), or an
/// error (kind "range": a board larger than max_trace_size).
val trace_js(double bytes, const val& board, double box_rows, double box_cols, int stop);
/// validateMany over input[offset, offset + bytes): { total, valid, invalid, malformed, results,
/// lines (undefined when every line held a board), errors }, or an error (an unsupported shape).
val validate_many_js(std::size_t offset, std::size_t bytes, double box_rows, double box_cols);
/// The shape written `text` ("3x3", "3×3") as { boxRows, boxCols, size }, or an error (kind
/// "range": not a shape; "parse": a shape the core does not support).
val shape_js(const std::string& text);
/// The error for an input of `bytes` bytes that the input buffer could not get memory for.
val input_too_large_js(double bytes);
/// How a message shows the JS value `value` (js_value.hpp), for the JS layer's own type errors.
val describe_value_js(const val& value);
/// The core's limits: { maxSize, maxTextDigit, maxCells, maxTextLength }.
val limits_js();

/// Bytes currently allocated by malloc: a leak probe for the tests.
int heap_in_use();

}  // namespace sudoku::wasm
