// The general search: every shape up to 64×64 and every rule the referee checks. Candidates per
// cell as a 64-bit mask, naked and hidden singles, cage sums narrowed from what their cells can
// still take, a guess in the cell with the fewest candidates; changes are undone from a trail,
// so memory stays linear in the board however deep the search goes.
#include <algorithm>
#include <bit>

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
  }

  SearchOutcome run(std::span<const std::uint8_t> digits);

 private:
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
  }
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
    if (now == 0) return false;
    if ((now & (now - 1)) == 0) singles_.push_back(cell);
    return true;
  }
  bool place(int cell);
  // What the referee says of the digits placed so far (true without a referee).
  bool referee_holds() const {
    return referee_ == nullptr || rules_hold(digits_, units_.shape, *referee_);
  }
  bool narrow_cage(const SumCage& cage);
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
  int open_ = 0;
  std::vector<Change> trail_;
  std::vector<int> singles_;
  std::vector<int> empty_;  // scratch for narrow_cage
  SearchOutcome outcome_;
};

bool GeneralSearch::place(int cell) {
  const auto at = static_cast<std::size_t>(cell);
  const DigitMask bit = candidates_[at];
  trail_.push_back({cell, bit, 0});
  candidates_[at] = 0;
  digits_[at] = static_cast<std::uint8_t>(std::countr_zero(bit) + 1);
  --open_;
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
  return true;
}

bool GeneralSearch::find_hidden_singles() {
  for (const SolveUnit& unit : units_.units) {
    if (!unit.complete) continue;
    DigitMask once = 0, twice = 0, placed = 0;
    for (int cell : unit.cells) {
      const DigitMask c = candidates_[static_cast<std::size_t>(cell)];
      twice |= once & c;
      once |= c;
      if (const int digit = digits_[static_cast<std::size_t>(cell)]) placed |= digit_bit(digit);
    }
    if ((once | placed) != all_) return false;
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
  for (;;) {
    while (!singles_.empty()) {
      const int cell = singles_.back();
      singles_.pop_back();
      if (digits_[static_cast<std::size_t>(cell)] != 0) continue;
      if (!place(cell)) return false;
    }
    for (const SumCage& cage : units_.sum_cages) {
      if (!narrow_cage(cage)) return false;
    }
    if (!singles_.empty()) continue;
    if (open_ == 0) return true;
    if (!find_hidden_singles()) return false;
    if (singles_.empty()) return true;
  }
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
  open_ = units_.cell_count;
  for (std::size_t cell = 0; cell < cell_count; ++cell) {
    if (const int digit = digits[cell]) {
      candidates_[cell] = digit_bit(digit);
      singles_.push_back(static_cast<int>(cell));
    }
  }
  std::vector<Guess> guesses;
  bool alive = propagate() && referee_holds();
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
      const int cell = fewest_candidates(candidates_);
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
    const DigitMask bit = guess.left & (0 - guess.left);
    guess.left &= ~bit;
    set(guess.cell, bit);
    singles_.push_back(guess.cell);
    alive = propagate() && referee_holds();
  }
}

}  // namespace

SearchOutcome search_general(const SolveUnits& units, std::span<const std::uint8_t> digits,
                             int limit, std::uint64_t budget, const Rules* referee) {
  GeneralSearch search(units, limit, budget, referee);
  return search.run(digits);
}

}  // namespace sudoku::detail
