// The clues family of constraints (judge.hpp): clues outside the grid (little killers,
// sandwiches, X-sums, skyscrapers) and marks on cells (odd, even, minimum, maximum, quadruples,
// clones, indexers). The row or column behind a sandwich, X-sum or skyscraper clue, and the unit
// an indexer points into, are permutations of 1..N: that distinctness counts (judge.hpp's rule).
#include <algorithm>
#include <array>

#include "../characters.hpp"
#include "../subset_sums.hpp"
#include "search.hpp"

namespace sudoku::detail {
namespace {

using Line = std::vector<int>;

// Where an outside clue sits, as people say it: "above column 3", "left of row 5".
std::string clue_place(const Constraint& c, int n) {
  const long long row = c.clue_row + 1LL, col = c.clue_col + 1LL;
  const bool top = c.clue_row < 0, bottom = c.clue_row >= n;
  const bool left = c.clue_col < 0, right = c.clue_col >= n;
  if ((top || bottom) && (left || right)) {
    return format("at the % % corner", {top ? "top" : "bottom", left ? "left" : "right"});
  }
  if (top) return format("above column %", {col});
  if (bottom) return format("below column %", {col});
  if (left) return format("left of row %", {row});
  if (right) return format("right of row %", {row});
  return format("at %", {cell_name(c.clue_row * n + c.clue_col, n)});
}

std::string clue_name(const char* kind, const Constraint& c, int n) {
  return format("the % clue % %", {kind, c.value, clue_place(c, n)});
}

// The digits a permutation of 1..N still needs on `line` (false when a digit is there twice).
bool missing_digits(const BoardView& board, const Line& line, DigitMask& missing, int& twice) {
  DigitMask seen = 0;
  for (int cell : line) {
    const int digit = board.at(cell);
    if (digit == 0) continue;
    if (seen & digit_bit(digit)) {
      twice = digit;
      return false;
    }
    seen |= digit_bit(digit);
  }
  missing = all_digits(board.size()) & ~seen;
  return true;
}

// ---- outside clues -------------------------------------------------------------------------

Judged judge_little_killer(const BoardView& board, const Constraint& c) {
  const int n = board.size();
  long long fixed = 0, empty = 0;
  for (int cell : c.lines[0]) {
    fixed += board.at(cell);
    empty += board.at(cell) == 0;
  }
  if (fixed + empty <= c.value && c.value <= fixed + empty * n) return {};
  const std::string name = clue_name("little killer", c, n);
  if (empty == 0) return broken(format("% adds up to %", {name, fixed}));
  if (fixed + empty > c.value) {
    return broken(format("% already needs at least %", {name, fixed + empty}));
  }
  return broken(format("% can reach at most %", {name, fixed + empty * n}));
}

Judged judge_sandwich(const BoardView& board, const Constraint& c, Steps& steps) {
  const int n = board.size();
  const Line& line = c.lines[0];
  const auto name = [&] { return clue_name("sandwich", c, n); };
  DigitMask missing = 0;
  int twice = 0;
  if (!missing_digits(board, line, missing, twice)) {
    return broken(format("% cannot be met: % is there twice", {name(), twice}));
  }
  const SubsetSums sums(missing & ~digit_bit(1) & ~digit_bit(n), static_cast<std::size_t>(n),
                        c.value, [&](long long work) { return steps.spend(work); });
  if (!sums.decided()) return {Verdict::undecided, {}};
  const auto length = line.size();
  // Prefix counts of the fixed sum and of empty cells, so each (place of 1, place of N) is O(1).
  std::vector<long long> fixed(length + 1, 0), empty(length + 1, 0);
  for (std::size_t i = 0; i < length; ++i) {
    const int digit = board.at(line[i]);
    fixed[i + 1] = fixed[i] + (digit == 1 || digit == n ? 0 : digit);
    empty[i + 1] = empty[i] + (digit == 0);
  }
  const auto can_hold = [&](std::size_t i, int digit) {
    const int there = board.at(line[i]);
    return there == digit || (there == 0 && (missing & digit_bit(digit)) != 0);
  };
  for (std::size_t one = 0; one < length; ++one) {
    if (!can_hold(one, 1)) continue;
    for (std::size_t top = 0; top < length; ++top) {
      if (top == one || !can_hold(top, n)) continue;
      if (!steps.spend()) return {Verdict::undecided, {}};
      const std::size_t low = std::min(one, top) + 1, high = std::max(one, top);
      const long long inner_fixed = fixed[high] - fixed[low];
      const long long inner_empty = empty[high] - empty[low];
      if (sums.reaches(static_cast<int>(inner_empty), c.value - inner_fixed)) return {};
    }
  }
  std::size_t one = length, top = length;
  for (std::size_t i = 0; i < length; ++i) {
    if (board.at(line[i]) == 1) one = i;
    if (board.at(line[i]) == n) top = i;
  }
  if (one < length && top < length) {
    const std::size_t low = std::min(one, top) + 1, high = std::max(one, top);
    if (fixed[high] - fixed[low] > c.value) {
      return broken(
          format("% already adds up to % between 1 and %", {name(), fixed[high] - fixed[low], n}));
    }
    if (empty[high] == empty[low]) {
      return broken(
          format("% adds up to % between 1 and %", {name(), fixed[high] - fixed[low], n}));
    }
  }
  return broken(format("% cannot be met", {name()}));
}

Judged judge_x_sum(const BoardView& board, const Constraint& c, Steps& steps) {
  const int n = board.size();
  const Line& line = c.lines[0];
  const auto name = [&] { return clue_name("X-sum", c, n); };
  DigitMask missing = 0;
  int twice = 0;
  if (!missing_digits(board, line, missing, twice)) {
    return broken(format("% cannot be met: % is there twice", {name(), twice}));
  }
  const int first = board.at(line[0]);
  const DigitMask counts = first != 0 ? digit_bit(first) : missing;
  for (DigitMask left = counts; left != 0; left &= left - 1) {
    const int x = lowest_digit(left);
    long long fixed = x, empty = 0;
    for (std::size_t i = 1; i < static_cast<std::size_t>(x); ++i) {
      fixed += board.at(line[i]);
      empty += board.at(line[i]) == 0;
    }
    if (empty == 0) {
      if (fixed == c.value) return {};
      continue;
    }
    const SubsetSums sums(missing & ~digit_bit(x), static_cast<std::size_t>(empty), c.value - fixed,
                          [&](long long work) { return steps.spend(work); });
    if (!sums.decided()) return {Verdict::undecided, {}};
    if (sums.reaches(static_cast<int>(empty), c.value - fixed)) return {};
  }
  if (first != 0) {
    long long fixed = 0;
    bool full = true;
    for (std::size_t i = 0; i < static_cast<std::size_t>(first); ++i) {
      fixed += board.at(line[i]);
      full &= board.at(line[i]) != 0;
    }
    if (full) {
      return broken(format("%: its first % cells add up to %", {name(), first, fixed}));
    }
    if (fixed > c.value) {
      return broken(format("%: its first % cells already add up to %", {name(), first, fixed}));
    }
  }
  return broken(format("% cannot be met", {name()}));
}

// Seen from the clue, the digits taller than every digit before them: a search along the line
// with the digits the permutation still needs, spent from Steps (exponential in the worst case).
class Skyline {
 public:
  Skyline(const BoardView& board, const Line& line, int target, DigitMask missing, Steps& steps)
      : board_(board), line_(line), target_(target), missing_(missing), steps_(steps) {}
  Verdict run() { return place(0, 0, 0); }

