// validate_many: counts, per-board results, line numbers, skipped lines and malformed lines.
#include <algorithm>
#include <catch2/catch.hpp>

#include "printing.hpp"

namespace {

// LeetCode #36 Example 1 (valid) and Example 2 (its first cell 5 changed to 8: invalid).
const std::string example_1 =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const std::string example_2 =
    "83..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

constexpr auto valid = static_cast<std::uint8_t>(sudoku::BatchResult::valid);
constexpr auto invalid = static_cast<std::uint8_t>(sudoku::BatchResult::invalid);
constexpr auto malformed = static_cast<std::uint8_t>(sudoku::BatchResult::malformed);

using Results = std::vector<std::uint8_t>;
using Lines = std::vector<std::uint32_t>;

}  // namespace

TEST_CASE("validate_many counts boards and gives one result per board in order", "[batch]") {
  const auto report = sudoku::validate_many(example_1 + "\n" + example_2 + "\n" + example_1 + "\n");
  CHECK(report.total == 3);
  CHECK(report.valid == 2);
  CHECK(report.invalid == 1);
  CHECK(report.malformed == 0);
  CHECK(report.results == Results{valid, invalid, valid});
  CHECK(report.lines == Lines{1, 2, 3});
  CHECK(report.errors.empty());
}

TEST_CASE("validate_many finds no boards in empty text or only comments and blank lines",
          "[batch]") {
  const std::string text = GENERATE(as<std::string>{}, "", "\n", "\n\n\r\n", "# only a comment",
                                    "# a\n# b\n", "   \n\t\n");
  CAPTURE(text);
  const auto report = sudoku::validate_many(text);
  CHECK(report.total == 0);
  CHECK(report.valid == 0);
  CHECK(report.invalid == 0);
  CHECK(report.malformed == 0);
  CHECK(report.results.empty());
  CHECK(report.lines.empty());
}

TEST_CASE("validate_many skips blank and # lines but keeps counting lines", "[batch]") {
  SECTION("empty lines and comments") {
    const auto report = sudoku::validate_many("# puzzles from the tutorial\n\n" + example_2 +
                                              "\n\n\n# the solved one\n" + example_1 + "\n");
    CHECK(report.total == 2);
    CHECK(report.results == Results{invalid, valid});
    CHECK(report.lines == Lines{3, 7});
  }
  SECTION("lines of spaces and tabs, and indented comments") {
    const auto report = sudoku::validate_many("  \n\t\n   # indented comment\n" + example_1 +
                                              "\n \t \n" + example_2);
    CHECK(report.total == 2);
    CHECK(report.results == Results{valid, invalid});
    CHECK(report.lines == Lines{4, 6});
    CHECK(report.malformed == 0);
  }
}

TEST_CASE("validate_many counts the lines of the text", "[batch]") {
  CHECK(sudoku::validate_many("").line_count == 0);
  CHECK(sudoku::validate_many("\n").line_count == 1);
  CHECK(sudoku::validate_many(example_1).line_count == 1);  // no final newline
  CHECK(sudoku::validate_many(example_1 + "\n").line_count == 1);
  CHECK(sudoku::validate_many(example_1 + "\r\n\n# x\n" + example_2 + "\nxyz").line_count == 5);
  // Fast runs of 9x9 lines count as many lines as they hold.
  std::string many;
  for (int k = 0; k < 100; ++k) many += (k % 3 ? example_1 : example_2) + "\n";
  CHECK(sudoku::validate_many(many + "\n").line_count == 101);
}

TEST_CASE("validate_many reports a malformed line and still checks the rest", "[batch]") {
  SECTION("a line one cell short") {
    const auto short_line = example_1.substr(0, 80);
    const auto report =
        sudoku::validate_many(example_2 + "\n" + short_line + "\n" + example_1 + "\n" + example_2);
    CHECK(report.total == 4);
    CHECK(report.valid == 1);
    CHECK(report.invalid == 2);
    CHECK(report.malformed == 1);
    CHECK(report.results == Results{invalid, malformed, valid, invalid});
    CHECK(report.lines == Lines{1, 2, 3, 4});
    REQUIRE(report.errors.size() == 1);
    CHECK(report.errors[0].line == 2);
    CHECK(report.errors[0].board == 1);
    CHECK(report.errors[0].column == 0);
    CHECK_THAT(report.errors[0].message, Catch::Matchers::Contains("expected 81 cells"));
    CHECK_THAT(report.errors[0].message, Catch::Matchers::Contains("found 80"));
  }
  SECTION("an unknown character: its 1-based column in the line") {
    auto bad_line = example_1;
    bad_line[17] = 'x';
    const auto report =
        sudoku::validate_many("# header\n" + example_1 + "\n" + bad_line + "\n" + example_2 + "\n");
    CHECK(report.total == 3);
    CHECK(report.results == Results{valid, malformed, invalid});
    CHECK(report.lines == Lines{2, 3, 4});
    REQUIRE(report.errors.size() == 1);
    CHECK(report.errors[0].line == 3);
    CHECK(report.errors[0].column == 18);
    CHECK(report.errors[0].board == 1);
    CHECK_THAT(report.errors[0].message, Catch::Matchers::Contains("'x'"));
    // The place is in line and column, so the message does not say it again.
    CHECK_THAT(report.errors[0].message, !Catch::Matchers::Contains("column"));
  }
  SECTION("several malformed lines, each with its own line and board index") {
    const auto report = sudoku::validate_many("hello\n" + example_1 + "\n\n" + example_1 + "1\n" +
                                              example_1 + "\n");
    CHECK(report.results == Results{malformed, valid, malformed, valid});
    CHECK(report.malformed == 2);
    REQUIRE(report.errors.size() == 2);
    CHECK(report.errors[0].line == 1);
    CHECK(report.errors[0].board == 0);
    CHECK(report.errors[1].line == 4);
    CHECK(report.errors[1].board == 2);
    CHECK_THAT(report.errors[1].message, Catch::Matchers::Contains("found 82"));
  }
}

