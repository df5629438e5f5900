// Shared by the travelling formats' fuzz targets: a puzzle read from any format must come back
// the same from every format that takes it.
#pragma once

#include "fuzz.hpp"
#include "sudoku/formats.hpp"

namespace fuzz {

inline void check_puzzle_round_trips(const sudoku::Puzzle& puzzle) {
  check_board(puzzle.board);
  for (int to = 0; to <= static_cast<int>(sudoku::Format::solo); ++to) {
    const auto written =
        sudoku::format(puzzle.board, static_cast<sudoku::Format>(to), puzzle.rules);
    if (!written) {
      require(!written.error.empty(), "a refusal to write says why");
      continue;
    }
    const auto back = sudoku::parse_puzzle(*written.text);
    require(back.ok(), "what format() writes reads back");
    require(back.puzzle->board == puzzle.board, "the board reads back unchanged");
    require(back.puzzle->rules == puzzle.rules, "the rules read back unchanged");
  }
}

}  // namespace fuzz
