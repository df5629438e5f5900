// Conversions between JS values and sudoku::core (see marshal.hpp): the classic calls, and what
// every binding file shares (values.hpp).
#include "marshal.hpp"

#include <emscripten/emmalloc.h>
#include <emscripten/emscripten.h>

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <new>
#include <string>
#include <string_view>
#include <vector>

#include "js_value.hpp"
#include "values.hpp"

namespace sudoku::wasm {
namespace {

using emscripten::typed_memory_view;

// The text input. Not a std::vector<char>: resizing one zero-fills it, which cost 24 ns per board
// of a million-board batch, for bytes JS overwrites at once.
struct InputBuffer {
  // malloc, not new: operator new aborts in this build (no exceptions) when memory cannot grow.
  struct Free {
    void operator()(char* bytes) const { std::free(bytes); }
  };
  std::unique_ptr<char, Free> bytes;
  std::size_t capacity = 0;

  // The buffer, holding at least `wanted` bytes, or null when memory cannot grow that far: then
  // it is empty (capacity 0), and the next call starts from there.
  char* reserve(std::size_t wanted) {
    wanted = std::max<std::size_t>(wanted, 1);  // so that null always means no memory
    if (wanted > capacity) {
      bytes.reset();  // first free, so a large buffer is not held twice
      capacity = 0;
      bytes.reset(static_cast<char*>(std::malloc(wanted)));
      if (bytes) capacity = wanted;
    }
    return bytes.get();
  }
  std::string_view text(std::size_t offset, std::size_t length) const {
    if (offset > capacity) offset = capacity;
    if (length > capacity - offset) length = capacity - offset;
    return {bytes.get() + offset, length};
  }
  // A buffer above this size is freed after use instead of kept for the next call.
  static constexpr std::size_t keep_bytes = std::size_t{1} << 20;
  void release_if_large() {
    if (capacity > keep_bytes) {
      bytes.reset();
      capacity = 0;
    }
  }
} input;

// parse_js's board, kept until the next call or sudoku_release_input().
std::optional<Board> last_board;

}  // namespace

BatchReport last_batch;

std::string_view input_text(std::size_t offset, std::size_t length) {
  return input.text(offset, length);
}

// Property setters, one instantiation each (val::set is a template per key length and value type,
// which multiplied the binding's size).
// Each key is a string literal, made a JS string once and kept for the module's life (val(key)
// would decode it at every property: most of the cost of a small report). A few dozen keys exist;
// past the room, a key is made each time. The kept keys live in static storage, not on the heap
// (so a report that first uses a key allocates nothing that stays).
[[gnu::noinline]] void put(val& object, const char* key, const val& value) {
  static const char* names[64];
  alignas(val) static unsigned char keys[64][sizeof(val)];
  std::size_t k = 0;
  while (k < 64 && names[k] != nullptr && names[k] != key) ++k;
  if (k == 64) {
    object.set(val(key), value);
    return;
  }
  if (names[k] == nullptr) {
    names[k] = key;
    new (keys[k]) val(key);
  }
  object.set(*std::launder(reinterpret_cast<val*>(keys[k])), value);
}

[[gnu::noinline]] void put_number(val& object, const char* key, double value) {
  put(object, key, val(value));
}
[[gnu::noinline]] void put_text(val& object, const char* key, const std::string& value) {
  put(object, key, val(value));
}

val error_value(const char* kind, const std::string& message, std::optional<std::size_t> position) {
  val error = val::object();
  put(error, "kind", val(kind));
  put_text(error, "message", message);
  if (position) put_number(error, "position", static_cast<double>(*position));
  val result = val::object();
  put(result, "error", error);
  return result;
}

val parse_error_value(const ParseError& error) {
  return error_value("parse", error.message, error.position);
}

// A shape from JS numbers: none when both are 0. Sides beyond int are unsupported anyway, so they
// are clamped before converting (a wrapped value could look supported).
std::optional<Shape> shape_of(double box_rows, double box_cols) {
  if (box_rows == 0 && box_cols == 0) return std::nullopt;
  const auto side = [](double v) { return static_cast<int>(v < -1 ? -1 : v > 1e6 ? 1e6 : v); };
  return Shape{side(box_rows), side(box_cols)};
}

val int_array(const std::vector<int>& values) {
  val array = val::array();
  for (std::size_t i = 0; i < values.size(); ++i)
    array.set(val(static_cast<double>(i)), val(values[i]));
  return array;
}

void set_shape(val& object, Shape shape) {
  put_number(object, "size", shape.size());
  put_number(object, "boxRows", shape.box_rows);
  put_number(object, "boxCols", shape.box_cols);
}

extern "C" {

EMSCRIPTEN_KEEPALIVE char* sudoku_input(double bytes) {
  // More than the address space is never there (a JS length may be up to 2^53).
  if (!(bytes >= 0 && bytes <= static_cast<double>(SIZE_MAX))) return nullptr;
  return input.reserve(static_cast<std::size_t>(bytes));
}

EMSCRIPTEN_KEEPALIVE int sudoku_is_valid(std::size_t bytes) {
  const std::string_view text = input.text(0, bytes);
  // One 81-character line is what most callers pass: the core checks it without building a Board.
  int verdict = -1;
  if (auto valid = is_valid_line(text)) {
    verdict = *valid ? 1 : 0;
#if SUDOKU_WASM_FORMATS
  } else if (PuzzleResult result = parse_puzzle(text)) {
    // A link's rules are checked too (parse_puzzle has checked that they fit its board).
    const Puzzle& puzzle = *result.puzzle;
    const bool valid = puzzle.rules.classic()
                           ? is_valid(puzzle.board)
                           : is_valid(puzzle.board, puzzle.rules).value_or(false);
    verdict = valid ? 1 : 0;
#else
  } else if (ParseResult result = parse(text)) {
    verdict = is_valid(*result.board) ? 1 : 0;
#endif
  }
  if (verdict < 0) return verdict;  // the text stays for parse() to explain
  input.release_if_large();
  return verdict;
}

EMSCRIPTEN_KEEPALIVE void sudoku_release_input() {
  input.release_if_large();
  last_batch = {};
  last_board.reset();
}

}  // extern "C"

BoardFromJs board_from_js(double text_bytes, const val& board, double box_rows, double box_cols) {
  const std::optional<Shape> shape = shape_of(box_rows, box_cols);
  ParseResult result;
  std::string_view text;
  if (board.isString()) {
    // (the count JS wrote; anything else is no bytes)
    text = input.text(
        0, text_bytes > 0 && text_bytes < 1e15 ? static_cast<std::size_t>(text_bytes) : 0);
#if SUDOKU_WASM_FORMATS
    PuzzleResult read = parse_puzzle(text, shape);
    input.release_if_large();
    if (!read) return {std::nullopt, parse_error_value(read.error)};
    Puzzle& puzzle = *read.puzzle;
    BoardFromJs from(std::move(puzzle.board));
    from.rules = std::move(puzzle.rules);
    from.ignored = std::move(puzzle.ignored);
    from.source = puzzle.source;
    from.kept = std::move(puzzle.kept);
    return from;
#else
    result = parse(text, shape);
#endif
  } else if (is_array_like(board)) {
    result = parse_js_array(board, shape);
  } else {
    return {std::nullopt,
            error_value("type",
                        "expected a board (text, an array of rows, or a flat array of numbers), "
                        "got " +
                            describe_value(board))};
  }
  if (!result) {
    val error = parse_error_value(result.error);
    // Text only the formats module reads: the error says so to JS too (SudokuParseError's
    // needsFormats), so that the element can switch validators.
    if (!text.empty() && is_travelling_text(text)) error["error"].set("needsFormats", true);
    input.release_if_large();
    return {std::nullopt, error};
  }
  input.release_if_large();
  return {std::move(result.board)};
}

#if SUDOKU_WASM_FORMATS
namespace {
// The report of a board under the rules its text carried (parse_puzzle has checked that they fit).
Report report_under_own_rules(const BoardFromJs& from) {
  return from.rules.classic() ? check(*from.board) : *check(*from.board, from.rules).report;
}
}  // namespace
#endif

val is_valid_js(double bytes, const val& board, double box_rows, double box_cols) {
  BoardFromJs from = board_from_js(bytes, board, box_rows, box_cols);
  if (!from.board) return from.error;
#if SUDOKU_WASM_FORMATS
  if (!from.rules.classic()) return val(is_valid(*from.board, from.rules).value_or(false));
#endif
  return val(is_valid(*from.board));
}

// describe()'s options from the JS ones: any other value than a count (undefined, 0, a negative
// number, NaN) names every conflict.
DescribeOptions describe_options(bool name_cells, double max_conflicts) {
  const std::size_t limit =
      max_conflicts >= 1 ? static_cast<std::size_t>(max_conflicts < 1e9 ? max_conflicts : 1e9) : 0;
  return {name_cells, limit};
}

namespace {

// One conflict as the JS report holds it (docs/js-api.md, "Variant rules"). With `worded` (the
// report's shape, when the report is asked with its words), a conflict of a cage's sum or of a
// pair rule has its own sentence too, `words`, as describe() says it alone.
val conflict_value(const Conflict& conflict, const Shape* worded) {
  val entry = val::object();
  put(entry, "rule", val(rule_name(conflict.rule).data()));  // a unit rule's: its unit
  if (conflict.in_unit()) {
    put(entry, "unit", val(unit_name(conflict.unit).data()));  // "row", "column", "box", ...
    put_number(entry, "index", conflict.index);
    put_number(entry, "digit", conflict.digit);
#if SUDOKU_WASM_RULES  // (a classic report has no other conflicts)
  } else if (conflict.rule == Rule::cage_sum) {
    put_number(entry, "index", conflict.index);
    put_number(entry, "sum", conflict.sum);
    put_number(entry, "target", conflict.target);
  } else if (conflict.rule == Rule::non_consecutive || conflict.rule == Rule::negative_ratio ||
             conflict.rule == Rule::negative_xv) {
    put(entry, "digits", int_array({conflict.digit, conflict.other_digit}));
#if SUDOKU_WASM_FORMATS
  } else if (conflict.rule == Rule::constraint) {
    put(entry, "kind",
        val(constraint_name(static_cast<ConstraintKind>(conflict.constraint_kind)).data()));
    put_number(entry, "index", conflict.index);
    put(entry, "words", val(conflict.words));
#endif
  } else {  // antiKnight, antiKing: the same digit in both cells
    put_number(entry, "digit", conflict.digit);
#endif
  }
#if SUDOKU_WASM_RULES
  if (worded != nullptr && !conflict.in_unit() && conflict.rule != Rule::constraint)
    put(entry, "words", val(describe(Report{*worded, {conflict}, {}, {}})));
#else
  (void)worded;
#endif
  put(entry, "cells", int_array(conflict.cells));
  return entry;
}

}  // namespace

// The report as JS sees it; with `words`, describe()'s sentence too (one crossing for both).
val report_value(const Report& report, bool words, bool name_cells, double max_conflicts) {
  val js = val::object();
  put(js, "valid", val(report.valid()));
  set_shape(js, report.shape);
  val conflicts = val::array();
  for (std::size_t k = 0; k < report.conflicts.size(); ++k) {
    conflicts.set(val(static_cast<double>(k)),
                  conflict_value(report.conflicts[k], words ? &report.shape : nullptr));
  }
  put(js, "conflicts", conflicts);
  put(js, "conflictCells", int_array(report.conflict_cells));
#if SUDOKU_WASM_FORMATS
  if (!report.undecided.empty()) put(js, "undecided", int_array(report.undecided));
#endif
  if (words)
    put(js, "description", val(describe(report, describe_options(name_cells, max_conflicts))));
  return js;
}

val check_js(double bytes, const val& board, double box_rows, double box_cols, bool words,
             bool name_cells, double max_conflicts) {
  BoardFromJs from = board_from_js(bytes, board, box_rows, box_cols);
  if (!from.board) return from.error;
#if SUDOKU_WASM_FORMATS
  return report_value(report_under_own_rules(from), words, name_cells, max_conflicts);
#else
  return report_value(check(*from.board), words, name_cells, max_conflicts);
#endif
}

val describe_js(double bytes, const val& board, double box_rows, double box_cols, bool name_cells,
                double max_conflicts) {
  BoardFromJs from = board_from_js(bytes, board, box_rows, box_cols);
  if (!from.board) return from.error;
#if SUDOKU_WASM_FORMATS
  return val(describe(report_under_own_rules(from), describe_options(name_cells, max_conflicts)));
#else
  return val(describe(check(*from.board), describe_options(name_cells, max_conflicts)));
#endif
}

val parse_js(double bytes, const val& board, double box_rows, double box_cols) {
  BoardFromJs from = board_from_js(bytes, board, box_rows, box_cols);
  if (!from.board) return from.error;
  val js = val::object();
  set_shape(js, from.board->shape());
  last_board = std::move(from.board);
  const auto cells = last_board->cells();
  put(js, "cells", copy_of(typed_memory_view(cells.size(), cells.data())));
  return js;
}

val shape_js(const std::string& text) {
  const ShapeResult result = read_shape(text);
  if (!result.shape) {
    return error_value(result.malformed ? "range" : "parse", result.error.message);
  }
  val js = val::object();
  set_shape(js, *result.shape);
  return js;
}

val input_too_large_js(double bytes) {
  return error_value("range", "the input is too large to check at once: " +
                                  std::to_string(static_cast<long long>(bytes)) +
                                  " bytes do not fit in the module's memory");
}

val describe_value_js(const val& value) { return val(describe_value(value)); }

val limits_js() {
  val js = val::object();
  put_number(js, "maxSize", max_size);
  put_number(js, "maxTextDigit", max_text_digit);
  put_number(js, "maxCells", static_cast<double>(max_cells));
  put_number(js, "maxTextLength", static_cast<double>(max_text_length));
  return js;
}

int heap_in_use() {
  return static_cast<int>(emmalloc_dynamic_heap_size() - emmalloc_free_dynamic_memory());
}

}  // namespace sudoku::wasm
