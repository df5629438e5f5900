// validate_many and list_invalid: the walk over boards one a line (the line rules are lines.hpp's),
// with counts, results and errors, and for the CLI's listings their output lines.
//
// Lines of exactly 81 digits/blanks (9×9, shape 3×3 given or inferred) go to a fast kernel that
// builds no Board and allocates nothing (fast_choice.cpp picks it); everything else, and any line
// a kernel refuses, goes through parse + is_valid, which therefore owns every error message and
// column.
#include <algorithm>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "fast_kernels.hpp"
#include "lines.hpp"
#include "listing.hpp"
#include "listing_state.hpp"
#include "parse.hpp"
#include "sudoku/sudoku.hpp"
#if SUDOKU_TRAVEL
#include "constraints/validate.hpp"
#include "formats/travel.hpp"
#include "sudoku/rules.hpp"
#endif

namespace sudoku {
namespace {

using detail::FastVerdict;

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

// Runs of fast lines shorter than this go through the portable kernel, line by line.
constexpr std::size_t min_simd_batch = 8;

// The verdict on a board under variant rules, or none with `error` set when they do not fit it.
// Reached only through the pointer validate_many(text, shape, rules) hands over, so a module that
// never calls that links none of the variant code.
using RulesVerdict = std::optional<bool> (*)(const Board&, const Rules&, ParseError& error);

std::optional<bool> rules_verdict(const Board& board, const Rules& rules, ParseError& error) {
  if (auto fit = validate_rules(rules, board.shape())) {
    error = std::move(*fit);
    return std::nullopt;
  }
  return is_valid(board, rules);
}

// With `listed`, list_invalid's walk: each invalid board is also listed (unless the format is
// none) and the last blank line is noted. validate_many's walk is the other instantiation, which
// holds no listing code.
template <bool listed>
class BatchChecker {
 public:
  // `input_start`: `text` starts an input, so a byte order mark there is no part of its first line.
  BatchChecker(std::string_view text, std::optional<Shape> shape, bool input_start,
               const detail::Listing* listing = nullptr, const Rules* rules = nullptr,
               RulesVerdict rules_check = nullptr)
      : text_(text),
        shape_(shape),
        listing_(listing),
        batch_rules_(rules),
        batch_verdict_(rules_check),
        // The fast kernels check rows, columns and boxes only, and build no board to solve.
        fast_shape_((!shape || *shape == Shape{3, 3}) && !rules &&
                    !(listing && listing->session && listing->session->solving())),
        use_simd_(detail::active_kernel() == detail::Kernel::simd),
        start_(input_start ? detail::byte_order_mark_length(text) : 0) {
    make_room(text.size() / (detail::fast_line_length + 1) + 1);
  }

  BatchReport run() {
    while (start_ < text_.size()) {
      if (fast_shape_ && start_ != parse_only_at_ && check_fast_lines()) continue;
      ++line_number_;
      check_line_by_parsing();
    }
    report_.results.resize(boards_);
    report_.lines.resize(boards_);
    report_.total = boards_;
    report_.line_count = line_number_;
    return std::move(report_);
  }

 private:
  // Checks the run of up to simd_batch_size fast lines from start_ with a fast kernel and records
  // them; false when the line at start_ is no fast line. A line the kernel refuses (it may hold a
  // newline, so the lines after it were only presumed to start where they do) stops the run: the
  // scan goes on from that line, which is parsed.
  bool check_fast_lines() {
    const char* lines[detail::simd_batch_size];
    std::size_t count = 0;
    std::size_t next = start_;
    while (count < detail::simd_batch_size) {
      const std::size_t extent = fast_line_extent(text_, next);
      if (extent == 0) break;
      lines[count++] = text_.data() + next;
      next += extent;
    }
    if (count == 0) return false;

    // One verdict byte per lane; lanes from `count` on repeat lane 0 and are not recorded.
    alignas(8) FastVerdict verdicts[detail::simd_batch_size];
    if (use_simd_ && count >= min_simd_batch) {
      for (std::size_t lane = count; lane < detail::simd_batch_size; ++lane) lines[lane] = lines[0];
      detail::check_lines_simd(lines, verdicts);
    } else {
      detail::check_lines_portable(lines, count, verdicts);
      for (std::size_t lane = count; lane < detail::simd_batch_size; ++lane) {
        verdicts[lane] = verdicts[0];
      }
    }
    std::uint64_t words[detail::simd_batch_size / 8];
    std::memcpy(words, verdicts, sizeof words);
    std::size_t taken = count;
    if (((words[0] | words[1] | words[2] | words[3]) & 0x0202020202020202u) != 0) {
      taken = 0;  // some line is refused (rare): keep the ones before it
      while (verdicts[taken] != FastVerdict::not_fast) ++taken;
      if (taken > count) taken = count;
    }
    [[maybe_unused]] const std::size_t first_line = line_number_ + 1;
    if constexpr (listed) {
      if (listing_->session && listing_->session->grid_possible()) {
        for (std::size_t lane = 0; lane < taken; ++lane) {
          listing_->session->board_line(listing_->options.first_line + line_number_ + lane,
                                        {lines[lane], detail::fast_line_length},
                                        verdicts[lane] == FastVerdict::valid);
        }
      }
    }
    record_run(verdicts, words, taken);
    if constexpr (listed) {
      if (listing_->options.format != ListingFormat::none) {
        list_fast_lines(lines, verdicts, taken, first_line);
      }
    }
    if (taken < count) {
      start_ = parse_only_at_ = static_cast<std::size_t>(lines[taken] - text_.data());
    } else {
      start_ = next;
    }
    return true;
  }

