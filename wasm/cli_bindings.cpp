// The CLI module's own binding (only sudoku_wasm_cli links it, beside bindings.cpp): the core's
// listing session (sudoku::ListingSession), which web/cli/cli.js feeds with the bytes it reads.
//
// The command runs one session at a time, so it lives here. Each call that checks input returns
// { address, length, errors, total, valid, invalid, malformed, deadEnds, unknown, unique,
// multiple }: where the bytes the session wrote
// are in wasm memory (the session's own output buffer, as room() is its input buffer: the command
// writes them out before its next call, and they are not copied, which cost 10% of the CPU time
// of a run that prints every invalid board), the [start, end) pairs of them that go to stderr (a
// Uint32Array, copied), and the counts so far.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "sudoku/sudoku.hpp"

namespace {

using emscripten::val;

std::optional<sudoku::ListingSession> session;

// The language listingSpeak() set: its patterns, its entries (pointing into them) and its plural
// rule, a JavaScript function (CLDR's, web/cli/locales.js) from a count to a category's index.
std::vector<std::string> patterns;
std::vector<sudoku::CatalogEntry> entries;
std::optional<val> plural_rule;
sudoku::Catalog catalog;

sudoku::PluralCategory plural_of(long long count) {
  const int category = (*plural_rule)(static_cast<double>(count)).as<int>();
  return category >= 0 && category <= static_cast<int>(sudoku::PluralCategory::other)
             ? static_cast<sudoku::PluralCategory>(category)
             : sudoku::PluralCategory::other;
}

val listed() {
  const std::string_view output = session->output();
  val js = val::object();
  js.set("address", static_cast<double>(reinterpret_cast<std::uintptr_t>(output.data())));
  js.set("length", static_cast<double>(output.size()));
  std::vector<std::uint32_t> errors;
  for (const sudoku::OutputSpan& span : session->errors()) {
    errors.push_back(static_cast<std::uint32_t>(span.start));
    errors.push_back(static_cast<std::uint32_t>(span.end));
  }
  js.set("errors",
         val(emscripten::typed_memory_view(errors.size(), errors.data())).call<val>("slice"));
  const sudoku::ListingCounts counts = session->counts();
  js.set("total", static_cast<double>(counts.total));
  js.set("valid", static_cast<double>(counts.valid));
  js.set("invalid", static_cast<double>(counts.invalid));
  js.set("malformed", static_cast<double>(counts.malformed));
  js.set("deadEnds", static_cast<double>(counts.dead_ends));
  js.set("unknown", static_cast<double>(counts.unknown));
  js.set("unique", static_cast<double>(counts.unique));
  js.set("multiple", static_cast<double>(counts.multiple));
  return js;
}

/// A new session: format 1 text, 2 JSON (sudoku::ListingFormat); quiet; the shape of every board
/// (0 and 0: inferred per board; the command has checked it with shape()).
void listing_start(int format, bool quiet, int box_rows, int box_cols) {
  const std::optional<sudoku::Shape> shape =
      box_rows == 0 && box_cols == 0 ? std::nullopt
                                     : std::optional<sudoku::Shape>({box_rows, box_cols});
  session.emplace(format == 2 ? sudoku::ListingFormat::json : sudoku::ListingFormat::text, shape,
                  quiet);
}

/// --solvable (1) or --unique (2) with a budget of search nodes a board (the command has checked
/// it: a whole number from 1 to 2^53 - 1); 0 asks nothing (the fast path).
void listing_solve(int mode, double budget) {
  session->solve(mode == 2   ? sudoku::ListingSolve::unique
                 : mode == 1 ? sudoku::ListingSolve::solvable
                             : sudoku::ListingSolve::none,
                 static_cast<std::uint64_t>(budget));
}

/// The session's text lines in a language: `ids` (message ids) and `texts` (their patterns), two
/// arrays of the same length, and `plural` (a count -> the index of its sudoku::PluralCategory);
/// no ids: English. After listingStart().
void listing_speak(const val& ids, const val& texts, const val& plural) {
  const std::vector<double> id_numbers = emscripten::vecFromJSArray<double>(ids);
  patterns = emscripten::vecFromJSArray<std::string>(texts);
  entries.clear();
  for (std::size_t k = 0; k < id_numbers.size() && k < patterns.size(); ++k) {
    entries.push_back({static_cast<sudoku::MessageId>(id_numbers[k]), patterns[k].c_str()});
  }
  plural_rule = plural;
  catalog = {entries.data(), entries.size(), plural.isNull() ? nullptr : &plural_of};
  session->speak(entries.empty() ? nullptr : &catalog);
}

val listing_begin(const std::string& name, bool name_lines) {
  session->begin(name, name_lines);
  return listed();
}

/// The address of room for `bytes` bytes of input in wasm memory (it moves: ask before each read).
double listing_room(std::size_t bytes) {
  return static_cast<double>(reinterpret_cast<std::uintptr_t>(session->room(bytes)));
}

val listing_take(std::size_t bytes) {
  session->take(bytes);
  return listed();
}

val listing_end() {
  session->end();
  return listed();
}

val listing_summary() {
  session->summarize();
  return listed();
}

}  // namespace

EMSCRIPTEN_BINDINGS(valid_sudoku_cli) {
  emscripten::function("listingStart", &listing_start);
  emscripten::function("listingSolve", &listing_solve);
  emscripten::function("listingSpeak", &listing_speak);
  emscripten::function("listingBegin", &listing_begin);
  emscripten::function("listingRoom", &listing_room);
  emscripten::function("listingTake", &listing_take);
  emscripten::function("listingEnd", &listing_end);
  emscripten::function("listingSummary", &listing_summary);
}
