// validate_rules()'s check of Rules::constraints: every kind's shape accepted, every refusal's
// message, and the bounds on the total.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "constraints/validate.hpp"
#include "printing.hpp"

using sudoku::Constraint;
using sudoku::Rules;
using sudoku::Shape;
using K = sudoku::ConstraintKind;

namespace {

constexpr Shape classic{3, 3};

Constraint make(K kind, std::vector<std::vector<int>> lines, int value = 0,
                std::vector<int> digits = {}, int clue_row = 0, int clue_col = 0) {
  return Constraint{kind, std::move(lines), value, std::move(digits), clue_row, clue_col};
}

// One well-formed instance of every kind on the 9×9 board.
std::vector<Constraint> one_of_each() {
  return {
      make(K::thermometer, {{0, 1, 2}, {0, 9, 18}}),
      make(K::slow_thermometer, {{3, 4}}),
      make(K::arrow, {{10, 11}, {12, 13}, {20, 29}}),
      make(K::kropki_white, {{0, 1}}),
      make(K::kropki_white, {{0, 1}}, 3),
      make(K::kropki_black, {{0, 9}}),
      make(K::kropki_black, {{0, 9}}, 9),
      make(K::xv, {{1, 2}}, 10),
      make(K::little_killer, {{1, 11, 21, 31, 41, 51, 61, 71}}, 40, {}, -1, 0),
      make(K::little_killer, {{0, 10, 20, 30, 40, 50, 60, 70, 80}}, 45, {}, -1, -1),
      make(K::little_killer, {{79, 69, 59, 49, 39, 29, 19, 9}}, 40, {}, 9, 8),
      make(K::sandwich, {{2, 11, 20, 29, 38, 47, 56, 65, 74}}, 0, {}, -1, 2),
      make(K::x_sum, {{17, 16, 15, 14, 13, 12, 11, 10, 9}}, 20, {}, 1, 9),
      make(K::skyscraper, {{72, 63, 54, 45, 36, 27, 18, 9, 0}}, 3, {}, 9, 0),
      make(K::renban, {{30, 31, 32}}),
      make(K::whispers, {{40, 41, 42}}),
      make(K::whispers, {{40, 41, 42}}, 4),
      make(K::between, {{50, 51}}),
      make(K::palindrome, {{60, 61, 62}}),
      make(K::zipper, {{63, 64, 65}}),
      make(K::region_sum, {{2, 3}}),
      make(K::entropic, {{70}}),
      make(K::modular, {{71, 72, 73}}),
      make(K::odd, {{5}}),
      make(K::even, {{6}}),
      make(K::minimum, {{7}}),
      make(K::maximum, {{8}}),
      make(K::quadruple, {{0, 1, 9, 10}}, 0, {1, 1, 9, 2}),
      make(K::quadruple, {{0, 1}}, 0, {3}),
      make(K::clone, {{0, 1}, {80, 79}}),
      make(K::row_indexer, {{0, 9, 18}}),
      make(K::column_indexer, {{0, 1}}),
      make(K::box_indexer, {{4}}),
  };
}

std::string refusal(const Rules& rules, Shape shape = classic) {
  const auto error = sudoku::validate_rules(rules, shape);
  if (!error) return "(accepted)";
  CHECK_FALSE(error->position.has_value());
  return error->message;
}

std::string refusal(Constraint constraint) {
  Rules rules;
  rules.constraints = {make(K::odd, {{0}}), std::move(constraint)};
  return refusal(rules);
}

}  // namespace

TEST_CASE("validate_rules accepts a well-formed constraint of every kind", "[rules][constraints]") {
  Rules rules;
  rules.constraints = one_of_each();
  std::vector<bool> seen(sudoku::constraint_kind_count, false);
  for (const Constraint& constraint : rules.constraints)
    seen[static_cast<std::size_t>(constraint.kind)] = true;
  CHECK(std::count(seen.begin(), seen.end(), true) == sudoku::constraint_kind_count);
  CHECK(refusal(rules) == "(accepted)");
  // Each alone too: no kind leans on another.
  for (const Constraint& constraint : one_of_each()) {
    CAPTURE(sudoku::constraint_name(constraint.kind));
    Rules alone;
    alone.constraints = {constraint};
    CHECK(refusal(alone) == "(accepted)");
  }
}

