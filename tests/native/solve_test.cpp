// count_solutions and find_dead_end: against a brute-force solver built on the independent
// referee (referee.cpp) over random small boards and rules, the classic fast path against the
// general search, known-unique puzzles, dead ends worded by hand, budgets and large boards.
#include <algorithm>
#include <array>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <numeric>
#include <random>
#include <string>
#include <sudoku/solve.hpp>

#include "printing.hpp"
#include "referee.hpp"

using sudoku::Rules;
using sudoku::SearchEnd;
using sudoku::Shape;

namespace {

sudoku::Board board_of(const std::vector<int>& cells, Shape shape) {
  auto parsed = sudoku::parse(std::span<const int>(cells), shape);
  REQUIRE(parsed.ok());
  return *parsed.board;
}

sudoku::Board board_of(const std::string& text, Shape shape = {3, 3}) {
  auto parsed = sudoku::parse(text, shape);
  REQUIRE(parsed.ok());
  return *parsed.board;
}

std::vector<int> cells_of(const sudoku::Board& board) {
  return {board.cells().begin(), board.cells().end()};
}

bool referee_valid(const std::vector<int>& cells, Shape shape, const Rules& rules) {
  return referee::check(cells, shape, rules).conflicts.empty();
}

// Whether the digit just written at `cell` breaks a rule, judged from the rules as DESIGN states
// them (no code shared with core/): each unit a list of cells, each pair rule a distance.
bool placement_ok(const std::vector<int>& cells, Shape shape, const Rules& rules, int cell) {
  const int n = shape.size(), row = cell / n, col = cell % n,
            digit = cells[static_cast<std::size_t>(cell)];
  const auto at = [&](int r, int c) { return cells[static_cast<std::size_t>(r * n + c)]; };
  const auto repeats = [&](const std::vector<int>& unit) {
    if (std::find(unit.begin(), unit.end(), cell) == unit.end()) return false;
    return std::count_if(unit.begin(), unit.end(), [&](int other) {
             return cells[static_cast<std::size_t>(other)] == digit;
           }) > 1;
  };
  std::vector<int> line_cells, box_cells, diagonal, anti, group;
  for (int k = 0; k < n; ++k) {
    if (k != col && at(row, k) == digit) return false;
    if (k != row && at(k, col) == digit) return false;
    diagonal.push_back(k * n + k);
    anti.push_back(k * n + n - 1 - k);
  }
  if (rules.regions.empty()) {
    const int top = row / shape.box_rows * shape.box_rows,
              left = col / shape.box_cols * shape.box_cols;
    for (int r = top; r < top + shape.box_rows; ++r) {
      for (int c = left; c < left + shape.box_cols; ++c) box_cells.push_back(r * n + c);
    }
    if (repeats(box_cells)) return false;
  } else if (const int region = rules.regions[static_cast<std::size_t>(cell)]; region >= 0) {
    for (int other = 0; other < n * n; ++other) {
      if (rules.regions[static_cast<std::size_t>(other)] == region) box_cells.push_back(other);
    }
    if (repeats(box_cells)) return false;
  }
  if (rules.main_diagonal && repeats(diagonal)) return false;
  if (rules.anti_diagonal && repeats(anti)) return false;
  for (const auto& extra : rules.extra_regions) {
    if (repeats(extra)) return false;
  }
  if (rules.disjoint_groups) {
    for (int r = row % shape.box_rows; r < n; r += shape.box_rows) {
      for (int c = col % shape.box_cols; c < n; c += shape.box_cols) group.push_back(r * n + c);
    }
    if (repeats(group)) return false;
  }
  for (const auto& cage : rules.cages) {
    if (std::find(cage.cells.begin(), cage.cells.end(), cell) == cage.cells.end()) continue;
    if (repeats(cage.cells)) return false;
    if (!cage.sum) continue;
    int sum = 0, filled = 0;
    for (int other : cage.cells) {
      sum += cells[static_cast<std::size_t>(other)];
      filled += cells[static_cast<std::size_t>(other)] != 0;
    }
    if (sum > *cage.sum || (filled == static_cast<int>(cage.cells.size()) && sum != *cage.sum))
      return false;
  }
  const auto near = [&](int dr, int dc, auto breaks) {
    const int r = row + dr, c = col + dc;
    return r >= 0 && r < n && c >= 0 && c < n && at(r, c) != 0 && breaks(at(r, c));
  };
  for (const auto& [dr, dc] : std::vector<std::pair<int, int>>{
           {-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}}) {
    if (rules.anti_knight && near(dr, dc, [&](int other) { return other == digit; })) return false;
  }
  for (const auto& [dr, dc] :
       std::vector<std::pair<int, int>>{{-1, -1}, {-1, 1}, {1, -1}, {1, 1}}) {
    if (rules.anti_king && near(dr, dc, [&](int other) { return other == digit; })) return false;
  }
  for (const auto& [dr, dc] : std::vector<std::pair<int, int>>{{-1, 0}, {0, -1}, {0, 1}, {1, 0}}) {
    if (rules.non_consecutive &&
        near(dr, dc, [&](int other) { return std::abs(other - digit) == 1; })) {
      return false;
    }
  }
  return true;
}

// The brute force: the first empty cell in reading order takes each digit that breaks no rule,
// until `limit` solutions are found. Gives up (steps < 0) after `steps` placements.
struct BruteForce {
  Shape shape;
  const Rules& rules;
  int limit;
  long steps;
  int count = 0;
  std::vector<int> order;  // the digits in the order they are tried
  std::vector<int> first;  // the first solution

