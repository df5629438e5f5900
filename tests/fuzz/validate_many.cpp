// Fuzzes validate_many: every fast kernel gives the portable kernel's report, and that report is
// what parsing each line on its own gives. Also runs the AVX2 kernel on raw 81-byte blocks.
#include <algorithm>

#include "fast_kernels.hpp"
#include "fuzz.hpp"

namespace {

using sudoku::detail::FastVerdict;
using sudoku::detail::Kernel;

bool same_report(const sudoku::BatchReport& a, const sudoku::BatchReport& b) {
  if (a.total != b.total || a.valid != b.valid || a.invalid != b.invalid ||
      a.malformed != b.malformed || a.results != b.results || a.lines != b.lines ||
      a.errors.size() != b.errors.size()) {
    return false;
  }
  for (std::size_t i = 0; i < a.errors.size(); ++i) {
    const auto &x = a.errors[i], &y = b.errors[i];
    if (x.line != y.line || x.column != y.column || x.board != y.board || x.message != y.message) {
      return false;
    }
  }
  return true;
}

// The report built line by line with parse + is_valid: the meaning validate_many must keep.
sudoku::BatchReport by_parsing(std::string_view text, std::optional<sudoku::Shape> shape) {
  sudoku::BatchReport report;
  std::size_t line_number = 0;
  for (std::size_t start = 0; start <= text.size();) {
    std::size_t end = std::min(text.find('\n', start), text.size());
    std::string_view line = text.substr(start, end - start);
    start = end + 1;
    ++line_number;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    const auto first = line.find_first_not_of(" \t\r\v\f");
    if (first == std::string_view::npos || line[first] == '#') continue;
    const sudoku::ParseResult parsed = sudoku::parse(line, shape);
    report.lines.push_back(static_cast<std::uint32_t>(line_number));
    if (!parsed) {
      if (report.errors.size() < sudoku::max_batch_errors) {
        const std::size_t column = parsed.error.position ? *parsed.error.position + 1 : 0;
        report.errors.push_back({line_number, column, report.results.size(), parsed.error.message});
      }
      report.results.push_back(static_cast<std::uint8_t>(sudoku::BatchResult::malformed));
      ++report.malformed;
    } else if (sudoku::is_valid(*parsed.board)) {
      report.results.push_back(static_cast<std::uint8_t>(sudoku::BatchResult::valid));
      ++report.valid;
    } else {
      report.results.push_back(static_cast<std::uint8_t>(sudoku::BatchResult::invalid));
      ++report.invalid;
    }
  }
  report.total = report.results.size();
  return report;
}

// The AVX2 kernel on up to 32 blocks of 81 raw bytes, against the portable kernel on each.
void compare_kernels_on_blocks(std::string_view text) {
  const std::size_t blocks =
      std::min(text.size() / sudoku::detail::fast_line_length, sudoku::detail::avx2_batch_size);
  if (blocks == 0) return;
  const char* lines[sudoku::detail::avx2_batch_size];
  for (std::size_t i = 0; i < sudoku::detail::avx2_batch_size; ++i) {
    lines[i] = text.data() + (i % blocks) * sudoku::detail::fast_line_length;
  }
  FastVerdict verdicts[sudoku::detail::avx2_batch_size];
  sudoku::detail::check_lines_avx2(lines, verdicts);
  for (std::size_t i = 0; i < sudoku::detail::avx2_batch_size; ++i) {
    fuzz::require(verdicts[i] == sudoku::detail::check_line_portable(lines[i]),
                  "the AVX2 kernel agrees with the portable kernel on every block");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const auto shape = fuzz::batch_shape(data[0]);
  const std::string_view text = fuzz::text(fuzz::bytes(data + 1, size - 1));

  sudoku::detail::set_kernel(Kernel::portable);
  const sudoku::BatchReport portable = sudoku::validate_many(text, shape);
  fuzz::require(same_report(portable, by_parsing(text, shape)),
                "validate_many (portable kernel) reports what parsing each line reports");
  if (sudoku::detail::avx2_supported()) {
    sudoku::detail::set_kernel(Kernel::avx2);
    fuzz::require(same_report(sudoku::validate_many(text, shape), portable),
                  "validate_many with the AVX2 kernel reports what the portable kernel reports");
  }
  compare_kernels_on_blocks(text);
  return 0;
}
