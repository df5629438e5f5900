// The JS rules object's `constraints`, read and written by the formats module (js_value.hpp).
// Each constraint is `{ kind: "thermometer", lines: [[0, 9, 18]], value, digits, clue: [row, col]
// }` (docs/js-api.md); whether it fits the board is validate_rules'.
#if SUDOKU_WASM_FORMATS
#include <algorithm>
#include <climits>
#include <cmath>
#include <string>
#include <string_view>

#include "js_value.hpp"
#include "sudoku/input.hpp"

namespace sudoku::wasm {
namespace {

using emscripten::val;

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
    return whole(value.isNumber() ? value.as<double>() : NAN, out);
  }
  static bool whole(double number, int& out) {
    if (!(number >= INT_MIN && number <= INT_MAX && number == std::floor(number))) return false;
    out = static_cast<int>(number);
    return true;
  }

  bool numbers(const val& list, const std::string& place, std::size_t most, std::string_view one,
               std::vector<int>& out) {
    std::size_t length = 0;
    if (!length_of(list, place, most, std::string(one) + "s", length)) return false;
    out.resize(length);
    // Whole numbers (one call) are copied at once into wasm memory; else read one by one, to
    // name the first that is not.
    if (length > 0 && list.call<bool>("every", val::global("Number")["isInteger"])) {
      std::vector<double> copied(length);
      // (a view into wasm memory, used at once: nothing can grow memory before the copy)
      val(emscripten::typed_memory_view(length, copied.data())).call<void>("set", list);
      std::size_t k = 0;
      while (k < length && whole(copied[k], out[k])) ++k;
      if (k == length) return true;  // else an integer beyond int: named below
    }
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
