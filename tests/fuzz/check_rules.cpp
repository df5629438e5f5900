// Fuzzes check and is_valid with variant rules against the independent referee: any rules, which
// either fit the board (then the report must be the referee's) or are refused by validate_rules
// (then check and is_valid must refuse them too, with its message).
#include "fuzz.hpp"
#include "referee.hpp"
#include "rules_layout.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const fuzz::RulesInput input = fuzz::decode_rules(fuzz::bytes(data, size));
  const sudoku::ParseResult parsed = sudoku::parse(std::span<const int>(input.cells), input.shape);
  fuzz::require(parsed.ok(), "cells of 0..N in a supported shape are a board");
  const sudoku::CheckResult result = sudoku::check(*parsed.board, input.rules);
  const auto verdict = sudoku::is_valid(*parsed.board, input.rules);
  if (const auto error = sudoku::validate_rules(input.rules, input.shape)) {
    fuzz::require(!result.ok() && result.error.message == error->message,
                  "check refuses the rules validate_rules refuses, with its message");
    fuzz::require(!verdict.has_value(), "is_valid refuses them too");
    fuzz::require(!error->message.empty() && error->message.starts_with("rules"),
                  "the message names the rule");
    return 0;
  }
  fuzz::require(result.ok() && verdict.has_value(), "rules that fit are checked");
  const sudoku::Report expected = referee::check(input.cells, input.shape, input.rules);
  fuzz::require(result.report->conflicts == expected.conflicts, "conflicts are the referee's");
  fuzz::require(result.report->conflict_cells == expected.conflict_cells,
                "conflict cells are the referee's");
  fuzz::require(*verdict == expected.valid(), "is_valid is the referee's verdict");
  fuzz::require(!sudoku::describe(*result.report).empty() == !expected.valid(),
                "describe words every invalid report");
  return 0;
}
