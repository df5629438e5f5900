// f-puzzles' constraint fields read into Rules::constraints (every field, the negative rules, the
// extension script's drawing copies ignored, errors in the site's cell names) and written back:
// f-puzzles JSON and links, SudokuPad fpuzzles links and puzzle JSON read back the same puzzle.
// The judges' verdicts play no part here.
#include <catch2/catch.hpp>
#include <string>

#include "formats/travel.hpp"
#include "sudoku/formats.hpp"

namespace {

using sudoku::Constraint;
using sudoku::Format;
using K = sudoku::ConstraintKind;

// An empty f-puzzles grid of side n with `extra` members after it.
std::string fpuzzles(const std::string& extra, int n = 9) {
  std::string out = "{\"size\":" + std::to_string(n) + ",\"grid\":[";
  for (int r = 0; r < n; ++r) {
    out += r ? ",[" : "[";
    for (int c = 0; c < n; ++c) out += c ? ",{}" : "{}";
    out += ']';
  }
  return out + "]" + extra + "}";
}

sudoku::Puzzle read(const std::string& text) {
  auto result = sudoku::parse_puzzle(text);
  INFO(result.error.message);
  REQUIRE(result);
  return std::move(*result.puzzle);
}

std::string error_of(const std::string& extra, int n = 9) {
  const auto result = sudoku::parse_puzzle(fpuzzles(extra, n));
  REQUIRE_FALSE(result);
  CHECK_FALSE(result.error.position.has_value());
  return result.error.message;
}

Constraint make(K kind, std::vector<std::vector<int>> lines, int value = 0,
                std::vector<int> digits = {}, int clue_row = 0, int clue_col = 0) {
  return Constraint{kind, std::move(lines), value, std::move(digits), clue_row, clue_col};
}

// Every field of f-puzzles' table, each entry as the site saves it (numbers as strings).
const std::string every_field =
    R"(,"thermometer":[{"lines":[["R1C1","R1C2","R1C3"],["R1C1","R2C1"]]},)"
    R"({"lines":[["R9C1","R8C1"],["R9C9","R8C9"]]}],)"
    R"("slowthermometer":[{"lines":[["R2C2","R2C3"]]}],)"
    R"("arrow":[{"cells":["R3C3","R3C4"],"lines":[["R3C4","R4C5","R5C6"],["R3C3","R4C3"]]}],)"
    R"("difference":[{"cells":["R1C4","R1C5"]},{"cells":["R2C4","R2C5"],"value":"3"}],)"
    R"("ratio":[{"cells":["R1C6","R2C6"],"value":""},{"cells":["R1C7","R2C7"],"value":"3"}],)"
    R"("xv":[{"cells":["R1C8","R1C9"],"value":"X"},{"cells":["R2C8","R2C9"],"value":"V"}],)"
    R"("littlekillersum":[{"cell":"R0C0","direction":"DR","value":"40","cells":["R9C9"]},)"
    R"({"cell":"R10C9","direction":"UL","value":"45"},{"cell":"R3C0","direction":"DL","value":""},)"
    R"({"cell":"R10C1","direction":"UR","value":"41"},{"cell":"R1C10","direction":"DL","value":"42"}],)"
    R"("sandwichsum":[{"cell":"R0C3","value":"0"},{"cell":"R4C0","value":"12"}],)"
    R"("xsum":[{"cell":"R2C10","value":"20"}],)"
    R"("skyscraper":[{"cell":"R10C1","value":"3"}],)"
    R"("renban":[{"lines":[["R5C1","R5C2"],["R6C1","R6C2","R6C3"]]}],)"
    R"("whispers":[{"lines":[["R7C1","R7C2"]]},{"lines":[["R7C4","R7C5"]],"value":"4"}],)"
    R"("betweenline":[{"lines":[["R8C2","R8C3","R8C4"]]}],)"
    R"("palindrome":[{"lines":[["R4C7","R4C8","R4C9"]]}],)"
    R"("zipperline":[{"lines":[["R5C7","R5C8","R5C9"]]}],)"
    R"("regionsumline":[{"lines":[["R6C7","R6C8"]]}],)"
    R"("entropicline":[{"lines":[["R7C7","R7C8","R7C9"]]}],)"
    R"("modularline":[{"lines":[["R8C7","R8C8","R8C9"]]}],)"
    R"("odd":[{"cell":"R9C2"}],"even":[{"cell":"R9C3"}],)"
    R"("minimum":[{"cell":"R9C4"}],"maximum":[{"cell":"R9C5"}],)"
    R"("quadruple":[{"cells":["R4C1","R4C2","R5C1","R5C2"],"values":[1,2,2]}],)"
    R"("clone":[{"cells":["R6C5","R6C6"],"cloneCells":["R8C5","R8C6"]}],)"
    R"("rowindexer":[{"cells":["R1C5","R2C5"]}],"columnindexer":[{"cells":["R3C1"]}],)"
    R"("boxindexer":[{"cells":["R9C6"]}])";

std::vector<int> column(int col, bool up = false) {
  std::vector<int> cells;
  for (int r = 0; r < 9; ++r) cells.push_back((up ? 8 - r : r) * 9 + col);
  return cells;
}

std::vector<int> row(int r, bool back = false) {
  std::vector<int> cells;
  for (int c = 0; c < 9; ++c) cells.push_back(r * 9 + (back ? 8 - c : c));
  return cells;
}

const std::vector<Constraint> every_constraint = {
    make(K::thermometer, {{0, 1, 2}, {0, 9}}),
    make(K::thermometer, {{72, 63}}),  // one entry, two bulbs: two thermometers
    make(K::thermometer, {{80, 71}}),
    make(K::slow_thermometer, {{10, 11}}),
    make(K::arrow, {{20, 21}, {31, 41}, {29}}),
    make(K::kropki_white, {{3, 4}}),
    make(K::kropki_white, {{12, 13}}, 3),
    make(K::kropki_black, {{5, 14}}),
    make(K::kropki_black, {{6, 15}}, 3),
    make(K::xv, {{7, 8}}, 10),
    make(K::xv, {{16, 17}}, 5),
    make(K::little_killer, {{0, 10, 20, 30, 40, 50, 60, 70, 80}}, 40, {}, -1, -1),
    make(K::little_killer, {{79, 69, 59, 49, 39, 29, 19, 9}}, 45, {}, 9, 8),
    make(K::little_killer, {{73, 65, 57, 49, 41, 33, 25, 17}}, 41, {}, 9, 0),
    make(K::little_killer, {{17, 25, 33, 41, 49, 57, 65, 73}}, 42, {}, 0, 9),
    make(K::sandwich, {column(2)}, 0, {}, -1, 2),
    make(K::sandwich, {row(3)}, 12, {}, 3, -1),
    make(K::x_sum, {row(1, true)}, 20, {}, 1, 9),
    make(K::skyscraper, {column(0, true)}, 3, {}, 9, 0),
    make(K::renban, {{36, 37}}),
    make(K::renban, {{45, 46, 47}}),
    make(K::whispers, {{54, 55}}),
    make(K::whispers, {{57, 58}}, 4),
    make(K::between, {{64, 65, 66}}),
    make(K::palindrome, {{33, 34, 35}}),
    make(K::zipper, {{42, 43, 44}}),
    make(K::region_sum, {{51, 52}}),
    make(K::entropic, {{60, 61, 62}}),
    make(K::modular, {{69, 70, 71}}),
    make(K::odd, {{73}}),
    make(K::even, {{74}}),
    make(K::minimum, {{75}}),
    make(K::maximum, {{76}}),
    make(K::quadruple, {{27, 28, 36, 37}}, 0, {1, 2, 2}),
    make(K::clone, {{49, 50}, {67, 68}}),
    make(K::row_indexer, {{4, 13}}),
    make(K::column_indexer, {{18}}),
    make(K::box_indexer, {{77}}),
};

}  // namespace

