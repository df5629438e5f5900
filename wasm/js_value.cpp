// JS values read by the core's rules (see js_value.hpp).
#include "js_value.hpp"

#include <algorithm>
#include <climits>
#include <cmath>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>

#include "sudoku/input.hpp"

namespace sudoku::wasm {
namespace {

using emscripten::typed_memory_view;
using emscripten::val;

// ---- Rules ----

// Messages are built out of line, in one function: a chain of std::string operator+ at every
// message cost kilobytes of wasm.
[[gnu::noinline]] std::string joined(std::initializer_list<std::string_view> parts) {
  std::string text;
  for (const std::string_view part : parts) text.append(part);
  return text;
}

constexpr std::string_view rule_names[] = {"regions",       "mainDiagonal",   "antiDiagonal",
                                           "extraRegions",  "disjointGroups", "cages",
                                           "antiKnight",    "antiKing",       "nonConsecutive",
                                           "negativeRatio", "negativeXv",     "constraints"};
constexpr std::string_view cage_names[] = {"cells", "sum"};

// The rules that are true or false, each read the same way.
struct Flag {
  const char* name;
  bool Rules::*member;
};
constexpr Flag flags[] = {{"mainDiagonal", &Rules::main_diagonal},
                          {"antiDiagonal", &Rules::anti_diagonal},
                          {"disjointGroups", &Rules::disjoint_groups},
                          {"antiKnight", &Rules::anti_knight},
                          {"antiKing", &Rules::anti_king},
                          {"nonConsecutive", &Rules::non_consecutive},
                          {"negativeRatio", &Rules::negative_ratio},
                          {"negativeXv", &Rules::negative_xv}};

// Where a value is in the rules, spelt out only for a message: "rules.cages[2].cells[4]".
struct Place {
  const char* base;              // "rules", "rules.regions", "rules.cages", ...
  std::size_t index = SIZE_MAX;  // [index], when not SIZE_MAX
  const char* field = nullptr;   // .field
  std::size_t item = SIZE_MAX;   // [item], after the field

  [[gnu::noinline]] std::string text() const {
    std::string out(base);
    if (index != SIZE_MAX) out.append("[").append(std::to_string(index)).append("]");
    if (field) out.append(".").append(field);
    if (item != SIZE_MAX) out.append("[").append(std::to_string(item)).append("]");
    return out;
  }
  // The place of element k of the list here.
  Place at(std::size_t k) const {
    Place next = *this;
    (index == SIZE_MAX && !field ? next.index : next.item) = k;
    return next;
  }
};

// The JS values every read uses, looked up once: a rules object crosses value by value, and a
// lookup by name costs a crossing of its own.
struct Js {
  val keys = val::global("Object")["keys"];
  val is_integer = val::global("Number")["isInteger"];
  val object = val("object");
  val cells = val("cells");
  val sum = val("sum");
  val length = val("length");
  val regions = val("regions");
  val extra_regions = val("extraRegions");
  val cages = val("cages");
  val constraints = val("constraints");
  val int32_array = val::global("Int32Array");
};
const Js& js() {
  static const Js cached;
  return cached;
}

// Reads a JS `rules` object into Rules, field by field (no JSON text). Each failure names the
// place as the data is spelt in JS; whether the values fit the board is left to the core's
// validate_rules.
class RulesReader {
 public:
  explicit RulesReader(const val& cage_layout) : cage_layout_(cage_layout) {}

  RulesFromJs read(const val& rules) {
    if (absent(rules)) return std::move(result_);
    Rules& out = result_.rules;
    // Only its own names count (an inherited one is never read): each read once, the lists first
    // and then the flags, in this order, for the first message.
    unsigned present = 0;
    if (!object(rules, {"rules"}, "an object such as { antiKnight: true }") ||
        !known_keys(rules, "rules.", rule_names, "is not a rule (the rules are ", &present)) {
      return std::move(result_);
    }
    const auto there = [&](std::string_view name) {
      const auto at = std::find(std::begin(rule_names), std::end(rule_names), name);
      return (present >> (at - std::begin(rule_names)) & 1) != 0;
    };
    bool read = (!there("regions") || numbers(rules[js().regions], {"rules.regions"}, max_cells,
                                              "region number", out.regions)) &&
                (!there("extraRegions") || extra_regions(rules[js().extra_regions])) &&
                (!there("cages") || cages(rules[js().cages])) &&
                (!there("constraints") || constraints(rules[js().constraints]));
    for (const Flag& rule : flags) {
      read = read && (!there(rule.name) || flag(rules[rule.name], rule.name, out.*rule.member));
    }
    if (!read) result_.rules = {};
    return std::move(result_);
  }

