// The general search: every shape up to 64×64 and every rule the referee checks. Candidates per
// cell as a 64-bit mask, naked and hidden singles, cage sums narrowed from what their cells can
// still take, the constraints' candidates narrowed from their rules (solve_narrow.cpp), each cage
// and constraint run again only when a cell it reads changed (a queue), and a guess in the cell
// with the fewest candidates for the dead ends met there so far (dom/wdeg: a dead end counts
// against the cell that emptied, or the cells of the cage, constraint or unit that failed); changes
// are undone from a trail, so memory stays linear in the board however deep the search goes.
#include "solve_search.hpp"

#include <algorithm>
#include <bit>

namespace sudoku::detail {

GeneralSearch::GeneralSearch(const SolveUnits& units, int limit, std::uint64_t budget,
                             const Rules* referee)
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

SearchOutcome search_general(const SolveUnits& units, std::span<const std::uint8_t> digits,
                             int limit, std::uint64_t budget, const Rules* referee) {
  GeneralSearch search(units, limit, budget, referee);
  return search.run(digits);
}

}  // namespace sudoku::detail
