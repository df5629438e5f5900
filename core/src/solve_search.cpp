// The general search: every shape up to 64×64 and every rule the referee checks. Candidates per
// cell as a 64-bit mask, naked and hidden singles, cage sums narrowed from what their cells can
// still take, the constraints' candidates narrowed from their rules (below), each cage and
// constraint run again only when a cell it reads changed (a queue), and a guess in the cell with
// the fewest candidates for the dead ends met there so far (dom/wdeg: a dead end counts against
// the cell that emptied, or the cells of the cage, constraint or unit that failed); changes are
// undone from a trail, so memory stays linear in the board however deep the search goes.
//
// The constraints' narrowing only removes a digit that no filling of the constraint's own cells
// within their candidates can use (each kind's rule alone, as the referee judges it, and looser):
// thermometers by bounds along each line, arrows and little killers by sum ranges (the cells that
// see one another, renban cells among them, taken as groups of distinct digits) and by the exact
// sums their cells can reach (a one-cell circle, a clue below 64), dots and XV by
// the digits each partner can pair with, odd and even, minimum and maximum against their
// neighbours, clones and palindromes by equal cells, between lines by their ends' pairs, renban by
// the runs of digits every cell can meet, whispers by the digits far enough from a neighbour's,
// sandwiches by the places of 1 and N whose cells between can reach the clue, a full quadruple by
// its digits, and once a node each quadruple digit leaves the cells that see all its places. The
// kinds without one (x-sums, skyscrapers, the indexers, zippers, region sums, entropic and modular
// lines) and the negative rules are left to the referee, which still judges every node.
#include <algorithm>
#include <bit>

#include "constraints/judge.hpp"
#include "solve_internal.hpp"
#include "solve_units.hpp"

namespace sudoku::detail {
namespace {

class GeneralSearch {
 public:
  GeneralSearch(const SolveUnits& units, int limit, std::uint64_t budget, const Rules* referee)
      : units_(units),
        all_(all_digits(units.size)),
        limit_(limit),
        budget_(budget),
        referee_(referee) {
    peers_.resize(static_cast<std::size_t>(units.cell_count));
    std::vector<int> last_seen(static_cast<std::size_t>(units.cell_count), -1);
    for (int cell = 0; cell < units.cell_count; ++cell) {
      auto& peers = peers_[static_cast<std::size_t>(cell)];
      const auto add = [&](int other) {
        if (other == cell || last_seen[static_cast<std::size_t>(other)] == cell) return;
        last_seen[static_cast<std::size_t>(other)] = cell;
        peers.push_back(other);
      };
      for (int unit : units.units_of_cell[static_cast<std::size_t>(cell)]) {
        for (int other : units.units[static_cast<std::size_t>(unit)].cells) add(other);
      }
      if (!units.knight.empty()) {
        for (int other : units.knight[static_cast<std::size_t>(cell)]) add(other);
      }
      if (!units.king.empty()) {
        for (int other : units.king[static_cast<std::size_t>(cell)]) add(other);
      }
    }
    // A renban line's cells hold distinct digits: they see one another.
    if (referee_ != nullptr) {
      for (const Constraint& c : referee_->constraints) {
        if (c.kind != ConstraintKind::renban) continue;
        for (const int cell : c.lines[0]) {
          auto& peers = peers_[static_cast<std::size_t>(cell)];
          for (const int other : c.lines[0]) {
            if (other != cell && std::find(peers.begin(), peers.end(), other) == peers.end())
              peers.push_back(other);
          }
        }
      }
    }
    plan_narrowing();
    plan_watchers();
    has_quadruples_ = std::any_of(narrowing_.begin(), narrowing_.end(), [](const Narrowing& n) {
      return n.c->kind == ConstraintKind::quadruple;
    });
    judge_every_node_ =
        referee_ != nullptr &&
        (has_quadruples_ || narrowing_.size() != referee_->constraints.size() ||
         referee_->negative_ratio || referee_->negative_xv || referee_->non_consecutive);
    if (units.cell_count <= 256) {
      peer_words_ = (static_cast<std::size_t>(units.cell_count) + 63) / 64;
      peer_bits_.assign(peer_words_ * static_cast<std::size_t>(units.cell_count), 0);
      for (int cell = 0; cell < units.cell_count; ++cell) {
        for (const int other : peers_[static_cast<std::size_t>(cell)]) {
          const auto at = static_cast<std::size_t>(other);
          peer_bits_[static_cast<std::size_t>(cell) * peer_words_ + at / 64] |= std::uint64_t{1}
                                                                                << (at % 64);
        }
      }
    }
  }

  SearchOutcome run(std::span<const std::uint8_t> digits);

 private:
  // A constraint the search narrows candidates by, laid out once.
  struct Narrowing {
    const Constraint* c = nullptr;
    DigitMask mask = 0;              // odd, even: the digits the cell may hold
    std::vector<int> neighbours;     // minimum, maximum: the neighbours it is compared with
    std::vector<DigitMask> partner;  // dots, XV: [d - 1] the digits that pair with d
  };
  struct Change {
    int cell;
    DigitMask candidates;
    std::uint8_t digit;
  };
  struct Guess {
    int cell;
    DigitMask left;  // digits still to try
    std::size_t trail_size;
    int open;
  };