 private:
  static bool absent(const val& value) { return value.isUndefined() || value.isNull(); }

  bool fail(const char* kind, std::string message) {
    result_.kind = kind;
    result_.message = std::move(message);
    return false;
  }
  // "<place>: expected <what>, got <value>": the one type error.
  [[gnu::noinline]] bool expected(const Place& place, std::string_view what, const val& value) {
    return fail("type",
                joined({place.text(), ": expected ", what, ", got ", describe_value(value)}));
  }

  // True when `value` is an object, not an array (a cage, the rules).
  bool object(const val& value, const Place& place, std::string_view what) {
    if (value.typeOf().strictlyEquals(js().object) && !value.isNull() && !is_array_like(value)) {
      return true;
    }
    return expected(place, what, value);
  }

  // True when every own key of `object` is one of `names` (bit k of `present` set for names[k]);
  // else the error names the first other.
  bool known_keys(const val& object, const std::string& prefix,
                  std::span<const std::string_view> names, std::string_view intro,
                  unsigned* present = nullptr) {
    const val keys = js().keys(object);
    const auto length = static_cast<std::size_t>(keys[js().length].as<double>());
    for (std::size_t k = 0; k < length; ++k) {
      const std::string key = keys[k].as<std::string>();
      const auto at = std::find(names.begin(), names.end(), key);
      if (present && at != names.end()) *present |= 1u << (at - names.begin());
      if (at != names.end()) continue;
      std::string listed;
      for (const std::string_view name : names) {
        listed.append(listed.empty() ? "" : ", ").append(name);
      }
      return fail("type", joined({prefix, name_text(key), " ", intro, listed, ")"}));
    }
    return true;
  }

  bool flag(const val& value, const char* name, bool& out) {
    if (absent(value)) return true;
    out = value.isTrue();
    return out || value.isFalse() || expected({"rules", SIZE_MAX, name}, "true or false", value);
  }

  // The length of `list` when it is an array of at most `most` elements. A longer one is refused
  // before any element is read.
  bool length_of(const val& list, const Place& place, std::size_t most, std::string_view of,
                 std::size_t& length) {
    if (!is_array_like(list)) return expected(place, joined({"an array of ", of}), list);
    const double count = list[js().length].as<double>();
    if (count > static_cast<double>(most)) {
      return fail(
          "parse",
          joined({place.text(), ": the array has ", std::to_string(static_cast<std::size_t>(count)),
                  " elements, more than the ", std::to_string(most), " any board can use"}));
    }
    length = static_cast<std::size_t>(count);
    return true;
  }

  // An int from a JS number that is a whole number in int's range.
  static bool whole(double number, int& out) {
    if (!(number >= INT_MIN && number <= INT_MAX && number == std::floor(number))) return false;
    out = static_cast<int>(number);
    return true;
  }
  static bool whole(const val& value, int& out) {
    return whole(value.isNumber() ? value.as<double>() : NAN, out);
  }

  // A list of whole numbers (cells or region numbers); absent: empty, unless `required`. When
  // every element is an integer (one call), they are copied at once into wasm memory; else they
  // are read one by one, to name the first that is not.
  bool numbers(const val& list, const Place& place, std::size_t most, std::string_view one,
               std::vector<int>& out, bool required = false) {
    if (absent(list) && !required) return true;
    std::size_t length = 0;
    if (!length_of(list, place, most, joined({one, "s"}), length)) return false;
    out.resize(length);
    if (length == 0) return true;
    if (list.call<bool>("every", js().is_integer)) {
      doubles_.resize(length);
      // (a view into wasm memory, used at once: nothing can grow memory before the copy)
      val(typed_memory_view(length, doubles_.data())).call<void>("set", list);
      std::size_t k = 0;
      while (k < length && whole(doubles_[k], out[k])) ++k;
      if (k == length) return true;  // else a hole, or an integer beyond int: named below
    }
    for (std::size_t k = 0; k < length; ++k) {
      const val element = list[k];
      if (!whole(element, out[k])) return expected(place.at(k), joined({"a ", one}), element);
    }
    return true;
  }

  bool extra_regions(const val& list) {
    if (absent(list)) return true;
    const Place place{"rules.extraRegions"};
    std::size_t length = 0;
    if (!length_of(list, place, max_cells, "cell lists", length)) return false;
    auto& out = result_.rules.extra_regions;
    out.resize(length);
    for (std::size_t k = 0; k < length; ++k) {
      if (!numbers(list[k], place.at(k), max_size, "cell number", out[k], true)) return false;
    }
    return true;
  }

