// check, is_valid and describe with variant rules: a table per rule, and the core against the
// independent referee (referee.cpp) over random boards and random rule sets.
#include <catch2/catch.hpp>
#include <random>
#include <string>

#include "printing.hpp"
#include "referee.hpp"

using sudoku::Cage;
using sudoku::Conflict;
using sudoku::Rule;
using sudoku::Rules;
using sudoku::Shape;
using sudoku::Unit;

namespace {

constexpr Shape four{2, 2};

sudoku::Board board_of(const std::string& text, Shape shape = four) {
  auto parsed = sudoku::parse(text, shape);
  REQUIRE(parsed.ok());
  return *parsed.board;
}

Conflict sum_conflict(int index, int sum, int target, std::vector<int> cells, int open = 0) {
  Conflict conflict;
  conflict.open = open;
  conflict.rule = Rule::cage_sum;
  conflict.unit = Unit::cage;
  conflict.index = index;
  conflict.sum = sum;
  conflict.target = target;
  conflict.cells = std::move(cells);
  return conflict;
}

Conflict pair_conflict(Rule rule, int x, int y, int a, int b) {
  Conflict conflict;
  conflict.rule = rule;
  conflict.digit = x;
  conflict.other_digit = y;
  conflict.cells = {a, b};
  return conflict;
}

// A 4×4 jigsaw: region 0 is cells 0, 1, 5, 10; 1 is 2, 3, 6, 15; 2 is 4, 8, 9, 12; 3 the rest.
const std::vector<int> jigsaw = {0, 0, 1, 1, 2, 0, 1, 3, 2, 2, 0, 3, 2, 3, 3, 1};

struct Case {
  std::string name;
  std::string board;  // 4×4, row by row
  Rules rules;
  std::vector<Conflict> conflicts;
};

std::vector<Case> cases() {
  std::vector<Case> all;
  const auto rules_with = [](auto set) {
    Rules rules;
    set(rules);
    return rules;
  };
  all.push_back({"main diagonal",
                 "1... .... .... ...1",
                 rules_with([](Rules& r) { r.main_diagonal = true; }),
                 {Conflict(Unit::diagonal, 0, 1, {0, 15})}});
  all.push_back({"anti-diagonal",
                 "...2 .... .... 2...",
                 rules_with([](Rules& r) { r.anti_diagonal = true; }),
                 {Conflict(Unit::diagonal, 1, 2, {3, 12})}});
  all.push_back({"diagonals off: no conflict", "1..2 .... .... 2..1", Rules{}, {}});
  // Cells 1 and 4 hold 3 in box 0, in different regions: with regions there is no box.
  all.push_back({"regions replace boxes",
                 "13.. 3... ..1. ....",
                 rules_with([](Rules& r) { r.regions = jigsaw; }),
                 {Conflict(Unit::region, 0, 1, {0, 10})}});
  all.push_back({"cells in no region",
                 "1... .... ..1. ....",
                 rules_with([](Rules& r) {
                   r.regions = jigsaw;
                   r.regions[10] = -1;
                 }),
                 {}});
  all.push_back({"extra regions",
                 ".4.. .... ...4 ....",
                 rules_with([](Rules& r) {
                   r.extra_regions = {{0, 15}, {12, 11, 6, 1}};
                 }),
                 {Conflict(Unit::extra_region, 1, 4, {1, 11})}});
  all.push_back({"disjoint groups",
                 "2... .3.. ..2. ...3",
                 rules_with([](Rules& r) { r.disjoint_groups = true; }),
                 {Conflict(Unit::disjoint_group, 0, 2, {0, 10}),
                  Conflict(Unit::disjoint_group, 3, 3, {5, 15})}});
  all.push_back({"cage repeat",
                 "1... ..1. .... ....",
                 rules_with([](Rules& r) {
                   r.cages = {Cage{{6, 0}, std::nullopt}};
                 }),
                 {Conflict(Unit::cage, 0, 1, {0, 6})}});
  all.push_back({"cage over its sum",
                 "13.. .... .... ....",
                 rules_with([](Rules& r) {
                   r.cages = {Cage{{2, 1, 0}, 3}};
                 }),
                 {sum_conflict(0, 4, 3, {0, 1, 2}, 1)}});
  all.push_back({"full cage with another sum",
                 "12.. .... .... ....",
                 rules_with([](Rules& r) {
                   r.cages = {Cage{{0, 5}, 9}, Cage{{0, 1}, 7}};
                 }),
                 {sum_conflict(0, 1, 9, {0, 5}, 1), sum_conflict(1, 3, 7, {0, 1})}});
  all.push_back({"cage under its sum that different digits can complete",
                 "1... .... .... ....",
                 rules_with([](Rules& r) {
                   r.cages = {Cage{{0, 1, 2}, 7}, Cage{{0, 4}, 5}};
                 }),
                 {}});
  // A 3-cell cage of 5 holding a 1 needs two more different digits adding up to 4 (2 + 3 is
  // already 5); a 2-cell cage of 8 holding a 4 needs another 4; a 2-cell cage of 6 holding a 4
  // takes a 2.
  all.push_back({"cage that different digits cannot complete",
                 "1..4 .... .... ....",
                 rules_with([](Rules& r) {
                   r.cages = {Cage{{0, 1, 2}, 5}, Cage{{3, 7}, 8}, Cage{{3, 2}, 6}};
                 }),
                 {sum_conflict(0, 1, 5, {0, 1, 2}, 2), sum_conflict(1, 4, 8, {3, 7}, 1)}});
  all.push_back({"full cage with its sum",
                 "12.. .... .... ....",
                 rules_with([](Rules& r) {
                   r.cages = {Cage{{0, 1}, 3}};
                 }),
                 {}});
  all.push_back({"anti-knight",
                 "1... ..1. .1.. ....",
                 rules_with([](Rules& r) { r.anti_knight = true; }),
                 {pair_conflict(Rule::anti_knight, 1, 1, 0, 6),
                  pair_conflict(Rule::anti_knight, 1, 1, 0, 9)}});
  all.push_back({"anti-king",
                 ".2.. ..2. .... ....",
                 rules_with([](Rules& r) { r.anti_king = true; }),
                 {pair_conflict(Rule::anti_king, 2, 2, 1, 6)}});
  all.push_back({"non-consecutive",
                 "34.. 2... .... ....",
                 rules_with([](Rules& r) { r.non_consecutive = true; }),
                 {pair_conflict(Rule::non_consecutive, 3, 4, 0, 1),
                  pair_conflict(Rule::non_consecutive, 3, 2, 0, 4)}});
  all.push_back({"every rule, in report order",
                 "1..1 .1.2 .... ...1",
                 rules_with([](Rules& r) {
                   r.main_diagonal = r.anti_diagonal = r.anti_knight = r.anti_king = true;
                   r.non_consecutive = true;
                   r.cages = {Cage{{3, 7}, 4}};
                 }),
                 {Conflict(Unit::row, 0, 1, {0, 3}), Conflict(Unit::column, 3, 1, {3, 15}),
                  Conflict(Unit::box, 0, 1, {0, 5}), Conflict(Unit::diagonal, 0, 1, {0, 5, 15}),
                  sum_conflict(0, 3, 4, {3, 7}), pair_conflict(Rule::anti_knight, 1, 1, 3, 5),
                  pair_conflict(Rule::anti_king, 1, 1, 0, 5),
                  pair_conflict(Rule::non_consecutive, 1, 2, 3, 7)}});
  return all;
}

}  // namespace

