// A module without the variant rules (the board's classic one, wasm/CMakeLists.txt): noRules(),
// the error the API throws for a call with rules (see marshal.hpp).
#include <emscripten/bind.h>

#include "marshal.hpp"
#include "values.hpp"

namespace sudoku::wasm {

val no_rules_js() {
  // needsFormats: the formats validator has the rules, and the element switches to it.
  val error = error_value("unsupported",
                          "this module has no variant rules: loadValidator({ formats: true }) "
                          "checks them");
  error["error"].set("needsFormats", true);
  return error;
}

}  // namespace sudoku::wasm

EMSCRIPTEN_BINDINGS(valid_sudoku_no_rules) {
  emscripten::function("noRules", &sudoku::wasm::no_rules_js);
}