TEST_CASE("validate_rules names each malformed constraint by its path", "[rules][constraints]") {
  CHECK(refusal(make(static_cast<K>(27), {{0}})) ==
        "rules.constraints[1].kind: 27 is not a constraint kind");
  // Lines: how many, how long, cells on the board and once in a line.
  CHECK(refusal(make(K::thermometer, {})) ==
        "rules.constraints[1].lines: \"thermometer\" takes 1 or more lines, not 0 (a line from the "
        "bulb, one more per branch)");
  CHECK(refusal(make(K::arrow, {{0}})) ==
        "rules.constraints[1].lines: \"arrow\" takes 2 or more lines, not 1 (its circle, then its "
        "shafts)");
  CHECK(refusal(make(K::kropki_white, {{0, 1}, {1, 2}})) ==
        "rules.constraints[1].lines: \"kropkiWhite\" takes 1 line, not 2");
  CHECK(refusal(make(K::clone, {{0, 1}})) ==
        "rules.constraints[1].lines: \"clone\" takes 2 lines, not 1 (the cells and their clones)");
  CHECK(refusal(make(K::renban, {{}})) ==
        "rules.constraints[1].lines[0]: has 0 cells, and a line of \"renban\" has 1 or more");
  CHECK(refusal(make(K::thermometer, {{0, 1}, {}})) ==
        "rules.constraints[1].lines[1]: has 0 cells, and a line of \"thermometer\" has 1 or more");
  CHECK(refusal(make(K::kropki_black, {{0}})) ==
        "rules.constraints[1].lines[0]: has 1 cell, and a line of \"kropkiBlack\" has 2");
  CHECK(refusal(make(K::xv, {{0, 1, 2}}, 10)) ==
        "rules.constraints[1].lines[0]: has 3 cells, and a line of \"xv\" has 2");
  CHECK(refusal(make(K::odd, {{0, 1}})) ==
        "rules.constraints[1].lines[0]: has 2 cells, and a line of \"odd\" has 1");
  CHECK(refusal(make(K::quadruple, {{0, 1, 2, 9, 10}}, 0, {1})) ==
        "rules.constraints[1].lines[0]: has 5 cells, and a line of \"quadruple\" has 2 to 4");
  CHECK(refusal(make(K::quadruple, {{0}}, 0, {1})) ==
        "rules.constraints[1].lines[0]: has 1 cell, and a line of \"quadruple\" has 2 to 4");
  CHECK(refusal(make(K::between, {{0}})) ==
        "rules.constraints[1].lines[0]: has 1 cell, and a line of \"between\" has 2 or more");
  CHECK(refusal(make(K::arrow, {{0, 1, 2, 3}, {4}})) ==
        "rules.constraints[1].lines[0]: has 4 cells, and the circle of \"arrow\" has 1 to 3");
  CHECK(refusal(make(K::renban, {{0, 9, 18, 81}})) ==
        "rules.constraints[1].lines[0][3]: cell 81 is not on the board (cells 0 to 80)");
  CHECK(refusal(make(K::thermometer, {{0, 1}, {0, -1}})) ==
        "rules.constraints[1].lines[1][1]: cell -1 is not on the board (cells 0 to 80)");
  CHECK(refusal(make(K::whispers, {{0, 1, 10, 1}})) ==
        "rules.constraints[1].lines[0][3]: cell 1 (r1c2) is listed twice in this line");
  CHECK(refusal(make(K::kropki_white, {{4, 4}})) ==
        "rules.constraints[1].lines[0][1]: cell 4 (r1c5) is listed twice in this line");
  // Lines of more than 8 cells are checked through a board-wide buffer: a cell twice in one is
  // refused, a cell in two of them is not.
  CHECK(refusal(make(K::renban, {{0, 1, 2, 3, 4, 5, 6, 7, 8, 17, 2}})) ==
        "rules.constraints[1].lines[0][10]: cell 2 (r1c3) is listed twice in this line");
  CHECK(refusal(make(K::clone, {{0, 1, 2, 3, 4, 5, 6, 7, 8}, {8, 7, 6, 5, 4, 3, 2, 1, 0}})) ==
        "(accepted)");
  CHECK(
      refusal(make(K::clone, {{0, 1, 2, 3, 4, 5, 6, 7, 8}, {9, 10, 11, 12, 13, 14, 15, 16, 9}})) ==
      "rules.constraints[1].lines[1][8]: cell 9 (r2c1) is listed twice in this line");
  // Values.
  CHECK(refusal(make(K::thermometer, {{0, 1}}, 3)) ==
        "rules.constraints[1].value: \"thermometer\" takes no value (here 3)");
  CHECK(refusal(make(K::kropki_white, {{0, 1}}, 9)) ==
        "rules.constraints[1].value: 9 is not a difference of two digits (1 to 8, or 0 for 1)");
  CHECK(refusal(make(K::kropki_white, {{0, 1}}, -1)) ==
        "rules.constraints[1].value: -1 is not a difference of two digits (1 to 8, or 0 for 1)");
  CHECK(refusal(make(K::kropki_black, {{0, 1}}, 1)) ==
        "rules.constraints[1].value: 1 is not a ratio of two digits (2 to 9, or 0 for 2)");
  CHECK(refusal(make(K::kropki_black, {{0, 1}}, 10)) ==
        "rules.constraints[1].value: 10 is not a ratio of two digits (2 to 9, or 0 for 2)");
  CHECK(refusal(make(K::xv, {{0, 1}})) == "rules.constraints[1].value: 0 is not a positive sum");
  CHECK(refusal(make(K::whispers, {{0, 1}}, 9)) ==
        "rules.constraints[1].value: 9 is not a difference of two digits (1 to 8, or 0 for 5)");
  CHECK(refusal(make(K::little_killer, {{1, 11, 21, 31, 41, 51, 61, 71}}, 0, {}, -1, 0)) ==
        "rules.constraints[1].value: 0 is not a positive sum");
  CHECK(refusal(make(K::x_sum, {{17, 16, 15, 14, 13, 12, 11, 10, 9}}, -4, {}, 1, 9)) ==
        "rules.constraints[1].value: -4 is not a positive sum");
  CHECK(refusal(make(K::sandwich, {{2, 11, 20, 29, 38, 47, 56, 65, 74}}, -1, {}, -1, 2)) ==
        "rules.constraints[1].value: -1 is not a sum (0 or more)");
  CHECK(refusal(make(K::skyscraper, {{72, 63, 54, 45, 36, 27, 18, 9, 0}}, 10, {}, 9, 0)) ==
        "rules.constraints[1].value: 10 is not a count of digits seen (1 to 9)");
  // Digits: a quadruple's, and no other kind's.
  CHECK(refusal(make(K::renban, {{0, 1}}, 0, {1})) ==
        "rules.constraints[1].digits: \"renban\" has no digits (only \"quadruple\" does)");
  CHECK(refusal(make(K::quadruple, {{0, 1, 9}}, 0, {})) ==
        "rules.constraints[1].digits: has 0 digits, and this quadruple takes 1 to 3");
  CHECK(refusal(make(K::quadruple, {{0, 1, 9}}, 0, {1, 2, 3, 4})) ==
        "rules.constraints[1].digits: has 4 digits, and this quadruple takes 1 to 3");
  CHECK(refusal(make(K::quadruple, {{0, 1, 9, 10}}, 0, {1, 10})) ==
        "rules.constraints[1].digits[1]: 10 is not a digit (1 to 9)");
  CHECK(refusal(make(K::quadruple, {{0, 1, 9, 10}}, 0, {0})) ==
        "rules.constraints[1].digits[0]: 0 is not a digit (1 to 9)");
  // Each kind's own shape.
  CHECK(refusal(make(K::thermometer, {{0, 1}, {9, 18}})) ==
        "rules.constraints[1].lines[1][0]: cell 9 (r2c1) is not the bulb, cell 0 (r1c1) (every "
        "line of a thermometer starts on it)");
  CHECK(refusal(make(K::slow_thermometer, {{0, 1}, {0, 9}, {1, 2}})) ==
        "rules.constraints[1].lines[2][0]: cell 1 (r1c2) is not the bulb, cell 0 (r1c1) (every "
        "line of a thermometer starts on it)");
  CHECK(refusal(make(K::arrow, {{0, 1}, {2, 3}, {10, 1}})) ==
        "rules.constraints[1].lines[2][1]: cell 1 (r1c2) is in the arrow's circle (lines[0]); a "
        "shaft starts after it");
  CHECK(refusal(make(K::clone, {{0, 1}, {2, 3, 4}})) ==
        "rules.constraints[1].lines[1]: has 3 cells, and its clone lines[0] has 2");
  Rules jigsaw;
  jigsaw.regions.resize(81);
  for (int cell = 0; cell < 81; ++cell) jigsaw.regions[cell] = cell / 9;
  jigsaw.constraints = {make(K::box_indexer, {{0}})};
  CHECK(refusal(jigsaw) ==
        "rules.constraints[0]: \"boxIndexer\" needs boxes, and rules.regions replace them");
  jigsaw.constraints = {make(K::row_indexer, {{0}})};
  CHECK(refusal(jigsaw) == "(accepted)");
}

