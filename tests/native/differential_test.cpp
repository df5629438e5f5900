// Randomised differential test: generated boards of many shapes, core vs the simple referee.
#include <algorithm>
#include <catch2/catch.hpp>
#include <numeric>
#include <random>

#include "printing.hpp"
#include "reference.hpp"

namespace {

using sudoku::Shape;
using Cells = std::vector<int>;

// A fixed seed keeps every run identical, so a failure can be replayed.
constexpr std::uint32_t seed = 36'2024;
constexpr int boards_per_shape = 600;

int pick(std::mt19937& random, int low, int high) {
  return std::uniform_int_distribution<int>(low, high)(random);
}

int cell_of(int row, int col, int size) { return row * size + col; }

// The classic pattern solution: rows of a band shift by box_cols, bands shift by one.
Cells pattern_solution(Shape shape) {
  const int size = shape.size();
  Cells cells(static_cast<std::size_t>(size * size));
  for (int row = 0; row < size; ++row) {
    for (int col = 0; col < size; ++col) {
      const int shift = (row % shape.box_rows) * shape.box_cols + row / shape.box_rows;
      cells[static_cast<std::size_t>(cell_of(row, col, size))] = (shift + col) % size + 1;
    }
  }
  return cells;
}

// An order of lines that keeps groups together: groups shuffled, then lines within each group.
std::vector<int> grouped_order(int groups, int per_group, std::mt19937& random) {
  std::vector<int> group_order(static_cast<std::size_t>(groups));
  std::iota(group_order.begin(), group_order.end(), 0);
  std::shuffle(group_order.begin(), group_order.end(), random);
  std::vector<int> order;
  for (int group : group_order) {
    std::vector<int> lines(static_cast<std::size_t>(per_group));
    std::iota(lines.begin(), lines.end(), group * per_group);
    std::shuffle(lines.begin(), lines.end(), random);
    order.insert(order.end(), lines.begin(), lines.end());
  }
  return order;
}

// A random solution: the pattern moved by Sudoku symmetries (relabelling digits, rows within a
// band, bands, columns within a stack, stacks, and transposition when boxes are square).
Cells random_solution(Shape shape, std::mt19937& random) {
  const int size = shape.size();
  const Cells pattern = pattern_solution(shape);
  std::vector<int> relabel(static_cast<std::size_t>(size + 1));
  std::iota(relabel.begin() + 1, relabel.end(), 1);
  std::shuffle(relabel.begin() + 1, relabel.end(), random);
  const auto rows = grouped_order(size / shape.box_rows, shape.box_rows, random);
  const auto cols = grouped_order(size / shape.box_cols, shape.box_cols, random);
  const bool transpose = shape.box_rows == shape.box_cols && pick(random, 0, 1) == 1;

  Cells cells(pattern.size());
  for (int row = 0; row < size; ++row) {
    for (int col = 0; col < size; ++col) {
      const int from_row = rows[static_cast<std::size_t>(transpose ? col : row)];
      const int from_col = cols[static_cast<std::size_t>(transpose ? row : col)];
      const int digit = pattern[static_cast<std::size_t>(cell_of(from_row, from_col, size))];
      cells[static_cast<std::size_t>(cell_of(row, col, size))] =
          relabel[static_cast<std::size_t>(digit)];
    }
  }
  return cells;
}

void blank_randomly(Cells& cells, std::mt19937& random) {
  const double blank_share =
      std::array{0.0, 0.2, 0.5, 0.8, 0.95}[static_cast<std::size_t>(pick(random, 0, 4))];
  std::bernoulli_distribution blank(blank_share);
  for (auto& cell : cells) {
    if (blank(random)) cell = 0;
  }
}

enum class Injection { none, row, column, box, several, noise };

struct TwoCells {
  int first_row, first_col, second_row, second_col;
};

// Places `digit` in both cells and clears it from every other cell of their units, except the
// unit they share, so the board gains exactly one conflict: that unit, that digit, those cells.
void place_pair(Cells& cells, Shape shape, TwoCells pair, int digit) {
  const int size = shape.size();
  const int first = cell_of(pair.first_row, pair.first_col, size);
  const int second = cell_of(pair.second_row, pair.second_col, size);
  for (int cell = 0; cell < size * size; ++cell) {
    if (cell == first || cell == second) continue;
    const int row = cell / size, col = cell % size;
    const int box = sudoku::box_index(row, col, shape);
    const bool shares_unit = row == pair.first_row || row == pair.second_row ||
                             col == pair.first_col || col == pair.second_col ||
                             box == sudoku::box_index(pair.first_row, pair.first_col, shape) ||
                             box == sudoku::box_index(pair.second_row, pair.second_col, shape);
    if (shares_unit && cells[static_cast<std::size_t>(cell)] == digit) {
      cells[static_cast<std::size_t>(cell)] = 0;
    }
  }
  cells[static_cast<std::size_t>(first)] = digit;
  cells[static_cast<std::size_t>(second)] = digit;
}

// Two cells in one row but different boxes (hence different columns).
TwoCells pair_in_row(Shape shape, std::mt19937& random) {
  const int size = shape.size(), stacks = size / shape.box_cols;
  const int row = pick(random, 0, size - 1);
  const int first_stack = pick(random, 0, stacks - 1);
  const int second_stack = (first_stack + pick(random, 1, stacks - 1)) % stacks;
  return {row, first_stack * shape.box_cols + pick(random, 0, shape.box_cols - 1), row,
          second_stack * shape.box_cols + pick(random, 0, shape.box_cols - 1)};
}

// Two cells in one column but different boxes (hence different rows).
TwoCells pair_in_column(Shape shape, std::mt19937& random) {
  const int size = shape.size(), bands = size / shape.box_rows;
  const int col = pick(random, 0, size - 1);
  const int first_band = pick(random, 0, bands - 1);
  const int second_band = (first_band + pick(random, 1, bands - 1)) % bands;
  return {first_band * shape.box_rows + pick(random, 0, shape.box_rows - 1), col,
          second_band * shape.box_rows + pick(random, 0, shape.box_rows - 1), col};
}

// Two cells in one box but in different rows and different columns.
TwoCells pair_in_box(Shape shape, std::mt19937& random) {
  const int size = shape.size();
  const int top = pick(random, 0, size / shape.box_rows - 1) * shape.box_rows;
  const int left = pick(random, 0, size / shape.box_cols - 1) * shape.box_cols;
  const int first_row = pick(random, 0, shape.box_rows - 1);
  const int second_row = (first_row + pick(random, 1, shape.box_rows - 1)) % shape.box_rows;
  const int first_col = pick(random, 0, shape.box_cols - 1);
  const int second_col = (first_col + pick(random, 1, shape.box_cols - 1)) % shape.box_cols;
  return {top + first_row, left + first_col, top + second_row, left + second_col};
}

sudoku::Conflict expected_pair_conflict(Shape shape, sudoku::Unit unit, TwoCells pair, int digit) {
  const int size = shape.size();
  int first = cell_of(pair.first_row, pair.first_col, size);
  int second = cell_of(pair.second_row, pair.second_col, size);
  if (first > second) std::swap(first, second);
  int index = sudoku::box_index(pair.first_row, pair.first_col, shape);
  if (unit == sudoku::Unit::row) index = pair.first_row;
  if (unit == sudoku::Unit::column) index = pair.first_col;
  return {unit, index, digit, {first, second}};
}

struct Generated {
  Cells cells;
  Injection injection = Injection::none;
  std::optional<sudoku::Conflict> only_conflict;  // the single conflict a pair injection makes
};

Generated generate(Shape shape, std::mt19937& random) {
  Generated board{random_solution(shape, random), Injection::none, std::nullopt};
  blank_randomly(board.cells, random);
  board.injection = static_cast<Injection>(pick(random, 0, 5));
  const int digit = pick(random, 1, shape.size());
  switch (board.injection) {
    case Injection::none:
      break;
    case Injection::row: {
      const auto pair = pair_in_row(shape, random);
      place_pair(board.cells, shape, pair, digit);
      board.only_conflict = expected_pair_conflict(shape, sudoku::Unit::row, pair, digit);
      break;
    }
    case Injection::column: {
      const auto pair = pair_in_column(shape, random);
      place_pair(board.cells, shape, pair, digit);
      board.only_conflict = expected_pair_conflict(shape, sudoku::Unit::column, pair, digit);
      break;
    }
    case Injection::box: {
      const auto pair = pair_in_box(shape, random);
      place_pair(board.cells, shape, pair, digit);
      board.only_conflict = expected_pair_conflict(shape, sudoku::Unit::box, pair, digit);
      break;
    }
    case Injection::several:
      // Several pairs placed without clearing, so conflicts overlap and share cells.
      for (int count = pick(random, 2, 5); count > 0; --count) {
        const int kind = pick(random, 0, 2);
        const auto pair = kind == 0   ? pair_in_row(shape, random)
                          : kind == 1 ? pair_in_column(shape, random)
                                      : pair_in_box(shape, random);
        const int placed = pick(random, 1, shape.size());
        const int size = shape.size();
        board.cells[static_cast<std::size_t>(cell_of(pair.first_row, pair.first_col, size))] =
            placed;
        board.cells[static_cast<std::size_t>(cell_of(pair.second_row, pair.second_col, size))] =
            placed;
      }
      break;
    case Injection::noise:
      for (int count = pick(random, 1, shape.size()); count > 0; --count) {
        board.cells[static_cast<std::size_t>(pick(random, 0, shape.cell_count() - 1))] =
            pick(random, 0, shape.size());
      }
      break;
  }
  return board;
}

// The ways a board is written as text; each must parse back to the same cells.
enum class Layout { one_line, lines, spaced_lines, simple_sudoku, framed };

Cells cells_of(const sudoku::Board& board) {
  return Cells(board.cells().begin(), board.cells().end());
}

bool row_is_empty(const Cells& cells, int size, int row) {
  const auto first = cells.begin() + row * size;
  return std::all_of(first, first + size, [](int digit) { return digit == 0; });
}

std::string render(const Cells& cells, Shape shape, Layout layout, std::mt19937& random) {
  static constexpr char blanks[] = {'.', '0', '-', '_', '*'};
  const int size = shape.size();
  const bool lower = pick(random, 0, 1) == 1;
  const char line_blank = blanks[pick(random, 0, 4)];
  const bool same_blank_per_line = pick(random, 0, 1) == 1;
  const int stacks = size / shape.box_cols;
  std::string frame_line;
  if (layout == Layout::simple_sudoku)
    frame_line.assign(static_cast<std::size_t>(size + stacks - 1), '-');
  if (layout == Layout::framed) {
    for (int stack = 0; stack < stacks; ++stack) {
      if (stack) frame_line += '+';
      frame_line.append(static_cast<std::size_t>(shape.box_cols), '-');
    }
  }

  std::string text;
  for (int row = 0; row < size; ++row) {
    if (row && layout != Layout::one_line) text += '\n';
    if (row && row % shape.box_rows == 0 && !frame_line.empty()) text += frame_line + '\n';
    for (int col = 0; col < size; ++col) {
      if (col && col % shape.box_cols == 0 &&
          (layout == Layout::simple_sudoku || layout == Layout::framed)) {
        text += '|';
      }
      if (col && layout == Layout::spaced_lines) text += ' ';
      const int digit = cells[static_cast<std::size_t>(cell_of(row, col, size))];
      char blank = same_blank_per_line ? line_blank : blanks[pick(random, 0, 4)];
      // A row of only `-`/`*` blanks between `|` would be a frame line by design; real .ss files
      // write such rows with dots.
      if (col == 0 && row_is_empty(cells, size, row) && !frame_line.empty()) blank = '.';
      text += digit ? reference::symbol(digit, lower) : blank;
    }
  }
  return text;
}

std::vector<std::vector<int>> as_grid(const Cells& cells, int size) {
  std::vector<std::vector<int>> grid;
  for (auto row = cells.begin(); row != cells.end(); row += size)
    grid.emplace_back(row, row + size);
  return grid;
}

}  // namespace

