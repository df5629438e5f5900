// The classic 9×9 fast path, bitboards per digit: for each digit, the cells that can still take it,
// as three 27-bit bands (a band is three rows; cell (row % 3) * 9 + col is its bit, so cell
// 27 * band + bit). Placing a digit clears its row, column and box in the digit's board and the
// cell in the other eight. Naked singles come from counting each cell's digits across the nine
// boards with bitwise adders, a band at a time; hidden singles and the units a digit has no place
// in from masking a row or box of a digit's board, and its columns by the same adders over rows.
// When singles stall, locked candidates once a node (a digit's box confined to one row or column
// of it, or a row or column to one box) by the same masks, and singles again.
// Until nothing changes, then a guess in the open cell with the fewest candidates, the first in
// reading order, digits in ascending order (the search of solve_search.cpp, so both find the same
// solutions in the same order). Small fixed state, copied at each guess (cheaper than undoing).
#include "solve_internal.hpp"

namespace sudoku::detail {
namespace {

using Band = std::uint32_t;
constexpr Band band_all = 0x7FFFFFF;
constexpr Band row_mask = 0x1FF;       // row 0 of a band; << 9 for the next
constexpr Band box_mask = 0x1C0E07;    // box 0 of a band; << 3 for the next
constexpr Band column_mask = 0x40201;  // column 0 of a band; << col
constexpr int cell_count = 81;

constexpr bool one_bit(Band m) noexcept { return m != 0 && (m & (m - 1)) == 0; }
constexpr int lowest(Band m) noexcept { return std::countr_zero(m); }

// For each bit of a band, the cells of its row, box and column inside the band, but itself.
struct Tables {
  std::array<Band, 27> in_band{};
};

constexpr Tables make_tables() {
  Tables t;
  for (int bit = 0; bit < 27; ++bit) {
    const int row = bit / 9, col = bit % 9;
    t.in_band[static_cast<std::size_t>(bit)] =
        ((row_mask << (9 * row)) | (box_mask << (3 * (col / 3))) | (column_mask << col)) &
        ~(Band{1} << bit);
  }
  return t;
}

constexpr Tables tables = make_tables();

struct State {
  std::array<std::array<Band, 3>, 9> candidates;  // [digit - 1][band]; a placed cell keeps its own
  std::array<Band, 3> solved;                     // the cells holding a digit
  std::array<std::uint8_t, 9> placed;             // how many cells hold each digit
  int open;                                       // cells without a digit

  // Puts digit index `d` (digit d + 1) in the cell of `band` and `bit`. False when the cell can no
  // longer take it (a peer holds it, or the cell holds another digit).
  bool place(int d, int band, int bit) noexcept {
    const Band cell = Band{1} << bit;
    auto& mine = candidates[static_cast<std::size_t>(d)];
    if ((mine[static_cast<std::size_t>(band)] & cell) == 0) return false;
    if (solved[static_cast<std::size_t>(band)] & cell) return true;  // already there
    for (auto& digit : candidates) digit[static_cast<std::size_t>(band)] &= ~cell;
    const Band column = column_mask << (bit % 9);
    mine[0] &= ~column;
    mine[1] &= ~column;
    mine[2] &= ~column;
    mine[static_cast<std::size_t>(band)] &= ~tables.in_band[static_cast<std::size_t>(bit)];
    mine[static_cast<std::size_t>(band)] |= cell;
    solved[static_cast<std::size_t>(band)] |= cell;
    ++placed[static_cast<std::size_t>(d)];
    --open;
    return true;
  }

  // Naked singles, band after band until none is left; false when a cell has no digit left.
  bool naked_singles() noexcept {
    for (bool again = true; again;) {
      again = false;
      for (int band = 0; band < 3; ++band) {
        Band once = 0, twice = 0;
        for (const auto& digit : candidates) {
          const Band c = digit[static_cast<std::size_t>(band)];
          twice |= once & c;
          once |= c;
        }
        if (once != band_all) return false;
        for (Band singles = once & ~twice & ~solved[static_cast<std::size_t>(band)]; singles != 0;
             singles &= singles - 1) {
          const int bit = lowest(singles);
          int d = 0;
          while (d < 9 && (candidates[static_cast<std::size_t>(d)][static_cast<std::size_t>(band)] &
                           (Band{1} << bit)) == 0)
            ++d;
          if (d == 9 || !place(d, band, bit)) return false;  // a placement took its last digit
          again = true;
        }
      }
    }
    return true;
  }

