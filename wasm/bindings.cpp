// The Embind registry of the classic calls, in every module: the functions the JS layer
// (web/api/api.js) calls. Conversions are in marshal.cpp; each feature a module may have
// registers its own in its binding file (trace.cpp, batch.cpp, rules.cpp or no_rules.cpp,
// formats.cpp, solve.cpp, cli_bindings.cpp), which wasm/CMakeLists.txt picks. The plain exports
// of the single-board hot path (sudoku_input, sudoku_is_valid, sudoku_release_input) are
// declared in marshal.hpp and listed in CMakeLists.txt.
#include <emscripten/bind.h>

#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "js_value.hpp"
#include "marshal.hpp"
#include "messages.hpp"  // (core/src) detail::Speaking

// The board-only module (wasm/CMakeLists.txt, sudoku_wasm_board) is built without speak()
// (options.locale is the formats validator's there, docs/js-api.md).
#ifndef SUDOKU_WASM_SPEAK
#define SUDOKU_WASM_SPEAK 1
#endif

#if SUDOKU_WASM_SPEAK
namespace {

using emscripten::val;

// The language web/api/api.js asks for around one call (options.locale): the catalog's text, its
// entries (pointing into it), its plural rule and the Speaking that makes it speaking().
struct Spoken {
  std::string text;
  std::vector<sudoku::CatalogEntry> entries;
  std::optional<val> plural;
  sudoku::Catalog catalog;
  std::optional<sudoku::detail::Speaking> speaking;
};
Spoken spoken;

sudoku::PluralCategory spoken_plural(long long count) {
  const int category = (*spoken.plural)(static_cast<double>(count)).as<int>();
  return category >= 0 && category <= static_cast<int>(sudoku::PluralCategory::other)
             ? static_cast<sudoku::PluralCategory>(category)
             : sudoku::PluralCategory::other;
}

// (text, plural): the next calls speak a catalog, `text` its messages as "ID\x01PATTERN", joined
// by \x01 (scripts/bundle.mjs writes it), `plural` a count -> its sudoku::PluralCategory's index;
// ("", null): English again.
void speak_js(std::string text, const val& plural) {
  spoken.speaking.reset();
  spoken.entries.clear();
  spoken.text = std::move(text);
  spoken.plural = plural;
  for (char* at = spoken.text.data(); *at != '\0';) {
    sudoku::MessageId id = 0;
    for (; *at >= '0' && *at <= '9'; ++at) id = id * 10 + static_cast<sudoku::MessageId>(*at - '0');
    if (*at != '\x01') break;
    char* const pattern = at + 1;
    char* const stop = std::strchr(pattern, '\x01');
    if (stop) *stop = '\0';
    spoken.entries.push_back({id, pattern});
    if (!stop) break;
    at = stop + 1;
  }
  if (spoken.entries.empty()) return;
  spoken.catalog = {spoken.entries.data(), spoken.entries.size(),
                    plural.isNull() ? nullptr : &spoken_plural};
  spoken.speaking.emplace(&spoken.catalog);
}

}  // namespace
#endif

EMSCRIPTEN_BINDINGS(valid_sudoku) {
  using namespace emscripten;
  using namespace sudoku::wasm;

  // (bytes of text in the input buffer, the board (its text, or the JS array); boxRows, boxCols)
  // -> value, or { error }
  function("isValid", &is_valid_js);
  function("check", &check_js);
  function("parse", &parse_js);
  // (the same four values, nameCells, maxConflicts) -> the conflicts in words, or { error }
  function("describe", &describe_js);
  function("shape", &shape_js);
  function("limits", &limits_js);
  function("inputTooLarge", &input_too_large_js);
  function("describeValue", &describe_value_js);
#if SUDOKU_WASM_SPEAK
  // (a catalog's text, its plural rule) -> undefined: the language of the calls until the next
  function("speak", &speak_js);
#endif
  // (where, the thrown error's message or a value) -> the message of a read that threw
  function("readThrew", &read_threw);
  function("heapInUse", &heap_in_use);
}
