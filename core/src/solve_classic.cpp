// The classic 9×9 fast path: a 9-bit candidate mask per cell, digits placed per row, column and
// box, naked and hidden singles until nothing changes, then a guess in the cell with the fewest
// candidates. Small fixed state, copied at each guess (cheaper than undoing).
#include <bit>

#include "solve_internal.hpp"

namespace sudoku::detail {
namespace {

using Mask = std::uint16_t;  // bit d-1 stands for digit d
constexpr Mask all_nine = 0x1FF;
constexpr int cell_count = 81;
constexpr int unit_count = 27;  // rows 0-8, columns 9-17, boxes 18-26

struct Tables {
  std::array<std::array<std::uint8_t, 9>, unit_count> unit_cells{};
  std::array<std::array<std::uint8_t, 3>, cell_count> units_of{};
  std::array<std::array<std::uint8_t, 20>, cell_count> peers{};  // the cells sharing a unit
};

constexpr Tables make_tables() {
  Tables t;
  for (int k = 0; k < 9; ++k) {
    for (int i = 0; i < 9; ++i) {
      t.unit_cells[k][i] = static_cast<std::uint8_t>(k * 9 + i);
      t.unit_cells[9 + k][i] = static_cast<std::uint8_t>(i * 9 + k);
      t.unit_cells[18 + k][i] =
          static_cast<std::uint8_t>(((k / 3) * 3 + i / 3) * 9 + (k % 3) * 3 + i % 3);
    }
  }
  for (int cell = 0; cell < cell_count; ++cell) {
    const int row = cell / 9, col = cell % 9, box = (row / 3) * 3 + col / 3;
    t.units_of[cell] = {static_cast<std::uint8_t>(row), static_cast<std::uint8_t>(9 + col),
                        static_cast<std::uint8_t>(18 + box)};
    int count = 0;
    for (int other = 0; other < cell_count; ++other) {
      const int r = other / 9, c = other % 9;
      if (other != cell && (r == row || c == col || (r / 3) * 3 + c / 3 == box)) {
        t.peers[cell][count++] = static_cast<std::uint8_t>(other);
      }
    }
  }
  return t;
}

constexpr Tables tables = make_tables();

struct State {
  std::array<Mask, cell_count> candidates;  // an open cell's; 0 once the cell holds its digit
  std::array<Mask, unit_count> placed;      // the digits each unit holds
  std::array<std::uint8_t, cell_count> digits;
  int open;  // cells without a digit
};

// Cells whose candidates came down to one: placed in turn.
struct Singles {
  std::array<std::uint8_t, 2 * cell_count> cells;
  int size = 0;
  void push(int cell) noexcept {
    cells[static_cast<std::size_t>(size++)] = static_cast<std::uint8_t>(cell);
  }
};

// Places the one candidate of `cell` and removes it from the cell's peers; false when a peer is
// left with no candidate. No branch per peer (whether a peer had the digit is what the branch
// predictor cannot guess): a peer left with one candidate is written to `singles` every time and
// counted only when it is one.
bool place(State& state, int cell, Singles& singles) noexcept {
  const Mask bit = state.candidates[static_cast<std::size_t>(cell)];
  state.candidates[static_cast<std::size_t>(cell)] = 0;
  state.digits[static_cast<std::size_t>(cell)] =
      static_cast<std::uint8_t>(std::countr_zero(bit) + 1);
  --state.open;
  for (std::uint8_t unit : tables.units_of[static_cast<std::size_t>(cell)]) {
    state.placed[unit] |= bit;
  }
  bool dead = false;
  for (std::uint8_t peer : tables.peers[static_cast<std::size_t>(cell)]) {
    const Mask left = state.candidates[peer];
    const auto now = static_cast<Mask>(left & ~bit);
    state.candidates[peer] = now;
    singles.cells[static_cast<std::size_t>(singles.size)] = peer;
    singles.size += static_cast<int>((left != now) & (now != 0) & ((now & (now - 1)) == 0));
    dead |= (left != 0) & (now == 0);
  }
  return !dead;
}

// Hidden singles: a digit that only one open cell of a unit can take goes there. False when a
// unit has a digit with no place left.
bool find_hidden_singles(State& state, Singles& singles) noexcept {
  for (int unit = 0; unit < unit_count; ++unit) {
    const auto& cells = tables.unit_cells[static_cast<std::size_t>(unit)];
    Mask once = 0, twice = 0;
    for (std::uint8_t cell : cells) {
      const Mask c = state.candidates[cell];
      twice |= once & c;
      once |= c;
    }
    if ((once | state.placed[static_cast<std::size_t>(unit)]) != all_nine) return false;
    for (Mask hidden = once & ~twice; hidden != 0; hidden &= hidden - 1) {
      const Mask bit = hidden & (0 - hidden);
      bool found = false;
      for (std::uint8_t cell : cells) {
        if (state.candidates[cell] & bit) {
          state.candidates[cell] = bit;
          singles.push(cell);
          found = true;
          break;
        }
      }
      if (!found) return false;  // its one cell took another hidden digit of this unit
    }
  }
  return true;
}

// Naked and hidden singles until neither finds more; false on a contradiction.
bool propagate(State& state, Singles& singles) noexcept {
  for (;;) {
    while (singles.size > 0) {
      const int cell = singles.cells[static_cast<std::size_t>(--singles.size)];
      if (state.digits[static_cast<std::size_t>(cell)] != 0) continue;
      if (!place(state, cell, singles)) return false;
    }
    if (state.open == 0) return true;
    if (!find_hidden_singles(state, singles)) return false;
    if (singles.size == 0) return true;
  }
}

// The search's bookkeeping: what the caller asked for and what was found.
struct Search {
  int limit;
  std::uint64_t budget;
  std::uint64_t nodes = 0;
  int count = 0;
  bool out_of_budget = false;
  SearchOutcome* outcome = nullptr;  // null: count only

