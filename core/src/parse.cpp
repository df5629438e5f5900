// Parsing: text in every supported layout, flat numbers and number grids, into a Board.
#include <cmath>
#include <string>

#include "sudoku/sudoku.hpp"

namespace sudoku {
namespace {

constexpr bool is_space(char c) noexcept {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}
constexpr bool is_blank(char c) noexcept {
  return c == '.' || c == '0' || c == '-' || c == '_' || c == '*';
}
constexpr bool is_separator(char c) noexcept { return c == '|' || c == '+'; }

// The digit a symbol stands for (1–9, then A–Z / a–z for 10–35), or 0 when it is no symbol.
constexpr int symbol_value(char c) noexcept {
  if (c >= '1' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  return 0;
}

std::string shape_words(Shape shape) {
  return std::to_string(shape.size()) + "\u00d7" + std::to_string(shape.size()) + " board";
}

std::string describe_char(char c) {
  auto byte = static_cast<unsigned char>(c);
  if (byte >= 0x20 && byte < 0x7f) return std::string("'") + c + "'";
  static constexpr char hex[] = "0123456789ABCDEF";
  return std::string("byte 0x") + hex[byte >> 4] + hex[byte & 0xF];
}

ParseResult failure(std::optional<std::size_t> position, std::string message) {
  return ParseResult{std::nullopt, ParseError{position, std::move(message)}};
}

ParseResult unsupported_shape(Shape shape) {
  return failure(std::nullopt, "box shape " + std::to_string(shape.box_rows) + "x" +
                                   std::to_string(shape.box_cols) +
                                   " is not supported: boxes need at least 1 row and 1 column, "
                                   "and a board at most " +
                                   std::to_string(max_size) + " rows");
}

// The message for a cell count that fits no board: name the nearest board size. When there are
// too many cells, the error points at the first one past the board: position_of(index).
template <class PositionOf>
ParseResult wrong_count(std::size_t found, std::optional<Shape> shape, PositionOf position_of) {
  std::size_t expected = 0;
  std::string suffix;
  if (shape) {
    expected = static_cast<std::size_t>(shape->cell_count());
    suffix = " for a " + shape_words(*shape) + " with " + std::to_string(shape->box_rows) + "x" +
             std::to_string(shape->box_cols) + " boxes";
  } else {
    if (found == 0) return failure(std::nullopt, "no cells found");
    auto side = static_cast<std::size_t>(std::lround(std::sqrt(static_cast<double>(found))));
    if (side > static_cast<std::size_t>(max_size)) {
      return failure(std::nullopt, "found " + std::to_string(found) +
                                       " cells, more than the largest supported board (" +
                                       std::to_string(max_size) + "\u00d7" +
                                       std::to_string(max_size) + ")");
    }
    expected = side * side;
  }
  return failure(
      found > expected ? std::optional<std::size_t>(position_of(expected)) : std::nullopt,
      "expected " + std::to_string(expected) + " cells" + suffix + ", found " +
          std::to_string(found));
}

// A cell read from text: the digit (0 when blank) and where it stood.
struct TextCell {
  int value;
  std::size_t offset;
};

// A multi-line text line made only of `- * + | =` and spaces. It is a frame when it has `+`, `|`
// or `=`; otherwise (only dashes and stars) it is a row of blanks when it holds exactly N cells.
struct DashLine {
  std::size_t first_cell;  // index into the cell list where its cells would go
  std::size_t length;      // its cell count if it is a row
  std::size_t offset;      // offset of the line in the text
};

bool is_frame_char(char c) noexcept {
  return c == '-' || c == '*' || c == '+' || c == '|' || c == '=' || is_space(c);
}

}  // namespace

ParseResult parse(std::string_view text, std::optional<Shape> shape) {
  if (shape && !shape->supported()) return unsupported_shape(*shape);

  // Lines that hold something other than a comment decide whether frame lines can exist.
  std::size_t content_lines = 0;
  for (std::size_t start = 0; start <= text.size();) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    auto line = text.substr(start, end - start);
    auto first = line.find_first_not_of(" \t\r\v\f");
    if (first != std::string_view::npos && line[first] != '#') ++content_lines;
    start = end + 1;
  }
  const bool multi_line = content_lines > 1;

