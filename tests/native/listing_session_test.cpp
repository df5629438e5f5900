// ListingSession: the CLI's grid rule and output lines over input read in pieces of any size.
#include <catch2/catch.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/sudoku.hpp"

namespace {

using sudoku::ListingCounts;
using sudoku::ListingFormat;
using sudoku::ListingSession;

const std::string example_1 =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const std::string example_2 = [] {
  std::string board = example_1;
  board[0] = '8';
  return board;
}();

// Example 1 as nine lines of nine (each line alone is no board: 9 cells make a 3×3 board, and
// every line holds a digit above 3).
std::string grid_of(std::string_view board, std::string_view line_end = "\n") {
  std::string grid;
  for (std::size_t row = 0; row < 9; ++row) {
    grid.append(board.substr(row * 9, 9));
    grid.append(line_end);
  }
  return grid;
}

// What a session writes, all calls' output joined, with the error lines marked `E> `.
struct Listed {
  std::string output;
  ListingCounts counts;
};

void collect(const ListingSession& session, std::string& into) {
  const std::string_view output = session.output();
  std::size_t at = 0;
  for (const sudoku::OutputSpan& span : session.errors()) {
    into.append(output.substr(at, span.start - at));
    into += "E> ";
    into.append(output.substr(span.start, span.end - span.start));
    at = span.end;
  }
  into.append(output.substr(at));
}

// The input in pieces cut at `cuts` (offsets, ascending), then the summary.
Listed list_in_pieces(std::string_view text, const std::vector<std::size_t>& cuts,
                      ListingFormat format = ListingFormat::text, bool quiet = false) {
  ListingSession session(format, std::nullopt, quiet);
  Listed listed;
  session.begin("f");
  std::size_t at = 0;
  for (std::size_t cut : cuts) {
    session.feed(text.substr(at, cut - at));
    collect(session, listed.output);
    at = cut;
  }
  session.feed(text.substr(at));
  collect(session, listed.output);
  session.end();
  collect(session, listed.output);
  listed.counts = session.counts();
  session.summarize();
  collect(session, listed.output);
  return listed;
}

Listed list_whole(std::string_view text, ListingFormat format = ListingFormat::text) {
  return list_in_pieces(text, {}, format);
}

// Pieces of `size` bytes each.
std::vector<std::size_t> cuts_every(std::size_t size, std::size_t length) {
  std::vector<std::size_t> cuts;
  for (std::size_t at = size; at < length; at += size) cuts.push_back(at);
  return cuts;
}

ListingCounts counts(std::size_t valid, std::size_t invalid, std::size_t malformed) {
  return {valid + invalid + malformed, valid, invalid, malformed};
}

}  // namespace

namespace Catch {
template <>
struct StringMaker<ListingCounts> {
  static std::string convert(const ListingCounts& c) {
    return "{total " + std::to_string(c.total) + ", valid " + std::to_string(c.valid) +
           ", invalid " + std::to_string(c.invalid) + ", malformed " + std::to_string(c.malformed) +
           "}";
  }
};
}  // namespace Catch

TEST_CASE("ListingSession: one board per line, errors and the summary in input order") {
  const std::string text = example_1 + "\n?\n" + example_2 + "\n";
  const Listed listed = list_whole(text);
  CHECK(listed.counts == counts(1, 1, 1));
  CHECK(listed.output ==
        "E> f:2:1: error: unexpected character '?'\n"
        "line 3: 8 appears twice in column 1 (r1c1, r4c1) and in box 1 (r1c1, r3c3)\n"
        "3 boards: 1 valid, 1 invalid, 1 not boards\n");
}

