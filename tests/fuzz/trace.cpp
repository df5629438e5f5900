// Fuzzes trace() against a replay of the tutorial's scan with plain sets, and against check():
// every step's cell, masks and earlier cells, where a "first" trace stops, and which steps repeat.
#include <map>
#include <set>

#include "fuzz.hpp"

namespace {

using sudoku::TraceStop;

void check_trace(const sudoku::Board& board) {
  const int size = board.size();
  const sudoku::TraceResult all = sudoku::trace(board, TraceStop::all);
  const sudoku::TraceResult first = sudoku::trace(board, TraceStop::first);
  if (size > sudoku::max_trace_size) {
    fuzz::require(!all.ok() && !all.error.empty() && !first.ok(),
                  "a board above max_trace_size is refused with a message");
    return;
  }
  fuzz::require(all.ok() && first.ok(), "a board up to max_trace_size has a trace");

  // The cells that repeat: every cell of a conflict but its first.
  const sudoku::Report report = sudoku::check(board);
  std::set<int> repeating;
  for (const auto& conflict : report.conflicts) {
    repeating.insert(conflict.cells.begin() + 1, conflict.cells.end());
  }
  fuzz::require(all.trace->valid == report.valid() && first.trace->valid == report.valid(),
                "a trace's verdict is check()'s");
  fuzz::require(all.trace->shape == board.shape(), "a trace has the board's shape");

  // The replay: per unit, the digits seen so far and the cell that first held each.
  std::map<int, int> first_cell[3][sudoku::max_size];
  const auto& steps = all.trace->steps;
  fuzz::require(steps.size() == board.cells().size(), "an 'all' trace has a step per cell");
  for (int cell = 0; cell < size * size; ++cell) {
    const sudoku::TraceStep& step = steps[static_cast<std::size_t>(cell)];
    const int row = cell / size, col = cell % size;
    const int units[3] = {row, col, sudoku::box_index(row, col, board.shape())};
    const int digit = board.cells()[static_cast<std::size_t>(cell)];
    fuzz::require(step.cell == cell && step.row == row && step.col == col && step.box == units[2],
                  "a step names its cell, row, column and box");
    fuzz::require(step.digit == digit, "a step holds the cell's digit");
    const std::uint32_t masks[3] = {step.seen_row, step.seen_col, step.seen_box};
    for (int unit = 0; unit < 3; ++unit) {
      std::uint32_t seen = 0;
      for (const auto& [seen_digit, where] : first_cell[unit][units[unit]]) {
        seen |= std::uint32_t{1} << (seen_digit - 1);
      }
      fuzz::require(masks[unit] == seen, "a step's masks are the sets before it");
      const auto found = digit == 0 ? first_cell[unit][units[unit]].end()
                                    : first_cell[unit][units[unit]].find(digit);
      const int earlier = found == first_cell[unit][units[unit]].end() ? -1 : found->second;
      fuzz::require(step.earlier[static_cast<std::size_t>(unit)] == earlier,
                    "a step names the cell that first put its digit into each set");
    }
    fuzz::require(step.is_repeat() == (repeating.count(cell) == 1),
                  "the steps that repeat are the conflicts' cells but the first of each");
    if (digit == 0) continue;
    for (int unit = 0; unit < 3; ++unit) first_cell[unit][units[unit]].emplace(digit, cell);
  }

  // "first" is the same scan, cut at the first repeat (or complete when there is none).
  const auto& cut = first.trace->steps;
  const std::size_t expected =
      repeating.empty() ? steps.size() : static_cast<std::size_t>(*repeating.begin()) + 1;
  fuzz::require(cut.size() == expected, "a 'first' trace ends at the first repeat");
  for (std::size_t i = 0; i < cut.size(); ++i) {
    fuzz::require(cut[i].cell == steps[i].cell && cut[i].seen_row == steps[i].seen_row &&
                      cut[i].seen_col == steps[i].seen_col &&
                      cut[i].seen_box == steps[i].seen_box && cut[i].earlier == steps[i].earlier,
                  "a 'first' trace is the start of the 'all' trace");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const fuzz::CellsInput input = fuzz::decode_cells(fuzz::bytes(data, size));
  const sudoku::ParseResult parsed = sudoku::parse(std::span<const int>(input.cells), input.shape);
  fuzz::require(parsed.ok(), "cells of 0..N in a supported shape are a board");
  check_trace(*parsed.board);
  return 0;
}
