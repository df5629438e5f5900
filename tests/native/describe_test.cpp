// describe(): a report's conflicts in words (the element's verdict, the CLI's lines).
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "sudoku/sudoku.hpp"

namespace {

using sudoku::DescribeOptions;
using sudoku::Unit;

const std::string example_1 =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

sudoku::Report report_of(const std::string& text) {
  const sudoku::ParseResult parsed = sudoku::parse(text);
  REQUIRE(parsed.ok());
  return sudoku::check(*parsed.board);
}

// An empty board of `size`² cells with `digit` placed at each of `cells`, as one line of text.
std::string board_text(int size, std::vector<std::pair<int, char>> placed) {
  std::string text(static_cast<std::size_t>(size * size), '.');
  for (const auto& [cell, symbol] : placed) text[static_cast<std::size_t>(cell)] = symbol;
  return text;
}

}  // namespace

TEST_CASE("describe: a valid board has no words") {
  CHECK(sudoku::describe(report_of(example_1)).empty());
  CHECK(sudoku::describe(report_of(example_1), {true, 4}).empty());
}

TEST_CASE("describe: LeetCode's Example 2, without and with the cells") {
  std::string example_2 = example_1;  // (not "8" + ...: GCC 12 -O3 warns about that concatenation)
  example_2[0] = '8';
  const sudoku::Report report = report_of(example_2);
  CHECK(sudoku::describe(report) == "8 appears twice in column 1 and in box 1");
  CHECK(sudoku::describe(report, {.name_cells = true}) ==
        "8 appears twice in column 1 (r1c1, r4c1) and in box 1 (r1c1, r3c3)");
}

TEST_CASE("describe: the count is said where it changes, and lists read a, b and c") {
  // 5 at r1c1, r1c2, r1c5: three times in row 1, twice in box 1.
  CHECK(sudoku::describe(report_of(board_text(9, {{0, '5'}, {1, '5'}, {4, '5'}}))) ==
        "5 appears three times in row 1 and twice in box 1");
  // 5 at r1c1, r1c2, r5c1: twice in row 1, in column 1 and in box 1.
  const sudoku::Report three_places = report_of(board_text(9, {{0, '5'}, {1, '5'}, {36, '5'}}));
  CHECK(sudoku::describe(three_places) == "5 appears twice in row 1, in column 1 and in box 1");
  CHECK(sudoku::describe(three_places, {.name_cells = true}) ==
        "5 appears twice in row 1 (r1c1, r1c2), in column 1 (r1c1, r5c1) and in box 1 (r1c1, "
        "r1c2)");
}

TEST_CASE("describe: one sentence per digit, in the order the digits first appear") {
  // 8 twice in row 1 (r1c1, r1c9), 5 twice in row 2 (r2c1, r2c9): 8 is named first.
  const sudoku::Report report = report_of(board_text(9, {{0, '8'}, {8, '8'}, {9, '5'}, {17, '5'}}));
  CHECK(sudoku::describe(report) == "8 appears twice in row 1; 5 appears twice in row 2");
  // A digit's places are gathered into its sentence even when other digits come between them.
  const sudoku::Report mixed =
      report_of(board_text(9, {{0, '8'}, {8, '8'}, {9, '5'}, {17, '5'}, {27, '8'}}));
  CHECK(sudoku::describe(mixed) ==
        "8 appears twice in row 1 and in column 1; 5 appears twice in row 2");
}

TEST_CASE("describe: sizes above 9 write their digits as letters, and counts above 3 in figures") {
  // 16x16 (4x4 boxes): A = 10 four times in row 1 and in box 1; G = 16 twice in row 16.
  const sudoku::Report report = report_of(board_text(
      16, {{0, 'A'}, {1, 'A'}, {2, 'A'}, {3, 'A'}, {16 * 15 + 4, 'G'}, {16 * 15 + 15, 'g'}}));
  CHECK(sudoku::describe(report) ==
        "A appears 4 times in row 1 and in box 1; G appears twice in row 16");
  CHECK(sudoku::describe(report, {.name_cells = true}) ==
        "A appears 4 times in row 1 (r1c1, r1c2, r1c3, r1c4) and in box 1 (r1c1, r1c2, r1c3, "
        "r1c4); G appears twice in row 16 (r16c5, r16c16)");
}