TEST_CASE("every f-puzzles constraint field is read into Rules::constraints",
          "[formats][fpuzzles][constraints]") {
  const auto puzzle = read(fpuzzles(every_field));
  CHECK(puzzle.ignored.empty());
  REQUIRE(puzzle.rules.constraints.size() == every_constraint.size());
  for (std::size_t k = 0; k < every_constraint.size(); ++k) {
    CAPTURE(k, sudoku::constraint_name(every_constraint[k].kind));
    CHECK(puzzle.rules.constraints[k] == every_constraint[k]);
  }
  // The link, the bare payload and SudokuPad's fpuzzles link read the same.
  const std::string packed = sudoku::detail::lz_compress_base64(fpuzzles(every_field));
  CHECK(read("https://f-puzzles.com/?load=" + packed).rules == puzzle.rules);
  CHECK(read(packed).rules == puzzle.rules);
  CHECK(read("https://sudokupad.app/fpuzzles" + packed).rules == puzzle.rules);
}

TEST_CASE("f-puzzles constraints are kept in kind order, whatever the fields' order",
          "[formats][fpuzzles][constraints]") {
  const auto puzzle =
      read(fpuzzles(R"(,"odd":[{"cell":"R1C1"}],"thermometer":[{"lines":[["R2C1","R2C2"]]}],)"
                    R"("difference":[{"cells":["R3C1","R3C2"]}])"));
  REQUIRE(puzzle.rules.constraints.size() == 3);
  CHECK(puzzle.rules.constraints[0] == make(K::thermometer, {{9, 10}}));
  CHECK(puzzle.rules.constraints[1] == make(K::kropki_white, {{18, 19}}));
  CHECK(puzzle.rules.constraints[2] == make(K::odd, {{0}}));
}

