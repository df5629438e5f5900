// The line rules (core/src/lines.hpp) as each reader of lines meets them: parse(), validate_many()
// and the CLI's ListingSession read the same lines as blank, comment or board.
#include "lines.hpp"

#include <catch2/catch.hpp>
#include <string>
#include <string_view>

#include "sudoku/sudoku.hpp"

namespace {

const std::string example_1 =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const std::string bom = "\xEF\xBB\xBF";

// Example 1 as nine lines of nine: a multi-line board for parse() and the session.
std::string grid_of(std::string_view board) {
  std::string grid;
  for (std::size_t row = 0; row < 9; ++row) {
    grid.append(board.substr(row * 9, 9));
    grid += '\n';
  }
  return grid;
}

sudoku::ListingCounts listed(std::string_view text) {
  sudoku::ListingSession session(sudoku::ListingFormat::text);
  session.begin("f");
  session.feed(text);
  session.end();
  return session.counts();
}

}  // namespace

TEST_CASE("line rules: blank, comment and board lines", "[lines]") {
  using sudoku::detail::line_kind;
  using sudoku::detail::LineKind;
  CHECK(line_kind("") == LineKind::blank);
  CHECK(line_kind(" \t\r\v\f") == LineKind::blank);
  CHECK(line_kind("# a comment") == LineKind::comment);
  CHECK(line_kind("  \t# an indented comment") == LineKind::comment);
  CHECK(line_kind(example_1) == LineKind::content);
  CHECK(line_kind(bom + "# a mark is a character, not space") == LineKind::content);
}

TEST_CASE("line rules: a line ends at \\n, its \\r is no part of it", "[lines]") {
  using sudoku::detail::line_at;
  const std::string_view text = "ab\r\ncd\n\r\nlast";
  auto line = line_at(text, 0);
  CHECK(line.text == "ab");
  line = line_at(text, line.next);
  CHECK(line.text == "cd");
  line = line_at(text, line.next);
  CHECK(line.text.empty());
  line = line_at(text, line.next);
  CHECK(line.text == "last");
  CHECK(line.next == text.size() + 1);
  CHECK(sudoku::detail::byte_order_mark_length(bom + "x") == 3);
  CHECK(sudoku::detail::byte_order_mark_length("x" + bom) == 0);
}

// The case the readers once disagreed on: validate_many read the mark's line as a board ("no
// cells found") while the CLI's session skipped it.
TEST_CASE("a byte order mark before a # comment starts no board, for every reader", "[lines]") {
  const std::string text = bom + "# puzzles\n" + example_1 + "\n";

  const sudoku::BatchReport report = sudoku::validate_many(text);
  CHECK(report.total == 1);
  CHECK(report.valid == 1);
  CHECK(report.malformed == 0);
  CHECK(report.errors.empty());
  CHECK(report.lines == std::vector<std::uint32_t>{2});

  CHECK(listed(text) == sudoku::ListingCounts{1, 1, 0, 0});

  const sudoku::ParseResult parsed = sudoku::parse(bom + "# a puzzle\n" + grid_of(example_1));
  REQUIRE(parsed);
  CHECK(*parsed.board == *sudoku::parse(example_1).board);
}

TEST_CASE("a byte order mark is skipped at the start of an input only, for every reader",
          "[lines]") {
  // Later in the text it is a character like any other, and no board holds it.
  const std::string text = example_1 + "\n" + bom + "# not a header\n";
  const sudoku::BatchReport report = sudoku::validate_many(text);
  CHECK(report.valid == 1);
  CHECK(report.malformed == 1);
  REQUIRE(report.errors.size() == 1);
  CHECK(report.errors[0].line == 2);
  CHECK(report.errors[0].column == 1);
  CHECK(report.errors[0].message == "unexpected character U+FEFF (a byte order mark)");
  CHECK(listed(text) == sudoku::ListingCounts{2, 1, 0, 1});
  const sudoku::ParseResult parsed = sudoku::parse(grid_of(example_1) + bom + "# not a header\n");
  REQUIRE_FALSE(parsed);
  CHECK(parsed.error.message ==
        "line 10, column 1: unexpected character U+FEFF (a byte order mark)");

  // After the mark, a board's first line is checked as if the mark were not there.
  const sudoku::BatchReport marked = sudoku::validate_many(bom + example_1 + "\n" + bom + "\n");
  CHECK(marked.valid == 1);
  CHECK(marked.malformed == 1);
}
