// The byte layout of fuzz_check_rules: a board and variant rules, decoded by the target and
// encoded by fuzz_seeds, side by side so they cannot drift.
//
// byte 0: the shape, an index into rule_shapes; byte 1: flags (bit 0 main diagonal, 1 anti-
// diagonal, 2 disjoint groups, 3 anti-knight, 4 anti-king, 5 non-consecutive, 6 regions follow,
// 7 lists follow); then N×N cells (byte % (N + 1)); with bit 6, N×N regions (byte - 1, so 0 is
// "no region"); with bit 7, lists to the end: a head byte (bit 7 a cage, else an extra region;
// bits 0-6 the cell count), for a cage a sum byte (0: no sum), then the cells (255 is -1).
// Any rules can come out, fitting the board or not.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "sudoku/sudoku.hpp"

namespace fuzz {

inline constexpr std::array<sudoku::Shape, 9> rule_shapes{
    {{1, 1}, {1, 2}, {2, 2}, {1, 4}, {2, 3}, {3, 3}, {2, 4}, {3, 4}, {4, 4}}};

struct RulesInput {
  sudoku::Shape shape;
  std::vector<int> cells;
  sudoku::Rules rules;
};

inline RulesInput decode_rules(std::span<const std::uint8_t> data) {
  std::size_t at = 0;
  const auto next = [&]() -> int { return at < data.size() ? data[at++] : 0; };
  RulesInput input;
  input.shape = rule_shapes[static_cast<std::size_t>(next()) % rule_shapes.size()];
  const int flags = next();
  const int n = input.shape.size();
  input.rules.main_diagonal = flags & 1;
  input.rules.anti_diagonal = flags & 2;
  input.rules.disjoint_groups = flags & 4;
  input.rules.anti_knight = flags & 8;
  input.rules.anti_king = flags & 16;
  input.rules.non_consecutive = flags & 32;
  for (int k = 0; k < n * n; ++k) input.cells.push_back(next() % (n + 1));
  if (flags & 64) {
    for (int k = 0; k < n * n; ++k) input.rules.regions.push_back(next() - 1);
  }
  if (flags & 128) {
    while (at < data.size()) {
      const int head = next();
      std::vector<int> cells;
      std::optional<int> sum;
      if (head & 128) {
        const int byte = next();
        if (byte != 0) sum = byte;
      }
      for (int k = head & 127; k > 0 && at < data.size(); --k) {
        const int cell = next();
        cells.push_back(cell == 255 ? -1 : cell);
      }
      if (head & 128) {
        input.rules.cages.push_back({cells, sum});
      } else {
        input.rules.extra_regions.push_back(cells);
      }
    }
  }
  return input;
}

/// The bytes decode_rules reads back as `input` (cells 0..N; regions -1..254; list cells -1..254,
/// at most 127 per list; sums 1..255; extra regions written before cages).
inline std::vector<std::uint8_t> encode_rules(const RulesInput& input) {
  std::vector<std::uint8_t> out;
  std::size_t shape = 0;
  while (shape + 1 < rule_shapes.size() && rule_shapes[shape] != input.shape) ++shape;
  out.push_back(static_cast<std::uint8_t>(shape));
  const sudoku::Rules& rules = input.rules;
  const bool lists = !rules.extra_regions.empty() || !rules.cages.empty();
  out.push_back(static_cast<std::uint8_t>(rules.main_diagonal | rules.anti_diagonal << 1 |
                                          rules.disjoint_groups << 2 | rules.anti_knight << 3 |
                                          rules.anti_king << 4 | rules.non_consecutive << 5 |
                                          !rules.regions.empty() << 6 | lists << 7));
  for (int cell : input.cells) out.push_back(static_cast<std::uint8_t>(cell));
  for (int region : rules.regions) out.push_back(static_cast<std::uint8_t>(region + 1));
  const auto put_cells = [&](const std::vector<int>& cells) {
    for (int cell : cells) out.push_back(static_cast<std::uint8_t>(cell < 0 ? 255 : cell));
  };
  for (const auto& cells : rules.extra_regions) {
    out.push_back(static_cast<std::uint8_t>(cells.size()));
    put_cells(cells);
  }
  for (const auto& cage : rules.cages) {
    out.push_back(static_cast<std::uint8_t>(128 | cage.cells.size()));
    out.push_back(static_cast<std::uint8_t>(cage.sum.value_or(0)));
    put_cells(cage.cells);
  }
  return out;
}

}  // namespace fuzz
