// Rules compiled once (sudoku/rule_set.hpp): a RuleSet answers exactly as check(board, rules) and
// is_valid(board, rules) do, call after call, on random rule sets and on the real puzzles of
// tests/fixtures/constraints/corpus.puzzles; it keeps its own copy of the rules; it refuses what
// the one-off path refuses, and boards of another shape.
#include <catch2/catch.hpp>
#include <random>
#include <string>

#include "corpus.hpp"
#include "printing.hpp"
#include "referee.hpp"
#include "sudoku/formats.hpp"

using sudoku::Cage;
using sudoku::Rules;
using sudoku::Shape;

namespace {

sudoku::Board board_of(const std::vector<int>& cells, Shape shape) {
  auto parsed = sudoku::parse(std::span<const int>(cells), shape);
  REQUIRE(parsed.ok());
  return *parsed.board;
}

// The set's answers are the one-off path's, field by field.
void require_same(const sudoku::RuleSet& set, const sudoku::Board& board, const Rules& rules) {
  const sudoku::CheckResult once = sudoku::check(board, rules);
  const sudoku::CheckResult compiled = set.check(board);
  REQUIRE(once.ok());
  REQUIRE(compiled.ok());
  REQUIRE(compiled.report->shape == once.report->shape);
  REQUIRE(compiled.report->conflicts == once.report->conflicts);
  REQUIRE(compiled.report->conflict_cells == once.report->conflict_cells);
  REQUIRE(compiled.report->undecided == once.report->undecided);
  REQUIRE(set.is_valid(board) == sudoku::is_valid(board, rules));
}

}  // namespace