TEST_CASE("ListingSession: the JSON format, and quiet") {
  const std::string text = example_2 + "\n\"x\n123\n";
  CHECK(list_whole(text, ListingFormat::json).output ==
        "{\"file\":\"f\",\"line\":1,\"valid\":false,\"size\":9,\"boxRows\":3,\"boxCols\":3,"
        "\"conflicts\":[{\"rule\":\"column\",\"unit\":\"column\",\"index\":0,\"digit\":8,\"cells\":"
        "[0,27]},"
        "{\"rule\":\"box\",\"unit\":\"box\",\"index\":0,\"digit\":8,\"cells\":[0,20]}],"
        "\"conflictCells\":[0,20,27]}"
        "\n{\"file\":\"f\",\"line\":2,\"column\":1,\"error\":\"unexpected character '\\\"'\"}\n"
        // (a count of cells has no place, so no column)
        "{\"file\":\"f\",\"line\":3,\"error\":\"expected 4 cells, found 3\"}\n"
        "{\"summary\":true,\"total\":3,\"valid\":0,\"invalid\":1,\"malformed\":2}\n");
  // Quiet: no lines for invalid boards, errors for standard error, the summary as asked.
  CHECK(list_in_pieces(text, {}, ListingFormat::json, true).output ==
        "E> f:2:1: error: unexpected character '\"'\n"
        "E> f:3: error: expected 4 cells, found 3\n"
        "{\"summary\":true,\"total\":3,\"valid\":0,\"invalid\":1,\"malformed\":2}\n");
}

TEST_CASE("ListingSession: the last line needs no newline, also a grid's") {
  CHECK(list_whole(example_2).counts == counts(0, 1, 0));
  const std::string grid = grid_of(example_1);
  const Listed listed = list_whole(grid.substr(0, grid.size() - 1));
  CHECK(listed.counts == counts(1, 0, 0));
  CHECK(listed.output == "1 board: 1 valid, 0 invalid\n");
  // An invalid grid is reported at its first line, \r\n line ends too.
  CHECK(list_whole("\n# a header\n" + grid_of(example_2, "\r\n")).output ==
        "line 3: 8 appears twice in column 1 (r1c1, r4c1) and in box 1 (r1c1, r3c3)\n"
        "1 board: 0 valid, 1 invalid\n");
}

TEST_CASE("ListingSession: a grid split across pieces at every offset reads as in one piece") {
  const std::string text = "# puzzles\n" + grid_of(example_1) + "\n" + example_2 + "\n\n" +
                           "53.|.7.|...\n6..|195|...\n.98|...|.6.\n---+---+---\n8..|.6.|..3\n"
                           "4..|8.3|..1\n7..|.2.|..6\n---+---+---\n.6.|...|28.\n...|419|..5\n"
                           "...|.8.|.79\n   \n" +
                           grid_of(example_2) + "\nx\ny\n";
  const Listed whole = list_whole(text);
  CHECK(whole.counts == counts(2, 2, 2));
  for (std::size_t cut = 1; cut < text.size(); ++cut) {
    CAPTURE(cut);
    const Listed split = list_in_pieces(text, {cut});
    CHECK(split.output == whole.output);
    CHECK(split.counts == whole.counts);
  }
  for (std::size_t size : {1, 2, 3, 7, 64}) {
    CAPTURE(size);
    CHECK(list_in_pieces(text, cuts_every(size, text.size())).output == whole.output);
  }
}

TEST_CASE("ListingSession: a grid has 2 to max_grid_lines (129) lines") {
  // A 4×4 board as two lines of eight cells (eight cells are no board alone), and frame lines of
  // `=` (a lone `=` is no board either).
  const auto block = [](std::size_t frame_lines) {
    std::string text = "12..\t..34\n";
    for (std::size_t k = 0; k < frame_lines; ++k) text += "=\n";
    return text + "3.1.4...\n";
  };
  CHECK(sudoku::max_grid_lines == 129);
  CHECK(list_whole(block(0)).counts == counts(1, 0, 0));
  CHECK(list_whole(block(127)).counts == counts(1, 0, 0));
  const Listed too_long = list_whole(block(128));
  CHECK(too_long.counts == counts(0, 0, 130));
  CHECK(too_long.output.starts_with(
      "E> f:1: error: expected 9 cells, found 8\nE> f:2:1: error: unexpected character '='"));
  // One line is no grid; a board by itself in the block makes every other line an error.
  CHECK(list_whole("12..\t..34\n").counts == counts(0, 0, 1));
  CHECK(list_whole("12..\t..34\n" + example_1 + "\n3.1.4...\n").counts == counts(1, 0, 2));
}

TEST_CASE("ListingSession: a line longer than the piece, its newline the piece's last byte") {
  const std::string line(199, 'x');
  const std::string text = line + "\n" + example_2 + "\n";
  const Listed whole = list_whole(text);
  CHECK(whole.counts == counts(0, 1, 1));
  CHECK(list_in_pieces(text, cuts_every(50, text.size())).output == whole.output);
  CHECK(list_in_pieces(text, {100, 200}).output == whole.output);
}

