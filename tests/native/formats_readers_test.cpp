// The readers read real links as their sites read them: solver digits are no givens, Solo's web
// links, bare f-puzzles payloads, SudokuPad's longer scf strings, a key given twice, bounded JSON,
// jigsaw regions kept through Solo ids, f-puzzles regions checked, and the cases a mutation of
// the readers would otherwise pass (each was broken by hand once and seen to fail).
#include <catch2/catch.hpp>
#include <string>

#include "formats/travel.hpp"
#include "sudoku/formats.hpp"

namespace {

using sudoku::Format;

// An f-puzzles grid of side n whose cells are `cell(r, c)` (JSON object text), with `extra`
// members after the grid.
template <typename Cell>
std::string fpuzzles_json(int n, Cell cell, const std::string& extra = "") {
  std::string out = "{\"size\":" + std::to_string(n) + ",\"grid\":[";
  for (int r = 0; r < n; ++r) {
    out += r ? ",[" : "[";
    for (int c = 0; c < n; ++c) {
      if (c) out += ',';
      out += cell(r, c);
    }
    out += ']';
  }
  return out + "]" + extra + "}";
}

std::string empty_cell(int, int) { return "{}"; }

std::string fpuzzles_link(const std::string& json) {
  return "https://f-puzzles.com/?load=" + sudoku::detail::lz_compress_base64(json);
}

sudoku::Puzzle read(const std::string& text) {
  auto result = sudoku::parse_puzzle(text);
  INFO(result.error.message);
  REQUIRE(result);
  return std::move(*result.puzzle);
}

std::string error_of(const std::string& text) {
  const auto result = sudoku::parse_puzzle(text);
  REQUIRE_FALSE(result);
  return result.error.message;
}

}  // namespace

TEST_CASE("an f-puzzles value without given: true is no given, and the puzzle says so",
          "[formats][fpuzzles][readers]") {
  // r1c1 a given 1; r1c2 a solver's 2; r2c1 a given 3 written with given: false next to it.
  const auto json = fpuzzles_json(4, [](int r, int c) -> std::string {
    if (r == 0 && c == 0) return R"({"value":1,"given":true})";
    if (r == 0 && c == 1) return R"({"value":2})";
    if (r == 1 && c == 0) return R"({"value":3,"given":false})";
    return "{}";
  });
  for (const auto& text : {json, fpuzzles_link(json)}) {
    const auto puzzle = read(text);
    const auto cells = puzzle.board.cells();
    CHECK(cells[0] == 1);
    CHECK(cells[1] == 0);
    CHECK(cells[4] == 0);
    CHECK(puzzle.ignored == std::vector<std::string>{"the link's solver digits are left out"});
  }
  // Only givens: no note.
  const auto givens = fpuzzles_json(
      4, [](int r, int c) { return r + c == 0 ? R"({"value":1,"given":true})" : "{}"; });
  CHECK(read(givens).ignored.empty());
  // A solver's value is still checked as a value: no digit is an error naming its cell.
  CHECK(error_of(fpuzzles_json(4, [](int r, int c) {
          return r == 1 && c == 2 ? R"({"value":7})" : "{}";
        })) == "f-puzzles JSON with a value that is no digit from 1 to 4 at R2C3");
}

TEST_CASE("Solo's web links read the game id after '#', and refuse a seed in words",
          "[formats][solo][readers]") {
  const std::string page = "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/solo.html";
  const std::string id = "2x3:b2b3b3_5_4e6b5e1_5_3b2b4b";
  const auto direct = read(id);
  for (const auto& link : {page + "#" + id, page + "#2x3%3Ab2b3b3_5_4e6b5e1_5_3b2b4b",
                           "http://chiark.greenend.org.uk/~sgtatham/puzzles/js/solo.html#" + id}) {
    CAPTURE(link);
    const auto puzzle = read(link);
    CHECK(puzzle.board == direct.board);
    CHECK(puzzle.source == "solo");
  }
  for (const auto& seed : {page + "#520489134658245", page + "#3x3#520489134658245"}) {
    CAPTURE(seed);
    CHECK_THAT(error_of(seed), Catch::StartsWith("a Solo link with a random seed, not a puzzle"));
  }
  CHECK_THAT(error_of(page), Catch::Contains("without its game id"));
  CHECK_THAT(error_of(page + "#"), Catch::Contains("without its game id"));
}

