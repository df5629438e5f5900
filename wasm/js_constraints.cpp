// The JS rules object's `constraints`, read and written by the formats module (js_value.hpp).
// Each constraint is `{ kind: "thermometer", lines: [[0, 9, 18]], value, digits, clue: [row, col]
// }` (docs/js-api.md); whether it fits the board is validate_rules'.
#if SUDOKU_WASM_FORMATS
#include <algorithm>
#include <climits>
#include <cmath>
#include <string>
#include <string_view>

// (em_js.h uses em_macros.h without including it)
#include <emscripten/em_macros.h>
//
#include <emscripten/em_js.h>

#include "js_value.hpp"
#include "sudoku/input.hpp"

// The constraints of a list in the shape web/api/snapshot.js's copies have, read in one crossing
// (value by value, a constraint costs a few dozen crossings: most of a variant check's time).
// Each is a plain object with no own keys but kind, lines, value, digits and clue; `kind` one of
// `names` (the core's constraint_name()s); `lines` an Array of Arrays of whole numbers (at most
// `most_cells` of each); `value` absent, null or whole; `digits` absent, null or an Array of at
// most `most_digits` whole numbers; `clue` absent, null or an Array of two whole numbers. Written
// into `out` per constraint as: kind, value, 1 or 0 (a clue or none), clue row, clue column, the
// digits' count, the digits, the lines' count, then each line's count and cells. The answer is
// the number of ints written; -1 for a list in any other shape (ConstraintsReader then reads it
// value by value and words what is wrong: this reader refuses nothing itself); -2 - n when `room`
// is smaller than the n ints the list needs.
// clang-format off
EM_JS(int, sudoku_read_plain_constraints, (emscripten::EM_VAL handle, emscripten::EM_VAL names_handle, int* out, int room, int most_cells, int most_digits), {
  var list = Emval.toValue(handle);
  var names = Emval.toValue(names_handle);
  var parts = ["kind", "lines", "value", "digits", "clue"];
  var whole = function(n) { return Number.isInteger(n) && n >= -2147483648 && n <= 2147483647; };
  var wholes = function(a, most) {
    if (!Array.isArray(a) || a.length > most) return false;
    for (var j = 0; j < a.length; j++) if (!whole(a[j])) return false;
    return true;
  };
  var absent = function(v) { return v === undefined || v === null; };
  var need = 0;
  for (var k = 0; k < list.length; k++) {
    var c = list[k];
    if (typeof c !== "object" || c === null || Array.isArray(c) || ArrayBuffer.isView(c)) return -1;
    var keys = Object.keys(c);
    for (var j = 0; j < keys.length; j++) if (parts.indexOf(keys[j]) < 0) return -1;
    var lines = c["lines"], digits = c["digits"], clue = c["clue"], value = c["value"];
    if (names.indexOf(c["kind"]) < 0 || !Array.isArray(lines) || lines.length > most_cells) return -1;
    if (!(absent(value) || whole(value)) || !(absent(digits) || wholes(digits, most_digits))) return -1;
    if (!(absent(clue) || (wholes(clue, 2) && clue.length === 2))) return -1;
    need += 7 + (absent(digits) ? 0 : digits.length);
    for (var j = 0; j < lines.length; j++) {
      if (!wholes(lines[j], most_cells)) return -1;
      need += 1 + lines[j].length;
    }
  }
  if (need > room) return -2 - need;
  var at = out >> 2;
  for (var k = 0; k < list.length; k++) {
    var c = list[k], lines = c["lines"], digits = c["digits"], clue = c["clue"], value = c["value"];
    HEAP32[at++] = names.indexOf(c["kind"]);
    HEAP32[at++] = absent(value) ? 0 : value;
    HEAP32[at++] = absent(clue) ? 0 : 1;
    HEAP32[at++] = absent(clue) ? 0 : clue[0];
    HEAP32[at++] = absent(clue) ? 0 : clue[1];
    HEAP32[at++] = absent(digits) ? 0 : digits.length;
    if (!absent(digits)) for (var j = 0; j < digits.length; j++) HEAP32[at++] = digits[j];
    HEAP32[at++] = lines.length;
    for (var j = 0; j < lines.length; j++) {
      HEAP32[at++] = lines[j].length;
      for (var i = 0; i < lines[j].length; i++) HEAP32[at++] = lines[j][i];
    }
  }
  return need;
});
// clang-format on

