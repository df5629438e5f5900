// The Embind registry: the functions the JS layer (web/api.js) calls. Conversions are in
// marshal.cpp.
#include <emscripten/bind.h>

#include "marshal.hpp"

EMSCRIPTEN_BINDINGS(valid_sudoku) {
  using namespace emscripten;
  using namespace sudoku::wasm;

  function("textBuffer", &text_buffer);
  function("numberBuffer", &number_buffer);
  function("isValid", &is_valid_input);
  function("check", &check_input);
  function("parse", &parse_input);
  function("lastError", &last_error);
  function("validateMany", &validate_many_input);
  function("releaseBatch", &release_batch);
  function("heapInUse", &heap_in_use);
}