 private:
  Verdict place(std::size_t i, int tallest, int seen) {
    if (seen > target_) return Verdict::broken;
    const int n = board_.size();
    if (i == line_.size()) return seen == target_ ? Verdict::holds : Verdict::broken;
    if (tallest == n) return seen == target_ ? Verdict::holds : Verdict::broken;
    // At most one more per place left, and per digit taller than today's tallest.
    const auto places = static_cast<int>(line_.size() - i);
    int taller = std::popcount(missing_ & ~all_digits(tallest));
    for (std::size_t j = i; j < line_.size(); ++j) taller += board_.at(line_[j]) > tallest;
    if (seen + std::min(places, taller) < target_) return Verdict::broken;
    const int digit = board_.at(line_[i]);
    if (digit != 0) {
      return digit > tallest ? place(i + 1, digit, seen + 1) : place(i + 1, tallest, seen);
    }
    for (DigitMask left = missing_; left != 0; left &= left - 1) {
      if (!steps_.spend()) return Verdict::undecided;
      const int d = lowest_digit(left);
      missing_ &= ~digit_bit(d);
      const Verdict verdict = d > tallest ? place(i + 1, d, seen + 1) : place(i + 1, tallest, seen);
      missing_ |= digit_bit(d);
      if (verdict != Verdict::broken) return verdict;
    }
    return Verdict::broken;
  }
  const BoardView& board_;
  const Line& line_;
  int target_;
  DigitMask missing_;
  Steps& steps_;
};

Judged judge_skyscraper(const BoardView& board, const Constraint& c, Steps& steps) {
  const int n = board.size();
  const Line& line = c.lines[0];
  const auto name = [&] { return clue_name("skyscraper", c, n); };
  DigitMask missing = 0;
  int twice = 0;
  if (!missing_digits(board, line, missing, twice)) {
    return broken(format("% cannot be met: % is there twice", {name(), twice}));
  }
  const Verdict verdict = Skyline(board, line, c.value, missing, steps).run();
  if (verdict != Verdict::broken) return {verdict, {}};
  if (missing == 0) {
    int tallest = 0, seen = 0;
    for (int cell : line) {
      if (board.at(cell) > tallest) tallest = board.at(cell), ++seen;
    }
    return broken(format("% sees % digits rise", {name(), seen}));
  }
  return broken(format("% cannot be met", {name()}));
}

// ---- marks on cells ------------------------------------------------------------------------

Judged judge_parity(const BoardView& board, const Constraint& c) {
  const int cell = c.lines[0][0];
  const int digit = board.at(cell);
  const bool odd = c.kind == ConstraintKind::odd;
  if (digit == 0 || (digit % 2 == 1) == odd) return {};
  return broken(format(odd ? "% is marked odd but holds %" : "% is marked even but holds %",
                       {cell_name(cell, board.size()), digit}));
}

// A minimum is below each orthogonal neighbour that is not a minimum too (a maximum above).
Judged judge_extreme(const BoardView& board, const Constraint& c) {
  const int n = board.size();
  const int cell = c.lines[0][0];
  const bool minimum = c.kind == ConstraintKind::minimum;
  std::array<int, 4> neighbours{};
  std::size_t count = 0;
  const int row = cell / n, col = cell % n;
  if (row > 0) neighbours[count++] = cell - n;
  if (row + 1 < n) neighbours[count++] = cell + n;
  if (col > 0) neighbours[count++] = cell - 1;
  if (col + 1 < n) neighbours[count++] = cell + 1;
  int bound = minimum ? n + 1 : 0, bound_cell = -1;  // the tightest given neighbour
  bool empty_neighbour = false;
  for (std::size_t k = 0; k < count; ++k) {
    const int other = neighbours[k];
    bool same = false;
    for (const Constraint& mark : board.rules.constraints) {
      same |= mark.kind == c.kind && mark.lines[0][0] == other;
    }
    if (same) continue;
    const int digit = board.at(other);
    if (digit == 0) {
      empty_neighbour = true;
    } else if (minimum ? digit < bound : digit > bound) {
      bound = digit, bound_cell = other;
    }
  }
  // The cell's digit x: below every given bound, and below N (above 1) when a neighbour is open.
  int low = 1, high = n;
  if (minimum) {
    high = std::min(bound - 1, empty_neighbour ? n - 1 : n);
  } else {
    low = std::max(bound + 1, empty_neighbour ? 2 : 1);
  }
  const int digit = board.at(cell);
  if (digit != 0 ? (digit >= low && digit <= high) : low <= high) return {};
  const std::string name =
      format(minimum ? "the minimum at %" : "the maximum at %", {cell_name(cell, n)});
  if (bound_cell >= 0 && digit != 0 && (minimum ? digit >= bound : digit <= bound)) {
    return broken(
        format(minimum ? "% holds %, not less than %'s %" : "% holds %, not more than %'s %",
               {name, digit, cell_name(bound_cell, n), bound}));
  }
  if (digit != 0) {
    return broken(format(minimum ? "% holds %, the largest digit, beside an open cell"
                                 : "% holds %, the smallest digit, beside an open cell",
                         {name, digit}));
  }
  return broken(
      format(minimum ? "% has no digit less than %'s %" : "% has no digit more than %'s %",
             {name, cell_name(bound_cell, n), bound}));
}

Judged judge_quadruple(const BoardView& board, const Constraint& c) {
  const int n = board.size();
  std::array<int, 65> need{};
  for (int digit : c.digits) ++need[static_cast<std::size_t>(digit)];
  int empty = 0;
  for (int cell : c.lines[0]) {
    const int digit = board.at(cell);
    if (digit == 0) {
      ++empty;
    } else if (need[static_cast<std::size_t>(digit)] > 0) {
      --need[static_cast<std::size_t>(digit)];
    }
  }
  int short_by = 0, example = 0;
  for (int digit = 1; digit <= n; ++digit) {
    if (need[static_cast<std::size_t>(digit)] > 0 && example == 0) example = digit;
    short_by += need[static_cast<std::size_t>(digit)];
  }
  if (short_by <= empty) return {};
  return broken(
      format("the quadruple at % has no room left for %", {cell_name(c.lines[0][0], n), example}));
}

Judged judge_clone(const BoardView& board, const Constraint& c) {
  // Cells joined by equality, as a union of places: a cell can be in both lines.
  const Line& one = c.lines[0];
  const Line& other = c.lines[1];
  std::vector<int> cells(one);
  cells.insert(cells.end(), other.begin(), other.end());
  std::vector<std::size_t> parent(cells.size());
  for (std::size_t i = 0; i < parent.size(); ++i) parent[i] = i;
  const auto root = [&](std::size_t i) {
    while (parent[i] != i) i = parent[i] = parent[parent[i]];
    return i;
  };
  for (std::size_t i = 0; i < cells.size(); ++i) {  // the same cell twice: one class
    for (std::size_t j = 0; j < i; ++j) {
      if (cells[i] == cells[j]) parent[root(i)] = root(j);
    }
  }
  for (std::size_t i = 0; i < one.size(); ++i) parent[root(i)] = root(one.size() + i);
  std::vector<int> digit_of(cells.size(), 0);
  std::vector<std::size_t> holder(cells.size(), 0);
  const int n = board.size();
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const int digit = board.at(cells[i]);
    if (digit == 0) continue;
    const std::size_t r = root(i);
    if (digit_of[r] == 0) {
      digit_of[r] = digit, holder[r] = i;
    } else if (digit_of[r] != digit) {
      return broken(
          format("% and its clone % hold % and %",
                 {cell_name(cells[holder[r]], n), cell_name(cells[i], n), digit_of[r], digit}));
    }
  }
  return {};
}

// Indexers: the cell at place p of its unit holding v means place v of that unit holds p (places
// from 1): a column indexer's unit is its row, a row indexer's its column, a box indexer's its
// box. Each unit is a permutation; the indexing cells of one unit are searched together.
class Indexing {
 public:
  Indexing(int n, Steps& steps) : n_(n), steps_(steps) {}
  std::array<int, 64> values{};  // the unit's digits by place, 0 for empty
  std::vector<int> places;       // the indexing places (0-based)

