// Misuse of the public API: every way a caller can hold it wrong ends in a defined answer or an
// error value, never in undefined behaviour. The asan preset runs these under ASan + UBSan.
#include <catch2/catch.hpp>
#include <climits>
#include <type_traits>

#include "printing.hpp"

using sudoku::Board;
using sudoku::Shape;

// A Board can only come from parse() (or be the empty 9×9 board): no aggregate initialisation,
// no constructor from a shape and cells, no write access to its cells.
static_assert(!std::is_aggregate_v<Board>);
static_assert(!std::is_constructible_v<Board, Shape, std::vector<std::uint8_t>>);
static_assert(!std::is_constructible_v<Board, Shape>);
static_assert(
    std::is_same_v<decltype(std::declval<const Board&>().cells()), std::span<const std::uint8_t>>);

namespace {

// Shapes a caller can write that describe no board.
const std::vector<Shape> unsupported_shapes = {
    {0, 0},        {0, 3},       {3, 0},           {-1, -1},           {-3, 3},
    {1, 65},       {9, 9},       {65, 1},          {INT_MAX, INT_MAX}, {INT_MIN, INT_MIN},
    {INT_MIN, -1}, {INT_MAX, 2}, {65'536, 65'536},
};

}  // namespace

TEST_CASE("a default-constructed Board is the empty 9x9 board", "[misuse]") {
  // Board{} used to hold no cells at all: is_valid read past an empty vector.
  const Board board{};
  CHECK(board.shape() == Shape{3, 3});
  CHECK(board.size() == 9);
  REQUIRE(board.cells().size() == 81);
  CHECK(std::all_of(board.cells().begin(), board.cells().end(), [](int v) { return v == 0; }));
  CHECK(sudoku::is_valid(board));
  const auto report = sudoku::check(board);
  CHECK(report.valid());
  CHECK(report.shape == Shape{3, 3});
  CHECK(report.conflict_cells.empty());
  CHECK(board == *sudoku::parse(std::string(81, '.')).board);
}

TEST_CASE("a moved-from Board is the empty board of its shape", "[misuse]") {
  // A moved-from Board used to keep its shape but lose its cells: is_valid read past them.
  auto parsed = sudoku::parse("1....1" + std::string(30, '.'));  // 6x6, a repeat in row 0
  REQUIRE(parsed.ok());
  Board& source = *parsed.board;
  const Board original = source;

  Board moved = std::move(source);
  CHECK(moved == original);
  CHECK(source.shape() == Shape{2, 3});
  REQUIRE(source.cells().size() == 36);
  CHECK(std::all_of(source.cells().begin(), source.cells().end(), [](int v) { return v == 0; }));
  CHECK(sudoku::is_valid(source));
  CHECK(sudoku::check(source).valid());

  Board assigned;
  assigned = std::move(moved);
  CHECK(assigned == original);
  CHECK_FALSE(sudoku::is_valid(assigned));
  CHECK(moved.cells().size() == 36);
  CHECK(sudoku::is_valid(moved));
}

TEST_CASE("a cell count that does not match the shape is an error, not a board", "[misuse]") {
  // 80 cells with a 3x3 shape used to make a Board that is_valid read one cell past.
  const auto [count, shape] = GENERATE(table<std::size_t, Shape>({
      {80, {3, 3}},
      {82, {3, 3}},
      {0, {3, 3}},
      {1, {2, 2}},
      {4095, {8, 8}},
  }));
  CAPTURE(count, shape);
  const std::vector<int> numbers(count, 0);
  const auto from_numbers = sudoku::parse(std::span<const int>(numbers), shape);
  REQUIRE_FALSE(from_numbers.ok());
  CHECK_THAT(from_numbers.error.message,
             Catch::Matchers::Contains("expected " + std::to_string(shape.cell_count())));
  const auto from_text = sudoku::parse(std::string(count, '.'), shape);
  REQUIRE_FALSE(from_text.ok());
  CHECK_THAT(from_text.error.message,
             Catch::Matchers::Contains("expected " + std::to_string(shape.cell_count())));
}