  bool fill(std::vector<int>& cells, std::size_t from) {
    const auto empty = std::find(cells.begin() + static_cast<long>(from), cells.end(), 0);
    if (empty == cells.end()) {
      if (count == 0) first = cells;
      return ++count >= limit;
    }
    for (int digit : order) {
      if (--steps < 0) return true;
      *empty = digit;
      if (placement_ok(cells, shape, rules, static_cast<int>(empty - cells.begin())) &&
          fill(cells, static_cast<std::size_t>(empty - cells.begin()) + 1)) {
        *empty = 0;
        return true;
      }
    }
    *empty = 0;
    return false;
  }
};

std::vector<int> in_order(int n) {
  std::vector<int> digits(static_cast<std::size_t>(n));
  std::iota(digits.begin(), digits.end(), 1);
  return digits;
}

int brute_force_count(std::vector<int> cells, Shape shape, const Rules& rules, int limit) {
  BruteForce brute{shape, rules, limit, 200000, 0, in_order(shape.size()), {}};
  brute.fill(cells, 0);
  return brute.steps < 0 ? -1 : brute.count;
}

// Rules a random full grid obeys: cages with its sums, diagonals and extra regions where its
// digits differ, the pair rules where it keeps them; so boards made from it have solutions.
Rules rules_for_grid(const std::vector<int>& grid, Shape shape, std::mt19937& random) {
  Rules candidate = referee::random_rules(shape, random);
  candidate.regions.clear();  // the grid was made with boxes
  Rules rules;
  const auto obeys = [&](const Rules& with) { return referee_valid(grid, shape, with); };
  const auto try_rule = [&](auto change) {
    Rules with = rules;
    change(with);
    if (obeys(with)) rules = with;
  };
  try_rule([](Rules& r) { r.main_diagonal = true; });
  try_rule([](Rules& r) { r.anti_diagonal = true; });
  for (const auto& extra : candidate.extra_regions)
    try_rule([&](Rules& r) { r.extra_regions.push_back(extra); });
  try_rule([&](Rules& r) { r.disjoint_groups = candidate.disjoint_groups; });
  for (auto cage : candidate.cages) {
    if (cage.sum) {
      cage.sum = 0;
      for (int cell : cage.cells) *cage.sum += grid[static_cast<std::size_t>(cell)];
    }
    try_rule([&](Rules& r) { r.cages.push_back(cage); });
  }
  try_rule([](Rules& r) { r.anti_knight = true; });
  try_rule([](Rules& r) { r.anti_king = true; });
  try_rule([](Rules& r) { r.non_consecutive = true; });
  return rules;
}

// A random valid partial board: random digits, each kept only when no rule is broken.
std::vector<int> random_valid_cells(Shape shape, const Rules& rules, double density,
                                    std::mt19937& random) {
  const std::vector<int> wanted = referee::random_cells(shape, density, random);
  std::vector<int> cells(wanted.size(), 0);
  for (std::size_t cell = 0; cell < cells.size(); ++cell) {
    cells[cell] = wanted[cell];
    if (cells[cell] != 0 && !placement_ok(cells, shape, rules, static_cast<int>(cell)))
      cells[cell] = 0;
  }
  return cells;
}

// A solution keeps the givens and breaks no rule.
void require_solution(const sudoku::SolveResult& result, const std::vector<int>& givens,
                      Shape shape, const Rules& rules) {
  REQUIRE(result.solution.has_value());
  const std::vector<int> solved = cells_of(*result.solution);
  for (std::size_t cell = 0; cell < givens.size(); ++cell) {
    if (givens[cell] != 0) REQUIRE(solved[cell] == givens[cell]);
    REQUIRE(solved[cell] != 0);
  }
  REQUIRE(referee_valid(solved, shape, rules));
}

// A random full classic grid, by the brute force with the digits in a random order.
std::vector<int> random_grid(Shape shape, std::mt19937& random) {
  std::vector<int> cells(static_cast<std::size_t>(shape.cell_count()), 0);
  const Rules classic;
  BruteForce brute{shape, classic, 1, 1000000, 0, in_order(shape.size()), {}};
  std::shuffle(brute.order.begin(), brute.order.end(), random);
  brute.fill(cells, 0);
  return brute.first;
}

void compare_with_brute_force(Shape shape, bool with_rules, int boards, std::uint32_t seed) {
  std::mt19937 random(seed);
  int compared = 0, none = 0, unique = 0, several = 0, silent = 0;
  for (int k = 0; k < boards; ++k) {
    // Half the boards come from a grid the rules allow (so they have solutions), half are
    // random digits under random rules (mostly dead ends).
    Rules rules;
    std::vector<int> cells;
    const double density = std::uniform_real_distribution<double>(0.2, 0.6)(random);
    if (k % 2 == 0) {
      const std::vector<int> grid = random_grid(shape, random);
      if (with_rules) rules = rules_for_grid(grid, shape, random);
      cells = grid;
      for (int& cell : cells) {
        if (!std::bernoulli_distribution(density)(random)) cell = 0;
      }
    } else {
      if (with_rules) rules = referee::random_rules(shape, random);
      cells = random_valid_cells(shape, rules, density, random);
    }
    const int expected = brute_force_count(cells, shape, rules, 2);
    if (expected < 0) continue;  // too large for the brute force
    CAPTURE(shape, k, cells, rules.classic());
    const sudoku::Board board = board_of(cells, shape);
    const auto result = sudoku::count_solutions(board, rules, {.limit = 2, .want_solution = true});
    REQUIRE(result.ok());
    REQUIRE(result.count == expected);
    // A reason is never given for a board that has a solution, searched or not.
    if (expected > 0) REQUIRE_FALSE(sudoku::find_dead_end(board, rules).has_value());
    REQUIRE(result.end == (expected == 2 ? SearchEnd::limit : SearchEnd::finished));
    if (expected > 0) require_solution(result, cells, shape, rules);
    if (expected == 2) REQUIRE(result.differs_at.has_value());
    if (expected > 0) REQUIRE_FALSE(result.reason.has_value());
    ++compared;
    silent += expected == 0 && !result.reason;
    (expected == 0 ? none : expected == 1 ? unique : several) += 1;
  }
  // The boards must cover every answer, or the comparison proves little.
  CAPTURE(compared, none, unique, several, silent);
  REQUIRE(compared > boards * 9 / 10);
  REQUIRE(none > 0);
  REQUIRE(unique > 0);
  REQUIRE(several > 0);
}

}  // namespace

