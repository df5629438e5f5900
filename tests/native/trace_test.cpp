// trace(): the recorded scan, checked step by step against a plain replay with std::set and
// against check() on the shared fixtures and on random boards of every shape up to 32×32.
#include <catch2/catch.hpp>
#include <map>
#include <random>
#include <set>
#include <utility>

#include "fixtures.hpp"
#include "printing.hpp"

namespace {

using sudoku::Shape;
using sudoku::TraceStop;
using sudoku::Unit;

constexpr std::array<Unit, 3> units{Unit::row, Unit::column, Unit::box};

// The mask of a set of digits: bit d-1 for digit d.
std::uint32_t mask_of(const std::set<int>& digits) {
  std::uint32_t mask = 0;
  for (int digit : digits) mask |= std::uint32_t{1} << (digit - 1);
  return mask;
}

// Replays the tutorial's loop with one std::set per row, column and box and checks every step of
// `trace` against it: the cell order, the box, the digit, the sets before the step, the repeats
// and the cell that first put the digit into each set.
void check_against_replay(const sudoku::Board& board, const sudoku::Trace& trace) {
  const int size = board.size();
  std::vector<std::set<int>> rows(static_cast<std::size_t>(size)), cols(rows), boxes(rows);
  std::map<std::pair<int, int>, int> first_in_row, first_in_col, first_in_box;  // (unit, digit)
  for (std::size_t index = 0; index < trace.steps.size(); ++index) {
    const auto& step = trace.steps[index];
    const int row = static_cast<int>(index) / size;
    const int col = static_cast<int>(index) % size;
    const int box = (row / board.shape().box_rows) * (size / board.shape().box_cols) +
                    col / board.shape().box_cols;
    CAPTURE(index, row, col);
    REQUIRE(step.cell == static_cast<int>(index));
    REQUIRE(step.row == row);
    REQUIRE(step.col == col);
    REQUIRE(step.box == box);
    REQUIRE(step.digit == board.cells()[index]);
    auto& row_set = rows[static_cast<std::size_t>(row)];
    auto& col_set = cols[static_cast<std::size_t>(col)];
    auto& box_set = boxes[static_cast<std::size_t>(box)];
    CHECK(step.seen_row == mask_of(row_set));
    CHECK(step.seen_col == mask_of(col_set));
    CHECK(step.seen_box == mask_of(box_set));
    const int digit = step.digit;
    if (digit == 0) {
      CHECK_FALSE(step.is_repeat());
      continue;
    }
    const auto expect_earlier = [&](std::set<int>& set, std::map<std::pair<int, int>, int>& first,
                                    int unit_index, Unit unit) {
      const auto key = std::make_pair(unit_index, digit);
      CAPTURE(sudoku::unit_name(unit));
      if (set.count(digit)) {
        CHECK(step.repeats_in(unit));
        CHECK(step.earlier[static_cast<std::size_t>(unit)] == first.at(key));
      } else {
        CHECK_FALSE(step.repeats_in(unit));
        first[key] = step.cell;
        set.insert(digit);
      }
    };
    expect_earlier(row_set, first_in_row, row, Unit::row);
    expect_earlier(col_set, first_in_col, col, Unit::column);
    expect_earlier(box_set, first_in_box, box, Unit::box);
  }
}

// The (cell, unit) pairs that check() implies must repeat: every cell of a conflict but its first.
std::set<std::pair<int, Unit>> repeats_from_report(const sudoku::Report& report) {
  std::set<std::pair<int, Unit>> repeats;
  for (const auto& conflict : report.conflicts) {
    for (std::size_t i = 1; i < conflict.cells.size(); ++i) {
      repeats.emplace(conflict.cells[i], conflict.unit);
    }
  }
  return repeats;
}

std::set<std::pair<int, Unit>> repeats_in_trace(const sudoku::Trace& trace) {
  std::set<std::pair<int, Unit>> repeats;
  for (const auto& step : trace.steps) {
    for (Unit unit : units) {
      if (step.repeats_in(unit)) repeats.emplace(step.cell, unit);
    }
  }
  return repeats;
}

// Every property a trace of `board` must have, for both ways of stopping.
void check_trace(const sudoku::Board& board) {
  const auto report = sudoku::check(board);
  const auto expected_repeats = repeats_from_report(report);
  const auto cell_count = board.cells().size();

  const auto all = sudoku::trace(board, TraceStop::all);
  REQUIRE(all.ok());
  CHECK(all.trace->shape == board.shape());
  CHECK(all.trace->stop == TraceStop::all);
  CHECK(all.trace->valid == report.valid());
  REQUIRE(all.trace->steps.size() == cell_count);
  check_against_replay(board, *all.trace);
  CHECK(repeats_in_trace(*all.trace) == expected_repeats);
  // The earlier cell of a repeat is the first cell of the matching conflict.
  for (const auto& conflict : report.conflicts) {
    for (std::size_t i = 1; i < conflict.cells.size(); ++i) {
      const auto& step = all.trace->steps[static_cast<std::size_t>(conflict.cells[i])];
      CHECK(step.earlier[static_cast<std::size_t>(conflict.unit)] == conflict.cells[0]);
    }
  }

  const auto first = sudoku::trace(board);  // TraceStop::first is the default
  REQUIRE(first.ok());
  CHECK(first.trace->stop == TraceStop::first);
  CHECK(first.trace->valid == report.valid());
  check_against_replay(board, *first.trace);
  if (report.valid()) {
    CHECK(first.trace->steps.size() == cell_count);
    CHECK(expected_repeats.empty());
    return;
  }
  // The last step is the first repeat in row-major order; no step before it repeats.
  const int first_repeat = expected_repeats.begin()->first;  // pairs sort by cell first
  REQUIRE(first.trace->steps.size() == static_cast<std::size_t>(first_repeat) + 1);
  CHECK(first.trace->steps.back().is_repeat());
  for (std::size_t i = 0; i + 1 < first.trace->steps.size(); ++i) {
    CHECK_FALSE(first.trace->steps[i].is_repeat());
  }
  // Its steps are the first steps of the full trace.
  for (std::size_t i = 0; i < first.trace->steps.size(); ++i) {
    CHECK(first.trace->steps[i].earlier == all.trace->steps[i].earlier);
  }
}

sudoku::Board random_board(Shape shape, std::mt19937& random) {
  const int size = shape.size();
  std::uniform_int_distribution<int> digit(1, size);
  // Sparse boards are mostly valid or have few repeats; dense ones have many.
  const double filled = std::uniform_real_distribution<double>(0.02, 0.6)(random);
  std::bernoulli_distribution place(filled);
  std::vector<int> cells(static_cast<std::size_t>(size * size), 0);
  for (auto& cell : cells) {
    if (place(random)) cell = digit(random);
  }
  auto parsed = sudoku::parse(std::span<const int>(cells), shape);
  REQUIRE(parsed.ok());
  return *parsed.board;
}

}  // namespace