  void set(int cell, DigitMask candidates) {
    const auto at = static_cast<std::size_t>(cell);
    trail_.push_back({cell, candidates_[at], digits_[at]});
    candidates_[at] = candidates;
    wake(cell);
  }
  // Queues the cages and constraints that read a cell whose digits changed.
  void wake(int cell) {
    for (const int unit : complete_units_of_cell_[static_cast<std::size_t>(cell)]) {
      if (unit_queued_[static_cast<std::size_t>(unit)]) continue;
      unit_queued_[static_cast<std::size_t>(unit)] = 1;
      unit_queue_.push_back(unit);
    }
    for (const int item : watchers_[static_cast<std::size_t>(cell)]) {
      if (queued_[static_cast<std::size_t>(item)]) continue;
      queued_[static_cast<std::size_t>(item)] = 1;
      queue_.push_back(item);
    }
  }
  void clear_queue() {
    for (const int item : queue_) queued_[static_cast<std::size_t>(item)] = 0;
    queue_.clear();
    for (const int unit : unit_queue_) unit_queued_[static_cast<std::size_t>(unit)] = 0;
    unit_queue_.clear();
  }
  bool run_queue();
  void undo(std::size_t trail_size) {
    while (trail_.size() > trail_size) {
      const Change& change = trail_.back();
      candidates_[static_cast<std::size_t>(change.cell)] = change.candidates;
      digits_[static_cast<std::size_t>(change.cell)] = change.digit;
      trail_.pop_back();
    }
  }
  // Removes `digits` from an open cell's candidates; false when none is left.
  bool remove(int cell, DigitMask digits) {
    const DigitMask left = candidates_[static_cast<std::size_t>(cell)];
    if ((left & digits) == 0) return true;
    const DigitMask now = left & ~digits;
    set(cell, now);
    if (now == 0) return blame(cell);
    if ((now & (now - 1)) == 0) singles_.push_back(cell);
    return true;
  }
  bool place(int cell);
  // Counts a dead end against a cell: the guesses go first where the search failed most.
  bool blame(int cell) {
    ++failures_[static_cast<std::size_t>(cell)];
    return false;
  }
  bool blame(std::span<const int> cells) {
    for (const int cell : cells) ++failures_[static_cast<std::size_t>(cell)];
    return false;
  }
  int pick_cell() const;
  // What the referee says of the digits placed so far (true without a referee).
  bool referee_holds() const {
    return referee_ == nullptr || rules_hold(digits_, units_.shape, *referee_);
  }
  // The referee at a node: at every node while some rule is not narrowed here (a kind left to
  // it, a quadruple, the negative rules, non-consecutive beside dots), else once the board is
  // full (the narrowing already cut what it would).
  bool node_holds() const { return (open_ != 0 && !judge_every_node_) || referee_holds(); }
  bool narrow_cage(const SumCage& cage);
  // A cell's digit set: its digit once placed, else its candidates.
  DigitMask domain(int cell) const {
    const int digit = digits_[static_cast<std::size_t>(cell)];
    return digit != 0 ? digit_bit(digit) : candidates_[static_cast<std::size_t>(cell)];
  }
  // Keeps only `allowed` of a cell's digits; false when none is left (or its digit is not).
  bool keep(int cell, DigitMask allowed) {
    const int digit = digits_[static_cast<std::size_t>(cell)];
    if (digit != 0) return (allowed & digit_bit(digit)) != 0 || blame(cell);
    return remove(cell, ~allowed);
  }
  void plan_narrowing();
  void plan_watchers();
  bool narrow(const Narrowing& n);
  bool narrow_thermometer(const std::vector<int>& line, bool slow);
  bool narrow_sum(std::span<const int> cells, long long low, long long high);
  bool group_sum(std::span<const int> cells);
  std::uint64_t reachable(std::span<const int> cells, std::size_t skip) const;
  std::uint64_t narrow_reach(std::span<const int> cells, std::uint64_t sums);
  // Whether two cells may not hold the same digit (always false beyond 16×16).
  bool sees(int a, int b) const {
    if (peer_words_ == 0) return false;
    const auto at = static_cast<std::size_t>(b);
    return (peer_bits_[static_cast<std::size_t>(a) * peer_words_ + at / 64] >> (at % 64) & 1) != 0;
  }
  bool narrow_arrow(const Constraint& c);
  bool narrow_between(const std::vector<int>& line);
  bool narrow_renban(const std::vector<int>& line);
  bool narrow_whispers(const std::vector<int>& line, int apart);
  bool narrow_equal(int a, int b);
  bool narrow_sandwich(const Constraint& c);
  bool eliminate_seen(std::span<const int> holders, DigitMask bit);
  bool quadruple_places();
  bool find_hidden_singles();
  bool propagate();
  void found();

