// Shapes: inference from a side or a cell count, the "RxC" text form, and the box formula.
#include <catch2/catch.hpp>

#include "printing.hpp"

using sudoku::Shape;

TEST_CASE("shape_for_size picks the factorisation closest to square", "[shape]") {
  auto [size, box_rows, box_cols] = GENERATE(table<int, int, int>({
      {1, 1, 1},  {2, 1, 2},  {3, 1, 3},  {4, 2, 2},  {6, 2, 3},  {7, 1, 7},   {8, 2, 4},
      {9, 3, 3},  {10, 2, 5}, {12, 3, 4}, {16, 4, 4}, {18, 3, 6}, {20, 4, 5},  {24, 4, 6},
      {25, 5, 5}, {30, 5, 6}, {35, 5, 7}, {36, 6, 6}, {49, 7, 7}, {60, 6, 10}, {64, 8, 8},
  }));
  CAPTURE(size);
  const auto shape = sudoku::shape_for_size(size);
  REQUIRE(shape.has_value());
  CHECK(*shape == Shape{box_rows, box_cols});
  CHECK(shape->size() == size);
}

TEST_CASE("every supported side has a shape with box_rows <= box_cols", "[shape]") {
  for (int size = 1; size <= sudoku::max_size; ++size) {
    CAPTURE(size);
    const auto shape = sudoku::shape_for_size(size);
    REQUIRE(shape.has_value());
    CHECK(shape->size() == size);
    CHECK(shape->box_rows <= shape->box_cols);
    CHECK(shape->supported());
    // No other factorisation with rows <= cols is squarer.
    for (int rows = shape->box_rows + 1; rows * rows <= size; ++rows) {
      CHECK(size % rows != 0);
    }
  }
}

TEST_CASE("shape_for_size refuses sides outside 1..max_size", "[shape]") {
  const int size = GENERATE(-9, -1, 0, sudoku::max_size + 1, 81, 1000);
  CAPTURE(size);
  CHECK_FALSE(sudoku::shape_for_size(size).has_value());
}

TEST_CASE("infer_shape takes the side from a square cell count", "[shape]") {
  auto [cells, box_rows, box_cols] = GENERATE(table<std::size_t, int, int>({
      {1, 1, 1},
      {4, 1, 2},
      {16, 2, 2},
      {36, 2, 3},
      {64, 2, 4},
      {81, 3, 3},
      {144, 3, 4},
      {256, 4, 4},
      {625, 5, 5},
      {1296, 6, 6},
      {4096, 8, 8},
  }));
  CAPTURE(cells);
  const auto shape = sudoku::infer_shape(cells);
  REQUIRE(shape.has_value());
  CHECK(*shape == Shape{box_rows, box_cols});
  CHECK(static_cast<std::size_t>(shape->cell_count()) == cells);
}

TEST_CASE("infer_shape refuses counts that are no supported square", "[shape]") {
  const std::size_t cells = GENERATE(std::size_t{0}, 2, 3, 5, 80, 82, 4095, 4097, 65 * 65, 6561);
  CAPTURE(cells);
  CHECK_FALSE(sudoku::infer_shape(cells).has_value());
}

TEST_CASE("parse_shape reads box rows then box columns", "[shape]") {
  auto [text, box_rows, box_cols] = GENERATE(table<std::string, int, int>({
      {"3x3", 3, 3},
      {"2x3", 2, 3},
      {"3x2", 3, 2},
      {"3X4", 3, 4},
      {"3\u00d74", 3, 4},
      {"1x1", 1, 1},
      {"8x8", 8, 8},
      {"1x64", 1, 64},
  }));
  CAPTURE(text);
  const auto shape = sudoku::parse_shape(text);
  REQUIRE(shape.has_value());
  CHECK(*shape == Shape{box_rows, box_cols});
}

TEST_CASE("parse_shape refuses malformed or unsupported shapes", "[shape]") {
  const std::string text = GENERATE(as<std::string>{}, "", "3", "x3", "3x", "3x3x3", "3*3", "-1x3",
                                    "0x3", "3x0", "9x9", "1x65", "a x b", "3.5x2");
  CAPTURE(text);
  CHECK_FALSE(sudoku::parse_shape(text).has_value());
}

TEST_CASE("a shape number with more digits than max_size, or a minus sign, is read whole",
          "[shape]") {
  // 640 is not 64 followed by a stray 0: "640x1" is an unsupported shape, quoted as written.
  const std::string text =
      GENERATE(as<std::string>{}, "640x1", "1x640", "6400x1", "64x10", "-1x3", "3x-2");
  CAPTURE(text);
  const sudoku::ShapeResult result = sudoku::read_shape(text);
  CHECK_FALSE(result.shape.has_value());
  CHECK_THAT(result.error.message, Catch::Matchers::Contains(text));
  // An unsupported shape, not one told to "write RxC": its form is right, its sides are not.
  CHECK_THAT(result.error.message, Catch::Matchers::Contains("is not supported"));
  CHECK(sudoku::parse_shape("64x1") == sudoku::Shape{64, 1});
}

