// Umbrella header of the valid-sudoku core: shapes, boards, parsing, validation, reports.
//
// The core is a referee, not a player: it says whether the digits already placed on a board
// repeat in a row, a column or a box. It never solves. Errors are values (ParseResult), never
// exceptions, so the same code is safe in Emscripten's default no-exceptions build.
//
// What every function here promises, so a caller need not check anything first:
// - Any argument value is accepted: there are no preconditions. Input that is not a board (any
//   bytes, any ints, any Shape) gives an error value or a documented answer, never undefined
//   behaviour, and the next call works as if nothing had happened.
// - Nothing throws but std::bad_alloc, and only from functions that are not noexcept; the
//   noexcept ones do not allocate.
// - No function keeps state between calls, so any of them may run on several threads at once.
// - Work and memory grow linearly with the input.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "sudoku/messages.hpp"

namespace sudoku {

/// Largest supported side length N (numbers input). Digits of a board are 1..N; masks are 64-bit.
inline constexpr int max_size = 64;

/// Largest digit the text form can write: `1`–`9`, then `A`–`Z` for 10–35. A board with larger
/// digits is given as numbers; a larger board in text can hold only digits up to this one.
inline constexpr int max_text_digit = 35;

/// The shape of the boxes: box_rows × box_cols. The board is N×N with N = box_rows·box_cols.
/// A 9×9 board is {3, 3}; a 6×6 board is {2, 3} (boxes two rows tall, three columns wide).
/// Any two ints make a Shape; only a supported() one describes a board, and every function that
/// takes a Shape checks that before using it.
struct Shape {
  int box_rows = 3;
  int box_cols = 3;

  /// True when both sides are at least 1 and N is at most max_size.
  [[nodiscard]] constexpr bool supported() const noexcept {
    // Each side is bounded before the product is taken, so huge sides cannot overflow it.
    return box_rows >= 1 && box_cols >= 1 && box_rows <= max_size && box_cols <= max_size &&
           box_rows * box_cols <= max_size;
  }
  /// N, or 0 when the shape is not supported() (so it never overflows).
  [[nodiscard]] constexpr int size() const noexcept {
    return supported() ? box_rows * box_cols : 0;
  }
  /// N×N, or 0 when the shape is not supported().
  [[nodiscard]] constexpr int cell_count() const noexcept { return size() * size(); }
  friend constexpr bool operator==(Shape, Shape) = default;
};

/// The shape for side N: the factorisation box_rows × box_cols with box_rows ≤ box_cols that is
/// closest to square (9 → 3×3, 6 → 2×3, 12 → 3×4, 7 → 1×7). Empty when N is not in 1..max_size.
[[nodiscard]] std::optional<Shape> shape_for_size(int size) noexcept;

/// The shape of a board with `cell_count` cells: N = √cell_count, then shape_for_size(N).
/// Empty when cell_count is not the square of a supported N.
[[nodiscard]] std::optional<Shape> infer_shape(std::size_t cell_count) noexcept;

/// Parses "3x3" / "3×3" / "3X3" (box rows, then box columns, no spaces). Empty when the text is
/// not that form or the shape is not supported().
[[nodiscard]] std::optional<Shape> parse_shape(std::string_view text) noexcept;

/// Row-major box index: (row / box_rows) · (N / box_cols) + col / box_cols; for 9×9 (r/3)·3 + c/3.
/// -1 when the shape is not supported() or (row, col) is not on the board (0 ≤ row, col < N).
[[nodiscard]] constexpr int box_index(int row, int col, Shape shape) noexcept {
  const int size = shape.size();
  if (row < 0 || col < 0 || row >= size || col >= size) return -1;
  return (row / shape.box_rows) * (size / shape.box_cols) + col / shape.box_cols;
}

struct ParseResult;

namespace detail {
struct BoardFactory;
}

/// A board: N×N cells in row-major order; 0 is an empty cell, 1..N a placed digit.
/// Cell (row, col) is cells()[row · N + col].
///
/// Every Board is well formed, so the functions that take one never check it again: its shape is
/// supported(), it has exactly shape().cell_count() cells, and each cell holds 0..N. Only parse()
/// makes a Board with digits (it checks all three and says what is wrong otherwise). A
/// default-constructed Board is the empty 9×9 board, and a moved-from Board is the empty board of
/// its shape. Copies are independent values.
class Board {
 public:
  /// The empty 9×9 board (it allocates nothing).
  Board() noexcept = default;
  Board(const Board&) = default;
  Board& operator=(const Board&) = default;
  /// Leaves `other` the empty board of its shape.
  Board(Board&& other) noexcept : shape_(other.shape_), cells_(std::exchange(other.cells_, {})) {}
  /// Leaves `other` the empty board of its shape.
  Board& operator=(Board&& other) noexcept {
    shape_ = other.shape_;
    cells_ = std::exchange(other.cells_, {});
    return *this;
  }

