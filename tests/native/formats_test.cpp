// The formats that travel: every case of tests/fixtures/formats.puzzles, a round trip through
// every format each puzzle fits, lz-string against its published outputs, bounded unpacking,
// and the refusals of formats that cannot carry a puzzle.
#include "sudoku/formats.hpp"

#include <catch2/catch.hpp>
#include <chrono>
#include <fstream>
#include <sstream>

#include "formats/travel.hpp"

namespace {

using sudoku::Format;

struct PuzzleCase {
  std::string name, input, puzzle, error;
  std::vector<std::string> ignored;
};

std::vector<PuzzleCase> puzzle_cases() {
  std::ifstream file(std::string(SUDOKU_FIXTURES_DIR) + "/formats.puzzles");
  REQUIRE(file);
  std::vector<PuzzleCase> cases;
  std::string line;
  while (std::getline(file, line)) {
    if (line.rfind("=== ", 0) == 0) {
      cases.push_back({line.substr(4), {}, {}, {}, {}});
    } else if (!cases.empty() && line.rfind("input: ", 0) == 0) {
      cases.back().input = line.substr(7);
    } else if (!cases.empty() && line.rfind("puzzle: ", 0) == 0) {
      cases.back().puzzle = line.substr(8);
    } else if (!cases.empty() && line.rfind("error: ", 0) == 0) {
      cases.back().error = line.substr(7);
    } else if (!cases.empty() && line.rfind("ignored: ", 0) == 0) {
      std::stringstream names(line.substr(9));
      std::string name;
      while (std::getline(names, name, ','))
        cases.back().ignored.push_back(name.substr(name.find_first_not_of(' ')));
    } else if (!line.empty() && line[0] != '#') {
      FAIL("formats.puzzles: unexpected line: " << line);
    }
  }
  return cases;
}

std::string as_json(const sudoku::Puzzle& puzzle) {
  const auto json = sudoku::format(puzzle.board, Format::json, puzzle.rules);
  REQUIRE(json);
  return *json.text;
}

constexpr Format every_format[] = {
    Format::line,      Format::grid,           Format::leetcode, Format::cpp,
    Format::java,      Format::python,         Format::json,     Format::fpuzzles,
    Format::sudokupad, Format::sudokuexchange, Format::solo};

}  // namespace

TEST_CASE("every fixture of formats.puzzles reads as its puzzle or its error", "[formats]") {
  const auto cases = puzzle_cases();
  REQUIRE(cases.size() >= 20);
  for (const auto& fixture : cases) {
    CAPTURE(fixture.name, fixture.input);
    const auto read = sudoku::parse_puzzle(fixture.input);
    if (!fixture.error.empty()) {
      REQUIRE_FALSE(read);
      CHECK_THAT(read.error.message, Catch::Contains(fixture.error));
      continue;
    }
    REQUIRE(read);
    CHECK(as_json(*read.puzzle) == fixture.puzzle);
    CHECK(read.puzzle->ignored == fixture.ignored);
    // parse() reads the board of the same text.
    const auto board = sudoku::parse(fixture.input);
    REQUIRE(board);
    CHECK(*board.board == read.puzzle->board);
  }
}

TEST_CASE("every puzzle reads back from every format it fits, unchanged", "[formats]") {
  for (const auto& fixture : puzzle_cases()) {
    if (!fixture.error.empty()) continue;
    const auto read = sudoku::parse_puzzle(fixture.input);
    REQUIRE(read);
    for (const Format to : every_format) {
      CAPTURE(fixture.name, sudoku::format_name(to));
      const auto written = sudoku::format(read.puzzle->board, to, read.puzzle->rules);
      if (!written) {
        CHECK_FALSE(written.error.empty());
        continue;
      }
      const auto back = sudoku::parse_puzzle(*written.text);
      REQUIRE(back);
      CHECK(back.puzzle->board == read.puzzle->board);
      CHECK(back.puzzle->rules == read.puzzle->rules);
    }
  }
}