TEST_CASE("describe: a digit above 35 (numbers input) is written in figures") {
  std::vector<int> cells(36 * 36, 0);
  cells[0] = cells[35] = 36;
  const sudoku::ParseResult parsed = sudoku::parse(cells);
  REQUIRE(parsed.ok());
  CHECK(sudoku::describe(sudoku::check(*parsed.board)) == "36 appears twice in row 1");
}

TEST_CASE("describe: at most max_conflicts are named, then how many are left") {
  // Every cell 1: 27 conflicts (9 rows, 9 columns, 9 boxes), nine cells each.
  const sudoku::Report all_ones = report_of(std::string(81, '1'));
  REQUIRE(all_ones.conflicts.size() == 27);
  CHECK(sudoku::describe(all_ones, {.max_conflicts = 4}) ==
        "1 appears 9 times in row 1, in row 2, in row 3 and in row 4; and 23 more conflicts");
  CHECK(sudoku::describe(all_ones, {.max_conflicts = 26}).ends_with("; and 1 more conflict"));
  // 0, or a limit at or above the count, names every conflict.
  for (std::size_t limit : {0, 27, 100}) {
    const std::string all = sudoku::describe(all_ones, {.max_conflicts = limit});
    CHECK(all.find("more") == std::string::npos);
    CHECK(all.ends_with("in box 8 and in box 9"));
  }
}

TEST_CASE("describe: a report not made by check is still worded, without undefined behaviour") {
  sudoku::Report made;
  made.shape = {0, 0};  // no board size: cells are named as if the side were 1
  made.conflicts = {
      {Unit::row, 0, 70, {-1, 3}}, {static_cast<Unit>(9), 2, 0, {}}, {Unit::box, -5, 70, {5}}};
  const std::string text = sudoku::describe(made, {.name_cells = true});
  CHECK(
      text ==
      "70 appears twice in row 1 (r0c1, r4c1); 0 appears 0 times in unit 3 (); 70 appears once in "
      "box -4 (r6c1)");
}

TEST_CASE("describe: in a catalog's language, each piece of the sentence from its message") {
  using sudoku::CatalogEntry;
  using sudoku::message_id;
  // 8 at r1c1 and r2c1 (column 1, box 1), 5 at r5c5 and r5c9 (row 5).
  const sudoku::Report report =
      report_of(board_text(9, {{0, '8'}, {9, '8'}, {40, '5'}, {44, '5'}}));
  REQUIRE(sudoku::describe(report, {.name_cells = true}) ==
          "5 appears twice in row 5 (r5c5, r5c9); 8 appears twice in column 1 (r1c1, r2c1) and in "
          "box 1 (r1c1, r2c1)");
  // A language that puts the count after the place and writes its own joins.
  const CatalogEntry entries[] = {
      {message_id("describe.appears"), "le {digit} est {places}"},
      {message_id("describe.counted_place"),
       "{place} {count, plural, =2 {deux fois} other {# fois}}"},
      {message_id("describe.place.column"), "dans la colonne {index}"},
      {message_id("describe.place.box"), "dans le bloc {index}"},
      {message_id("describe.last_place"), " et "},
      {message_id("describe.next_sentence"), " ; "},
      {message_id("describe.more_conflicts"),
       "et {count, plural, one {# autre conflit} other {# autres conflits}}"},
  };
  const sudoku::Catalog french_like{entries, std::size(entries), nullptr};
  DescribeOptions options;
  options.catalog = &french_like;
  // Row 5 is not in the catalog: said in English, inside the translated sentence.
  CHECK(sudoku::describe(report, options) ==
        "le 5 est in row 5 deux fois ; le 8 est dans la colonne 1 deux fois et dans le bloc 1");
  options.name_cells = true;
  options.max_conflicts = 2;
  CHECK(sudoku::describe(report, options) ==
        "le 5 est in row 5 deux fois (r5c5, r5c9) ; le 8 est dans la colonne 1 deux fois (r1c1, "
        "r2c1) ; et 1 autre conflit");
  options.max_conflicts = 1;
  CHECK(sudoku::describe(report, options).ends_with(" ; et 2 autres conflits"));
}
