// trace: the one-pass scan, step by step (what `<sudoku-explainer>` plays).
//
// Part of the umbrella header sudoku/sudoku.hpp.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "sudoku/sudoku.hpp"

namespace sudoku {

/// Largest side N that trace() takes. Its masks are 32-bit, the width of the tutorial's `int seen`
/// and of JavaScript's bitwise operators; a 32×32 trace is already 1024 steps, more than a person
/// steps through. check() and is_valid() take every supported size.
inline constexpr int max_trace_size = 32;

/// Where a trace ends: at the first repeat (LeetCode #36's early `return false`, the default) or
/// after every cell (so every repeat shows). The JS API names them "first" and "all".
enum class TraceStop : std::uint8_t { first = 0, all = 1 };

/// One cell visited by the scan, in row-major order. Blanks are steps too (the tutorial's loop
/// visits every cell and skips blanks): their digit is 0 and nothing else changes.
struct TraceStep {
  int cell = 0;   // flat index row · N + col
  int row = 0;    // 0-based; `rows[row]` in the tutorial's code
  int col = 0;    // 0-based; `cols[col]`
  int box = 0;    // 0-based box_index(row, col, shape); `boxes[box]`
  int digit = 0;  // 1..N, or 0 for a blank (skipped)
  /// The masks of rows[row], cols[col] and boxes[box] BEFORE this step: bit d-1 stands for d.
  std::uint32_t seen_row = 0;
  std::uint32_t seen_col = 0;
  std::uint32_t seen_box = 0;
  /// Indexed by Unit: the cell that first put `digit` into that set, or -1 when the set did not
  /// hold it. A set that held the digit is a repeat in that unit.
  std::array<int, 3> earlier{-1, -1, -1};

  /// True when the set of `unit` already held this step's digit.
  [[nodiscard]] bool repeats_in(Unit unit) const noexcept {
    const auto k = static_cast<std::size_t>(unit);  // the scan's units are rows, columns, boxes
    return k < earlier.size() && earlier[k] >= 0;
  }
  /// True when any of the three sets already held this step's digit.
  [[nodiscard]] bool is_repeat() const noexcept {
    return repeats_in(Unit::row) || repeats_in(Unit::column) || repeats_in(Unit::box);
  }
};

/// The scan of one board. `valid` is the verdict (no repeat anywhere), whatever `stop` is.
struct Trace {
  Shape shape;
  TraceStop stop = TraceStop::first;
  bool valid = true;
  std::vector<TraceStep> steps;
};

/// A trace, or why there is none (a board larger than max_trace_size).
struct TraceResult {
  std::optional<Trace> trace;
  std::string error;  // meaningful only when !trace

  [[nodiscard]] bool ok() const noexcept { return trace.has_value(); }
  explicit operator bool() const noexcept { return ok(); }
};

/// The tutorial's one-pass scan, recorded: one step per cell in row-major order, each with the
/// three seen masks before it and the sets that already held its digit. With TraceStop::first the
/// trace ends at the first repeat (the last step is then the first repeat in row-major order);
/// with TraceStop::all it visits every cell, and the steps that repeat are exactly the cells of
/// check()'s conflicts other than the first cell of each.
[[nodiscard]] TraceResult trace(const Board& board, TraceStop stop = TraceStop::first);

}  // namespace sudoku