TEST_CASE("Solo ids are written as Solo writes them", "[formats][solo]") {
  // Each of these came out of Solo itself (formats.puzzles says how): the writer gives it back.
  for (const auto& fixture : puzzle_cases()) {
    if (fixture.name.rfind("solo", 0) != 0 || fixture.input.rfind("http", 0) == 0 ||
        !fixture.error.empty())
      continue;
    CAPTURE(fixture.name);
    const auto read = sudoku::parse_puzzle(fixture.input);
    REQUIRE(read);
    const auto written = sudoku::format(read.puzzle->board, Format::solo, read.puzzle->rules);
    REQUIRE(written);
    CHECK(*written.text == fixture.input);
  }
}

TEST_CASE("lz-string Base64 matches lz-string's published outputs", "[formats][lz-string]") {
  // SudokuPad's own format tests pair these two strings with f-puzzles JSON of empty grids.
  const auto [json, packed] = GENERATE(table<std::string, std::string>({
      {R"({"size":3,"grid":[[{},{},{}],[{},{},{}],[{},{},{}]]})",
       "N4IgzglgXgpiBcBmANCA5gJwgEwQbT2AF9ljSiBdZQks4qm88iiooA=="},
      {"", "Q==="},
  }));
  CAPTURE(json);
  CHECK(sudoku::detail::lz_compress_base64(json) == packed);
  const auto unpacked = sudoku::detail::lz_decompress_base64(packed, 1000);
  REQUIRE(unpacked.text);
  CHECK(*unpacked.text == json);
}

TEST_CASE("lz-string round trips text beyond ASCII", "[formats][lz-string]") {
  const std::string text =
      "Tatham’s “Solo” — 数独 🧩 aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaabababab";
  const auto unpacked =
      sudoku::detail::lz_decompress_base64(sudoku::detail::lz_compress_base64(text), 1000);
  REQUIRE(unpacked.text);
  CHECK(*unpacked.text == text);
}

TEST_CASE("a payload that unpacks past the limit is refused as it grows", "[formats][lz-string]") {
  // 4 MB of one letter packs into a few kilobytes; unpacking stops at the limit.
  const std::string bomb =
      sudoku::detail::lz_compress_base64(std::string(std::size_t{4} << 20, 'a'));
  CHECK(bomb.size() < 20000);
  const auto refused = sudoku::detail::lz_decompress_base64(bomb, sudoku::detail::max_unpacked);
  CHECK_FALSE(refused.text);
  CHECK_THAT(refused.error, Catch::Contains("more text than any board"));
  const auto link = sudoku::parse_puzzle("https://f-puzzles.com/?load=" + bomb);
  REQUIRE_FALSE(link);
  CHECK_THAT(link.error.message, Catch::Contains("more text than any board"));
}

TEST_CASE("broken packed data is an error, never a crash", "[formats][lz-string]") {
  const std::string packed = sudoku::detail::lz_compress_base64(R"({"size":9,"grid":[]})");
  for (std::size_t cut = 0; cut < packed.size(); ++cut) {
    for (const char c : {'A', '/', '!', 'z'}) {
      std::string broken = packed;
      broken[cut] = c;
      CAPTURE(broken);
      const auto result = sudoku::parse_puzzle("https://f-puzzles.com/?load=" + broken);
      if (!result) CHECK_FALSE(result.error.message.empty());
    }
    CHECK_FALSE(sudoku::detail::lz_decompress_base64(packed.substr(0, cut), 1000).text ==
                std::string("x"));
  }
}

TEST_CASE("the PuzzleZipper short form reads as its JSON", "[formats][sudokupad]") {
  const std::string zipped =
      "{ce:[[{v:1},,],[,{v:'2'},],[,,]],re:[[[0,0],[0,1],[0,2]],[[1,0],[1,1],[1,2]],[[2,0],[2,1],["
      "2,2]]],ca:[{ce:[[1,1],[2,2]],v:5,c:#0,r:t}],l:[{wp:[[0,0],[3,3]],c:34BBE6}]}";
  const auto json = sudoku::detail::read_json(zipped, true);
  REQUIRE(json.value);
  const auto read = sudoku::detail::read_sudokupad_json(*json.value);
  REQUIRE(read);
  CHECK(as_json(*read.puzzle) ==
        R"({"board":"1...2....","shape":"1x3","rules":{"cages":[{"cells":[4,8],"sum":5}]}})");
  CHECK(read.puzzle->ignored == std::vector<std::string>{"lines"});
  // The strict reader does not take the short form.
  CHECK_FALSE(sudoku::detail::read_json(zipped, false).value);
}

