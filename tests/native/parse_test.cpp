// Parsing details the shared fixtures cannot express: exact cells, CRLF, bytes, and robustness.
#include <catch2/catch.hpp>
#include <random>

#include "printing.hpp"

namespace {

const std::string example_1 =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

std::vector<std::uint8_t> cells_of(const std::string& symbols) {
  std::vector<std::uint8_t> cells;
  for (char c : symbols) cells.push_back(c == '.' ? 0 : static_cast<std::uint8_t>(c - '0'));
  return cells;
}

std::vector<std::uint8_t> cells_of(const sudoku::Board& board) {
  return {board.cells().begin(), board.cells().end()};
}

}  // namespace

TEST_CASE("parse reads cells row-major with blanks as 0", "[parse]") {
  const auto result = sudoku::parse(example_1);
  REQUIRE(result.ok());
  CHECK(result.board->shape() == sudoku::Shape{3, 3});
  CHECK(result.board->size() == 9);
  CHECK(cells_of(*result.board) == cells_of(example_1));
  CHECK(result.board->cells()[0] == 5);
  CHECK(result.board->cells()[1] == 3);
  CHECK(result.board->cells()[2] == 0);
  CHECK(result.board->cells()[9 * 8 + 8] == 9);
}

TEST_CASE("parse reads letters as 10 to 35 in either case", "[parse]") {
  // Letters need N above 9: a 12x12 board (3x4 boxes) and a 35x35 one (5x7) for z.
  std::string upper(144, '.'), lower(144, '.');
  upper.replace(0, 12, "9ABC12345678");
  lower.replace(0, 12, "9abc12345678");
  const auto from_upper = sudoku::parse(upper);
  const auto from_lower = sudoku::parse(lower);
  REQUIRE(from_upper.ok());
  REQUIRE(from_lower.ok());
  CHECK(*from_upper.board == *from_lower.board);
  CHECK(from_upper.board->cells()[0] == 9);
  CHECK(from_upper.board->cells()[1] == 10);
  CHECK(from_upper.board->cells()[2] == 11);
  CHECK(from_upper.board->cells()[3] == 12);

  std::string wide(35 * 35, '.');
  wide[34] = 'z';
  const auto from_wide = sudoku::parse(wide);
  REQUIRE(from_wide.ok());
  CHECK(from_wide.board->shape() == sudoku::Shape{5, 7});
  CHECK(from_wide.board->cells()[34] == 35);
}

TEST_CASE("parse accepts CRLF line endings in multi-line text", "[parse]") {
  std::string lines;
  for (int row = 0; row < 9; ++row) lines += example_1.substr(row * 9, 9) + "\r\n";
  const auto result = sudoku::parse("# a Windows .sdk file\r\n" + lines);
  REQUIRE(result.ok());
  CHECK(cells_of(*result.board) == cells_of(example_1));
}

TEST_CASE("parse agrees across text and flat numbers and a number grid", "[parse]") {
  const auto cells = cells_of(example_1);
  const std::vector<int> numbers(cells.begin(), cells.end());
  std::vector<std::vector<int>> grid;
  for (int row = 0; row < 9; ++row) {
    grid.emplace_back(numbers.begin() + row * 9, numbers.begin() + row * 9 + 9);
  }
  const auto from_text = sudoku::parse(example_1);
  const auto from_numbers = sudoku::parse(std::span<const int>(numbers));
  const auto from_grid = sudoku::parse(grid);
  REQUIRE(from_text.ok());
  REQUIRE(from_numbers.ok());
  REQUIRE(from_grid.ok());
  CHECK(*from_numbers.board == *from_text.board);
  CHECK(*from_grid.board == *from_text.board);
  CHECK(from_grid.board->shape() == from_text.board->shape());
}

TEST_CASE("parse names a character beyond ASCII by code point, and a stray byte by value",
          "[parse]") {
  auto text = example_1;
  text.replace(40, 1, "\xC3\xA9");  // "é" in UTF-8
  auto result = sudoku::parse(text);
  REQUIRE_FALSE(result.ok());
  CHECK(result.error.position == std::optional<std::size_t>(40));
  CHECK_THAT(
      result.error.message,
      Catch::Matchers::Contains("line 1, column 41: unexpected character '\xC3\xA9' (U+00E9)"));
  // A lead byte with nothing after it.
  result = sudoku::parse(example_1.substr(0, 40) + '\xC3' + example_1.substr(41));
  REQUIRE_FALSE(result.ok());
  CHECK_THAT(result.error.message, Catch::Matchers::Contains("byte 0xC3 (not UTF-8 text)"));
}