TEST_CASE("an f-puzzles outside clue without a number, or of 0 but for a sandwich, is none",
          "[formats][fpuzzles][constraints]") {
  const auto puzzle = read(
      fpuzzles(R"(,"littlekillersum":[{"cell":"R0C1","direction":"DR","value":"0"},)"
               R"({"cell":"R0C2","direction":"DR","value":""},{"cell":"R0C3","direction":"DR"}],)"
               R"("xsum":[{"cell":"R0C1","value":"0"}],"skyscraper":[{"cell":"R0C1","value":"0"}],)"
               R"("sandwichsum":[{"cell":"R0C1","value":"0"},{"cell":"R0C2","value":""}])"));
  CHECK(puzzle.rules.constraints ==
        std::vector<Constraint>{make(K::sandwich, {column(0)}, 0, {}, -1, 0)});
  CHECK(puzzle.ignored.empty());
}

TEST_CASE("f-puzzles' negative rules, and what stays in ignored",
          "[formats][fpuzzles][constraints]") {
  auto puzzle = read(fpuzzles(R"(,"negative":["ratio","xv"],"nonconsecutive":true)"));
  CHECK(puzzle.rules.negative_ratio);
  CHECK(puzzle.rules.negative_xv);
  CHECK(puzzle.rules.non_consecutive);
  CHECK(puzzle.ignored.empty());
  puzzle = read(fpuzzles(R"(,"negative":["xv"])"));
  CHECK_FALSE(puzzle.rules.negative_ratio);
  CHECK(puzzle.rules.negative_xv);
  // A negative rule the referee does not know, the rarer extensions and real drawings are listed;
  // the extension script's drawing copies (fromConstraint) are not.
  puzzle = read(fpuzzles(
      R"(,"negative":["ratio","sum"],"doublearrow":[{"lines":[["R1C1","R1C2"]]}],)"
      R"("line":[{"lines":[["R1C1","R1C2"]],"fromConstraint":"Renban"}],)"
      R"("circle":[{"cells":["R1C1"],"fromConstraint":"Odd"}],)"
      R"("cage":[{"cells":["R1C1"],"value":"DR3"}],"renban":[{"lines":[["R1C1","R1C2"]]}])"));
  CHECK(puzzle.ignored == std::vector<std::string>{"negative", "doublearrow", "cage"});
  CHECK(puzzle.rules.negative_ratio);
  CHECK(puzzle.rules.constraints == std::vector<Constraint>{make(K::renban, {{0, 1}})});
  CHECK(puzzle.rules.cages.empty());
}