TEST_CASE("validate_rules checks an outside clue's place and the cells it sees",
          "[rules][constraints]") {
  const std::vector<int> column2 = {2, 11, 20, 29, 38, 47, 56, 65, 74};
  CHECK(refusal(make(K::sandwich, {column2}, 5, {}, 0, 2)) ==
        "rules.constraints[1].clue: row 0, column 2 is not outside the grid beside a row or a "
        "column (a clue's row or column is -1 or 9, the other 0 to 8)");
  CHECK(refusal(make(K::skyscraper, {column2}, 5, {}, -1, -1)) ==
        "rules.constraints[1].clue: row -1, column -1 is not outside the grid beside a row or a "
        "column (a clue's row or column is -1 or 9, the other 0 to 8)");
  CHECK(refusal(make(K::x_sum, {column2}, 5, {}, -1, 9)) ==
        "rules.constraints[1].clue: row -1, column 9 is not outside the grid beside a row or a "
        "column (a clue's row or column is -1 or 9, the other 0 to 8)");
  CHECK(refusal(make(K::little_killer, {{10, 20}}, 5, {}, 4, 4)) ==
        "rules.constraints[1].clue: row 4, column 4 is not outside the grid (a clue's row or "
        "column is -1 or 9)");
  CHECK(refusal(make(K::little_killer, {{10, 20}}, 5, {}, 10, 4)) ==
        "rules.constraints[1].clue: row 10, column 4 is not outside the grid (a clue's row or "
        "column is -1 or 9)");
  // The cells seen, in order from the clue.
  CHECK(refusal(make(K::sandwich, {column2}, 5, {}, -1, 3)) ==
        "rules.constraints[1].lines[0][0]: cell 2 (r1c3) is not the clue's next cell, cell 3 "
        "(r1c4)");
  CHECK(refusal(make(K::sandwich, {column2}, 5, {}, 9, 2)) ==
        "rules.constraints[1].lines[0][0]: cell 2 (r1c3) is not the clue's next cell, cell 74 "
        "(r9c3)");
  CHECK(refusal(make(K::x_sum, {{9, 10, 11, 12, 13, 14, 15, 16}}, 5, {}, 1, -1)) ==
        "rules.constraints[1].lines[0]: has 8 cells, and the clue at row 1, column -1 sees 9");
  CHECK(refusal(make(K::little_killer, {{0, 10}}, 5, {}, -1, 0)) ==
        "rules.constraints[1].lines[0][0]: cell 0 (r1c1) is not diagonally next to the clue at "
        "row -1, column 0");
  CHECK(refusal(make(K::little_killer, {{1, 11, 20}}, 5, {}, -1, 0)) ==
        "rules.constraints[1].lines[0][2]: cell 20 (r3c3) is not the clue's next cell, cell 21 "
        "(r3c4)");
  CHECK(refusal(make(K::little_killer, {{1, 11, 21}}, 5, {}, -1, 0)) ==
        "rules.constraints[1].lines[0]: has 3 cells, and the clue at row -1, column 0 sees 8");
  // Up and to the left from below the grid's right corner.
  CHECK(refusal(make(K::little_killer, {{80, 70, 60, 50, 40, 30, 20, 10, 0}}, 45, {}, 9, 9)) ==
        "(accepted)");
  CHECK(refusal(make(K::little_killer, {{7}}, 5, {}, 1, 8)) ==
        "rules.constraints[1].clue: row 1, column 8 is not outside the grid (a clue's row or "
        "column is -1 or 9)");
}

