// ListingSession::solve(): the CLI's --solvable and --unique. Each valid board of a listing is
// also given to count_solutions(), and its answer written in the session's format. Apart from
// listing_session.cpp, so that a module that never asks links no solver.
#include <algorithm>

#include "characters.hpp"
#include "describe.hpp"
#include "listing_state.hpp"
#include "sudoku/rules.hpp"
#include "sudoku/solve.hpp"

namespace sudoku {
namespace detail {
namespace {

// What the solver says of one valid board, counted and (unless quiet) written.
void solve_board(ListingState& state, std::size_t line, const Board& board, const Rules* rules) {
  const bool unique = state.solve_mode() == ListingSolve::unique;
  SolveOptions options;
  options.limit = unique ? 2 : 1;
  options.budget = state.budget();
  const SolveResult result = count_solutions(board, rules ? *rules : Rules{}, options);
  const bool json = state.format() == ListingFormat::json;
  std::string& out = state.output;
  const bool write = !state.quiet();
  if (!result.known()) {
    ++state.counts.unknown;
    if (!write) return;
    state.start_board_record(line);
    if (json) {
      out += unique ? ",\"solutions\":\"unknown\"" : ",\"solvable\":null";
      out += ",\"budget\":";
      put_count(out, state.budget());
      out += "}\n";
      return;
    }
    out += format(unique ? SUDOKU_MESSAGE("listing.solutions_unknown",
                                          "valid, but how many solutions it has is unknown")
                         : SUDOKU_MESSAGE("listing.solvable_unknown",
                                          "valid, but whether it can be completed is unknown"),
                  {});
    if (result.ok()) {
      out += ": ";
      std::string budget;
      put_count(budget, state.budget());
      // (the plural counts the budget, a figure as large as any a plural rule tells apart)
      const auto counted =
          static_cast<long long>(std::min<std::uint64_t>(state.budget(), 1u << 30));
      out += format(SUDOKU_MESSAGE("listing.out_of_budget",
                                   "the search ran out of its budget of {budget} {count, plural, "
                                   "one {node} other {nodes}}"),
                    {budget, counted});
    } else {
      out += ": ";
      out += result.error->message;
    }
    out += '\n';
    return;
  }
  if (result.count == 0) {
    ++state.counts.dead_ends;
    if (!write) return;
    state.start_board_record(line);
    if (json) {
      out += unique ? ",\"solutions\":\"0\"" : ",\"solvable\":false";
      if (result.reason) {
        out += ",\"reason\":";
        put_json_string(out, result.reason->message);
        out += ",\"kind\":\"";
        out += dead_end_name(result.reason->kind);
        out += "\",\"cells\":";
        StringWriter writer(out);
        put_int_list(writer, std::span<const int>(result.reason->cells));
      }
      out += "}\n";
      return;
    }
    const std::string reason =
        result.reason
            ? result.reason->message
            : format(
                  SUDOKU_MESSAGE("listing.dead_end_unexplained",
                                 "the search tried every digit, and no one cell or unit shows why"),
                  {});
    out += format(
        SUDOKU_MESSAGE("listing.dead_end", "valid, but it can no longer be completed: {reason}"),
        {reason});
    out += '\n';
    return;
  }
  if (!unique) return;  // solvable: nothing to say, as of a valid board
  if (result.count == 1) {
    ++state.counts.unique;
    if (!write) return;
    state.start_board_record(line);
    if (json) {
      out += ",\"solutions\":\"1\"}\n";
    } else {
      out += format(SUDOKU_MESSAGE("listing.unique", "valid, and it has exactly one solution"), {});
      out += '\n';
    }
    return;
  }
  ++state.counts.multiple;
  if (!write) return;
  state.start_board_record(line);
  if (json) {
    out += ",\"solutions\":\"2+\"";
    if (result.differs_at) {
      out += ",\"differsAt\":";
      put_count(out, static_cast<std::uint64_t>(*result.differs_at));
    }
    out += "}\n";
    return;
  }
  out +=
      format(SUDOKU_MESSAGE("listing.not_unique", "valid, but it has more than one solution"), {});
  if (result.differs_at) {
    std::string cell;
    StringWriter writer(cell);
    put_cell_name(writer, *result.differs_at, board.size());
    out += ": ";
    out += format(SUDOKU_MESSAGE("listing.differ_at", "two of them differ at {cell}"), {cell});
  }
  out += '\n';
}

}  // namespace
}  // namespace detail

void ListingSession::solve(ListingSolve mode, std::uint64_t budget) {
  state_->set_solve(mode, budget, detail::solve_board);
}

}  // namespace sudoku