TEST_CASE("the pattern solution and its symmetric variants are valid boards", "[differential]") {
  std::mt19937 random(seed);
  for (Shape shape : {Shape{2, 2}, Shape{2, 3}, Shape{3, 2}, Shape{3, 3}, Shape{2, 4}, Shape{3, 4},
                      Shape{4, 4}, Shape{5, 5}}) {
    CAPTURE(shape);
    const auto pattern = pattern_solution(shape);
    CHECK(reference::check(pattern, shape).valid());
    CHECK(std::count(pattern.begin(), pattern.end(), 0) == 0);
    for (int i = 0; i < 20; ++i) {
      const auto cells = random_solution(shape, random);
      CHECK(reference::check(cells, shape).valid());
      CHECK(std::count(cells.begin(), cells.end(), 0) == 0);
      const auto parsed = sudoku::parse(std::span<const int>(cells), shape);
      REQUIRE(parsed.ok());
      CHECK(sudoku::is_valid(*parsed.board));
      CHECK(sudoku::check(*parsed.board).valid());
    }
  }
}

TEST_CASE("the reference referee finds a known conflict", "[differential]") {
  // Guards the referee itself: a board with 1 at cells 0, 1 (row 0, box 0) and 9 (column 0).
  Cells cells(16, 0);
  cells[0] = cells[1] = cells[8] = 1;
  const auto report = reference::check(cells, Shape{2, 2});
  const std::vector<sudoku::Conflict> expected = {
      {sudoku::Unit::row, 0, 1, {0, 1}},
      {sudoku::Unit::column, 0, 1, {0, 8}},
      {sudoku::Unit::box, 0, 1, {0, 1}},
  };
  CHECK(report.conflicts == expected);
  CHECK(report.conflict_cells == std::vector<int>{0, 1, 8});
}

