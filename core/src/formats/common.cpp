// What every travelling format's reader shares: boards from cells, puzzles whose rules are
// checked, and regions that are only the boxes (the classic game).
#include "travel.hpp"

namespace sudoku::detail {

ParseResult board_from_cells(const std::vector<int>& cells, std::optional<Shape> shape) {
  ParseResult board = parse(std::span<const int>(cells), shape);
  // parse() of numbers places an error at a cell index, here an index into decoded data, not an
  // offset in the caller's text; the message names the cell, so the error has no position.
  if (!board) board.error.position.reset();
  return board;
}

PuzzleResult puzzle_error(std::string message) {
  return PuzzleResult{std::nullopt, ParseError{std::nullopt, std::move(message)}};
}

PuzzleResult make_puzzle(ParseResult board, Rules rules, std::vector<std::string> ignored) {
  if (!board) return PuzzleResult{std::nullopt, std::move(board.error)};
  drop_box_regions(rules, board.board->shape());
  if (auto error = validate_rules(rules, board.board->shape())) {
    return PuzzleResult{std::nullopt, std::move(*error)};
  }
  return PuzzleResult{Puzzle{std::move(*board.board), std::move(rules), std::move(ignored)}, {}};
}

bool regions_are_boxes(const std::vector<int>& regions, Shape shape) {
  const int size = shape.size();
  if (regions.size() != static_cast<std::size_t>(size) * size) return false;
  // The regions are the boxes when each region holds exactly one box, whatever its number.
  std::vector<int> box_of_region(static_cast<std::size_t>(size), -1);
  for (int cell = 0; cell < size * size; ++cell) {
    const int region = regions[static_cast<std::size_t>(cell)];
    const int box = box_index(cell / size, cell % size, shape);
    if (region < 0 || region >= size) return false;
    int& seen = box_of_region[static_cast<std::size_t>(region)];
    if (seen == -1) seen = box;
    if (seen != box) return false;
  }
  return true;
}

void drop_box_regions(Rules& rules, Shape shape) {
  if (regions_are_boxes(rules.regions, shape)) rules.regions.clear();
}

}  // namespace sudoku::detail