TEST_CASE("check with rules reports each rule's conflicts in report order", "[rules][check]") {
  for (const Case& c : cases()) {
    CAPTURE(c.name);
    const sudoku::Board board = board_of(c.board);
    const sudoku::CheckResult result = sudoku::check(board, c.rules);
    REQUIRE(result.ok());
    CHECK(result.report->conflicts == c.conflicts);
    CHECK(sudoku::is_valid(board, c.rules) == c.conflicts.empty());
    std::vector<int> cells =
        referee::check({board.cells().begin(), board.cells().end()}, four, c.rules).conflict_cells;
    CHECK(result.report->conflict_cells == cells);
  }
}

TEST_CASE("check with rules refuses rules that do not fit the board", "[rules][check]") {
  Rules rules;
  rules.cages = {Cage{{0, 16}, 5}};
  const sudoku::Board board = board_of("1... .... .... ....");
  const sudoku::CheckResult result = sudoku::check(board, rules);
  REQUIRE_FALSE(result.ok());
  CHECK(result.error.message == "rules.cages[0]: cell 16 is not on the board (cells 0 to 15)");
  CHECK_FALSE(sudoku::is_valid(board, rules).has_value());
}

TEST_CASE("a classic board's report names the rule of each conflict", "[rules][check]") {
  const sudoku::Board board = board_of("11.. 1... .... ....");
  const sudoku::Report report = sudoku::check(board);
  REQUIRE(report.conflicts.size() == 3);
  for (const Conflict& conflict : report.conflicts) {
    CAPTURE(conflict);
    CHECK(conflict.rule == static_cast<Rule>(conflict.unit));
    CHECK(conflict.in_unit());
  }
  CHECK(sudoku::check(board, Rules{}).report->conflicts == report.conflicts);
}