TEST_CASE("a compiled rule set answers as check(board, rules) on random rules and boards",
          "[rules][rule_set]") {
  std::mt19937 random(28'31);
  const std::vector<Shape> shapes = {{1, 1}, {1, 2}, {2, 2}, {2, 3}, {3, 3}, {2, 4}, {4, 4}};
  int boards = 0, invalid = 0;
  for (const Shape shape : shapes) {
    for (int k = 0; k < 150; ++k) {
      const Rules rules = referee::random_rules(shape, random);
      const sudoku::CompiledRules compiled = sudoku::compile_rules(rules, shape);
      REQUIRE(compiled.ok());
      CHECK(compiled.rule_set->rules() == rules);
      CHECK(compiled.rule_set->shape() == shape);
      // One set, many boards in a row: nothing of one check stays for the next.
      for (int b = 0; b < 6; ++b) {
        const double density = std::uniform_real_distribution<double>(0.0, 0.7)(random);
        const std::vector<int> cells = referee::random_cells(shape, density, random);
        CAPTURE(shape, cells);
        const sudoku::Board board = board_of(cells, shape);
        require_same(*compiled.rule_set, board, rules);
        // And the independent referee agrees with both.
        REQUIRE(compiled.rule_set->check(board).report->conflicts ==
                referee::check(cells, shape, rules).conflicts);
        ++boards;
        invalid += sudoku::is_valid(board, rules) == false ? 1 : 0;
      }
    }
  }
  CHECK(invalid > boards / 4);
  CHECK(boards - invalid > boards / 10);
}

TEST_CASE("a compiled rule set answers as check(board, rules) on the real puzzles",
          "[rules][rule_set][corpus]") {
  const auto corpus =
      sudoku_tests::read_corpus(std::string(SUDOKU_FIXTURES_DIR) + "/constraints/corpus.puzzles");
  REQUIRE(corpus.error.empty());
  std::mt19937 random(2831);
  int puzzles = 0;
  for (const auto& entry : corpus.puzzles) {
    const std::string& solution = entry.solution;
    const auto read = sudoku::parse_puzzle(entry.input);
    REQUIRE(read.ok());
    const sudoku::Puzzle& puzzle = *read.puzzle;
    const Shape shape = puzzle.board.shape();
    const sudoku::CompiledRules compiled = sudoku::compile_rules(puzzle.rules, shape);
    REQUIRE(compiled.ok());
    ++puzzles;
    CAPTURE(entry.name, solution);
    std::vector<int> digits;
    for (char c : solution) digits.push_back(c - '0');
    REQUIRE(digits.size() == static_cast<std::size_t>(shape.cell_count()));
    require_same(*compiled.rule_set, puzzle.board, puzzle.rules);
    require_same(*compiled.rule_set, board_of(digits, shape), puzzle.rules);
    // Subsets of the solution, and of a relabelled one (digits permuted: constraints break).
    std::vector<int> relabel(static_cast<std::size_t>(shape.size()) + 1);
    for (std::size_t d = 0; d < relabel.size(); ++d) relabel[d] = static_cast<int>(d);
    for (int round = 0; round < 20; ++round) {
      std::shuffle(relabel.begin() + 1, relabel.end(), random);
      std::vector<int> cells = digits;
      for (int& cell : cells) {
        if (round % 2 == 1) cell = relabel[static_cast<std::size_t>(cell)];
        if (std::bernoulli_distribution(0.4)(random)) cell = 0;
      }
      require_same(*compiled.rule_set, board_of(cells, shape), puzzle.rules);
    }
  }
  CHECK(puzzles >= 28);
}

TEST_CASE("a rule set keeps its own copy of the rules", "[rules][rule_set]") {
  const Shape four{2, 2};
  Rules rules;
  rules.cages = {Cage{{0, 1}, 3}};
  const sudoku::Board board = board_of({1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, four);
  auto compiled = sudoku::compile_rules(rules, four);
  REQUIRE(compiled.ok());
  const sudoku::RuleSet set = *compiled.rule_set;   // a copy shares the compiled tables
  compiled = sudoku::compile_rules(Rules{}, four);  // the first set is gone: the copy lives on
  // Changing the rules it was compiled from changes nothing: a stale set would follow them.
  rules.cages[0].sum = 4;
  rules.main_diagonal = true;
  CHECK(set.rules().cages[0].sum == 3);
  CHECK_FALSE(set.rules().main_diagonal);
  CHECK(set.is_valid(board) == true);
  CHECK(sudoku::is_valid(board, rules) == false);
  // A compiled set answers for its own rules, board after board.
  const sudoku::Board wrong = board_of({1, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, four);
  CHECK(set.is_valid(wrong) == false);
  REQUIRE(set.check(wrong).report->conflicts.size() == 1);
  CHECK(set.check(wrong).report->conflicts[0].rule == sudoku::Rule::cage_sum);
  CHECK(set.check(board).report->valid());
}

TEST_CASE("compile_rules refuses what validate_rules refuses, in its words", "[rules][rule_set]") {
  Rules rules;
  rules.cages = {Cage{{0, 16}, 5}};
  const sudoku::CompiledRules compiled = sudoku::compile_rules(rules, Shape{2, 2});
  REQUIRE_FALSE(compiled.ok());
  CHECK(compiled.error.message == "rules.cages[0]: cell 16 is not on the board (cells 0 to 15)");
  CHECK(compiled.error.message == sudoku::validate_rules(rules, Shape{2, 2})->message);
  const auto unsupported = sudoku::compile_rules(Rules{}, Shape{9, 9});
  REQUIRE_FALSE(unsupported.ok());
  CHECK(unsupported.error.message == "rules: the board's shape is not supported");
}

TEST_CASE("a rule set checks boards of its own shape only", "[rules][rule_set]") {
  Rules rules;
  rules.anti_king = true;
  const auto compiled = sudoku::compile_rules(rules, Shape{3, 3});
  REQUIRE(compiled.ok());
  const sudoku::Board four = board_of(std::vector<int>(16, 0), Shape{2, 2});
  const sudoku::CheckResult result = compiled.rule_set->check(four);
  REQUIRE_FALSE(result.ok());
  CHECK(result.error.message ==
        "these rules were compiled for 9×9 (boxes 3×3) boards, and this board is 4×4 (boxes "
        "2×2)");
  CHECK_FALSE(compiled.rule_set->is_valid(four).has_value());
  CHECK(compiled.rule_set->check(sudoku::Board{}).ok());
}

TEST_CASE("a default rule set is the classic game on a 9x9 board", "[rules][rule_set]") {
  const sudoku::RuleSet set;
  CHECK(set.rules().classic());
  CHECK(set.shape() == Shape{3, 3});
  const auto parsed = sudoku::parse(
      "83..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
  REQUIRE(parsed.ok());
  const sudoku::CheckResult result = set.check(*parsed.board);
  REQUIRE(result.ok());
  CHECK(result.report->conflicts == sudoku::check(*parsed.board).conflicts);
  CHECK(set.is_valid(*parsed.board) == false);
  const auto classic = sudoku::compile_rules(Rules{}, Shape{2, 3});
  REQUIRE(classic.ok());
  CHECK(classic.rule_set->check(board_of(std::vector<int>(36, 0), Shape{2, 3})).ok());
}

TEST_CASE("a compiled rule set judges every dot and XV pair as the one-off path does",
          "[rules][rule_set]") {
  // Every kind and value on a 6x6 board, every pair of digits (blanks too) in the two cells: the
  // set's laid-out pairs against the judge of every call, verdict and sentence.
  using K = sudoku::ConstraintKind;
  const Shape six{2, 3};
  int broken = 0;
  for (const auto& [kind, values] :
       std::vector<std::pair<K, std::vector<int>>>{{K::kropki_white, {0, 1, 2, 5}},
                                                   {K::kropki_black, {0, 2, 3, 6}},
                                                   {K::xv, {1, 5, 10, 12, 13}}}) {
    for (int value : values) {
      Rules rules;
      sudoku::Constraint pair;
      pair.kind = kind;
      pair.lines = {{7, 8}};
      pair.value = value;
      rules.constraints = {pair};
      const auto compiled = sudoku::compile_rules(rules, six);
      REQUIRE(compiled.ok());
      for (int a = 0; a <= 6; ++a) {
        for (int b = 0; b <= 6; ++b) {
          std::vector<int> cells(36, 0);
          cells[7] = a, cells[8] = b;
          CAPTURE(sudoku::constraint_name(kind), value, a, b);
          require_same(*compiled.rule_set, board_of(cells, six), rules);
          broken += compiled.rule_set->is_valid(board_of(cells, six)) == false ? 1 : 0;
        }
      }
    }
  }
  CHECK(broken > 100);
}