TEST_CASE("a malformed f-puzzles constraint is named with the site's cell names",
          "[formats][fpuzzles][constraints]") {
  CHECK(error_of(R"(,"thermometer":[{"lines":[["R1C1"]]},{"lines":[["R1C1"]]},)"
                 R"({"lines":[["R9C3","R10C3"]]}])") ==
        "f-puzzles JSON's thermometer 3: \"R10C3\" is not on a 9×9 board");
  CHECK(error_of(R"(,"renban":[{"lines":[["R1C1","x3"]]}])") ==
        "f-puzzles JSON's renban 1: \"x3\" is not a cell like \"R1C1\"");
  CHECK(error_of(R"(,"odd":[{"cell":5}])") ==
        "f-puzzles JSON's odd 1: a cell that is not text like \"R1C1\"");
  CHECK(error_of(R"(,"even":[{}])") == "f-puzzles JSON's even 1: has no cell in \"cell\"");
  CHECK(error_of(R"(,"whispers":[{"line":[]}])") ==
        "f-puzzles JSON's whispers 1: has no list of lines in \"lines\"");
  CHECK(error_of(R"(,"difference":[{"cells":["R1C1","R1C2","R1C3"]}])") ==
        "f-puzzles JSON's difference 1: joins 3 cells, not 2");
  CHECK(error_of(R"(,"ratio":[{"cells":["R1C1","R1C2"],"value":"two"}])") ==
        "f-puzzles JSON's ratio 1: has a value that is not a whole number");
  CHECK(error_of(R"(,"xv":[{"cells":["R1C1","R1C2"],"value":"Y"}])") ==
        "f-puzzles JSON's xv 1: has a value that is not X or V");
  CHECK(error_of(R"(,"xv":[{"cells":["R1C1","R1C2"]}])") ==
        "f-puzzles JSON's xv 1: has a value that is not X or V");
  CHECK(error_of(R"(,"littlekillersum":[{"cell":"R0C1","direction":"D","value":"5"}])") ==
        "f-puzzles JSON's littlekillersum 1: has a direction that is not UR, UL, DR or DL");
  CHECK(error_of(R"(,"littlekillersum":[{"cell":"R0C1","direction":"UR","value":"5"}])") ==
        "f-puzzles JSON's littlekillersum 1: from \"R0C1\" going UR sees no cell of the board");
  CHECK(error_of(R"(,"littlekillersum":[{"cell":"R5C5","direction":"UR","value":"5"}])") ==
        "f-puzzles JSON's littlekillersum 1: \"R5C5\" is not outside the 9×9 board");
  CHECK(error_of(R"(,"sandwichsum":[{"cell":"R0C0","value":"5"}])") ==
        "f-puzzles JSON's sandwichsum 1: \"R0C0\" is not outside the 9×9 board beside a row or "
        "a column");
  CHECK(error_of(R"(,"skyscraper":[{"cell":"R11C3","value":"5"}])") ==
        "f-puzzles JSON's skyscraper 1: \"R11C3\" is not a cell like \"R0C1\"");
  CHECK(error_of(R"(,"quadruple":[{"cells":["R1C1","R1C2"],"values":[1,10]}])") ==
        "f-puzzles JSON's quadruple 1: has a value that is no digit from 1 to 9");
  CHECK(error_of(R"(,"arrow":[{"cells":["R1C1"],"lines":[["R1C1"]]}])") ==
        "f-puzzles JSON's arrow 1: has no shaft");
  CHECK(error_of(R"(,"clone":[{"cells":["R1C1"]}])") ==
        "f-puzzles JSON's clone 1: has no list of cells in \"cloneCells\"");
  CHECK(error_of(R"(,"renban":"R1C1")") == "f-puzzles JSON whose \"renban\" is not a list");
  // What only the whole constraint shows is validate_rules()'s words, named by the entry.
  CHECK(error_of(R"(,"odd":[{"cell":"R1C1"}],"renban":[{"lines":[["R1C1"]]},)"
                 R"({"lines":[["R1C1","R2C2","R1C2","R2C2"]]}])") ==
        "f-puzzles JSON's renban 2: cell 10 (r2c2) is listed twice in this line");
  CHECK(error_of(R"(,"clone":[{"cells":["R1C1"],"cloneCells":["R2C1","R2C2"]}])") ==
        "f-puzzles JSON's clone 1: has 2 cells, and its clone lines[0] has 1");
  CHECK(error_of(R"(,"ratio":[{"cells":["R1C1","R1C2"],"value":"7"}])", 6) ==
        "f-puzzles JSON's ratio 1: 7 is not a ratio of two digits (2 to 6, or 0 for 2)");
}