TEST_CASE("ListingSession: a line longer than any board's text is cut, and the rest skipped") {
  // More than 2 MiB, its newline the last byte of the third piece of 1 MiB.
  const std::size_t piece = std::size_t{1} << 20;
  std::string text(3 * piece - 1, '1');
  text += '\n';
  text += example_2;
  text += "\n";
  const Listed listed = list_in_pieces(text, cuts_every(piece, text.size()));
  CHECK(listed.counts == counts(0, 1, 1));
  const sudoku::ParseResult alone = sudoku::parse(std::string(3 * piece - 1, '1'));
  REQUIRE_FALSE(alone);
  // parse() puts the place first; the listing says it in its columns instead.
  const std::string place = "line 1, column " + std::to_string(*alone.error.position + 1) + ": ";
  REQUIRE(alone.error.message.starts_with(place));
  CHECK(listed.output == "E> f:1:" + std::to_string(*alone.error.position + 1) +
                             ": error: " + alone.error.message.substr(place.size()) +
                             "\nline 2: 8 appears twice in column 1 (r1c1, r4c1) and in box 1 "
                             "(r1c1, r3c3)\n2 boards: 0 valid, 1 invalid, 1 not boards\n");
  CHECK(list_whole(text).output == listed.output);
}

TEST_CASE("ListingSession: a byte order mark is ignored at the start of an input only") {
  CHECK(list_whole("\xEF\xBB\xBF# a header\n" + example_1 + "\n").counts == counts(1, 0, 0));
  CHECK(list_whole("\xEF\xBB\xBF\n" + grid_of(example_1)).counts == counts(1, 0, 0));
  CHECK(list_whole("\xEF\xBB\xBF" + grid_of(example_1)).counts == counts(1, 0, 0));
  CHECK(list_in_pieces("\xEF\xBB\xBF# a header\n", {1, 2}).counts == counts(0, 0, 0));
  CHECK(list_whole(example_1 + "\n\xEF\xBB\xBF# not a header\n").counts == counts(1, 0, 1));
}

TEST_CASE("ListingSession: inputs are numbered from 1 each, and counted together") {
  ListingSession session(ListingFormat::text);
  std::string output;
  session.begin("a.txt", true);
  session.feed(example_1 + "\n" + example_2);
  collect(session, output);
  session.begin("b.txt", true);  // ends a.txt (its last line has no newline)
  collect(session, output);
  session.feed("\n" + example_2 + "\n?\n");
  collect(session, output);
  session.end();
  session.summarize();
  collect(session, output);
  CHECK(output ==
        "a.txt: line 2: 8 appears twice in column 1 (r1c1, r4c1) and in box 1 (r1c1, r3c3)\n"
        "b.txt: line 2: 8 appears twice in column 1 (r1c1, r4c1) and in box 1 (r1c1, r3c3)\n"
        "E> b.txt:3:1: error: unexpected character '?'\n"
        "4 boards: 1 valid, 2 invalid, 1 not boards\n");
}

namespace {

// A one-line puzzle in this library's JSON: `board` with `rules` (the rules' JSON, or none).
std::string puzzle_line(std::string board, std::string_view rules) {
  return "{\"board\":\"" + board + "\",\"shape\":\"3x3\"" +
         (rules.empty() ? std::string() : ",\"rules\":" + std::string(rules)) + "}";
}

}  // namespace