  [[nodiscard]] Shape shape() const noexcept { return shape_; }
  [[nodiscard]] int size() const noexcept { return shape_.size(); }
  /// The N×N cells, row-major. The view lives until this Board is changed or destroyed.
  [[nodiscard]] std::span<const std::uint8_t> cells() const noexcept {
    if (cells_.empty()) return {no_digits.data(), static_cast<std::size_t>(shape_.cell_count())};
    return cells_;
  }

  /// Same shape and same cells.
  friend bool operator==(const Board& a, const Board& b) noexcept {
    const auto x = a.cells(), y = b.cells();
    return a.shape_ == b.shape_ && std::equal(x.begin(), x.end(), y.begin(), y.end());
  }

 private:
  // The parsers are the only way in: they check the shape, the cell count and every value first.
  Board(Shape shape, std::vector<std::uint8_t> cells) : shape_(shape), cells_(std::move(cells)) {}
  friend ParseResult parse(std::string_view text, std::optional<Shape> shape);
  friend ParseResult parse(std::span<const int> numbers, std::optional<Shape> shape);
  friend struct detail::BoardFactory;  // the other parsers (sudoku/input.hpp) make Boards through
                                       // it

  // What cells() shows while cells_ is empty: every cell blank, without allocating.
  static constexpr std::array<std::uint8_t, max_size * max_size> no_digits{};

  Shape shape_;
  std::vector<std::uint8_t> cells_;  // N×N, or empty when default-constructed or moved-from
};

/// Why an input is not a board. `position` is a 0-based offset into the text counted in UTF-16
/// code units (the byte offset for ASCII text, and the JavaScript string index, so every layer
/// points at the same place; a byte that is not UTF-8 counts one), or the 0-based
/// cell index for number input; it is empty when the error has no single place (a cell count that
/// is too small, an unsupported shape). `position` is data, for programs; `message` is for people
/// and counts as people do, from 1: a text error starts with its place, "line 2, column 5: "
/// (place_in_text()), and cells are named by row and column, "r1c3". Its wording may change
/// between versions, so match on `position` or on the absence of a board.
struct ParseError {
  std::optional<std::size_t> position;
  std::string message;
};

/// A place in text as people count it: the line and the column, both from 1.
struct TextPlace {
  std::size_t line = 1;
  std::size_t column = 1;
  friend bool operator==(const TextPlace&, const TextPlace&) = default;
};

/// Where `position` (a ParseError's: UTF-16 code units from the start of `text`) is in `text`.
/// Columns count characters (a byte that is not UTF-8 counts one, a leading byte order mark none);
/// "\n" ends a line, so does "\r\n". A position past the end is the place after the last character.
[[nodiscard]] TextPlace place_in_text(std::string_view text, std::size_t position) noexcept;

/// A board or the reason there is none: exactly one of the two is meaningful.
struct ParseResult {
  std::optional<Board> board;
  ParseError error;  // meaningful only when !board