TEST_CASE("parse counts positions in UTF-16 code units after text beyond ASCII in skipped lines",
          "[parse]") {
  // "# café 😀" is 9 UTF-16 code units (the emoji is two) but 12 bytes; the line break is one.
  const std::string header = "# caf\xC3\xA9 \xF0\x9F\x98\x80\n";
  auto result = sudoku::parse(header + std::string(80, '.') + "x");
  REQUIRE_FALSE(result.ok());
  CHECK(result.error.position == std::optional<std::size_t>(90));
  CHECK_THAT(result.error.message,
             Catch::Matchers::Contains("line 2, column 81: 'x' is not a digit"));
  // Too many cells: the first extra cell, after a byte order mark and a two-byte character.
  result = sudoku::parse("\xEF\xBB\xBF# \xC3\xBC\n" + std::string(82, '.'));
  REQUIRE_FALSE(result.ok());
  CHECK(result.error.position == std::optional<std::size_t>(1 + 4 + 81));
  // A stray byte in a comment counts one, like the replacement character JS would hold there.
  result = sudoku::parse("#\xFF\n" + std::string(80, '.') + "?");
  REQUIRE_FALSE(result.ok());
  CHECK(result.error.position == std::optional<std::size_t>(83));
}

TEST_CASE("parse never crashes on arbitrary bytes and keeps positions inside the text", "[parse]") {
  std::mt19937 random(2024);
  // Mostly board characters, sometimes anything, so inputs reach every stage of the parser.
  const std::string alphabet = "123456789.0-_*|+=# \n\r\tabcxyzABZ";
  for (int i = 0; i < 3000; ++i) {
    const auto length = std::uniform_int_distribution<std::size_t>(0, 300)(random);
    std::string text;
    for (std::size_t k = 0; k < length; ++k) {
      const bool any_byte = std::uniform_int_distribution<int>(0, 20)(random) == 0;
      text += any_byte ? static_cast<char>(std::uniform_int_distribution<int>(0, 255)(random))
                       : alphabet[std::uniform_int_distribution<std::size_t>(
                             0, alphabet.size() - 1)(random)];
    }
    CAPTURE(text);
    const auto result = sudoku::parse(text);
    if (result.ok()) {
      const int size = result.board->size();
      REQUIRE(result.board->cells().size() == static_cast<std::size_t>(size * size));
      for (auto cell : result.board->cells()) REQUIRE(cell <= size);
      (void)sudoku::check(*result.board);
      (void)sudoku::is_valid(*result.board);
    } else {
      CHECK_FALSE(result.error.message.empty());
      if (result.error.position) CHECK(*result.error.position < text.size());
    }
    (void)sudoku::validate_many(text);
  }
}

TEST_CASE("parse of numbers reports the cell index of a bad number", "[parse]") {
  std::vector<int> numbers(16, 0);
  numbers[13] = 5;
  const auto result = sudoku::parse(std::span<const int>(numbers));
  REQUIRE_FALSE(result.ok());
  CHECK(result.error.position == std::optional<std::size_t>(13));
  CHECK_THAT(result.error.message, Catch::Matchers::Contains("5"));

  numbers[13] = -1;
  const auto negative = sudoku::parse(std::span<const int>(numbers));
  REQUIRE_FALSE(negative.ok());
  CHECK(negative.error.position == std::optional<std::size_t>(13));
}

TEST_CASE("parse of numbers reaches boards too large for text", "[parse]") {
  // 64x64 (8x8 boxes) is the largest supported board: digit 64 must round-trip.
  std::vector<int> numbers(64 * 64, 0);
  numbers[0] = 64;
  numbers[64 * 64 - 1] = 64;
  const auto result = sudoku::parse(std::span<const int>(numbers));
  REQUIRE(result.ok());
  CHECK(result.board->shape() == sudoku::Shape{8, 8});
  CHECK(result.board->cells()[0] == 64);
  CHECK(sudoku::is_valid(*result.board));

  numbers[8] = 64;  // same row as cell 0, but the next box and column
  const auto invalid = sudoku::parse(std::span<const int>(numbers));
  REQUIRE(invalid.ok());
  CHECK_FALSE(sudoku::is_valid(*invalid.board));
  const auto report = sudoku::check(*invalid.board);
  REQUIRE(report.conflicts.size() == 1);
  CHECK(report.conflicts[0] == sudoku::Conflict{sudoku::Unit::row, 0, 64, {0, 8}});
}

TEST_CASE("LeetCode text cut right after a backslash is an error at its end", "[parse]") {
  const std::string text = "[[\"\\";  // [["\  (a backslash escapes what is not there)
  const auto result = sudoku::parse(text);
  REQUIRE_FALSE(result.ok());
  CHECK(result.error.position == std::optional<std::size_t>(text.size()));
  CHECK_THAT(result.error.message,
             Catch::Matchers::Contains("line 1, column 5: the text ends inside"));
}