TEST_CASE("f-puzzles constraints the referee does not check are named, not dropped",
          "[formats][fpuzzles]") {
  const auto read = sudoku::parse_puzzle(
      R"({"size":4,"grid":[[{"value":1,"given":true},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],)"
      R"("lockout":[{"lines":[["R1C1","R1C2"]]}],"arrow":[],"antiknight":true,"title":"t",)"
      R"("nabner":[{"lines":[["R1C1","R1C2"]]}],"nonconsecutive":false})");
  REQUIRE(read);
  CHECK(read.puzzle->ignored == std::vector<std::string>{"lockout", "nabner"});
  CHECK(read.puzzle->rules.anti_knight);
  CHECK_FALSE(read.puzzle->rules.non_consecutive);
}

TEST_CASE("f-puzzles' diagonal- is the main diagonal, diagonal+ the anti-diagonal",
          "[formats][fpuzzles]") {
  const std::string grid =
      R"("size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]])";
  const auto main = sudoku::parse_puzzle("{" + grid + R"(,"diagonal-":true})");
  REQUIRE(main);
  CHECK(main.puzzle->rules.main_diagonal);
  CHECK_FALSE(main.puzzle->rules.anti_diagonal);
  const auto anti = sudoku::parse_puzzle("{" + grid + R"(,"diagonal+":true})");
  REQUIRE(anti);
  CHECK(anti.puzzle->rules.anti_diagonal);
  CHECK_FALSE(anti.puzzle->rules.main_diagonal);
}

TEST_CASE("bad rules inside a format are the rules' errors", "[formats]") {
  const auto read = sudoku::parse_puzzle(
      R"({"board":".........","shape":"1x3","rules":{"cages":[{"cells":[0,0]}]}})");
  REQUIRE_FALSE(read);
  CHECK_THAT(read.error.message, Catch::Contains("rules.cages[0]"));
  const auto unknown = sudoku::parse_puzzle(R"({"board":".........","rules":{"antiQueen":true}})");
  REQUIRE_FALSE(unknown);
  CHECK_THAT(unknown.error.message, Catch::Contains("antiQueen"));
}

TEST_CASE("formats that cannot carry a puzzle say why", "[formats]") {
  const auto x = sudoku::parse_puzzle("3x3x:a6c1a9c4a7_6b5_2c9c6c6_1d9g8d3_5c8c4c7_3b1_6a5c4a3c8a");
  REQUIRE(x);
  const auto& board = x.puzzle->board;
  sudoku::Rules knight;
  knight.anti_knight = true;
  sudoku::Rules one_diagonal;
  one_diagonal.main_diagonal = true;
  const auto [to, rules, why] = GENERATE_REF(table<Format, sudoku::Rules, std::string>({
      {Format::line, x.puzzle->rules, "line text carries no rules"},
      {Format::sudokuexchange, x.puzzle->rules, "carries no rules beyond the classic game"},
      {Format::solo, knight, "carries only jigsaw regions, both diagonals and killer cages"},
      {Format::solo, one_diagonal, "marks both diagonals or neither"},
  }));
  CAPTURE(sudoku::format_name(to));
  const auto written = sudoku::format(board, to, rules);
  REQUIRE_FALSE(written);
  CHECK_THAT(written.error, Catch::Contains(why));
}