  const SolveUnits& units_;
  DigitMask all_;
  int limit_;
  std::uint64_t budget_;
  const Rules* referee_;                 // the rules to judge each node by, or null
  std::vector<std::vector<int>> peers_;  // cells that may not hold the same digit
  std::vector<DigitMask> candidates_;    // an open cell's; 0 once it holds its digit
  std::vector<std::uint8_t> digits_;
  std::vector<std::uint32_t> failures_;  // dead ends met at each cell (blame)
  int open_ = 0;
  std::vector<Change> trail_;
  std::vector<int> singles_;
  std::vector<int> empty_;  // scratch for narrow_cage
  std::vector<Narrowing> narrowing_;
  // The work items (the sum cages, then the narrowing constraints) that read each cell, and the
  // items queued to run again because a cell they read changed.
  std::vector<std::vector<int>> watchers_;
  std::vector<std::uint8_t> queued_;
  std::vector<int> queue_;
  // Likewise the complete units whose cells changed since their hidden singles were sought.
  std::vector<std::vector<int>> complete_units_of_cell_;
  std::vector<std::uint8_t> unit_queued_;
  std::vector<int> unit_queue_, unit_scratch_;
  std::vector<long long> sandwich_least_, sandwich_most_;  // scratch for narrow_sandwich
  // Scratch for group_sum: the groups' cells, where each starts, their least and most sums.
  std::vector<int> group_cells_;
  std::vector<std::size_t> group_start_, group_of_;
  std::vector<long long> group_least_, group_most_;
  long long sum_least_ = 0, sum_most_ = 0;
  bool has_quadruples_ = false;
  bool judge_every_node_ = true;
  // Each cell's peers as a bitset of peer_words_ words (boards up to 16×16; 0 words beyond).
  std::size_t peer_words_ = 0;
  std::vector<std::uint64_t> peer_bits_;
  SearchOutcome outcome_;
};

void GeneralSearch::plan_narrowing() {
  if (referee_ == nullptr) return;
  const int n = units_.size;
  const auto marked = [&](ConstraintKind kind, int cell) {
    return std::any_of(
        referee_->constraints.begin(), referee_->constraints.end(),
        [&](const Constraint& c) { return c.kind == kind && c.lines[0][0] == cell; });
  };
  for (const Constraint& c : referee_->constraints) {
    Narrowing plan;
    plan.c = &c;
    switch (c.kind) {
      case ConstraintKind::odd:
      case ConstraintKind::even:
        for (int d = c.kind == ConstraintKind::odd ? 1 : 2; d <= n; d += 2)
          plan.mask |= digit_bit(d);
        break;
      case ConstraintKind::minimum:
      case ConstraintKind::maximum: {
        const int cell = c.lines[0][0], row = cell / n, col = cell % n;
        for (const int other : {row > 0 ? cell - n : -1, row + 1 < n ? cell + n : -1,
                                col > 0 ? cell - 1 : -1, col + 1 < n ? cell + 1 : -1}) {
          if (other >= 0 && !marked(c.kind, other)) plan.neighbours.push_back(other);
        }
        break;
      }
      case ConstraintKind::kropki_white:
      case ConstraintKind::kropki_black:
      case ConstraintKind::xv:
        plan.partner.assign(static_cast<std::size_t>(n), 0);
        for (int a = 1; a <= n; ++a) {
          for (int b = 1; b <= n; ++b) {
            if (pair_fits(c.kind, pair_value(c), a, b))
              plan.partner[static_cast<std::size_t>(a - 1)] |= digit_bit(b);
          }
        }
        break;
      case ConstraintKind::thermometer:
      case ConstraintKind::slow_thermometer:
      case ConstraintKind::arrow:
      case ConstraintKind::little_killer:
      case ConstraintKind::renban:
      case ConstraintKind::whispers:
      case ConstraintKind::palindrome:
      case ConstraintKind::clone:
      case ConstraintKind::quadruple:
      case ConstraintKind::sandwich:
        break;
      case ConstraintKind::between:
        if (n > 16) continue;  // (its ends' pairs grow as N²)
        break;
      default:
        continue;  // left to the referee
    }
    narrowing_.push_back(std::move(plan));
  }
}

void GeneralSearch::plan_watchers() {
  watchers_.assign(static_cast<std::size_t>(units_.cell_count), {});
  const auto watch = [&](int item, int cell) {
    auto& list = watchers_[static_cast<std::size_t>(cell)];
    if (list.empty() || list.back() != item) list.push_back(item);
  };
  int item = 0;
  for (const SumCage& cage : units_.sum_cages) {
    for (const int cell : cage.cells) watch(item, cell);
    ++item;
  }
  for (const Narrowing& plan : narrowing_) {
    std::vector<int> cells = plan.neighbours;
    for (const auto& line : plan.c->lines) cells.insert(cells.end(), line.begin(), line.end());
    std::sort(cells.begin(), cells.end());
    for (const int cell : cells) watch(item, cell);
    ++item;
  }
  queued_.assign(static_cast<std::size_t>(item), 0);
  complete_units_of_cell_.assign(static_cast<std::size_t>(units_.cell_count), {});
  for (int unit = 0; unit < static_cast<int>(units_.units.size()); ++unit) {
    if (!units_.units[static_cast<std::size_t>(unit)].complete) continue;
    for (const int cell : units_.units[static_cast<std::size_t>(unit)].cells)
      complete_units_of_cell_[static_cast<std::size_t>(cell)].push_back(unit);
  }
  unit_queued_.assign(units_.units.size(), 0);
}

// Runs the queued cages and constraints until none is left; false at a dead end.
bool GeneralSearch::run_queue() {
  const auto cages = static_cast<int>(units_.sum_cages.size());
  while (!queue_.empty()) {
    const int item = queue_.back();
    queue_.pop_back();
    queued_[static_cast<std::size_t>(item)] = 0;
    if (item < cages) {
      const SumCage& cage = units_.sum_cages[static_cast<std::size_t>(item)];
      if (!narrow_cage(cage)) return blame(cage.cells);
      continue;
    }
    const Narrowing& plan = narrowing_[static_cast<std::size_t>(item - cages)];
    if (!narrow(plan)) {
      for (const auto& line : plan.c->lines) blame(line);
      return false;
    }
  }
  return true;
}

// Along a thermometer's line from the bulb: each cell above the least its predecessor can hold
// (at least it, when slow), and below the most its successor can.
bool GeneralSearch::narrow_thermometer(const std::vector<int>& line, bool slow) {
  const int step = slow ? 0 : 1;
  int least = 1 - step;
  for (const int cell : line) {
    if (!keep(cell, ~all_digits(least + step - 1))) return false;
    least = std::countr_zero(domain(cell)) + 1;
  }
  int most = units_.size + step;
  for (auto at = line.rbegin(); at != line.rend(); ++at) {
    if (!keep(*at, all_digits(most - step))) return false;
    most = 64 - std::countl_zero(domain(*at));
  }
  return true;
}

// Cells that add up to between `low` and `high`, taken in groups of cells that all see one
// another (so hold distinct digits; each cell its own group on boards beyond 16×16): each cell
// keeps the digits that leave its group's other cells distinct digits and, with the other groups'
// least and most sums, room for the total.
bool GeneralSearch::narrow_sum(std::span<const int> cells, long long low, long long high) {
  if (!group_sum(cells)) return false;
  if (sum_least_ > high || sum_most_ < low) return false;
  const std::size_t groups = group_least_.size();
  for (std::size_t g = 0; g < groups; ++g) {
    const auto members = std::span<const int>(group_cells_)
                             .subspan(group_start_[g], group_start_[g + 1] - group_start_[g]);
    const long long rest_least = sum_least_ - group_least_[g],
                    rest_most = sum_most_ - group_most_[g];
    const int others = static_cast<int>(members.size()) - 1;
    for (const int cell : members) {
      DigitMask free = 0;
      for (const int other : members) {
        if (other != cell) free |= domain(other);
      }
      DigitMask allowed = 0;
      for (DigitMask d = domain(cell); d != 0; d &= d - 1) {
        const int digit = std::countr_zero(d) + 1;
        const SumRange range = sum_range(free & ~digit_bit(digit), others);
        if (range.possible && digit + range.least + rest_least <= high &&
            digit + range.most + rest_most >= low)
          allowed |= digit_bit(digit);
      }
      if (!keep(cell, allowed)) return false;
    }
  }
  return true;
}

// The sums `cells` can reach, repeats allowed, as a set (bit s: the sum s), sums above 63 left out
// (none comes back below). `skip`: a place in `cells` to leave out, or cells.size().
std::uint64_t GeneralSearch::reachable(std::span<const int> cells, std::size_t skip) const {
  std::uint64_t reach = 1;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (i == skip) continue;
    std::uint64_t next = 0;
    for (DigitMask d = domain(cells[i]); d != 0; d &= d - 1) {
      const int digit = std::countr_zero(d) + 1;
      if (digit < 64) next |= reach << digit;
    }
    reach = next;
  }
  return reach;
}

// Cells whose sum is one of `sums` (bit s: the sum s, s < 64): each keeps the digits that, with
// a sum the others can reach, make one of them. Returns the sums the cells can still reach among
// `sums`, 0 at a dead end.
std::uint64_t GeneralSearch::narrow_reach(std::span<const int> cells, std::uint64_t sums) {
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const std::uint64_t others = reachable(cells, i);
    DigitMask allowed = 0;
    for (DigitMask d = domain(cells[i]); d != 0; d &= d - 1) {
      const int digit = std::countr_zero(d) + 1;
      if (digit < 64 && ((others << digit) & sums) != 0) allowed |= digit_bit(digit);
    }
    if (!keep(cells[i], allowed)) return 0;
  }
  return reachable(cells, cells.size()) & sums;
}

