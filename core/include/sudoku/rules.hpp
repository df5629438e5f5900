// Variant rules: the units and pair rules beyond rows, columns and boxes, and checks with them.
//
// Part of the umbrella header sudoku/sudoku.hpp. The tutorial's scan is "every unit holds each
// digit at most once"; rows, columns and boxes are three families of units. Jigsaw regions, the
// diagonals, extra regions, disjoint groups and killer cages are more units; anti-knight,
// anti-king and non-consecutive are rules about pairs of cells; a cage also has a sum. Empty
// cells never conflict, for every rule. The JS API's `rules` object mirrors Rules field by field.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "sudoku/sudoku.hpp"

namespace sudoku {

/// A killer cage: a unit (no digit twice) whose digits add up to `sum` when it is given.
struct Cage {
  std::vector<int> cells;  ///< flat cell indices, each at most once, at most N of them
  std::optional<int> sum;  ///< the target, a positive integer; absent: a cage without a sum
  friend bool operator==(const Cage&, const Cage&) = default;
};

/// The kinds of constraint that puzzle sites add beyond units and pair rules (docs/core.md,
/// "Constraints", states each one's rule). constraint_name() gives the name the JS API, the
/// reports and the CLI use; the names are stable.
enum class ConstraintKind : std::uint8_t {
  thermometer = 0,   ///< "thermometer": strictly increasing from the bulb (branches share it)
  slow_thermometer,  ///< "slowThermometer": never decreasing from the bulb
  arrow,             ///< "arrow": each shaft adds up to the circle (a pill reads as a number)
  kropki_white,      ///< "kropkiWhite": the two cells differ by `value` (1 by default)
  kropki_black,      ///< "kropkiBlack": one cell is `value` times the other (2 by default)
  xv,                ///< "xv": the two cells add up to `value` (10 for X, 5 for V)
  little_killer,     ///< "littleKiller": the diagonal the clue sees adds up to `value`
  sandwich,          ///< "sandwich": the digits between 1 and N in the row/column add up to value
  x_sum,             ///< "xSum": the first X cells seen from the clue add up to value (X: the 1st)
  skyscraper,        ///< "skyscraper": seen from the clue, `value` digits are taller than before
  renban,            ///< "renban": a set of consecutive digits, in any order
  whispers,          ///< "whispers": neighbours on the line differ by at least `value`
  between,           ///< "between": inner cells strictly between the two ends
  palindrome,        ///< "palindrome": the line reads the same both ways
  zipper,            ///< "zipper": cells at equal distance from the middle add up to the same
  region_sum,        ///< "regionSum": the line's runs in each box (region) add up to the same
  entropic,          ///< "entropic": every 3 neighbours hold one low, one middle, one high digit
  modular,           ///< "modular": every 3 neighbours hold one digit of each remainder mod 3
  odd,               ///< "odd": the cell is odd
  even,              ///< "even": the cell is even
  minimum,           ///< "minimum": smaller than each orthogonal neighbour that is no minimum
  maximum,           ///< "maximum": larger than each orthogonal neighbour that is no maximum
  quadruple,         ///< "quadruple": `digits` (a multiset) appear among the 2-4 cells
  clone,             ///< "clone": lines[0][i] = lines[1][i]
  row_indexer,       ///< "rowIndexer": (r,c) = v means (v,c) = r
  column_indexer,    ///< "columnIndexer": (r,c) = v means (r,v) = c
  box_indexer,       ///< "boxIndexer": the cell at place p of its box holding v: place v of that
                     ///< box holds p (places counted from 1, in reading order)
};

/// The number of ConstraintKind values.
inline constexpr int constraint_kind_count = 27;

/// The JS API's name of a kind ("thermometer", "slowThermometer", "kropkiWhite", …), or
/// "constraint" for a value outside the enumeration.
[[nodiscard]] std::string_view constraint_name(ConstraintKind kind) noexcept;

/// The kind whose constraint_name() is `name`, or empty.
[[nodiscard]] std::optional<ConstraintKind> constraint_kind(std::string_view name) noexcept;

/// One constraint instance. What `lines`, `value` and `digits` hold depends on the kind:
/// - thermometer, slow thermometer: lines, each from the bulb (a branching thermometer has several
///   lines that start on the same bulb cell);
/// - renban, whispers, between, palindrome, zipper, region sum, entropic, modular: one line each,
///   lines[0] in line order; whispers' `value` is the least difference (0: ⌈N/2⌉);
/// - arrow: lines[0] the circle's cells (a pill of 2-3 cells reads as a number, its digits in the
///   listed order), lines[1..] the shafts (each without the circle's cells);
/// - kropki white, kropki black, xv: lines[0] the two cells; `value` the difference (0: 1), the
///   ratio (0: 2), the sum (10 or 5);
/// - odd, even, minimum, maximum: lines[0] one cell;
/// - quadruple: lines[0] the 2-4 cells around a corner, `digits` 1-4 digits (repeats allowed);
/// - clone: lines[0] and lines[1], of equal length, cell by cell the same digits;
/// - row, column and box indexers: lines[0] the indexing cells;
/// - little killer, sandwich, x-sum, skyscraper: a clue outside the grid at (clue_row,
///   clue_col), 0-based with -1 or N for the outside rows and columns (-1 above the grid or left
///   of it); lines[0] the cells the clue sees, in order from the clue (a little killer's diagonal,
///   or the whole row or column); `value` the clue's number.
/// validate_rules() bounds the rest: a white dot's difference and a whisper's 1 to N-1, a black
/// dot's ratio 2 to N (0: the default, for these three); XV, little killer and x-sum sums
/// positive, a sandwich's 0 or more, a skyscraper's 1 to N, no value for the other kinds; a
/// quadruple's digits no more than its cells, each 1 to N; a between line 2 cells or more; an
/// arrow's circle 1 to 3 cells and one shaft or more; a box indexer only with boxes; a little
/// killer's clue may be a corner, its cells from the cell diagonally next to it to the edge.
struct Constraint {
  ConstraintKind kind = ConstraintKind::thermometer;
  std::vector<std::vector<int>> lines;  ///< flat cell indices, as the kind says
  int value = 0;                        ///< the kind's number, 0 where the kind has none
  std::vector<int> digits;              ///< quadruple: its digits; empty for other kinds
  int clue_row = 0;                     ///< outside clues only
  int clue_col = 0;                     ///< outside clues only
  friend bool operator==(const Constraint&, const Constraint&) = default;
};

/// The rules of a board beyond rows and columns. A default Rules is the classic game.
/// validate_rules() says whether a Rules fits a shape; every check with Rules does so first.
struct Rules {
  /// Empty, or N×N: the region of each cell (0..N-1, or -1 for a cell in no region). Regions
  /// replace the boxes (jigsaw / irregular Sudoku): with regions there is no box unit.
  std::vector<int> regions;
  bool main_diagonal = false;  ///< r = c, top-left to bottom-right, is a unit
  bool anti_diagonal = false;  ///< r + c = N - 1, top-right to bottom-left, is a unit
  /// More units, each a list of flat cell indices (windoku, hyper).
  std::vector<std::vector<int>> extra_regions;
  /// The cells at the same place in every box form a unit (needs boxes: not with regions).
  bool disjoint_groups = false;
  std::vector<Cage> cages;       ///< killer cages
  bool anti_knight = false;      ///< no digit a knight's move from the same digit
  bool anti_king = false;        ///< no digit a king's move (diagonally adjacent) from the same
  bool non_consecutive = false;  ///< orthogonal neighbours never differ by 1, unless a kropki dot
                                 ///< (white or black, any value) joins them
  /// Pairs of orthogonal neighbours joined by no kropki dot are in none of the ratios the black
  /// dots use (2 when there are none).
  bool negative_ratio = false;
  /// Pairs of orthogonal neighbours joined by no X or V add up to neither 5 nor 10.
  bool negative_xv = false;
  std::vector<Constraint> constraints;  ///< every other constraint, in the puzzle's order

