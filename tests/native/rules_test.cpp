// Variant rules: the Rules model, validate_rules()'s refusals and the names of the rules.
#include <catch2/catch.hpp>
#include <numeric>
#include <string>

#include "printing.hpp"

using sudoku::Cage;
using sudoku::Rule;
using sudoku::Rules;
using sudoku::Shape;

namespace {

constexpr Shape classic{3, 3};

// Regions of the 9×9 board that are its boxes, except that cells 0 and `swap` trade regions.
std::vector<int> box_regions() {
  std::vector<int> regions(81);
  for (int cell = 0; cell < 81; ++cell)
    regions[cell] = sudoku::box_index(cell / 9, cell % 9, classic);
  return regions;
}

std::vector<int> cells_from(int first, int count) {
  std::vector<int> cells(static_cast<std::size_t>(count));
  std::iota(cells.begin(), cells.end(), first);
  return cells;
}

}  // namespace

TEST_CASE("a default Rules is the classic game and fits every shape", "[rules]") {
  const Rules rules;
  CHECK(rules.classic());
  for (int size = 1; size <= sudoku::max_size; ++size) {
    CAPTURE(size);
    CHECK_FALSE(sudoku::validate_rules(rules, *sudoku::shape_for_size(size)).has_value());
  }
}

TEST_CASE("any one rule makes Rules not classic", "[rules]") {
  auto set = GENERATE(range(0, 9));
  CAPTURE(set);
  Rules rules;
  switch (set) {
    case 0:
      rules.regions = box_regions();
      break;
    case 1:
      rules.main_diagonal = true;
      break;
    case 2:
      rules.anti_diagonal = true;
      break;
    case 3:
      rules.extra_regions = {{0, 1}};
      break;
    case 4:
      rules.disjoint_groups = true;
      break;
    case 5:
      rules.cages = {Cage{{0, 1}, 3}};
      break;
    case 6:
      rules.anti_knight = true;
      break;
    case 7:
      rules.anti_king = true;
      break;
    default:
      rules.non_consecutive = true;
      break;
  }
  CHECK_FALSE(rules.classic());
  CHECK_FALSE(sudoku::validate_rules(rules, classic).has_value());
}

TEST_CASE("validate_rules accepts every rule at its limits", "[rules]") {
  Rules rules;
  rules.regions = box_regions();
  rules.regions[0] = -1;  // a cell in no region
  rules.main_diagonal = rules.anti_diagonal = true;
  rules.extra_regions = {cells_from(0, 9), {80}};
  rules.cages = {Cage{cells_from(72, 9), 45}, Cage{{40}, std::nullopt}, Cage{{40, 41}, 1}};
  rules.anti_knight = rules.anti_king = rules.non_consecutive = true;
  CHECK_FALSE(sudoku::validate_rules(rules, classic).has_value());
}

TEST_CASE("validate_rules names the rule and the place of what is wrong", "[rules]") {
  auto [name, expected] = GENERATE(table<std::string, std::string>({
      {"short regions", "rules.regions: has 80 cells, expected 81"},
      {"one region number", "rules.regions: has 1 cell, expected 81"},
      {"region number",
       "rules.regions[5]: cell r1c6's region 9 is not a region number (0 to 8, or -1 for none)"},
      {"negative region",
       "rules.regions[7]: cell r1c8's region -2 is not a region number (0 to 8, or -1 for none)"},
      {"big region", "rules.regions: region 0 has more than the board's 9 cells"},
      {"groups with regions",
       "rules.disjointGroups: needs boxes, and rules.regions replace them (a disjoint group is a "
       "place inside every box)"},
      {"empty extra region", "rules.extraRegions[1]: has no cells"},
      {"big extra region", "rules.extraRegions[0]: has 10 cells, more than the board's 9"},
      {"extra cell off the board",
       "rules.extraRegions[0]: cell 81 is not on the board (cells 0 to 80)"},
      {"extra cell twice", "rules.extraRegions[0]: cell 3 (r1c4) is listed twice"},
      {"empty cage", "rules.cages[0]: has no cells"},
      {"big cage", "rules.cages[2]: has 10 cells, more than the board's 9"},
      {"cage cell negative", "rules.cages[1]: cell -1 is not on the board (cells 0 to 80)"},
      {"cage cell twice", "rules.cages[0]: cell 4 (r1c5) is listed twice"},
      {"zero sum", "rules.cages[0]: sum 0 is not a positive whole number"},
      {"negative sum", "rules.cages[1]: sum -5 is not a positive whole number"},
  }));
  CAPTURE(name);
  Rules rules;
  if (name == "short regions") rules.regions = std::vector<int>(80, 0);
  if (name == "one region number") rules.regions = {0};
  if (name == "region number") (rules.regions = box_regions())[5] = 9;
  if (name == "negative region") (rules.regions = box_regions())[7] = -2;
  if (name == "big region") (rules.regions = box_regions())[80] = 0;
  if (name == "groups with regions") {
    rules.regions = box_regions();
    rules.disjoint_groups = true;
  }
  if (name == "empty extra region") rules.extra_regions = {{1}, {}};
  if (name == "big extra region") rules.extra_regions = {cells_from(0, 10)};
  if (name == "extra cell off the board") rules.extra_regions = {{80, 81}};
  if (name == "extra cell twice") rules.extra_regions = {{3, 4, 3}};
  if (name == "empty cage") rules.cages = {Cage{{}, 5}};
  if (name == "big cage") rules.cages = {Cage{{0}, 1}, Cage{{1}, 2}, Cage{cells_from(0, 10), 45}};
  if (name == "cage cell negative") rules.cages = {Cage{{0}, 1}, Cage{{-1}, 2}};
  if (name == "cage cell twice") rules.cages = {Cage{{4, 5, 4}, 10}};
  if (name == "zero sum") rules.cages = {Cage{{4, 5}, 0}};
  if (name == "negative sum") rules.cages = {Cage{{4}, 2}, Cage{{5}, -5}};
  REQUIRE_FALSE(rules.classic());
  const auto error = sudoku::validate_rules(rules, classic);
  REQUIRE(error.has_value());
  CHECK(error->message == expected);
  CHECK_FALSE(error->position.has_value());
}