TEST_CASE("generated boards parse back and get the reference report and verdict",
          "[differential]") {
  const Shape shape = GENERATE(Shape{2, 2}, Shape{2, 3}, Shape{3, 2}, Shape{3, 3}, Shape{2, 4},
                               Shape{3, 4}, Shape{4, 4}, Shape{5, 5});
  CAPTURE(shape);
  std::mt19937 random(seed + static_cast<std::uint32_t>(shape.box_rows * 100 + shape.box_cols));
  // Boxes wider than tall can be inferred; taller ones must be given.
  const bool inferable = sudoku::shape_for_size(shape.size()) == shape;
  int valid_boards = 0, invalid_boards = 0;

  for (int index = 0; index < boards_per_shape; ++index) {
    const auto board = generate(shape, random);
    const auto expected = reference::check(board.cells, shape);
    const auto layout = static_cast<Layout>(pick(random, 0, 4));
    const auto text = render(board.cells, shape, layout, random);
    CAPTURE(index, static_cast<int>(board.injection), static_cast<int>(layout), text);

    if (board.only_conflict) {
      // Guards the generator: a pair injection must make exactly its one conflict.
      REQUIRE(expected.conflicts == std::vector<sudoku::Conflict>{*board.only_conflict});
    }
    if (board.injection == Injection::none) REQUIRE(expected.valid());
    (expected.valid() ? valid_boards : invalid_boards) += 1;

    // The verdict is judged on the board built from numbers, so that a text-parsing failure
    // cannot hide a validation failure (and the other way round).
    const auto from_numbers = sudoku::parse(std::span<const int>(board.cells), shape);
    REQUIRE(from_numbers.ok());
    CHECK(cells_of(*from_numbers.board) == board.cells);
    const auto report = sudoku::check(*from_numbers.board);
    CHECK(report.shape == shape);
    CHECK(report.conflicts == expected.conflicts);
    CHECK(report.conflict_cells == expected.conflict_cells);
    CHECK(sudoku::is_valid(*from_numbers.board) == expected.valid());

    const auto from_grid = sudoku::parse(as_grid(board.cells, shape.size()), shape);
    CHECK(from_grid.ok());
    if (from_grid.ok()) CHECK(cells_of(*from_grid.board) == board.cells);

    const bool give_shape = !inferable || pick(random, 0, 1) == 1;
    CAPTURE(give_shape);
    const auto from_text = sudoku::parse(text, give_shape ? std::optional(shape) : std::nullopt);
    INFO("parse error: " << from_text.error.message);
    CHECK(from_text.ok());
    if (from_text.ok()) {
      CHECK(from_text.board->shape() == shape);
      CHECK(cells_of(*from_text.board) == board.cells);
    }
  }
  CHECK(valid_boards > boards_per_shape / 10);
  CHECK(invalid_boards > boards_per_shape / 2);
}