TEST_CASE("text formats refuse boxes that the board's size does not imply", "[formats]") {
  // Solo's 3x2 has boxes three rows tall; a 6×6 board's text reads back with 2x3 boxes, which
  // would be another puzzle (found by fuzz_solo: tests/fuzz/regressions/solo/).
  const auto tall = sudoku::parse_puzzle("3x2:b3b1_3b5_4e6b5e1_5_1b2b2b");
  REQUIRE(tall);
  REQUIRE(tall.puzzle->board.shape() == sudoku::Shape{3, 2});
  for (const Format to :
       {Format::line, Format::grid, Format::leetcode, Format::cpp, Format::java, Format::python}) {
    CAPTURE(sudoku::format_name(to));
    const auto written = sudoku::format(tall.puzzle->board, to, tall.puzzle->rules);
    REQUIRE_FALSE(written);
    CHECK_THAT(written.error,
               Catch::Contains("carries no box shape and reads back with 2x3 boxes"));
  }
  for (const Format to : {Format::json, Format::solo}) {
    CAPTURE(sudoku::format_name(to));
    const auto written = sudoku::format(tall.puzzle->board, to, tall.puzzle->rules);
    REQUIRE(written);
    const auto back = sudoku::parse_puzzle(*written.text);
    REQUIRE(back);
    CHECK(back.puzzle->board == tall.puzzle->board);
  }
}

TEST_CASE("an error's position is an offset in the text the caller passed", "[formats]") {
  SECTION("an error in decoded cells has no position") {
    // A SudokuPad classic id whose runs make a 5×5 board with an 8 at cell 21 (r5c2): 21 was a cell
    // index, past the 12 characters of the text (found by fuzz_parse_text).
    for (const std::string& text : {std::string("classicsific"), std::string("  classicsific\n"),
                                    std::string("https://sudokupad.app/classicsific")}) {
      CAPTURE(text);
      const auto board = sudoku::parse(text);
      REQUIRE_FALSE(board);
      CHECK_THAT(board.error.message, Catch::Contains("cell r5c2 holds 8"));
      CHECK_FALSE(board.error.position);
      const auto puzzle = sudoku::parse_puzzle(text);
      REQUIRE_FALSE(puzzle);
      CHECK_FALSE(puzzle.error.position);
    }
  }
  SECTION("an initialiser's error counts the spaces and byte order mark before it") {
    const std::string rows = R"(board = [["1","x"],["1","1"]])";
    const auto [before, position] = GENERATE(table<std::string, std::size_t>({
        {"", 14},
        {" \n ", 17},
        {"\xEF\xBB\xBF", 15},  // the mark is one character, as in a JavaScript string
    }));
    CAPTURE(before);
    const auto board = sudoku::parse(before + rows);
    REQUIRE_FALSE(board);
    CHECK(board.error.position == position);
  }
}

TEST_CASE("format names are the JS API's", "[formats]") {
  for (const Format to : every_format) CHECK(sudoku::format_named(sudoku::format_name(to)) == to);
  CHECK_FALSE(sudoku::format_named("LINE"));
  CHECK(sudoku::format_name(static_cast<Format>(99)) == "format");
}

TEST_CASE("plain board text is not mistaken for a travelling format", "[formats]") {
  // Boards that start like a site id or a Solo id, and the classic 81-character line.
  for (const std::string& text : {std::string(81, '.'), std::string("3") + std::string(80, '.'),
                                  std::string("12..\n34..\n....\n....")}) {
    CAPTURE(text);
    CHECK_FALSE(sudoku::detail::read_travelling(text, std::nullopt));
    CHECK(sudoku::parse(text));
  }
}

TEST_CASE("parse_puzzle refuses an unsupported shape first, whatever the text holds, as parse()") {
  for (const std::string text : {"{1221", "3x3:a3_4d8c8d2", "1234341221434321"}) {
    CAPTURE(text);
    const auto puzzle = sudoku::parse_puzzle(text, sudoku::Shape{0, 3});
    REQUIRE_FALSE(puzzle);
    CHECK(puzzle.error.message == sudoku::parse(text, sudoku::Shape{0, 3}).error.message);
    CHECK_THAT(puzzle.error.message, Catch::Contains("box shape 0x3 is not supported"));
  }
}