// The groups of `cells` (each cell joins the first group whose cells it all sees) and the least
// and most each group's distinct digits add up to, in group_*_ and sum_least_, sum_most_; false
// when a group cannot hold distinct digits.
bool GeneralSearch::group_sum(std::span<const int> cells) {
  group_cells_.clear();
  group_start_.clear();
  group_least_.clear();
  group_most_.clear();
  group_of_.assign(cells.size(), 0);
  std::size_t groups = 0;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    std::size_t g = 0;
    for (; g < groups; ++g) {
      bool sees_all = true;
      for (std::size_t j = 0; j < i && sees_all; ++j)
        sees_all = group_of_[j] != g || sees(cells[i], cells[j]);
      if (sees_all) break;
    }
    if (g == groups) ++groups;
    group_of_[i] = g;
  }
  sum_least_ = 0;
  sum_most_ = 0;
  for (std::size_t g = 0; g < groups; ++g) {
    group_start_.push_back(group_cells_.size());
    DigitMask digits = 0;
    int count = 0;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      if (group_of_[i] != g) continue;
      group_cells_.push_back(cells[i]);
      digits |= domain(cells[i]);
      ++count;
    }
    const SumRange range = sum_range(digits, count);
    if (!range.possible) return false;
    group_least_.push_back(range.least);
    group_most_.push_back(range.most);
    sum_least_ += range.least;
    sum_most_ += range.most;
  }
  group_start_.push_back(group_cells_.size());
  return true;
}

// An arrow: the circle's number within every shaft's range of sums, and each shaft within the
// circle's. A pill's digits are narrowed on boards up to 9×9 (each digit one decimal place).
bool GeneralSearch::narrow_arrow(const Constraint& c) {
  const std::vector<int>& circle = c.lines[0];
  if (circle.size() > 1 && units_.size > 9) return true;
  long long low = 0, high = 0;
  for (const int cell : circle) {
    const DigitMask d = domain(cell);
    low = low * 10 + std::countr_zero(d) + 1;
    high = high * 10 + 64 - std::countl_zero(d);
  }
  if (circle.size() == 1) low = std::countr_zero(domain(circle[0])) + 1;
  if (circle.size() == 1) high = 64 - std::countl_zero(domain(circle[0]));
  for (std::size_t k = 1; k < c.lines.size(); ++k) {
    if (!group_sum(c.lines[k])) return false;
    low = std::max(low, sum_least_);
    high = std::min(high, sum_most_);
  }
  if (low > high) return false;
  if (circle.size() == 1) {
    if (!keep(circle[0], all_digits(static_cast<int>(std::min<long long>(high, 64))) &
                             ~all_digits(static_cast<int>(std::min<long long>(low, 64)) - 1)))
      return false;
  } else {
    // Each pill digit d at place value w: d * w plus the others' least at most `high`, plus
    // their most at least `low`.
    long long least = 0, most = 0, w = 1;
    std::vector<long long> weight(circle.size());
    for (std::size_t j = circle.size(); j-- > 0; w *= 10) {
      weight[j] = w;
      const DigitMask d = domain(circle[j]);
      least += (std::countr_zero(d) + 1) * w;
      most += (64 - std::countl_zero(d)) * w;
    }
    for (std::size_t j = 0; j < circle.size(); ++j) {
      const DigitMask d = domain(circle[j]);
      const long long others_least = least - (std::countr_zero(d) + 1) * weight[j],
                      others_most = most - (64 - std::countl_zero(d)) * weight[j];
      DigitMask allowed = 0;
      for (int digit = 1; digit <= units_.size; ++digit) {
        if (digit * weight[j] + others_least <= high && digit * weight[j] + others_most >= low)
          allowed |= digit_bit(digit);
      }
      if (!keep(circle[j], allowed)) return false;
    }
  }
  for (std::size_t k = 1; k < c.lines.size(); ++k) {
    if (!narrow_sum(c.lines[k], low, high)) return false;
  }
  // A circle of one cell, on boards up to 62×62: the circle's digit is a sum every shaft can
  // reach exactly, and each shaft's digits make one of the circle's.
  if (circle.size() == 1 && units_.size <= 62) {
    std::uint64_t sums = std::uint64_t{domain(circle[0])} << 1;
    for (std::size_t k = 1; k < c.lines.size() && sums != 0; ++k)
      sums &= narrow_reach(c.lines[k], sums);
    if (!keep(circle[0], static_cast<DigitMask>(sums >> 1))) return false;
  }
  return true;
}

