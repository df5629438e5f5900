// The state a ListingSession carries from one piece of input to the next, and the calls
// list_invalid's walk (batch.cpp) makes into it for each line (internal).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/listing.hpp"

namespace sudoku::detail {

/// `text` as a JSON string, as JavaScript's JSON.stringify writes one.
void put_json_string(std::string& out, std::string_view text);

/// `count` in decimal.
void put_count(std::string& out, std::uint64_t count);

class ListingState {
 public:
  ListingState(ListingFormat format, std::optional<Shape> shape, bool quiet);

  void begin(std::string_view name, bool name_lines);
  char* room(std::size_t bytes);
  void take(std::size_t bytes);
  void end();
  void summarize();

  // ---- The walk's calls, in line order (numbers are the input's) ----
  /// Whether a line that is a board by itself matters to the open block (board_line()).
  [[nodiscard]] bool grid_possible() const noexcept { return grid_possible_; }
  /// Line `line`, `text`, is a board by itself, `valid` or not (called before its output line, if
  /// any, is written, while grid_possible()). It makes the open block no grid, unless it is a
  /// frame line (only `- * + | =` and spaces: a board of blanks by itself, a frame in a grid).
  /// True when the line is held as a frame line of the open block (not a board yet).
  bool board_line(std::size_t line, std::string_view text, bool valid);
  /// Whether valid boards are also solved (ListingSession::solve()): the walk then parses them.
  [[nodiscard]] bool solving() const noexcept { return solve_ != nullptr; }
  /// Line `line` is a valid board, `board`, under `rules` (none: the classic ones); while
  /// solving(), asks the solver about it and writes what it says.
  void valid_board(std::size_t line, const Board& board, const Rules* rules) {
    if (solve_ != nullptr) solve_(*this, line, board, rules);
  }
  /// What ListingSession::solve() sets: the mode, the budget and the call valid_board() makes.
  using SolveBoard = void (*)(ListingState&, std::size_t line, const Board&, const Rules*);
  void set_solve(ListingSolve mode, std::uint64_t budget, SolveBoard solve) {
    solve_mode_ = mode;
    budget_ = budget;
    solve_ = mode == ListingSolve::none ? nullptr : solve;
  }
  [[nodiscard]] ListingSolve solve_mode() const noexcept { return solve_mode_; }
  [[nodiscard]] std::uint64_t budget() const noexcept { return budget_; }
  [[nodiscard]] ListingFormat format() const noexcept { return format_; }
  [[nodiscard]] bool quiet() const noexcept { return quiet_; }
  /// The language of the text lines (ListingSession::speak()); null in JSON, which is never
  /// translated. The session's calls say every message under it (detail::Speaking).
  [[nodiscard]] const Catalog* catalog() const noexcept {
    return format_ == ListingFormat::json ? nullptr : catalog_;
  }
  void speak(const Catalog* catalog) noexcept { catalog_ = catalog; }
  /// The start of a board's output line: the text prefix and `line N: `, or in JSON
  /// `{"file":NAME,"line":N,"valid":true`.
  void start_board_record(std::size_t line);
  /// A line that is not a board by itself.
  void malformed_line(std::size_t line, std::string_view text, ParseError error);
  /// Line `line` carried constraints no rule checks (Puzzle::ignored): a note says so, since a
  /// verdict must not pass over them in silence.
  void not_checked(std::size_t line, const std::vector<std::string>& ignored);
  /// A blank line: it ends a block.
  void blank_line() { end_block(); }

  std::string output;
  std::vector<OutputSpan> errors;
  ListingCounts counts;

 private:
  // A line of the open block that is not a board by itself, held until the block is known.
  struct PendingLine {
    std::size_t line;
    std::size_t column;   // 1-based, 0 for none
    std::string message;  // empty for a frame line that is a valid board by itself
  };

  void check(std::string_view lines);
  bool hold(std::size_t line, std::string_view text, std::size_t column, std::string& message);
  void end_block();
  void report_pending();
  void write_error(std::size_t line, std::size_t column, std::string_view message);
  // The start of a JSON record about line `line`: `{"file":NAME,"line":N`.
  void start_json_record(std::size_t line);
  // `NAME:N`, the place a message for standard error starts with; where it starts in output.
  std::size_t start_message(std::size_t line);
  void clear_output();

  ListingFormat format_;
  ListingSolve solve_mode_ = ListingSolve::none;
  std::uint64_t budget_ = 0;
  SolveBoard solve_ = nullptr;  // set by ListingSession::solve(), or none
  bool quiet_;                  // no output lines for invalid boards; errors in the text format
  std::optional<Shape> shape_;
  const Catalog* catalog_ = nullptr;  // speak()'s
  bool open_ = false;                 // an input has begun and not ended
  std::string name_;
  std::string prefix_;  // ListingOptions::prefix: `NAME: ` or nothing (text), NAME as JSON (JSON)

  std::vector<char> buffer_;  // the input not checked yet: the start of a line, then room()
  std::size_t held_ = 0;      // bytes of buffer_ that hold input
  std::size_t lines_ = 0;     // lines of the input checked so far
  bool skipping_ = false;     // inside the rest of a line cut at max_text_length + 1 bytes

  // The open block (its lines since the last blank line) while it may still be one grid: none of
  // its lines is a board by itself, it has at most max_grid_lines such lines, and their text is at
  // most max_text_length bytes.
  bool grid_possible_ = true;
  std::vector<PendingLine> pending_;
  std::string block_text_;       // the pending lines, each with a newline
  std::size_t held_boards_ = 0;  // frame lines held during the current check (counted valid)
};

/// list_invalid's walk over whole `lines` of an input (`input_start`: they are its first lines),
/// with a session's calls for each line when `session` is given (then the report has no errors:
/// the session holds them).
BatchReport list_lines(std::string_view lines, bool input_start, std::optional<Shape> shape,
                       const ListingOptions& options, std::string& out, ListingState* session);

}  // namespace sudoku::detail