TEST_CASE("a bare f-puzzles payload reads as f-puzzles", "[formats][fpuzzles][readers]") {
  const auto json = fpuzzles_json(
      9, [](int r, int c) { return r == c ? R"({"value":5,"given":true})" : std::string("{}"); },
      R"(,"antiknight":true)");
  const std::string payload = sudoku::detail::lz_compress_base64(json);
  REQUIRE(payload.rfind("N4Ig", 0) == 0);
  const auto puzzle = read(payload);
  CHECK(puzzle.source == "fpuzzles");
  CHECK(puzzle.rules.anti_knight);
  CHECK(puzzle.board == read(fpuzzles_link(json)).board);
  // parse() reads its board, as it reads a link's.
  const auto board = sudoku::parse(payload);
  REQUIRE(board);
  CHECK(*board.board == puzzle.board);
  // A broken payload is the f-puzzles reader's error, not board text's.
  CHECK_THAT(error_of("N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZYHv3vyGC"),
             Catch::Contains("f-puzzles"));
}

TEST_CASE("a SudokuPad scf string longer than 81 cells keeps its first 81, as SudokuPad",
          "[formats][sudokupad][readers]") {
  const std::string cells81 = "0aBdE7Q5Wda6fxAm3ZcY7N1GZEXI";  // the Solo X puzzle's 81 cells
  const auto base = read("scf" + cells81);
  // '5' then 'Z' (a 5 and 5 blanks): six cells more, then the flags after '*'.
  const auto longer = read("scf" + cells81 + "5Z*x");
  CHECK(longer.board == base.board);
  CHECK(longer.rules.main_diagonal);
  // A run of blanks that passes cell 81 is cut there.
  const auto cut =
      read("https://sudokupad.app/scf" + cells81.substr(0, cells81.size() - 1) + "xxxx*x");
  CHECK(cut.board.cells().size() == 81);
  CHECK_THAT(error_of("scf0aBdE7Q5Wda6fxAm3ZcY7N1GZE*x"), Catch::Contains("fewer than 81"));
}

TEST_CASE("a key given twice in puzzle JSON means its last value, as JSON.parse",
          "[formats][json][readers]") {
  SECTION("f-puzzles JSON: size, a flag, two cage lists") {
    const auto grid4 = fpuzzles_json(4, empty_cell);
    // size 9 then 4: a 4×4 puzzle.
    std::string twice = grid4;
    twice.replace(0, 1, "{\"size\":9,");
    CHECK(read(twice).board.size() == 4);
    const auto flags = fpuzzles_json(4, empty_cell, R"(,"diagonal+":true,"diagonal+":false)");
    CHECK_FALSE(read(flags).rules.anti_diagonal);
    const auto cages = fpuzzles_json(
        4, empty_cell,
        R"(,"killercage":[{"cells":["R1C1","R1C2"],"value":"3"}],"killercage":[{"cells":["R4C4"]}])");
    const auto puzzle = read(cages);
    REQUIRE(puzzle.rules.cages.size() == 1);
    CHECK(puzzle.rules.cages[0].cells == std::vector<int>{15});
    CHECK(read(fpuzzles_link(cages)).rules == puzzle.rules);
  }
  SECTION("this library's JSON") {
    const auto puzzle = read(
        R"({"board":"1...............","board":"2...............","shape":"2x2","rules":{"antiKing":true},"rules":{}})");
    CHECK(puzzle.board.cells()[0] == 2);
    CHECK(puzzle.rules == sudoku::Rules{});
  }
  SECTION("SudokuPad JSON, in its short form too") {
    const auto json = sudoku::detail::read_json(R"({ce:[[{v:1}],[{}]],ce:[[{}]],a:1,a:2})", true);
    REQUIRE(json.value);
    REQUIRE(json.value->keys == std::vector<std::string>{"ce", "a"});
    CHECK(json.value->values[0].items.size() == 1);
    CHECK(json.value->values[1].number == 2);
  }
  SECTION("objects with many keys keep the first place and the last value") {
    std::string text = "{";
    for (int i = 0; i < 40; ++i)
      text.append("\"k").append(std::to_string(i % 20)).append("\":").append(std::to_string(i)) +=
          ',';
    text.back() = '}';
    const auto json = sudoku::detail::read_json(text, false);
    REQUIRE(json.value);
    REQUIRE(json.value->keys.size() == 20);
    for (int i = 0; i < 20; ++i) {
      CHECK(json.value->keys[static_cast<std::size_t>(i)] ==
            std::string("k").append(std::to_string(i)));
      CHECK(json.value->values[static_cast<std::size_t>(i)].number == i + 20);
    }
  }
}

