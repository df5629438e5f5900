// The referees of the fuzz targets. Built without coverage instrumentation, so the fuzzer's
// feedback comes from the core alone and the referees cost no more than plain code.
#include <algorithm>

#include "fuzz.hpp"

namespace fuzz {

std::vector<int> cells_of(const sudoku::Board& board) {
  return {board.cells().begin(), board.cells().end()};
}

void check_board(const sudoku::Board& board) {
  const int size = board.size();
  require(board.shape().supported(), "a Board's shape is supported");
  require(board.cells().size() == static_cast<std::size_t>(size * size), "a Board has N*N cells");
  for (int cell : board.cells()) require(cell >= 0 && cell <= size, "every cell is 0..N");

  const sudoku::Report report = sudoku::check(board);
  const sudoku::Report expected = reference::check(cells_of(board), board.shape());
  require(report.shape == board.shape(), "check reports the board's shape");
  require(report.conflicts == expected.conflicts, "check's conflicts equal the referee's");
  require(report.conflict_cells == expected.conflict_cells,
          "check's conflict cells equal the referee's");
  require(sudoku::is_valid(board) == expected.valid(), "is_valid agrees with the referee");
}

std::optional<std::string> one_line(const sudoku::Board& board) {
  std::string line;
  for (int cell : board.cells()) {
    if (cell > sudoku::max_text_digit) return std::nullopt;
    line += cell == 0 ? '.' : reference::symbol(cell);
  }
  return line;
}

bool same_report(const sudoku::BatchReport& a, const sudoku::BatchReport& b) {
  const auto same_error = [](const sudoku::BatchError& x, const sudoku::BatchError& y) {
    return x.line == y.line && x.column == y.column && x.board == y.board && x.message == y.message;
  };
  return a.total == b.total && a.valid == b.valid && a.invalid == b.invalid &&
         a.malformed == b.malformed && a.results == b.results && a.lines == b.lines &&
         std::equal(a.errors.begin(), a.errors.end(), b.errors.begin(), b.errors.end(), same_error);
}

}  // namespace fuzz
