// list_invalid / append_listing: the CLI's output lines for invalid boards, by the core.
#include <atomic>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <new>
#include <random>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "describe.hpp"
#include "sudoku/sudoku.hpp"

// Counts allocations, to show that listing 9×9 lines allocates nothing per board. Every form of
// the (unaligned) global operator new and delete is replaced, so that allocations and frees always
// pair up (AddressSanitizer checks that they do).
namespace {
std::atomic<std::size_t> allocations{0};
void* counted_allocation(std::size_t size) noexcept {
  ++allocations;
  return std::malloc(size == 0 ? 1 : size);
}
void* counted_allocation_or_throw(std::size_t size) {
  if (void* p = counted_allocation(size)) return p;
  throw std::bad_alloc();
}
}  // namespace
void* operator new(std::size_t size) { return counted_allocation_or_throw(size); }
void* operator new[](std::size_t size) { return counted_allocation_or_throw(size); }
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
  return counted_allocation(size);
}
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept {
  return counted_allocation(size);
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }

namespace {

using sudoku::ListingFormat;
using sudoku::ListingOptions;

const std::string example_1 =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
// LeetCode's Example 2 (not "8" + ...: GCC 12 -O3 warns about that concatenation).
const std::string example_2 = [] {
  std::string board = example_1;
  board[0] = '8';
  return board;
}();

// A random line: mostly 9×9 boards of every kind (few or many digits, any blank character), some
// 4×4 and 16×16 boards, some lines that are no board, blank lines and comments.
std::string random_line(std::mt19937& random) {
  const auto pick = [&](int n) { return static_cast<int>(random() % static_cast<unsigned>(n)); };
  switch (pick(12)) {
    case 0:
      return "";
    case 1:
      return "# a comment";
    case 2:
      return example_1.substr(static_cast<std::size_t>(pick(81)));  // too few cells
    case 3: {
      std::string line(16, '.');
      for (char& c : line) c = pick(3) == 0 ? static_cast<char>('1' + pick(4)) : '.';
      return line;
    }
    case 4: {
      std::string line(256, '.');
      for (char& c : line) c = pick(8) == 0 ? "123456789ABCDEFG"[pick(16)] : '.';
      return line;
    }
    default: {
      std::string line(81, '.');
      const int density = 1 + pick(10);
      for (char& c : line) {
        c = pick(10) < density ? static_cast<char>('1' + pick(9)) : ".0-_*"[pick(5)];
      }
      if (pick(20) == 0) line[static_cast<std::size_t>(pick(81))] = 'x';  // not a board
      return line;
    }
  }
}

}  // namespace

TEST_CASE("append_listing: the text and JSON lines of an invalid board") {
  const sudoku::Report report = sudoku::check(*sudoku::parse(example_2).board);
  std::string out;
  sudoku::append_listing(out, report, 7, {ListingFormat::text, 1, "a.txt: "});
  CHECK(out ==
        "a.txt: line 7: 8 appears twice in column 1 (r1c1, r4c1) and in box 1 (r1c1, r3c3)\n");
  out.clear();
  sudoku::append_listing(out, report, 12, {ListingFormat::json, 1, "\"a.txt\""});
  CHECK(out ==
        "{\"file\":\"a.txt\",\"line\":12,\"valid\":false,\"size\":9,\"boxRows\":3,\"boxCols\":3,"
        "\"conflicts\":[{\"rule\":\"column\",\"unit\":\"column\",\"index\":0,\"digit\":8,"
        "\"cells\":[0,27]},{\"rule\":\"box\",\"unit\":\"box\",\"index\":0,\"digit\":8,"
        "\"cells\":[0,20]}],\"conflictCells\":[0,20,27]}\n");
  out.clear();
  sudoku::append_listing(out, report, 1, {ListingFormat::json, 1, ""});
  CHECK(out.starts_with("{\"line\":1,\"valid\":false,"));
  // Nothing for a valid board, or without a format.
  out.clear();
  sudoku::append_listing(out, sudoku::check(*sudoku::parse(example_1).board), 1, {});
  sudoku::append_listing(out, report, 1, {ListingFormat::none, 1, ""});
  CHECK(out.empty());
}

TEST_CASE("append_listing: a constraint's and a negative rule's conflicts as check() gives them") {
  sudoku::Report report;
  report.shape = {3, 3};
  sudoku::Conflict thermometer;
  thermometer.rule = sudoku::Rule::constraint;
  thermometer.constraint_kind = static_cast<std::uint8_t>(sudoku::ConstraintKind::thermometer);
  thermometer.index = 2;
  thermometer.cells = {0, 9, 18};
  thermometer.words = "the thermometer from r1c1 cannot rise: 6 then \"5\"";
  sudoku::Conflict xv;
  xv.rule = sudoku::Rule::negative_xv;
  xv.digit = 2;
  xv.other_digit = 3;
  xv.cells = {3, 4};
  report.conflicts = {thermometer, xv};
  report.conflict_cells = {0, 3, 4, 9, 18};
  std::string out;
  sudoku::append_listing(out, report, 3, {ListingFormat::json, 1, ""});
  CHECK(out ==
        "{\"line\":3,\"valid\":false,\"size\":9,\"boxRows\":3,\"boxCols\":3,\"conflicts\":["
        "{\"rule\":\"constraint\",\"kind\":\"thermometer\",\"index\":2,\"words\":\"the thermometer "
        "from r1c1 cannot rise: 6 then \\\"5\\\"\",\"cells\":[0,9,18]},"
        "{\"rule\":\"negativeXv\",\"digits\":[2,3],\"cells\":[3,4]}],"
        "\"conflictCells\":[0,3,4,9,18]}\n");
}