TEST_CASE("count_solutions agrees with a brute force on small classic boards", "[solve]") {
  const auto [shape, seed] = GENERATE(table<Shape, std::uint32_t>(
      {{{2, 2}, 1}, {{1, 4}, 2}, {{2, 3}, 3}, {{3, 2}, 4}, {{1, 5}, 5}}));
  compare_with_brute_force(shape, false, 300, seed);
}

TEST_CASE("count_solutions agrees with a brute force under random variant rules", "[solve]") {
  const auto [shape, seed] =
      GENERATE(table<Shape, std::uint32_t>({{{2, 2}, 11}, {{2, 3}, 12}, {{3, 2}, 13}}));
  compare_with_brute_force(shape, true, 400, seed);
}

namespace {

// LeetCode #37's example and its one solution.
constexpr char leetcode_puzzle[] =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
constexpr char leetcode_solution[] =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

// A 9×9 board as the general search sees it: one extra region of a single cell forbids nothing
// but takes the board off the classic fast path.
Rules general_path() {
  Rules rules;
  rules.extra_regions = {{0}};
  return rules;
}

// A random 9×9 board from the LeetCode solution: digits relabelled, rows and columns shuffled
// inside their bands and stacks, cells dropped; sometimes one more digit where the referee
// allows it (often a dead end). `full`: every cell, no more digits (a solved grid).
std::vector<int> random_nine(std::mt19937& random, bool full = false) {
  std::array<int, 9> relabel{1, 2, 3, 4, 5, 6, 7, 8, 9};
  std::shuffle(relabel.begin(), relabel.end(), random);
  std::array<int, 9> rows{}, cols{};
  for (int band = 0; band < 3; ++band) {
    std::array<int, 3> order{0, 1, 2};
    std::shuffle(order.begin(), order.end(), random);
    for (int k = 0; k < 3; ++k)
      rows[static_cast<std::size_t>(band * 3 + k)] = band * 3 + order[static_cast<std::size_t>(k)];
    std::shuffle(order.begin(), order.end(), random);
    for (int k = 0; k < 3; ++k)
      cols[static_cast<std::size_t>(band * 3 + k)] = band * 3 + order[static_cast<std::size_t>(k)];
  }
  const double keep = full ? 1.0 : std::uniform_real_distribution<double>(0.2, 0.5)(random);
  std::vector<int> cells(81, 0);
  for (int row = 0; row < 9; ++row) {
    for (int col = 0; col < 9; ++col) {
      if (!std::bernoulli_distribution(keep)(random)) continue;
      const char symbol = leetcode_solution[rows[static_cast<std::size_t>(row)] * 9 +
                                            cols[static_cast<std::size_t>(col)]];
      cells[static_cast<std::size_t>(row * 9 + col)] =
          relabel[static_cast<std::size_t>(symbol - '1')];
    }
  }
  for (int extra = full ? 0 : std::uniform_int_distribution<int>(0, 2)(random); extra > 0;
       --extra) {
    const auto cell = static_cast<std::size_t>(std::uniform_int_distribution<int>(0, 80)(random));
    if (cells[cell] == 0) {
      cells[cell] = std::uniform_int_distribution<int>(1, 9)(random);
      if (!referee_valid(cells, {3, 3}, {})) cells[cell] = 0;
    }
  }
  return cells;
}

}  // namespace

