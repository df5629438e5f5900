// Fuzzes parse(text): any bytes give a well-formed board or a positioned error, never a crash,
// and a board parses back from its own one-line text to the same cells.
#include "fuzz.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::text(fuzz::bytes(data, size));
  const sudoku::ParseResult parsed = sudoku::parse(text);
  if (!parsed) {
    fuzz::require(!parsed.error.message.empty(), "an error has a message");
    fuzz::require(!parsed.error.position || *parsed.error.position <= text.size(),
                  "an error position lies within the text");
    return 0;
  }
  const sudoku::Board& board = *parsed.board;
  fuzz::check_board(board);

  // The inferred shape, given explicitly, reads the same board.
  const sudoku::ParseResult with_shape = sudoku::parse(text, board.shape());
  fuzz::require(with_shape.ok() && *with_shape.board == board,
                "parsing with the inferred shape gives the same board");
  if (const auto line = fuzz::one_line(board)) {
    const sudoku::ParseResult again = sudoku::parse(*line, board.shape());
    fuzz::require(again.ok() && *again.board == board, "the board's one-line text parses back");
  }
  return 0;
}
