// Shared by the travelling formats' fuzz targets: a puzzle read from any format must come back
// the same from every format that takes it.
#pragma once

#include <algorithm>

#include "fuzz.hpp"
#include "sudoku/formats.hpp"

namespace fuzz {

// The rules with each cage's cells in board order and the cages in the order of their first
// cells: a cage is a set of cells, and a Solo id carries no order (it reads back so).
inline sudoku::Rules cages_as_sets(sudoku::Rules rules) {
  for (auto& cage : rules.cages) std::sort(cage.cells.begin(), cage.cells.end());
  std::stable_sort(rules.cages.begin(), rules.cages.end(),
                   [](const sudoku::Cage& a, const sudoku::Cage& b) { return a.cells < b.cells; });
  return rules;
}

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
    require(cages_as_sets(back.puzzle->rules) == cages_as_sets(puzzle.rules),
            "the rules read back unchanged");
  }
}

}  // namespace fuzz
