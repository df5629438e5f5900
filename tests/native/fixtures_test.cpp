// Runs every case of the shared fixtures (tests/fixtures/*.cases) through parse, check, is_valid
// and, for one-line text, validate_many.
#include "fixtures.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <set>

#include "printing.hpp"
#include "reference.hpp"

namespace {

std::vector<int> cells_of(const sudoku::Board& board) {
  return std::vector<int>(board.cells().begin(), board.cells().end());
}

bool is_one_line_text(const fixtures::Case& fixture) {
  const auto& input = fixture.input;
  const auto first = input.find_first_not_of(" \t");
  return fixture.format == "text" && input.find('\n') == std::string::npos &&
         first != std::string::npos && input[first] != '#';
}

}  // namespace

TEST_CASE("the fixtures directory holds cases of every kind", "[fixtures]") {
  const auto& cases = fixtures::all_cases();
  INFO("fixtures directory: " SUDOKU_FIXTURES_DIR);
  REQUIRE(cases.size() >= 50);
  std::map<std::string, int> by_expectation, by_format;
  for (const auto& fixture : cases) {
    ++by_expectation[fixture.expect];
    ++by_format[fixture.format];
  }
  CHECK(by_expectation["valid"] > 0);
  CHECK(by_expectation["invalid"] > 0);
  CHECK(by_expectation["error"] > 0);
  for (const char* format : {"text", "grid", "flat", "leetcode"}) {
    CAPTURE(format);
    CHECK(by_format[format] > 0);
  }
}

TEST_CASE("fixture case names are unique", "[fixtures]") {
  std::set<std::string> names;
  for (const auto& fixture : fixtures::all_cases()) {
    CAPTURE(fixture.label());
    CHECK(names.insert(fixture.name).second);
  }
}

TEST_CASE("every fixture case parses and checks as its file says", "[fixtures]") {
  const auto& fixture = GENERATE(from_range(fixtures::all_cases()));
  CAPTURE(fixture.label(), fixture.format, fixture.input);
  const auto result = fixtures::parse_case(fixture);

  if (fixture.expect == "error") {
    // Every error case names the message and the position, so neither can silently drift.
    REQUIRE(fixture.error.has_value());
    REQUIRE(fixture.position.has_value());
    REQUIRE_FALSE(result.ok());
    CHECK_THAT(result.error.message, Catch::Matchers::Contains(*fixture.error));
    CHECK(result.error.position == fixtures::expected_position(fixture));
    return;
  }

  INFO("parse error: " << result.error.message);
  REQUIRE(result.ok());
  const auto& board = *result.board;
  const int size = board.size();
  const auto cells = board.cells();
  REQUIRE(cells.size() == static_cast<std::size_t>(size * size));
  CHECK(std::all_of(cells.begin(), cells.end(), [&](int v) { return v <= size; }));
  if (fixture.size) CHECK(size == *fixture.size);
  if (fixture.boxes) CHECK(board.shape() == fixtures::shape_from_text(*fixture.boxes));
  if (fixture.shape) CHECK(board.shape() == fixtures::shape_from_text(*fixture.shape));

  std::vector<sudoku::Conflict> expected;
  std::set<int> expected_cells;
  for (const auto& text : fixture.conflicts) {
    expected.push_back(fixtures::conflict_from_text(text));
    expected_cells.insert(expected.back().cells.begin(), expected.back().cells.end());
  }
  if (fixture.expect == "invalid") {
    REQUIRE_FALSE(expected.empty());
  } else {
    REQUIRE(expected.empty());
  }

  const auto report = sudoku::check(board);
  CHECK(report.shape == board.shape());
  CHECK(report.conflicts == expected);
  CHECK(report.conflict_cells == std::vector<int>(expected_cells.begin(), expected_cells.end()));
  CHECK(report.valid() == (fixture.expect == "valid"));
  CHECK(sudoku::is_valid(board) == (fixture.expect == "valid"));
  // The fixture itself is checked against the simple referee, so a wrong hand-written answer
  // shows up here rather than as a disagreement between the C++ and JS suites.
  const auto referee = reference::check(cells_of(board), board.shape());
  CHECK(referee.conflicts == report.conflicts);
  CHECK(referee.conflict_cells == report.conflict_cells);
}

