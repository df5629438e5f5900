// The constraints' judges (core/src/constraints/) against the referee's one rule, decided here by
// brute force: an instance conflicts exactly when no filling of its own empty cells satisfies it.
// The rule on a full assignment is written here again for every kind, independently of the core.
#include <algorithm>
#include <catch2/catch.hpp>
#include <numeric>
#include <random>
#include <set>
#include <string>

#include "sudoku/rules.hpp"

using sudoku::Constraint;
using sudoku::ConstraintKind;
using sudoku::Rule;
using sudoku::Rules;
using sudoku::Shape;

namespace {

using Cells = std::vector<int>;

// ---- the rule on a full assignment, per kind ---------------------------------------------

struct Grid {
  Shape shape;
  std::vector<int> v;  // 0 = empty
  int n() const { return shape.size(); }
  int at(int cell) const { return v[static_cast<std::size_t>(cell)]; }
};

bool permutation(const Grid& g, const Cells& line) {
  std::set<int> digits;
  for (int cell : line) digits.insert(g.at(cell));
  return static_cast<int>(digits.size()) == g.n() && *digits.begin() == 1;
}

int box_of(const Grid& g, int cell) {
  const int r = cell / g.n(), c = cell % g.n();
  return (r / g.shape.box_rows) * (g.n() / g.shape.box_cols) + c / g.shape.box_cols;
}

Cells unit_cells(const Grid& g, char unit, int cell) {
  const int n = g.n(), r = cell / n, c = cell % n;
  Cells out;
  for (int other = 0; other < n * n; ++other) {
    const int r2 = other / n, c2 = other % n;
    if ((unit == 'r' && r2 == r) || (unit == 'c' && c2 == c) ||
        (unit == 'b' && box_of(g, other) == box_of(g, cell))) {
      out.push_back(other);
    }
  }
  return out;
}

int place_in(const Cells& unit, int cell) {
  return static_cast<int>(std::find(unit.begin(), unit.end(), cell) - unit.begin());
}

int group(ConstraintKind kind, int d, int n) {
  if (kind == ConstraintKind::modular) return d % 3;
  // Low, middle and high thirds: sizes (s, l, s) when n mod 3 is 1, else (l, s, l).
  const int s = n / 3, l = (n + 2) / 3;
  const int first = n % 3 == 1 ? s : l;
  const int second = n % 3 == 1 ? l : s;
  if (d <= first) return 0;
  return d <= first + second ? 1 : 2;
}

bool rule_holds(const Constraint& c, const Grid& g, const Rules& rules) {
  const int n = g.n();
  const Cells& line = c.lines[0];
  const auto len = line.size();
  switch (c.kind) {
    case ConstraintKind::thermometer:
    case ConstraintKind::slow_thermometer:
      for (const Cells& l : c.lines) {
        for (std::size_t i = 1; i < l.size(); ++i) {
          const int a = g.at(l[i - 1]), b = g.at(l[i]);
          if (c.kind == ConstraintKind::thermometer ? b <= a : b < a) return false;
        }
      }
      return true;
    case ConstraintKind::arrow: {
      std::string number;
      for (int cell : line) number += std::to_string(g.at(cell));
      const long long target = std::stoll(number);
      for (std::size_t s = 1; s < c.lines.size(); ++s) {
        long long sum = 0;
        for (int cell : c.lines[s]) sum += g.at(cell);
        if (sum != target) return false;
      }
      return true;
    }
    case ConstraintKind::kropki_white:
      return std::abs(g.at(line[0]) - g.at(line[1])) == (c.value ? c.value : 1);
    case ConstraintKind::kropki_black: {
      const int v = c.value ? c.value : 2, a = g.at(line[0]), b = g.at(line[1]);
      return a == v * b || b == v * a;
    }
    case ConstraintKind::xv:
      return g.at(line[0]) + g.at(line[1]) == c.value;
    case ConstraintKind::little_killer: {
      int sum = 0;
      for (int cell : line) sum += g.at(cell);
      return sum == c.value;
    }
    case ConstraintKind::sandwich: {
      if (!permutation(g, line)) return false;
      std::size_t one = 0, top = 0;
      for (std::size_t i = 0; i < len; ++i) {
        if (g.at(line[i]) == 1) one = i;
        if (g.at(line[i]) == n) top = i;
      }
      int sum = 0;
      for (std::size_t i = std::min(one, top) + 1; i < std::max(one, top); ++i)
        sum += g.at(line[i]);
      return sum == c.value;
    }
    case ConstraintKind::x_sum: {
      if (!permutation(g, line)) return false;
      int sum = 0;
      for (int i = 0; i < g.at(line[0]); ++i) sum += g.at(line[static_cast<std::size_t>(i)]);
      return sum == c.value;
    }
    case ConstraintKind::skyscraper: {
      if (!permutation(g, line)) return false;
      int tallest = 0, seen = 0;
      for (int cell : line) {
        if (g.at(cell) > tallest) tallest = g.at(cell), ++seen;
      }
      return seen == c.value;
    }
    case ConstraintKind::renban: {
      std::set<int> digits;
      for (int cell : line) digits.insert(g.at(cell));
      return digits.size() == len &&
             *digits.rbegin() - *digits.begin() == static_cast<int>(len) - 1;
    }
    case ConstraintKind::whispers:
      for (std::size_t i = 1; i < len; ++i) {
        if (std::abs(g.at(line[i]) - g.at(line[i - 1])) < (c.value ? c.value : (n + 1) / 2)) {
          return false;
        }
      }
      return true;
    case ConstraintKind::between: {
      const int lo = std::min(g.at(line.front()), g.at(line.back()));
      const int hi = std::max(g.at(line.front()), g.at(line.back()));
      for (std::size_t i = 1; i + 1 < len; ++i) {
        if (g.at(line[i]) <= lo || g.at(line[i]) >= hi) return false;
      }
      return true;
    }
    case ConstraintKind::palindrome:
      for (std::size_t i = 0; i < len; ++i) {
        if (g.at(line[i]) != g.at(line[len - 1 - i])) return false;
      }
      return true;
    case ConstraintKind::zipper: {
      std::set<int> sums;
      for (std::size_t i = 0; i < len / 2; ++i)
        sums.insert(g.at(line[i]) + g.at(line[len - 1 - i]));
      if (len % 2 == 1 && len > 1) sums.insert(g.at(line[len / 2]));
      return sums.size() <= 1;
    }
    case ConstraintKind::region_sum: {
      std::set<int> sums;
      int sum = 0;
      for (std::size_t i = 0; i < len; ++i) {
        if (i > 0 && box_of(g, line[i]) != box_of(g, line[i - 1])) sums.insert(sum), sum = 0;
        sum += g.at(line[i]);
      }
      sums.insert(sum);
      return sums.size() == 1;
    }
    case ConstraintKind::entropic:
    case ConstraintKind::modular:
      for (std::size_t i = 0; i < len; ++i) {
        for (std::size_t j = i + 1; j < len && j < i + 3; ++j) {
          if (group(c.kind, g.at(line[i]), n) == group(c.kind, g.at(line[j]), n)) return false;
        }
      }
      return true;
    case ConstraintKind::odd:
      return g.at(line[0]) % 2 == 1;
    case ConstraintKind::even:
      return g.at(line[0]) % 2 == 0;
    case ConstraintKind::minimum:
    case ConstraintKind::maximum: {
      const int cell = line[0], r = cell / n, col = cell % n;
      for (int other = 0; other < n * n; ++other) {
        const int r2 = other / n, c2 = other % n;
        if (std::abs(r - r2) + std::abs(col - c2) != 1) continue;
        bool marked = false;
        for (const Constraint& m : rules.constraints)
          marked |= m.kind == c.kind && m.lines[0][0] == other;
        if (marked) continue;
        if (c.kind == ConstraintKind::minimum ? g.at(cell) >= g.at(other)
                                              : g.at(cell) <= g.at(other)) {
          return false;
        }
      }
      return true;
    }
    case ConstraintKind::quadruple: {
      std::multiset<int> have;
      for (int cell : line) have.insert(g.at(cell));
      for (int d : c.digits) {
        const auto it = have.find(d);
        if (it == have.end()) return false;
        have.erase(it);
      }
      return true;
    }
    case ConstraintKind::clone:
      for (std::size_t i = 0; i < len; ++i) {
        if (g.at(line[i]) != g.at(c.lines[1][i])) return false;
      }
      return true;
    case ConstraintKind::row_indexer:
    case ConstraintKind::column_indexer:
    case ConstraintKind::box_indexer: {
      const char unit = c.kind == ConstraintKind::column_indexer ? 'r'
                        : c.kind == ConstraintKind::row_indexer  ? 'c'
                                                                 : 'b';
      for (int cell : line) {
        const Cells u = unit_cells(g, unit, cell);
        if (!permutation(g, u)) return false;
        const int v = g.at(cell);
        if (g.at(u[static_cast<std::size_t>(v - 1)]) != place_in(u, cell) + 1) return false;
      }
      return true;
    }
  }
  return true;
}

// The cells an instance's rule reads: its lines, a mark's neighbours, an indexer's units.
Cells scope(const Constraint& c, const Grid& g) {
  std::set<int> cells;
  for (const Cells& l : c.lines) cells.insert(l.begin(), l.end());
  const int n = g.n();
  if (c.kind == ConstraintKind::minimum || c.kind == ConstraintKind::maximum) {
    const int cell = c.lines[0][0];
    for (int other = 0; other < n * n; ++other) {
      if (std::abs(cell / n - other / n) + std::abs(cell % n - other % n) == 1) cells.insert(other);
    }
  }
  if (c.kind == ConstraintKind::row_indexer || c.kind == ConstraintKind::column_indexer ||
      c.kind == ConstraintKind::box_indexer) {
    const char unit = c.kind == ConstraintKind::column_indexer ? 'r'
                      : c.kind == ConstraintKind::row_indexer  ? 'c'
                                                               : 'b';
    for (int cell : c.lines[0]) {
      for (int other : unit_cells(g, unit, cell)) cells.insert(other);
    }
  }
  return {cells.begin(), cells.end()};
}

// Is there a filling of the scope's empty cells that satisfies the rule?
bool completable(const Constraint& c, Grid g, const Rules& rules) {
  Cells open;
  for (int cell : scope(c, g)) {
    if (g.at(cell) == 0) open.push_back(cell);
  }
  const auto fill = [&](auto&& self, std::size_t k) -> bool {
    if (k == open.size()) return rule_holds(c, g, rules);
    for (int d = 1; d <= g.n(); ++d) {
      g.v[static_cast<std::size_t>(open[k])] = d;
      if (self(self, k + 1)) return true;
    }
    g.v[static_cast<std::size_t>(open[k])] = 0;
    return false;
  };
  return fill(fill, 0);
}

// ---- random instances --------------------------------------------------------------------

struct Maker {
  std::mt19937 rng;
  Shape shape;
  int n() const { return shape.size(); }
  int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }

