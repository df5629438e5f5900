// The rules reader's one-crossing reads (EM_JS), included by js_value.cpp alone: a list of plain
// cages and the rules' flags, each read in one call instead of value by value.
#pragma once

// (em_js.h uses em_macros.h without including it)
#include <emscripten/em_macros.h>
//
#include <emscripten/em_js.h>
#include <emscripten/val.h>

// The cages of a list in the one shape people and the readers write: each a plain object of
// `cells`, an Array of whole numbers in int's range, and an optional whole `sum` (absent, null or
// undefined, an own key or none: web/api/snapshot.js's copies hold it), with no other own keys.
// They are read in one crossing into `out` as, per cage, its cell count, its cells, 1 or 0 (a sum
// or none) and the sum: about 2 µs a cage read value by value, well under 0.1 µs here. The answer
// is the number of ints written, or -1 for a list in any other shape, which RulesReader::cages then
// reads value by value, and whose message it writes: this reader only recognises what that one
// accepts, and only the slow one ever refuses anything. (Emval.toValue is Embind's public way to
// hand a val to EM_JS code; properties are read by their quoted names, which closure leaves alone:
// it renamed `cage.sum`.)
// clang-format off
EM_JS(int, sudoku_read_plain_cages, (emscripten::EM_VAL handle, int* out, int room, int most), {
  var list = Emval.toValue(handle);
  var at = out >> 2;
  var end = at + room;
  var whole = function(n) { return Number.isInteger(n) && n >= -2147483648 && n <= 2147483647; };
  for (var k = 0; k < list.length; k++) {
    var cage = list[k];
    if (typeof cage !== "object" || cage === null || Array.isArray(cage) || ArrayBuffer.isView(cage)) return -1;
    var cells = cage["cells"];
    var sum = cage["sum"];
    var absent = sum === undefined || sum === null;
    if (!Array.isArray(cells) || cells.length > most || at + cells.length + 3 > end ||
        Object.keys(cage).length !== (absent && !Object.prototype.hasOwnProperty.call(cage, "sum") ? 1 : 2) ||
        !(absent || whole(sum))) return -1;
    HEAP32[at++] = cells.length;
    for (var j = 0; j < cells.length; j++) {
      if (!whole(cells[j])) return -1;
      HEAP32[at++] = cells[j];
    }
    HEAP32[at++] = absent ? 0 : 1;
    HEAP32[at++] = absent ? 0 : sum;
  }
  return at - (out >> 2);
});
// The rules' true-or-false fields and which lists are there, in one crossing: `names` holds the
// flags' names (the first `flag_count`), then the lists' names. The answer has bit k set when
// flag k is true, and bit flag_count + j when list j is there (neither undefined nor null); or it
// is -1 when a flag is anything but true, false, undefined or null, and RulesReader then reads
// the flags one by one for the message. Looked up by name as the slow reader does (inherited
// properties included).
EM_JS(int, sudoku_read_rule_flags, (emscripten::EM_VAL rules_handle, emscripten::EM_VAL names_handle, int flag_count), {
  var rules = Emval.toValue(rules_handle);
  var names = Emval.toValue(names_handle);
  var bits = 0;
  for (var k = 0; k < names.length; k++) {
    var value = rules[names[k]];
    if (value === undefined || value === null) continue;
    if (k < flag_count && value !== true) {
      if (value === false) continue;
      return -1;
    }
    bits |= 1 << k;
  }
  return bits;
});
// clang-format on
