// f-puzzles' constraint fields written back from Rules::constraints (the reader is
// fpuzzles_constraints.cpp; both walk fpuzzles_fields.hpp's table). Cells are "R3C4", 1-based; an
// outside clue's cell is in row or column 0 or N+1.
#include <cstdlib>
#include <string>

#include "../characters.hpp"
#include "fpuzzles_fields.hpp"
#include "travel.hpp"

namespace sudoku::detail {
namespace {

using namespace fpuzzles;

std::string clue_name(int row, int col) {
  return format(SUDOKU_TEXT("R{0}C{1}"), {Part(row + 1), Part(col + 1)});
}

void append_names(std::string& out, const std::vector<int>& cells, int n) {
  out += '[';
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (i) out += ',';
    append_json_string(out, clue_name(cells[i] / n, cells[i] % n));
  }
  out += ']';
}

void append_lines(std::string& out, const std::vector<std::vector<int>>& lines, std::size_t from,
                  int n) {
  out += "\"lines\":[";
  for (std::size_t i = from; i < lines.size(); ++i) {
    if (i > from) out += ',';
    append_names(out, lines[i], n);
  }
  out += ']';
}

// The circle cell an arrow's shaft leaves from: one next to its first cell, else the first.
int shaft_start(const std::vector<int>& circle, int first, int n) {
  for (int cell : circle) {
    if (std::abs(cell / n - first / n) <= 1 && std::abs(cell % n - first % n) <= 1) return cell;
  }
  return circle[0];
}

}  // namespace

std::optional<std::string> write_fpuzzles_constraints(std::string& out, const Rules& rules, int n) {
  if (rules.negative_ratio || rules.negative_xv) {
    out += ",\"negative\":[";
    if (rules.negative_ratio) out += "\"ratio\"";
    if (rules.negative_ratio && rules.negative_xv) out += ',';
    if (rules.negative_xv) out += "\"xv\"";
    out += ']';
  }
  for (const Field& field : fields) {
    bool first = true;
    for (const Constraint& c : rules.constraints) {
      if (c.kind != field.kind) continue;
      if (first) out.append(",\"").append(field.key).append("\":[");
      out += first ? "{" : ",{";
      first = false;
      switch (field.form) {
        case Form::bulb_lines:
          append_lines(out, c.lines, 0, n);
          break;
        case Form::arrow: {
          out += "\"cells\":";
          append_names(out, c.lines[0], n);
          std::vector<std::vector<int>> lines;
          for (std::size_t k = 1; k < c.lines.size(); ++k) {
            lines.push_back({shaft_start(c.lines[0], c.lines[k][0], n)});
            lines.back().insert(lines.back().end(), c.lines[k].begin(), c.lines[k].end());
          }
          out += ',';
          append_lines(out, lines, 0, n);
          break;
        }
        case Form::dot:
          out += "\"cells\":";
          append_names(out, c.lines[0], n);
          if (field.kind == K::xv) {
            if (c.value != 10 && c.value != 5) {
              return format(
                  SUDOKU_MESSAGE("formats.fpuzzles.f_puzzles_writes_xv_sums",
                                 "f-puzzles writes XV sums of 10 (X) and 5 (V) only, not {0}"),
                  {Part(c.value)});
            }
            out += c.value == 10 ? ",\"value\":\"X\"" : ",\"value\":\"V\"";
          } else if (c.value) {
            out += format(SUDOKU_TEXT(",\"value\":\"{0}\""), {Part(c.value)});
          }
          break;
        case Form::clue:
          out += "\"cell\":";
          append_json_string(out, clue_name(c.clue_row, c.clue_col));
          if (field.kind == K::little_killer) {
            const int dr = c.lines[0][0] / n - c.clue_row, dc = c.lines[0][0] % n - c.clue_col;
            for (const Direction& d : directions) {
              if (d.dr == dr && d.dc == dc)
                out += format(SUDOKU_TEXT(",\"direction\":\"{0}\""), {Part(d.name)});
            }
            out += ",\"cells\":";
            append_names(out, c.lines[0], n);
          }
          out += format(SUDOKU_TEXT(",\"value\":\"{0}\""), {Part(c.value)});
          break;
        case Form::each_line:
          append_lines(out, c.lines, 0, n);
          if (c.value) out += format(SUDOKU_TEXT(",\"value\":\"{0}\""), {Part(c.value)});
          break;
        case Form::cell:
          out += "\"cell\":";
          append_json_string(out, clue_name(c.lines[0][0] / n, c.lines[0][0] % n));
          break;
        case Form::quadruple:
          out += "\"cells\":";
          append_names(out, c.lines[0], n);
          out += ",\"values\":[";
          for (std::size_t k = 0; k < c.digits.size(); ++k)
            out += format(k ? SUDOKU_TEXT(",{0}") : SUDOKU_TEXT("{0}"), {Part(c.digits[k])});
          out += ']';
          break;
        case Form::clone:
          out += "\"cells\":";
          append_names(out, c.lines[0], n);
          out += ",\"cloneCells\":";
          append_names(out, c.lines[1], n);
          break;
        case Form::cells:
          out += "\"cells\":";
          append_names(out, c.lines[0], n);
          break;
      }
      out += '}';
    }
    if (!first) out += ']';
  }
  return std::nullopt;
}

}  // namespace sudoku::detail
