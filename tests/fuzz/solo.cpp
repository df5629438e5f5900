// Fuzzes Solo game ids: any bytes after a Solo parameter string give a puzzle or an error; a
// puzzle comes back from every format it fits, and Solo's own form of it is a fixed point.
#include "formats/travel.hpp"
#include "puzzle.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::text(fuzz::bytes(data, size));
  const auto puzzle = sudoku::detail::read_solo(text);
  if (!puzzle) {
    fuzz::require(!puzzle.error.message.empty(), "an error has a message");
    return 0;
  }
  fuzz::check_puzzle_round_trips(*puzzle.puzzle);
  const auto solo =
      sudoku::format(puzzle.puzzle->board, sudoku::Format::solo, puzzle.puzzle->rules);
  if (solo) {
    const auto again = sudoku::parse_puzzle(*solo.text);
    fuzz::require(again.ok(), "Solo's form reads");
    const auto twice =
        sudoku::format(again.puzzle->board, sudoku::Format::solo, again.puzzle->rules);
    fuzz::require(twice.ok() && *twice.text == *solo.text, "Solo's form is written the same twice");
  }
  return 0;
}
