// format(): a board with its rules in each format the referee writes; what each format cannot
// carry is an error that says so. Each text written here reads back through parse_puzzle().
#include <array>
#include <string>

#include "../characters.hpp"
#include "travel.hpp"

namespace sudoku {
namespace {

constexpr std::array<std::string_view, 11> names = {
    "line",     "grid",      "leetcode",       "cpp", "java", "python", "json",
    "fpuzzles", "sudokupad", "sudokuexchange", "solo"};

constexpr std::string_view symbols = ".123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

FormatResult refuse(std::string why) { return FormatResult{std::nullopt, std::move(why)}; }

// Rows of quoted one-character strings: LeetCode's JSON and the tutorial's initialisers.
std::string quoted_rows(const Board& board, char quote, const char* open, const char* close,
                        const char* indent) {
  const int n = board.size();
  const auto cells = board.cells();
  std::string out;
  for (int r = 0; r < n; ++r) {
    out += indent;
    out += open;
    for (int c = 0; c < n; ++c) {
      if (c) out += ',';
      out += quote;
      out += symbols[cells[static_cast<std::size_t>(r * n + c)]];
      out += quote;
    }
    out += close;
    if (r + 1 < n) out += ',';
    if (*indent) out += '\n';
  }
  return out;
}

FormatResult text_format(const Board& board, Format to) {
  const int n = board.size();
  const auto cells = board.cells();
  switch (to) {
    case Format::line:
    case Format::grid: {
      std::string out;
      for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) out += symbols[cells[static_cast<std::size_t>(r * n + c)]];
        if (to == Format::grid) out += '\n';
      }
      return FormatResult{std::move(out), {}};
    }
    case Format::leetcode:
      return FormatResult{"[" + quoted_rows(board, '"', "[", "]", "") + "]", {}};
    case Format::cpp:
      return FormatResult{
          "vector<vector<char>> board = {\n" + quoted_rows(board, '\'', "{", "}", "    ") + "};\n",
          {}};
    case Format::java:
      return FormatResult{
          "char[][] board = {\n" + quoted_rows(board, '\'', "{", "}", "    ") + "};\n", {}};
    default:
      return FormatResult{"board = [\n" + quoted_rows(board, '"', "[", "]", "    ") + "]\n", {}};
  }
}

}  // namespace

std::string_view format_name(Format format) noexcept {
  const auto index = static_cast<std::size_t>(format);
  return index < names.size() ? names[index] : "format";
}

std::optional<Format> format_named(std::string_view name) noexcept {
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (names[i] == name) return static_cast<Format>(i);
  }
  return std::nullopt;
}

namespace {

FormatResult write(const Board& board, Format to, const Rules& rules,
                   const std::vector<Kept>& kept) {
  if (auto error = validate_rules(rules, board.shape())) return refuse(error->message);
  const auto index = static_cast<std::size_t>(to);
  if (index >= names.size()) return refuse("no such format");
  const std::string name(names[index]);
  switch (to) {
    case Format::json:
      return detail::write_own_json(board, rules);
    case Format::solo:
      return detail::write_solo(board, rules);
    case Format::fpuzzles:
    case Format::sudokupad: {
      FormatResult json = detail::write_fpuzzles_json(board, rules, kept);
      if (!json)
        return refuse("a" + std::string(to == Format::fpuzzles ? "n f-puzzles" : " SudokuPad") +
                      " link: " + json.error);
      const std::string packed = detail::lz_compress_base64(*json.text);
      return FormatResult{(to == Format::fpuzzles ? "https://f-puzzles.com/?load="
                                                  : "https://sudokupad.app/fpuzzles") +
                              packed,
                          {}};
    }
    case Format::sudokuexchange: {
      if (board.shape() != Shape{3, 3})
        return refuse("a SudokuExchange link holds a 9×9 board with 3×3 boxes");
      if (!rules.classic())
        return refuse("a SudokuExchange link carries no rules beyond the classic game");
      const auto cells = board.cells();
      return FormatResult{"https://sudokuexchange.com/play/?s=" +
                              detail::exchange_text(std::vector<int>(cells.begin(), cells.end())),
                          {}};
    }
    default:
      if (!rules.classic())
        return refuse(detail::format(
            SUDOKU_MESSAGE(
                "formats.write.text_carries_no_rules_write",
                "{0} text carries no rules; write \"json\", \"fpuzzles\" or \"sudokupad\" "
                "for a puzzle with rules"),
            {name}));
      if (board.size() > max_text_digit)
        return refuse(detail::format(
            SUDOKU_MESSAGE(
                "formats.write.text_writes_digits_up_to",
                "{0} text writes digits up to {1}; a larger board is written as \"json\""),
            {name, detail::Part(max_text_digit)}));
      // The text says how many cells, not how the boxes lie: it reads back with the boxes its
      // size implies, and any other boxes would come back as a different puzzle.
      if (const Shape implied = *shape_for_size(board.size()); board.shape() != implied)
        return refuse(detail::format(
            SUDOKU_MESSAGE("formats.write.text_carries_no_box_shape",
                           "{0} text carries no box shape and reads back with {1}x{2} boxes; write "
                           "\"json\" for a "
                           "board with {3}x{4} boxes"),
            {name, detail::Part(implied.box_rows), detail::Part(implied.box_cols),
             detail::Part(board.shape().box_rows), detail::Part(board.shape().box_cols)}));
      return text_format(board, to);
  }
}

}  // namespace

FormatResult format(const Board& board, Format to, const Rules& rules) {
  return write(board, to, rules, {});
}

FormatResult format(const Puzzle& puzzle, Format to) {
  return write(puzzle.board, to, puzzle.rules, puzzle.kept);
}

namespace {

FormatResult no_format_named(std::string_view to) {
  std::string list;
  for (const std::string_view name : names) {
    if (!list.empty()) list += ", ";
    list += name;
  }
  return refuse(detail::format(SUDOKU_MESSAGE("formats.write.no_format_named_formats",
                                              "no format is named {0}; the formats are {1}"),
                               {quote_text(to, 24), list}));
}

}  // namespace

FormatResult format(const Board& board, std::string_view to, const Rules& rules) {
  if (const auto named = format_named(to)) return format(board, *named, rules);
  return no_format_named(to);
}

FormatResult format(const Puzzle& puzzle, std::string_view to) {
  if (const auto named = format_named(to)) return format(puzzle, *named);
  return no_format_named(to);
}

}  // namespace sudoku
