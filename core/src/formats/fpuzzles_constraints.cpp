// f-puzzles' constraint fields (thermometers, arrows, dots, outside clues, lines, cells,
// quadruples, clones, indexers, the negative rules) read into Rules::constraints; written back
// by fpuzzles_write.cpp, from the same table (fpuzzles_fields.hpp).
// Cells are "R3C4", 1-based; an outside clue's cell is in row or column 0 or N+1.
#include <algorithm>
#include <string>

#include "../characters.hpp"
#include "fpuzzles_fields.hpp"
#include "travel.hpp"

namespace sudoku::detail {
namespace {

using namespace fpuzzles;

// One entry being read: its field, its number (from 1) and the board's side, for messages.
struct Entry {
  const Field& field;
  long long number;
  int n;
  [[nodiscard]] std::string error(Message pattern, std::initializer_list<Part> parts) const {
    return format(
               SUDOKU_MESSAGE("formats.fpuzzles.f_puzzles_json_s_2", "f-puzzles JSON's {0} {1}: "),
               {Part(field.key), Part(number)}) +
           format(pattern, parts);
  }
};

struct Place {
  int row = 0, col = 0;  // 1-based; 0 and N+1 are outside
};

// "R3C12" (any case) as its row and column, each 0..N+1; empty when it is no such name.
std::optional<Place> place_named(std::string_view text, int n) {
  Place place;
  std::size_t i = 0;
  const auto number = [&](int& out) {
    const std::size_t start = i;
    for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) {
      out = out * 10 + (text[i] - '0');
      if (out > n + 1) return false;
    }
    return i > start;
  };
  if (i >= text.size() || (text[i++] | 0x20) != 'r' || !number(place.row)) return std::nullopt;
  if (i >= text.size() || (text[i++] | 0x20) != 'c' || !number(place.col)) return std::nullopt;
  if (i != text.size()) return std::nullopt;
  return place;
}

// The cell a name names, or an error naming it as the site does.
std::optional<std::string> read_cell(const Json& name, const Entry& entry, int& cell) {
  const int n = entry.n;
  if (!name.is(Json::Kind::string))
    return entry.error(SUDOKU_MESSAGE("formats.fpuzzles.cell_that_not_text_like",
                                      "a cell that is not text like \"R1C1\""),
                       {});
  const auto place = place_named(name.text, n);
  if (!place) {
    return entry.error(
        SUDOKU_MESSAGE("formats.fpuzzles.not_cell_like_r1c1", "{0} is not a cell like \"R1C1\""),
        {Part(quote_text(name.text, 24))});
  }
  if (place->row < 1 || place->row > n || place->col < 1 || place->col > n) {
    return entry.error(
        SUDOKU_MESSAGE("formats.fpuzzles.not_on_board", "{0} is not on a {1}×{2} board"),
        {Part(quote_text(name.text, 24)), Part(n), Part(n)});
  }
  cell = (place->row - 1) * n + (place->col - 1);
  return std::nullopt;
}

std::optional<std::string> read_cells(const Json* list, const Entry& entry, const char* what,
                                      std::vector<int>& out) {
  if (!list || !list->is(Json::Kind::array))
    return entry.error(
        SUDOKU_MESSAGE("formats.fpuzzles.has_no_list_cells_in", "has no list of cells in \"{0}\""),
        {Part(what)});
  out.clear();
  for (const Json& name : list->items) {
    int cell = 0;
    if (auto error = read_cell(name, entry, cell)) return error;
    out.push_back(cell);
  }
  return std::nullopt;
}

std::optional<std::string> read_lines(const Json& item, const Entry& entry,
                                      std::vector<std::vector<int>>& out) {
  const Json* lines = item.get("lines");
  if (!lines || !lines->is(Json::Kind::array))
    return entry.error(SUDOKU_MESSAGE("formats.fpuzzles.has_no_list_lines_in",
                                      "has no list of lines in \"lines\""),
                       {});
  for (const Json& line : lines->items) {
    out.emplace_back();
    if (auto error = read_cells(&line, entry, "lines", out.back())) return error;
  }
  return std::nullopt;
}

// The entry's `value`: a whole number (or digits in a string), or absent / "" (empty).
std::optional<std::string> read_number(const Json& item, const Entry& entry,
                                       std::optional<int>& out) {
  out.reset();
  const Json* value = item.get("value");
  if (!value || value->is(Json::Kind::null) ||
      (value->is(Json::Kind::string) && value->text.empty()))
    return std::nullopt;
  const auto number = value->integer();
  if (!number)
    return entry.error(SUDOKU_MESSAGE("formats.fpuzzles.has_value_that_not_whole",
                                      "has a value that is not a whole number"),
                       {});
  out = static_cast<int>(std::min<long long>(*number, 1 << 30));
  return std::nullopt;
}

// An outside clue's cell: the clue's place 0-based (-1 and N outside) and the cells it sees.
std::optional<std::string> read_clue(const Json& item, const Entry& entry, Constraint& out) {
  const int n = entry.n;
  const Json* name = item.get("cell");
  if (!name || !name->is(Json::Kind::string))
    return entry.error(
        SUDOKU_MESSAGE("formats.fpuzzles.has_no_clue_cell_in", "has no clue cell in \"cell\""), {});
  const auto place = place_named(name->text, n);
  if (!place) {
    return entry.error(
        SUDOKU_MESSAGE("formats.fpuzzles.not_cell_like_r0c1", "{0} is not a cell like \"R0C1\""),
        {Part(quote_text(name->text, 24))});
  }
  const auto edge = [n](int at) { return at == 0 || at == n + 1; };
  const auto inside = [n](int at) { return at >= 1 && at <= n; };
  const bool little_killer = entry.field.kind == K::little_killer;
  const bool beside =
      (edge(place->row) && inside(place->col)) || (edge(place->col) && inside(place->row));
  const bool corner = edge(place->row) && edge(place->col);
  if (!beside && !(little_killer && corner)) {
    return entry.error(
        little_killer
            ? SUDOKU_MESSAGE("formats.fpuzzles.not_outside_board",
                             "{0} is not outside the {1}×{2} board")
            : SUDOKU_MESSAGE("formats.fpuzzles.not_outside_board_beside_row",
                             "{0} is not outside the {1}×{2} board beside a row or a column"),
        {Part(quote_text(name->text, 24)), Part(n), Part(n)});
  }
  out.clue_row = place->row - 1;
  out.clue_col = place->col - 1;
  std::vector<int> seen;
  if (little_killer) {
    const Json* direction = item.get("direction");
    const Direction* found = nullptr;
    for (const Direction& d : directions) {
      if (direction && direction->is(Json::Kind::string) && direction->text == d.name) found = &d;
    }
    if (!found)
      return entry.error(SUDOKU_MESSAGE("formats.fpuzzles.has_direction_that_not_ur",
                                        "has a direction that is not UR, UL, DR or DL"),
                         {});
    for (int r = out.clue_row + found->dr, c = out.clue_col + found->dc;
         r >= 0 && r < n && c >= 0 && c < n; r += found->dr, c += found->dc) {
      seen.push_back(r * n + c);
    }
    if (seen.empty()) {
      return entry.error(SUDOKU_MESSAGE("formats.fpuzzles.from_going_sees_no_cell",
                                        "from {0} going {1} sees no cell of the board"),
                         {Part(quote_text(name->text, 24)), Part(found->name)});
    }
  } else {
    for (int k = 0; k < n; ++k) {
      if (out.clue_row == -1) seen.push_back(k * n + out.clue_col);
      if (out.clue_row == n) seen.push_back((n - 1 - k) * n + out.clue_col);
      if (out.clue_col == -1) seen.push_back(out.clue_row * n + k);
      if (out.clue_col == n) seen.push_back(out.clue_row * n + n - 1 - k);
    }
  }
  out.lines = {std::move(seen)};
  return std::nullopt;
}

std::optional<std::string> read_entry(const Json& item, const Entry& entry,
                                      std::vector<Constraint>& out) {
  if (!item.is(Json::Kind::object))
    return entry.error(SUDOKU_MESSAGE("formats.fpuzzles.not_object", "is not an object"), {});
  const K kind = entry.field.kind;
  Constraint constraint;
  constraint.kind = kind;
  std::optional<int> value;
  switch (entry.field.form) {
    case Form::bulb_lines: {
      std::vector<std::vector<int>> lines;
      if (auto error = read_lines(item, entry, lines)) return error;
      // Lines from one bulb are one branching thermometer; another bulb starts another.
      const std::size_t first = out.size();
      for (auto& line : lines) {
        if (line.empty()) continue;
        auto same = std::find_if(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(),
                                 [&](const Constraint& c) { return c.lines[0][0] == line[0]; });
        if (same == out.end()) {
          out.push_back(constraint);
          same = out.end() - 1;
        }
        same->lines.push_back(std::move(line));
      }
      return std::nullopt;
    }
    case Form::arrow: {
      std::vector<int> circle;
      if (auto error = read_cells(item.get("cells"), entry, "cells", circle)) return error;
      std::vector<std::vector<int>> lines;
      if (auto error = read_lines(item, entry, lines)) return error;
      constraint.lines.push_back(circle);
      for (auto& line : lines) {
        // Each line starts on the circle; the shaft is the rest.
        auto start = line.begin();
        while (start != line.end() &&
               std::find(circle.begin(), circle.end(), *start) != circle.end())
          ++start;
        if (start != line.end()) constraint.lines.emplace_back(start, line.end());
      }
      if (constraint.lines.size() < 2)
        return entry.error(SUDOKU_MESSAGE("formats.fpuzzles.has_no_shaft", "has no shaft"), {});
      break;
    }
    case Form::dot: {
      constraint.lines.emplace_back();
      if (auto error = read_cells(item.get("cells"), entry, "cells", constraint.lines[0]))
        return error;
      if (constraint.lines[0].size() != 2) {
        return entry.error(
            SUDOKU_MESSAGE("formats.fpuzzles.joins_cells_not_2", "joins {0} cells, not 2"),
            {Part(static_cast<long long>(constraint.lines[0].size()))});
      }
      if (kind == K::xv) {
        const Json* text = item.get("value");
        const bool text_ok = text && text->is(Json::Kind::string) && text->text.size() == 1;
        const char letter = text_ok ? static_cast<char>(text->text[0] | 0x20) : ' ';
        if (letter != 'x' && letter != 'v')
          return entry.error(SUDOKU_MESSAGE("formats.fpuzzles.has_value_that_not_x",
                                            "has a value that is not X or V"),
                             {});
        constraint.value = letter == 'x' ? 10 : 5;
      } else {
        if (auto error = read_number(item, entry, value)) return error;
        constraint.value = value.value_or(0);
      }
      break;
    }
    case Form::clue:
      if (auto error = read_number(item, entry, value)) return error;
      // A clue without a number constrains nothing; nor does a 0 outside a sandwich, the
      // site's placeholder (no diagonal, first cells or view adds up to or sees 0).
      if (!value || (*value == 0 && kind != K::sandwich)) return std::nullopt;
      if (auto error = read_clue(item, entry, constraint)) return error;
      constraint.value = *value;
      break;
    case Form::each_line: {
      std::vector<std::vector<int>> lines;
      if (auto error = read_lines(item, entry, lines)) return error;
      if (kind == K::whispers) {
        if (auto error = read_number(item, entry, value)) return error;
        constraint.value = value.value_or(0);
      }
      for (auto& line : lines) {
        out.push_back(constraint);
        out.back().lines = {std::move(line)};
      }
      return std::nullopt;
    }
    case Form::cell: {
      constraint.lines = {{0}};
      const Json* name = item.get("cell");
      if (!name)
        return entry.error(
            SUDOKU_MESSAGE("formats.fpuzzles.has_no_cell_in_cell", "has no cell in \"cell\""), {});
      if (auto error = read_cell(*name, entry, constraint.lines[0][0])) return error;
      break;
    }
    case Form::quadruple: {
      constraint.lines.emplace_back();
      if (auto error = read_cells(item.get("cells"), entry, "cells", constraint.lines[0]))
        return error;
      const Json* values = item.get("values");
      if (!values || !values->is(Json::Kind::array))
        return entry.error(SUDOKU_MESSAGE("formats.fpuzzles.has_no_list_digits_in",
                                          "has no list of digits in \"values\""),
                           {});
      for (const Json& digit : values->items) {
        const auto number = digit.integer();
        if (!number || *number < 1 || *number > entry.n) {
          return entry.error(SUDOKU_MESSAGE("formats.fpuzzles.has_value_that_no_digit",
                                            "has a value that is no digit from 1 to {0}"),
                             {Part(entry.n)});
        }
        constraint.digits.push_back(static_cast<int>(*number));
      }
      break;
    }
    case Form::clone:
      constraint.lines.resize(2);
      if (auto error = read_cells(item.get("cells"), entry, "cells", constraint.lines[0]))
        return error;
      if (auto error = read_cells(item.get("cloneCells"), entry, "cloneCells", constraint.lines[1]))
        return error;
      break;
    case Form::cells:
      constraint.lines.emplace_back();
      if (auto error = read_cells(item.get("cells"), entry, "cells", constraint.lines[0]))
        return error;
      break;
  }
  out.push_back(std::move(constraint));
  return std::nullopt;
}

}  // namespace

