// validate_many: checks newline-separated boards, one per line, and reports counts and errors.
#include <algorithm>
#include <string_view>

#include "sudoku/sudoku.hpp"

namespace sudoku {
namespace {

bool is_blank_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

// Blank lines and `#` comment lines are not boards and get no result.
bool is_skipped(std::string_view line) {
  auto first = std::find_if_not(line.begin(), line.end(), is_blank_space);
  return first == line.end() || *first == '#';
}

}  // namespace

BatchReport validate_many(std::string_view text, std::optional<Shape> shape) {
  BatchReport report;
  std::size_t line_number = 0;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    start = end + 1;
    ++line_number;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (is_skipped(line)) continue;

    const std::size_t board_index = report.results.size();
    report.lines.push_back(static_cast<std::uint32_t>(line_number));
    ParseResult parsed = parse(line, shape);
    if (!parsed) {
      report.results.push_back(static_cast<std::uint8_t>(BatchResult::malformed));
      ++report.malformed;
      if (report.errors.size() < max_batch_errors) {
        const std::size_t column = parsed.error.position ? *parsed.error.position + 1 : 0;
        report.errors.push_back(
            {line_number, column, board_index, std::move(parsed.error.message)});
      }
    } else if (is_valid(*parsed.board)) {
      report.results.push_back(static_cast<std::uint8_t>(BatchResult::valid));
      ++report.valid;
    } else {
      report.results.push_back(static_cast<std::uint8_t>(BatchResult::invalid));
      ++report.invalid;
    }
  }
  report.total = report.results.size();
  return report;
}

}  // namespace sudoku