TEST_CASE("JSON is refused once it holds more values than any puzzle", "[formats][json][readers]") {
  // A million empty objects of SudokuPad's short form, packed in a few thousand characters.
  const std::string zipped = "{ce:[[" + std::string(1'000'000, ',') + "]]}";
  const std::string link = "https://sudokupad.app/scl" + sudoku::detail::lz_compress_base64(zipped);
  CHECK(link.size() < 4000);
  CHECK_THAT(error_of(link), Catch::Contains("more than 32,768 values"));
  // Up to the limit is read (then refused for what it is, not for its count).
  const std::string fits = "{ce:[[" + std::string(30'000, ',') + "]]}";
  CHECK_THAT(error_of("scl" + sudoku::detail::lz_compress_base64(fits)),
             !Catch::Contains("values"));
}

TEST_CASE("the largest board, a full 64×64 jigsaw of givens, is within the JSON limit",
          "[formats][fpuzzles][json][readers]") {
  // Every cell a given with its region: four values a cell, over 16,000 in all, and every one is
  // read (the regions are the 8×8 boxes, numbered down the columns of boxes).
  const auto digit = [](int r, int c) { return (8 * (r % 8) + r / 8 + c) % 64 + 1; };
  const auto json = fpuzzles_json(64, [&](int r, int c) {
    return "{\"value\":" + std::to_string(digit(c, r)) +
           ",\"given\":true,\"region\":" + std::to_string((c / 8) * 8 + r / 8) + "}";
  });
  const auto puzzle = read(fpuzzles_link(json));
  REQUIRE(puzzle.board.size() == 64);
  const auto cells = puzzle.board.cells();
  REQUIRE(cells.size() == 4096);
  CHECK(cells[0] == digit(0, 0));
  CHECK(cells[64 * 63 + 1] == digit(1, 63));
  CHECK(sudoku::is_valid(puzzle.board, puzzle.rules) == true);
}

TEST_CASE("a jigsaw whose regions are another shape's boxes keeps them through a Solo id",
          "[formats][solo][readers]") {
  // 6×6 with 2×3 boxes; its regions are the 3×2 boxes.
  const sudoku::Shape shape{2, 3}, other{3, 2};
  sudoku::Rules rules;
  for (int cell = 0; cell < 36; ++cell)
    rules.regions.push_back(sudoku::box_index(cell / 6, cell % 6, other));
  std::vector<int> cells(36, 0);
  cells[0] = 1;
  const auto board = sudoku::parse(std::span<const int>(cells), shape);
  REQUIRE(board);
  const auto written = sudoku::format(*board.board, Format::solo, rules);
  REQUIRE(written);
  CHECK(written.text->rfind("6j:", 0) == 0);
  const auto back = read(*written.text);
  CHECK(back.board.shape() == shape);
  CHECK(back.rules.regions == rules.regions);
  // Boxes one cell thick, which Solo writes as a jigsaw, still read as those boxes.
  const auto thin =
      sudoku::parse(std::span<const int>(std::vector<int>(25, 0)), sudoku::Shape{1, 5});
  REQUIRE(thin);
  const auto thin_id = sudoku::format(*thin.board, Format::solo);
  REQUIRE(thin_id);
  const auto thin_back = read(*thin_id.text);
  CHECK(thin_back.board.shape() == sudoku::Shape{1, 5});
  CHECK(thin_back.rules.regions.empty());
}

TEST_CASE("an f-puzzles region that is no region number is an error naming the cell",
          "[formats][fpuzzles][readers]") {
  for (const std::string region :
       {R"("abc")", "2.5", "true", "9007199254740993", "-1", "4", "[]"}) {
    CAPTURE(region);
    const auto json = fpuzzles_json(4, [&](int r, int c) {
      return r == 2 && c == 1 ? "{\"region\":" + region + "}" : std::string(R"({"region":0})");
    });
    CHECK(error_of(json) ==
          "f-puzzles JSON with a region that is no whole number from 0 to 3 at R3C2");
  }
  // null is a cell in no region; numbers are regions.
  const auto json = fpuzzles_json(4, [](int r, int c) {
    if (r == 0 && c == 0) return std::string(R"({"region":null})");
    return "{\"region\":" + std::to_string(r) + "}";
  });
  const auto puzzle = read(json);
  REQUIRE(puzzle.rules.regions.size() == 16);
  CHECK(puzzle.rules.regions[0] == -1);
  CHECK(puzzle.rules.regions[15] == 3);
}

TEST_CASE("the readers' details that a mutation would change", "[formats][readers]") {
  SECTION("SudokuPad cells are [row, column]") {
    const auto puzzle = read(
        R"({"cells":[[{},{"value":2},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"cages":[{"cells":[[0,2],[0,3]],"value":7}]})");
    CHECK(puzzle.board.cells()[1] == 2);
    CHECK(puzzle.board.cells()[4] == 0);
    REQUIRE(puzzle.rules.cages.size() == 1);
    CHECK(puzzle.rules.cages[0].cells == std::vector<int>{2, 3});
  }
  SECTION("scf's windoku windows start at r2c2, r2c6, r6c2 and r6c6") {
    const auto puzzle = read("scf0aBdE7Q5Wda6fxAm3ZcY7N1GZEXI*w");
    REQUIRE(puzzle.rules.extra_regions.size() == 4);
    const std::vector<std::vector<int>> windows = {{10, 11, 12, 19, 20, 21, 28, 29, 30},
                                                   {14, 15, 16, 23, 24, 25, 32, 33, 34},
                                                   {46, 47, 48, 55, 56, 57, 64, 65, 66},
                                                   {50, 51, 52, 59, 60, 61, 68, 69, 70}};
    CHECK(puzzle.rules.extra_regions == windows);
  }
  SECTION("a %XX escape at the very end of a link is decoded") {
    // A classic id whose last cell is a blank written 'B' (one blank), as %42.
    std::string cells;
    for (int k = 0; k < 80; ++k) cells += static_cast<char>('1' + k % 9);
    const auto puzzle = read("https://sudokupad.app/classic" + cells + "%42");
    CHECK(puzzle.board.cells()[79] == 8);
    CHECK(puzzle.board.cells()[80] == 0);
    const auto query = read("https://sudokupad.app/sudoku?puzzleid=classic" + cells + "%42");
    CHECK(query.board == puzzle.board);
  }
  SECTION("f-puzzles cage sums are read whole, past 64") {
    const auto json = fpuzzles_json(
        16, empty_cell,
        R"(,"killercage":[{"cells":["R1C1","R1C2","R1C3","R1C4","R1C5","R1C6","R1C7","R1C8"],"value":"100"}])");
    const auto puzzle = read(json);
    REQUIRE(puzzle.rules.cages.size() == 1);
    CHECK(puzzle.rules.cages[0].sum == 100);
  }
}