TEST_CASE("check and is_valid with rules agree with the independent referee", "[rules][check]") {
  std::mt19937 random(18'2026);
  const std::vector<Shape> shapes = {{1, 1}, {1, 2}, {2, 2}, {1, 4}, {2, 3},
                                     {3, 3}, {2, 4}, {3, 4}, {4, 4}};
  int boards = 0, invalid = 0;
  for (const Shape shape : shapes) {
    for (int k = 0; k < 800; ++k) {
      const Rules rules = referee::random_rules(shape, random);
      REQUIRE_FALSE(sudoku::validate_rules(rules, shape).has_value());
      const double density = std::uniform_real_distribution<double>(0.0, 0.7)(random);
      const std::vector<int> cells = referee::random_cells(shape, density, random);
      const auto parsed = sudoku::parse(std::span<const int>(cells), shape);
      REQUIRE(parsed.ok());
      const sudoku::Report expected = referee::check(cells, shape, rules);
      const sudoku::CheckResult result = sudoku::check(*parsed.board, rules);
      CAPTURE(shape, cells);
      REQUIRE(result.ok());
      REQUIRE(result.report->conflicts == expected.conflicts);
      REQUIRE(result.report->conflict_cells == expected.conflict_cells);
      REQUIRE(sudoku::is_valid(*parsed.board, rules) == expected.valid());
      ++boards;
      invalid += expected.valid() ? 0 : 1;
    }
  }
  // Both verdicts occur often, or the comparison would prove little.
  CHECK(invalid > boards / 4);
  CHECK(boards - invalid > boards / 10);
  WARN("rules differential: " << boards << " boards and rule sets agreed (" << invalid
                              << " invalid)");
}

TEST_CASE("describe words every rule for people", "[rules][describe]") {
  auto [board, set, expected] = GENERATE(table<std::string, int, std::string>({
      {"1... .... .... ...1", 0, "1 appears twice on the main diagonal"},
      {"...2 .... .... 2...", 1, "2 appears twice on the anti-diagonal"},
      {"13.. 3... ..1. ....", 2, "1 appears twice in region 1"},
      {".4.. .... ...4 ....", 3, "4 appears twice in extra region 2"},
      {"2... .3.. ..2. ...3", 4,
       "2 appears twice in disjoint group 1; 3 appears twice in disjoint group 4"},
      {"1... ..1. .... ....", 5, "1 appears twice in cage 1"},
      {"13.. .... .... ....", 6, "cage 1 adds up to 4, more than its 3"},
      {"12.. .... .... ....", 7, "cage 1 adds up to 3, less than its 7"},
      {"1... ..1. .... ....", 8, "1 is a knight's move from another 1 (r1c1, r2c3)"},
      {".2.. ..2. .... ....", 9, "2 is a king's move from another 2 (r1c2, r2c3)"},
      {"34.. .... .... ....", 10, "3 and 4 are consecutive neighbours (r1c1, r1c2)"},
      {"1..1 .1.2 .... ...1", 11,
       "1 appears twice in row 1, in column 4, in box 1 and three times on the main diagonal; "
       "cage 1 adds up to 3, less than its 4; 1 is a king's move from another 1 (r1c1, r2c2)"},
  }));
  CAPTURE(board, set);
  Rules rules;
  switch (set) {
    case 0:
      rules.main_diagonal = true;
      break;
    case 1:
      rules.anti_diagonal = true;
      break;
    case 2:
      rules.regions = jigsaw;
      break;
    case 3:
      rules.extra_regions = {{0, 15}, {12, 11, 6, 1}};
      break;
    case 4:
      rules.disjoint_groups = true;
      break;
    case 5:
      rules.cages = {Cage{{6, 0}, std::nullopt}};
      break;
    case 6:
      rules.cages = {Cage{{2, 1, 0}, 3}};
      break;
    case 7:
      rules.cages = {Cage{{0, 1}, 7}};
      break;
    case 8:
      rules.anti_knight = true;
      break;
    case 9:
      rules.anti_king = true;
      break;
    case 10:
      rules.non_consecutive = true;
      break;
    default:
      rules.main_diagonal = rules.anti_king = true;
      rules.cages = {Cage{{3, 7}, 4}};
      break;
  }
  const sudoku::CheckResult result = sudoku::check(board_of(board), rules);
  REQUIRE(result.ok());
  CHECK(sudoku::describe(*result.report) == expected);
}

TEST_CASE("describe names the cells of every rule when asked", "[rules][describe]") {
  Rules rules;
  rules.main_diagonal = rules.non_consecutive = true;
  rules.cages = {Cage{{0, 1}, 9}};
  const sudoku::CheckResult result = sudoku::check(board_of("12.. .... .... ...1"), rules);
  REQUIRE(result.ok());
  CHECK(sudoku::describe(*result.report, {.name_cells = true}) ==
        "1 appears twice on the main diagonal (r1c1, r4c4); cage 1 adds up to 3, less than its 9 "
        "(r1c1, r1c2); 1 and 2 are consecutive neighbours (r1c1, r1c2)");
  CHECK(sudoku::describe(*result.report, {.max_conflicts = 1}) ==
        "1 appears twice on the main diagonal; and 2 more conflicts");
}

TEST_CASE("validate_many with rules checks every line with them", "[rules][batch]") {
  Rules rules;
  rules.anti_knight = true;
  // A 4×4 line with two 1s a knight's move apart, a solved 4×4 line (with knight pairs: 1 at r1c1
  // and r2c3), a comment, an empty 9×9 board.
  const std::string text =
      "1.....1.........\n1234341221434321\n# note\n"
      "................................................................................."
      "\n";
  const sudoku::BatchReport batch = sudoku::validate_many(text, std::nullopt, rules);
  CHECK(batch.results == std::vector<std::uint8_t>{0, 0, 1});
  CHECK(batch.lines == std::vector<std::uint32_t>{1, 2, 4});
  CHECK(batch.valid == 1);
  CHECK(batch.invalid == 2);
  // Each line is what is_valid(board, rules) says of it.
  CHECK_FALSE(*sudoku::is_valid(board_of("1234341221434321"), rules));
  // Classic rules take the classic path: the same report as validate_many(text).
  const sudoku::BatchReport classic = sudoku::validate_many(text, std::nullopt, Rules{});
  CHECK(classic.results == sudoku::validate_many(text).results);
  CHECK(classic.results == std::vector<std::uint8_t>{1, 1, 1});

  SECTION("a line the rules do not fit is malformed, with validate_rules' message") {
    Rules cage;
    cage.cages.push_back(Cage{{20, 21}, std::nullopt});
    const sudoku::BatchReport fitted = sudoku::validate_many(text, std::nullopt, cage);
    CHECK(fitted.results == std::vector<std::uint8_t>{2, 2, 1});
    CHECK(fitted.malformed == 2);
    REQUIRE(fitted.errors.size() == 2);
    CHECK(fitted.errors[0].line == 1);
    CHECK(fitted.errors[0].column == 0);
    CHECK(fitted.errors[0].message ==
          "rules.cages[0]: cell 20 is not on the board (cells 0 to 15)");
  }
}
