// A deliberately simple referee for differential tests: one map of digit → cells per unit, and
// validate_many as a plain loop over lines.
#include "reference.hpp"

#include <map>
#include <set>

#include "sudoku/formats.hpp"

namespace reference {

sudoku::Report check(const std::vector<int>& cells, sudoku::Shape shape) {
  const int size = shape.size();
  // seen[unit][index][digit] = the cells of that unit holding that digit, in reading order.
  std::vector<std::map<int, std::vector<int>>> seen[3];
  for (auto& units : seen) units.resize(static_cast<std::size_t>(size));

  for (int cell = 0; cell < size * size; ++cell) {
    const int digit = cells[static_cast<std::size_t>(cell)];
    if (digit == 0) continue;
    const int row = cell / size;
    const int column = cell % size;
    const int box = (row / shape.box_rows) * (size / shape.box_cols) + column / shape.box_cols;
    seen[0][static_cast<std::size_t>(row)][digit].push_back(cell);
    seen[1][static_cast<std::size_t>(column)][digit].push_back(cell);
    seen[2][static_cast<std::size_t>(box)][digit].push_back(cell);
  }

  sudoku::Report report{shape, {}, {}, {}};
  std::set<int> conflict_cells;
  const sudoku::Unit units[] = {sudoku::Unit::row, sudoku::Unit::column, sudoku::Unit::box};
  for (int unit = 0; unit < 3; ++unit) {
    for (int index = 0; index < size; ++index) {
      for (const auto& [digit, where] : seen[unit][static_cast<std::size_t>(index)]) {
        if (where.size() < 2) continue;
        report.conflicts.push_back(sudoku::Conflict{units[unit], index, digit, where});
        conflict_cells.insert(where.begin(), where.end());
      }
    }
  }
  report.conflict_cells.assign(conflict_cells.begin(), conflict_cells.end());
  return report;
}

sudoku::BatchReport validate_many(std::string_view text, std::optional<sudoku::Shape> shape) {
  sudoku::BatchReport report;
  std::size_t line_number = 0;
  // A byte order mark is the input's, at its start only (core/src/lines.hpp), not each line's.
  std::size_t start = text.starts_with("\xEF\xBB\xBF") ? 3 : 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    start = end + 1;
    ++line_number;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    const auto first = line.find_first_not_of(" \t\r\v\f");
    if (first == std::string_view::npos || line[first] == '#') continue;
    report.lines.push_back(static_cast<std::uint32_t>(line_number));
    // A line is read as any text is (parse_puzzle: a link or a site id brings its rules), and
    // checked with the rules it carries.
    const sudoku::PuzzleResult parsed = sudoku::parse_puzzle(line, shape);
    if (!parsed) {
      if (report.errors.size() < sudoku::max_batch_errors) {
        // A batch error says its place in its line and column; its message is parse()'s without
        // the place that parse() puts first ("line 1, column 18: "), the line being one line.
        std::size_t column = 0;
        std::string message = parsed.error.message;
        if (parsed.error.position) {
          column = sudoku::place_in_text(line, *parsed.error.position).column;
          const std::string place = "line 1, column " + std::to_string(column) + ": ";
          if (message.starts_with(place)) message.erase(0, place.size());
        }
        report.errors.push_back({line_number, column, report.results.size(), message});
      }
      report.results.push_back(static_cast<std::uint8_t>(sudoku::BatchResult::malformed));
      ++report.malformed;
    } else if (sudoku::is_valid(parsed.puzzle->board, parsed.puzzle->rules).value_or(false)) {
      report.results.push_back(static_cast<std::uint8_t>(sudoku::BatchResult::valid));
      ++report.valid;
    } else {
      report.results.push_back(static_cast<std::uint8_t>(sudoku::BatchResult::invalid));
      ++report.invalid;
    }
  }
  report.total = report.results.size();
  return report;
}

char symbol(int digit, bool lower) {
  if (digit >= 1 && digit <= 9) return static_cast<char>('0' + digit);
  return static_cast<char>((lower ? 'a' : 'A') + digit - 10);
}

// Appends piece by piece: GCC 12 at -O3 reports a false -Wrestrict on `" " + std::to_string(n)`.
std::string describe(const sudoku::Report& report) {
  std::string text = std::to_string(report.shape.box_rows);
  text.append("x").append(std::to_string(report.shape.box_cols)).append(" boxes, ");
  text.append(std::to_string(report.conflicts.size())).append(" conflicts");
  for (const auto& conflict : report.conflicts) {
    text.append("\n  ").append(describe(conflict));
  }
  text.append("\n  conflict cells:");
  for (int cell : report.conflict_cells) text.append(" ").append(std::to_string(cell));
  return text;
}

std::string describe(const sudoku::Conflict& conflict) {
  std::string text(sudoku::unit_name(conflict.unit));
  text.append(" ").append(std::to_string(conflict.index));
  text.append(" digit ").append(std::to_string(conflict.digit)).append(" cells");
  for (int cell : conflict.cells) text.append(" ").append(std::to_string(cell));
  return text;
}

}  // namespace reference
