// The text reader: lines, .sdk and .ss (and the dispatch of text to the JSON reader), into a
// Board. Work and memory stay bounded: at most max_cells cells and max_text_length bytes are read,
// whatever the size of the input.
#include <string>
#include <utility>
#include <vector>

#include "formats/hook.hpp"
#include "formats/recognise.hpp"
#include "parse.hpp"

namespace sudoku {
namespace detail {
namespace {

// After the cells are read and N is known: each symbol must be a digit of that board.
ParseResult board_from_cells(const Text& text, Shape shape, const std::vector<TextCell>& cells,
                             std::vector<std::uint8_t> board) {
  for (std::size_t i = 0, next = 0; i < cells.size(); ++i) {
    const TextCell& cell = cells[i];
    if (cell.value > shape.size()) {
      return fail(
          text.offset(cell.at),
          SUDOKU_MESSAGE("parse.not_a_digit_of_board", "{0} is not a digit of a {1} ({2})"),
          {describe_character(text.bytes.substr(cell.at)), board_words(shape), value_range(shape)});
    }
    while (board[next] == 0xFF) ++next;  // skip the blank rows of dash lines, already 0
    board[next++] = static_cast<std::uint8_t>(cell.value);
  }
  for (auto& value : board) {
    if (value == 0xFF) value = 0;
  }
  return success(shape, std::move(board));
}

// A multi-line text line made only of `- * + | =` and spaces. It is a frame when it has `+`, `|`
// or `=`; otherwise (only dashes and stars) it is a row of blanks when it holds exactly N cells.
struct DashLine {
  std::size_t first_cell;  // index into the cell list where its cells would go
  std::size_t length;      // its cell count if it is a row
};

bool is_frame_char(char c) noexcept {
  return c == '-' || c == '*' || c == '+' || c == '|' || c == '=' || is_space(c);
}

// True when two lines hold something other than a comment: only then can frame lines exist.
bool has_several_lines(std::string_view text) {
  int content_lines = 0;
  for (std::size_t start = 0; start <= text.size();) {
    const Line line = line_at(text, start);
    if (!is_skipped(line.text) && ++content_lines == 2) return true;
    start = line.next;
  }
  return false;
}

}  // namespace

ParseResult parse_lines(const Text& text, std::optional<Shape> shape) {
  const std::string_view bytes = text.bytes;
  const bool multi_line = has_several_lines(bytes);

  std::vector<TextCell> cells;
  std::vector<DashLine> dash_lines;
  // Dash lines of each length seen so far: more than L of length L cannot all be rows of blanks
  // of an L×L board, so no more of them are kept (memory stays bounded).
  std::size_t dash_count[max_size + 1] = {};
  for (std::size_t start = 0; start <= bytes.size();) {
    const Line next_line = line_at(bytes, start);
    const std::string_view line = next_line.text;
    bool skip = is_skipped(line);
    if (!skip && multi_line) {
      bool frame_like = true, hard_frame = false;
      std::size_t length = 0;
      for (char c : line) {
        if (!is_frame_char(c)) {
          frame_like = false;
          break;
        }
        if (c == '+' || c == '|' || c == '=') hard_frame = true;
        if (!is_space(c)) ++length;
      }
      if (frame_like) {
        skip = true;
        if (!hard_frame && length <= static_cast<std::size_t>(max_size) &&
            dash_count[length]++ <= length) {
          dash_lines.push_back(DashLine{cells.size(), length});
        }
      }
    }
    if (!skip) {
      for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (is_space(c) || is_separator(c)) continue;
        const int value = symbol_value(c);
        if (value == 0 && !is_blank(c)) return unexpected(text, start + i);
        if (cells.size() == max_cells) {
          return too_many_cells(
              format(SUDOKU_MESSAGE("parse.more_than", "more than {0}"), {Part(max_cells)}),
              text.offset(start + i));
        }
        cells.push_back(TextCell{value, start + i});
      }
    }
    start = next_line.next;
  }
  if (text.truncated) return too_long(text);

