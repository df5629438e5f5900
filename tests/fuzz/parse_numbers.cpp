// Fuzzes parse(numbers) and parse(grid) with hostile shapes (any two ints) and any values: the
// result is a board exactly when a plain reading of the rules says so, and then holds the values.
#include "fuzz.hpp"

namespace {

// What parse(numbers) must decide, written as plainly as possible.
std::optional<sudoku::Shape> expected_shape(const fuzz::NumbersInput& input) {
  std::optional<sudoku::Shape> shape = input.shape;
  if (!shape) shape = sudoku::infer_shape(input.values.size());
  if (!shape || !shape->supported()) return std::nullopt;
  const auto size = static_cast<std::size_t>(shape->size());
  if (input.values.size() != size * size) return std::nullopt;
  for (int value : input.values) {
    if (value < 0 || value > shape->size()) return std::nullopt;
  }
  return shape;
}

std::vector<std::vector<int>> as_grid(const std::vector<int>& values, std::size_t rows) {
  std::vector<std::vector<int>> grid(rows);
  if (rows == 0) return grid;
  const std::size_t per_row = values.size() / rows;
  for (std::size_t i = 0; i < values.size(); ++i) {
    grid[std::min(i / std::max<std::size_t>(per_row, 1), rows - 1)].push_back(values[i]);
  }
  return grid;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const fuzz::NumbersInput input = fuzz::decode_numbers(fuzz::bytes(data, size));
  const sudoku::ParseResult parsed = sudoku::parse(std::span<const int>(input.values), input.shape);
  const auto shape = expected_shape(input);
  fuzz::require(parsed.ok() == shape.has_value(), "parse(numbers) accepts exactly the boards");
  if (parsed) {
    fuzz::require(parsed.board->shape() == *shape, "the board has the given or inferred shape");
    fuzz::require(fuzz::cells_of(*parsed.board) == input.values, "the board holds the values");
    fuzz::check_board(*parsed.board);
  } else {
    fuzz::require(!parsed.error.message.empty(), "an error has a message");
    fuzz::require(!parsed.error.position || *parsed.error.position < input.values.size(),
                  "an error position is a cell index");
  }

  if (input.grid_rows) {
    const auto grid = as_grid(input.values, *input.grid_rows);
    const sudoku::ParseResult from_grid = sudoku::parse(grid, input.shape);
    if (from_grid) {
      // A grid that parses is square and holds the same cells as the flat values.
      fuzz::require(parsed.ok() && *from_grid.board == *parsed.board,
                    "a grid parses to the board of its flat values");
    } else {
      fuzz::require(!from_grid.error.message.empty(), "a grid error has a message");
    }
  }
  return 0;
}