  // A random walk through king's-move neighbours, no cell twice.
  Cells path(int length, bool orthogonal = false) {
    const int side = n();
    Cells cells{pick(0, side * side - 1)};
    while (static_cast<int>(cells.size()) < length) {
      Cells next;
      const int at = cells.back();
      for (int dr = -1; dr <= 1; ++dr) {
        for (int dc = -1; dc <= 1; ++dc) {
          if ((dr == 0 && dc == 0) || (orthogonal && dr != 0 && dc != 0)) continue;
          const int r = at / side + dr, col = at % side + dc;
          if (r < 0 || r >= side || col < 0 || col >= side) continue;
          if (std::find(cells.begin(), cells.end(), r * side + col) == cells.end()) {
            next.push_back(r * side + col);
          }
        }
      }
      if (next.empty()) break;
      cells.push_back(next[static_cast<std::size_t>(pick(0, static_cast<int>(next.size()) - 1))]);
    }
    return cells;
  }

  // A whole row or column, in order from a clue on a random side.
  Constraint outside(ConstraintKind kind) {
    Constraint c;
    c.kind = kind;
    const int side = n(), index = pick(0, side - 1), edge = pick(0, 3);
    Cells line;
    for (int k = 0; k < side; ++k) line.push_back(edge < 2 ? k * side + index : index * side + k);
    if (edge % 2 == 1) std::reverse(line.begin(), line.end());
    c.clue_row = edge == 0 ? -1 : edge == 1 ? side : index;
    c.clue_col = edge == 2 ? -1 : edge == 3 ? side : index;
    c.lines = {line};
    return c;
  }