  // The side N: given, or the one for which the cells (plus dash lines of N cells) make N×N.
  // (dash_count is exact; only the dash lines kept are capped, and a side they cannot cover is
  // never resolved: its count exceeds N×N.)
  auto cells_for_side = [&](std::size_t side) {
    return cells.size() +
           (side <= static_cast<std::size_t>(max_size) ? dash_count[side] * side : 0);
  };
  // When several N fit, the largest wins: it reads the most dash lines as rows of blanks, which is
  // what a board of N lines of N cells with blank rows means.
  std::optional<Shape> resolved = shape;
  if (!resolved) {
    for (int side = max_size; side >= 1 && !resolved; --side) {
      auto n = static_cast<std::size_t>(side);
      if (cells_for_side(n) == n * n) resolved = shape_for_size(side);
    }
  }
  if (!resolved && multi_line) {
    // No side fits. Lines of as many dashes as the side nearest to the text's cells are rows of
    // blanks by the frame-line rule, so they count, and the message says why.
    const std::size_t near = nearest_side(cells.size());
    if (near <= static_cast<std::size_t>(max_size) && dash_count[near] > 0) {
      return fail(text.offset(bytes.size()),
                  SUDOKU_MESSAGE("parse.expected_cells_found_line_dashes",
                                 "expected {0} cells, found {1}: a line of {2} dashes is a row of "
                                 "blanks (a frame line "
                                 "holds +, | or =, or is not {3} long)"),
                  {Part(near * near), Part(cells_for_side(near)), Part(near), Part(near)});
    }
  }
  const std::size_t side = resolved ? static_cast<std::size_t>(resolved->size()) : 0;
  const std::size_t found = resolved ? cells_for_side(side) : cells.size();
  if (!resolved || found != side * side) {
    // Past the last text cell (only dash rows beyond it), point at the end of the text.
    return wrong_count(found, resolved, &text, &cells);
  }
  // Blank rows of dash lines are marked 0xFF, so the text cells fill the other places in order.
  std::vector<std::uint8_t> board;
  board.reserve(side * side);
  std::size_t next_dash = 0;
  for (std::size_t i = 0; i <= cells.size(); ++i) {
    for (; next_dash < dash_lines.size() && dash_lines[next_dash].first_cell <= i; ++next_dash) {
      if (dash_lines[next_dash].length == side) board.insert(board.end(), side, 0xFF);
    }
    if (i < cells.size()) board.push_back(0);
  }
  return board_from_cells(text, *resolved, cells, std::move(board));
}

[[gnu::noinline]] ParseResult read_text(std::string_view input, std::optional<Shape> shape) {
  if (shape && !shape->supported()) return unsupported_shape(*shape);
#if SUDOKU_TRAVEL
  // Links, site ids and puzzle JSON (formats/read.cpp); their rules come with parse_puzzle().
  if (auto travelled = detail::travelling_board(input, shape)) return std::move(*travelled);
#else
  // A core without them (the JS API's plain module) says what it was given and what reads it.
  if (is_travelling_text(input)) {
    return fail(
        std::nullopt,
        SUDOKU_MESSAGE("parse.needs_formats",
                       "links, site ids and puzzle JSON need the formats validator: {call}"),
        {"loadValidator({ formats: true })"});
  }
#endif
  const Text text = text_of(input);
  const auto first = text.bytes.find_first_not_of(" \t\r\n\v\f");
  if (first != std::string_view::npos && text.bytes[first] == '[') {
    return parse_json(text, shape);
  }
  return parse_lines(text, shape);
}

}  // namespace detail

bool is_travelling_text(std::string_view text) noexcept { return detail::looks_travelling(text); }

ParseResult parse(std::string_view input, std::optional<Shape> shape) {
  return detail::placed(input, detail::read_text(input, shape));
}

}  // namespace sudoku
