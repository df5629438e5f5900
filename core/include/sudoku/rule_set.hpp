// Rules compiled once: validated and laid out for one shape, then used for any number of checks.
//
// Part of the umbrella header sudoku/sudoku.hpp. check(board, rules) validates the rules and lays
// out their units on every call; a program that checks many boards under the same rules (a board
// being typed into, a file of boards) compiles them once with compile_rules() and asks the
// RuleSet instead. The answers are check(board, rules)'s and is_valid(board, rules)'s, exactly.
#pragma once

#include <memory>
#include <optional>

#include "sudoku/rules.hpp"
#include "sudoku/sudoku.hpp"

namespace sudoku {

struct CompiledRules;

/// Rules validated for a shape and laid out for the scan. A RuleSet holds its own copy of the
/// rules: changing the Rules it was compiled from changes nothing here (compile them again).
/// Copies share the compiled tables (they are never changed), so a copy is cheap and any number
/// of threads may check with one RuleSet at once. A default RuleSet is the classic rules of a
/// 9×9 board, and so is a moved-from one.
class RuleSet {
 public:
  RuleSet() noexcept = default;

  /// The rules as compiled (a copy of those given to compile_rules()).
  [[nodiscard]] const Rules& rules() const noexcept;
  /// The shape they were compiled for; only boards of this shape are checked.
  [[nodiscard]] Shape shape() const noexcept;

  /// check(board, rules()): the report, or an error when the board is not of shape() ("these
  /// rules were compiled for 9×9 (boxes 3×3) boards, and this board is 4×4 (boxes 2×2)").
  [[nodiscard]] CheckResult check(const Board& board) const;
  /// is_valid(board, rules()): empty when the board is not of shape().
  [[nodiscard]] std::optional<bool> is_valid(const Board& board) const;

  struct Compiled;  // (internal: core/src/rule_set.cpp)

 private:
  explicit RuleSet(std::shared_ptr<const Compiled> compiled) noexcept
      : compiled_(std::move(compiled)) {}
  friend CompiledRules compile_rules(Rules rules, Shape shape);

  std::shared_ptr<const Compiled> compiled_;  // null: the classic rules of a 9×9 board
};

/// A RuleSet, or why the rules do not fit the shape (validate_rules()'s error).
struct CompiledRules {
  std::optional<RuleSet> rule_set;
  ParseError error;  // meaningful only when !rule_set

  [[nodiscard]] bool ok() const noexcept { return rule_set.has_value(); }
  explicit operator bool() const noexcept { return ok(); }
};

/// `rules` validated for boards of `shape` (validate_rules()) and compiled: the units' table, the
/// cages', the pair rules' marks, built once. An error when they do not fit the shape, or when
/// the shape is not supported.
[[nodiscard]] CompiledRules compile_rules(Rules rules, Shape shape);

}  // namespace sudoku