  // Hidden singles of each digit not yet placed nine times: a row, box or column with one cell
  // left for it. False when a unit has no cell left for a digit.
  bool hidden_singles() noexcept {
    for (int d = 0; d < 9; ++d) {
      if (placed[static_cast<std::size_t>(d)] == 9) continue;
      const auto& mine = candidates[static_cast<std::size_t>(d)];
      for (int band = 0; band < 3; ++band) {
        for (int k = 0; k < 3; ++k) {
          for (const Band unit : {row_mask << (9 * k), box_mask << (3 * k)}) {
            const Band m = mine[static_cast<std::size_t>(band)] & unit;
            if (m == 0) return false;
            if (one_bit(m) && (m & solved[static_cast<std::size_t>(band)]) == 0 &&
                !place(d, band, lowest(m)))
              return false;
          }
        }
      }
      // Columns: the nine rows of the digit's board through bitwise adders.
      Band once = 0, twice = 0, held = 0;
      for (int band = 0; band < 3; ++band) {
        const Band c = mine[static_cast<std::size_t>(band)];
        const Band here = c & solved[static_cast<std::size_t>(band)];
        for (int k = 0; k < 3; ++k) {
          const Band row = (c >> (9 * k)) & row_mask;
          twice |= once & row;
          once |= row;
          held |= (here >> (9 * k)) & row_mask;
        }
      }
      if (once != row_mask) return false;
      for (Band columns = once & ~twice & ~held; columns != 0; columns &= columns - 1) {
        const int col = lowest(columns);
        int band = 0;
        while (band < 3 && (mine[static_cast<std::size_t>(band)] & (column_mask << col)) == 0)
          ++band;
        if (band == 3) return false;  // a placement in this pass took its last cell
        if (!place(d, band, lowest(mine[static_cast<std::size_t>(band)] & (column_mask << col))))
          return false;
      }
    }
    return true;
  }

  // Locked candidates of each digit not yet placed nine times, in a band and in a stack: where a
  // box has the digit in one of its rows (columns) only, the rest of that row (column) loses it
  // (pointing); where a row (column) has it in one box only, the rest of that box loses it
  // (claiming). A band's rows and boxes meet in minirows: the three cells of a row in a box, its
  // bit 9 * row + 3 * box set in `rows` when the digit can still go there; a stack's columns meet
  // its boxes in the columns of a band (`columns[band]`, a bit per column). False when a box has
  // no place left for the digit; true with `changed` set when a candidate went.
  bool locked_candidates(bool& changed) noexcept {
    constexpr Band minirow_mask = 0x1249249;  // bits 9 * row + 3 * box
    constexpr Band minirows_of_row = 0x49;    // a row's three minirows; << 9 * row
    for (int d = 0; d < 9; ++d) {
      if (placed[static_cast<std::size_t>(d)] == 9) continue;
      auto& mine = candidates[static_cast<std::size_t>(d)];
      for (auto& b : mine) {
        const Band before = b;
        const Band rows = (b | (b >> 1) | (b >> 2)) & minirow_mask;
        for (int box = 0; box < 3; ++box) {
          const Band in_box = rows & (column_mask << (3 * box));
          if (in_box == 0) return false;
          // Pointing: the box's only row keeps the digit in this box alone.
          if (one_bit(in_box))
            b &= ~(row_mask << (9 * (lowest(in_box) / 9))) | (box_mask << (3 * box));
        }
        for (int row = 0; row < 3; ++row) {
          const Band in_row = rows & (minirows_of_row << (9 * row));
          // Claiming: the row's only box keeps the digit in this row alone.
          if (one_bit(in_row)) b &= ~(box_mask << (lowest(in_row) % 9)) | (row_mask << (9 * row));
        }
        changed = changed || b != before;
      }
      std::array<Band, 3> columns{};
      for (int band = 0; band < 3; ++band) {
        const Band b = mine[static_cast<std::size_t>(band)];
        columns[static_cast<std::size_t>(band)] = (b | (b >> 9) | (b >> 18)) & row_mask;
      }
      for (int band = 0; band < 3; ++band) {
        const Band here = columns[static_cast<std::size_t>(band)];
        const Band elsewhere = columns[static_cast<std::size_t>((band + 1) % 3)] |
                               columns[static_cast<std::size_t>((band + 2) % 3)];
        auto& b = mine[static_cast<std::size_t>(band)];
        const Band before = b;
        for (int stack = 0; stack < 3; ++stack) {
          const Band in_box = here & (Band{7} << (3 * stack));
          if (in_box == 0) return false;
          // Pointing: the box's only column loses the digit in the other bands.
          if (one_bit(in_box) && (elsewhere & in_box) != 0) {
            const Band column = column_mask << lowest(in_box);
            for (int other = 1; other < 3; ++other)
              mine[static_cast<std::size_t>((band + other) % 3)] &= ~column;
            changed = true;
          }
        }
        // Claiming: a column that has the digit in this band only keeps it in its own box's
        // column alone.
        for (Band only = here & ~elsewhere; only != 0; only &= only - 1) {
          const int col = lowest(only);
          b &= ~(box_mask << (3 * (col / 3))) | (column_mask << col);
        }
        changed = changed || b != before;
      }
    }
    return true;
  }

