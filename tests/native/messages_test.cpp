// The formatter of the core's words (core/src/messages.hpp), in English and in a catalog.
#include "messages.hpp"

#include <catch2/catch.hpp>
#include <string>

#include "sudoku/messages.hpp"

namespace {

using sudoku::Catalog;
using sudoku::CatalogEntry;
using sudoku::message_id;
using sudoku::PluralCategory;
using sudoku::detail::Arg;
using sudoku::detail::Message;
using sudoku::detail::say;

constexpr Message greeting = SUDOKU_MESSAGE("test.greeting", "{who} has {count} {what}");
constexpr Message items = SUDOKU_MESSAGE(
    "test.items", "{count, plural, =0 {no items} one {# item} other {# items}} in {place}");

// A language whose plural says "few" for 2 to 4 (as Czech's does for integers).
PluralCategory few_rule(long long n) {
  return n == 1             ? PluralCategory::one
         : n >= 2 && n <= 4 ? PluralCategory::few
                            : PluralCategory::other;
}

}  // namespace

TEST_CASE("messages: a message's id is the FNV-1a hash of its name, known at compile time") {
  static_assert(message_id("") == 2166136261u);
  static_assert(greeting.id == message_id("test.greeting"));
  CHECK(message_id("a") == 0xE40C292Cu);  // FNV-1a's published value for "a"
}

TEST_CASE("messages: placeholders by name and by place, typed arguments") {
  CHECK(say(nullptr, greeting, {"Ann", 3, "boxes"}) == "Ann has 3 boxes");
  constexpr Message by_place = SUDOKU_MESSAGE("test.by_place", "{1} before {0}, {0} again");
  CHECK(say(nullptr, by_place, {"a", "b"}) == "b before a, a again");
  constexpr Message digits = SUDOKU_MESSAGE("test.digits", "{d}{e}{f} {n}");
  CHECK(say(nullptr, digits, {Arg::digit(9), Arg::digit(10), Arg::digit(35), Arg(-12)}) ==
        "9AZ -12");
  CHECK(say(nullptr, SUDOKU_MESSAGE("test.large_digit", "{d}"), {Arg::digit(36)}) == "36");
  // A piece that writes itself, in the message's catalog.
  const auto inner = [](const sudoku::detail::Out& out, const Catalog* catalog, const void*) {
    put_message(out, catalog, SUDOKU_MESSAGE("test.inner", "[{x}]"), {"in"});
  };
  CHECK(say(nullptr, SUDOKU_MESSAGE("test.outer", "<{piece}>"), {Arg::written(inner, nullptr)}) ==
        "<[in]>");
}

TEST_CASE("messages: plurals choose =N first, then the language's category, then other") {
  CHECK(say(nullptr, items, {0, "box 1"}) == "no items in box 1");
  CHECK(say(nullptr, items, {1, "box 1"}) == "1 item in box 1");
  CHECK(say(nullptr, items, {2, "box 1"}) == "2 items in box 1");
  CHECK(say(nullptr, items, {-1, "box 1"}) == "-1 items in box 1");
  // Placeholders inside a branch; '#' outside a plural is text.
  constexpr Message nested =
      SUDOKU_MESSAGE("test.nested", "#{n, plural, one {one {what}} other {# {what}s, # of {n}}}");
  CHECK(say(nullptr, nested, {1, "cage"}) == "#one cage");
  CHECK(say(nullptr, nested, {4, "cage"}) == "#4 cages, 4 of 4");

  const CatalogEntry entries[] = {
      {items.id, "{count, plural, =0 {zero} one {# one} few {# few} other {# other}} / {place}"}};
  const Catalog czech_like{entries, 1, few_rule};
  CHECK(say(&czech_like, items, {0, "p"}) == "zero / p");
  CHECK(say(&czech_like, items, {1, "p"}) == "1 one / p");
  CHECK(say(&czech_like, items, {3, "p"}) == "3 few / p");
  CHECK(say(&czech_like, items, {5, "p"}) == "5 other / p");
  // Without a rule of its own, a catalog counts as English does.
  const Catalog english_rule{entries, 1, nullptr};
  CHECK(say(&english_rule, items, {3, "p"}) == "3 other / p");
}

TEST_CASE(
    "messages: a catalog's pattern, reordered by name, and a missing id falls back to English") {
  const CatalogEntry entries[] = {{greeting.id, "{what} ({count}) of {who}"},
                                  {message_id("test.unused"), "unused"}};
  const Catalog catalog{entries, 2, nullptr};
  CHECK(say(&catalog, greeting, {"Ann", 3, "boxes"}) == "boxes (3) of Ann");
  CHECK(say(&catalog, items, {2, "row 1"}) == "2 items in row 1");  // not in the catalog
  const Catalog empty{};
  CHECK(say(&empty, greeting, {"Ann", 3, "boxes"}) == "Ann has 3 boxes");
}

TEST_CASE("messages: a catalog's pattern that does not fit the message is rejected for English") {
  const char* const bad[] = {
      "{whom} has {count}",                 // a name the English pattern lacks
      "{3} has",                            // a place past the arguments
      "{who has",                           // a placeholder not closed
      "{who}} has",                         // an unmatched }
      "{}",                                 // a placeholder without a name
      "{who, select, a {b} other {c}}",     // only plural is read
      "{who, plural, one {#} other {#}}",   // a plural of text
      "{count, plural, one {#}}",           // a plural without other
      "{count, plural, one {#} other {#}",  // a plural not closed
      "{count, plural, one {# other {#}}",  // a branch not closed
      "{count, plural, =x {#} other {#}}",  // an exact selector that is no number
  };
  for (const char* pattern : bad) {
    CAPTURE(pattern);
    const CatalogEntry entries[] = {{greeting.id, pattern}};
    const Catalog catalog{entries, 1, nullptr};
    CHECK(say(&catalog, greeting, {"Ann", 3, "boxes"}) == "Ann has 3 boxes");
    const Arg args[] = {"Ann", 3, "boxes"};
    CHECK_FALSE(sudoku::detail::pattern_fits(pattern, greeting.english, args));
  }
  const Arg args[] = {"Ann", 3, "boxes"};
  CHECK(sudoku::detail::pattern_fits("{count, plural, other {{who}}}", greeting.english, args));
}