TEST_CASE("validate_rules measures regions and cells by the board's shape", "[rules]") {
  Rules rules;
  rules.cages = {Cage{cells_from(0, 5), 10}};
  CHECK(sudoku::validate_rules(rules, Shape{2, 2})->message ==
        "rules.cages[0]: has 5 cells, more than the board's 4");
  rules.cages = {Cage{{16}, 1}};
  CHECK(sudoku::validate_rules(rules, Shape{2, 2})->message ==
        "rules.cages[0]: cell 16 is not on the board (cells 0 to 15)");
  CHECK_FALSE(sudoku::validate_rules(rules, Shape{2, 3}).has_value());
  rules = {};
  rules.regions = std::vector<int>(81, 0);
  CHECK(sudoku::validate_rules(rules, Shape{2, 2})->message ==
        "rules.regions: has 81 cells, expected 16");
  CHECK(sudoku::validate_rules(rules, Shape{0, 3})->message ==
        "rules: the board's shape is not supported");
}

TEST_CASE("rule_name gives the JS API's name of every rule, in report order", "[rules]") {
  const std::vector<std::string> names = {
      "row",         "column",         "box",           "region",     "diagonal",
      "extraRegion", "disjointGroup",  "cage",          "cageSum",    "antiKnight",
      "antiKing",    "nonConsecutive", "negativeRatio", "negativeXv", "constraint"};
  for (std::size_t k = 0; k < names.size(); ++k) {
    CHECK(sudoku::rule_name(static_cast<Rule>(k)) == names[k]);
  }
  CHECK(sudoku::rule_name(static_cast<Rule>(names.size())) == "rule");
}

TEST_CASE("constraint_name and constraint_kind name every constraint kind, both ways", "[rules]") {
  const std::vector<std::string> names = {"thermometer",  "slowThermometer",
                                          "arrow",        "kropkiWhite",
                                          "kropkiBlack",  "xv",
                                          "littleKiller", "sandwich",
                                          "xSum",         "skyscraper",
                                          "renban",       "whispers",
                                          "between",      "palindrome",
                                          "zipper",       "regionSum",
                                          "entropic",     "modular",
                                          "odd",          "even",
                                          "minimum",      "maximum",
                                          "quadruple",    "clone",
                                          "rowIndexer",   "columnIndexer",
                                          "boxIndexer"};
  REQUIRE(names.size() == static_cast<std::size_t>(sudoku::constraint_kind_count));
  for (std::size_t k = 0; k < names.size(); ++k) {
    const auto kind = static_cast<sudoku::ConstraintKind>(k);
    CHECK(sudoku::constraint_name(kind) == names[k]);
    CHECK(sudoku::constraint_kind(names[k]) == kind);
  }
  CHECK(sudoku::constraint_name(static_cast<sudoku::ConstraintKind>(names.size())) == "constraint");
  CHECK_FALSE(sudoku::constraint_kind("thermometers").has_value());
  CHECK_FALSE(sudoku::constraint_kind("").has_value());
}
