// Each constraint kind's own demands on its instances for validate_rules() (validate_parts.hpp):
// the value's range, a quadruple's digits, an outside clue's place and the cells it sees, and the
// kind's lines (a branching thermometer's bulb, an arrow's shafts off its circle, ...).
#include <cstddef>
#include <string>
#include <vector>

#include "../characters.hpp"
#include "validate_parts.hpp"

namespace sudoku::detail::constraint_shape {

ParseError value_error(const Constraint& constraint, std::size_t index, int size) {
  const int value = constraint.value;
  const std::string where = place(index, ".value");
  switch (constraint.kind) {
    case K::kropki_white:
      return error_at(
          where,
          SUDOKU_MESSAGE("constraints.validate.not_difference_two_digits_1",
                         "{0} is not a difference of two digits (1 to {1}, or 0 for 1)"),
          {Part(value), Part(size - 1)});
    case K::whispers:
      return error_at(
          where,
          SUDOKU_MESSAGE("constraints.validate.not_difference_two_digits_1_2",
                         "{0} is not a difference of two digits (1 to {1}, or 0 for {2})"),
          {Part(value), Part(size - 1), Part((size + 1) / 2)});
    case K::kropki_black:
      return error_at(where,
                      SUDOKU_MESSAGE("constraints.validate.not_ratio_two_digits_2",
                                     "{0} is not a ratio of two digits (2 to {1}, or 0 for 2)"),
                      {Part(value), Part(size)});
    case K::xv:
    case K::little_killer:
    case K::x_sum:
      return error_at(
          where,
          SUDOKU_MESSAGE("constraints.validate.not_positive_sum", "{0} is not a positive sum"),
          {Part(value)});
    case K::sandwich:
      return error_at(
          where,
          SUDOKU_MESSAGE("constraints.validate.not_sum_0_or_more", "{0} is not a sum (0 or more)"),
          {Part(value)});
    case K::skyscraper:
      return error_at(where,
                      SUDOKU_MESSAGE("constraints.validate.not_count_digits_seen_1",
                                     "{0} is not a count of digits seen (1 to {1})"),
                      {Part(value), Part(size)});
    default:
      return error_at(where,
                      SUDOKU_MESSAGE("constraints.validate.takes_no_value_here",
                                     "{0} takes no value (here {1})"),
                      {Part(kind_text(constraint.kind)), Part(value)});
  }
}

std::optional<ParseError> digits_error(const Constraint& constraint, std::size_t index, int size) {
  const auto& digits = constraint.digits;
  if (constraint.kind != K::quadruple) {
    if (digits.empty()) return std::nullopt;
    return error_at(place(index, ".digits"),
                    SUDOKU_MESSAGE("constraints.validate.has_no_digits_only_quadruple",
                                   "{0} has no digits (only \"quadruple\" does)"),
                    {Part(kind_text(constraint.kind))});
  }
  const std::size_t cells = constraint.lines[0].size();
  if (digits.empty() || digits.size() > cells) {
    return error_at(place(index, ".digits"),
                    SUDOKU_MESSAGE("constraints.validate.has_and_this_quadruple_takes",
                                   "has {0}, and this quadruple takes 1 to {1}"),
                    {Part(counted(static_cast<long long>(digits.size()),
                                  SUDOKU_MESSAGE("constraints.validate.digits",
                                                 "{0, plural, one {# digit} other {# digits}}"))),
                     Part(static_cast<long long>(cells))});
  }
  for (std::size_t at = 0; at < digits.size(); ++at) {
    if (digits[at] < 1 || digits[at] > size) {
      return error_at(
          format(SUDOKU_TEXT("{0}[{1}]"),
                 {Part(place(index, ".digits")), Part(static_cast<long long>(at))}),
          SUDOKU_MESSAGE("constraints.validate.not_digit_1_to", "{0} is not a digit (1 to {1})"),
          {Part(digits[at]), Part(size)});
    }
  }
  return std::nullopt;
}

namespace {

// The cells an outside clue at (row, col) sees: a whole row or column from the clue's side, or
// (a little killer) the diagonal from the cell diagonally next to the clue that `first` is.
std::vector<int> seen_cells(const Constraint& constraint, int size, int first) {
  const int row = constraint.clue_row, col = constraint.clue_col;
  std::vector<int> seen;
  if (constraint.kind == K::little_killer) {
    const int r0 = first / size, c0 = first % size;
    const int dr = r0 - row, dc = c0 - col;
    if ((dr != 1 && dr != -1) || (dc != 1 && dc != -1)) return seen;
    for (int r = r0, c = c0; r >= 0 && r < size && c >= 0 && c < size; r += dr, c += dc)
      seen.push_back(r * size + c);
    return seen;
  }
  for (int k = 0; k < size; ++k) {
    if (row == -1) seen.push_back(k * size + col);
    if (row == size) seen.push_back((size - 1 - k) * size + col);
    if (col == -1) seen.push_back(row * size + k);
    if (col == size) seen.push_back(row * size + size - 1 - k);
  }
  return seen;
}

std::optional<ParseError> clue_error(const Constraint& constraint, std::size_t index, int size) {
  const int row = constraint.clue_row, col = constraint.clue_col;
  const auto edge = [size](int at) { return at == -1 || at == size; };
  const auto inside = [size](int at) { return at >= 0 && at < size; };
  const bool little_killer = constraint.kind == K::little_killer;
  const bool fits = little_killer
                        ? (edge(row) && (inside(col) || edge(col))) || (edge(col) && inside(row))
                        : (edge(row) && inside(col)) || (edge(col) && inside(row));
  if (!fits) {
    return error_at(
        place(index, ".clue"),
        little_killer
            ? SUDOKU_MESSAGE("constraints.validate.row_column_not_outside_grid",
                             "row {0}, column {1} is not outside the grid (a clue's row or "
                             "column is -1 or {2})")
            : SUDOKU_MESSAGE("constraints.validate.row_column_not_outside_grid_2",
                             "row {0}, column {1} is not outside the grid beside a row or a "
                             "column (a clue's row or column is -1 or {2}, the other 0 to {3})"),
        {Part(row), Part(col), Part(size), Part(size - 1)});
  }
  const std::vector<int>& line = constraint.lines[0];
  const std::vector<int> seen = seen_cells(constraint, size, line[0]);
  if (seen.empty()) {
    return error_at(cell_place(index, 0, 0),
                    SUDOKU_MESSAGE("constraints.validate.not_diagonally_next_to_clue",
                                   "{0} is not diagonally next to the clue at row {1}, column {2}"),
                    {Part(cell_name(line[0], size)), Part(row), Part(col)});
  }
  for (std::size_t at = 0; at < line.size() && at < seen.size(); ++at) {
    if (line[at] != seen[at]) {
      return error_at(cell_place(index, 0, at),
                      SUDOKU_MESSAGE("constraints.validate.not_clue_s_next_cell",
                                     "{0} is not the clue's next cell, {1}"),
                      {Part(cell_name(line[at], size)), Part(cell_name(seen[at], size))});
    }
  }
  if (line.size() != seen.size()) {
    return error_at(line_place(index, 0),
                    SUDOKU_MESSAGE("constraints.validate.has_and_clue_at_row",
                                   "has {0}, and the clue at row {1}, column {2} sees {3}"),
                    {Part(counted(static_cast<long long>(line.size()), cells_counted)), Part(row),
                     Part(col), Part(static_cast<long long>(seen.size()))});
  }
  return std::nullopt;
}

}  // namespace

std::optional<ParseError> kind_error(const Constraint& constraint, std::size_t index,
                                     const Rules& rules, int size) {
  const auto& lines = constraint.lines;
  switch (constraint.kind) {
    case K::thermometer:
    case K::slow_thermometer:
      for (std::size_t line = 1; line < lines.size(); ++line) {
        if (lines[line][0] != lines[0][0]) {
          return error_at(
              cell_place(index, line, 0),
              SUDOKU_MESSAGE("constraints.validate.not_bulb_every_line_thermometer",
                             "{0} is not the bulb, {1} (every line of a thermometer starts on it)"),
              {Part(cell_name(lines[line][0], size)), Part(cell_name(lines[0][0], size))});
        }
      }
      return std::nullopt;
    case K::arrow:
      for (std::size_t line = 1; line < lines.size(); ++line) {
        for (std::size_t at = 0; at < lines[line].size(); ++at) {
          for (int circle : lines[0]) {
            if (lines[line][at] == circle) {
              return error_at(
                  cell_place(index, line, at),
                  SUDOKU_MESSAGE(
                      "constraints.validate.in_arrow_s_circle_lines",
                      "{0} is in the arrow's circle (lines[0]); a shaft starts after it"),
                  {Part(cell_name(circle, size))});
            }
          }
        }
      }
      return std::nullopt;
    case K::clone:
      if (lines[1].size() != lines[0].size()) {
        return error_at(line_place(index, 1),
                        SUDOKU_MESSAGE("constraints.validate.has_and_its_clone_lines",
                                       "has {0}, and its clone lines[0] has {1}"),
                        {Part(counted(static_cast<long long>(lines[1].size()), cells_counted)),
                         Part(static_cast<long long>(lines[0].size()))});
      }
      return std::nullopt;
    case K::box_indexer:
      if (!rules.regions.empty()) {
        return error_at(
            place(index),
            SUDOKU_MESSAGE("constraints.validate.boxindexer_needs_boxes_and_rules",
                           "\"boxIndexer\" needs boxes, and rules.regions replace them"),
            {});
      }
      return std::nullopt;
    default:
      if (outside_clue(constraint.kind)) return clue_error(constraint, index, size);
      return std::nullopt;
  }
}

}  // namespace sudoku::detail::constraint_shape
