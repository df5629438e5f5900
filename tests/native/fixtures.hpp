// Reads the shared fixture files (tests/fixtures/*.cases) and turns each case into core calls.
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "sudoku/sudoku.hpp"

namespace fixtures {

/// One case of a `.cases` file, as described in tests/fixtures/README.md.
struct Case {
  std::string file;      // file name, so a failure says where the case lives
  std::size_t line = 0;  // 1-based line of its `===` header
  std::string name;
  std::string format = "text";          // text, grid, flat or leetcode
  std::optional<std::string> shape;     // "RxC" as written
  std::string expect;                   // valid, invalid or error
  std::optional<int> size;              // expected N
  std::optional<std::string> boxes;     // expected shape "RxC"
  std::vector<std::string> conflicts;   // `conflict:` lines, in order
  std::optional<std::string> error;     // substring of the error message
  std::optional<std::string> position;  // expected error position, or "none"
  std::string input;                    // the board input, lines joined with '\n'

  /// "file:line name", the way a failure names its case.
  [[nodiscard]] std::string label() const;
};

/// The cases of one file. Throws std::runtime_error on a malformed file (unknown key, no expect).
std::vector<Case> read_file(const std::filesystem::path& path);

/// Every case of every `.cases` file in SUDOKU_FIXTURES_DIR, files in name order. Read once.
const std::vector<Case>& all_cases();

/// "RxC" → {R, C} without judging whether the shape is supported (so a case can pass 0x3 on).
/// Throws std::runtime_error when the text is not two numbers around an `x`.
sudoku::Shape shape_from_text(const std::string& text);

/// `<unit> <index> digit <d> cells <i> <j> ...` → Conflict. Throws on malformed text.
sudoku::Conflict conflict_from_text(const std::string& text);

/// Runs the case's input through the matching parse overload (leetcode input becomes text lines).
sudoku::ParseResult parse_case(const Case& fixture);

/// The case's position expectation: empty optional for "none".
std::optional<std::size_t> expected_position(const Case& fixture);

}  // namespace fixtures