FpuzzlesField read_fpuzzles_field(std::string_view key, const Json& value, int n,
                                  FpuzzlesConstraints& read) {
  if (key == "negative") {
    if (!value.is(Json::Kind::array)) return {true, false, {}};
    bool unread = false;
    for (const Json& name : value.items) {
      const bool text = name.is(Json::Kind::string);
      if (text && name.text == "ratio")
        read.negative_ratio = true;
      else if (text && name.text == "xv")
        read.negative_xv = true;
      else
        unread = true;
    }
    return {true, unread, {}};
  }
  for (const std::string_view drawing : drawing_keys) {
    if (key != drawing) continue;
    bool unread = false;
    for (const Json& item : value.items) unread = unread || !item.get("fromConstraint");
    return {true, unread || (!value.is(Json::Kind::array) && value.present()), {}};
  }
  for (const Field& field : fields) {
    if (key != field.key) continue;
    if (!value.is(Json::Kind::array))
      return {true, false,
              format(SUDOKU_MESSAGE("formats.fpuzzles.f_puzzles_json_whose_not",
                                    "f-puzzles JSON whose \"{0}\" is not a list"),
                     {Part(key)})};
    for (std::size_t k = 0; k < value.items.size(); ++k) {
      const Entry entry{field, static_cast<long long>(k) + 1, n};
      const std::size_t before = read.constraints.size();
      if (auto error = read_entry(value.items[k], entry, read.constraints))
        return {true, false, *error};
      for (std::size_t at = before; at < read.constraints.size(); ++at)
        read.origins.push_back(format(SUDOKU_TEXT("{0} {1}"), {Part(key), Part(entry.number)}));
    }
    return {true, false, {}};
  }
  return {false, false, {}};
}

}  // namespace sudoku::detail
