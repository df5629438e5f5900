// Fuzzes is_valid_line: it answers exactly for 81 digits and blanks, and then as parse + is_valid.
#include "fuzz.hpp"

namespace {

bool is_fast_symbol(char c) {
  return (c >= '1' && c <= '9') || c == '.' || c == '0' || c == '-' || c == '_' || c == '*';
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view line = fuzz::text(fuzz::bytes(data, size));
  const std::optional<bool> valid = sudoku::is_valid_line(line);
  bool answerable = line.size() == 81;
  for (char c : line) answerable = answerable && is_fast_symbol(c);
  fuzz::require(valid.has_value() == answerable,
                "is_valid_line answers exactly for 81 digits and blanks");
  if (!valid) return 0;
  const sudoku::ParseResult parsed = sudoku::parse(line);
  fuzz::require(parsed.ok() && parsed.board->shape() == sudoku::Shape{3, 3},
                "an answerable line is a 9x9 board");
  fuzz::require(*valid == sudoku::is_valid(*parsed.board), "is_valid_line agrees with is_valid");
  fuzz::require(*valid == reference::check(fuzz::cells_of(*parsed.board), {3, 3}).valid(),
                "is_valid_line agrees with the referee");
  return 0;
}
