// JS values read by the core's rules: a JS array as the core's ArrayInput, and how a message
// shows a JS value. Only reading happens here; every rule and message about arrays is the core's
// (sudoku::parse(ArrayInput)).
#pragma once

#include <emscripten/val.h>

#include <optional>
#include <string>

#include "sudoku/rules.hpp"
#include "sudoku/sudoku.hpp"

namespace sudoku::wasm {

/// True for what JS may hand over as a board array: an Array or a typed array (not a DataView).
bool is_array_like(const emscripten::val& value);

/// A board given as a JS array (of rows, or of cells; typed arrays too), read element by element
/// as the core asks for them, so the work stays proportional to what the core reads.
ParseResult parse_js_array(const emscripten::val& array, std::optional<Shape> shape);

/// The variant rules read from the JS value `rules` (docs/js-api.md's `rules` object), or why they
/// cannot be read: `kind` "type" for a value of the wrong kind ("rules.cages[2].cells[4]: expected
/// a cell number, got \"x\""), "parse" for a list longer than any board can use (refused after
/// reading its length, as the core refuses a board array, so the work stays bounded). Whether the
/// rules fit the board is the core's (validate_rules). undefined or null: the classic game.
/// `cage_layout`: undefined, or the Int32Array that web/api/snapshot-rules.js's cageLayout made of
/// the same rules' cages, copied in one crossing instead of read value by value (any other value,
/// or a layout that does not hold the cages: they are read value by value).
struct RulesFromJs {
  Rules rules;
  const char* kind = nullptr;  // none: read
  std::string message;
};
RulesFromJs read_rules(const emscripten::val& rules,
                       const emscripten::val& cage_layout = emscripten::val::undefined());

/// The formats module's reader of `rules.constraints` (js_constraints.cpp): each constraint
/// `{ kind, lines, value?, digits?, clue? }` into result.rules.constraints, or false with
/// result's kind and message set ("rules.constraints[3].kind: \"thermometers\" is not a
/// constraint kind (the kinds are …)"). Whether they fit the board is validate_rules'.
bool read_constraints(const emscripten::val& list, RulesFromJs& result);
/// The JS value of constraints, as read_constraints() reads them back.
emscripten::val constraints_value(const std::vector<Constraint>& constraints);

/// The JS rules object of `rules`, exactly as read_rules() reads it: only the rules that hold
/// (the classic game is {}), lists as plain arrays, a cage's sum only when it has one.
emscripten::val rules_value(const Rules& rules);

/// The first characters of a JS string, as many as a message quotes (js_describe.cpp).
std::string leading_text(const emscripten::val& string);

/// How a message shows a name (a key of the rules, a cage's part): a plain name whole up to 40
/// characters and cut there with "…"; any other name quoted (quote_text).
std::string name_text(const std::string& name);

/// The message of a read of `place` ("rules.cages[2].cells") that threw: `what` is the thrown
/// error's message (cut to 200 characters), or a value to describe (web/api/snapshot.js).
std::string read_threw(const std::string& place, const emscripten::val& what);

/// How a message shows a JS value: 1.5, "text" (quoted by the core: invisible and bidirectional
/// characters named, never echoed), null, undefined, an array, a Map, a plain object.
std::string describe_value(const emscripten::val& value);

}  // namespace sudoku::wasm