TEST_CASE("a cell value outside 0..N is an error at that cell", "[misuse]") {
  // A value of 200 used to make a Board whose digit shifted past the 64-bit mask.
  const auto [value, shape] = GENERATE(table<int, Shape>({
      {200, {3, 3}},
      {10, {3, 3}},
      {-1, {3, 3}},
      {INT_MIN, {3, 3}},
      {INT_MAX, {3, 3}},
      {65, {8, 8}},
      {256, {8, 8}},
      {2, {1, 1}},
  }));
  CAPTURE(value, shape);
  std::vector<int> numbers(static_cast<std::size_t>(shape.cell_count()), 0);
  const std::size_t where = numbers.size() - 1;
  numbers[where] = value;
  const auto result = sudoku::parse(std::span<const int>(numbers), shape);
  REQUIRE_FALSE(result.ok());
  CHECK(result.error.position == where);
  CHECK_THAT(result.error.message, Catch::Matchers::Contains("holds " + std::to_string(value)));
}

TEST_CASE("an unsupported shape is refused by every function that takes one", "[misuse]") {
  for (const Shape shape : unsupported_shapes) {
    CAPTURE(shape);
    CHECK_FALSE(shape.supported());
    CHECK(shape.size() == 0);
    CHECK(shape.cell_count() == 0);
    CHECK(sudoku::box_index(0, 0, shape) == -1);

    const auto from_text = sudoku::parse(std::string(81, '.'), shape);
    REQUIRE_FALSE(from_text.ok());
    CHECK_THAT(from_text.error.message, Catch::Matchers::Contains("is not supported"));
    const std::vector<int> numbers(81, 0);
    CHECK_FALSE(sudoku::parse(std::span<const int>(numbers), shape).ok());
    const std::vector<std::vector<int>> grid(9, std::vector<int>(9, 0));
    CHECK_FALSE(sudoku::parse(grid, shape).ok());

    const auto batch =
        sudoku::validate_many(std::string(81, '.') + "\n" + std::string(4, '.'), shape);
    CHECK(batch.total == 2);
    CHECK(batch.malformed == 2);
    REQUIRE(batch.errors.size() == 2);
    CHECK_THAT(batch.errors[0].message, Catch::Matchers::Contains("is not supported"));
  }
}

TEST_CASE("box_index answers -1 off the board", "[misuse]") {
  const auto [row, col, shape] = GENERATE(table<int, int, Shape>({
      {-1, 0, {3, 3}},
      {0, -1, {3, 3}},
      {9, 0, {3, 3}},
      {0, 9, {3, 3}},
      {INT_MIN, INT_MIN, {3, 3}},
      {INT_MAX, INT_MAX, {3, 3}},
      {6, 0, {2, 3}},
      {0, 0, {0, 3}},
  }));
  CAPTURE(row, col, shape);
  CHECK(sudoku::box_index(row, col, shape) == -1);
}

TEST_CASE("unit_name names a Unit outside the enumeration without reading past a table",
          "[misuse]") {
  CHECK(sudoku::unit_name(static_cast<sudoku::Unit>(8)) == "unit");  // past Unit::cage
  CHECK(sudoku::unit_name(static_cast<sudoku::Unit>(255)) == "unit");
}

TEST_CASE("is_valid_line refuses anything but 81 digits and blanks", "[misuse]") {
  CHECK_FALSE(sudoku::is_valid_line({}).has_value());
  CHECK_FALSE(sudoku::is_valid_line(std::string(80, '.')).has_value());
  CHECK_FALSE(sudoku::is_valid_line(std::string(82, '.')).has_value());
  CHECK_FALSE(sudoku::is_valid_line(std::string(81, '\0')).has_value());
  CHECK_FALSE(sudoku::is_valid_line(std::string(81, '\xff')).has_value());
  CHECK_FALSE(sudoku::is_valid_line(std::string(81, 'A')).has_value());
  CHECK(sudoku::is_valid_line(std::string(81, '.')) == true);
}