// A between line: the pairs of end digits that leave every inner cell a digit strictly between
// them; the ends keep the digits of such pairs, the inner cells what lies between some pair.
bool GeneralSearch::narrow_between(const std::vector<int>& line) {
  if (line.size() < 3) return true;
  const int a = line.front(), b = line.back();
  DigitMask ends_a = 0, ends_b = 0, inner = 0;
  for (DigitMask x = domain(a); x != 0; x &= x - 1) {
    for (DigitMask y = domain(b); y != 0; y &= y - 1) {
      const int dx = std::countr_zero(x) + 1, dy = std::countr_zero(y) + 1;
      const int lo = std::min(dx, dy), hi = std::max(dx, dy);
      if (hi - lo < 2) continue;
      const DigitMask inside = all_digits(hi - 1) & ~all_digits(lo);
      bool fits = true;
      for (std::size_t k = 1; k + 1 < line.size() && fits; ++k)
        fits = (domain(line[k]) & inside) != 0;
      if (!fits) continue;
      ends_a |= digit_bit(dx);
      ends_b |= digit_bit(dy);
      inner |= inside;
    }
  }
  if (!keep(a, ends_a) || !keep(b, ends_b)) return false;
  for (std::size_t k = 1; k + 1 < line.size(); ++k) {
    if (!keep(line[k], inner)) return false;
  }
  return true;
}

// A renban line of m cells holds a run of m consecutive digits: only the runs every cell can
// meet are left.
bool GeneralSearch::narrow_renban(const std::vector<int>& line) {
  const int m = static_cast<int>(line.size());
  DigitMask allowed = 0, required = all_;
  for (int start = 1; start + m - 1 <= units_.size; ++start) {
    const DigitMask run = all_digits(start + m - 1) & ~all_digits(start - 1);
    if (std::all_of(line.begin(), line.end(), [&](int cell) { return (domain(cell) & run) != 0; }))
      allowed |= run, required &= run;
  }
  for (const int cell : line) {
    if (!keep(cell, allowed)) return false;
  }
  // A digit every run left holds is on the line: a cell that sees all its places there loses it.
  if (peer_words_ == 0 || m > 64 || allowed == 0) return true;
  for (DigitMask left = required; left != 0; left &= left - 1) {
    const DigitMask bit = left & (0 - left);
    std::array<int, 64> places{};
    std::size_t k = 0;
    bool placed = false;
    for (const int cell : line) {
      const int digit = digits_[static_cast<std::size_t>(cell)];
      placed = placed || (digit != 0 && digit_bit(digit) == bit);
      if ((candidates_[static_cast<std::size_t>(cell)] & bit) != 0) places[k++] = cell;
    }
    if (placed) continue;
    if (k == 0) return false;
    if (!eliminate_seen(std::span<const int>(places.data(), k), bit)) return false;
  }
  return true;
}

// Whispers: each cell keeps the digits at least `apart` from some digit of each neighbour's.
bool GeneralSearch::narrow_whispers(const std::vector<int>& line, int apart) {
  const auto far_from = [&](DigitMask d) {
    DigitMask far = 0;
    for (int digit = 1; digit <= units_.size; ++digit) {
      // Some neighbour digit at most digit - apart, or at least digit + apart.
      const DigitMask below = digit - apart >= 1 ? all_digits(digit - apart) : 0;
      const DigitMask above = digit + apart <= units_.size ? ~all_digits(digit + apart - 1) : 0;
      if ((d & (below | above)) != 0) far |= digit_bit(digit);
    }
    return far;
  };
  for (std::size_t k = 0; k < line.size(); ++k) {
    DigitMask allowed = all_;
    if (k > 0) allowed &= far_from(domain(line[k - 1]));
    if (k + 1 < line.size()) allowed &= far_from(domain(line[k + 1]));
    if (!keep(line[k], allowed)) return false;
  }
  return true;
}