  [[nodiscard]] bool ok() const noexcept { return board.has_value(); }
  explicit operator bool() const noexcept { return ok(); }
};

/// Parses text: the cells in row-major order. Digits 1–9 then A–Z (case-insensitive) for 10 to
/// max_text_digit; blanks `.` `0` `-` `_` `*`; ignored: whitespace, `|`, `+`, lines starting with
/// `#`, and frame lines of multi-line text (docs/core.md has the rules). The shape is inferred
/// from the cell count when absent. Any bytes are accepted; a symbol above N is an error, never a
/// blank.
[[nodiscard]] ParseResult parse(std::string_view text, std::optional<Shape> shape = {});

/// Parses numbers in row-major order (0 = empty, 1..N a digit). The shape is inferred when
/// absent. Any ints are accepted: a count that fits no board or a value outside 0..N is an error
/// at that cell.
[[nodiscard]] ParseResult parse(std::span<const int> numbers, std::optional<Shape> shape = {});

/// Parses a grid given as N rows of N numbers (0 = empty), as parse(numbers) does; a grid that is
/// not square (a wrong row count, a ragged row) is an error.
[[nodiscard]] ParseResult parse(const std::vector<std::vector<int>>& rows,
                                std::optional<Shape> shape = {});

/// LeetCode #36: true when no digit repeats in a row, a column or a box. Stops at the first repeat.
/// Equal to check(board).valid(), without building the report.
[[nodiscard]] bool is_valid(const Board& board) noexcept;

/// is_valid for the commonest input, without building a Board or allocating: `line` of exactly 81
/// characters, each a digit `1`–`9` or a blank `.` `0` `-` `_` `*` (a 9×9 board on one line).
/// Empty for any other text (any length, any bytes): parse it instead, which also explains what
/// is wrong with it. When it answers, the answer is is_valid(*parse(line).board).
[[nodiscard]] std::optional<bool> is_valid_line(std::string_view line) noexcept;

/// The kind of unit a conflict is in: rows, columns and boxes, and the units of variant rules
/// (sudoku/rules.hpp). Reports order conflicts by unit in this order.
enum class Unit : std::uint8_t {
  row = 0,
  column = 1,
  box = 2,
  region,          ///< a jigsaw region, in place of the boxes
  diagonal,        ///< index 0 is the main diagonal, 1 the anti-diagonal
  extra_region,    ///< index: its place in Rules::extra_regions
  disjoint_group,  ///< index: the place inside a box, row-major
  cage,            ///< index: its place in Rules::cages
};

/// "row", "column", "box", "region", "diagonal", "extraRegion", "disjointGroup" or "cage"; "unit"
/// for a value outside the enumeration.
[[nodiscard]] std::string_view unit_name(Unit unit) noexcept;

/// The rule a conflict breaks, in the order reports list them: a digit twice in a unit (the
/// first eight, one per Unit, same values), a cage's sum, then the pair rules.
enum class Rule : std::uint8_t {
  row = 0,
  column,
  box,
  region,
  diagonal,
  extra_region,
  disjoint_group,
  cage,
  cage_sum,     ///< a cage's filled digits add up to more than its sum, or it is full and differs
  anti_knight,  ///< a digit a knight's move from the same digit
  anti_king,    ///< a digit a king's move (diagonally adjacent) from the same digit
  non_consecutive,  ///< orthogonal neighbours that differ by 1 (and no kropki dot between them)
  negative_ratio,   ///< neighbours in a black dots' ratio with no kropki dot between them
  negative_xv,      ///< neighbours adding up to 5 or 10 with no X or V between them
  constraint,       ///< a Constraint (rules.hpp) that no filling of its empty cells satisfies
};

/// The JS API's name: unit_name()'s for a unit rule, then "cageSum", "antiKnight", "antiKing",
/// "nonConsecutive"; "rule" for a value outside the enumeration.
[[nodiscard]] std::string_view rule_name(Rule rule) noexcept;

/// One broken rule. For a unit rule (rule == unit): `digit` placed two or more times in unit
/// `index` of kind `unit`, at `cells`. For Rule::cage_sum: cage `index`, whose filled digits add
/// up to `sum` against its `target`: more than it, or, with `open` cells empty, a sum that no
/// different digits unused in the cage make up (a 3-cell cage of 6 holding a 4), or, full, less
/// than it; `cells` are all the cage's cells, ascending. For the pair
/// rules: two cells, cells[0] < cells[1], holding `digit` and `other_digit` (equal but for
/// Rule::non_consecutive); `unit` and `index` are 0 there.
struct Conflict {
  Unit unit = Unit::row;
  int index = 0;           // 0-based unit number (row, column, box, region, …), or cage number
  int digit = 0;           // 1..N
  std::vector<int> cells;  // flat cell indices, ascending
  Rule rule = Rule::row;
  int other_digit = 0;  // the digit of cells[1] in a pair conflict
  int sum = 0;          // Rule::cage_sum: the sum of the cage's filled digits
  int target = 0;       // Rule::cage_sum: the cage's sum
  int open = 0;         // Rule::cage_sum: the cage's empty cells (0 for a full cage)
  /// Rule::constraint: the instance's kind (`index` is its place in Rules::constraints, `cells`
  /// all its cells, ascending) and the core's sentence for it, counted from 1 as people count:
  /// "the thermometer from r7c1 cannot rise: 6 then 5".
  std::uint8_t constraint_kind = 0;  // a ConstraintKind (rules.hpp)
  std::string words;

