// validate_rules()'s check of Rules::constraints: the shape of every instance (validate.hpp).
#include "validate.hpp"

#include <array>
#include <cstddef>
#include <string>
#include <vector>

#include "../characters.hpp"
#include "validate_parts.hpp"

namespace sudoku::detail {
namespace {

using namespace constraint_shape;

// How many lines a kind takes and how many cells each line has (max 0: no bound but the board).
struct Layout {
  int min_lines, max_lines, min_cells, max_cells;
  const char* lines_note;  // why, when the count is wrong, or ""
};

constexpr Layout kind_layout(K kind) {
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

// By kind, its layout: a look-up per constraint rather than a jump through the switch.
constexpr auto layouts = [] {
  std::array<Layout, constraint_kind_count> table{};
  for (int k = 0; k < constraint_kind_count; ++k) table[k] = kind_layout(static_cast<K>(k));
  return table;
}();

// True when `cells` holds a cell twice, before `at` and at it: pairwise for a short line (most
// are: dots, marks, a few cells of a line), without the board-wide buffer.
constexpr std::size_t short_line = 8;
inline bool repeats_before(const std::vector<int>& cells, std::size_t at) {
  for (std::size_t k = 0; k < at; ++k) {
    if (cells[k] == cells[at]) return true;
  }
  return false;
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
  // Per cell, the number of the last long line that held it (lines count from 1): one buffer
  // serves every line of more than short_line cells, made for the first.
  std::vector<int> last_line;
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
    const Layout& layout = layouts[static_cast<std::size_t>(kind_index)];
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
      const bool long_line = cells.size() > short_line;
      if (long_line) {
        if (last_line.empty()) last_line.assign(static_cast<std::size_t>(cell_count), 0);
        ++line_number;
      }
      for (std::size_t at = 0; at < cells.size(); ++at) {
        const int cell = cells[at];
        if (cell < 0 || cell >= cell_count) {
          return error_at(cell_place(index, line, at),
                          SUDOKU_MESSAGE("constraints.validate.cell_not_on_board_cells",
                                         "cell {0} is not on the board (cells 0 to {1})"),
                          {Part(cell), Part(cell_count - 1)});
        }
        if (long_line ? last_line[static_cast<std::size_t>(cell)] == line_number
                      : repeats_before(cells, at)) {
          return error_at(cell_place(index, line, at),
                          SUDOKU_MESSAGE("constraints.validate.listed_twice_in_this_line",
                                         "{0} is listed twice in this line"),
                          {Part(cell_name(cell, size))});
        }
        if (long_line) last_line[static_cast<std::size_t>(cell)] = line_number;
      }
    }
    if (!value_fits(constraint, size)) return value_error(constraint, index, size);
    if (constraint.kind == K::quadruple || !constraint.digits.empty()) {
      if (auto error = digits_error(constraint, index, size)) return error;
    }
    if (has_kind_demands(constraint.kind)) {
      if (auto error = kind_error(constraint, index, rules, size)) return error;
    }
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