namespace sudoku::wasm {
namespace {

using emscripten::val;

// The kinds' names as one JS array, made once.
const val& kind_names() {
  static const val names = [] {
    val array = val::array();
    for (int k = 0; k < constraint_kind_count; ++k)
      array.set(k, val(std::string(constraint_name(static_cast<ConstraintKind>(k)))));
    return array;
  }();
  return names;
}

// True when sudoku_read_plain_constraints read every constraint of `list` into `out`.
bool plain_constraints(const val& list, std::vector<Constraint>& out) {
  std::vector<int> ints(64 + 16 * out.size());
  int written = sudoku_read_plain_constraints(
      list.as_handle(), kind_names().as_handle(), ints.data(), static_cast<int>(ints.size()),
      static_cast<int>(max_cells), static_cast<int>(max_size));
  if (written < -1) {  // more room, once: the list's own size
    ints.resize(static_cast<std::size_t>(-2 - written));
    written = sudoku_read_plain_constraints(
        list.as_handle(), kind_names().as_handle(), ints.data(), static_cast<int>(ints.size()),
        static_cast<int>(max_cells), static_cast<int>(max_size));
  }
  if (written < 0) return false;
  const int* at = ints.data();
  for (Constraint& c : out) {
    c.kind = static_cast<ConstraintKind>(*at++);
    c.value = *at++;
    const bool clue = *at++ != 0;
    c.clue_row = *at++;
    c.clue_col = *at++;
    if (!clue) c.clue_row = c.clue_col = 0;
    const int digits = *at++;
    c.digits.assign(at, at + digits);
    at += digits;
    c.lines.resize(static_cast<std::size_t>(*at++));
    for (auto& line : c.lines) {
      const int cells = *at++;
      line.assign(at, at + cells);
      at += cells;
    }
  }
  return true;
}

constexpr std::string_view parts[] = {"kind", "lines", "value", "digits", "clue"};

class ConstraintsReader {
 public:
  explicit ConstraintsReader(RulesFromJs& result) : result_(result) {}

  bool read(const val& list) {
    if (absent(list)) return true;
    std::size_t length = 0;
    if (!length_of(list, "rules.constraints", 4 * max_cells, "constraints", length)) return false;
    auto& out = result_.rules.constraints;
    out.resize(length);
    if (plain_constraints(list, out)) return true;
    for (std::size_t k = 0; k < length; ++k) {
      if (!constraint(list[k], "rules.constraints[" + std::to_string(k) + "]", out[k]))
        return false;
    }
    return true;
  }

 private:
  static bool absent(const val& value) { return value.isUndefined() || value.isNull(); }

  bool fail(const char* kind, std::string message) {
    result_.kind = kind;
    result_.message = std::move(message);
    return false;
  }
  bool expected(const std::string& place, std::string_view what, const val& value) {
    return fail("type",
                place + ": expected " + std::string(what) + ", got " + describe_value(value));
  }

  bool length_of(const val& list, const std::string& place, std::size_t most, std::string_view of,
                 std::size_t& length) {
    if (!is_array_like(list)) return expected(place, "an array of " + std::string(of), list);
    const double count = list["length"].as<double>();
    if (count > static_cast<double>(most)) {
      return fail("parse",
                  place + ": the array has " + std::to_string(static_cast<std::size_t>(count)) +
                      " elements, more than the " + std::to_string(most) + " any board can use");
    }
    length = static_cast<std::size_t>(count);
    return true;
  }

  static bool whole(const val& value, int& out) {
    const double number = value.isNumber() ? value.as<double>() : NAN;
    if (!(number >= INT_MIN && number <= INT_MAX && number == std::floor(number))) return false;
    out = static_cast<int>(number);
    return true;
  }

  bool numbers(const val& list, const std::string& place, std::size_t most, std::string_view one,
               std::vector<int>& out) {
    std::size_t length = 0;
    if (!length_of(list, place, most, std::string(one) + "s", length)) return false;
    out.resize(length);
    for (std::size_t k = 0; k < length; ++k) {
      const val element = list[k];
      if (!whole(element, out[k]))
        return expected(place + "[" + std::to_string(k) + "]", "a " + std::string(one), element);
    }
    return true;
  }