TEST_CASE("The classic fast path and the general search agree on 9x9 boards", "[solve]") {
  std::mt19937 random(37);
  int none = 0, unique = 0, several = 0;
  for (int k = 0; k < 400; ++k) {
    const std::vector<int> cells = random_nine(random);
    CAPTURE(k, cells);
    const sudoku::Board board = board_of(cells, {3, 3});
    const auto fast = sudoku::count_solutions(board, {}, {.want_solution = true});
    const auto general = sudoku::count_solutions(board, general_path(), {.want_solution = true});
    REQUIRE(fast.end != SearchEnd::budget);
    REQUIRE(fast.count == general.count);
    REQUIRE(fast.end == general.end);
    REQUIRE(fast.reason == general.reason);
    if (fast.count > 0) {
      require_solution(fast, cells, {3, 3}, {});
      require_solution(general, cells, {3, 3}, {});
    }
    (fast.count == 0 ? none : fast.count == 1 ? unique : several) += 1;
  }
  CAPTURE(none, unique, several);
  REQUIRE(none > 20);
  REQUIRE(unique > 20);
  REQUIRE(several > 20);
}

namespace {

// The plain bitmask backtracker (LeetCode #37's way, the bench's reference): the first empty cell
// in reading order takes each digit its row, column and box allow, counting up to 2. Gives up
// (-1) after `steps` placements.
struct PlainBacktracker {
  std::array<unsigned, 9> rows{}, cols{}, boxes{};
  std::vector<int> cells;
  int count = 0;
  long steps = 2'000'000;

  void solve(int cell) {
    while (cell < 81 && cells[static_cast<std::size_t>(cell)] != 0) ++cell;
    if (cell == 81) {
      ++count;
      return;
    }
    const auto r = static_cast<std::size_t>(cell / 9), c = static_cast<std::size_t>(cell % 9),
               b = r / 3 * 3 + c / 3;
    for (int d = 1; d <= 9 && count < 2 && steps >= 0; ++d) {
      const unsigned bit = 1u << d;
      if ((rows[r] | cols[c] | boxes[b]) & bit) continue;
      --steps;
      rows[r] |= bit, cols[c] |= bit, boxes[b] |= bit;
      cells[static_cast<std::size_t>(cell)] = d;
      solve(cell + 1);
      cells[static_cast<std::size_t>(cell)] = 0;
      rows[r] ^= bit, cols[c] ^= bit, boxes[b] ^= bit;
    }
  }
};

int plain_count(const std::vector<int>& cells) {
  PlainBacktracker plain;
  plain.cells = cells;
  for (std::size_t cell = 0; cell < 81; ++cell) {
    if (const int d = cells[cell]) {
      const unsigned bit = 1u << d;
      const std::size_t r = cell / 9, c = cell % 9, b = r / 3 * 3 + c / 3;
      if ((plain.rows[r] | plain.cols[c] | plain.boxes[b]) & bit) return 0;  // a repeat
      plain.rows[r] |= bit, plain.cols[c] |= bit, plain.boxes[b] |= bit;
    }
  }
  plain.solve(0);
  return plain.steps < 0 ? -1 : plain.count;
}

// A unique puzzle from a random solved grid: clues taken away in a
// random order while the plain backtracker still finds one solution, down to `floor` clues.
std::vector<int> unique_nine(std::mt19937& random, int floor) {
  std::vector<int> cells = random_nine(random, true);
  std::vector<int> order(81);
  std::iota(order.begin(), order.end(), 0);
  std::shuffle(order.begin(), order.end(), random);
  int clues = 81;
  for (int cell : order) {
    if (clues <= floor) break;
    const int digit = cells[static_cast<std::size_t>(cell)];
    cells[static_cast<std::size_t>(cell)] = 0;
    if (plain_count(cells) == 1) {
      --clues;
    } else {
      cells[static_cast<std::size_t>(cell)] = digit;
    }
  }
  return cells;
}

}  // namespace

TEST_CASE("The classic fast path agrees with a plain bitmask backtracker on 9x9 boards",
          "[solve]") {
  std::mt19937 random(36);
  int compared = 0, none = 0, unique = 0, several = 0;
  for (int k = 0; k < 600; ++k) {
    // A third of the boards are unique puzzles with few clues (where the fast path guesses most),
    // the rest random_nine's (many solutions, and dead ends).
    const std::vector<int> cells =
        k % 3 == 0 ? unique_nine(random, std::uniform_int_distribution<int>(22, 30)(random))
                   : random_nine(random);
    const int expected = plain_count(cells);
    if (expected < 0) continue;  // too long for the backtracker
    CAPTURE(k, cells);
    const sudoku::Board board = board_of(cells, {3, 3});
    const auto fast = sudoku::count_solutions(board, {}, {.want_solution = true});
    REQUIRE(fast.count == expected);
    REQUIRE(fast.end == (expected == 2 ? SearchEnd::limit : SearchEnd::finished));
    if (expected > 0) require_solution(fast, cells, {3, 3}, {});
    if (expected == 2) {
      // Where the first two solutions differ is an empty cell, and some other solution has the
      // first one's digits in every cell before it and another digit there.
      REQUIRE(fast.differs_at.has_value());
      const auto at = static_cast<std::size_t>(*fast.differs_at);
      REQUIRE(cells[at] == 0);
      const std::vector<int> first = cells_of(*fast.solution);
      std::vector<int> other = cells;
      std::copy(first.begin(), first.begin() + static_cast<std::ptrdiff_t>(at), other.begin());
      int alternatives = 0;
      for (int d = 1; d <= 9; ++d) {
        if (d == first[at]) continue;
        other[at] = d;
        alternatives += plain_count(other) > 0;
      }
      REQUIRE(alternatives > 0);
    } else {
      REQUIRE_FALSE(fast.differs_at.has_value());
    }
    ++compared;
    (expected == 0 ? none : expected == 1 ? unique : several) += 1;
  }
  CAPTURE(compared, none, unique, several);
  REQUIRE(compared > 550);
  REQUIRE(none > 20);
  REQUIRE(unique > 150);
  REQUIRE(several > 20);
}

