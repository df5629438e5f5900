// Formats that travel: other sites' puzzles (f-puzzles, SudokuPad, Simon Tatham's Solo,
// SudokuExchange, sudokuwiki) and this library's own puzzle JSON, read and written by the core.
//
// Not part of the umbrella header: include "sudoku/formats.hpp" for parse_puzzle() and format().
// Reading is offline and bounded: links carry their puzzle in the text (lz-string Base64, zipped
// JSON, run-length strings); a payload that unpacks to more than max_text_length bytes is refused
// while it unpacks, never expanded further.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/rules.hpp"
#include "sudoku/sudoku.hpp"

namespace sudoku {

/// A member of an f-puzzles puzzle's JSON that no rule reads and that the puzzle's `ignored`
/// names: the site's drawings (`line`, `text`, `cage`, `circle`, `rectangle`, less the copies it
/// makes of constraints, `fromConstraint`), a field the referee does not know, a grid cell's key
/// that is neither a digit nor a region nor a solver's mark (`parity`). Kept as the site wrote it
/// (its JSON text), so that format() of the puzzle to f-puzzles or SudokuPad writes it back and
/// the puzzle travels whole; the other formats have no place for it and leave it out.
/// Not kept: a `negative` rule other than ratio and xv, and SudokuPad's own JSON's drawings
/// (`lines`, `arrows`, `overlays`, `underlays`, cages with text), which no format here writes.
struct Kept {
  int cell = -1;     ///< the grid cell (flat index) whose key it is, or -1 for the puzzle's own
  std::string key;   ///< the member's name, as the site spelt it
  std::string json;  ///< its value, as JSON text
  friend bool operator==(const Kept&, const Kept&) = default;
};

/// A board with the rules its text carried, and the constraints of that text the referee does
/// not check (thermometers, arrows, dots, lines…), named as the site names them ("arrow",
/// "thermometer"), each once, in the order first met, then the notes on what was left out (an
/// f-puzzles grid's values without `given: true`: "the link's solver digits are left out").
/// Nothing is dropped without a name here.
/// `source` names the format the text was in: "fpuzzles", "sudokupad", "solo", "sudokuexchange",
/// "sudokuwiki", "json" (this library's puzzle JSON), "cpp", "java", "python" (the tutorial's
/// initialisers), "leetcode" (LeetCode's `char[][]` text) or "text" (board text of any layout).
/// `kept` holds what of the text the referee reads but does not check, as the site wrote it, so
/// that format() of the puzzle writes it back: see Kept.
struct Puzzle {
  Board board;
  Rules rules;
  std::vector<std::string> ignored;
  std::string_view source = "text";
  std::vector<Kept> kept = {};
};

/// A puzzle or the reason there is none: exactly one of the two is meaningful.
struct PuzzleResult {
  std::optional<Puzzle> puzzle;
  ParseError error;  // meaningful only when !puzzle

