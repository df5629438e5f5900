// The general search's state and its steps (internal; solve_search.cpp runs it, solve_narrow.cpp
// and solve_narrow_sums.cpp narrow the candidates by the cages and constraints). The steps every
// narrowing takes per cell (set, remove, keep, domain, sees) are here, inline in each file; the
// steps marked inline are called from their own file only, which folds them into its hot loop as
// the one file did (without, A Kind of Magic's 100,000 nodes took about 10% longer).
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <span>
#include <vector>

#include "constraints/judge.hpp"
#include "solve_internal.hpp"
#include "solve_units.hpp"

namespace sudoku::detail {

class GeneralSearch {
 public:
  GeneralSearch(const SolveUnits& units, int limit, std::uint64_t budget, const Rules* referee);

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
  inline bool place(int cell);
  // Counts a dead end against a cell: the guesses go first where the search failed most.
  bool blame(int cell) {
    ++failures_[static_cast<std::size_t>(cell)];
    return false;
  }
  bool blame(std::span<const int> cells) {
    for (const int cell : cells) ++failures_[static_cast<std::size_t>(cell)];
    return false;
  }
  inline int pick_cell() const;
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
  inline bool narrow(const Narrowing& n);
  inline bool narrow_thermometer(const std::vector<int>& line, bool slow);
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
  inline bool narrow_between(const std::vector<int>& line);
  bool narrow_renban(const std::vector<int>& line);
  inline bool narrow_whispers(const std::vector<int>& line, int apart);
  bool narrow_equal(int a, int b);
  bool narrow_sandwich(const Constraint& c);
  bool eliminate_seen(std::span<const int> holders, DigitMask bit);
  bool quadruple_places();
  inline bool find_hidden_singles();
  inline bool propagate();
  inline void found();

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

}  // namespace sudoku::detail
