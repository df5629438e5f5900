// Fuzzes validate_many: every fast kernel gives the portable kernel's report, and that report is
// what parsing each line on its own gives. Also runs the vector kernel on raw 81-byte blocks, and
// list_invalid (the CLI's listing): its report is validate_many's, its output what append_listing
// gives for each invalid line parsed and checked on its own.
#include <algorithm>
#include <string>
#include <vector>

#include "fast_kernels.hpp"
#include "fuzz.hpp"
#include "sudoku/formats.hpp"

namespace {

using sudoku::detail::FastVerdict;
using sudoku::detail::Kernel;

// The vector kernel on up to 32 blocks of 81 raw bytes, against the portable kernel on each.
void compare_kernels_on_blocks(std::string_view text) {
  const std::size_t blocks =
      std::min(text.size() / sudoku::detail::fast_line_length, sudoku::detail::simd_batch_size);
  if (blocks == 0) return;
  const char* lines[sudoku::detail::simd_batch_size];
  for (std::size_t i = 0; i < sudoku::detail::simd_batch_size; ++i) {
    lines[i] = text.data() + (i % blocks) * sudoku::detail::fast_line_length;
  }
  FastVerdict verdicts[sudoku::detail::simd_batch_size];
  sudoku::detail::check_lines_simd(lines, verdicts);
  for (std::size_t i = 0; i < sudoku::detail::simd_batch_size; ++i) {
    fuzz::require(verdicts[i] == sudoku::detail::check_line_portable(lines[i]),
                  "the vector kernel agrees with the portable kernel on every block");
  }
}

// list_invalid in both formats against validate_many's `report` and, line by line, parse + check +
// append_listing.
void compare_listing(std::string_view text, std::optional<sudoku::Shape> shape,
                     const sudoku::BatchReport& report) {
  std::vector<std::string_view> lines;
  for (std::size_t start = 0; start < text.size();) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    std::string_view line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back(line);
    start = end + 1;
  }
  for (const auto format : {sudoku::ListingFormat::text, sudoku::ListingFormat::json}) {
    const sudoku::ListingOptions options{format, 7,
                                         format == sudoku::ListingFormat::json ? "\"f\"" : "f: "};
    std::string out;
    const sudoku::BatchReport listed = sudoku::list_invalid(text, shape, options, out);
    fuzz::require(fuzz::same_report(listed, report),
                  "list_invalid reports what validate_many reports");
    fuzz::require(listed.line_count == lines.size(), "list_invalid counts the text's lines");
    std::string expected;
    for (std::size_t board = 0; board < report.total; ++board) {
      if (report.results[board] != static_cast<std::uint8_t>(sudoku::BatchResult::invalid))
        continue;
      const std::size_t line = report.lines[board];
      // Each line with the rules it carries (a link, a site id, puzzle JSON).
      const sudoku::PuzzleResult parsed = sudoku::parse_puzzle(lines[line - 1], shape);
      fuzz::require(parsed.ok(), "an invalid line parses on its own");
      const sudoku::CheckResult checked = sudoku::check(parsed.puzzle->board, parsed.puzzle->rules);
      fuzz::require(checked.ok(), "a line's own rules fit its board");
      sudoku::append_listing(expected, *checked.report, options.first_line + line - 1, options);
    }
    fuzz::require(out == expected,
                  "list_invalid writes what append_listing writes for each invalid line");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const auto shape = fuzz::batch_shape(data[0]);
  const std::string_view text = fuzz::text(fuzz::bytes(data + 1, size - 1));

  sudoku::detail::set_kernel(Kernel::portable);
  const sudoku::BatchReport portable = sudoku::validate_many(text, shape);
  // The reference parses each line as an input of its own, so a byte order mark after the text's
  // start (a character there, tests/native/lines_test.cpp) would be stripped as an input's mark.
  if (text.find("\xEF\xBB\xBF", 1) == std::string_view::npos) {
    fuzz::require(fuzz::same_report(portable, reference::validate_many(text, shape)),
                  "validate_many (portable kernel) reports what parsing each line reports");
  }
  if (sudoku::detail::simd_supported()) {
    sudoku::detail::set_kernel(Kernel::simd);
    fuzz::require(fuzz::same_report(sudoku::validate_many(text, shape), portable),
                  "validate_many with the vector kernel reports what the portable kernel reports");
  }
  compare_kernels_on_blocks(text);
  compare_listing(text, shape, portable);
  return 0;
}