TEST_CASE("f-puzzles constraints round-trip through every format that carries them",
          "[formats][fpuzzles][constraints]") {
  const auto puzzle = read(fpuzzles(every_field + R"(,"negative":["ratio","xv"])"));
  for (const Format to : {Format::fpuzzles, Format::sudokupad, Format::json}) {
    CAPTURE(sudoku::format_name(to));
    const auto written = sudoku::format(puzzle.board, to, puzzle.rules);
    INFO(written.error);
    REQUIRE(written);
    const auto back = read(*written.text);
    CHECK(back.rules == puzzle.rules);
    CHECK(back.board == puzzle.board);
    CHECK(back.ignored.empty());
  }
  // A pill's shaft leaves from the pill cell next to it, as the site draws it.
  sudoku::Rules arrow;
  arrow.constraints = {make(K::arrow, {{0, 1}, {11, 21}})};
  const auto written = sudoku::detail::write_fpuzzles_json(puzzle.board, arrow);
  REQUIRE(written);
  CHECK_THAT(
      *written.text,
      Catch::Contains(R"("arrow":[{"cells":["R1C1","R1C2"],"lines":[["R1C2","R2C3","R3C4"]]}])"));
  // Solo ids and the text formats carry none of them: refused in words, never dropped.
  for (const Format to : {Format::solo, Format::line, Format::sudokuexchange}) {
    CAPTURE(sudoku::format_name(to));
    for (const bool negative : {false, true}) {
      sudoku::Rules rules;
      if (negative)
        rules.negative_xv = true;
      else
        rules.constraints = {make(K::odd, {{0}})};
      CHECK_FALSE(sudoku::format(puzzle.board, to, rules));
    }
  }
  CHECK(sudoku::format(puzzle.board, Format::solo, puzzle.rules).error ==
        "a Solo game id carries only jigsaw regions, both diagonals and killer cages");
  // XV sums other than 10 and 5 have no f-puzzles spelling.
  sudoku::Rules xv;
  xv.constraints = {make(K::xv, {{0, 1}}, 7)};
  const auto refused = sudoku::format(puzzle.board, Format::fpuzzles, xv);
  CHECK_FALSE(refused);
  CHECK(refused.error ==
        "an f-puzzles link: f-puzzles writes XV sums of 10 (X) and 5 (V) only, not 7");
  CHECK(read(*sudoku::format(puzzle.board, Format::json, xv).text).rules == xv);
}
