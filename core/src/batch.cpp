// validate_many: checks newline-separated boards, one per line, and reports counts and errors.
//
// Lines of exactly 81 digits/blanks (9×9, shape 3×3 given or inferred) go to a fast kernel that
// builds no Board and allocates nothing; everything else, and any line a kernel refuses, goes
// through parse + is_valid, which therefore owns every error message and column.
#include <algorithm>
#include <cstring>
#include <string_view>

#include "fast_kernels.hpp"
#include "sudoku/sudoku.hpp"

namespace sudoku {
namespace {

using detail::FastVerdict;

bool is_blank_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

// Blank lines and `#` comment lines are not boards and get no result.
bool is_skipped(std::string_view line) {
  auto first = std::find_if_not(line.begin(), line.end(), is_blank_space);
  return first == line.end() || *first == '#';
}

// When the line at `start` could be a fast line (81 bytes, then "\n", "\r\n", "\r" at the end,
// or the end), the bytes it spans with its terminator; else 0. Whether the 81 bytes hold no
// newline is left to the kernel: a newline is not a cell, so the kernel refuses such a line.
std::size_t fast_line_extent(std::string_view text, std::size_t start) {
  const std::size_t end = start + detail::fast_line_length;
  if (end > text.size()) return 0;
  if (end == text.size()) return detail::fast_line_length;
  if (text[end] == '\n') return detail::fast_line_length + 1;
  if (text[end] == '\r') {
    if (end + 1 == text.size()) return detail::fast_line_length + 1;
    if (text[end + 1] == '\n') return detail::fast_line_length + 2;
  }
  return 0;
}

// Batches of fast lines for the AVX2 kernel smaller than this go through the portable kernel.
constexpr std::size_t min_avx2_batch = 8;

class BatchChecker {
 public:
  BatchChecker(std::string_view text, std::optional<Shape> shape)
      : text_(text),
        shape_(shape),
        fast_shape_(!shape || *shape == Shape{3, 3}),
        use_avx2_(fast_shape_ && detail::active_kernel() == detail::Kernel::avx2) {
    const std::size_t likely_boards = text.size() / (detail::fast_line_length + 1) + 1;
    report_.results.reserve(likely_boards);
    report_.lines.reserve(likely_boards);
  }

  BatchReport run() {
    for (;;) {
      if (start_ >= text_.size()) {
        if (pending_ == 0) break;
        flush();  // may step back to a line the kernel refused
        continue;
      }
      const std::size_t extent =
          fast_shape_ && start_ != parse_only_at_ ? fast_line_extent(text_, start_) : 0;
      if (extent != 0 && use_avx2_) {
        pending_lines_[pending_] = text_.data() + start_;
        pending_starts_[pending_] = start_;
        pending_line_numbers_[pending_] = ++line_number_;
        ++pending_;
        start_ += extent;
        if (pending_ == detail::avx2_batch_size) flush();
        continue;
      }
      if (pending_ != 0) {
        flush();
        continue;
      }
      ++line_number_;
      if (extent != 0) {
        const FastVerdict verdict = detail::check_line_portable(text_.data() + start_);
        if (verdict != FastVerdict::not_fast) {
          record(verdict, line_number_);
          start_ += extent;
          continue;
        }
      }
      check_line_by_parsing();
    }
    report_.total = report_.results.size();
    return std::move(report_);
  }

 private:
  void record(FastVerdict verdict, std::size_t line_number) {
    report_.results.push_back(static_cast<std::uint8_t>(verdict));
    report_.lines.push_back(static_cast<std::uint32_t>(line_number));
    // Counted without a branch: whether a board is valid is what nobody can predict.
    const std::size_t valid = verdict == FastVerdict::valid;
    report_.valid += valid;
    report_.invalid += 1 - valid;
  }

  // Checks the pending lines. Lines after a refused one were only presumed to start where they
  // do (the refused line may hold a newline), so the scan steps back to the refused line and
  // parses it.
  void flush() {
    FastVerdict verdicts[detail::avx2_batch_size];
    if (pending_ >= min_avx2_batch) {
      for (std::size_t lane = pending_; lane < detail::avx2_batch_size; ++lane) {
        pending_lines_[lane] = pending_lines_[0];
      }
      detail::check_lines_avx2(pending_lines_, verdicts);
    } else {
      for (std::size_t lane = 0; lane < pending_; ++lane) {
        verdicts[lane] = detail::check_line_portable(pending_lines_[lane]);
      }
    }
    const std::size_t count = pending_;
    pending_ = 0;
    for (std::size_t lane = 0; lane < count; ++lane) {
      if (verdicts[lane] == FastVerdict::not_fast) {
        start_ = parse_only_at_ = pending_starts_[lane];
        line_number_ = pending_line_numbers_[lane] - 1;
        return;
      }
      record(verdicts[lane], pending_line_numbers_[lane]);
    }
  }

  void check_line_by_parsing() {
    const char* line_begin = text_.data() + start_;
    const void* newline = std::memchr(line_begin, '\n', text_.size() - start_);
    const std::size_t end =
        newline ? static_cast<std::size_t>(static_cast<const char*>(newline) - text_.data())
                : text_.size();
    std::string_view line = text_.substr(start_, end - start_);
    start_ = end + 1;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (is_skipped(line)) return;

    ParseResult parsed = parse(line, shape_);
    if (parsed) {
      const bool valid = is_valid(*parsed.board);
      record(valid ? FastVerdict::valid : FastVerdict::invalid, line_number_);
      return;
    }
    const std::size_t board_index = report_.results.size();
    report_.results.push_back(static_cast<std::uint8_t>(BatchResult::malformed));
    report_.lines.push_back(static_cast<std::uint32_t>(line_number_));
    ++report_.malformed;
    if (report_.errors.size() < max_batch_errors) {
      const std::size_t column = parsed.error.position ? *parsed.error.position + 1 : 0;
      report_.errors.push_back(
          {line_number_, column, board_index, std::move(parsed.error.message)});
    }
  }

  std::string_view text_;
  std::optional<Shape> shape_;
  bool fast_shape_;
  bool use_avx2_;
  BatchReport report_;
  std::size_t start_ = 0;        // offset of the next line to look at
  std::size_t line_number_ = 0;  // 1-based number of the last line taken
  std::size_t parse_only_at_ = static_cast<std::size_t>(-1);  // a line a kernel refused

  std::size_t pending_ = 0;  // fast lines waiting for the AVX2 kernel
  const char* pending_lines_[detail::avx2_batch_size] = {};
  std::size_t pending_starts_[detail::avx2_batch_size] = {};
  std::size_t pending_line_numbers_[detail::avx2_batch_size] = {};
};

}  // namespace

std::optional<bool> is_valid_line(std::string_view line) noexcept {
  if (line.size() != detail::fast_line_length) return std::nullopt;
  switch (detail::check_line_portable(line.data())) {
    case FastVerdict::valid:
      return true;
    case FastVerdict::invalid:
      return false;
    case FastVerdict::not_fast:
      break;
  }
  return std::nullopt;
}

BatchReport validate_many(std::string_view text, std::optional<Shape> shape) {
  return BatchChecker(text, shape).run();
}

}  // namespace sudoku
