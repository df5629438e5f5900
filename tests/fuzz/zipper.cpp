// Fuzzes the PuzzleZipper short form and SudokuPad's JSON: any bytes read as zipped JSON give a
// value or an error; a SudokuPad puzzle read from them comes back from every format it fits.
#include "formats/travel.hpp"
#include "puzzle.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::text(fuzz::bytes(data, size));
  const auto json = sudoku::detail::read_json(text, true);
  if (!json.value) {
    fuzz::require(!json.error.empty(), "a JSON error has a message");
    return 0;
  }
  if (!json.value->is(sudoku::detail::Json::Kind::object)) return 0;
  const auto puzzle = sudoku::detail::read_sudokupad_json(*json.value);
  if (!puzzle) {
    fuzz::require(!puzzle.error.message.empty(), "an error has a message");
    return 0;
  }
  fuzz::check_puzzle_round_trips(*puzzle.puzzle);
  // Packed into an scl link, the same text is the same puzzle.
  const auto link =
      sudoku::parse_puzzle("https://sudokupad.app/scl" + sudoku::detail::lz_compress_base64(text));
  fuzz::require(link.ok() && link.puzzle->board == puzzle.puzzle->board &&
                    link.puzzle->rules == puzzle.puzzle->rules,
                "an scl link of the text reads as the text");
  return 0;
}