  // A random solved grid: the pattern grid, digits relabelled, rows and columns shuffled within
  // their bands and stacks.
  std::vector<int> solution() {
    const int side = n(), br = shape.box_rows, bc = shape.box_cols;
    std::vector<int> digits(static_cast<std::size_t>(side)), rows, cols;
    std::iota(digits.begin(), digits.end(), 1);
    std::shuffle(digits.begin(), digits.end(), rng);
    for (int band = 0; band < side / br; ++band) {
      std::vector<int> within(static_cast<std::size_t>(br));
      std::iota(within.begin(), within.end(), band * br);
      std::shuffle(within.begin(), within.end(), rng);
      rows.insert(rows.end(), within.begin(), within.end());
    }
    for (int stack = 0; stack < side / bc; ++stack) {
      std::vector<int> within(static_cast<std::size_t>(bc));
      std::iota(within.begin(), within.end(), stack * bc);
      std::shuffle(within.begin(), within.end(), rng);
      cols.insert(cols.end(), within.begin(), within.end());
    }
    std::vector<int> grid(static_cast<std::size_t>(side * side));
    for (int r = 0; r < side; ++r) {
      for (int c = 0; c < side; ++c) {
        const int row = rows[static_cast<std::size_t>(r)], col = cols[static_cast<std::size_t>(c)];
        const int pattern = (row * bc + row / br + col) % side;
        grid[static_cast<std::size_t>(r * side + c)] = digits[static_cast<std::size_t>(pattern)];
      }
    }
    return grid;
  }

