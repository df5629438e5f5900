// The example of docs/core.md: checks the board given as its argument and lists its conflicts.
#include <iostream>
#include <sudoku/sudoku.hpp>

int main(int argc, char** argv) {
  const sudoku::ParseResult parsed = sudoku::parse(argc == 2 ? argv[1] : "");
  if (!parsed) {
    std::cerr << parsed.error.message << '\n';
    return 2;
  }
  const sudoku::Report report = sudoku::check(*parsed.board);
  for (const sudoku::Conflict& c : report.conflicts) {
    std::cout << c.digit << " repeats in " << sudoku::unit_name(c.unit) << ' ' << c.index + 1
              << '\n';
  }
  std::cout << (report.valid() ? "valid" : "invalid") << '\n';
  return report.valid() ? 0 : 1;
}
