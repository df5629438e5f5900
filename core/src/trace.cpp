// trace: the tutorial's one-pass scan, recorded step by step for the explainer to play.
#include <string>

#include "sudoku/sudoku.hpp"

namespace sudoku {
namespace {

using TraceMask = std::uint32_t;  // bit d-1 stands for digit d; max_trace_size is 32

constexpr TraceMask trace_bit(int digit) noexcept { return TraceMask{1} << (digit - 1); }

}  // namespace

TraceResult trace(const Board& board, TraceStop stop) {
  const Shape shape = board.shape();
  const int size = shape.size();
  TraceResult result;
  if (size > max_trace_size) {
    const std::string side = std::to_string(size);
    static_assert(max_trace_size == 32, "the message below names the limit");
    result.error = "a trace takes boards up to 32×32; this board is " + side + "×" + side +
                   " (checking it works at every size)";
    return result;
  }
  Trace& trace = result.trace.emplace();
  trace.shape = shape;
  trace.stop = stop;
  const int cell_count = size * size;
  trace.steps.resize(static_cast<std::size_t>(cell_count));
  // The seen masks, row sets then column sets then box sets, and per set and digit the cell that
  // first put the digit there (-1 while it is not there).
  std::vector<TraceMask> seen(static_cast<std::size_t>(3 * size), 0);
  std::vector<int> first(static_cast<std::size_t>(3 * size * size), -1);
  int steps = cell_count;
  for (int cell = 0; cell < cell_count; ++cell) {
    TraceStep& step = trace.steps[static_cast<std::size_t>(cell)];
    const int row = cell / size;
    const int col = cell % size;
    const int box = box_index(row, col, shape);
    const int digit = board.cells()[static_cast<std::size_t>(cell)];
    const std::array<int, 3> sets{row, size + col, 2 * size + box};
    step.cell = cell;
    step.row = row;
    step.col = col;
    step.box = box;
    step.digit = digit;
    step.seen_row = seen[static_cast<std::size_t>(sets[0])];
    step.seen_col = seen[static_cast<std::size_t>(sets[1])];
    step.seen_box = seen[static_cast<std::size_t>(sets[2])];
    if (digit == 0) continue;
    const TraceMask bit = trace_bit(digit);
    for (std::size_t unit = 0; unit < 3; ++unit) {
      TraceMask& mask = seen[static_cast<std::size_t>(sets[unit])];
      int& first_here = first[static_cast<std::size_t>(sets[unit] * size + digit - 1)];
      if (mask & bit)
        step.earlier[unit] = first_here;
      else
        first_here = cell;
      mask |= bit;
    }
    if (step.is_repeat()) {
      trace.valid = false;
      if (stop == TraceStop::first) {
        steps = cell + 1;
        break;
      }
    }
  }
  trace.steps.resize(static_cast<std::size_t>(steps));
  return result;
}

}  // namespace sudoku