TEST_CASE("supported() needs positive sides and N at most max_size", "[shape]") {
  CHECK(Shape{3, 3}.supported());
  CHECK(Shape{1, 1}.supported());
  CHECK(Shape{8, 8}.supported());
  CHECK_FALSE(Shape{0, 3}.supported());
  CHECK_FALSE(Shape{3, 0}.supported());
  CHECK_FALSE(Shape{-3, -3}.supported());
  CHECK_FALSE(Shape{9, 9}.supported());
  CHECK_FALSE(Shape{5, 13}.supported());
  // Sides whose product overflows int (the JS layer passes what callers give it).
  CHECK_FALSE(Shape{1'000'000'000, 1'000'000'000}.supported());
  CHECK_FALSE(Shape{65'536, 65'536}.supported());
  CHECK_FALSE(Shape{1, 65}.supported());
}

TEST_CASE("box_index numbers 9x9 boxes as (r/3)*3 + c/3", "[shape]") {
  const Shape shape{3, 3};
  for (int row = 0; row < 9; ++row) {
    for (int col = 0; col < 9; ++col) {
      CAPTURE(row, col);
      CHECK(sudoku::box_index(row, col, shape) == (row / 3) * 3 + col / 3);
    }
  }
}

TEST_CASE("box_index numbers boxes row-major for rectangular boxes", "[shape]") {
  SECTION("2x3 boxes: a 6x6 board with two boxes per band and three bands") {
    const Shape shape{2, 3};
    // The box of every cell, written out as a picture of the board.
    const int boxes[6][6] = {
        {0, 0, 0, 1, 1, 1}, {0, 0, 0, 1, 1, 1}, {2, 2, 2, 3, 3, 3},
        {2, 2, 2, 3, 3, 3}, {4, 4, 4, 5, 5, 5}, {4, 4, 4, 5, 5, 5},
    };
    for (int row = 0; row < 6; ++row) {
      for (int col = 0; col < 6; ++col) {
        CAPTURE(row, col);
        CHECK(sudoku::box_index(row, col, shape) == boxes[row][col]);
      }
    }
  }
  SECTION("3x2 boxes: a 6x6 board with three boxes per band and two bands") {
    const Shape shape{3, 2};
    const int boxes[6][6] = {
        {0, 0, 1, 1, 2, 2}, {0, 0, 1, 1, 2, 2}, {0, 0, 1, 1, 2, 2},
        {3, 3, 4, 4, 5, 5}, {3, 3, 4, 4, 5, 5}, {3, 3, 4, 4, 5, 5},
    };
    for (int row = 0; row < 6; ++row) {
      for (int col = 0; col < 6; ++col) {
        CAPTURE(row, col);
        CHECK(sudoku::box_index(row, col, shape) == boxes[row][col]);
      }
    }
  }
  SECTION("3x4 boxes: a 12x12 board") {
    const Shape shape{3, 4};
    for (int row = 0; row < 12; ++row) {
      for (int col = 0; col < 12; ++col) {
        CAPTURE(row, col);
        // Three boxes per band (12 / 4 columns), four bands (12 / 3 rows).
        CHECK(sudoku::box_index(row, col, shape) == (row / 3) * 3 + col / 4);
      }
    }
    CHECK(sudoku::box_index(11, 11, shape) == 11);
    CHECK(sudoku::box_index(2, 4, shape) == 1);
    CHECK(sudoku::box_index(3, 3, shape) == 3);
  }
  SECTION("each box of every shape up to 6x6 holds exactly N cells") {
    for (int box_rows = 1; box_rows <= 6; ++box_rows) {
      for (int box_cols = 1; box_cols <= 6; ++box_cols) {
        const Shape shape{box_rows, box_cols};
        const int size = shape.size();
        std::vector<int> cells_per_box(static_cast<std::size_t>(size), 0);
        for (int row = 0; row < size; ++row) {
          for (int col = 0; col < size; ++col) {
            const int box = sudoku::box_index(row, col, shape);
            REQUIRE(box >= 0);
            REQUIRE(box < size);
            ++cells_per_box[static_cast<std::size_t>(box)];
          }
        }
        CAPTURE(shape);
        CHECK(cells_per_box == std::vector<int>(static_cast<std::size_t>(size), size));
      }
    }
  }
}

TEST_CASE("unit_name names the three units", "[shape]") {
  CHECK(sudoku::unit_name(sudoku::Unit::row) == "row");
  CHECK(sudoku::unit_name(sudoku::Unit::column) == "column");
  CHECK(sudoku::unit_name(sudoku::Unit::box) == "box");
}