  std::vector<TextCell> cells;
  std::vector<DashLine> dash_lines;
  for (std::size_t start = 0; start <= text.size();) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    auto line = text.substr(start, end - start);
    auto first = line.find_first_not_of(" \t\r\v\f");
    bool skip = first == std::string_view::npos || line[first] == '#';
    if (!skip && multi_line) {
      bool frame_like = true, hard_frame = false;
      std::size_t length = 0;
      for (char c : line) {
        if (!is_frame_char(c)) frame_like = false;
        if (c == '+' || c == '|' || c == '=') hard_frame = true;
        if (!is_space(c)) ++length;
      }
      if (frame_like && hard_frame) skip = true;
      if (frame_like && !hard_frame) {
        dash_lines.push_back(DashLine{cells.size(), length, start});
        skip = true;
      }
    }
    if (!skip) {
      for (std::size_t i = 0; i < line.size(); ++i) {
        char c = line[i];
        if (is_space(c) || is_separator(c)) continue;
        if (is_blank(c)) {
          cells.push_back(TextCell{0, start + i});
        } else if (int value = symbol_value(c)) {
          cells.push_back(TextCell{value, start + i});
        } else {
          return failure(start + i, "unexpected character " + describe_char(c) + " at offset " +
                                        std::to_string(start + i));
        }
      }
    }
    start = end + 1;
  }

  // The side N: given, or the one for which the cells (plus dash lines of N cells) make N×N.
  auto cells_for_side = [&](std::size_t side) {
    std::size_t total = cells.size();
    for (const auto& dash : dash_lines) {
      if (dash.length == side) total += dash.length;
    }
    return total;
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
  const std::size_t side = resolved ? static_cast<std::size_t>(resolved->size()) : 0;
  const std::size_t found = resolved ? cells_for_side(side) : cells.size();
  const std::size_t expected = side * side;
  if (!resolved || found != expected) {
    // Past the last text cell (only dash rows beyond it), point at the end of the text.
    return wrong_count(found, resolved, [&](std::size_t index) {
      return index < cells.size() ? cells[index].offset : text.size();
    });
  }

  std::vector<std::uint8_t> board_cells;
  board_cells.reserve(expected);
  std::size_t next_dash = 0;
  auto take_dash_rows_before = [&](std::size_t cell_index) {
    for (; next_dash < dash_lines.size() && dash_lines[next_dash].first_cell <= cell_index;
         ++next_dash) {
      if (dash_lines[next_dash].length == side) board_cells.insert(board_cells.end(), side, 0);
    }
  };
  for (std::size_t i = 0; i < cells.size(); ++i) {
    take_dash_rows_before(i);
    const auto& cell = cells[i];
    if (cell.value > resolved->size()) {
      char symbol = text[cell.offset];
      return failure(cell.offset, describe_char(symbol) + " at offset " +
                                      std::to_string(cell.offset) + " is not a digit of a " +
                                      shape_words(*resolved) + " (digits are 1 to " +
                                      std::to_string(resolved->size()) + ")");
    }
    board_cells.push_back(static_cast<std::uint8_t>(cell.value));
  }
  take_dash_rows_before(cells.size());
  return ParseResult{Board(*resolved, std::move(board_cells)), {}};
}

ParseResult parse(std::span<const int> numbers, std::optional<Shape> shape) {
  if (shape && !shape->supported()) return unsupported_shape(*shape);
  std::optional<Shape> resolved = shape ? shape : infer_shape(numbers.size());
  if (!resolved || static_cast<std::size_t>(resolved->cell_count()) != numbers.size()) {
    return wrong_count(numbers.size(), resolved, [](std::size_t index) { return index; });
  }
  std::vector<std::uint8_t> board_cells;
  board_cells.reserve(numbers.size());
  for (std::size_t i = 0; i < numbers.size(); ++i) {
    int value = numbers[i];
    if (value < 0 || value > resolved->size()) {
      return failure(i, "cell " + std::to_string(i) + " holds " + std::to_string(value) +
                            ", which is not a digit of a " + shape_words(*resolved) +
                            " (0 for empty, 1 to " + std::to_string(resolved->size()) + ")");
    }
    board_cells.push_back(static_cast<std::uint8_t>(value));
  }
  return ParseResult{Board(*resolved, std::move(board_cells)), {}};
}

ParseResult parse(const std::vector<std::vector<int>>& rows, std::optional<Shape> shape) {
  if (shape && !shape->supported()) return unsupported_shape(*shape);
  const std::size_t side = shape ? static_cast<std::size_t>(shape->size()) : rows.size();
  if (rows.size() != side) {
    return failure(std::nullopt, "expected " + std::to_string(side) + " rows for a " +
                                     shape_words(*shape) + ", found " +
                                     std::to_string(rows.size()));
  }
  std::vector<int> flat;
  flat.reserve(side * side);
  for (std::size_t r = 0; r < rows.size(); ++r) {
    if (rows[r].size() != side) {
      return failure(r * side, "ragged grid: row " + std::to_string(r) + " has " +
                                   std::to_string(rows[r].size()) + " cells, expected " +
                                   std::to_string(side) + " (rows are numbered from 0)");
    }
    flat.insert(flat.end(), rows[r].begin(), rows[r].end());
  }
  return parse(std::span<const int>(flat), shape);
}

}  // namespace sudoku
