// Fuzzes check and is_valid on boards of every supported shape against the tests' simple referee.
#include "fuzz.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const fuzz::CellsInput input = fuzz::decode_cells(fuzz::bytes(data, size));
  const sudoku::ParseResult parsed = sudoku::parse(std::span<const int>(input.cells), input.shape);
  fuzz::require(parsed.ok(), "cells of 0..N in a supported shape are a board");
  fuzz::check_board(*parsed.board);
  return 0;
}