// A sandwich clue's row or column holds each digit once: the places of 1 and N whose cells
// between can still add up to the clue (distinct digits of 2..N-1, within each cell's range)
// are the only places left for them; with one such pair, the cells between add up to it.
bool GeneralSearch::narrow_sandwich(const Constraint& c) {
  const std::vector<int>& line = c.lines[0];
  const int n = units_.size;
  const DigitMask ends = digit_bit(1) | digit_bit(n);
  const auto length = static_cast<int>(line.size());
  // Prefix sums of each cell's least and most digit other than 1 and N.
  sandwich_least_.assign(line.size() + 1, 0);
  sandwich_most_.assign(line.size() + 1, 0);
  for (int i = 0; i < length; ++i) {
    const DigitMask inner = domain(line[static_cast<std::size_t>(i)]) & ~ends;
    const auto at = static_cast<std::size_t>(i);
    sandwich_least_[at + 1] = sandwich_least_[at] + (inner ? std::countr_zero(inner) + 1 : n);
    sandwich_most_[at + 1] = sandwich_most_[at] + (inner ? 64 - std::countl_zero(inner) : 0);
  }
  DigitMask ones = 0, tops = 0;  // (bit i: place i of the line)
  int pairs = 0, only_low = 0, only_high = 0;
  for (int one = 0; one < length; ++one) {
    if ((domain(line[static_cast<std::size_t>(one)]) & digit_bit(1)) == 0) continue;
    for (int top = 0; top < length; ++top) {
      if (top == one || (domain(line[static_cast<std::size_t>(top)]) & digit_bit(n)) == 0) continue;
      const int low = std::min(one, top) + 1, high = std::max(one, top), k = high - low;
      // k distinct digits of 2..N-1 add up to between 2+..+(k+1) and (N-k)+..+(N-1).
      const long long least =
          std::max<long long>(static_cast<long long>(k) * (k + 3) / 2,
                              sandwich_least_[static_cast<std::size_t>(high)] -
                                  sandwich_least_[static_cast<std::size_t>(low)]);
      const long long most = std::min<long long>(static_cast<long long>(k) * (2 * n - k - 1) / 2,
                                                 sandwich_most_[static_cast<std::size_t>(high)] -
                                                     sandwich_most_[static_cast<std::size_t>(low)]);
      if (k > n - 2 || c.value < least || c.value > most) continue;
      ones |= DigitMask{1} << one;
      tops |= DigitMask{1} << top;
      ++pairs;
      only_low = low, only_high = high;
    }
  }
  if (pairs == 0) return false;
  for (int i = 0; i < length; ++i) {
    DigitMask banned = 0;
    if ((ones >> i & 1) == 0) banned |= digit_bit(1);
    if ((tops >> i & 1) == 0) banned |= digit_bit(n);
    if (banned != 0 && !keep(line[static_cast<std::size_t>(i)], ~banned)) return false;
  }
  if (pairs == 1 && only_high > only_low) {
    const std::span<const int> inner(line.data() + only_low, line.data() + only_high);
    for (const int cell : inner) {
      if (!keep(cell, ~ends)) return false;
    }
    if (!narrow_sum(inner, c.value, c.value)) return false;
  }
  return true;
}

// A digit that must go in one of `holders` (open cells that can take it) leaves every cell that
// sees all of them.
bool GeneralSearch::eliminate_seen(std::span<const int> holders, DigitMask bit) {
  std::array<std::uint64_t, 4> common{};
  common.fill(~std::uint64_t{0});
  for (const int cell : holders) {
    for (std::size_t w = 0; w < peer_words_; ++w)
      common[w] &= peer_bits_[static_cast<std::size_t>(cell) * peer_words_ + w];
  }
  for (std::size_t w = 0; w < peer_words_; ++w) {
    for (std::uint64_t m = common[w]; m != 0; m &= m - 1) {
      const int cell = static_cast<int>(w * 64) + std::countr_zero(m);
      if (!remove(cell, bit)) return false;
    }
  }
  return true;
}

// A quadruple's digit (named once, not yet placed in it) goes in one of its cells that can take
// it: every cell that sees all of those loses it.
bool GeneralSearch::quadruple_places() {
  if (peer_words_ == 0) return true;
  for (const Narrowing& plan : narrowing_) {
    const Constraint& c = *plan.c;
    if (c.kind != ConstraintKind::quadruple) continue;
    for (const int digit : c.digits) {
      if (digit < 1 || digit > units_.size ||
          std::count(c.digits.begin(), c.digits.end(), digit) != 1)
        continue;
      const DigitMask bit = digit_bit(digit);
      std::array<int, 4> open{};
      std::size_t k = 0;
      bool placed = false;
      for (const int cell : c.lines[0]) {
        placed = placed || digits_[static_cast<std::size_t>(cell)] == digit;
        if (k < 4 && (candidates_[static_cast<std::size_t>(cell)] & bit) != 0) open[k++] = cell;
      }
      if (placed || k == 0) continue;
      if (!eliminate_seen(std::span<const int>(open.data(), k), bit)) return false;
    }
  }
  return true;
}

bool GeneralSearch::narrow_equal(int a, int b) {
  const DigitMask both = domain(a) & domain(b);
  return keep(a, both) && keep(b, both);
}