TEST_CASE("validate_many reads CRLF line endings like LF", "[batch]") {
  const std::string text = "# windows file\r\n" + example_1 + "\r\n\r\n" + example_2 + "\r\n";
  const auto report = sudoku::validate_many(text);
  CHECK(report.total == 2);
  CHECK(report.malformed == 0);
  CHECK(report.results == Results{valid, invalid});
  CHECK(report.lines == Lines{2, 4});
}

TEST_CASE("validate_many checks a last line without a newline", "[batch]") {
  const auto report = sudoku::validate_many(example_1 + "\n" + example_2);
  CHECK(report.total == 2);
  CHECK(report.results == Results{valid, invalid});
  CHECK(report.lines == Lines{1, 2});
}

TEST_CASE("validate_many accepts every blank character on the fast path", "[batch]") {
  std::string text;
  for (char blank : {'.', '0', '-', '_', '*'}) {
    auto line = example_2;
    std::replace(line.begin(), line.end(), '.', blank);
    text += line + "\n";
  }
  const auto report = sudoku::validate_many(text);
  CHECK(report.total == 5);
  CHECK(report.invalid == 5);
  CHECK(report.malformed == 0);
}

TEST_CASE("validate_many infers each line's shape when none is given", "[batch]") {
  // A 4x4 (2x2 boxes), a 6x6 (2x3), a 9x9, a 12x12 (3x4, with letters) and a 1x1 board.
  const std::string four_valid = "12343412214343..";
  const std::string four_invalid = "1.......1.......";  // 1 twice in column 0
  const std::string six_valid = "123456456123231564564231312645645312";
  std::string six_invalid(36, '.');
  six_invalid[0] = six_invalid[6] = '1';  // 1 twice in column 0 and in box 0
  std::string twelve_valid(144, '.');
  twelve_valid.replace(0, 12, "123456789abc");
  std::string twelve_invalid = twelve_valid;
  twelve_invalid[12 + 8] = 'C';  // box 2 (columns 8-11) already holds c in row 0
  const std::string text = four_valid + "\n" + six_invalid + "\n" + example_1 + "\n" +
                           twelve_valid + "\n" + four_invalid + "\n" + six_valid + "\n" +
                           twelve_invalid + "\n7\n1\n";
  const auto report = sudoku::validate_many(text);
  CHECK(report.total == 9);
  CHECK(report.results ==
        Results{valid, invalid, valid, valid, invalid, valid, invalid, malformed, valid});
  CHECK(report.valid == 5);
  CHECK(report.invalid == 3);
  CHECK(report.malformed == 1);
  REQUIRE(report.errors.size() == 1);
  CHECK(report.errors[0].line == 8);
  CHECK_THAT(report.errors[0].message, Catch::Matchers::Contains("'7'"));
}

TEST_CASE("validate_many with a shape judges every line against that shape", "[batch]") {
  SECTION("3x2 boxes: only a given shape makes these boxes three rows tall") {
    // 1 at (0,0) and (2,1): the same box for 3x2 boxes, different boxes for inferred 2x3 ones.
    std::string board(36, '.');
    board[0] = '1';
    board[2 * 6 + 1] = '1';
    CHECK(sudoku::validate_many(board).results == Results{valid});
    CHECK(sudoku::validate_many(board, sudoku::Shape{3, 2}).results == Results{invalid});
  }
  SECTION("a line of another size is malformed") {
    const auto report =
        sudoku::validate_many(example_1 + "\n12343412214343..\n", sudoku::Shape{3, 3});
    CHECK(report.results == Results{valid, malformed});
    REQUIRE(report.errors.size() == 1);
    CHECK(report.errors[0].line == 2);
    CHECK_THAT(report.errors[0].message, Catch::Matchers::Contains("expected 81 cells"));
  }
}

TEST_CASE("validate_many keeps at most max_batch_errors messages but counts every line",
          "[batch]") {
  std::string text;
  const std::size_t bad_lines = sudoku::max_batch_errors + 5;
  for (std::size_t i = 0; i < bad_lines; ++i) text += "not a board\n";
  text += example_1 + "\n";
  const auto report = sudoku::validate_many(text);
  CHECK(report.total == bad_lines + 1);
  CHECK(report.malformed == bad_lines);
  CHECK(report.valid == 1);
  CHECK(report.errors.size() == sudoku::max_batch_errors);
  CHECK(report.errors.back().line == sudoku::max_batch_errors);
  CHECK(report.results.back() == valid);
  CHECK(report.lines.back() == bad_lines + 1);
}