  /// True when these are the classic rules (rows, columns, boxes and nothing else).
  [[nodiscard]] bool classic() const noexcept {
    return regions.empty() && !main_diagonal && !anti_diagonal && extra_regions.empty() &&
           !disjoint_groups && cages.empty() && !anti_knight && !anti_king && !non_consecutive &&
           !negative_ratio && !negative_xv && constraints.empty();
  }
  friend bool operator==(const Rules&, const Rules&) = default;
};

/// Why `rules` cannot be the rules of a board of `shape`, or empty when they can. The message
/// names the rule and the place, in the JS API's names and 0-based as the data is:
/// "rules.cages[2]: cell 81 is not on the board (cells 0 to 80)". `position` is always empty.
/// Refused: an unsupported shape; regions that are not N×N or hold a number outside -1..N-1; a
/// region of more than N cells; an extra region or a cage of no cells or of more than N cells; a
/// cell index outside the board, or twice in one extra region or cage; a sum that is not a
/// positive integer; disjoint groups together with regions (the groups are places in boxes); a
/// constraint whose lines, cells, value, digits or clue do not fit its kind (Constraint's comment;
/// docs/core.md, "Constraints' shape"), or more than 4·N² constraints or 64·N² cells in all.
[[nodiscard]] std::optional<ParseError> validate_rules(const Rules& rules, Shape shape);

/// A report, or why the rules do not fit the board (validate_rules()'s error).
struct CheckResult {
  std::optional<Report> report;
  ParseError error;  // meaningful only when !report

  [[nodiscard]] bool ok() const noexcept { return report.has_value(); }
  explicit operator bool() const noexcept { return ok(); }
};

/// Every conflict of `board` under `rules`: one per (unit, digit) that appears two or more times
/// in a unit (rows, columns, boxes or regions, the diagonals, extra regions, disjoint groups,
/// cages), one per cage whose filled digits add up to more than its sum or that is full with
/// another sum, and one per pair of cells that breaks a pair rule. Ordered by rule (Rule's order),
/// then index (pairs: by their cells), then digit. Classic rules give check(board)'s report.
[[nodiscard]] CheckResult check(const Board& board, const Rules& rules);

/// True when no rule is broken, stopping at the first conflict; equal to
/// check(board, rules).report->valid(). Empty when validate_rules() refuses the rules.
[[nodiscard]] std::optional<bool> is_valid(const Board& board, const Rules& rules);

/// validate_many(text, shape) with variant rules, the same for every line: each line is parsed and
/// checked with `rules` (no fast kernel: it knows rows, columns and boxes only). A line whose
/// board the rules do not fit is malformed, with validate_rules()'s message (column 0). Classic
/// rules: validate_many(text, shape), fast path included.
[[nodiscard]] BatchReport validate_many(std::string_view text, std::optional<Shape> shape,
                                        const Rules& rules);

}  // namespace sudoku

// Rules compiled once for many checks (after Rules and CheckResult, which it uses).
#include "sudoku/rule_set.hpp"  // IWYU pragma: export