  [[nodiscard]] bool ok() const noexcept { return puzzle.has_value(); }
  explicit operator bool() const noexcept { return ok(); }
};

/// Reads any text parse() reads (the classic game, no rules), and also:
/// - f-puzzles JSON text, `https://f-puzzles.com/?load=<lz-string Base64>` links and the payload
///   alone (`N4Ig…`); only values with `given: true` are givens;
/// - SudokuPad links (`https://sudokupad.app/<id>`, `…/sudoku?puzzleid=<id>`,
///   `app.crackingthecryptic.com/<id>`) and bare ids starting `scl`, `ctc`, `fpuz`, `fpuzzles`,
///   `scf` or `classic`; any other id is a short id only SudokuPad's server resolves (an error
///   saying so);
/// - Simon Tatham's Solo game ids (`3x3:…`, `2x3:…`, `9j:…` jigsaw, flags `x` and `k`); a
///   random-seed id (`3x3#…`) is an error; Solo's web page links (`…/js/solo.html#<id>`) read the
///   id after `#`, and a seed there is an error too;
/// - SudokuExchange `?s=` links and compressed strings; sudokuwiki `bd=` strings (81 and 162
///   characters) and killer strings (`bd=` of 81 cage letters, a comma and 162 sum digits);
/// - this library's own puzzle JSON, as format(…, Format::json) writes it.
/// `shape`, when given, must be the puzzle's. Rules are checked with validate_rules().
[[nodiscard]] PuzzleResult parse_puzzle(std::string_view text, std::optional<Shape> shape = {});

/// parse_puzzle() with rules given beside the text (the JS API's `options.rules`): they are the
/// puzzle's when the text carries none. Text that carries rules of its own (a killer's link) with
/// other rules given is an error, so that neither set is dropped silently; the same rules given
/// again are fine (`check(p.cells, { rules: p.rules })` and `check(link, { rules: p.rules })`
/// agree). The given rules are checked with validate_rules() against the puzzle's shape.
[[nodiscard]] PuzzleResult parse_puzzle(std::string_view text, std::optional<Shape> shape,
                                        const Rules& given);

/// The puzzle with rules given beside it, by parse_puzzle(text, shape, given)'s rule: the given
/// rules when the puzzle carries none or the same, else that error.
[[nodiscard]] PuzzleResult with_rules(Puzzle puzzle, const Rules& given);

/// The formats format() writes. Each reads back with parse_puzzle() to the same puzzle.
enum class Format : std::uint8_t {
  line,            ///< the cells on one line (N ≤ 35), `.` for blanks
  grid,            ///< N lines of N cells
  leetcode,        ///< LeetCode's JSON `char[][]`
  cpp,             ///< the tutorial's C++ initialiser (`vector<vector<char>> board = {…};`)
  java,            ///< the tutorial's Java initialiser (`char[][] board = {…};`)
  python,          ///< the tutorial's Python initialiser (`board = […]`)
  json,            ///< this library's puzzle JSON: board, shape, rules
  fpuzzles,        ///< an f-puzzles link (`https://f-puzzles.com/?load=…`)
  sudokupad,       ///< a SudokuPad link (`https://sudokupad.app/fpuzzles…`)
  sudokuexchange,  ///< a SudokuExchange link (`https://sudokuexchange.com/play/?s=…`)
  solo,            ///< a Solo game id (`3x3:…`, `9j:…`, flags `x`, `k`)
};

/// "line", "grid", "leetcode", "cpp", "java", "python", "json", "fpuzzles", "sudokupad",
/// "sudokuexchange", "solo"; "format" for a value outside the enumeration.
[[nodiscard]] std::string_view format_name(Format format) noexcept;

/// The format of that name (the names above), or empty.
[[nodiscard]] std::optional<Format> format_named(std::string_view name) noexcept;

/// Text in a format, or why the puzzle does not fit it.
struct FormatResult {
  std::optional<std::string> text;
  std::string error;  // meaningful only when !text

  [[nodiscard]] bool ok() const noexcept { return text.has_value(); }
  explicit operator bool() const noexcept { return ok(); }
};

/// Writes `board` with `rules` in `to`. A format that cannot carry the puzzle is an error that
/// says why ("a Solo id cannot carry anti-knight", "line text writes digits up to 35"); the
/// text formats and the tutorial's initialisers carry no rules, so they refuse any. Rules that
/// validate_rules() refuses are that error.
[[nodiscard]] FormatResult format(const Board& board, Format to, const Rules& rules = {});

/// format(puzzle.board, to, puzzle.rules), and for f-puzzles and SudokuPad links also the
/// members the puzzle kept (Kept), so that a puzzle read from f-puzzles JSON reads back with the
/// same rules and the same `ignored`.
[[nodiscard]] FormatResult format(const Puzzle& puzzle, Format to);

/// format() with the format given by name, as the JS API and the CLI give it; an unknown name
/// is an error that lists the names.
[[nodiscard]] FormatResult format(const Board& board, std::string_view to, const Rules& rules = {});

/// format() of a puzzle (with what it kept) with the format given by name.
[[nodiscard]] FormatResult format(const Puzzle& puzzle, std::string_view to);

}  // namespace sudoku
