// f-puzzles' JSON: `size`, `grid[r][c].{value, given, region}`, the rule flags, `killercage`
// and `extraregion` with cells named "R1C1", and the constraint fields (fpuzzles_constraints.cpp).
// Every other constraint it holds is named in `ignored`; titles, authors and solver settings are
// no constraint.
#include <algorithm>
#include <string>

#include "../characters.hpp"
#include "../constraints/validate.hpp"
#include "fpuzzles_fields.hpp"
#include "travel.hpp"

namespace sudoku::detail {
namespace {

// Keys that describe the puzzle but constrain no digit.
constexpr std::string_view not_constraints[] = {"size",
                                                "grid",
                                                "title",
                                                "author",
                                                "ruleset",
                                                "solution",
                                                "highlightConflicts",
                                                "disabledlogic",
                                                "truecandidatesoptions",
                                                "activeConstraints"};

// "R3C12" (1-based, any case) as a flat cell index; -1 when it is not a cell of the board.
int cell_named(const Json& name, int size) {
  if (!name.is(Json::Kind::string)) return -1;
  const std::string& text = name.text;
  int row = 0, col = 0;
  std::size_t i = 0;
  if (i >= text.size() || (text[i] | 0x20) != 'r') return -1;
  for (++i; i < text.size() && text[i] >= '0' && text[i] <= '9' && row <= size; ++i) {
    row = row * 10 + (text[i] - '0');
  }
  if (i >= text.size() || (text[i] | 0x20) != 'c') return -1;
  for (++i; i < text.size() && text[i] >= '0' && text[i] <= '9' && col <= size; ++i) {
    col = col * 10 + (text[i] - '0');
  }
  if (i != text.size() || row < 1 || col < 1 || row > size || col > size) return -1;
  return (row - 1) * size + (col - 1);
}

std::optional<std::vector<int>> cells_of(const Json& entry, int size) {
  const Json* cells = entry.get("cells");
  if (!cells || !cells->is(Json::Kind::array)) return std::nullopt;
  std::vector<int> out;
  for (const Json& name : cells->items) {
    const int cell = cell_named(name, size);
    if (cell < 0) return std::nullopt;
    out.push_back(cell);
  }
  return out;
}

// A grid cell's keys that hold no constraint: its digit, its region, and what the site draws or
// a solver writes (colours, highlights, pencil marks, candidates).
constexpr std::string_view cell_keys[] = {"value",
                                          "given",
                                          "region",
                                          "c",
                                          "highlight",
                                          "centerPencilMarks",
                                          "cornerPencilMarks",
                                          "givenPencilMarks",
                                          "candidates"};

constexpr std::size_t max_other_cell_keys = 8;

bool flag(const Json& json, std::string_view key) {
  const Json* value = json.get(key);
  return value && value->is(Json::Kind::boolean) && value->boolean;
}

std::string json_text(const Json& value) {
  std::string text;
  append_json(text, value);
  return text;
}

// A drawing field's own drawings as JSON text (its entries less the copies the site makes of
// constraints, `fromConstraint`, which it draws again from them); empty for a field that is no
// drawing (`negative`).
std::optional<std::string> drawings(std::string_view key, const Json& value) {
  if (std::find(std::begin(fpuzzles::drawing_keys), std::end(fpuzzles::drawing_keys), key) ==
      std::end(fpuzzles::drawing_keys))
    return std::nullopt;
  if (!value.is(Json::Kind::array)) return json_text(value);
  std::string text = "[";
  for (const Json& item : value.items) {
    if (item.get("fromConstraint")) continue;
    if (text.size() > 1) text += ',';
    append_json(text, item);
  }
  return text + ']';
}

// The constraints read into `rules`, in ConstraintKind's order (the order the writer writes, so
// a puzzle reads back the same); or why they do not fit the board, named as the site names
// them ("f-puzzles JSON's renban 2: cell 10 (r2c2) is listed twice in this line").
std::optional<std::string> take_constraints(FpuzzlesConstraints& read, Rules& rules, Shape shape) {
  rules.negative_ratio = read.negative_ratio;
  rules.negative_xv = read.negative_xv;
  if (read.constraints.empty()) return std::nullopt;
  std::vector<std::size_t> order(read.constraints.size());
  for (std::size_t k = 0; k < order.size(); ++k) order[k] = k;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return read.constraints[a].kind < read.constraints[b].kind;
  });
  for (std::size_t k : order) rules.constraints.push_back(std::move(read.constraints[k]));
  drop_box_regions(rules, shape);
  std::size_t at = 0;
  auto error = constraints_error(rules, shape, &at);
  if (!error) return std::nullopt;
  const std::string& message = error->message;
  if (at >= order.size()) return "f-puzzles JSON: " + message;
  const std::size_t colon = message.find(": ");
  return format(SUDOKU_MESSAGE("formats.fpuzzles.f_puzzles_json_s", "f-puzzles JSON's {0}: {1}"),
                {Part(read.origins[order[at]]),
                 Part(colon == std::string::npos ? message : message.substr(colon + 2))});
}

}  // namespace