  bool cages(const val& list) {
    if (absent(list)) return true;
    std::size_t length = 0;
    if (!length_of(list, {"rules.cages"}, max_cells, "cages", length)) return false;
    auto& out = result_.rules.cages;
    out.resize(length);
    if (laid_out(out)) return true;
    for (std::size_t k = 0; k < length; ++k) {
      const Place place{"rules.cages", k};
      const val cage = list[k];
      if (!object(cage, place, "a cage such as { cells: [0, 1], sum: 3 }") ||
          !numbers(cage[js().cells], {"rules.cages", k, "cells"}, max_size, "cell number",
                   out[k].cells, true)) {
        return false;
      }
      const val sum = cage[js().sum];
      std::size_t parts = 1;
      if (!absent(sum)) {
        int target = 0;
        if (!whole(sum, target)) return expected({"rules.cages", k, "sum"}, "a whole number", sum);
        out[k].sum = target;
        ++parts;
      }
      // The names are read only when there are more of them than the parts read.
      if (js().keys(cage)[js().length].as<double>() > static_cast<double>(parts) &&
          !known_keys(cage, place.text() + ".", cage_names,
                      "is not part of a cage (its parts are ")) {
        return false;
      }
    }
    return true;
  }

  // Constraints: read by js_constraints.cpp in the formats module; in the others any but none
  // is one placeholder, which validate_rules refuses in its words (the formats validator's job).
  bool constraints(const val& list) {
#if SUDOKU_WASM_FORMATS
    return read_constraints(list, result_);
#else
    if (!is_array_like(list) || list[js().length].as<double>() > 0)
      result_.rules.constraints.emplace_back();
    return true;
#endif
  }

  // True when the cage layout holds `out.size()` cages, then read into `out` (copied at once:
  // this call's own copy, no buffer shared between calls); else `out` is left as it is.
  bool laid_out(std::vector<Cage>& out) {
    if (!cage_layout_.instanceof (js().int32_array)) return false;
    std::vector<int> ints(static_cast<std::size_t>(cage_layout_[js().length].as<double>()));
    // (a view into wasm memory, used at once: nothing can grow memory before the copy)
    val(typed_memory_view(ints.size(), ints.data())).call<void>("set", cage_layout_);
    // First the counts: as many cages as the list has, which end where the layout ends.
    std::size_t at = 0;
    for (std::size_t k = 0; k < out.size(); ++k) {
      if (at >= ints.size() || ints[at] < 0 || ints[at] > max_size) return false;
      at += 3 + static_cast<std::size_t>(ints[at]);
    }
    if (at != ints.size()) return false;
    const int* next = ints.data();
    for (Cage& cage : out) {
      const int count = *next++;
      cage.cells.assign(next, next + count);
      next += count;
      if (next[0] != 0) cage.sum = next[1];
      next += 2;
    }
    return true;
  }

  val cage_layout_;
  RulesFromJs result_;
  std::vector<double> doubles_;  // a list's numbers, copied at once
};

}  // namespace

RulesFromJs read_rules(const val& rules, const val& cage_layout) {
  return RulesReader(cage_layout).read(rules);
}

namespace {
val numbers_value(const std::vector<int>& numbers) {
  val array = val::array();
  for (std::size_t k = 0; k < numbers.size(); ++k) array.set(k, numbers[k]);
  return array;
}
}  // namespace

val rules_value(const Rules& rules) {
  val out = val::object();
  if (!rules.regions.empty()) out.set("regions", numbers_value(rules.regions));
  if (!rules.extra_regions.empty()) {
    val regions = val::array();
    for (std::size_t k = 0; k < rules.extra_regions.size(); ++k)
      regions.set(k, numbers_value(rules.extra_regions[k]));
    out.set("extraRegions", regions);
  }
  if (!rules.cages.empty()) {
    val cages = val::array();
    for (std::size_t k = 0; k < rules.cages.size(); ++k) {
      val cage = val::object();
      cage.set(js().cells, numbers_value(rules.cages[k].cells));
      if (rules.cages[k].sum) cage.set(js().sum, *rules.cages[k].sum);
      cages.set(k, cage);
    }
    out.set("cages", cages);
  }
#if SUDOKU_WASM_FORMATS
  if (!rules.constraints.empty()) out.set("constraints", constraints_value(rules.constraints));
#endif
  // Only the rules that hold: the classic game is {}.
  for (const Flag& rule : flags) {
    if (rules.*rule.member) out.set(rule.name, true);
  }
  return out;
}

}  // namespace sudoku::wasm
