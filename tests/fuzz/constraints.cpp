// Fuzzes the constraints' judges (core/src/constraints/) through check and is_valid: any
// constraints, which either fit the board (then the report keeps the referee's rule: every
// conflict named with its instance, its cells and its sentence; is_valid agrees; placing one more
// digit never clears a conflict) or are refused by validate_rules (then check and is_valid refuse
// them too, with its message). Each instance's work is bounded (Steps), so each input is too.
#include <algorithm>

#include "constraints_layout.hpp"
#include "fuzz.hpp"
#include "sudoku/rules.hpp"

namespace {

// The constraint conflicts of a report, by instance.
std::vector<int> broken(const sudoku::Report& report) {
  std::vector<int> out;
  for (const sudoku::Conflict& conflict : report.conflicts) {
    if (conflict.rule == sudoku::Rule::constraint) out.push_back(conflict.index);
  }
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const fuzz::ConstraintsInput input = fuzz::decode_constraints(fuzz::bytes(data, size));
  const sudoku::ParseResult parsed = sudoku::parse(std::span<const int>(input.cells), input.shape);
  fuzz::require(parsed.ok(), "cells of 0..N in a supported shape are a board");
  const sudoku::CheckResult result = sudoku::check(*parsed.board, input.rules);
  const auto verdict = sudoku::is_valid(*parsed.board, input.rules);
  if (const auto error = sudoku::validate_rules(input.rules, input.shape)) {
    fuzz::require(!result.ok() && result.error.message == error->message,
                  "check refuses the rules validate_rules refuses, with its message");
    fuzz::require(!verdict.has_value(), "is_valid refuses them too");
    fuzz::require(error->message.starts_with("rules"), "the message names the rule");
    return 0;
  }
  fuzz::require(result.ok() && verdict.has_value(), "rules that fit are checked");
  const sudoku::Report& report = *result.report;
  fuzz::require(*verdict == report.valid(), "is_valid is check's verdict");
  const auto& constraints = input.rules.constraints;
  for (const sudoku::Conflict& conflict : report.conflicts) {
    if (conflict.rule != sudoku::Rule::constraint) continue;
    fuzz::require(
        conflict.index >= 0 && static_cast<std::size_t>(conflict.index) < constraints.size(),
        "a conflict names an instance of the rules");
    const sudoku::Constraint& constraint = constraints[static_cast<std::size_t>(conflict.index)];
    fuzz::require(conflict.constraint_kind == static_cast<std::uint8_t>(constraint.kind),
                  "a conflict names its instance's kind");
    std::vector<int> cells;
    for (const auto& line : constraint.lines) cells.insert(cells.end(), line.begin(), line.end());
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    fuzz::require(conflict.cells == cells, "a conflict's cells are its instance's, ascending");
    fuzz::require(!conflict.words.empty(), "a constraint's conflict has the core's sentence");
  }
  fuzz::require(std::is_sorted(report.undecided.begin(), report.undecided.end()),
                "undecided instances are listed in order");
  const std::vector<int> before = broken(report);
  for (int index : report.undecided) {
    fuzz::require(!std::binary_search(before.begin(), before.end(), index),
                  "an undecided instance is no conflict");
  }
  fuzz::require(!sudoku::describe(report).empty() == !report.valid(),
                "describe words every invalid report");
  // One more digit in an empty cell never clears a constraint's conflict.
  if (input.cells[static_cast<std::size_t>(input.fill_cell)] != 0) return 0;
  std::vector<int> more = input.cells;
  more[static_cast<std::size_t>(input.fill_cell)] = input.fill_digit;
  const sudoku::ParseResult filled = sudoku::parse(std::span<const int>(more), input.shape);
  const sudoku::CheckResult after = sudoku::check(*filled.board, input.rules);
  fuzz::require(after.ok(), "the same rules fit the same board with one more digit");
  const std::vector<int> now = broken(*after.report);
  for (int index : before) {
    fuzz::require(std::binary_search(now.begin(), now.end(), index) ||
                      std::binary_search(after.report->undecided.begin(),
                                         after.report->undecided.end(), index),
                  "placing a digit never clears a constraint's conflict");
  }
  return 0;
}
