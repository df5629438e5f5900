// The independent referee of the variant rules: the obvious implementation, slow and plain.
#include "referee.hpp"

#include <algorithm>
#include <cstdlib>
#include <numeric>
#include <set>
#include <tuple>

namespace referee {
namespace {

using sudoku::Conflict;
using sudoku::Rule;
using sudoku::Unit;

struct NamedUnit {
  Unit kind;
  int index;
  std::vector<int> cells;
};

std::vector<NamedUnit> units_of(sudoku::Shape shape, const sudoku::Rules& rules) {
  const int n = shape.box_rows * shape.box_cols;
  std::vector<NamedUnit> units;
  for (int r = 0; r < n; ++r) {
    NamedUnit row{Unit::row, r, {}};
    for (int c = 0; c < n; ++c) row.cells.push_back(r * n + c);
    units.push_back(row);
  }
  for (int c = 0; c < n; ++c) {
    NamedUnit column{Unit::column, c, {}};
    for (int r = 0; r < n; ++r) column.cells.push_back(r * n + c);
    units.push_back(column);
  }
  // A cell's box: which band of box_rows rows, which stack of box_cols columns.
  const int stacks = n / shape.box_cols;
  if (rules.regions.empty()) {
    for (int b = 0; b < n; ++b) {
      NamedUnit box{Unit::box, b, {}};
      for (int cell = 0; cell < n * n; ++cell) {
        const int band = (cell / n) / shape.box_rows, stack = (cell % n) / shape.box_cols;
        if (band * stacks + stack == b) box.cells.push_back(cell);
      }
      units.push_back(box);
    }
  } else {
    for (int g = 0; g < n; ++g) {
      NamedUnit region{Unit::region, g, {}};
      for (int cell = 0; cell < n * n; ++cell) {
        if (rules.regions[static_cast<std::size_t>(cell)] == g) region.cells.push_back(cell);
      }
      units.push_back(region);
    }
  }
  if (rules.main_diagonal) {
    NamedUnit main{Unit::diagonal, 0, {}};
    for (int cell = 0; cell < n * n; ++cell) {
      if (cell / n == cell % n) main.cells.push_back(cell);
    }
    units.push_back(main);
  }
  if (rules.anti_diagonal) {
    NamedUnit anti{Unit::diagonal, 1, {}};
    for (int cell = 0; cell < n * n; ++cell) {
      if (cell / n + cell % n == n - 1) anti.cells.push_back(cell);
    }
    units.push_back(anti);
  }
  for (std::size_t k = 0; k < rules.extra_regions.size(); ++k) {
    units.push_back({Unit::extra_region, static_cast<int>(k), rules.extra_regions[k]});
  }
  if (rules.disjoint_groups) {
    for (int place = 0; place < n; ++place) {
      NamedUnit group{Unit::disjoint_group, place, {}};
      for (int cell = 0; cell < n * n; ++cell) {
        const int r = cell / n, c = cell % n;
        if ((r % shape.box_rows) * shape.box_cols + c % shape.box_cols == place) {
          group.cells.push_back(cell);
        }
      }
      units.push_back(group);
    }
  }
  for (std::size_t k = 0; k < rules.cages.size(); ++k) {
    units.push_back({Unit::cage, static_cast<int>(k), rules.cages[k].cells});
  }
  for (auto& unit : units) std::sort(unit.cells.begin(), unit.cells.end());
  return units;
}

Conflict pair(Rule rule, int a, int b, int x, int y) {
  Conflict conflict;
  conflict.rule = rule;
  conflict.cells = {a, b};
  conflict.digit = x;
  conflict.other_digit = y;
  return conflict;
}

}  // namespace

sudoku::Report check(const std::vector<int>& cells, sudoku::Shape shape,
                     const sudoku::Rules& rules) {
  const int n = shape.box_rows * shape.box_cols;
  std::vector<Conflict> found;
  for (const NamedUnit& unit : units_of(shape, rules)) {
    for (int digit = 1; digit <= n; ++digit) {
      std::vector<int> holding;
      for (int cell : unit.cells) {
        if (cells[static_cast<std::size_t>(cell)] == digit) holding.push_back(cell);
      }
      if (holding.size() >= 2) found.push_back(Conflict(unit.kind, unit.index, digit, holding));
    }
  }
  for (std::size_t k = 0; k < rules.cages.size(); ++k) {
    const sudoku::Cage& cage = rules.cages[k];
    if (!cage.sum) continue;
    int sum = 0, open = 0;
    std::vector<bool> used(static_cast<std::size_t>(n) + 1, false);
    for (int cell : cage.cells) {
      const int digit = cells[static_cast<std::size_t>(cell)];
      sum += digit;
      open += digit == 0;
      used[static_cast<std::size_t>(digit)] = true;
    }
    // Can `left` more different digits from `from` up, unused in the cage, add up to `need`?
    const auto reach = [&](auto&& self, int from, int left, int need) -> bool {
      if (left == 0) return need == 0;
      for (int d = from; d <= n && d <= need; ++d) {
        if (!used[static_cast<std::size_t>(d)] && self(self, d + 1, left - 1, need - d))
          return true;
      }
      return false;
    };
    if (sum > *cage.sum || !reach(reach, 1, open, *cage.sum - sum)) {
      Conflict conflict;
      conflict.rule = Rule::cage_sum;
      conflict.unit = Unit::cage;
      conflict.index = static_cast<int>(k);
      conflict.cells = cage.cells;
      std::sort(conflict.cells.begin(), conflict.cells.end());
      conflict.sum = sum;
      conflict.target = *cage.sum;
      conflict.open = open;
      found.push_back(conflict);
    }
  }
  for (int a = 0; a < n * n; ++a) {
    for (int b = a + 1; b < n * n; ++b) {
      const int x = cells[static_cast<std::size_t>(a)], y = cells[static_cast<std::size_t>(b)];
      if (x == 0 || y == 0) continue;
      const int rows = std::abs(a / n - b / n), cols = std::abs(a % n - b % n);
      const bool knight = (rows == 1 && cols == 2) || (rows == 2 && cols == 1);
      const bool king_diagonal = rows == 1 && cols == 1;
      const bool orthogonal = rows + cols == 1;
      if (rules.anti_knight && knight && x == y)
        found.push_back(pair(Rule::anti_knight, a, b, x, y));
      if (rules.anti_king && king_diagonal && x == y)
        found.push_back(pair(Rule::anti_king, a, b, x, y));
      if (rules.non_consecutive && orthogonal && std::abs(x - y) == 1) {
        found.push_back(pair(Rule::non_consecutive, a, b, x, y));
      }
    }
  }
  // Report order: rule, then index (pairs: their cells), then digit.
  const auto key = [](const Conflict& c) {
    const bool is_pair = c.rule >= Rule::anti_knight;
    return std::make_tuple(c.rule, c.index, is_pair ? c.cells : std::vector<int>{}, c.digit);
  };
  std::sort(found.begin(), found.end(),
            [&](const Conflict& p, const Conflict& q) { return key(p) < key(q); });
  sudoku::Report report{shape, found, {}, {}};
  std::set<int> union_cells;
  for (const Conflict& conflict : found)
    union_cells.insert(conflict.cells.begin(), conflict.cells.end());
  report.conflict_cells.assign(union_cells.begin(), union_cells.end());
  return report;
}

sudoku::Rules random_rules(sudoku::Shape shape, std::mt19937& random) {
  const int n = shape.box_rows * shape.box_cols;
  const auto chance = [&](double p) { return std::bernoulli_distribution(p)(random); };
  const auto pick = [&](int low, int high) {
    return std::uniform_int_distribution<int>(low, high)(random);
  };
  const auto some_cells = [&]() {
    std::vector<int> all(static_cast<std::size_t>(n * n));
    std::iota(all.begin(), all.end(), 0);
    std::shuffle(all.begin(), all.end(), random);
    // Often a compact group (a real cage is connected), sometimes scattered cells.
    all.resize(static_cast<std::size_t>(pick(1, n)));
    if (chance(0.5)) {
      const int start = all[0];
      all.clear();
      for (int cell = start; cell < n * n && static_cast<int>(all.size()) < pick(1, n); ++cell) {
        all.push_back(cell);
      }
    }
    return all;
  };
  sudoku::Rules rules;
  if (chance(0.3)) {
    std::vector<int> order(static_cast<std::size_t>(n * n));
    std::iota(order.begin(), order.end(), 0);
    std::shuffle(order.begin(), order.end(), random);
    rules.regions.assign(static_cast<std::size_t>(n * n), 0);
    for (int k = 0; k < n * n; ++k) {
      rules.regions[static_cast<std::size_t>(order[static_cast<std::size_t>(k)])] =
          chance(0.1) ? -1 : k % n;
    }
  }
  rules.main_diagonal = chance(0.3);
  rules.anti_diagonal = chance(0.3);
  if (chance(0.3)) {
    for (int k = pick(1, 3); k > 0; --k) rules.extra_regions.push_back(some_cells());
  }
  rules.disjoint_groups = rules.regions.empty() && chance(0.3);
  if (chance(0.4)) {
    for (int k = pick(1, 2 * n); k > 0; --k) {
      sudoku::Cage cage{some_cells(), std::nullopt};
      if (chance(0.8)) {
        const int count = static_cast<int>(cage.cells.size());
        cage.sum = std::max(1, pick(count, count * n));
      }
      rules.cages.push_back(cage);
    }
  }
  rules.anti_knight = chance(0.3);
  rules.anti_king = chance(0.3);
  rules.non_consecutive = chance(0.3);
  return rules;
}

std::vector<int> random_cells(sudoku::Shape shape, double density, std::mt19937& random) {
  const int n = shape.box_rows * shape.box_cols;
  std::vector<int> cells(static_cast<std::size_t>(n * n), 0);
  for (int& cell : cells) {
    if (std::bernoulli_distribution(density)(random)) {
      cell = std::uniform_int_distribution<int>(1, n)(random);
    }
  }
  return cells;
}

}  // namespace referee
