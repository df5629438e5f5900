// f-puzzles' JSON written (the reader is fpuzzles.cpp): the grid with its givens and regions, the
// rule flags, `killercage`, `extraregion`, what the reader kept (Kept), and the constraint fields
// from Rules::constraints (read by fpuzzles_constraints.cpp; both walk fpuzzles_fields.hpp's
// table). Cells are "R3C4", 1-based; an outside clue's cell is in row or column 0 or N+1.
#include <algorithm>
#include <cstdlib>
#include <string>

#include "../characters.hpp"
#include "fpuzzles_fields.hpp"
#include "travel.hpp"

namespace sudoku::detail {
namespace {

using namespace fpuzzles;

void append_names(std::string& out, const std::vector<int>& cells, int n) {
  out += '[';
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (i) out += ',';
    append_json_string(out, cell_name(cells[i] / n, cells[i] % n));
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

// True for a key that the writer writes or the reader reads as a rule (of a cell, with `in_cell`):
// a kept member under it would change the puzzle.
bool written_key(std::string_view key, bool in_cell) {
  if (in_cell) return key == "value" || key == "given" || key == "region";
  for (const std::string_view rule :
       {"size", "grid", "diagonal-", "diagonal+", "antiknight", "antiking", "disjointgroups",
        "nonconsecutive", "killercage", "extraregion", "negative"})
    if (key == rule) return true;
  for (const fpuzzles::Field& field : fpuzzles::fields)
    if (key == field.key) return true;
  return false;
}

void append_kept(std::string& out, const Kept& member) {
  append_json_string(out, member.key);
  out += ':';
  out += member.json;
}

void append_cells(std::string& out, const std::vector<int>& cells, int size) {
  out += "\"cells\":";
  append_names(out, cells, size);
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
          append_json_string(out, cell_name(c.clue_row, c.clue_col));
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
          append_json_string(out, cell_name(c.lines[0][0] / n, c.lines[0][0] % n));
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

FormatResult write_fpuzzles_json(const Board& board, const Rules& rules,
                                 const std::vector<Kept>& kept) {
  const int n = board.size();
  if (n > 16) return FormatResult{std::nullopt, "f-puzzles draws boards up to 16×16"};
  if (board.shape() != *shape_for_size(n) && rules.regions.empty()) {
    return FormatResult{
        std::nullopt, "f-puzzles draws each size with its own boxes; give these boxes as regions"};
  }
  // The kept members: each JSON under a key the writer does not write, the cells' in cell order.
  std::vector<std::size_t> cell_kept;
  for (std::size_t k = 0; k < kept.size(); ++k) {
    const Kept& member = kept[k];
    if (member.cell >= n * n || !read_json(member.json, false).value ||
        written_key(member.key, member.cell >= 0)) {
      return FormatResult{std::nullopt,
                          format(SUDOKU_MESSAGE("formats.fpuzzles.kept_member_not_written",
                                                "f-puzzles JSON cannot carry the kept member {0}: "
                                                "its value is not JSON, its cell is not on the "
                                                "board, or f-puzzles reads that key as a rule"),
                                 {quote_text(member.key, 24)})};
    }
    if (member.cell >= 0) cell_kept.push_back(k);
  }
  std::stable_sort(cell_kept.begin(), cell_kept.end(),
                   [&](std::size_t a, std::size_t b) { return kept[a].cell < kept[b].cell; });
  std::string out = "{\"size\":";
  out += format(SUDOKU_TEXT("{0}"), {Part(n)});
  out += ",\"grid\":[";
  const auto cells = board.cells();
  std::size_t next_kept = 0;
  for (int r = 0; r < n; ++r) {
    out += r ? ",[" : "[";
    for (int c = 0; c < n; ++c) {
      const auto at = static_cast<std::size_t>(r * n + c);
      out += c ? ",{" : "{";
      bool first = true;
      if (cells[at] != 0) {
        out += format(SUDOKU_TEXT("\"value\":{0},\"given\":true"), {Part(cells[at])});
        first = false;
      }
      if (!rules.regions.empty()) {
        if (!first) out += ',';
        const int region = rules.regions[at];
        out += region < 0 ? std::string("\"region\":null")
                          : format(SUDOKU_TEXT("\"region\":{0}"), {Part(region)});
        first = false;
      }
      for (;
           next_kept < cell_kept.size() && kept[cell_kept[next_kept]].cell == static_cast<int>(at);
           ++next_kept) {
        if (!first) out += ',';
        append_kept(out, kept[cell_kept[next_kept]]);
        first = false;
      }
      out += '}';
    }
    out += ']';
  }
  out += ']';
  const auto write_flag = [&](bool on, const char* key) {
    if (on) out += format(SUDOKU_TEXT(",\"{0}\":true"), {key});
  };
  write_flag(rules.main_diagonal, "diagonal-");
  write_flag(rules.anti_diagonal, "diagonal+");
  write_flag(rules.anti_knight, "antiknight");
  write_flag(rules.anti_king, "antiking");
  write_flag(rules.disjoint_groups, "disjointgroups");
  write_flag(rules.non_consecutive, "nonconsecutive");
  if (!rules.cages.empty()) {
    out += ",\"killercage\":[";
    for (std::size_t i = 0; i < rules.cages.size(); ++i) {
      out += i ? ",{" : "{";
      append_cells(out, rules.cages[i].cells, n);
      if (rules.cages[i].sum)
        out += format(SUDOKU_TEXT(",\"value\":\"{0}\""), {Part(*rules.cages[i].sum)});
      out += '}';
    }
    out += ']';
  }
  if (auto error = write_fpuzzles_constraints(out, rules, n)) {
    return FormatResult{std::nullopt, std::move(*error)};
  }
  if (!rules.extra_regions.empty()) {
    out += ",\"extraregion\":[";
    for (std::size_t i = 0; i < rules.extra_regions.size(); ++i) {
      out += i ? ",{" : "{";
      append_cells(out, rules.extra_regions[i], n);
      out += '}';
    }
    out += ']';
  }
  for (const Kept& member : kept) {
    if (member.cell >= 0) continue;
    out += ',';
    append_kept(out, member);
  }
  out += '}';
  return FormatResult{std::move(out), {}};
}

}  // namespace sudoku::detail
