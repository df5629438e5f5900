// describe()'s sentence of a conflict that is not a digit twice in a unit: a cage's sum, a pair
// rule's two cells, a constraint's own words (describe.hpp's rule_sentences, which the variant
// rules' check in check_rules.cpp points at this function).
#include "describe.hpp"
#include "sudoku/sudoku.hpp"

namespace sudoku::detail {

void put_rule_sentence(const Out& out, const Catalog* catalog, const Conflict& conflict,
                       bool name_cells, int side) {
  const Arg digit = Arg::digit(conflict.digit), other = Arg::digit(conflict.other_digit);
  switch (conflict.rule) {
    case Rule::constraint:  // the judge's own sentence (constraints/judge.hpp)
      out.put(std::string_view(conflict.words));
      return;
    case Rule::cage_sum: {
      const long long cage = conflict.index + 1LL;
      if (conflict.sum > conflict.target) {
        put_message(out, catalog,
                    SUDOKU_MESSAGE("describe.cage.more",
                                   "cage {cage} adds up to {sum}, more than its {target}"),
                    {cage, conflict.sum, conflict.target});
      } else if (conflict.open == 0) {
        put_message(out, catalog,
                    SUDOKU_MESSAGE("describe.cage.less",
                                   "cage {cage} adds up to {sum}, less than its {target}"),
                    {cage, conflict.sum, conflict.target});
      } else {  // different digits in its empty cells cannot make up the difference
        put_message(out, catalog,
                    SUDOKU_MESSAGE("describe.cage.unreachable",
                                   "cage {cage} adds up to {sum} and cannot reach its {target} "
                                   "with {open, plural, one {# more digit} other {# more "
                                   "different digits}}"),
                    {cage, conflict.sum, conflict.target, conflict.open});
      }
      if (name_cells) put_cells(out, conflict.cells, side);
      return;
    }
    case Rule::anti_knight:
      put_message(
          out, catalog,
          SUDOKU_MESSAGE("describe.anti_knight", "{digit} is a knight's move from another {other}"),
          {digit, other});
      break;
    case Rule::anti_king:
      put_message(
          out, catalog,
          SUDOKU_MESSAGE("describe.anti_king", "{digit} is a king's move from another {other}"),
          {digit, other});
      break;
    case Rule::negative_ratio: {
      const int low = std::min(conflict.digit, conflict.other_digit);
      put_message(
          out, catalog,
          SUDOKU_MESSAGE("describe.negative_ratio",
                         "{digit} and {other} are in a 1:{ratio} ratio with no black dot "
                         "between them"),
          {digit, other, std::max(conflict.digit, conflict.other_digit) / (low > 0 ? low : 1)});
      break;
    }
    case Rule::negative_xv: {
      const int sum = conflict.digit + conflict.other_digit;
      put_message(out, catalog,
                  sum == 5 ? SUDOKU_MESSAGE("describe.negative_v",
                                            "{digit} and {other} add up to {sum} with no V between "
                                            "them")
                           : SUDOKU_MESSAGE("describe.negative_x",
                                            "{digit} and {other} add up to {sum} with no X between "
                                            "them"),
                  {digit, other, sum});
      break;
    }
    default:  // Rule::non_consecutive
      put_message(out, catalog,
                  SUDOKU_MESSAGE("describe.non_consecutive",
                                 "{digit} and {other} are consecutive neighbours"),
                  {digit, other});
      break;
  }
  put_cells(out, conflict.cells, side);
}

}  // namespace sudoku::detail