TEST_CASE("LeetCode text never holds a marker of the binding's old wire format", "[parse]") {
  // These texts once read as private markers ({"#": length}, {"?": description}): a 4x4 board
  // with invented cells, reads out of bounds, a segfault. Each is now refused at its first brace.
  const std::string row = R"(["1","2","3","4"])";
  const std::string spaces(100, ' ');
  auto [text, brace] = GENERATE_COPY(table<std::string, std::size_t>({
      {R"([{"#":4},)" + row + "," + row + "," + row + "]", 1},
      {"[" + spaces + R"({"#":1}])", 101},
      {R"([{"?":"x"}])", 1},
      {R"([["1",{"#":4}],["2","3"]])", 6},
      {R"([[{"?":"a Map"}]])", 2},
  }));
  CAPTURE(text);
  const auto result = sudoku::parse(text);
  REQUIRE_FALSE(result.ok());
  CHECK(result.error.position == std::optional<std::size_t>(brace));
  CHECK_THAT(result.error.message, Catch::Matchers::Contains("'{'"));
}

TEST_CASE("An object of the old wire format is not a board either", "[parse]") {
  // A whole text that is an object is a travelling puzzle's JSON to the native library
  // (sudoku/formats.hpp), which names the keys it looks for; it is never a marker's board.
  const auto result = sudoku::parse(R"({"#":81})");
  REQUIRE_FALSE(result.ok());
  CHECK_THAT(result.error.message,
             Catch::Matchers::StartsWith("not a puzzle: a JSON object with neither f-puzzles'"));
}

TEST_CASE("parse: lines of N dashes are rows of blanks, and the count of cells says so") {
  const std::string rows[] = {"53..7....", "6..195...", ".98....6.", "8...6...3", "4..8.3..1",
                              "7...2...6", ".6....28.", "...419..5", "....8..79"};
  const auto grid = [&](std::string_view band_line) {
    std::string text;
    for (int row = 0; row < 9; ++row) {
      if (row == 3 || row == 6) text += std::string(band_line) + "\n";
      text += rows[row] + "\n";
    }
    return text;
  };
  // `-----------` (11) and `---+---+---` between the bands are frame lines.
  CHECK(sudoku::parse(grid("-----------")).ok());
  CHECK(sudoku::parse(grid("---+---+---")).ok());
  // `---------` (9) is a row of nine blanks: eleven rows make no board.
  const sudoku::ParseResult rows_of_dashes = sudoku::parse(grid("---------"));
  REQUIRE_FALSE(rows_of_dashes.ok());
  CHECK(rows_of_dashes.error.message ==
        "line 12, column 1: expected 81 cells, found 99: a line of 9 dashes is a row of blanks (a "
        "frame line holds "
        "+, | or =, or is not 9 long)");
}

TEST_CASE("place_in_text counts lines and characters from 1, as people do", "[parse]") {
  using sudoku::TextPlace;
  CHECK(sudoku::place_in_text("", 0) == TextPlace{1, 1});
  CHECK(sudoku::place_in_text("abc", 2) == TextPlace{1, 3});
  CHECK(sudoku::place_in_text("ab\ncd", 3) == TextPlace{2, 1});
  CHECK(sudoku::place_in_text("ab\r\ncd\r\nef", 9) == TextPlace{3, 2});
  // A byte order mark is a position (one UTF-16 unit) but no column.
  CHECK(sudoku::place_in_text("\xEF\xBB\xBFxy", 2) == TextPlace{1, 2});
  // An emoji is two positions (UTF-16 units) and one column; "é" is one and one.
  CHECK(sudoku::place_in_text("\xF0\x9F\x98\x80x", 2) == TextPlace{1, 2});
  CHECK(sudoku::place_in_text("\xC3\xA9x", 1) == TextPlace{1, 2});
  // A byte that is not UTF-8 counts one; a position past the end is the place after the text.
  CHECK(sudoku::place_in_text("\xFFx", 1) == TextPlace{1, 2});
  CHECK(sudoku::place_in_text("ab\n", 99) == TextPlace{2, 1});
}

TEST_CASE("a text error says its place, counted from 1, and arrays name cells rXcY", "[parse]") {
  // Every positioned text error says where once, as people count; nothing counts from 0.
  const auto text = sudoku::parse("53..7....\r\n6..1?5...");
  REQUIRE_FALSE(text);
  CHECK(text.error.position == std::optional<std::size_t>(15));
  CHECK(text.error.message == "line 2, column 5: unexpected character '?'");
  const auto leetcode = sudoku::parse("[[\"1\",\"2\"],[\"2\",\"x\"]]");
  REQUIRE_FALSE(leetcode);
  CHECK_THAT(leetcode.error.message,
             Catch::Matchers::StartsWith("line 1, column 17: cell r2c2 holds \"x\""));
  const auto ragged = sudoku::parse("[[\"1\",\"2\"],[\"3\"]]");
  REQUIRE_FALSE(ragged);
  CHECK_THAT(ragged.error.message,
             Catch::Matchers::EndsWith("ragged grid: row 2 has 1 cell, expected 2"));
  const std::vector<int> numbers = {1, 0, 0, 5};
  const auto flat = sudoku::parse(std::span<const int>(numbers));
  REQUIRE_FALSE(flat);
  CHECK(flat.error.position == std::optional<std::size_t>(3));
  CHECK_THAT(flat.error.message, Catch::Matchers::StartsWith("cell r2c2 holds 5"));
  // Errors with no single place have no place in their message.
  const auto short_text = sudoku::parse("123");
  REQUIRE_FALSE(short_text);
  CHECK_THAT(short_text.error.message, Catch::Matchers::StartsWith("expected 4 cells"));
}
