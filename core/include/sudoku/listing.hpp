// The CLI's listing session: files of boards read as a stream of bytes in pieces, with their
// lines, grids, errors and output lines decided by the core (listing_session.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string_view>

#include "sudoku/sudoku.hpp"

namespace sudoku {

/// The most lines (other than comment lines) a multi-line grid has: 64 rows and 65 frame lines.
inline constexpr std::size_t max_grid_lines = 2 * max_size + 1;

/// The counts of a listing: every board, and the lines (or grids) that are not boards.
struct ListingCounts {
  std::size_t total = 0;
  std::size_t valid = 0;
  std::size_t invalid = 0;
  std::size_t malformed = 0;
  /// With ListingSession::solve(): the valid boards that can no longer be completed, and those
  /// whose search ran out of its budget (their answer unknown).
  std::size_t dead_ends = 0;
  std::size_t unknown = 0;
  /// With ListingSolve::unique: the valid boards with exactly one solution, and with two or more.
  std::size_t unique = 0;
  std::size_t multiple = 0;
  friend bool operator==(const ListingCounts&, const ListingCounts&) = default;
};

/// A part of a ListingSession's output(): [start, end) offsets into it.
struct OutputSpan {
  std::size_t start = 0;
  std::size_t end = 0;
  friend bool operator==(const OutputSpan&, const OutputSpan&) = default;
};

/// What a ListingSession also asks of each valid board (ListingSession::solve()).
enum class ListingSolve : std::uint8_t {
  none = 0,      ///< nothing: the fast path
  solvable = 1,  ///< can it still be completed? (count_solutions() with limit 1)
  unique = 2,    ///< none, one or more than one solution? (limit 2)
};

namespace detail {
class ListingState;
}

/// The CLI's check of files of boards, read as a stream of bytes in pieces of any size: the
/// session decides lines, blank lines, multi-line grids, errors and the output lines, and carries
/// what it needs (a line not yet ended, a block of lines that may be one grid) from one piece to
/// the next, so a piece may end anywhere and the output is the same.
///
/// - Lines: one board per line, as validate_many() reads them (blank lines and `#` lines skipped,
///   `\r\n` ends a line, the last line needs no newline, a byte order mark at the start of an
///   input is ignored). A line longer than max_text_length is checked on its first
///   max_text_length + 1 bytes, which decide its error; the rest of it is skipped, not kept.
/// - Grids: a block (lines between blank lines) is one multi-line board (`.sdk`, `.ss`, nine lines
///   of nine) when none of its lines is a board by itself, it has 2 to max_grid_lines lines that
///   are not comments, and its text parses as one board; it is reported at its first such line.
///   Otherwise its lines are reported one by one.
/// - Output, in input order: each invalid board's line (append_listing()); each line that is not a
///   board, in the text format `NAME:LINE:COLUMN: error: MESSAGE` (no `:COLUMN` when the error has
///   no place), which errors() marks for standard error, in JSON
///   `{"file":NAME,"line":LINE,"column":COLUMN,"error":MESSAGE}` (COLUMN 0 for no place); and
///   summarize()'s line.
///
/// Memory stays bounded whatever the input: a piece, a line of at most max_text_length + 1 bytes,
/// a block of at most max_text_length bytes, and the output of one piece.
class ListingSession {
 public:
  /// `format`: text or JSON output lines. `shape`: of every board; inferred per board when absent
  /// (an unsupported one makes every line an error). `quiet` (or ListingFormat::none): no lines
  /// for invalid boards, and error lines in the text format (for standard error), but the summary
  /// still in `format`.
  explicit ListingSession(ListingFormat format, std::optional<Shape> shape = {},
                          bool quiet = false);
  ~ListingSession();
  ListingSession(ListingSession&&) noexcept;
  ListingSession& operator=(ListingSession&&) noexcept;

  /// Also asks of each valid board (each line, each grid) whether it can still be completed
  /// (`solvable`) or how many solutions it has up to 2 (`unique`), with count_solutions() under
  /// the line's rules, within `budget` search nodes a board. Every valid board then goes through
  /// parse (no fast kernel). Output lines, in the session's format (none with quiet):
  /// - a dead end: `line 3: valid, but it can no longer be completed: r5c5 can take no digit: …`
  ///   (the core's reason; without one, that the search tried every digit), in JSON
  ///   `{"file","line","valid":true,"solvable":false,"reason","kind","cells"}`;
  /// - an unknown answer: `line 3: valid, but whether it can be completed is unknown: the search
  ///   ran out of its budget of 100000 nodes`, in JSON `"solvable":null,"budget":100000`;
  /// - with `unique`, every valid board: `line 4: valid, and it has exactly one solution`,
  ///   `line 5: valid, but it has more than one solution: two of them differ at r1c3`, JSON
  ///   `"solutions":"0"`, `"1"`, `"2+"` (with `"differsAt"`) or `"unknown"`.
  /// The summary gains the counts: `, 1 dead end, 0 unknown` (with `unique`: `, 2 unique, 1 not
  /// unique, …`); JSON `"deadEnds","unknown"` (and `"unique","multiple"`). Call it before the
  /// first input. Defined apart (listing_solve.cpp): a module that never calls it links no solver.
  void solve(ListingSolve mode, std::uint64_t budget = 100000);

  /// Says the text lines' words (the conflict sentences, `line N: `, the parse errors, the notes,
  /// the solver's answers, the summary) in `catalog`'s language (sudoku/messages.hpp), English
  /// when null; the catalog is kept by pointer and must outlive the session's calls. JSON lines
  /// are never translated, nor the `NAME:LINE:COLUMN: error:` and `note:` marks that tools read.
  void speak(const Catalog* catalog) noexcept;

  /// Starts an input (a file) called `name`, its lines counted from 1. With `name_lines`, each
  /// text output line of an invalid board starts `NAME: ` (several files). An input not ended is
  /// ended first.
  void begin(std::string_view name, bool name_lines = false);
  /// Room for the next `bytes` bytes of the input, which the caller writes there and then hands
  /// over with take(). The room is the session's; it moves with every call.
  [[nodiscard]] char* room(std::size_t bytes);
  /// The next `bytes` bytes of the input are in room(): checks every line they end.
  void take(std::size_t bytes);
  /// room() and take() for `piece`.
  void feed(std::string_view piece);
  /// The input ends: checks its last line and its last block.
  void end();
  /// The summary of every input so far: `12 boards: 10 valid, 1 invalid, 1 not boards` (text) or
  /// `{"summary":true,"total":12,"valid":10,"invalid":1,"malformed":1}` (JSON), and a newline.
  void summarize();

  /// What the last call of take(), end() or summarize() wrote (begin() may end an input too).
  [[nodiscard]] std::string_view output() const noexcept;
  /// The parts of output() that go to standard error: the error lines of the text format.
  [[nodiscard]] std::span<const OutputSpan> errors() const noexcept;
  /// The counts of every input so far.
  [[nodiscard]] ListingCounts counts() const noexcept;

 private:
  std::unique_ptr<detail::ListingState> state_;
};

}  // namespace sudoku