bool GeneralSearch::narrow(const Narrowing& plan) {
  const Constraint& c = *plan.c;
  switch (c.kind) {
    case ConstraintKind::odd:
    case ConstraintKind::even:
      return keep(c.lines[0][0], plan.mask);
    case ConstraintKind::minimum:
    case ConstraintKind::maximum: {
      const int cell = c.lines[0][0];
      const bool minimum = c.kind == ConstraintKind::minimum;
      for (const int other : plan.neighbours) {
        // minimum: cell < other; maximum: cell > other.
        const DigitMask mine = domain(cell), theirs = domain(other);
        const int their_most = 64 - std::countl_zero(theirs),
                  their_least = std::countr_zero(theirs) + 1;
        if (!keep(cell, minimum ? all_digits(their_most - 1) : ~all_digits(their_least)))
          return false;
        const int my_least = std::countr_zero(mine) + 1, my_most = 64 - std::countl_zero(mine);
        if (!keep(other, minimum ? ~all_digits(my_least) : all_digits(my_most - 1))) return false;
      }
      return true;
    }
    case ConstraintKind::kropki_white:
    case ConstraintKind::kropki_black:
    case ConstraintKind::xv: {
      const int a = c.lines[0][0], b = c.lines[0][1];
      const auto partners = [&](DigitMask d) {
        DigitMask out = 0;
        for (; d != 0; d &= d - 1)
          out |= plan.partner[static_cast<std::size_t>(std::countr_zero(d))];
        return out;
      };
      return keep(a, partners(domain(b))) && keep(b, partners(domain(a)));
    }
    case ConstraintKind::thermometer:
    case ConstraintKind::slow_thermometer:
      for (const auto& line : c.lines) {
        if (!narrow_thermometer(line, c.kind == ConstraintKind::slow_thermometer)) return false;
      }
      return true;
    case ConstraintKind::arrow:
      return narrow_arrow(c);
    case ConstraintKind::little_killer:
      if (!narrow_sum(c.lines[0], c.value, c.value)) return false;
      return c.value >= 64 || narrow_reach(c.lines[0], std::uint64_t{1} << c.value) != 0;
    case ConstraintKind::sandwich:
      return narrow_sandwich(c);
    case ConstraintKind::renban:
      return narrow_renban(c.lines[0]);
    case ConstraintKind::whispers:
      return narrow_whispers(c.lines[0], c.value != 0 ? c.value : (units_.size + 1) / 2);
    case ConstraintKind::between:
      return narrow_between(c.lines[0]);
    case ConstraintKind::palindrome: {
      const auto& line = c.lines[0];
      for (std::size_t k = 0, j = line.size() - 1; k < j; ++k, --j) {
        if (!narrow_equal(line[k], line[j])) return false;
      }
      return true;
    }
    case ConstraintKind::clone:
      for (std::size_t k = 0; k < c.lines[0].size() && k < c.lines[1].size(); ++k) {
        if (!narrow_equal(c.lines[0][k], c.lines[1][k])) return false;
      }
      return true;
    case ConstraintKind::quadruple: {
      // As many digits as cells: every cell holds one of them.
      if (c.digits.size() != c.lines[0].size()) return true;
      DigitMask digits = 0;
      for (const int digit : c.digits) {
        if (digit >= 1 && digit <= units_.size) digits |= digit_bit(digit);
      }
      for (const int cell : c.lines[0]) {
        if (!keep(cell, digits)) return false;
      }
      return true;
    }
    default:
      return true;
  }
}

bool GeneralSearch::place(int cell) {
  const auto at = static_cast<std::size_t>(cell);
  const DigitMask bit = candidates_[at];
  trail_.push_back({cell, bit, 0});
  candidates_[at] = 0;
  digits_[at] = static_cast<std::uint8_t>(std::countr_zero(bit) + 1);
  --open_;
  wake(cell);
  for (int peer : peers_[at]) {
    if (!remove(peer, bit)) return false;
  }
  if (!units_.orthogonal.empty()) {
    const DigitMask next_to = ((bit << 1) | (bit >> 1)) & all_;
    for (int peer : units_.orthogonal[at]) {
      if (!remove(peer, next_to)) return false;
    }
  }
  return true;
}

// What the cage's sum leaves each of its open cells, from what the others can still take.
bool GeneralSearch::narrow_cage(const SumCage& cage) {
  long long sum = 0;
  DigitMask placed = 0;
  empty_.clear();
  for (int cell : cage.cells) {
    if (const int digit = digits_[static_cast<std::size_t>(cell)]) {
      sum += digit;
      placed |= digit_bit(digit);
    } else {
      empty_.push_back(cell);
    }
  }
  if (empty_.empty()) return sum == cage.target;
  const int empty = static_cast<int>(empty_.size());
  for (std::size_t k = 0; k < empty_.size(); ++k) {
    DigitMask others = 0;
    for (std::size_t j = 0; j < empty_.size(); ++j) {
      if (j != k) others |= candidates_[static_cast<std::size_t>(empty_[j])];
    }
    const DigitMask allowed = empty == 1
                                  ? (sum < cage.target && cage.target - sum <= units_.size
                                         ? digit_bit(static_cast<int>(cage.target - sum))
                                         : 0)
                                  : cage_sum_allows(cage, sum, placed, empty, others, units_.size);
    if (!remove(empty_[k], ~allowed)) return false;
  }
  // The digits in every set of distinct digits the empty cells can take that makes the sum (up to
  // 12 digits to choose from) are in the cage: a cell that sees all their places there loses them.
  DigitMask free = 0;
  for (const int cell : empty_) free |= candidates_[static_cast<std::size_t>(cell)];
  free &= ~placed;
  if (peer_words_ == 0 || empty < 2 || std::popcount(free) > 12) return true;
  DigitMask required = all_;
  bool any = false;
  const auto choose = [&](auto& self, DigitMask from, int count, long long left,
                          DigitMask chosen) -> void {
    if (count == 0) {
      if (left == 0) required &= chosen, any = true;
      return;
    }
    for (DigitMask rest = from; rest != 0; rest &= rest - 1) {
      const int digit = std::countr_zero(rest) + 1;
      if (digit > left) return;
      self(self, rest & (rest - 1), count - 1, left - digit, chosen | digit_bit(digit));
    }
  };
  choose(choose, free, empty, cage.target - sum, 0);
  if (!any) return blame(cage.cells);
  for (DigitMask left = required; left != 0; left &= left - 1) {
    const DigitMask bit = left & (0 - left);
    std::array<int, 64> places{};
    std::size_t k = 0;
    for (const int cell : empty_) {
      if ((candidates_[static_cast<std::size_t>(cell)] & bit) != 0) places[k++] = cell;
    }
    if (k == 0) return false;
    if (!eliminate_seen(std::span<const int>(places.data(), k), bit)) return false;
  }
  return true;
}