  bool constraint(const val& value, const std::string& place, Constraint& out) {
    if (!value.isArray() && value.typeOf().as<std::string>() == "object" && !value.isNull() &&
        !is_array_like(value)) {
      const val keys = val::global("Object")["keys"](value);
      const auto count = static_cast<std::size_t>(keys["length"].as<double>());
      for (std::size_t k = 0; k < count; ++k) {
        const std::string key = keys[k].as<std::string>();
        if (std::find(std::begin(parts), std::end(parts), key) != std::end(parts)) continue;
        return fail("type", place + "." + name_text(key) +
                                " is not part of a constraint (its parts are kind, lines, value, "
                                "digits, clue)");
      }
    } else {
      return expected(place, "a constraint such as { kind: \"thermometer\", lines: [[0, 9, 18]] }",
                      value);
    }
    const val kind = value["kind"];
    if (!kind.isString())
      return expected(place + ".kind", "a constraint kind such as \"thermometer\"", kind);
    const auto known = constraint_kind(kind.as<std::string>());
    if (!known) {
      std::string kinds;
      for (int k = 0; k < constraint_kind_count; ++k)
        kinds.append(k ? ", " : "").append(constraint_name(static_cast<ConstraintKind>(k)));
      return fail("type", place + ".kind: " + describe_value(kind) +
                              " is not a constraint kind (the kinds are " + kinds + ")");
    }
    out.kind = *known;
    const val lines = value["lines"];
    std::size_t count = 0;
    if (!length_of(lines, place + ".lines", max_cells, "lines", count)) return false;
    out.lines.resize(count);
    for (std::size_t k = 0; k < count; ++k) {
      if (!numbers(lines[k], place + ".lines[" + std::to_string(k) + "]", max_cells, "cell number",
                   out.lines[k]))
        return false;
    }
    const val number = value["value"];
    if (!absent(number) && !whole(number, out.value))
      return expected(place + ".value", "a whole number", number);
    const val digits = value["digits"];
    if (!absent(digits) && !numbers(digits, place + ".digits", max_size, "digit", out.digits))
      return false;
    const val clue = value["clue"];
    if (!absent(clue)) {
      std::vector<int> at;
      if (!is_array_like(clue) || clue["length"].as<double>() != 2 ||
          !numbers(clue, place + ".clue", 2, "row or column", at))
        return result_.kind ? false : expected(place + ".clue", "[row, column]", clue);
      out.clue_row = at[0];
      out.clue_col = at[1];
    }
    return true;
  }

  RulesFromJs& result_;
};

val numbers_value(const std::vector<int>& numbers) {
  val array = val::array();
  for (std::size_t k = 0; k < numbers.size(); ++k) array.set(k, numbers[k]);
  return array;
}

bool outside_clue(ConstraintKind kind) {
  return kind == ConstraintKind::little_killer || kind == ConstraintKind::sandwich ||
         kind == ConstraintKind::x_sum || kind == ConstraintKind::skyscraper;
}

}  // namespace

bool read_constraints(const val& list, RulesFromJs& result) {
  return ConstraintsReader(result).read(list);
}

val constraints_value(const std::vector<Constraint>& constraints) {
  val out = val::array();
  for (std::size_t k = 0; k < constraints.size(); ++k) {
    const Constraint& c = constraints[k];
    val entry = val::object();
    entry.set("kind", val(std::string(constraint_name(c.kind))));
    val lines = val::array();
    for (std::size_t j = 0; j < c.lines.size(); ++j) lines.set(j, numbers_value(c.lines[j]));
    entry.set("lines", lines);
    if (c.value) entry.set("value", c.value);
    if (!c.digits.empty()) entry.set("digits", numbers_value(c.digits));
    if (outside_clue(c.kind) || c.clue_row || c.clue_col)
      entry.set("clue", numbers_value({c.clue_row, c.clue_col}));
    out.set(k, entry);
  }
  return out;
}

}  // namespace sudoku::wasm
#endif
