// validate_many_solving(): a batch's report, and the solver's answer for each of its valid boards.
// The batch's walk (batch.cpp) says which boards are valid and on which line each stands; this
// file reads those lines again, by the same line rules (lines.hpp) and the same reader
// (parse_puzzle), and asks count_solutions() of each. Apart from batch.cpp, so that a module
// without the solver links none of it.
#include "lines.hpp"
#include "sudoku/formats.hpp"
#include "sudoku/solve.hpp"

namespace sudoku {

BatchReport validate_many_solving(std::string_view text, std::optional<Shape> shape,
                                  const Rules* rules, SolveOptions options, BatchSolving& solving) {
  BatchReport report = rules ? validate_many(text, shape, *rules) : validate_many(text, shape);
  solving = {};
  solving.answers.assign(report.results.size(), 0);
  options.limit = 1;
  options.want_solution = false;
  std::size_t start = detail::byte_order_mark_length(text);
  std::size_t line_number = 0;
  for (std::size_t board = 0; board < report.results.size(); ++board) {
    // The board's own line (lines are strictly increasing, and every board has one).
    detail::Line line{};
    while (line_number < report.lines[board] && start <= text.size()) {
      line = detail::line_at(text, start);
      start = line.next;
      ++line_number;
    }
    if (report.results[board] != static_cast<std::uint8_t>(BatchResult::valid)) continue;
    PuzzleResult read =
        rules ? parse_puzzle(line.text, shape, *rules) : parse_puzzle(line.text, shape);
    // (validate_many found the line valid, so it reads; a line that would not is left unasked.)
    if (!read) continue;
    const SolveResult result = count_solutions(read.puzzle->board, read.puzzle->rules, options);
    if (!result) continue;
    BatchSolvable answer = BatchSolvable::solvable;
    if (!result.known()) {
      answer = BatchSolvable::unknown;
      ++solving.unknown;
    } else if (result.count == 0) {
      answer = BatchSolvable::dead_end;
      ++solving.dead_ends;
      if (solving.reasons.size() < max_batch_errors)
        solving.reasons.push_back({board, line_number, result.reason});
    }
    solving.answers[board] = static_cast<std::uint8_t>(answer);
  }
  return report;
}

}  // namespace sudoku