  // Naked and hidden singles until neither finds more, then locked candidates once, and singles
  // again when those removed candidates (a second round of locked candidates finds too little
  // for its cost); false on a contradiction.
  bool propagate() noexcept {
    bool locked = false;
    for (;;) {
      if (!naked_singles()) return false;
      if (open == 0) return true;
      const int before = open;
      if (!hidden_singles()) return false;
      if (open != before) continue;
      if (locked) return true;
      locked = true;
      bool changed = false;
      if (!locked_candidates(changed)) return false;
      if (!changed) return true;
    }
  }

  // The open cell with the fewest candidates, the first in reading order, as 27 * band + bit:
  // each open cell's count of digits in a 4-bit adder across the nine boards, a band at a time.
  int fewest() const noexcept {
    std::array<std::array<Band, 4>, 3> count{};  // [band][bit of the count]
    for (int band = 0; band < 3; ++band) {
      const Band open_cells = band_all & ~solved[static_cast<std::size_t>(band)];
      Band s0 = 0, s1 = 0, s2 = 0, s3 = 0;
      for (const auto& digit : candidates) {
        const Band x = digit[static_cast<std::size_t>(band)] & open_cells;
        const Band c0 = s0 & x;
        s0 ^= x;
        const Band c1 = s1 & c0;
        s1 ^= c0;
        const Band c2 = s2 & c1;
        s2 ^= c1;
        s3 |= c2;
      }
      count[static_cast<std::size_t>(band)] = {s0, s1, s2, s3};
    }
    for (int n = 2; n <= 9; ++n) {
      for (int band = 0; band < 3; ++band) {
        const auto& s = count[static_cast<std::size_t>(band)];
        Band match = band_all & ~solved[static_cast<std::size_t>(band)];
        for (int k = 0; k < 4; ++k)
          match &= (n >> k) & 1 ? s[static_cast<std::size_t>(k)] : ~s[static_cast<std::size_t>(k)];
        if (match != 0) return 27 * band + lowest(match);
      }
    }
    return -1;
  }

  void write_digits(std::uint8_t* digits) const noexcept {
    for (int d = 0; d < 9; ++d) {
      for (int band = 0; band < 3; ++band) {
        for (Band m = candidates[static_cast<std::size_t>(d)][static_cast<std::size_t>(band)];
             m != 0; m &= m - 1) {
          digits[27 * band + lowest(m)] = static_cast<std::uint8_t>(d + 1);
        }
      }
    }
  }
};

// The search's bookkeeping: what the caller asked for and what was found.
struct Search {
  int limit;
  std::uint64_t budget;
  std::uint64_t nodes = 0;
  int count = 0;
  bool out_of_budget = false;
  SearchOutcome* outcome = nullptr;              // null: count only
  std::array<std::uint8_t, cell_count> first{};  // the first solution, with an outcome

  bool done() const noexcept { return out_of_budget || count >= limit; }

  void found(const State& state) {
    ++count;
    if (outcome == nullptr) return;
    if (count == 1) {
      state.write_digits(first.data());
    } else if (count == 2) {
      std::array<std::uint8_t, cell_count> digits{};
      state.write_digits(digits.data());
      for (int cell = 0; cell < cell_count; ++cell) {
        if (first[static_cast<std::size_t>(cell)] != digits[static_cast<std::size_t>(cell)]) {
          outcome->differs_at = cell;
          break;
        }
      }
    }
  }

  void branch(const State& state) {
    const int cell = state.fewest();
    const int band = cell / 27, bit = cell % 27;
    for (int d = 0; d < 9; ++d) {
      if ((state.candidates[static_cast<std::size_t>(d)][static_cast<std::size_t>(band)] &
           (Band{1} << bit)) == 0)
        continue;
      if (nodes >= budget) {
        out_of_budget = true;
        return;
      }
      ++nodes;
      State child = state;
      if (!child.place(d, band, bit) || !child.propagate()) continue;
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
    for (auto& digit : state.candidates) digit.fill(band_all);
    state.solved.fill(0);
    state.placed.fill(0);
    state.open = cell_count;
    for (int cell = 0; cell < cell_count; ++cell) {
      const int digit = digits[static_cast<std::size_t>(cell)];
      // A digit twice in a unit: no solution.
      if (digit != 0 && !state.place(digit - 1, cell / 27, cell % 27)) return;
    }
    if (!state.propagate()) return;
    if (state.open == 0) {
      found(state);
    } else {
      branch(state);
    }
  }
};

}  // namespace

SearchOutcome search_classic(std::span<const std::uint8_t> digits, int limit, std::uint64_t budget,
                             bool want_first) {
  SearchOutcome outcome;
  Search search{limit, budget};
  search.outcome = &outcome;
  search.run(digits);
  if (want_first && search.count > 0)
    outcome.first.assign(search.first.begin(), search.first.end());
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