bool GeneralSearch::find_hidden_singles() {
  unit_scratch_.swap(unit_queue_);
  unit_queue_.clear();
  for (const int u : unit_scratch_) unit_queued_[static_cast<std::size_t>(u)] = 0;
  for (const int u : unit_scratch_) {
    const SolveUnit& unit = units_.units[static_cast<std::size_t>(u)];
    DigitMask once = 0, twice = 0, placed = 0;
    for (int cell : unit.cells) {
      const DigitMask c = candidates_[static_cast<std::size_t>(cell)];
      twice |= once & c;
      once |= c;
      if (const int digit = digits_[static_cast<std::size_t>(cell)]) placed |= digit_bit(digit);
    }
    if ((once | placed) != all_) return blame(unit.cells);
    for (DigitMask hidden = once & ~twice; hidden != 0; hidden &= hidden - 1) {
      const DigitMask bit = hidden & (0 - hidden);
      const auto holder = std::find_if(unit.cells.begin(), unit.cells.end(), [&](int cell) {
        return (candidates_[static_cast<std::size_t>(cell)] & bit) != 0;
      });
      if (holder == unit.cells.end()) return false;  // it took another hidden digit
      set(*holder, bit);
      singles_.push_back(*holder);
    }
  }
  return true;
}

bool GeneralSearch::propagate() {
  bool quadruples_done = false;  // once a node: they cost more than they find again
  for (;;) {
    while (!singles_.empty()) {
      const int cell = singles_.back();
      singles_.pop_back();
      if (digits_[static_cast<std::size_t>(cell)] != 0) continue;
      if (!place(cell)) return false;
    }
    if (!run_queue()) return false;
    if (!singles_.empty()) continue;
    if (open_ == 0) return true;
    if (!find_hidden_singles()) return false;
    if (!singles_.empty()) continue;
    if (quadruples_done || !has_quadruples_) return true;
    quadruples_done = true;
    if (!quadruple_places()) return false;
    if (singles_.empty()) return true;
  }
}

// The open cell with the fewest candidates for the dead ends met there (dom/wdeg): the fewest
// candidates first while no cell has failed, the first such cell in reading order. -1 when none is
// open.
int GeneralSearch::pick_cell() const {
  int best = -1;
  std::uint64_t best_count = 0, best_weight = 1;
  for (int cell = 0; cell < units_.cell_count; ++cell) {
    const DigitMask c = candidates_[static_cast<std::size_t>(cell)];
    if (c == 0) continue;
    const std::uint64_t count = static_cast<std::uint64_t>(std::popcount(c)),
                        weight = 1 + std::uint64_t{failures_[static_cast<std::size_t>(cell)]};
    // count / weight < best_count / best_weight
    if (best < 0 || count * best_weight < best_count * weight) {
      best = cell;
      best_count = count;
      best_weight = weight;
    }
  }
  return best;
}

void GeneralSearch::found() {
  ++outcome_.count;
  if (outcome_.count == 1) {
    outcome_.first = digits_;
  } else if (outcome_.count == 2) {
    const auto differ = std::mismatch(digits_.begin(), digits_.end(), outcome_.first.begin());
    if (differ.first != digits_.end()) {
      outcome_.differs_at = static_cast<int>(differ.first - digits_.begin());
    }
  }
}

SearchOutcome GeneralSearch::run(std::span<const std::uint8_t> digits) {
  if (budget_ == 0) {
    outcome_.end = SearchEnd::budget;
    return outcome_;
  }
  outcome_.nodes = 1;
  const auto cell_count = static_cast<std::size_t>(units_.cell_count);
  candidates_.assign(cell_count, all_);
  digits_.assign(cell_count, 0);
  failures_.assign(cell_count, 0);
  open_ = units_.cell_count;
  for (std::size_t cell = 0; cell < cell_count; ++cell) {
    if (const int digit = digits[cell]) {
      candidates_[cell] = digit_bit(digit);
      singles_.push_back(static_cast<int>(cell));
    }
  }
  std::vector<Guess> guesses;
  for (int item = 0; item < static_cast<int>(queued_.size()); ++item) {
    queued_[static_cast<std::size_t>(item)] = 1;
    queue_.push_back(item);
  }
  for (int unit = 0; unit < static_cast<int>(units_.units.size()); ++unit) {
    if (!units_.units[static_cast<std::size_t>(unit)].complete) continue;
    unit_queued_[static_cast<std::size_t>(unit)] = 1;
    unit_queue_.push_back(unit);
  }
  bool alive = propagate() && node_holds();
  for (;;) {
    if (alive && open_ == 0) {
      found();
      if (outcome_.count >= limit_) {
        outcome_.end = SearchEnd::limit;
        return outcome_;
      }
      alive = false;
    }
    if (alive) {
      const int cell = pick_cell();
      guesses.push_back({cell, candidates_[static_cast<std::size_t>(cell)], trail_.size(), open_});
    }
    // The next digit to try: in the deepest cell that has one left.
    while (!guesses.empty() && guesses.back().left == 0) {
      undo(guesses.back().trail_size);
      open_ = guesses.back().open;
      guesses.pop_back();
    }
    if (guesses.empty()) return outcome_;
    if (outcome_.nodes >= budget_) {
      outcome_.end = SearchEnd::budget;
      return outcome_;
    }
    ++outcome_.nodes;
    Guess& guess = guesses.back();
    undo(guess.trail_size);
    open_ = guess.open;
    singles_.clear();
    clear_queue();
    const DigitMask bit = guess.left & (0 - guess.left);
    guess.left &= ~bit;
    set(guess.cell, bit);
    singles_.push_back(guess.cell);
    alive = propagate() && node_holds();
  }
}

}  // namespace

SearchOutcome search_general(const SolveUnits& units, std::span<const std::uint8_t> digits,
                             int limit, std::uint64_t budget, const Rules* referee) {
  GeneralSearch search(units, limit, budget, referee);
  return search.run(digits);
}

}  // namespace sudoku::detail