TEST_CASE("list_invalid: validate_many's report, and append_listing of each invalid board") {
  std::mt19937 random(36);
  for (int round = 0; round < 40; ++round) {
    std::string text;
    std::vector<std::string> lines;
    for (int k = 0; k < 300; ++k) {
      lines.push_back(random_line(random));
      text += lines.back();
      text += round % 2 ? "\r\n" : "\n";
    }
    for (const auto format : {ListingFormat::text, ListingFormat::json}) {
      const ListingOptions options{format, 1000, format == ListingFormat::json ? "\"f\"" : "f: "};
      std::string out = "kept:";
      const sudoku::BatchReport listed = sudoku::list_invalid(text, std::nullopt, options, out);
      const sudoku::BatchReport plain = sudoku::validate_many(text);
      CHECK(listed.results == plain.results);
      CHECK(listed.lines == plain.lines);
      CHECK(listed.invalid == plain.invalid);
      CHECK(listed.errors.size() == plain.errors.size());
      // What each invalid line gives alone, through parse and check.
      std::string expected = "kept:";
      for (std::size_t k = 0; k < lines.size(); ++k) {
        const sudoku::ParseResult parsed = sudoku::parse(lines[k]);
        if (!parsed || lines[k].empty() || lines[k][0] == '#') continue;
        sudoku::append_listing(expected, sudoku::check(*parsed.board), 1000 + k, options);
      }
      CHECK(out == expected);
    }
  }
}

TEST_CASE("list_invalid: the shape option, the first line, and no format") {
  const std::string text = "1.1.............\n....\n";
  std::string out;
  const sudoku::BatchReport report =
      sudoku::list_invalid(text, sudoku::Shape{1, 4}, {ListingFormat::text, 5, ""}, out);
  CHECK(report.invalid == 1);
  CHECK(report.malformed == 1);
  CHECK(out == "line 5: 1 appears twice in row 1 (r1c1, r1c3) and in box 1 (r1c1, r1c3)\n");
  out.clear();
  CHECK(sudoku::list_invalid(example_2, std::nullopt, {ListingFormat::none, 1, ""}, out).invalid ==
        1);
  CHECK(out.empty());
}

TEST_CASE("list_invalid: 9x9 lines are listed without allocating per board") {
  const auto allocations_for = [](std::size_t boards) {
    std::string text;
    for (std::size_t k = 0; k < boards; ++k) text += example_2 + "\n";
    std::string out;
    out.reserve(boards * 200);
    const std::size_t before = allocations.load();
    const sudoku::BatchReport report =
        sudoku::list_invalid(text, std::nullopt, {ListingFormat::json, 1, "\"f\""}, out);
    const std::size_t count = allocations.load() - before;
    CHECK(report.invalid == boards);
    CHECK(out.size() > boards * 100);
    return count;
  };
  // The same number of allocations (the report's arrays) for 1 and for 1000 invalid boards.
  CHECK(allocations_for(1000) == allocations_for(1));
}

TEST_CASE("list_invalid: a record that does not fit the fixed buffer is still written whole") {
  // The writer of the fast path stops at its end and says so (the listing then writes the record
  // into the output string instead).
  char buffer[8];
  sudoku::detail::BufferWriter writer(buffer, sizeof buffer);
  writer.put("line ");
  writer.put('7');
  CHECK_FALSE(writer.overflowed());
  writer.put(": 8 appears");
  CHECK(writer.overflowed());
  CHECK(writer.text() == "line 7");
}

TEST_CASE("append_listing: the JSON of every rule's conflict names the rule") {
  sudoku::Rules rules;
  rules.main_diagonal = rules.anti_knight = rules.non_consecutive = true;
  rules.cages = {sudoku::Cage{{0, 1}, 9}};
  const auto result =
      sudoku::check(*sudoku::parse("12.. .... .... ...1", sudoku::Shape{2, 2}).board, rules);
  REQUIRE(result.ok());
  std::string out;
  sudoku::append_listing(out, *result.report, 3, {ListingFormat::json, 1, ""});
  CHECK(out ==
        "{\"line\":3,\"valid\":false,\"size\":4,\"boxRows\":2,\"boxCols\":2,\"conflicts\":["
        "{\"rule\":\"diagonal\",\"unit\":\"diagonal\",\"index\":0,\"digit\":1,\"cells\":[0,15]},"
        "{\"rule\":\"cageSum\",\"index\":0,\"sum\":3,\"target\":9,\"cells\":[0,1]},"
        "{\"rule\":\"nonConsecutive\",\"digits\":[1,2],\"cells\":[0,1]}],"
        "\"conflictCells\":[0,1,15]}\n");
  out.clear();
  sudoku::append_listing(out, *result.report, 3, {ListingFormat::text, 1, ""});
  CHECK(out ==
        "line 3: 1 appears twice on the main diagonal (r1c1, r4c4); cage 1 adds up to 3, less than "
        "its 9 (r1c1, r1c2); 1 and 2 are consecutive neighbours (r1c1, r1c2)\n");
}