  Constraint make(ConstraintKind kind) {
    const int side = n();
    Constraint c;
    c.kind = kind;
    switch (kind) {
      case ConstraintKind::thermometer:
      case ConstraintKind::slow_thermometer: {
        c.lines = {path(pick(2, std::min(side, 5)))};
        if (pick(0, 2) == 0) {  // a branch from the same bulb
          Cells branch = path(pick(2, 4));
          branch[0] = c.lines[0][0];
          branch.erase(std::remove_if(branch.begin() + 1, branch.end(),
                                      [&](int cell) {
                                        return std::find(c.lines[0].begin(), c.lines[0].end(),
                                                         cell) != c.lines[0].end();
                                      }),
                       branch.end());
          if (branch.size() > 1) c.lines.push_back(branch);
        }
        return c;
      }
      case ConstraintKind::arrow: {
        Cells cells = path(pick(2, 5));
        const auto circle = static_cast<std::size_t>(cells.size() > 3 && pick(0, 3) == 0 ? 2 : 1);
        c.lines = {Cells(cells.begin(), cells.begin() + static_cast<long>(circle)),
                   Cells(cells.begin() + static_cast<long>(circle), cells.end())};
        return c;
      }
      case ConstraintKind::kropki_white:
      case ConstraintKind::kropki_black:
      case ConstraintKind::xv: {
        c.lines = {path(2, true)};
        if (c.lines[0].size() < 2) return make(kind);
        c.value = kind == ConstraintKind::kropki_white   ? pick(0, side - 1)
                  : kind == ConstraintKind::kropki_black ? (pick(0, 1) ? 0 : pick(2, side))
                                                         : pick(2, 2 * side);
        return c;
      }
      case ConstraintKind::little_killer: {
        const int length = pick(1, side);
        Cells line;
        for (int k = 0; k < length; ++k) line.push_back(k * side + (side - length + k));
        c.lines = {line};
        c.clue_row = -1, c.clue_col = side - length - 1;
        c.value = pick(length, length * side);
        return c;
      }
      case ConstraintKind::sandwich:
        c = outside(kind);
        c.value = pick(0, side * (side + 1) / 2 - 1 - side);
        return c;
      case ConstraintKind::x_sum:
        c = outside(kind);
        c.value = pick(1, side * (side + 1) / 2);
        return c;
      case ConstraintKind::skyscraper:
        c = outside(kind);
        c.value = pick(1, side);
        return c;
      case ConstraintKind::renban:
      case ConstraintKind::whispers:
      case ConstraintKind::between:
      case ConstraintKind::palindrome:
      case ConstraintKind::zipper:
      case ConstraintKind::region_sum:
      case ConstraintKind::entropic:
      case ConstraintKind::modular:
        c.lines = {path(pick(kind == ConstraintKind::between ? 3 : 1, std::min(side, 6)))};
        if (kind == ConstraintKind::between && c.lines[0].size() < 3) return make(kind);
        if (kind == ConstraintKind::whispers && pick(0, 1)) c.value = pick(1, side - 1);
        return c;
      case ConstraintKind::odd:
      case ConstraintKind::even:
      case ConstraintKind::minimum:
      case ConstraintKind::maximum:
        c.lines = {{pick(0, side * side - 1)}};
        return c;
      case ConstraintKind::quadruple: {
        const int r = pick(0, side - 2), col = pick(0, side - 2);
        c.lines = {
            {r * side + col, r * side + col + 1, (r + 1) * side + col, (r + 1) * side + col + 1}};
        const int count = pick(1, 4);
        for (int k = 0; k < count; ++k) c.digits.push_back(pick(1, side));
        return c;
      }
      case ConstraintKind::clone: {
        const int length = pick(1, 3);
        Cells one = path(length), other = path(length);
        if (one.size() != other.size()) return make(kind);
        c.lines = {one, other};
        return c;
      }
      case ConstraintKind::row_indexer:
      case ConstraintKind::column_indexer:
      case ConstraintKind::box_indexer: {
        const int cell = pick(0, side * side - 1);
        c.lines = {{cell}};
        const int more = cell + (kind == ConstraintKind::row_indexer ? 1 : side);
        if (pick(0, 1) && more < side * side) c.lines[0].push_back(more);
        return c;
      }
    }
    return c;
  }
};

