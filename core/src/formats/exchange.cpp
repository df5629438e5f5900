// SudokuExchange's compression (also SudokuPad's `scf` and second `classic` codec) and
// sudokuwiki's strings: `bd=` of 81 cells, of 162 base-32 characters (a bit per candidate and
// a clue flag), and its killer string (81 cage colours, a comma, 162 digits of cage sums).
#include <algorithm>
#include <string>

#include "../characters.hpp"
#include "travel.hpp"

namespace sudoku::detail {
namespace {

// Index = digit + 10 × the blanks that follow it (0 to 5).
constexpr std::string_view exchange_alphabet =
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwx";

int base32_value(char c) noexcept {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'v') return c - 'a' + 10;
  return -1;
}

PuzzleResult wiki_error(std::string_view what) {
  return puzzle_error(format(
      SUDOKU_MESSAGE("formats.exchange.sudokuwiki_string", "sudokuwiki string: {0}"), {what}));
}

// Killer: cells of one colour that touch side by side are one cage; its sum is at its first cell.
PuzzleResult read_wiki_killer(std::string_view colours, std::string_view sums) {
  std::vector<int> cage_of(81, -1);
  Rules rules;
  for (int start = 0; start < 81; ++start) {
    if (cage_of[static_cast<std::size_t>(start)] >= 0) continue;
    const int index = static_cast<int>(rules.cages.size());
    Cage cage;
    std::vector<int> todo{start};
    cage_of[static_cast<std::size_t>(start)] = index;
    while (!todo.empty()) {
      const int cell = todo.back();
      todo.pop_back();
      cage.cells.push_back(cell);
      const int row = cell / 9, col = cell % 9;
      for (const auto& [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
        const int r = row + dr, c = col + dc;
        if (r < 0 || r > 8 || c < 0 || c > 8) continue;
        const int next = r * 9 + c;
        if (cage_of[static_cast<std::size_t>(next)] >= 0 ||
            colours[static_cast<std::size_t>(next)] != colours[static_cast<std::size_t>(cell)])
          continue;
        cage_of[static_cast<std::size_t>(next)] = index;
        todo.push_back(next);
      }
    }
    std::sort(cage.cells.begin(), cage.cells.end());
    rules.cages.push_back(std::move(cage));
  }
  for (int cell = 0; cell < 81; ++cell) {
    const char tens = sums[static_cast<std::size_t>(2 * cell)],
               ones = sums[static_cast<std::size_t>(2 * cell + 1)];
    if (tens < '0' || tens > '9' || ones < '0' || ones > '9')
      return wiki_error("a cage sum that is not two digits");
    const int sum = (tens - '0') * 10 + (ones - '0');
    if (sum == 0) continue;
    Cage& cage = rules.cages[static_cast<std::size_t>(cage_of[static_cast<std::size_t>(cell)])];
    if (cage.sum)
      return wiki_error(format(SUDOKU_MESSAGE("formats.exchange.two_sums_for_cage_at",
                                              "two sums for the cage at r{0}c{1}"),
                               {Part(cell / 9 + 1), Part(cell % 9 + 1)}));
    cage.sum = sum;
  }
  return make_puzzle(board_from_cells(std::vector<int>(81, 0), Shape{3, 3}), std::move(rules), {});
}

}  // namespace

std::optional<std::vector<int>> exchange_cells(std::string_view text) {
  std::vector<int> cells;
  for (const char c : text) {
    const auto index = exchange_alphabet.find(c);
    if (index == std::string_view::npos) return std::nullopt;
    cells.push_back(static_cast<int>(index % 10));
    cells.insert(cells.end(), index / 10, 0);
    if (cells.size() > max_cells) return std::nullopt;
  }
  return cells;
}

std::string exchange_text(const std::vector<int>& cells) {
  std::string out;
  for (std::size_t i = 0; i < cells.size();) {
    const int digit = cells[i++];
    std::size_t blanks = 0;
    while (blanks < 5 && i < cells.size() && cells[i] == 0) ++blanks, ++i;
    out += exchange_alphabet[static_cast<std::size_t>(digit) + 10 * blanks];
  }
  return out;
}

PuzzleResult read_sudokuwiki(std::string_view text) {
  if (text.size() == 81 + 1 + 162 && text[81] == ',')
    return read_wiki_killer(text.substr(0, 81), text.substr(82));
  if (text.size() == 81) {
    ParseResult board = parse(text, Shape{3, 3});
    if (!board) return wiki_error(board.error.message);
    return make_puzzle(std::move(board), {}, {});
  }
  if (text.size() != 162) {
    return wiki_error(format(SUDOKU_MESSAGE("formats.exchange.characters_it_has_81_cell",
                                            "{0} characters; it has 81 (a cell each), 162 "
                                            "(candidates) or 244 (killer: 81, a comma, 162)"),
                             {Part(static_cast<long long>(text.size()))}));
  }
  std::vector<int> cells(81, 0);
  for (int cell = 0; cell < 81; ++cell) {
    const int high = base32_value(text[static_cast<std::size_t>(2 * cell)]);
    const int low = base32_value(text[static_cast<std::size_t>(2 * cell + 1)]);
    if (high < 0 || low < 0)
      return wiki_error(format(SUDOKU_MESSAGE("formats.exchange.character_that_not_base_32",
                                              "a character that is not base 32 at cell r{0}c{1}"),
                               {Part(cell / 9 + 1), Part(cell % 9 + 1)}));
    const int candidates = (high * 32 + low) >> 1;  // the low bit says "a clue"
    // One candidate is a placed digit (a clue or a solved cell); more are still open.
    if (candidates != 0 && (candidates & (candidates - 1)) == 0) {
      int digit = 1;
      while ((candidates >> (digit - 1)) != 1) ++digit;
      if (digit > 9)
        return wiki_error(format(SUDOKU_MESSAGE("formats.exchange.digit_above_9_at_cell",
                                                "a digit above 9 at cell r{0}c{1}"),
                                 {Part(cell / 9 + 1), Part(cell % 9 + 1)}));
      cells[static_cast<std::size_t>(cell)] = digit;
    }
  }
  return make_puzzle(board_from_cells(cells, Shape{3, 3}), {}, {});
}

}  // namespace sudoku::detail
