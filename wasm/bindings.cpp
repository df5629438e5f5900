// The Embind registry: the functions the JS layer (web/api/api.js) calls. Conversions are in
// marshal.cpp; the plain exports of the single-board hot path (sudoku_input, sudoku_is_valid,
// sudoku_release_input) are declared in marshal.hpp and listed in CMakeLists.txt.
#include <emscripten/bind.h>

#include "js_value.hpp"
#include "marshal.hpp"

// The board-only module (wasm/CMakeLists.txt, sudoku_wasm_board) is built without trace().
#ifndef SUDOKU_WASM_TRACE
#define SUDOKU_WASM_TRACE 1
#endif
// ... and without validateMany (the classic script's validateMany is the formats validator's).
#ifndef SUDOKU_WASM_BATCH
#define SUDOKU_WASM_BATCH 1
#endif

EMSCRIPTEN_BINDINGS(valid_sudoku) {
  using namespace emscripten;
  using namespace sudoku::wasm;

  // (bytes of text in the input buffer, or -1 and the board as a JS array; boxRows, boxCols)
  // -> value, or { error }
  function("isValid", &is_valid_js);
  function("check", &check_js);
  function("parse", &parse_js);
  // (the same four values, nameCells, maxConflicts) -> the conflicts in words, or { error }
  function("describe", &describe_js);
#if SUDOKU_WASM_TRACE
  // (the same four values, stop: 0 first, 1 all) -> the trace, or { error }
  function("trace", &trace_js);
#endif
#if SUDOKU_WASM_BATCH
  // (offset and bytes of text in the input buffer, boxRows, boxCols) -> report, or { error }
  function("validateMany", &validate_many_js);
#endif
#if SUDOKU_WASM_RULES
  // The same calls with the rules object after the shape (see marshal.hpp)
  function("isValidRules", &is_valid_rules_js);
  function("checkRules", &check_rules_js);
  function("describeRules", &describe_rules_js);
  function("validateManyRules", &validate_many_rules_js);
  // compileRules' handle: new RuleSet(), then compile(rules, boxRows, boxCols) -> undefined or
  // { error }; check and isValid take the board's four values as check and isValid do.
  class_<RuleSetJs>("RuleSet")
      .constructor<>()
      .function("compile", &RuleSetJs::compile)
      .function("check", &RuleSetJs::check)
      .function("isValid", &RuleSetJs::is_valid);
#else
  function("noRules", &no_rules_js);
#endif
#if SUDOKU_WASM_FORMATS
  // (the same four values, the rules object) -> { size, boxRows, boxCols, cells, rules, ignored,
  // source }, or { error }: the formats module's parse
  function("parsePuzzle", &parse_puzzle_js);
  // (the same four values, the format's name, the rules object) -> text, or { error }
  function("format", &format_js);
#endif
  function("shape", &shape_js);
  function("limits", &limits_js);
  function("inputTooLarge", &input_too_large_js);
  function("describeValue", &describe_value_js);
  // (where, the thrown error's message or a value) -> the message of a read that threw
  function("readThrew", &read_threw);
  function("heapInUse", &heap_in_use);
}