  // Lists the invalid ones of `count` fast lines, the first at line `first_line`.
  void list_fast_lines(const char* const* lines, const FastVerdict* verdicts, std::size_t count,
                       std::size_t first_line) {
    for (std::size_t lane = 0; lane < count; ++lane) {
      if (verdicts[lane] != FastVerdict::invalid) continue;
      detail::list_fast_line(listing_->out, lines[lane],
                             listing_->options.first_line + first_line + lane - 1,
                             listing_->options);
    }
  }

  // Records the first `count` of simd_batch_size fast verdicts (0 or 1, also given as words) of
  // consecutive lines after line_number_.
  void record_run(const FastVerdict* verdicts, const std::uint64_t* words, std::size_t count) {
    make_room(detail::simd_batch_size);
    // All the lanes are written (fixed sizes compile to a few vector stores); only `count` stay.
    std::memcpy(report_.results.data() + boards_, verdicts, detail::simd_batch_size);
    std::uint32_t* lines = report_.lines.data() + boards_;
    for (std::size_t lane = 0; lane < detail::simd_batch_size; ++lane) {
      lines[lane] = static_cast<std::uint32_t>(line_number_ + 1 + lane);
    }
    // The valid boards among the first `count`: each byte is 0 or 1, so a multiply adds up a word.
    std::size_t valid = 0;
    for (std::size_t word = 0; word < detail::simd_batch_size / 8; ++word) {
      const std::size_t first_lane = word * 8;
      if (first_lane >= count) break;
      std::uint64_t bytes = words[word];
      if (count - first_lane < 8) bytes &= (std::uint64_t{1} << (8 * (count - first_lane))) - 1;
      valid += static_cast<std::size_t>((bytes * 0x0101010101010101u) >> 56);
    }
    boards_ += count;
    line_number_ += count;
    report_.valid += valid;
    report_.invalid += count - valid;
  }

  // Makes results and lines hold at least `count` entries after the boards recorded so far. They
  // grow ahead of the boards and are cut to size at the end, so a run of boards is written with
  // plain stores.
  void make_room(std::size_t count) {
    if (boards_ + count <= report_.results.size()) return;
    const std::size_t size = std::max(boards_ + count, 2 * report_.results.size());
    report_.results.resize(size);
    report_.lines.resize(size);
  }

  // A line's board. The listings print a text error's place in their own columns, so the message
  // leaves it out. Where the core has the travelling formats, a line that carries rules (a link,
  // a site id, puzzle JSON) also gives its rules and the constraints no rule checks, and its
  // verdict and report are under those rules; elsewhere no rules code is linked in.
#if SUDOKU_TRAVEL
  ParseResult read_line(std::string_view line) {
    PuzzleResult read = detail::read_puzzle(line, shape_);
    if (!read) {
      rules_ = {};
      ignored_.clear();
      return ParseResult{std::nullopt, std::move(read.error)};
    }
    rules_ = std::move(read.puzzle->rules);
    ignored_ = std::move(read.puzzle->ignored);
    source_ = read.puzzle->source;
    return ParseResult{std::move(read.puzzle->board), {}};
  }
  bool verdict(const Board& board) const {
    return rules_.classic() ? is_valid(board) : is_valid(board, rules_).value_or(false);
  }
  Report report_of(const Board& board) const {
    return rules_.classic() ? check(board) : *check(board, rules_).report;
  }
  Rules rules_;                       // the rules of the line being read
  std::vector<std::string> ignored_;  // its constraints that no rule checks
  std::string_view source_;           // its format
#else
  ParseResult read_line(std::string_view line) const { return detail::read_text(line, shape_); }
  static bool verdict(const Board& board) { return is_valid(board); }
  static Report report_of(const Board& board) { return check(board); }
#endif