TEST_CASE("Known-unique puzzles have one solution, the published one", "[solve]") {
  const auto [puzzle, solution] = GENERATE(table<std::string, std::string>({
      {leetcode_puzzle, leetcode_solution},
      // Arto Inkala's 2012 puzzle, published as the world's hardest.
      {"8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
       "812753649943682175675491283154237896369845721287169534521974368438526917796318452"},
  }));
  CAPTURE(puzzle);
  for (const Rules& rules : {Rules{}, general_path()}) {
    const auto result = sudoku::count_solutions(board_of(puzzle), rules, {.want_solution = true});
    REQUIRE(result.count == 1);
    REQUIRE(result.end == SearchEnd::finished);
    REQUIRE(*result.solution == board_of(solution));
  }
}

TEST_CASE("A 17-clue puzzle (the first of Gordon Royle's list) is unique", "[solve]") {
  const auto board =
      board_of("000000010400000000020000000000050407008000300001090000300400200050100000000806000");
  const auto result = sudoku::count_solutions(board, {}, {.want_solution = true});
  REQUIRE(result.count == 1);
  require_solution(result, cells_of(board), {3, 3}, {});
}

TEST_CASE("A cell that can take no digit is named with the digits that rule it out", "[solve]") {
  SECTION("row and column (the issue's example)") {
    // Row 5 holds 1 2 4 6 7 8, column 5 holds 3 5 9: r5c5 has nothing left.
    const auto board = board_of(
        "....3...."
        "....5...."
        "....9...."
        "........."
        "1246.78.."
        "........."
        "........."
        "........."
        ".........");
    const auto result = sudoku::count_solutions(board);
    REQUIRE(result.count == 0);
    REQUIRE(result.end == SearchEnd::finished);
    // The classic fast path sees it at its root, before any guess.
    CHECK(result.nodes == 1);
    REQUIRE(result.reason.has_value());
    CHECK(result.reason->kind == sudoku::DeadEndKind::no_digit);
    CHECK(result.reason->message ==
          "r5c5 can take no digit: row 5 has 1 2 4 6 7 8, column 5 has 3 5 9");
    CHECK(result.reason->cells == std::vector<int>{40, 4, 13, 22, 36, 37, 38, 39, 41, 42});
  }
  SECTION("each unit names only the digits it adds; the box joins in") {
    const auto board = board_of(
        ".......12"
        "......345"
        "......689"
        "........."
        "......7.."
        "........."
        "........."
        "........."
        ".........");
    const auto reason = sudoku::find_dead_end(board);
    REQUIRE(reason.has_value());
    CHECK(reason->message ==
          "r1c7 can take no digit: row 1 has 1 2, column 7 has 3 6 7, box 3 has 4 5 8 9");
    CHECK(reason->cells == std::vector<int>{6, 7, 8, 15, 16, 17, 24, 25, 26, 42});
  }
  SECTION("a cage's sum") {
    Rules rules;
    rules.cages = {{{0, 1}, 3}};  // r1c1 + r1c2 = 3: only 1 and 2
    const auto board = board_of("..1..2..........", {2, 2});
    const auto reason = sudoku::find_dead_end(board, rules);
    REQUIRE(reason.has_value());
    CHECK(reason->message ==
          "r1c1 can take no digit: row 1 has 1, box 1 has 2, cage 1's sum of 3 rules out 3 4");
    CHECK(reason->cells == std::vector<int>{0, 2, 5});
  }
  SECTION("anti-knight") {
    Rules rules;
    rules.anti_knight = true;
    const auto board = board_of(".1....3.24......", {2, 2});
    const auto result = sudoku::count_solutions(board, rules);
    REQUIRE(result.reason.has_value());
    CHECK(result.reason->message ==
          "r1c1 can take no digit: row 1 has 1, column 1 has 2, cells a knight's move away hold "
          "3 4");
  }
}

TEST_CASE("A unit with no place for a digit is named", "[solve]") {
  // 7 is in rows 1 and 2 (boxes 1 and 2); row 3's cells in box 3 hold 1 2 3.
  const auto board = board_of(
      "7........"
      "...7....."
      "......123"
      "........."
      "........."
      "........."
      "........."
      "........."
      ".........");
  const auto result = sudoku::count_solutions(board);
  REQUIRE(result.count == 0);
  REQUIRE(result.reason.has_value());
  CHECK(result.reason->kind == sudoku::DeadEndKind::no_place);
  CHECK(result.reason->message == "no cell of row 3 can take 7");
  CHECK(result.reason->unit == sudoku::Unit::row);
  CHECK(result.reason->index == 2);
  CHECK(result.reason->digit == 7);
  CHECK(result.reason->cells == std::vector<int>{18, 19, 20, 21, 22, 23, 24, 25, 26});
}