  Verdict run() {
    DigitMask used = 0;
    for (int p = 0; p < n_; ++p) {
      if (values[static_cast<std::size_t>(p)] != 0)
        used |= digit_bit(values[static_cast<std::size_t>(p)]);
    }
    return next(0, values, used);
  }

 private:
  // Sets place `at` to `digit` (when it is open and the digit unused), or checks it holds it.
  static bool put(std::array<int, 64>& vals, DigitMask& used, int at, int digit) {
    int& there = vals[static_cast<std::size_t>(at)];
    if (there != 0) return there == digit;
    if (used & digit_bit(digit)) return false;
    there = digit;
    used |= digit_bit(digit);
    return true;
  }
  Verdict next(std::size_t k, std::array<int, 64> vals, DigitMask used) {
    if (k == places.size()) return Verdict::holds;
    const int p = places[k];
    const auto pointed = [&](std::array<int, 64> tried, DigitMask left_used, int digit) {
      if (!put(tried, left_used, p, digit)) return Verdict::broken;
      if (!put(tried, left_used, digit - 1, p + 1)) return Verdict::broken;
      return next(k + 1, tried, left_used);
    };
    const int digit = vals[static_cast<std::size_t>(p)];
    if (digit != 0) return pointed(vals, used, digit);
    for (DigitMask left = all_digits(n_) & ~used; left != 0; left &= left - 1) {
      if (!steps_.spend()) return Verdict::undecided;
      const Verdict verdict = pointed(vals, used, lowest_digit(left));
      if (verdict != Verdict::broken) return verdict;
    }
    return Verdict::broken;
  }
  int n_;
  Steps& steps_;
};

Judged judge_indexer(const BoardView& board, const Constraint& c, Steps& steps) {
  const int n = board.size();
  const Shape shape = board.shape;
  const auto unit_of = [&](int cell) -> std::pair<int, int> {  // (unit, place in it)
    const int row = cell / n, col = cell % n;
    switch (c.kind) {
      case ConstraintKind::column_indexer:
        return {row, col};
      case ConstraintKind::row_indexer:
        return {col, row};
      default:
        return {box_index(row, col, shape),
                (row % shape.box_rows) * shape.box_cols + col % shape.box_cols};
    }
  };
  const Unit unit = c.kind == ConstraintKind::column_indexer ? Unit::row
                    : c.kind == ConstraintKind::row_indexer  ? Unit::column
                                                             : Unit::box;
  const char* kind = c.kind == ConstraintKind::column_indexer ? "column"
                     : c.kind == ConstraintKind::row_indexer  ? "row"
                                                              : "box";
  std::vector<int> units;
  for (int cell : c.lines[0]) units.push_back(unit_of(cell).first);
  std::sort(units.begin(), units.end());
  units.erase(std::unique(units.begin(), units.end()), units.end());
  std::array<int, 64> cells{};
  for (int u : units) {
    unit_cells(unit, u, shape, cells.data());
    Indexing search(n, steps);
    DigitMask seen = 0;
    for (int p = 0; p < n; ++p) {
      const int digit = board.at(cells[static_cast<std::size_t>(p)]);
      if (digit != 0 && (seen & digit_bit(digit)) != 0) {
        return broken(format("the % indexers of % % cannot point: % is there twice",
                             {kind,
                              unit == Unit::row      ? "row"
                              : unit == Unit::column ? "column"
                                                     : "box",
                              u + 1LL, digit}));
      }
      if (digit != 0) seen |= digit_bit(digit);
      search.values[static_cast<std::size_t>(p)] = digit;
    }
    for (int cell : c.lines[0]) {
      if (unit_of(cell).first == u) search.places.push_back(unit_of(cell).second);
    }
    const Verdict verdict = search.run();
    if (verdict == Verdict::undecided) return {verdict, {}};
    if (verdict == Verdict::holds) continue;
    for (int cell : c.lines[0]) {
      const auto [at, place] = unit_of(cell);
      const int digit = board.at(cell);
      if (at != u || digit == 0) continue;
      const int target = cells[static_cast<std::size_t>(digit - 1)];
      const int there = board.at(target);
      if (there != 0 && there != place + 1) {
        return broken(
            format("the % indexer at % holds %, so % must hold %, not %",
                   {kind, cell_name(cell, n), digit, cell_name(target, n), place + 1LL, there}));
      }
    }
    return broken(
        format("the % indexers of % % cannot all point", {kind,
                                                          unit == Unit::row      ? "row"
                                                          : unit == Unit::column ? "column"
                                                                                 : "box",
                                                          u + 1LL}));
  }
  return {};
}

}  // namespace

Judged judge_clue_kind(const BoardView& board, std::size_t index, Steps& steps) {
  const Constraint& c = board.rules.constraints[index];
  switch (c.kind) {
    case ConstraintKind::little_killer:
      return judge_little_killer(board, c);
    case ConstraintKind::sandwich:
      return judge_sandwich(board, c, steps);
    case ConstraintKind::x_sum:
      return judge_x_sum(board, c, steps);
    case ConstraintKind::skyscraper:
      return judge_skyscraper(board, c, steps);
    case ConstraintKind::odd:
    case ConstraintKind::even:
      return judge_parity(board, c);
    case ConstraintKind::minimum:
    case ConstraintKind::maximum:
      return judge_extreme(board, c);
    case ConstraintKind::quadruple:
      return judge_quadruple(board, c);
    case ConstraintKind::clone:
      return judge_clone(board, c);
    case ConstraintKind::row_indexer:
    case ConstraintKind::column_indexer:
    case ConstraintKind::box_indexer:
      return judge_indexer(board, c, steps);
    default:
      return {};
  }
}

}  // namespace sudoku::detail