  void check_line_by_parsing() {
    const detail::Line next = detail::line_at(text_, start_);
    const std::string_view line = next.text;
    start_ = next.next;
    if (const detail::LineKind kind = detail::line_kind(line); kind != detail::LineKind::content) {
      if constexpr (listed) {
        if (listing_->session && kind == detail::LineKind::blank) listing_->session->blank_line();
      }
      return;
    }

    const std::size_t board_index = boards_++;
    make_room(0);
    report_.lines[board_index] = static_cast<std::uint32_t>(line_number_);
    // A byte order mark past the start of an input is a character like any other (lines.hpp), and
    // no board holds it; the readers would take the line for an input of its own.
    ParseResult parsed = detail::byte_order_mark_length(line) > 0
                             ? detail::unexpected(detail::Text{line}, 0)
                             : read_line(line);
#if SUDOKU_TRAVEL
    // The batch's rules beside a line that carries other rules: with_rules()'s error, as for one
    // board given rules beside it.
    if (parsed && batch_rules_ && !rules_.classic() && rules_ != *batch_rules_) {
      PuzzleResult merged =
          with_rules(Puzzle{std::move(*parsed.board), rules_, {}, source_}, *batch_rules_);
      parsed = ParseResult{std::nullopt, std::move(merged.error)};
    }
#endif
    std::optional<bool> line_verdict;
    if (parsed) {
      // With the batch's rules, a board they do not fit is malformed, with validate_rules()'s
      // message.
      line_verdict = batch_rules_ ? batch_verdict_(*parsed.board, *batch_rules_, parsed.error)
                                  : std::optional<bool>(verdict(*parsed.board));
    }
    if (line_verdict) {
      const bool valid = *line_verdict;
      report_.results[board_index] =
          static_cast<std::uint8_t>(valid ? BatchResult::valid : BatchResult::invalid);
      ++(valid ? report_.valid : report_.invalid);
      [[maybe_unused]] bool held = false;  // a frame line of a block that may be a grid
      if constexpr (listed) {
        if (listing_->session && listing_->session->grid_possible()) {
          held = listing_->session->board_line(listing_->options.first_line + line_number_ - 1,
                                               line, valid);
        }
      }
#if SUDOKU_TRAVEL
      if constexpr (listed) {
        // What was not checked, never passed over: the constraints no rule checks, and those the
        // work bound left undecided.
        if (listing_->session && (!ignored_.empty() || !rules_.constraints.empty())) {
          std::vector<std::string> notes = ignored_;
          if (!rules_.constraints.empty()) {
            // (the result named: a range over a temporary's member would outlive it)
            const CheckResult checked = check(*parsed.board, rules_);
            for (const int index : checked.report->undecided)
              notes.push_back(detail::undecided_note(rules_, index));
          }
          if (!notes.empty())
            listing_->session->not_checked(listing_->options.first_line + line_number_ - 1, notes);
        }
      }
#endif
      if (listed && !valid && listing_->options.format != ListingFormat::none) {
        append_listing(listing_->out, report_of(*parsed.board),
                       listing_->options.first_line + line_number_ - 1, listing_->options);
      }
      if constexpr (listed) {
        if (valid && !held && listing_->session && listing_->session->solving()) {
#if SUDOKU_TRAVEL
          const Rules* rules = rules_.classic() ? nullptr : &rules_;
#else
          const Rules* rules = nullptr;
#endif
          listing_->session->valid_board(listing_->options.first_line + line_number_ - 1,
                                         *parsed.board, rules);
        }
      }
      return;
    }
    report_.results[board_index] = static_cast<std::uint8_t>(BatchResult::malformed);
    ++report_.malformed;
    if constexpr (listed) {
      if (listing_->session) {
        listing_->session->malformed_line(listing_->options.first_line + line_number_ - 1, line,
                                          std::move(parsed.error));
        return;
      }
    }
    if (report_.errors.size() < max_batch_errors) {
      const std::size_t column =
          parsed.error.position ? place_in_text(line, *parsed.error.position).column : 0;
      report_.errors.push_back(
          {line_number_, column, board_index, std::move(parsed.error.message)});
    }
  }

  std::string_view text_;
  std::optional<Shape> shape_;
  const detail::Listing* listing_;  // list_invalid's output, or none
  const Rules* batch_rules_;        // validate_many's rules for every line, or none
  RulesVerdict batch_verdict_;      // how a board is checked with batch_rules_
  bool fast_shape_;
  bool use_simd_;
  BatchReport report_;
  std::size_t boards_ = 0;       // boards recorded (results and lines may be longer, see make_room)
  std::size_t start_;            // offset of the next line to look at
  std::size_t line_number_ = 0;  // 1-based number of the last line taken
  std::size_t parse_only_at_ = static_cast<std::size_t>(-1);  // a line a kernel refused
};

}  // namespace

BatchReport validate_many(std::string_view text, std::optional<Shape> shape) {
  return BatchChecker<false>(text, shape, true).run();
}

BatchReport validate_many(std::string_view text, std::optional<Shape> shape, const Rules& rules) {
  if (rules.classic()) return validate_many(text, shape);
  return BatchChecker<false>(text, shape, true, nullptr, &rules, rules_verdict).run();
}

BatchReport list_invalid(std::string_view text, std::optional<Shape> shape,
                         const ListingOptions& options, std::string& out) {
  const detail::Listing listing{options, out};
  return BatchChecker<true>(text, shape, true, &listing).run();
}

BatchReport detail::list_lines(std::string_view lines, bool input_start, std::optional<Shape> shape,
                               const ListingOptions& options, std::string& out,
                               ListingState* session) {
  const Listing listing{options, out, session};
  return BatchChecker<true>(lines, shape, input_start, &listing).run();
}

}  // namespace sudoku
