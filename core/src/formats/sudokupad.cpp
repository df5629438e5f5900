// SudokuPad's puzzle ids: `scl`/`ctc` (lz-string Base64 of its JSON or of the PuzzleZipper short
// form), `fpuz`/`fpuzzles` (f-puzzles JSON), `scf` (SudokuExchange's compression and flags) and
// `classic` (its two run-length codecs). Short ids name puzzles stored on SudokuPad's server.
#include <string>

#include "../characters.hpp"
#include "travel.hpp"

namespace sudoku::detail {
namespace {

// SudokuPad's first classic codec: digits as themselves, a run of 1..69 blanks as one of these.
constexpr std::string_view blank_runs =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz()[]-.~:@!$&'*,;=_";

std::optional<std::vector<int>> classic_runs(std::string_view text) {
  std::vector<int> cells;
  for (const char c : text) {
    if (c >= '1' && c <= '9') {
      cells.push_back(c - '0');
    } else if (const auto run = blank_runs.find(c); run != std::string_view::npos) {
      cells.insert(cells.end(), run, 0);
    } else {
      return std::nullopt;
    }
    if (cells.size() > max_cells) return std::nullopt;
  }
  return cells;
}

bool is_square(std::size_t count) {
  for (std::size_t n = 1; n * n <= count; ++n) {
    if (n * n == count) return true;
  }
  return false;
}

// `classic` ids: two run-length codecs that share characters. A 9×9 reading wins (the codec
// SudokuPad names "classic" first), then any square one, the second codec first as SudokuPad.
PuzzleResult read_classic(std::string_view text) {
  const auto first = classic_runs(text);
  const auto second = exchange_cells(text);
  for (const auto* cells : {&first, &second}) {
    if (*cells && (*cells)->size() == 81) return make_puzzle(board_from_cells(**cells, {}), {}, {});
  }
  for (const auto* cells : {&second, &first}) {
    if (*cells && is_square((*cells)->size()))
      return make_puzzle(board_from_cells(**cells, {}), {}, {});
  }
  return puzzle_error("a SudokuPad classic id whose cells do not make a square board");
}

// `scf`: SudokuExchange's compression of 81 cells, then `*` and flags (`x` diagonals, `w`
// windoku; `t…*` title and `a…*` author), or the flags straight after the cells.
PuzzleResult read_scf(std::string_view text) {
  const auto star = text.find('*');
  std::string_view packed = text.substr(0, star);
  std::string_view flags =
      star == std::string_view::npos ? std::string_view() : text.substr(star + 1);
  // The cells are the first characters that make 81 (SudokuPad keeps the first 81 cells of a
  // longer string, a run of blanks cut where it passes them); without '*', flags follow.
  std::size_t used = 0, count = 0;
  while (used < packed.size() && count < 81) {
    const auto run = exchange_cells(packed.substr(used, 1));
    if (!run) break;
    count += run->size();
    ++used;
  }
  if (star == std::string_view::npos) flags = packed.substr(used);
  auto cells = exchange_cells(packed.substr(0, used));
  if (!cells || cells->size() < 81)
    return puzzle_error("a SudokuPad scf id whose cells are fewer than 81");
  cells->resize(81);
  Rules rules;
  for (std::size_t i = 0; i < flags.size(); ++i) {
    if (flags[i] == 'x') {
      rules.main_diagonal = rules.anti_diagonal = true;
    } else if (flags[i] == 'w') {
      for (const int corner : {10, 14, 46, 50}) {
        std::vector<int> window;
        for (int k = 0; k < 9; ++k) window.push_back(corner + (k / 3) * 9 + k % 3);
        rules.extra_regions.push_back(std::move(window));
      }
    } else if (flags[i] == 't' || flags[i] == 'a') {
      // A title or an author runs to the next single '*' ('**' is a '*' in it).
      while (++i < flags.size()) {
        if (flags[i] == '*' && i + 1 < flags.size() && flags[i + 1] == '*') {
          ++i;
        } else if (flags[i] == '*') {
          break;
        }
      }
    }
  }
  return make_puzzle(board_from_cells(*cells, Shape{3, 3}), std::move(rules), {});
}

// SudokuPad's JSON cells are [row, col] pairs (0-based).
std::optional<std::vector<int>> pairs_of(const Json* list, int size) {
  if (!list || !list->is(Json::Kind::array)) return std::nullopt;
  std::vector<int> out;
  for (const Json& pair : list->items) {
    if (!pair.is(Json::Kind::array) || pair.items.size() != 2) return std::nullopt;
    const auto row = pair.items[0].integer(), col = pair.items[1].integer();
    if (!row || !col || *row < 0 || *col < 0 || *row >= size || *col >= size) return std::nullopt;
    out.push_back(static_cast<int>(*row * size + *col));
  }
  return out;
}

}  // namespace

PuzzleResult read_sudokupad_json(const Json& json) {
  const Json* rows = json.get("cells", "ce");
  if (!rows || !rows->is(Json::Kind::array) || rows->items.empty() ||
      rows->items.size() > static_cast<std::size_t>(max_size)) {
    return puzzle_error(
        format(SUDOKU_MESSAGE("formats.sudokupad.sudokupad_json_whose_cells_not",
                              "SudokuPad JSON whose \"cells\" is not 1 to {0} rows"),
               {Part(max_size)}));
  }
  const int n = static_cast<int>(rows->items.size());
  std::vector<int> cells(static_cast<std::size_t>(n) * n, 0);
  for (int r = 0; r < n; ++r) {
    const Json& row = rows->items[static_cast<std::size_t>(r)];
    if (!row.is(Json::Kind::array) || row.items.size() != static_cast<std::size_t>(n)) {
      return puzzle_error(format(
          SUDOKU_MESSAGE(
              "formats.sudokupad.sudokupad_json_whose_cells_row",
              "SudokuPad JSON whose cells row {0} is not {1} cells (rows counted from 1): the "
              "referee checks square boards"),
          {Part(r + 1), Part(n)}));
    }
    for (int c = 0; c < n; ++c) {
      const Json& cell = row.items[static_cast<std::size_t>(c)];
      const Json* value = cell.is(Json::Kind::object) ? cell.get("value", "v") : nullptr;
      if (!value || (value->is(Json::Kind::string) && value->text.empty())) continue;
      const auto digit = value->integer();
      if (!digit || *digit < 1 || *digit > n) {
        return puzzle_error(
            format(SUDOKU_MESSAGE(
                       "formats.sudokupad.sudokupad_json_with_value_that",
                       "SudokuPad JSON with a value that is no digit from 1 to {0} at r{1}c{2}"),
                   {Part(n), Part(r + 1), Part(c + 1)}));
      }
      cells[static_cast<std::size_t>(r * n + c)] = static_cast<int>(*digit);
    }
  }
  Rules rules;
  std::vector<std::string> ignored;
  if (const Json* regions = json.get("regions", "re"); regions && regions->present()) {
    rules.regions.assign(cells.size(), -1);
    for (std::size_t index = 0; index < regions->items.size(); ++index) {
      const auto list = pairs_of(&regions->items[index], n);
      if (!list)
        return puzzle_error(
            format(SUDOKU_MESSAGE("formats.sudokupad.sudokupad_json_whose_regions_not",
                                  "SudokuPad JSON whose regions[{0}] is not a list of [row, "
                                  "column] cells on the board"),
                   {Part(static_cast<long long>(index))}));
      for (const int cell : *list)
        rules.regions[static_cast<std::size_t>(cell)] = static_cast<int>(index);
    }
  }
  if (const Json* cages = json.get("cages", "ca"); cages && cages->is(Json::Kind::array)) {
    for (std::size_t index = 0; index < cages->items.size(); ++index) {
      const Json& cage = cages->items[index];
      const Json* list = cage.get("cells", "ce");
      // A cage without cells holds the puzzle's metadata (title, author, rules).
      if (!list || !list->present()) continue;
      const auto cells_in = pairs_of(list, n);
      if (!cells_in)
        return puzzle_error(
            format(SUDOKU_MESSAGE("formats.sudokupad.sudokupad_json_whose_cages_not",
                                  "SudokuPad JSON whose cages[{0}] is not a list of [row, column] "
                                  "cells on the board"),
                   {Part(static_cast<long long>(index))}));
      const Json* value = cage.get("value", "v");
      const auto sum = value ? value->integer() : std::nullopt;
      if (value && !sum && !(value->is(Json::Kind::string) && value->text.empty())) {
        ignored.push_back(
            format(SUDOKU_MESSAGE("formats.sudokupad.cages_with_text", "cages with text"), {}));
        continue;
      }
      rules.cages.push_back(Cage{
          *cells_in, sum ? std::optional<int>(static_cast<int>(std::min<long long>(*sum, 1 << 30)))
                         : std::nullopt});
    }
  }
  for (const auto& [name, short_name] : {std::pair{"lines", "l"}, std::pair{"arrows", "a"},
                                         std::pair{"overlays", "o"}, std::pair{"underlays", "u"}}) {
    if (const Json* list = json.get(name, short_name); list && list->present())
      ignored.emplace_back(name);
  }
  return make_puzzle(board_from_cells(cells, {}), std::move(rules), std::move(ignored));
}

PuzzleResult read_sudokupad_id(std::string_view id) {
  std::string_view payload = id;
  const auto strip = [&](std::string_view prefix) {
    if (!payload.starts_with(prefix)) return false;
    payload.remove_prefix(prefix.size());
    return true;
  };
  if (strip("classic")) return read_classic(payload);
  if (strip("scf")) return read_scf(payload);
  const bool fpuzzles = strip("fpuzzles") || strip("fpuz");
  if (!fpuzzles && !strip("scl") && !strip("ctc")) {
    return puzzle_error(format(
        SUDOKU_MESSAGE(
            "formats.sudokupad.sudokupad_id_short_id_names",
            "SudokuPad id {0}: a short id names a puzzle stored on SudokuPad's server, which only "
            "SudokuPad can read; open it there and copy its long link (Share, then \"Copy link\")"),
        {quote_text(id, 24)}));
  }
  const Decompressed text = lz_decompress_base64(payload, max_unpacked);
  if (!text.text)
    return puzzle_error(format(SUDOKU_MESSAGE("formats.sudokupad.sudokupad_id_s_puzzle_cannot",
                                              "the SudokuPad id's puzzle cannot be read: {0}"),
                               {text.error}));
  // SudokuPad's own JSON may come in the PuzzleZipper short form, read when JSON does not.
  JsonResult json = read_json(*text.text, false);
  if (!json.value && !fpuzzles) json = read_json(*text.text, true);
  if (!json.value || !json.value->is(Json::Kind::object)) {
    return puzzle_error("the SudokuPad id's puzzle is not puzzle JSON: " + json.error);
  }
  return fpuzzles ? read_fpuzzles(*json.value) : read_sudokupad_json(*json.value);
}

}  // namespace sudoku::detail
