// validate_rules()'s check of Rules::constraints: the shape of every instance (validate.hpp).
#include "validate.hpp"

#include <cstddef>
#include <string>
#include <vector>

#include "../characters.hpp"

namespace sudoku::detail {
namespace {

using K = ConstraintKind;

// How many lines a kind takes and how many cells each line has (max 0: no bound but the board).
struct Layout {
  int min_lines, max_lines, min_cells, max_cells;
  const char* lines_note;  // why, when the count is wrong, or ""
};

Layout layout_of(K kind) {
  switch (kind) {
    case K::thermometer:
    case K::slow_thermometer:
      return {1, 0, 1, 0, " (a line from the bulb, one more per branch)"};
    case K::arrow:
      return {2, 0, 1, 0, " (its circle, then its shafts)"};
    case K::kropki_white:
    case K::kropki_black:
    case K::xv:
      return {1, 1, 2, 2, ""};
    case K::between:
      return {1, 1, 2, 0, ""};
    case K::odd:
    case K::even:
    case K::minimum:
    case K::maximum:
      return {1, 1, 1, 1, ""};
    case K::quadruple:
      return {1, 1, 2, 4, ""};
    case K::clone:
      return {2, 2, 1, 0, " (the cells and their clones)"};
    default:  // the other lines, the indexers and the outside clues
      return {1, 1, 1, 0, ""};
  }
}

bool outside_clue(K kind) {
  return kind == K::little_killer || kind == K::sandwich || kind == K::x_sum ||
         kind == K::skyscraper;
}

std::string place(std::size_t index, const char* part = "") {
  return format(SUDOKU_TEXT("rules.constraints[{0}]{1}"),
                {Part(static_cast<long long>(index)), Part(part)});
}

std::string line_place(std::size_t index, std::size_t line) {
  return format(SUDOKU_TEXT("rules.constraints[{0}].lines[{1}]"),
                {Part(static_cast<long long>(index)), Part(static_cast<long long>(line))});
}

std::string cell_place(std::size_t index, std::size_t line, std::size_t at) {
  return format(SUDOKU_TEXT("{0}[{1}]"),
                {Part(line_place(index, line)), Part(static_cast<long long>(at))});
}

ParseError error_at(const std::string& where, Message pattern, std::initializer_list<Part> parts) {
  return {std::nullopt, format(SUDOKU_TEXT("{0}: "), {Part(where)}) + format(pattern, parts)};
}

// "cell 10 (r2c2)": the index as the data spells it, and the cell as people name it.
std::string cell_name(int cell, int size) {
  return format(SUDOKU_MESSAGE("constraints.validate.cell_r_c", "cell {0} (r{1}c{2})"),
                {Part(cell), Part(cell / size + 1), Part(cell % size + 1)});
}

std::string count_text(int low, int high) {
  if (high == 0)
    return format(SUDOKU_MESSAGE("constraints.validate.or_more", "{0} or more"), {Part(low)});
  if (low == high) return format(SUDOKU_TEXT("{0}"), {Part(low)});
  return format(SUDOKU_MESSAGE("constraints.validate.to", "{0} to {1}"), {Part(low), Part(high)});
}

// "1 cell", "3 cells".
constexpr Message cells_counted =
    SUDOKU_MESSAGE("constraints.validate.cells", "{0, plural, one {# cell} other {# cells}}");
std::string counted(long long count, Message noun) { return format(noun, {Part(count)}); }

std::string kind_text(K kind) {
  return format(SUDOKU_TEXT("\"{0}\""), {Part(constraint_name(kind))});
}

// The value's range: none (must be 0), or low..high with 0 also meaning the default.
std::optional<ParseError> value_error(const Constraint& constraint, std::size_t index, int size) {
  const int value = constraint.value;
  // The place is spelt out only for an error (a check spells out nothing).
  const auto where = [index] { return place(index, ".value"); };
  switch (constraint.kind) {
    case K::kropki_white:
      if (value < 0 || value > size - 1) {
        return error_at(
            where(),
            SUDOKU_MESSAGE("constraints.validate.not_difference_two_digits_1",
                           "{0} is not a difference of two digits (1 to {1}, or 0 for 1)"),
            {Part(value), Part(size - 1)});
      }
      return std::nullopt;
    case K::whispers:
      if (value < 0 || value > size - 1) {
        return error_at(
            where(),
            SUDOKU_MESSAGE("constraints.validate.not_difference_two_digits_1_2",
                           "{0} is not a difference of two digits (1 to {1}, or 0 for {2})"),
            {Part(value), Part(size - 1), Part((size + 1) / 2)});
      }
      return std::nullopt;
    case K::kropki_black:
      if (value < 0 || value == 1 || value > size) {
        return error_at(where(),
                        SUDOKU_MESSAGE("constraints.validate.not_ratio_two_digits_2",
                                       "{0} is not a ratio of two digits (2 to {1}, or 0 for 2)"),
                        {Part(value), Part(size)});
      }
      return std::nullopt;
    case K::xv:
    case K::little_killer:
    case K::x_sum:
      if (value <= 0)
        return error_at(
            where(),
            SUDOKU_MESSAGE("constraints.validate.not_positive_sum", "{0} is not a positive sum"),
            {Part(value)});
      return std::nullopt;
    case K::sandwich:
      if (value < 0)
        return error_at(where(),
                        SUDOKU_MESSAGE("constraints.validate.not_sum_0_or_more",
                                       "{0} is not a sum (0 or more)"),
                        {Part(value)});
      return std::nullopt;
    case K::skyscraper:
      if (value < 1 || value > size) {
        return error_at(where(),
                        SUDOKU_MESSAGE("constraints.validate.not_count_digits_seen_1",
                                       "{0} is not a count of digits seen (1 to {1})"),
                        {Part(value), Part(size)});
      }
      return std::nullopt;
    default:
      if (value != 0) {
        return error_at(where(),
                        SUDOKU_MESSAGE("constraints.validate.takes_no_value_here",
                                       "{0} takes no value (here {1})"),
                        {Part(kind_text(constraint.kind)), Part(value)});
      }
      return std::nullopt;
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

// The kind's own demands on lines that are each on the board, without a repeated cell.
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

// constraints_error(), with `at` the index of the constraint refused.
std::optional<ParseError> first_error(const Rules& rules, Shape shape, std::size_t& at) {
  const int size = shape.size();
  const int cell_count = size * size;
  const auto& constraints = rules.constraints;
  at = constraints.size();
  if (constraints.size() > 4 * static_cast<std::size_t>(cell_count)) {
    return error_at("rules.constraints",
                    SUDOKU_MESSAGE("constraints.validate.constraints_more_than_4_per",
                                   "{0} constraints, more than 4 per cell ({1} on this board)"),
                    {Part(static_cast<long long>(constraints.size())), Part(4LL * cell_count)});
  }
  const long long cell_bound = 64LL * cell_count;
  long long cells_in_all = 0;
  // Per cell, the number of the last line that held it (lines count from 1): one buffer serves
  // every line.
  std::vector<int> last_line(static_cast<std::size_t>(cell_count), 0);
  int line_number = 0;
  for (std::size_t index = 0; index < constraints.size(); ++index) {
    at = index;
    const Constraint& constraint = constraints[index];
    const auto kind_index = static_cast<int>(constraint.kind);
    if (kind_index >= constraint_kind_count) {
      return error_at(place(index, ".kind"),
                      SUDOKU_MESSAGE("constraints.validate.not_constraint_kind",
                                     "{0} is not a constraint kind"),
                      {Part(kind_index)});
    }
    const Layout layout = layout_of(constraint.kind);
    const auto line_count = static_cast<long long>(constraint.lines.size());
    if (line_count < layout.min_lines || (layout.max_lines && line_count > layout.max_lines)) {
      const std::string wanted = format(
          SUDOKU_MESSAGE("constraints.validate.takes_not", "{0} takes {1} {2}, not {3}"),
          {Part(kind_text(constraint.kind)), Part(count_text(layout.min_lines, layout.max_lines)),
           Part(layout.max_lines == 1 ? "line" : "lines"), Part(line_count)});
      return error_at(place(index, ".lines"), SUDOKU_TEXT("{0}"),
                      {Part(wanted + layout.lines_note)});
    }
    for (std::size_t line = 0; line < constraint.lines.size(); ++line) {
      const std::vector<int>& cells = constraint.lines[line];
      const auto length = static_cast<long long>(cells.size());
      const bool arrow_circle = constraint.kind == K::arrow && line == 0;
      const int low = arrow_circle ? 1 : layout.min_cells;
      const int high = arrow_circle ? 3 : layout.max_cells;
      if (length < low || (high && length > high)) {
        return error_at(line_place(index, line),
                        arrow_circle ? SUDOKU_MESSAGE("constraints.validate.has_and_circle_has",
                                                      "has {0}, and the circle of {1} has {2}")
                                     : SUDOKU_MESSAGE("constraints.validate.has_and_line_has",
                                                      "has {0}, and a line of {1} has {2}"),
                        {Part(counted(length, cells_counted)), Part(kind_text(constraint.kind)),
                         Part(count_text(low, high))});
      }
      cells_in_all += length;
      if (cells_in_all > cell_bound) {
        at = constraints.size();
        return error_at("rules.constraints",
                        SUDOKU_MESSAGE("constraints.validate.more_than_cells_in_all",
                                       "more than {0} cells in all (64 per cell of the board)"),
                        {Part(cell_bound)});
      }
      ++line_number;
      for (std::size_t at = 0; at < cells.size(); ++at) {
        const int cell = cells[at];
        if (cell < 0 || cell >= cell_count) {
          return error_at(cell_place(index, line, at),
                          SUDOKU_MESSAGE("constraints.validate.cell_not_on_board_cells",
                                         "cell {0} is not on the board (cells 0 to {1})"),
                          {Part(cell), Part(cell_count - 1)});
        }
        if (last_line[static_cast<std::size_t>(cell)] == line_number) {
          return error_at(cell_place(index, line, at),
                          SUDOKU_MESSAGE("constraints.validate.listed_twice_in_this_line",
                                         "{0} is listed twice in this line"),
                          {Part(cell_name(cell, size))});
        }
        last_line[static_cast<std::size_t>(cell)] = line_number;
      }
    }
    if (auto error = value_error(constraint, index, size)) return error;
    if (auto error = digits_error(constraint, index, size)) return error;
    if (auto error = kind_error(constraint, index, rules, size)) return error;
  }
  return std::nullopt;
}

}  // namespace

std::optional<ParseError> constraints_error(const Rules& rules, Shape shape, std::size_t* at) {
  std::size_t index = 0;
  auto error = first_error(rules, shape, index);
  if (at) *at = index;
  return error;
}

std::string undecided_note(const Rules& rules, int index) {
  const auto at = static_cast<std::size_t>(index);
  const std::string_view kind = at < rules.constraints.size()
                                    ? constraint_name(rules.constraints[at].kind)
                                    : std::string_view("constraint");
  return format(SUDOKU_MESSAGE("constraints.validate.too_large_to_decide_constraint",
                               "too large to decide: constraint {0} ({1})"),
                {Part(index + 1), Part(kind)});
}

}  // namespace sudoku::detail