  bool done() const noexcept { return out_of_budget || count >= limit; }

  void found(const State& state) {
    ++count;
    if (outcome == nullptr) return;
    if (count == 1) {
      outcome->first.assign(state.digits.begin(), state.digits.end());
    } else if (count == 2) {
      for (int cell = 0; cell < cell_count; ++cell) {
        if (outcome->first[static_cast<std::size_t>(cell)] !=
            state.digits[static_cast<std::size_t>(cell)]) {
          outcome->differs_at = cell;
          break;
        }
      }
    }
  }

  void branch(const State& state) {
    const int cell = fewest_candidates(state.candidates);
    for (Mask left = state.candidates[static_cast<std::size_t>(cell)]; left != 0;
         left &= left - 1) {
      if (nodes >= budget) {
        out_of_budget = true;
        return;
      }
      ++nodes;
      State child = state;
      child.candidates[static_cast<std::size_t>(cell)] = left & (0 - left);
      Singles singles;
      singles.push(cell);
      if (!propagate(child, singles)) continue;
      if (child.open == 0) {
        found(child);
      } else {
        branch(child);
      }
      if (done()) return;
    }
  }

  void run(std::span<const std::uint8_t> digits) {
    if (budget == 0) {
      out_of_budget = true;
      return;
    }
    ++nodes;
    State state;
    state.placed.fill(0);
    state.digits.fill(0);
    state.open = cell_count;
    // The givens placed at once: each unit's digits, then each open cell's candidates are the
    // digits none of its units holds. Placing each given through its 20 peers cost a quarter of
    // an easy puzzle's time.
    for (int cell = 0; cell < cell_count; ++cell) {
      const int digit = digits[static_cast<std::size_t>(cell)];
      if (digit == 0) continue;
      const auto bit = static_cast<Mask>(1u << (digit - 1));
      for (std::uint8_t unit : tables.units_of[static_cast<std::size_t>(cell)]) {
        if (state.placed[unit] & bit) return;  // a digit twice in a unit: no solution
        state.placed[unit] |= bit;
      }
      state.digits[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(digit);
      --state.open;
    }
    Singles singles;
    for (int cell = 0; cell < cell_count; ++cell) {
      if (state.digits[static_cast<std::size_t>(cell)] != 0) {
        state.candidates[static_cast<std::size_t>(cell)] = 0;
        continue;
      }
      const auto& units = tables.units_of[static_cast<std::size_t>(cell)];
      const auto left = static_cast<Mask>(
          all_nine & ~(state.placed[units[0]] | state.placed[units[1]] | state.placed[units[2]]));
      if (left == 0) return;  // a cell with no digit left: no solution
      state.candidates[static_cast<std::size_t>(cell)] = left;
      if ((left & (left - 1)) == 0) singles.push(cell);
    }
    if (!propagate(state, singles)) return;
    if (state.open == 0) {
      found(state);
    } else {
      branch(state);
    }
  }
};

}  // namespace

SearchOutcome search_classic(std::span<const std::uint8_t> digits, int limit,
                             std::uint64_t budget) {
  SearchOutcome outcome;
  Search search{limit, budget};
  search.outcome = &outcome;
  search.run(digits);
  outcome.count = search.count;
  outcome.nodes = search.nodes;
  outcome.end = search.out_of_budget    ? SearchEnd::budget
                : search.count >= limit ? SearchEnd::limit
                                        : SearchEnd::finished;
  return outcome;
}

int count_classic(const std::array<std::uint8_t, 81>& digits, int limit, std::uint64_t budget,
                  std::uint64_t& nodes) {
  Search search{limit, budget};
  search.run(digits);
  nodes += search.nodes;
  return search.out_of_budget ? -1 : search.count;
}

}  // namespace sudoku::detail