sudoku::Board board_from(const Grid& g) {
  auto parsed = sudoku::parse(std::span<const int>(g.v), g.shape);
  REQUIRE(parsed.ok());
  return *parsed.board;
}

bool flagged(const sudoku::Report& report, int index) {
  for (const auto& conflict : report.conflicts) {
    if (conflict.rule == Rule::constraint && conflict.index == index) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("each constraint kind conflicts exactly when no filling of its own cells satisfies it",
          "[constraints]") {
  for (int kind_number = 0; kind_number < sudoku::constraint_kind_count; ++kind_number) {
    const auto kind = static_cast<ConstraintKind>(kind_number);
    INFO("kind " << sudoku::constraint_name(kind));
    for (const Shape shape : {Shape{2, 2}, Shape{2, 3}}) {
      Maker maker{std::mt19937(static_cast<unsigned>(1000 + kind_number * 7 + shape.size())),
                  shape};
      int held = 0, broke = 0;
      for (int trial = 0; trial < 400; ++trial) {
        Rules rules;
        rules.constraints.push_back(maker.make(kind));
        if ((kind == ConstraintKind::minimum || kind == ConstraintKind::maximum) &&
            maker.pick(0, 1)) {
          Constraint other = rules.constraints[0];  // a marked neighbour is exempt
          const int cell = other.lines[0][0], side = shape.size();
          other.lines[0][0] = cell % side + 1 < side ? cell + 1 : cell - 1;
          rules.constraints.push_back(other);
        }
        Grid g{shape, std::vector<int>(static_cast<std::size_t>(shape.cell_count()), 0)};
        const Cells cells = scope(rules.constraints[0], g);
        // Leave few enough open cells for the brute force.
        const int budget = shape.size() == 4 ? 7 : 5;
        const int open_wanted = maker.pick(0, std::min(budget, static_cast<int>(cells.size())));
        Cells order = cells;
        std::shuffle(order.begin(), order.end(), maker.rng);
        // Half the boards are parts of a solved grid, the constraint's number read from it.
        const bool solved = maker.pick(0, 1) == 1;
        const std::vector<int> solution = maker.solution();
        if (solved && maker.pick(0, 1) == 1) {
          const Grid full{shape, solution};
          for (int value = 0; value <= 200; ++value) {
            Constraint& c = rules.constraints[0];
            const int was = c.value;
            c.value = value;
            if (rule_holds(c, full, rules)) break;
            c.value = was;
          }
        }
        for (std::size_t i = static_cast<std::size_t>(open_wanted); i < order.size(); ++i) {
          const auto cell = static_cast<std::size_t>(order[i]);
          g.v[cell] = solved ? solution[cell] : maker.pick(1, shape.size());
        }
        const auto result = sudoku::check(board_from(g), rules);
        REQUIRE(result.ok());
        for (std::size_t k = 0; k < rules.constraints.size(); ++k) {
          const bool expected = !completable(rules.constraints[k], g, rules);
          INFO("trial " << trial << " instance " << k);
          REQUIRE(flagged(*result.report, static_cast<int>(k)) == expected);
          (expected ? broke : held) += k == 0;
        }
        REQUIRE(result.report->undecided.empty());
      }
      // The random instances exercise both answers.
      CHECK(held > 20);
      CHECK(broke > 20);
    }
  }
}

namespace {

// A 9x9 board with `digits` placed ({cell, digit} pairs).
sudoku::Board nine(std::initializer_list<std::pair<int, int>> digits, Shape shape = Shape{3, 3}) {
  std::vector<int> cells(static_cast<std::size_t>(shape.cell_count()), 0);
  for (const auto& [cell, digit] : digits) cells[static_cast<std::size_t>(cell)] = digit;
  auto parsed = sudoku::parse(std::span<const int>(cells), shape);
  REQUIRE(parsed.ok());
  return *parsed.board;
}

Constraint make(ConstraintKind kind, std::vector<Cells> lines, int value = 0) {
  Constraint c;
  c.kind = kind;
  c.lines = std::move(lines);
  c.value = value;
  return c;
}

Constraint clue(ConstraintKind kind, int row, int col, int value, int n = 9) {
  Constraint c;
  c.kind = kind;
  c.clue_row = row, c.clue_col = col, c.value = value;
  Cells line;
  for (int k = 0; k < n; ++k) {
    if (row < 0) line.push_back(k * n + col);
    if (row >= n) line.push_back((n - 1 - k) * n + col);
    if (col < 0) line.push_back(row * n + k);
    if (col >= n) line.push_back(row * n + n - 1 - k);
  }
  c.lines = {line};
  return c;
}

// The sentence of the only constraint conflict, or "" when there is none.
std::string words_of(const sudoku::Board& board, const Constraint& c) {
  Rules rules;
  rules.constraints = {c};
  const auto result = sudoku::check(board, rules);
  REQUIRE(result.ok());
  for (const auto& conflict : result.report->conflicts) {
    if (conflict.rule == Rule::constraint) return conflict.words;
  }
  return "";
}

}  // namespace

TEST_CASE("each constraint kind words its conflict, counting cells from 1", "[constraints]") {
  using K = ConstraintKind;
  CHECK(words_of(nine({{0, 6}, {9, 5}}), make(K::thermometer, {{0, 9, 18}})) ==
        "the thermometer from r1c1 cannot rise: 6 then 5");
  CHECK(words_of(nine({{0, 4}, {18, 5}}), make(K::thermometer, {{0, 9, 18}})) ==
        "the thermometer from r1c1 cannot rise from 4 to 5 in 2 steps");
  CHECK(words_of(nine({{18, 2}}), make(K::thermometer, {{0, 9, 18}})) ==
        "the thermometer from r1c1 has no room below r3c1's 2");
  CHECK(words_of(nine({{0, 8}}), make(K::thermometer, {{0, 9, 18}})) ==
        "the thermometer from r1c1 has no room above r1c1's 8");
  CHECK(words_of(nine({{0, 6}, {9, 5}}), make(K::slow_thermometer, {{0, 9, 18}})) ==
        "the slow thermometer from r1c1 cannot fall: 6 then 5");
  CHECK(words_of(nine({{10, 9}, {11, 8}, {12, 3}}), make(K::arrow, {{10}, {11, 12}})) ==
        "the arrow at r2c2: its shaft from r2c3 already adds up to 11, more than its circle's 9");
  CHECK(words_of(nine({{10, 2}}), make(K::arrow, {{10}, {11, 12, 13}})) ==
        "the arrow at r2c2: its shaft from r2c3 needs at least 3, more than its circle's 2");
  CHECK(words_of(nine({{0, 3}, {1, 5}}), make(K::kropki_white, {{0, 1}})) ==
        "the white dot between r1c1 and r1c2 needs a difference of 1: 3 and 5");
  CHECK(words_of(nine({{0, 7}}), make(K::kropki_black, {{0, 1}})) ==
        "the black dot between r1c1 and r1c2 needs a ratio of 2: no digit up to 9 pairs with 7");
  CHECK(words_of(nine({{0, 3}, {1, 5}}), make(K::xv, {{0, 1}}, 10)) ==
        "the X between r1c1 and r1c2 needs a sum of 10: 3 and 5");
  CHECK(words_of(nine({{0, 4}, {1, 4}}), make(K::renban, {{0, 1, 2}})) ==
        "the renban line from r1c1 holds 4 twice");
  CHECK(words_of(nine({{0, 2}, {2, 7}}), make(K::renban, {{0, 1, 2, 3}})) ==
        "the renban line from r1c1 cannot be consecutive: 2 and 7 on 4 cells");
  CHECK(words_of(nine({{0, 3}, {1, 6}}), make(K::whispers, {{0, 1, 2}})) ==
        "the whispers line from r1c1 needs neighbours at least 5 apart: 3 and 6");
  CHECK(words_of(nine({{1, 5}}), make(K::whispers, {{0, 1, 2}})) ==
        "the whispers line from r1c1 cannot hold 5 at r1c2: no digit up to 9 is 5 away");
  CHECK(words_of(nine({{0, 2}, {1, 7}, {2, 6}}), make(K::between, {{0, 1, 2}})) ==
        "the between line from r1c1: r1c2's 7 is not between its ends' 2 and 6");
  CHECK(words_of(nine({{0, 3}, {3, 5}}), make(K::palindrome, {{0, 1, 2, 3}})) ==
        "the palindrome from r1c1 reads 3 one way and 5 the other (r1c1, r1c4)");
  CHECK(words_of(nine({{0, 3}, {4, 5}, {1, 2}, {3, 9}}), make(K::zipper, {{0, 1, 2, 3, 4}})) ==
        "the zipper line from r1c1 cannot balance: one pair adds up to 8, another to 11");
  CHECK(words_of(nine({{2, 9}, {3, 1}}), make(K::region_sum, {{2, 3}})) ==
        "the region sum line from r1c3 cannot balance: one box adds up to 9, another to 1");
  CHECK(words_of(nine({{0, 1}, {2, 3}}), make(K::entropic, {{0, 1, 2}})) ==
        "the entropic line from r1c1 holds two low digits within 3 cells: 1 and 3");
  CHECK(words_of(nine({{0, 1}, {1, 4}}), make(K::modular, {{0, 1, 2}})) ==
        "the modular line from r1c1 holds two digits of one remainder mod 3 within 3 cells: 1 "
        "and 4");
  Constraint killer = make(K::little_killer, {{1, 11, 21, 31, 41, 51, 61, 71}}, 20);
  killer.clue_row = -1, killer.clue_col = 0;
  CHECK(words_of(nine({{1, 9}, {11, 9}, {21, 9}}), killer) ==
        "the little killer clue 20 above column 1 already needs at least 32");
  CHECK(words_of(nine({{0, 1}, {1, 2}, {2, 9}}), clue(K::sandwich, 0, -1, 3)) ==
        "the sandwich clue 3 left of row 1 adds up to 2 between 1 and 9");
  CHECK(words_of(nine({{0, 1}, {1, 8}, {2, 9}}), clue(K::sandwich, 0, -1, 3)) ==
        "the sandwich clue 3 left of row 1 already adds up to 8 between 1 and 9");
  CHECK(words_of(nine({{8, 3}, {7, 4}, {6, 5}}), clue(K::x_sum, 0, 9, 10)) ==
        "the X-sum clue 10 right of row 1: its first 3 cells add up to 12");
  CHECK(words_of(nine({{0, 9}}), clue(K::skyscraper, -1, 0, 2)) ==
        "the skyscraper clue 2 above column 1 cannot be met");
  CHECK(words_of(nine({{0, 4}}), make(K::odd, {{0}})) == "r1c1 is marked odd but holds 4");
  CHECK(words_of(nine({{0, 3}}), make(K::even, {{0}})) == "r1c1 is marked even but holds 3");
  CHECK(words_of(nine({{0, 5}, {1, 4}}), make(K::minimum, {{0}})) ==
        "the minimum at r1c1 holds 5, not less than r1c2's 4");
  CHECK(words_of(nine({{0, 1}}), make(K::maximum, {{0}})) ==
        "the maximum at r1c1 holds 1, the smallest digit, beside an open cell");
  Constraint quadruple = make(K::quadruple, {{0, 1, 9, 10}});
  quadruple.digits = {1, 2};
  CHECK(words_of(nine({{0, 3}, {1, 4}, {9, 5}}), quadruple) ==
        "the quadruple at r1c1 has no room left for 1");
  CHECK(words_of(nine({{0, 3}, {80, 4}}), make(K::clone, {{0}, {80}})) ==
        "r1c1 and its clone r9c9 hold 3 and 4");
  CHECK(words_of(nine({{0, 5}, {4, 3}}), make(K::column_indexer, {{0}})) ==
        "the column indexer at r1c1 holds 5, so r1c5 must hold 1, not 3");
  CHECK(words_of(nine({{0, 5}, {36, 3}}), make(K::row_indexer, {{0}})) ==
        "the row indexer at r1c1 holds 5, so r5c1 must hold 1, not 3");
  CHECK(words_of(nine({{0, 2}, {1, 4}}), make(K::box_indexer, {{0}})) ==
        "the box indexer at r1c1 holds 2, so r1c2 must hold 1, not 4");
}

TEST_CASE("the negative rules and the pairs a dot or an X or V frees", "[constraints]") {
  using K = ConstraintKind;
  const auto rules_of = [](auto set) {
    Rules rules;
    set(rules);
    return rules;
  };
  const auto sentences = [](const sudoku::Board& board, const Rules& rules) {
    const auto result = sudoku::check(board, rules);
    REQUIRE(result.ok());
    return sudoku::describe(*result.report);
  };
  // 3 and 4 side by side: non-consecutive flags them, unless a white or black dot joins them.
  const auto board = nine({{0, 3}, {1, 4}, {9, 6}});
  CHECK(sentences(board, rules_of([](Rules& r) { r.non_consecutive = true; })) ==
        "3 and 4 are consecutive neighbours (r1c1, r1c2)");
  CHECK(sentences(board, rules_of([&](Rules& r) {
                    r.non_consecutive = true;
                    r.constraints = {make(K::kropki_black, {{1, 0}}, 3)};
                  })) == "the black dot between r1c2 and r1c1 needs a ratio of 3: 4 and 3");
  CHECK(sentences(board, rules_of([&](Rules& r) {
                    r.non_consecutive = true;
                    r.constraints = {make(K::kropki_white, {{0, 1}})};
                  })) == "");
  // 3 over 6: a 1:2 ratio with no dot; a black dot of 3 makes 3 the ratio instead.
  CHECK(sentences(board, rules_of([](Rules& r) { r.negative_ratio = true; })) ==
        "3 and 6 are in a 1:2 ratio with no black dot between them (r1c1, r2c1)");
  CHECK(sentences(nine({{0, 3}, {9, 6}, {5, 9}, {14, 3}}), rules_of([&](Rules& r) {
                    r.negative_ratio = true;
                    r.constraints = {make(K::kropki_black, {{70, 71}}, 3)};
                  })) == "9 and 3 are in a 1:3 ratio with no black dot between them (r1c6, r2c6)");
  // 4 and 6 add up to 10; a dot does not free them, an X or a V does.
  const auto pair = nine({{0, 4}, {1, 6}});
  CHECK(sentences(pair, rules_of([](Rules& r) { r.negative_xv = true; })) ==
        "4 and 6 add up to 10 with no X between them (r1c1, r1c2)");
  CHECK(sentences(pair, rules_of([&](Rules& r) {
                    r.negative_xv = true;
                    r.constraints = {make(K::kropki_white, {{0, 1}}, 2)};
                  })) == "4 and 6 add up to 10 with no X between them (r1c1, r1c2)");
  CHECK(sentences(pair, rules_of([&](Rules& r) {
                    r.negative_xv = true;
                    r.constraints = {make(K::xv, {{1, 0}}, 10)};
                  })) == "");
  // Two 5s side by side add up to 10 as well as repeating in their row.
  const auto fives =
      sudoku::check(nine({{0, 5}, {1, 5}}), rules_of([](Rules& r) { r.negative_xv = true; }));
  REQUIRE(fives.ok());
  CHECK(std::count_if(fives.report->conflicts.begin(), fives.report->conflicts.end(),
                      [](const sudoku::Conflict& c) { return c.rule == Rule::negative_xv; }) == 1);
}

TEST_CASE("the worst shapes stay within the work bound of an instance", "[constraints]") {
  using K = ConstraintKind;
  const Shape big{8, 8};
  const auto run = [&](const Constraint& c) {
    Rules rules;
    rules.constraints = {c};
    const auto result = sudoku::check(nine({}, big), rules);
    REQUIRE(result.ok());
    return *result.report;
  };
  // An empty 64-cell row: a skyscraper, a sandwich and an X-sum, each decided or left undecided
  // (never a conflict: an empty row can be filled), within the bound.
  for (const Constraint& c :
       {clue(K::skyscraper, 0, -1, 20, 64), clue(K::skyscraper, 0, -1, 63, 64),
        clue(K::sandwich, 0, -1, 1000, 64), clue(K::sandwich, 0, -1, 0, 64),
        clue(K::x_sum, 0, -1, 1000, 64)}) {
    const auto report = run(c);
    INFO(sudoku::constraint_name(c.kind) << " " << c.value);
    CHECK(report.conflicts.empty());
  }
  // A 60-cell whispers line over a 64x64 board is one pass.
  Cells line;
  for (int k = 0; k < 60; ++k) line.push_back(k);
  CHECK(run(make(K::whispers, {line})).conflicts.empty());
  CHECK(run(make(K::whispers, {line})).undecided.empty());
}