TEST_CASE("trace stops LeetCode's Example 2 at the 8 that repeats in box 1", "[trace]") {
  const auto parsed = sudoku::parse(
      "83..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
  REQUIRE(parsed.ok());
  const auto result = sudoku::trace(*parsed.board);
  REQUIRE(result.ok());
  const auto& trace = *result.trace;
  CHECK_FALSE(trace.valid);
  // Row 3, column 3 (cell 20) holds the second 8 of box 1; the column's second 8 comes later.
  REQUIRE(trace.steps.size() == 21);
  const auto& last = trace.steps.back();
  CHECK(last.cell == 20);
  CHECK(last.digit == 8);
  CHECK(last.box == 0);
  CHECK(last.repeats_in(Unit::box));
  CHECK_FALSE(last.repeats_in(Unit::row));
  CHECK_FALSE(last.repeats_in(Unit::column));
  CHECK(last.earlier[static_cast<std::size_t>(Unit::box)] == 0);
  CHECK(last.seen_box == ((1u << 7) | (1u << 2) | (1u << 5) | (1u << 8)));  // 8, 3, 6, 9

  const auto all = sudoku::trace(*parsed.board, TraceStop::all);
  REQUIRE(all.ok());
  const auto& column_repeat = all.trace->steps[27];  // row 4, column 1: the column's second 8
  CHECK(column_repeat.repeats_in(Unit::column));
  CHECK(column_repeat.earlier[static_cast<std::size_t>(Unit::column)] == 0);
}

TEST_CASE("trace visits blanks as steps that change nothing", "[trace]") {
  const auto parsed = sudoku::parse("1...............", Shape{2, 2});
  REQUIRE(parsed.ok());
  const auto result = sudoku::trace(*parsed.board, TraceStop::all);
  REQUIRE(result.ok());
  REQUIRE(result.trace->steps.size() == 16);
  CHECK(result.trace->valid);
  CHECK(result.trace->steps[0].seen_row == 0);
  CHECK(result.trace->steps[1].digit == 0);
  CHECK(result.trace->steps[1].seen_row == 1);  // the 1 of cell 0
  CHECK(result.trace->steps[4].seen_col == 1);
  CHECK(result.trace->steps[5].seen_box == 1);
  CHECK(result.trace->steps[15].seen_box == 0);
}

TEST_CASE("trace agrees with check() and a set replay on every fixture board",
          "[trace][fixtures]") {
  const auto& fixture = GENERATE(from_range(fixtures::all_cases()));
  if (fixture.expect == "error") return;
  CAPTURE(fixture.label());
  const auto parsed = fixtures::parse_case(fixture);
  REQUIRE(parsed.ok());
  const auto& board = *parsed.board;
  if (board.size() > sudoku::max_trace_size) {
    const auto result = sudoku::trace(board);
    CHECK_FALSE(result.ok());
    CHECK_THAT(result.error, Catch::Matchers::Contains("up to 32×32") &&
                                 Catch::Matchers::Contains(std::to_string(board.size()) + "×"));
    return;
  }
  check_trace(board);
}

TEST_CASE("trace agrees with check() and a set replay on random boards of every shape", "[trace]") {
  std::mt19937 random(36);  // fixed, so a failure can be replayed
  for (int size = 1; size <= sudoku::max_trace_size; ++size) {
    for (int box_rows = 1; box_rows <= size; ++box_rows) {
      if (size % box_rows != 0) continue;
      const Shape shape{box_rows, size / box_rows};
      CAPTURE(shape);
      const int boards = size <= 16 ? 20 : 3;
      for (int i = 0; i < boards; ++i) check_trace(random_board(shape, random));
    }
  }
}

TEST_CASE("trace refuses boards larger than max_trace_size with a message", "[trace]") {
  const Shape shape = GENERATE(Shape{3, 11}, Shape{6, 6}, Shape{8, 8});
  CAPTURE(shape);
  const std::vector<int> blank(static_cast<std::size_t>(shape.cell_count()), 0);
  const auto parsed = sudoku::parse(std::span<const int>(blank), shape);
  REQUIRE(parsed.ok());
  const auto& board = *parsed.board;
  const auto result = sudoku::trace(board);
  CHECK_FALSE(result.ok());
  const auto side = std::to_string(shape.size());
  CHECK(result.error == "a trace takes boards up to 32×32; this board is " + side + "×" + side +
                            " (checking it works at every size)");
}