namespace {

// What Simon Tatham's Solo (Debian's sgt-puzzles, which scripts/setup.sh installs) makes of a game
// id: `sgt-solo --generate 1 ID` prints the id it read, or why it cannot read it.
std::string solo_reads(const std::string& id) {
  const std::string command = "/usr/games/sgt-solo --generate 1 '" + id + "' 2>&1";
  FILE* pipe = popen(command.c_str(), "r");
  if (pipe == nullptr) return "(sgt-solo could not be run)";
  std::string out;
  char buffer[4096];
  while (const std::size_t got = fread(buffer, 1, sizeof buffer, pipe)) out.append(buffer, got);
  const int status = pclose(pipe);
  while (!out.empty() && out.back() == '\n') out.pop_back();
  return status == 0 ? out : "(failed: " + out + ")";
}

sudoku::Board board_of(const std::string& text, sudoku::Shape shape) {
  auto parsed = sudoku::parse(text, shape);
  REQUIRE(parsed);
  return *parsed.board;
}

}  // namespace

TEST_CASE("every Solo id the writer makes opens in Solo itself, as written", "[formats][solo]") {
  REQUIRE_FALSE(std::ifstream("/usr/games/sgt-solo").fail());  // scripts/setup.sh installs it
  std::vector<std::pair<sudoku::Board, sudoku::Rules>> puzzles;
  for (const auto& fixture : puzzle_cases()) {
    if (!fixture.error.empty()) continue;
    const auto read = sudoku::parse_puzzle(fixture.input);
    if (read) puzzles.emplace_back(read.puzzle->board, read.puzzle->rules);
  }
  // Boxes one cell thick, which Solo reads only as a jigsaw of rows or columns.
  puzzles.emplace_back(board_of("1...2..3..4....5.........", {1, 5}), sudoku::Rules{});
  puzzles.emplace_back(board_of("1...2..3..4....5.........", {5, 1}), sudoku::Rules{});
  puzzles.emplace_back(board_of(std::string(36, '.').replace(0, 3, "123"), {1, 6}),
                       sudoku::Rules{});
  puzzles.emplace_back(board_of(std::string(36, '.').replace(0, 3, "123"), {6, 1}),
                       sudoku::Rules{});
  int written_count = 0;
  for (const auto& [board, rules] : puzzles) {
    const auto written = sudoku::format(board, Format::solo, rules);
    if (!written) continue;  // refused in words: "formats that cannot carry a puzzle say why"
    ++written_count;
    CAPTURE(*written.text);
    CHECK(solo_reads(*written.text) == *written.text);
    const auto back = sudoku::parse_puzzle(*written.text);
    REQUIRE(back);
    CHECK(back.puzzle->board == board);
    CHECK(back.puzzle->rules == rules);
  }
  CHECK(written_count >= 12);
}

TEST_CASE("a Solo id is refused where Solo has no such puzzle", "[formats][solo]") {
  sudoku::Rules diagonals;
  diagonals.main_diagonal = diagonals.anti_diagonal = true;
  sudoku::Rules cage;
  cage.cages.push_back({{0, 1}, 3});
  const auto [board, rules, why] = GENERATE_REF(table<sudoku::Board, sudoku::Rules, std::string>({
      {board_of("1", {1, 1}), {}, "needs a board of 2×2 or more"},
      {board_of(std::string(32 * 32, '.'), {4, 8}), {}, "has at most 31 symbols, not 32"},
      {board_of(std::string(256, '.'), {4, 4}), cage, "carries killer cages on boards up to 9×9"},
      {board_of("1........", {1, 3}), diagonals, "marks diagonals on boards of 4×4 or more"},
  }));
  const auto written = sudoku::format(board, Format::solo, rules);
  REQUIRE_FALSE(written);
  CHECK_THAT(written.error, Catch::Contains(why));
}

