// Conversions between JS values and sudoku::core (see marshal.hpp).
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

val error_value(const char* kind, const std::string& message,
                std::optional<std::size_t> position = std::nullopt) {
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

// The arrays of the last result live here until the next call or sudoku_release_input(), kept
// with their capacity; JS gets copies of them (array_of), never a view.
std::optional<Board> last_board;
BatchReport last_batch;
// The last trace, as columns (trace_js).
struct TraceColumns {
  std::vector<std::int32_t> rows, cols, boxes, digits, earlier;
  std::vector<std::uint32_t> seen;
} last_trace;

// A shape from JS numbers: none when both are 0. Sides beyond int are unsupported anyway, so they
// are clamped before converting (a wrapped value could look supported).
std::optional<Shape> shape_of(double box_rows, double box_cols) {
  if (box_rows == 0 && box_cols == 0) return std::nullopt;
  const auto side = [](double v) { return static_cast<int>(v < -1 ? -1 : v > 1e6 ? 1e6 : v); };
  return Shape{side(box_rows), side(box_cols)};
}

// A typed array the caller owns: the view into wasm memory copied before JS sees it (a view dies
// when memory grows, and the next call overwrites what it shows).
template <class View>
val copy_of(const View& view) {
  return val(view).call<val>("slice");
}

template <class T>
val array_of(const std::vector<T>& values) {
  return copy_of(typed_memory_view(values.size(), values.data()));
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

}  // namespace

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
  if (text_bytes >= 0) {
#if SUDOKU_WASM_FORMATS
    PuzzleResult read = parse_puzzle(input.text(0, static_cast<std::size_t>(text_bytes)), shape);
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
    text = input.text(0, static_cast<std::size_t>(text_bytes));
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

namespace {

// describe()'s options from the JS ones: any other value than a count (undefined, 0, a negative
// number, NaN) names every conflict.
DescribeOptions describe_options(bool name_cells, double max_conflicts) {
  const std::size_t limit =
      max_conflicts >= 1 ? static_cast<std::size_t>(max_conflicts < 1e9 ? max_conflicts : 1e9) : 0;
  return {name_cells, limit};
}

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

}  // namespace

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

#if SUDOKU_WASM_RULES

namespace {

// The JS rules as Rules, or the error value.
struct RulesRead {
  std::optional<Rules> rules;
  val error = val::undefined();
};
RulesRead rules_from_js(const val& rules) {
  RulesFromJs read = read_rules(rules);
  if (read.kind) return {std::nullopt, error_value(read.kind, read.message)};
  return {std::move(read.rules)};
}

#if SUDOKU_WASM_FORMATS
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
#endif

// compile_rules' refusal as JS sees it. Constraints are judged by the formats module: in the
// plain one, their refusal is marked needsFormats, so that the element switches validators.
val refusal(const ParseError& error, bool constraints) {
  val refused = parse_error_value(error);
  if (!SUDOKU_WASM_FORMATS && constraints) refused["error"].set("needsFormats", true);
  return refused;
}

}  // namespace

val RuleSetJs::compile(const val& rules, double box_rows, double box_cols) {
  RulesRead read = rules_from_js(rules);
  if (!read.rules) return read.error;
  rules_ = std::move(read.rules);
  return compile_for(shape_of(box_rows, box_cols).value_or(Shape{}));
}

// rules_ compiled for `shape` into set_ (moved there, not copied): undefined, or the refusal.
val RuleSetJs::compile_for(Shape shape) {
  const bool constraints = !rules_->constraints.empty();
  set_.reset();
  CompiledRules compiled = compile_rules(std::move(*rules_), shape);
  rules_.reset();
  if (!compiled) return refusal(compiled.error, constraints);
  set_ = std::move(compiled.rule_set);
  return val::undefined();
}

bool RuleSetJs::read(const val& rules) {
  RulesRead read = rules_from_js(rules);
  rules_ = std::move(read.rules);
  refused_ = read.error;
  if (rules_) source_ = rules;
  return rules_.has_value();
}

// (The error is returned, the answer written: a report returned beside it, destroyed on each
// path, cost the module a kilobyte.)
val RuleSetJs::judge(double bytes, const val& board, double box_rows, double box_cols,
                     std::optional<Report>* report, bool& valid) {
  // No shape given: the compiled one's; read() rules take the board's own.
  if (!(box_rows > 0 || box_cols > 0) && source_.isUndefined() && set_) {
    box_rows = set_->shape().box_rows;
    box_cols = set_->shape().box_cols;
  }
  BoardFromJs from = board_from_js(bytes, board, box_rows, box_cols);
  if (!from.board) return from.error;
  if (!refused_.isUndefined()) return refused_;
  const Shape shape = from.board->shape();
  if (!source_.isUndefined() && (!set_ || set_->shape() != shape)) {
    // The rules read are compiled (moved, not copied); for another shape, read from the copy again.
    if (!rules_) {
      RulesRead again = rules_from_js(source_);
      if (!again.rules) return again.error;
      rules_ = std::move(again.rules);
    }
    val refused = compile_for(shape);
    if (!set_) return refused;
  }
#if SUDOKU_WASM_FORMATS
  // Text that carries rules of its own (a link), on a board of the rules' shape: merged with these
  // as parse_puzzle merges them, and judged uncompiled.
  if (!from.rules.classic() && shape == set_->shape()) {
    PuzzleResult merged = with_rules(
        Puzzle{std::move(*from.board), std::move(from.rules), {}, from.source}, set_->rules());
    if (!merged) return parse_error_value(merged.error);
    const Puzzle& puzzle = *merged.puzzle;
    if (!report) {
      valid = sudoku::is_valid(puzzle.board, puzzle.rules).value_or(false);
      return val::undefined();
    }
    CheckResult result = sudoku::check(puzzle.board, puzzle.rules);
    if (!result) return parse_error_value(result.error);
    *report = std::move(result.report);
    return val::undefined();
  }
#endif
  if (!report) {
    // (empty only for a board of another shape: check() words that error)
    if (std::optional<bool> verdict = set_->is_valid(*from.board)) {
      valid = *verdict;
      return val::undefined();
    }
  }
  CheckResult result = set_->check(*from.board);
  if (!result) return parse_error_value(result.error);
  valid = result.report->valid();
  if (report) *report = std::move(result.report);
  return val::undefined();
}

val RuleSetJs::check(double bytes, const val& board, double box_rows, double box_cols, bool words,
                     bool name_cells, double max_conflicts) {
  std::optional<Report> report;
  bool valid = false;
  val error = judge(bytes, board, box_rows, box_cols, &report, valid);
  if (!report) return error;
  return report_value(*report, words, name_cells, max_conflicts);
}

val RuleSetJs::is_valid(double bytes, const val& board, double box_rows, double box_cols) {
  bool valid = false;
  val error = judge(bytes, board, box_rows, box_cols, nullptr, valid);
  if (!error.isUndefined()) return error;
  return val(valid);
}

#else

val no_rules_js() {
  // needsFormats: the formats validator has the rules, and the element switches to it.
  val error = error_value("unsupported",
                          "this module has no variant rules: loadValidator({ formats: true }) "
                          "checks them");
  error["error"].set("needsFormats", true);
  return error;
}

#endif

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

namespace {

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

}  // namespace

val validate_many_js(std::size_t offset, std::size_t bytes, double box_rows, double box_cols) {
  const std::optional<Shape> shape = shape_of(box_rows, box_cols);
  if (shape && !shape->supported()) return parse_error_value(check_shape(*shape).error);
  last_batch = validate_many(input.text(offset, bytes), shape);
  return batch_value(last_batch);
}

#if SUDOKU_WASM_RULES
val validate_many_rules_js(std::size_t offset, std::size_t bytes, double box_rows, double box_cols,
                           const val& rules) {
  const std::optional<Shape> shape = shape_of(box_rows, box_cols);
  if (shape && !shape->supported()) return parse_error_value(check_shape(*shape).error);
  RulesRead read = rules_from_js(rules);
  if (!read.rules) return read.error;
  // With a shape, rules that do not fit it fit no line: one error instead of one per line.
  if (shape) {
    if (auto error = validate_rules(*read.rules, *shape)) return parse_error_value(*error);
  }
  last_batch = validate_many(input.text(offset, bytes), shape, *read.rules);
  return batch_value(last_batch);
}
#endif

#if SUDOKU_WASM_FORMATS
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
  last_batch = validate_many_solving(input.text(offset, bytes), shape, given ? &*given : nullptr,
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
#endif

#if SUDOKU_WASM_FORMATS
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
#endif

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