TEST_CASE("one-line fixture boards get the same verdict from validate_many", "[fixtures][batch]") {
  std::size_t checked = 0;
  for (const auto& fixture : fixtures::all_cases()) {
    if (!is_one_line_text(fixture)) continue;
    // validate_many cannot be told about an unsupported shape: parse_shape refuses it.
    std::optional<sudoku::Shape> shape;
    if (fixture.shape) {
      shape = fixtures::shape_from_text(*fixture.shape);
      if (!shape->supported()) continue;
    }
    CAPTURE(fixture.label(), fixture.input);
    ++checked;
    const auto batch = sudoku::validate_many(fixture.input, shape);
    // is_valid_line answers only for 81 digits and blanks (a 9x9 board), and then as
    // validate_many does.
    if (!shape || *shape == sudoku::Shape{3, 3}) {
      const auto quick = sudoku::is_valid_line(fixture.input);
      const bool plain_81 = fixture.input.size() == 81 &&
                            fixture.input.find_first_not_of("123456789.0-_*") == std::string::npos;
      CHECK(quick.has_value() == plain_81);
      if (quick) CHECK(*quick == (fixture.expect == "valid"));
    }
    REQUIRE(batch.total == 1);
    REQUIRE(batch.results.size() == 1);
    REQUIRE(batch.lines == std::vector<std::uint32_t>{1});
    if (fixture.expect == "error") {
      CHECK(batch.results[0] == static_cast<std::uint8_t>(sudoku::BatchResult::malformed));
      CHECK(batch.malformed == 1);
      REQUIRE(batch.errors.size() == 1);
      CHECK(batch.errors[0].line == 1);
      CHECK(batch.errors[0].board == 0);
      const auto position = fixtures::expected_position(fixture);
      CHECK(batch.errors[0].column == (position ? *position + 1 : 0));
      // The batch says the place in its line and column fields, parse() in its message.
      const std::string placed = batch.errors[0].column == 0
                                     ? batch.errors[0].message
                                     : "line 1, column " + std::to_string(batch.errors[0].column) +
                                           ": " + batch.errors[0].message;
      CHECK_THAT(placed, Catch::Matchers::Contains(*fixture.error));
    } else {
      const auto verdict =
          fixture.expect == "valid" ? sudoku::BatchResult::valid : sudoku::BatchResult::invalid;
      CHECK(batch.results[0] == static_cast<std::uint8_t>(verdict));
      CHECK(batch.valid == (fixture.expect == "valid" ? 1u : 0u));
      CHECK(batch.invalid == (fixture.expect == "invalid" ? 1u : 0u));
      CHECK(batch.malformed == 0);
      CHECK(batch.errors.empty());
    }
  }
  CHECK(checked >= 10);
}

TEST_CASE("a board written in several layouts parses to the same cells", "[fixtures]") {
  // Cases named "<board> as <layout>" are one board written differently.
  std::map<std::string, std::vector<const fixtures::Case*>> layouts;
  for (const auto& fixture : fixtures::all_cases()) {
    const auto as = fixture.name.find(" as ");
    if (as != std::string::npos) layouts[fixture.name.substr(0, as)].push_back(&fixture);
  }
  REQUIRE(layouts.size() >= 2);
  for (const auto& [board_name, cases] : layouts) {
    CAPTURE(board_name);
    CHECK(cases.size() >= 2);
    const auto first = fixtures::parse_case(*cases.front());
    REQUIRE(first.ok());
    for (const auto* fixture : cases) {
      CAPTURE(fixture->label());
      const auto other = fixtures::parse_case(*fixture);
      REQUIRE(other.ok());
      CHECK(other.board->shape() == first.board->shape());
      CHECK(cells_of(*other.board) == cells_of(*first.board));
    }
  }
}
