// Fuzzes f-puzzles JSON: any bytes give a puzzle or an error; a puzzle comes back from every
// format it fits, and the same JSON packed into a ?load= link reads as the same puzzle.
#include "formats/travel.hpp"
#include "puzzle.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::text(fuzz::bytes(data, size));
  const auto json = sudoku::detail::read_json(text, false);
  if (!json.value || !json.value->is(sudoku::detail::Json::Kind::object)) return 0;
  const auto puzzle = sudoku::detail::read_fpuzzles(*json.value);
  if (!puzzle) {
    fuzz::require(!puzzle.error.message.empty(), "an error has a message");
    return 0;
  }
  fuzz::check_puzzle_round_trips(*puzzle.puzzle);
  const auto link = sudoku::parse_puzzle("https://f-puzzles.com/?load=" +
                                         sudoku::detail::lz_compress_base64(text));
  fuzz::require(link.ok() && link.puzzle->board == puzzle.puzzle->board &&
                    link.puzzle->rules == puzzle.puzzle->rules,
                "a ?load= link of the JSON reads as the JSON");
  // The payload alone (as files hold it) reads as the link does.
  const std::string payload = sudoku::detail::lz_compress_base64(text);
  if (payload.starts_with("N4Ig")) {
    const auto bare = sudoku::parse_puzzle(payload);
    fuzz::require(bare.ok() && bare.puzzle->board == link.puzzle->board &&
                      bare.puzzle->rules == link.puzzle->rules,
                  "an f-puzzles payload alone reads as its ?load= link");
  }
  // lz-string carries UTF-16: keys that are not UTF-8 come back as U+FFFD, so only ASCII JSON
  // names its ignored constraints identically both ways.
  bool ascii = true;
  for (const char c : text) ascii = ascii && static_cast<unsigned char>(c) < 0x80;
  fuzz::require(!ascii || link.puzzle->ignored == puzzle.puzzle->ignored,
                "a ?load= link of ASCII JSON names the same ignored constraints");
  return 0;
}