PuzzleResult read_fpuzzles(const Json& json) {
  const Json* size_value = json.get("size");
  const auto size = size_value ? size_value->integer() : std::nullopt;
  if (!size || *size < 1 || *size > max_size) {
    return puzzle_error(
        format(SUDOKU_MESSAGE("formats.fpuzzles.f_puzzles_json_whose_size",
                              "f-puzzles JSON whose \"size\" is not a board side from 1 to {0}"),
               {Part(max_size)}));
  }
  const int n = static_cast<int>(*size);
  const Json* grid = json.get("grid");
  if (!grid || !grid->is(Json::Kind::array) || grid->items.size() != static_cast<std::size_t>(n)) {
    return puzzle_error(format(SUDOKU_MESSAGE("formats.fpuzzles.f_puzzles_json_whose_grid",
                                              "f-puzzles JSON whose \"grid\" is not {0} rows"),
                               {Part(n)}));
  }
  std::vector<int> cells(static_cast<std::size_t>(n) * n, 0);
  Rules rules;
  bool any_region = false;
  std::vector<int> regions(cells.size(), -1);
  bool solver_digits = false;
  // Any other key of a grid cell (a `parity` of "Odd" or "Even" that some editors wrote) is a
  // rule the site does not draw and the referee does not read: named in `ignored`, once each.
  std::vector<std::string> other_cell_keys;
  // What no rule reads, as the site wrote it, for format() to write back (Kept).
  std::vector<Kept> kept;
  const Shape shape = *shape_for_size(n);
  for (int r = 0; r < n; ++r) {
    const Json& row = grid->items[static_cast<std::size_t>(r)];
    if (!row.is(Json::Kind::array) || row.items.size() != static_cast<std::size_t>(n)) {
      return puzzle_error(
          format(SUDOKU_MESSAGE(
                     "formats.fpuzzles.f_puzzles_json_whose_grid_2",
                     "f-puzzles JSON whose grid row {0} is not {1} cells (rows counted from 1)"),
                 {Part(r + 1), Part(n)}));
    }
    for (int c = 0; c < n; ++c) {
      const Json& cell = row.items[static_cast<std::size_t>(c)];
      const auto at = static_cast<std::size_t>(r * n + c);
      regions[at] = box_index(r, c, shape);
      if (!cell.is(Json::Kind::object)) continue;
      for (std::size_t member = 0; member < cell.keys.size(); ++member) {
        const std::string& key = cell.keys[member];
        const Json& held = cell.values[member];
        const bool holds_something = held.present() || held.is(Json::Kind::number) ||
                                     (held.is(Json::Kind::string) && !held.text.empty());
        // At most a few names: a hostile grid of a million different keys costs no search.
        if (!holds_something ||
            std::find(std::begin(cell_keys), std::end(cell_keys), key) != std::end(cell_keys))
          continue;
        kept.push_back(Kept{static_cast<int>(at), key, json_text(held)});
        if (other_cell_keys.size() < max_other_cell_keys &&
            std::find(other_cell_keys.begin(), other_cell_keys.end(), key) == other_cell_keys.end())
          other_cell_keys.push_back(key);
      }
      if (const Json* value = cell.get("value")) {
        const auto digit = value->integer();
        if (!digit || *digit < 1 || *digit > n) {
          return puzzle_error(format(
              SUDOKU_MESSAGE("formats.fpuzzles.f_puzzles_json_with_value",
                             "f-puzzles JSON with a value that is no digit from 1 to {0} at {1}"),
              {Part(n), fpuzzles::cell_name(r, c)}));
        }
        // A value without `given: true` is a digit the setter's solver or a player wrote, not a
        // clue (SudokuPad imports only given values): it stays out of the board, and is said.
        if (flag(cell, "given"))
          cells[at] = static_cast<int>(*digit);
        else
          solver_digits = true;
      }
      if (const Json* region = cell.get("region")) {
        any_region = true;
        // null is "no region"; anything else is a region number of the board, or an error.
        if (region->is(Json::Kind::null)) {
          regions[at] = -1;
        } else {
          const auto number = region->integer();
          if (!number || *number < 0 || *number >= n) {
            return puzzle_error(format(
                SUDOKU_MESSAGE(
                    "formats.fpuzzles.f_puzzles_json_with_region",
                    "f-puzzles JSON with a region that is no whole number from 0 to {0} at {1}"),
                {Part(n - 1), fpuzzles::cell_name(r, c)}));
          }
          regions[at] = static_cast<int>(*number);
        }
      }
    }
  }
  if (any_region) rules.regions = std::move(regions);
  rules.main_diagonal = flag(json, "diagonal-");
  rules.anti_diagonal = flag(json, "diagonal+");
  rules.anti_knight = flag(json, "antiknight");
  rules.anti_king = flag(json, "antiking");
  rules.disjoint_groups = flag(json, "disjointgroups");
  rules.non_consecutive = flag(json, "nonconsecutive");
  std::vector<std::string> ignored;
  FpuzzlesConstraints read;
  for (std::size_t member = 0; member < json.keys.size(); ++member) {
    const std::string& key = json.keys[member];
    const Json& value = json.values[member];
    if (key == "grid") {
      ignored.insert(ignored.end(), other_cell_keys.begin(), other_cell_keys.end());
      other_cell_keys.clear();
    }
    const FpuzzlesField field = read_fpuzzles_field(key, value, n, read);
    if (!field.error.empty()) return puzzle_error(field.error);
    if (field.known) {
      if (field.unread) {
        ignored.push_back(key);
        if (auto drawn = drawings(key, value)) kept.push_back(Kept{-1, key, std::move(*drawn)});
      }
      continue;
    }
    if (key == "killercage" || key == "extraregion") {
      if (!value.is(Json::Kind::array))
        return puzzle_error(format(SUDOKU_MESSAGE("formats.fpuzzles.f_puzzles_json_whose_not",
                                                  "f-puzzles JSON whose \"{0}\" is not a list"),
                                   {key}));
      std::size_t index = 0;
      for (const Json& entry : value.items) {
        auto list = cells_of(entry, n);
        if (!list) {
          return puzzle_error(format(SUDOKU_MESSAGE("formats.fpuzzles.f_puzzles_json_whose_has",
                                                    "f-puzzles JSON whose {0}[{1}] has a cell that "
                                                    "is not R<row>C<column> on the board"),
                                     {key, Part(static_cast<long long>(index))}));
        }
        if (key == "extraregion") {
          rules.extra_regions.push_back(std::move(*list));
        } else {
          Cage cage{std::move(*list), std::nullopt};
          if (const Json* sum = entry.get("value")) {
            const auto target = sum->integer();
            if (target) {
              cage.sum = static_cast<int>(std::min<long long>(*target, 1 << 30));
            } else if (!(sum->is(Json::Kind::string) && sum->text.empty())) {
              return puzzle_error(format(
                  SUDOKU_MESSAGE(
                      "formats.fpuzzles.f_puzzles_json_whose_killercage",
                      "f-puzzles JSON whose killercage[{0}] has a sum that is not a whole number"),
                  {Part(static_cast<long long>(index))}));
            }
          }
          rules.cages.push_back(std::move(cage));
        }
        ++index;
      }
      continue;
    }
    bool known = false;
    for (const std::string_view skip : not_constraints) known = known || key == skip;
    for (const std::string_view rule :
         {"diagonal-", "diagonal+", "antiknight", "antiking", "disjointgroups", "nonconsecutive"}) {
      known = known || key == rule;
    }
    if (!known && value.present()) {
      ignored.push_back(key);
      kept.push_back(Kept{-1, key, json_text(value)});
    }
  }
  if (solver_digits) {
    ignored.push_back(format(
        SUDOKU_MESSAGE("formats.fpuzzles.solver_digits", "the link's solver digits are left out"),
        {}));
  }
  if (auto error = take_constraints(read, rules, shape)) return puzzle_error(*error);
  PuzzleResult puzzle =
      make_puzzle(board_from_cells(cells, shape), std::move(rules), std::move(ignored));
  if (puzzle) puzzle.puzzle->kept = std::move(kept);
  return puzzle;
}

}  // namespace sudoku::detail