TEST_CASE("validate_rules measures constraints by the board's shape and bounds their total",
          "[rules][constraints]") {
  const Shape small{2, 2};
  Rules rules;
  rules.constraints = {make(K::kropki_white, {{0, 1}}, 3)};
  CHECK(refusal(rules, small) == "(accepted)");
  rules.constraints = {make(K::kropki_white, {{0, 1}}, 4)};
  CHECK(refusal(rules, small) ==
        "rules.constraints[0].value: 4 is not a difference of two digits (1 to 3, or 0 for 1)");
  rules.constraints = {make(K::whispers, {{0, 1}}, 4)};
  CHECK(refusal(rules, small) ==
        "rules.constraints[0].value: 4 is not a difference of two digits (1 to 3, or 0 for 2)");
  rules.constraints = {make(K::renban, {{15, 16}})};
  CHECK(refusal(rules, small) ==
        "rules.constraints[0].lines[0][1]: cell 16 is not on the board (cells 0 to 15)");
  rules.constraints = {make(K::sandwich, {{3, 7, 11, 15}}, 0, {}, -1, 3)};
  CHECK(refusal(rules, small) == "(accepted)");
  rules.constraints = {make(K::sandwich, {{3, 7, 11, 15}}, 0, {}, -1, 4)};
  CHECK(refusal(rules, small) ==
        "rules.constraints[0].clue: row -1, column 4 is not outside the grid beside a row or a "
        "column (a clue's row or column is -1 or 4, the other 0 to 3)");

  // At most 4·N² constraints...
  std::vector<int> all(16);
  for (int cell = 0; cell < 16; ++cell) all[cell] = cell;
  rules.constraints.assign(64, make(K::renban, {all}));
  CHECK(refusal(rules, small) == "(accepted)");  // 64 lines of 16 cells: 64·N² cells
  rules.constraints.push_back(make(K::odd, {{0}}));
  CHECK(refusal(rules, small) ==
        "rules.constraints: 65 constraints, more than 4 per cell (64 on this board)");
  // ... and 64·N² cells over all of them.
  rules.constraints.assign(63, make(K::renban, {all}));
  rules.constraints.push_back(make(K::thermometer, {all, {0, 1}}));
  CHECK(refusal(rules, small) ==
        "rules.constraints: more than 1024 cells in all (64 per cell of the board)");
}

TEST_CASE("the listing's note names an undecided constraint, counted from 1",
          "[rules][constraints]") {
  Rules rules;
  rules.constraints = one_of_each();
  CHECK(sudoku::detail::undecided_note(rules, 13) ==
        "too large to decide: constraint 14 (skyscraper)");
  CHECK(sudoku::detail::undecided_note(rules, 0) ==
        "too large to decide: constraint 1 (thermometer)");
  CHECK(sudoku::detail::undecided_note(rules, 40) ==
        "too large to decide: constraint 41 (constraint)");
}
