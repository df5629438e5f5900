// The lines family of constraints (judge.hpp). Not written yet: every instance holds, and no
// reader makes constraints of these kinds until this file judges them.
#include "judge.hpp"

namespace sudoku::detail {

Judged judge_line_kind(const BoardView&, std::size_t, Steps&) { return {}; }

}  // namespace sudoku::detail