TEST_CASE("ListingSession: a line that carries rules is checked with them") {
  // A 1 at r1c1 and at r4c4: no row, column or box holds both, the main diagonal does.
  std::string diagonal(81, '.');
  diagonal[0] = diagonal[30] = '1';
  // A cage of r1c1 and r1c2 with sum 3 holding 2 and 5: over its sum.
  std::string caged(81, '.');
  caged[0] = '2';
  caged[1] = '5';
  const std::string text =
      puzzle_line(diagonal, "{\"mainDiagonal\":true}") + "\n" + puzzle_line(diagonal, "") + "\n" +
      puzzle_line(caged, "{\"cages\":[{\"cells\":[0,1],\"sum\":3}]}") + "\n" + diagonal + "\n";
  const Listed listed = list_whole(text);
  CHECK(listed.counts == counts(2, 2, 0));
  CHECK(listed.output ==
        "line 1: 1 appears twice on the main diagonal (r1c1, r4c4)\n"
        "line 3: cage 1 adds up to 7, more than its 3 (r1c1, r1c2)\n"
        "4 boards: 2 valid, 2 invalid\n");
  const Listed json = list_whole(text, ListingFormat::json);
  CHECK_THAT(json.output,
             Catch::Matchers::StartsWith("{\"file\":\"f\",\"line\":1,\"valid\":false,\"size\":9,"
                                         "\"boxRows\":3,\"boxCols\":3,\"conflicts\":[{\"rule\":"
                                         "\"diagonal\",\"unit\":\"diagonal\",\"index\":0,"));
  CHECK_THAT(json.output, Catch::Matchers::Contains("{\"rule\":\"cageSum\","));
}

TEST_CASE("ListingSession: constraints no rule checks are noted where errors go, never dropped") {
  // f-puzzles JSON with a lockout line: the board is checked, the line is named in a note.
  const std::string puzzle =
      "{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"
      "\"lockout\":[{\"lines\":[[\"R1C1\",\"R1C2\"]]}]}";
  const Listed listed = list_whole(puzzle + "\n" + example_1 + "\n");
  CHECK(listed.counts == counts(2, 0, 0));
  CHECK(listed.output == "E> f:1: note: not checked: lockout\n2 boards: 2 valid, 0 invalid\n");
  const Listed json = list_whole(puzzle + "\n", ListingFormat::json);
  CHECK(json.output ==
        "{\"file\":\"f\",\"line\":1,\"notChecked\":[\"lockout\"]}\n"
        "{\"summary\":true,\"total\":1,\"valid\":1,\"invalid\":0,\"malformed\":0}\n");
  // Quiet JSON: the summary alone on standard output, the note on standard error, as errors.
  CHECK(list_in_pieces(puzzle + "\n", {}, ListingFormat::json, true).output ==
        "E> f:1: note: not checked: lockout\n"
        "{\"summary\":true,\"total\":1,\"valid\":1,\"invalid\":0,\"malformed\":0}\n");
}

TEST_CASE("ListingSession: speak() says the text lines in a catalog's language (never JSON)") {
  using sudoku::message_id;
  const sudoku::CatalogEntry entries[] = {
      {message_id("listing.line"), "ligne {line} : "},
      {message_id("describe.appears"), "{digit} apparaît {places}"},
      {message_id("parse.unexpected_character"), "caractère inattendu : {0}"},
      {message_id("listing.summary"),
       "{total, plural, one {# grille} other {# grilles}} : {valid, plural, one {# valide} other "
       "{# valides}}, {invalid, plural, one {# invalide} other {# invalides}}"},
  };
  // French's rule for whole numbers (CLDR's): one for 0 and 1.
  const auto french_plural = [](long long count) {
    return count == 0 || count == 1 ? sudoku::PluralCategory::one : sudoku::PluralCategory::other;
  };
  const sudoku::Catalog french{entries, std::size(entries), french_plural};
  const std::string text = "?\n" + example_2 + "\n";
  for (const ListingFormat format : {ListingFormat::text, ListingFormat::json}) {
    ListingSession session(format);
    session.speak(&french);
    std::string output;
    session.begin("f");
    session.feed(text);
    collect(session, output);
    session.end();
    collect(session, output);
    session.summarize();
    collect(session, output);
    if (format == ListingFormat::text) {
      // A message the catalog lacks ("twice in column 1") is said in English; the parse error,
      // said deep in the reader, is in the session's language too.
      CHECK(output ==
            "E> f:1:1: error: caractère inattendu : '?'\n"
            "ligne 2 : 8 apparaît twice in column 1 (r1c1, r4c1) and in box 1 (r1c1, r3c3)\n"
            "2 grilles : 0 valide, 1 invalide, 1 not boards\n");
    } else {
      CHECK(output.find("\"error\":\"unexpected character '?'\"") != std::string::npos);
      CHECK(output.find("grille") == std::string::npos);
    }
  }
  // The language is the session's call's only: the same reader says English after it.
  CHECK(sudoku::parse("?").error.message == "line 1, column 1: unexpected character '?'");
}
