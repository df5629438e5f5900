// Marks on cells (judge.hpp): odd and even cells, minima and maxima, quadruples, clones and the
// row, column and box indexers. An indexer's unit is a permutation of 1..N: that distinctness
// counts (judge.hpp's rule).
#include <algorithm>
#include <array>

#include "../characters.hpp"
#include "search.hpp"

namespace sudoku::detail {
namespace {

using Line = std::vector<int>;

Judged judge_parity(const BoardView& board, const Constraint& c) {
  const int cell = c.lines[0][0];
  const int digit = board.at(cell);
  const bool odd = c.kind == ConstraintKind::odd;
  if (digit == 0 || (digit % 2 == 1) == odd) return {};
  return broken(format(odd ? SUDOKU_MESSAGE("constraints.marks.marked_odd_but_holds",
                                            "{0} is marked odd but holds {1}")
                           : SUDOKU_MESSAGE("constraints.marks.marked_even_but_holds",
                                            "{0} is marked even but holds {1}"),
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
      format(minimum ? SUDOKU_MESSAGE("constraints.marks.minimum_at", "the minimum at {0}")
                     : SUDOKU_MESSAGE("constraints.marks.maximum_at", "the maximum at {0}"),
             {cell_name(cell, n)});
  if (bound_cell >= 0 && digit != 0 && (minimum ? digit >= bound : digit <= bound)) {
    return broken(format(minimum ? SUDOKU_MESSAGE("constraints.marks.holds_not_less_than_s",
                                                  "{0} holds {1}, not less than {2}'s {3}")
                                 : SUDOKU_MESSAGE("constraints.marks.holds_not_more_than_s",
                                                  "{0} holds {1}, not more than {2}'s {3}"),
                         {name, digit, cell_name(bound_cell, n), bound}));
  }
  if (digit != 0) {
    return broken(
        format(minimum ? SUDOKU_MESSAGE("constraints.marks.holds_largest_digit_beside_open",
                                        "{0} holds {1}, the largest digit, beside an open cell")
                       : SUDOKU_MESSAGE("constraints.marks.holds_smallest_digit_beside_open",
                                        "{0} holds {1}, the smallest digit, beside an open cell"),
               {name, digit}));
  }
  return broken(format(minimum ? SUDOKU_MESSAGE("constraints.marks.has_no_digit_less_than",
                                                "{0} has no digit less than {1}'s {2}")
                               : SUDOKU_MESSAGE("constraints.marks.has_no_digit_more_than",
                                                "{0} has no digit more than {1}'s {2}"),
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
  return broken(format(SUDOKU_MESSAGE("constraints.marks.quadruple_at_has_no_room",
                                      "the quadruple at {0} has no room left for {1}"),
                       {cell_name(c.lines[0][0], n), example}));
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
          format(SUDOKU_MESSAGE("constraints.marks.and_its_clone_hold_and",
                                "{0} and its clone {1} hold {2} and {3}"),
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
        return broken(
            format(SUDOKU_MESSAGE("constraints.marks.indexers_cannot_point_there_twice",
                                  "the {0} indexers of {1} {2} cannot point: {3} is there twice"),
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
        return broken(format(
            SUDOKU_MESSAGE("constraints.marks.indexer_at_holds_so_must",
                           "the {0} indexer at {1} holds {2}, so {3} must hold {4}, not {5}"),
            {kind, cell_name(cell, n), digit, cell_name(target, n), place + 1LL, there}));
      }
    }
    return broken(format(SUDOKU_MESSAGE("constraints.marks.indexers_cannot_all_point",
                                        "the {0} indexers of {1} {2} cannot all point"),
                         {kind,
                          unit == Unit::row      ? "row"
                          : unit == Unit::column ? "column"
                                                 : "box",
                          u + 1LL}));
  }
  return {};
}

}  // namespace

Judged judge_cell_mark(const BoardView& board, const Constraint& c, Steps& steps) {
  switch (c.kind) {
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