TEST_CASE("generated boards: validate_many agrees with the reference line by line",
          "[differential][batch]") {
  const Shape shape = GENERATE(Shape{2, 2}, Shape{2, 3}, Shape{3, 2}, Shape{3, 3}, Shape{3, 4},
                               Shape{4, 4}, Shape{5, 5});
  CAPTURE(shape);
  std::mt19937 random(seed ^ static_cast<std::uint32_t>(shape.box_rows * 7 + shape.box_cols));
  const bool inferable = sudoku::shape_for_size(shape.size()) == shape;
  // 9x9 gets the most boards: it is the fast path users lean on.
  const int boards = shape == Shape{3, 3} ? 3000 : 300;

  std::string text;
  std::vector<std::string> rendered;
  std::vector<std::uint8_t> expected_results;
  std::vector<std::uint32_t> expected_lines;
  std::size_t expected_valid = 0;
  std::uint32_t line = 0;
  for (int index = 0; index < boards; ++index) {
    const auto board = generate(shape, random);
    // Comments and blank lines between boards must not count, but do advance line numbers.
    switch (pick(random, 0, 9)) {
      case 0:
        text += "# board " + std::to_string(index) + "\n";
        ++line;
        break;
      case 1:
        text += "\n";
        ++line;
        break;
      default:
        break;
    }
    rendered.push_back(render(board.cells, shape, Layout::one_line, random));
    text += rendered.back();
    text += pick(random, 0, 3) == 0 ? "\r\n" : "\n";
    expected_lines.push_back(++line);
    const bool valid = reference::check(board.cells, shape).valid();
    if (shape == Shape{3, 3}) {
      const auto quick = sudoku::is_valid_line(rendered.back());
      REQUIRE(quick.has_value());
      CHECK(*quick == valid);
    }
    expected_valid += valid ? 1 : 0;
    expected_results.push_back(static_cast<std::uint8_t>(valid ? sudoku::BatchResult::valid
                                                               : sudoku::BatchResult::invalid));
  }

  const auto report = sudoku::validate_many(
      text, inferable && pick(random, 0, 1) ? std::nullopt : std::optional(shape));
  CHECK(report.total == static_cast<std::size_t>(boards));
  CHECK(report.valid == expected_valid);
  CHECK(report.invalid == static_cast<std::size_t>(boards) - expected_valid);
  CHECK(report.malformed == 0);
  CHECK(report.errors.empty());
  CHECK(report.lines == expected_lines);
  REQUIRE(report.results.size() == expected_results.size());
  for (std::size_t i = 0; i < expected_results.size(); ++i) {
    if (report.results[i] != expected_results[i]) {
      // Name the first board that disagrees, rather than dumping the whole batch.
      CAPTURE(i, rendered[i]);
      CHECK(static_cast<int>(report.results[i]) == static_cast<int>(expected_results[i]));
      break;
    }
  }
}