  Conflict() = default;
  /// A digit twice in a unit: the rule is the unit's (Rule::row for a value outside Unit).
  Conflict(Unit unit, int index, int digit, std::vector<int> cells)
      : unit(unit),
        index(index),
        digit(digit),
        cells(std::move(cells)),
        rule(unit <= Unit::cage ? static_cast<Rule>(unit) : Rule::row) {}
  /// True for a digit placed twice in a unit (rule == unit).
  [[nodiscard]] bool in_unit() const noexcept { return rule <= Rule::cage; }
  friend bool operator==(const Conflict&, const Conflict&) = default;
};

/// Every conflict of a board, in canonical order: by unit (row, column, box), then unit index,
/// then digit. `conflict_cells` lists each cell that is in at least one conflict, ascending.
struct Report {
  Shape shape;
  std::vector<Conflict> conflicts;
  std::vector<int> conflict_cells;
  /// The Rules::constraints that the work bound left undecided ("not checked: too large to
  /// decide"), by index, ascending. They are no conflict, and valid() does not count them.
  std::vector<int> undecided;

  [[nodiscard]] bool valid() const noexcept { return conflicts.empty(); }
  [[nodiscard]] int size() const noexcept { return shape.size(); }
};

/// The full report: one conflict per (unit, digit) that appears two or more times in that unit.
/// report.shape is the board's; report.valid() equals is_valid(board).
[[nodiscard]] Report check(const Board& board);

/// How describe() words a report.
struct DescribeOptions {
  /// After each unit, the cells of its conflict by row and column, counted from 1:
  /// "in column 1 (r1c1, r4c1)".
  bool name_cells = false;
  /// Names at most this many conflicts (the first ones, in report order), then says how many are
  /// left: "; and 23 more conflicts". 0 names them all.
  std::size_t max_conflicts = 0;
  /// The language of the words (sudoku/messages.hpp); null is English.
  const Catalog* catalog = nullptr;
};

/// The conflicts of a report in words, for people; empty for a valid report. One sentence per
/// digit, in the order the digits first appear in the report, joined with "; ":
/// "8 appears twice in column 1 and in box 1; 5 appears three times in row 2". Digits are written
/// as the text form writes them (1-9, then A-Z; a digit above 35 in decimal), units and their
/// numbers counted from 1, the count ("twice", "three times", "4 times") only where it changes.
/// The element's verdict and the CLI's lines are this sentence.
[[nodiscard]] std::string describe(const Report& report, DescribeOptions options = {});

/// The outcome for one board of a batch. These numbers are the bytes of BatchReport::results, and
/// the result codes the JS API's validateMany returns.
enum class BatchResult : std::uint8_t { invalid = 0, valid = 1, malformed = 2 };

/// A line of a batch that is not a board.
struct BatchError {
  std::size_t line = 0;    // 1-based line number in the text
  std::size_t column = 0;  // 1-based column in that line (0 when the error has no position)
  std::size_t board = 0;   // 0-based index of the board in `results`
  std::string message;
};

/// The outcome of validate_many: counts and one result per board, in input order.
struct BatchReport {
  std::size_t total = 0;
  std::size_t valid = 0;
  std::size_t invalid = 0;
  std::size_t malformed = 0;
  std::vector<std::uint8_t> results;  // a BatchResult per board
  std::vector<std::uint32_t> lines;   // the 1-based line number of each board
  std::vector<BatchError> errors;     // the first max_batch_errors malformed lines
  std::size_t line_count = 0;         // lines of the text (a last line without newline counts)
};

/// validate_many keeps at most this many error messages (every malformed line is still counted).
inline constexpr std::size_t max_batch_errors = 1000;

/// Validates newline-separated boards, one per line, each in one-line text form. Blank lines
/// and lines starting with `#` are skipped; a `\r` before the newline is dropped. A line that is
/// not a board is counted as malformed and reported with its line and column; the rest of the
/// text is still checked. Each result is what parse(line, shape) and is_valid give for that line,
/// and an unsupported shape makes every line malformed.
/// The fast path: 81-character 9×9 lines are checked without building a Board.
[[nodiscard]] BatchReport validate_many(std::string_view text, std::optional<Shape> shape = {});

/// What list_invalid() and append_listing() write for an invalid board.
enum class ListingFormat : std::uint8_t {
  none = 0,  ///< nothing: list_invalid is validate_many
  text =
      1,  ///< `<prefix>line 7: 8 appears twice in column 1 (r1c1, r4c1) and in box 1 (r1c1, r3c3)`
  json = 2,  ///< one JSON object per line, the report as the JS API's check() gives it
};

/// How list_invalid() and append_listing() write.
struct ListingOptions {
  ListingFormat format = ListingFormat::text;
  /// The number of the text's first line (a batch of a longer file starts at its own line).
  std::size_t first_line = 1;
  /// Text: written before `line N: ` (e.g. "boards.txt: "). JSON: the value of "file", as JSON
  /// text (e.g. "\"boards.txt\""), or empty for no "file" member.
  std::string_view prefix;
  /// The language of the text lines' words (sudoku/messages.hpp); null is English. JSON lines
  /// are never translated.
  const Catalog* catalog = nullptr;
};

/// Appends one output line for an invalid board's `report`, found at line `line` of its file:
/// - text: `<prefix>line <line>: <describe(report, {.name_cells = true})>` and a newline, in
///   options.catalog's language;
/// - JSON: `{"file":<prefix>,"line":<line>,"valid":false,"size":9,"boxRows":3,"boxCols":3,
///   "conflicts":[{"rule":"column","unit":"column","index":0,"digit":8,"cells":[0,27]},...],
///   "conflictCells":[0,20,27]}` and a newline (indices from 0, as in Report).
/// Nothing for a valid report or ListingFormat::none.
void append_listing(std::string& out, const Report& report, std::size_t line,
                    const ListingOptions& options);

/// validate_many(text, shape), and append_listing() for each invalid board, in line order (line
/// numbers counted from options.first_line). A line that is not a board is in the report's
/// errors, as validate_many gives it, and writes nothing. A 9×9 line of 81 characters is listed
/// without building a Board or a Report: nothing is allocated but `out`'s growth.
[[nodiscard]] BatchReport list_invalid(std::string_view text, std::optional<Shape> shape,
                                       const ListingOptions& options, std::string& out);

}  // namespace sudoku

// Input limits, arrays from other languages, shapes with their messages.
#include "sudoku/input.hpp"  // IWYU pragma: export
// Variant rules (regions, diagonals, cages, pair rules) and checks with them, and rules compiled
// once for many checks (sudoku/rule_set.hpp, which rules.hpp includes).
#include "sudoku/rules.hpp"  // IWYU pragma: export
// The one-pass scan, step by step.
#include "sudoku/trace.hpp"  // IWYU pragma: export
// The CLI's listing session: files of boards read in pieces.
#include "sudoku/listing.hpp"  // IWYU pragma: export
