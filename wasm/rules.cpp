// The variant rules (see marshal.hpp): the rules read once and kept compiled (RuleSetJs: the
// compileRules handle, and check(board, { rules }) and its kin), and validateMany with rules. In
// the modules with rules (wasm/CMakeLists.txt RULES); the others have no_rules.cpp.
#include <emscripten/bind.h>

#include "js_value.hpp"
#include "marshal.hpp"
#include "values.hpp"

namespace sudoku::wasm {

RulesRead rules_from_js(const val& rules, const val& cage_layout) {
  RulesFromJs read = read_rules(rules, cage_layout);
  if (read.kind) return {std::nullopt, error_value(read.kind, read.message)};
  return {std::move(read.rules)};
}

namespace {

// compile_rules' refusal as JS sees it. Constraints are judged by the formats module: in the
// plain one, their refusal is marked needsFormats, so that the element switches validators.
val refusal(const ParseError& error, bool constraints) {
  val refused = parse_error_value(error);
  if (!SUDOKU_WASM_FORMATS && constraints) refused["error"].set("needsFormats", true);
  return refused;
}

}  // namespace

val RuleSetJs::compile(const val& rules, const val& cage_layout, double box_rows, double box_cols) {
  RulesRead read = rules_from_js(rules, cage_layout);
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

bool RuleSetJs::read(const val& rules, const val& cage_layout) {
  RulesRead read = rules_from_js(rules, cage_layout);
  rules_ = std::move(read.rules);
  refused_ = read.error;
  if (rules_) {
    source_ = rules;
    cage_layout_ = cage_layout;
  }
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
      RulesRead again = rules_from_js(source_, cage_layout_);
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
  last_batch = validate_many(input_text(offset, bytes), shape, *read.rules);
  return batch_value(last_batch);
}

}  // namespace sudoku::wasm

EMSCRIPTEN_BINDINGS(valid_sudoku_rules) {
  using namespace emscripten;
  using sudoku::wasm::RuleSetJs;
  // (offset and bytes of text in the input buffer, boxRows, boxCols, the rules object) -> report,
  // or { error }
  function("validateManyRules", &sudoku::wasm::validate_many_rules_js);
  // The rules read once (see marshal.hpp): new RuleSet(), then compile(rules, cageLayout,
  // boxRows, boxCols) -> undefined or { error } (compileRules' handle), or read(rules, cageLayout)
  // -> true or false (check(board, { rules }) and its kin); check and isValid take the board's
  // four values as check and isValid do (describe with rules is check's description).
  class_<RuleSetJs>("RuleSet")
      .constructor<>()
      .function("compile", &RuleSetJs::compile)
      .function("read", &RuleSetJs::read)
      .function("check", &RuleSetJs::check)
      .function("isValid", &RuleSetJs::is_valid);
}