TEST_CASE("A board with a conflict has no solution, and the conflict is the reason", "[solve]") {
  const auto board =
      board_of("83..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
  const auto result = sudoku::count_solutions(board);
  REQUIRE(result.ok());
  CHECK(result.count == 0);
  CHECK(result.end == SearchEnd::finished);
  CHECK(result.nodes == 0);
  REQUIRE(result.reason.has_value());
  CHECK(result.reason->kind == sudoku::DeadEndKind::conflict);
  CHECK(result.reason->message ==
        sudoku::describe(sudoku::check(board), {.name_cells = true, .max_conflicts = 1}));
  CHECK(result.reason->cells == sudoku::check(board).conflict_cells);
}

TEST_CASE("When the budget runs out the answer is unknown", "[solve]") {
  const sudoku::Board empty;
  for (const Rules& rules : {Rules{}, general_path()}) {
    auto result = sudoku::count_solutions(empty, rules, {.budget = 1});
    CHECK(result.end == SearchEnd::budget);
    CHECK_FALSE(result.known());
    CHECK(result.nodes == 1);
    result = sudoku::count_solutions(empty, rules, {.budget = 0});
    CHECK(result.end == SearchEnd::budget);
    CHECK(result.nodes == 0);
    result = sudoku::count_solutions(empty, rules, {.limit = 2, .budget = 1000});
    CHECK(result.count == 2);
    CHECK(result.end == SearchEnd::limit);
  }
}

TEST_CASE("Large boards stay within their budget", "[solve]") {
  const auto size = GENERATE(16, 25, 36, 64);
  CAPTURE(size);
  const sudoku::Board board = board_of(std::vector<int>(static_cast<std::size_t>(size * size), 0),
                                       *sudoku::shape_for_size(size));
  const auto result =
      sudoku::count_solutions(board, {}, {.limit = 1, .budget = 200, .want_solution = true});
  REQUIRE(result.nodes <= 200);
  if (result.count == 1) {
    REQUIRE(sudoku::check(*result.solution).valid());
    REQUIRE(std::count(result.solution->cells().begin(), result.solution->cells().end(), 0) == 0);
  } else {
    REQUIRE(result.end == SearchEnd::budget);
  }
}

TEST_CASE("Rules that do not fit the board are an error", "[solve]") {
  Rules rules;
  rules.cages = {{{0, 81}, 5}};
  const auto result = sudoku::count_solutions(sudoku::Board{}, rules);
  REQUIRE_FALSE(result.ok());
  CHECK(result.error->message == "rules.cages[0]: cell 81 is not on the board (cells 0 to 80)");
  CHECK_FALSE(sudoku::find_dead_end(sudoku::Board{}, rules).has_value());
}

TEST_CASE("validate_many_solving asks the solver of each valid line, and of no other", "[solve]") {
  // A byte order mark, a comment and blank lines (no boards), a dead end, a malformed line, an
  // invalid board, a puzzle, a CRLF line, and a last line without a newline.
  const std::string dead = "12345678.........9" + std::string(63, '.');
  const std::string example =
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
  const std::string text = "\xEF\xBB\xBF# boards\n\n" + dead + "\nnot a board\n11" +
                           std::string(79, '.') + "\n" + example + "\r\n\n" + std::string(81, '.');
  sudoku::BatchSolving solving;
  const auto report = sudoku::validate_many_solving(text, {}, nullptr, {}, solving);
  CHECK(report.results == sudoku::validate_many(text).results);
  CHECK(report.lines == std::vector<std::uint32_t>{3, 4, 5, 6, 8});
  using A = sudoku::BatchSolvable;
  const auto u = [](A a) { return static_cast<std::uint8_t>(a); };
  CHECK(solving.answers == std::vector<std::uint8_t>{u(A::dead_end), u(A::not_asked),
                                                     u(A::not_asked), u(A::solvable),
                                                     u(A::solvable)});
  CHECK(solving.dead_ends == 1);
  CHECK(solving.unknown == 0);
  REQUIRE(solving.reasons.size() == 1);
  CHECK(solving.reasons[0].board == 0);
  CHECK(solving.reasons[0].line == 3);
  REQUIRE(solving.reasons[0].reason);
  CHECK(solving.reasons[0].reason->message ==
        "r1c9 can take no digit: row 1 has 1 2 3 4 5 6 7 8, column 9 has 9");
  // A budget of no nodes knows only what the digits show; rules apply to every line.
  const auto none = sudoku::validate_many_solving(text, {}, nullptr, {.budget = 0}, solving);
  CHECK(solving.answers[3] == u(A::unknown));
  CHECK(solving.unknown == 2);
  Rules knight;
  knight.anti_knight = true;
  const auto ruled = sudoku::validate_many_solving(text, {}, &knight, {}, solving);
  CHECK(ruled.results == sudoku::validate_many(text, {}, knight).results);
  for (std::size_t board = 0; board < ruled.results.size(); ++board) {
    if (ruled.results[board] != static_cast<std::uint8_t>(sudoku::BatchResult::valid)) continue;
    const std::string line = board == 0 ? dead : board == 3 ? example : std::string(81, '.');
    const auto alone = sudoku::count_solutions(board_of(line), knight, {.limit = 1});
    CHECK(solving.answers[board] == u(alone.count ? A::solvable : A::dead_end));
  }
  static_cast<void>(none);
}

namespace {

// Every solved 4×4 grid (there are 288), by backtracking with the independent referee.
std::vector<std::vector<int>> every_four_grid() {
  const Shape shape{2, 2};
  std::vector<std::vector<int>> grids;
  std::vector<int> cells(16, 0);
  const auto fill = [&](auto&& self, std::size_t at) -> void {
    if (at == cells.size()) {
      grids.push_back(cells);
      return;
    }
    for (int digit = 1; digit <= 4; ++digit) {
      cells[at] = digit;
      if (referee_valid(cells, shape, {})) self(self, at + 1);
    }
    cells[at] = 0;
  };
  fill(fill, 0);
  return grids;
}

}  // namespace

TEST_CASE(
    "The search's narrowing by every constraint kind keeps every solution the referee accepts",
    "[solve]") {
  // The same oracle (all 288 solved 4×4 grids, check() of each) for every kind whose candidates
  // the general search narrows: random lines of king steps, marks, clues and pills; the count
  // (up to 300) must be exact, so a narrowing that drops a digit some solution uses fails here.
  using K = sudoku::ConstraintKind;
  const Shape shape{2, 2};
  const auto grids = every_four_grid();
  REQUIRE(grids.size() == 288);
  std::mt19937 random(35);
  const auto pick = [&](int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(random);
  };
  // A line of `length` distinct cells, each a king's step from the one before (or shorter, where
  // it runs into itself).
  const auto path = [&](int length) {
    std::vector<int> line{pick(0, 15)};
    while (static_cast<int>(line.size()) < length) {
      std::vector<int> next;
      const int r = line.back() / 4, c = line.back() % 4;
      for (int dr = -1; dr <= 1; ++dr) {
        for (int dc = -1; dc <= 1; ++dc) {
          const int nr = r + dr, nc = c + dc;
          if (nr < 0 || nr > 3 || nc < 0 || nc > 3) continue;
          if (std::find(line.begin(), line.end(), nr * 4 + nc) == line.end())
            next.push_back(nr * 4 + nc);
        }
      }
      if (next.empty()) break;
      line.push_back(next[static_cast<std::size_t>(pick(0, static_cast<int>(next.size()) - 1))]);
    }
    return line;
  };
  const std::vector<K> kinds{K::thermometer,   K::slow_thermometer,
                             K::arrow,         K::kropki_white,
                             K::kropki_black,  K::xv,
                             K::renban,        K::whispers,
                             K::between,       K::palindrome,
                             K::clone,         K::odd,
                             K::even,          K::minimum,
                             K::maximum,       K::quadruple,
                             K::little_killer, K::sandwich};
  int none = 0, unique = 0, several = 0, tried = 0;
  std::vector<int> seen(kinds.size(), 0);
  for (int trial = 0; trial < 1500; ++trial) {
    Rules rules;
    std::vector<std::size_t> used;
    for (int count = pick(1, 4); count > 0; --count) {
      sudoku::Constraint c;
      const auto which = static_cast<std::size_t>(pick(0, static_cast<int>(kinds.size()) - 1));
      c.kind = kinds[which];
      switch (c.kind) {
        case K::arrow: {
          std::vector<int> line = path(pick(3, 4));
          const std::size_t circle = line.size() >= 4 && pick(0, 2) == 0 ? 2 : 1;
          c.lines = {{line.begin(), line.begin() + static_cast<std::ptrdiff_t>(circle)},
                     {line.begin() + static_cast<std::ptrdiff_t>(circle), line.end()}};
          break;
        }
        case K::kropki_white:
        case K::kropki_black:
        case K::xv: {
          const int cell = pick(0, 15);
          const int other = cell % 4 < 3 && (cell >= 12 || pick(0, 1)) ? cell + 1 : cell + 4;
          if (other > 15) continue;
          c.lines = {{cell, other}};
          c.value = c.kind == K::xv ? pick(3, 7) : c.kind == K::kropki_white ? pick(0, 2) : 0;
          break;
        }
        case K::whispers:
          c.lines = {path(pick(2, 4))};
          c.value = pick(0, 3);
          break;
        case K::clone: {
          const int length = pick(1, 3);
          std::vector<int> a = path(length), b = path(length);
          if (a.size() != b.size()) continue;
          c.lines = {a, b};
          break;
        }
        case K::odd:
        case K::even:
        case K::minimum:
        case K::maximum:
          c.lines = {{pick(0, 15)}};
          break;
        case K::quadruple: {
          const int corner = pick(0, 2) * 4 + pick(0, 2);
          c.lines = {{corner, corner + 1, corner + 4, corner + 5}};
          for (int k = pick(1, 4); k > 0; --k) c.digits.push_back(pick(1, 4));
          break;
        }
        case K::little_killer: {
          c.clue_row = -1;
          c.clue_col = pick(-1, 2);
          for (int r = 0, col = c.clue_col + 1; r < 4 && col < 4; ++r, ++col)
            c.lines.resize(1), c.lines[0].push_back(r * 4 + col);
          c.value = pick(2, 14);
          break;
        }
        case K::sandwich: {
          // Left of a row (its cells from the left) or above a column (from the top).
          const int at = pick(0, 3);
          const bool row = pick(0, 1) == 1;
          c.clue_row = row ? at : -1;
          c.clue_col = row ? -1 : at;
          c.lines.resize(1);
          for (int k = 0; k < 4; ++k) c.lines[0].push_back(row ? at * 4 + k : k * 4 + at);
          c.value = pick(0, 5);
          break;
        }
        default:
          c.lines = {path(pick(2, 4))};
      }
      rules.constraints.push_back(c);
      used.push_back(which);
    }
    if (sudoku::validate_rules(rules, shape)) continue;
    const auto& from = grids[static_cast<std::size_t>(pick(0, 287))];
    std::vector<int> cells(16, 0);
    for (std::size_t k = 0; k < 16; ++k) cells[k] = pick(0, 4) == 0 ? from[k] : 0;
    if (!sudoku::is_valid(board_of(cells, shape), rules).value_or(false)) continue;
    int expected = 0;
    for (const auto& grid : grids) {
      bool holds = true;
      for (std::size_t k = 0; k < 16; ++k) holds &= cells[k] == 0 || cells[k] == grid[k];
      expected += holds && sudoku::check(board_of(grid, shape), rules).report->valid();
    }
    CAPTURE(trial, cells, expected);
    const auto result =
        sudoku::count_solutions(board_of(cells, shape), rules, {.limit = 300, .budget = 1000000});
    REQUIRE(result.ok());
    REQUIRE(result.count == expected);
    REQUIRE(result.end == SearchEnd::finished);
    ++tried;
    for (const std::size_t which : used) ++seen[which];
    (expected == 0 ? none : expected == 1 ? unique : several) += 1;
  }
  CAPTURE(tried, none, unique, several, seen);
  REQUIRE(none > 20);
  REQUIRE(unique > 20);
  REQUIRE(several > 20);
  // Every kind took part in at least 30 of the boards compared.
  REQUIRE(*std::min_element(seen.begin(), seen.end()) >= 30);
}

TEST_CASE("count_solutions with constraints and the negative rules counts what the referee accepts",
          "[solve]") {
  // The oracle: of all 288 solved 4×4 grids, those that hold the board's digits and that
  // check(grid, rules) finds clean (the constraints' judges are tested on their own).
  using K = sudoku::ConstraintKind;
  const Shape shape{2, 2};
  const auto grids = every_four_grid();
  REQUIRE(grids.size() == 288);
  std::mt19937 random(34);
  const auto pick = [&](int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(random);
  };
  int none = 0, unique = 0, several = 0;
  for (int trial = 0; trial < 300; ++trial) {
    Rules rules;
    rules.non_consecutive = pick(0, 2) == 0;
    rules.negative_ratio = pick(0, 3) == 0;
    rules.negative_xv = pick(0, 3) == 0;
    for (int count = pick(1, 4); count > 0; --count) {
      sudoku::Constraint c;
      const int row = pick(0, 3), col = pick(0, 2);
      const int cell = row * 4 + col;
      const int kind = pick(0, 4);
      if (kind == 3) {  // a thermometer of 2 or 3 cells along the row
        c.kind = K::thermometer;
        c.lines = {{cell, cell + 1}};
        if (col == 0 && pick(0, 1)) c.lines[0].push_back(cell + 2);
      } else if (kind == 4) {
        c.kind = K::arrow;
        c.lines = {{cell}, {cell + 1}};
        if (row < 3) c.lines[1].push_back(cell + 5 <= 15 && col < 3 ? cell + 5 : cell + 4);
      } else {
        c.kind = kind == 0 ? K::kropki_white : kind == 1 ? K::kropki_black : K::xv;
        const int other = pick(0, 1) && row < 3 ? cell + 4 : cell + 1;
        c.lines = {{cell, other}};
        c.value = kind == 2 ? pick(3, 7) : 0;
      }
      rules.constraints.push_back(c);
    }
    if (sudoku::validate_rules(rules, shape)) continue;
    const auto& from = grids[static_cast<std::size_t>(pick(0, 287))];
    std::vector<int> cells(16, 0);
    for (std::size_t k = 0; k < 16; ++k) cells[k] = pick(0, 3) == 0 ? from[k] : 0;
    int expected = 0;
    for (const auto& grid : grids) {
      bool holds = true;
      for (std::size_t k = 0; k < 16; ++k) holds &= cells[k] == 0 || cells[k] == grid[k];
      expected += holds && sudoku::check(board_of(grid, shape), rules).report->valid();
    }
    CAPTURE(trial, cells, expected);
    const auto result =
        sudoku::count_solutions(board_of(cells, shape), rules, {.limit = 300, .budget = 1000000});
    REQUIRE(result.ok());
    REQUIRE(result.count == expected);
    REQUIRE(result.end == SearchEnd::finished);
    (expected == 0 ? none : expected == 1 ? unique : several) += 1;
  }
  CAPTURE(none, unique, several);
  REQUIRE(none > 10);
  REQUIRE(unique > 5);
  REQUIRE(several > 10);
}