TEST_CASE("a puzzle names the format it was read from", "[formats][source]") {
  // Each fixture's name starts with its site's (or is the format's own name).
  const std::pair<std::string, std::string_view> sources[] = {{"solo", "solo"},
                                                              {"fpuzzles", "fpuzzles"},
                                                              {"sudokupad", "sudokupad"},
                                                              {"sudokuexchange", "sudokuexchange"},
                                                              {"sudokuwiki", "sudokuwiki"},
                                                              {"own json", "json"},
                                                              {"cpp initialiser", "cpp"}};
  std::size_t named = 0;
  for (const auto& fixture : puzzle_cases()) {
    if (!fixture.error.empty()) continue;
    CAPTURE(fixture.name);
    const auto read = sudoku::parse_puzzle(fixture.input);
    REQUIRE(read);
    for (const auto& [prefix, source] : sources) {
      if (fixture.name.rfind(prefix, 0) != 0) continue;
      CHECK(read.puzzle->source == source);
      ++named;
    }
  }
  CHECK(named >= 15);
}

TEST_CASE("what format() writes reads back naming that format", "[formats][source]") {
  const auto board = sudoku::parse(
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
  REQUIRE(board);
  const auto [to, source] = GENERATE(table<Format, std::string_view>({
      {Format::line, "text"},
      {Format::grid, "text"},
      {Format::leetcode, "leetcode"},
      {Format::cpp, "cpp"},
      {Format::java, "java"},
      {Format::python, "python"},
      {Format::json, "json"},
      {Format::fpuzzles, "fpuzzles"},
      {Format::sudokupad, "sudokupad"},
      {Format::sudokuexchange, "sudokuexchange"},
      {Format::solo, "solo"},
  }));
  CAPTURE(sudoku::format_name(to));
  const auto written = sudoku::format(*board.board, to);
  REQUIRE(written);
  const auto read = sudoku::parse_puzzle(*written.text);
  REQUIRE(read);
  CHECK(read.puzzle->source == source);
}

TEST_CASE("rules given beside text that carries rules", "[formats][given-rules]") {
  sudoku::Rules knight;
  knight.anti_knight = true;
  sudoku::Rules x;
  x.main_diagonal = x.anti_diagonal = true;
  const auto x_id = sudoku::format(*sudoku::parse(std::string(81, '.')).board, Format::solo, x);
  REQUIRE(x_id);

  SECTION("text without rules takes the given ones") {
    const auto read = sudoku::parse_puzzle(std::string(81, '.'), {}, knight);
    REQUIRE(read);
    CHECK(read.puzzle->rules == knight);
  }
  SECTION("the text's own rules given again are fine") {
    const auto read = sudoku::parse_puzzle(*x_id.text, {}, x);
    REQUIRE(read);
    CHECK(read.puzzle->rules == x);
  }
  SECTION("classic rules given leave the text's") {
    const auto read = sudoku::parse_puzzle(*x_id.text, {}, sudoku::Rules{});
    REQUIRE(read);
    CHECK(read.puzzle->rules == x);
  }
  SECTION("other rules are an error that names the puzzle's format") {
    const auto read = sudoku::parse_puzzle(*x_id.text, {}, knight);
    REQUIRE_FALSE(read);
    CHECK_THAT(read.error.message, Catch::Contains("the solo puzzle carries rules of its own"));
  }
  SECTION("given rules that do not fit the board are validate_rules()'s error") {
    sudoku::Rules far;
    far.extra_regions = {{0, 81}};
    const auto read = sudoku::parse_puzzle(std::string(81, '.'), {}, far);
    REQUIRE_FALSE(read);
    CHECK_THAT(read.error.message, Catch::Contains("rules.extraRegions[0]"));
  }
}

TEST_CASE("a batch's rules beside a line that carries other rules make that line malformed",
          "[formats][given-rules]") {
  sudoku::Rules x;
  x.main_diagonal = x.anti_diagonal = true;
  sudoku::Rules knight;
  knight.anti_knight = true;
  const auto id = sudoku::format(*sudoku::parse(std::string(81, '.')).board, Format::solo, x);
  REQUIRE(id);
  const std::string text = *id.text + "\n" + std::string(81, '.') + "\n";
  const auto other = sudoku::validate_many(text, std::nullopt, knight);
  CHECK(other.malformed == 1);
  CHECK(other.valid == 1);
  REQUIRE(other.errors.size() == 1);
  CHECK_THAT(other.errors[0].message, Catch::Contains("the solo puzzle carries rules of its own"));
  const auto same = sudoku::validate_many(text, std::nullopt, x);
  CHECK(same.valid == 2);
}

TEST_CASE("what no rule reads travels back into f-puzzles JSON as the site wrote it",
          "[formats][fpuzzles][kept]") {
  // A drawing and its copy of a constraint, a field the referee does not know, a cell's parity.
  const auto read = sudoku::parse_puzzle(
      R"({"size":4,"grid":[[{"value":1,"given":true},{"parity":"Odd"},{},{}],[{},{},{},{}],)"
      R"([{},{},{},{"c":"#FF0000","parity":"Even"}],[{},{},{},{}]],)"
      R"("text":[{"cells":["R1C1"],"value":"A \"b\"","size":0.5}],)"
      R"("thermometer":[{"lines":[["R2C1","R2C2"]]}],)"
      R"("line":[{"lines":[["R2C1","R2C2"]],"fromConstraint":"Thermometer"},)"
      R"({"lines":[["R3C1","R3C2"]],"outlineC":"#000000","width":-1.5e-1}],)"
      R"("lockout":[{"lines":[["R4C1","R4C2"]],"value":null,"flag":false}]})");
  REQUIRE(read);
  const auto& puzzle = *read.puzzle;
  CHECK(puzzle.ignored == std::vector<std::string>{"parity", "text", "line", "lockout"});
  CHECK(puzzle.kept ==
        std::vector<sudoku::Kept>{
            {1, "parity", R"("Odd")"},
            {11, "parity", R"("Even")"},
            {-1, "text", R"([{"cells":["R1C1"],"value":"A \"b\"","size":0.5}])"},
            {-1, "line", R"([{"lines":[["R3C1","R3C2"]],"outlineC":"#000000","width":-1.5e-1}])"},
            {-1, "lockout", R"([{"lines":[["R4C1","R4C2"]],"value":null,"flag":false}])"}});
  for (const Format to : {Format::fpuzzles, Format::sudokupad}) {
    const auto text = sudoku::format(puzzle, to);
    REQUIRE(text);
    const auto back = sudoku::parse_puzzle(*text.text);
    REQUIRE(back);
    CHECK(back.puzzle->rules == puzzle.rules);
    CHECK(back.puzzle->ignored == puzzle.ignored);
    CHECK(back.puzzle->kept == puzzle.kept);
    // The board and rules alone drop them, as before.
    const auto bare = sudoku::parse_puzzle(*sudoku::format(puzzle.board, to, puzzle.rules).text);
    REQUIRE(bare);
    CHECK(bare.puzzle->ignored.empty());
  }
  // The other formats have no place for them.
  CHECK(*sudoku::format(puzzle, Format::json).text ==
        *sudoku::format(puzzle.board, Format::json, puzzle.rules).text);
  CHECK(*sudoku::format(puzzle, "json").text == *sudoku::format(puzzle, Format::json).text);
}

TEST_CASE("a kept member that would change the puzzle, or is not JSON, is refused by name",
          "[formats][fpuzzles][kept]") {
  const auto board = *sudoku::parse(std::string(16, '.')).board;
  for (const auto& kept : std::vector<sudoku::Kept>{{-1, "thermometer", "[]"},
                                                    {-1, "size", "9"},
                                                    {3, "given", "true"},
                                                    {16, "parity", R"("Odd")"},
                                                    {-1, "line", "[1,"}}) {
    INFO(kept.key << " " << kept.json);
    const auto written =
        sudoku::format(sudoku::Puzzle{board, {}, {}, "fpuzzles", {kept}}, Format::fpuzzles);
    REQUIRE_FALSE(written);
    CHECK(written.error.find("\"" + kept.key + "\"") != std::string::npos);
  }
}
