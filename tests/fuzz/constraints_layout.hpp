// The byte layout of fuzz_constraints: a board, one more digit to place, and constraints
// (rules.hpp's Constraint) of any kind, shape and value, decoded by the target and encoded by
// fuzz_seeds, side by side so they cannot drift.
//
// byte 0: the shape, an index into constraint_shapes; byte 1: flags (bit 0 non-consecutive, 1
// negative ratio, 2 negative xv); then N×N cells (byte % (N + 1)); then the cell and the digit of
// one more placement (byte % N², byte % N + 1); then constraints to the end, at most
// max_constraints: a kind byte (% constraint_kind_count), a value byte (value - 8, so -8..247), a
// clue row and a clue column (byte - 1, so -1..254), a count of digits (% 5) and the digits, a
// count of lines (% 4), and each line: its length (% (N + 2)) and its cells (255 is -1).
// Any constraints can come out, fitting the board or not.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "sudoku/sudoku.hpp"

namespace fuzz {

inline constexpr std::array<sudoku::Shape, 3> constraint_shapes{{{2, 2}, {2, 3}, {3, 3}}};
inline constexpr std::size_t max_constraints = 6;

struct ConstraintsInput {
  sudoku::Shape shape;
  std::vector<int> cells;
  int fill_cell = 0, fill_digit = 1;
  sudoku::Rules rules;
};

inline ConstraintsInput decode_constraints(std::span<const std::uint8_t> data) {
  std::size_t at = 0;
  const auto next = [&]() -> int { return at < data.size() ? data[at++] : 0; };
  ConstraintsInput input;
  input.shape = constraint_shapes[static_cast<std::size_t>(next()) % constraint_shapes.size()];
  const int flags = next();
  const int n = input.shape.size();
  input.rules.non_consecutive = flags & 1;
  input.rules.negative_ratio = flags & 2;
  input.rules.negative_xv = flags & 4;
  for (int k = 0; k < n * n; ++k) input.cells.push_back(next() % (n + 1));
  input.fill_cell = next() % (n * n);
  input.fill_digit = next() % n + 1;
  while (at < data.size() && input.rules.constraints.size() < max_constraints) {
    sudoku::Constraint constraint;
    constraint.kind = static_cast<sudoku::ConstraintKind>(next() % sudoku::constraint_kind_count);
    constraint.value = next() - 8;
    constraint.clue_row = next() - 1;
    constraint.clue_col = next() - 1;
    for (int k = next() % 5; k > 0; --k) constraint.digits.push_back(next());
    for (int lines = next() % 4; lines > 0; --lines) {
      std::vector<int> line;
      for (int k = next() % (n + 2); k > 0; --k) {
        const int cell = next();
        line.push_back(cell == 255 ? -1 : cell);
      }
      constraint.lines.push_back(std::move(line));
    }
    input.rules.constraints.push_back(std::move(constraint));
  }
  return input;
}

/// The bytes decode_constraints reads back as `input` (values -8..247, clue places -1..254,
/// digits 0..255, at most 4 digits, 3 lines of N + 1 cells and max_constraints constraints).
inline std::vector<std::uint8_t> encode_constraints(const ConstraintsInput& input) {
  std::vector<std::uint8_t> out;
  std::size_t shape = 0;
  while (shape + 1 < constraint_shapes.size() && constraint_shapes[shape] != input.shape) ++shape;
  out.push_back(static_cast<std::uint8_t>(shape));
  const sudoku::Rules& rules = input.rules;
  out.push_back(static_cast<std::uint8_t>(rules.non_consecutive | rules.negative_ratio << 1 |
                                          rules.negative_xv << 2));
  for (int cell : input.cells) out.push_back(static_cast<std::uint8_t>(cell));
  out.push_back(static_cast<std::uint8_t>(input.fill_cell));
  out.push_back(static_cast<std::uint8_t>(input.fill_digit - 1));
  for (const sudoku::Constraint& constraint : rules.constraints) {
    out.push_back(static_cast<std::uint8_t>(constraint.kind));
    out.push_back(static_cast<std::uint8_t>(constraint.value + 8));
    out.push_back(static_cast<std::uint8_t>(constraint.clue_row + 1));
    out.push_back(static_cast<std::uint8_t>(constraint.clue_col + 1));
    out.push_back(static_cast<std::uint8_t>(constraint.digits.size()));
    for (int digit : constraint.digits) out.push_back(static_cast<std::uint8_t>(digit));
    out.push_back(static_cast<std::uint8_t>(constraint.lines.size()));
    for (const auto& line : constraint.lines) {
      out.push_back(static_cast<std::uint8_t>(line.size()));
      for (int cell : line) out.push_back(static_cast<std::uint8_t>(cell < 0 ? 255 : cell));
    }
  }
  return out;
}

}  // namespace fuzz
