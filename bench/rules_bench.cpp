// Native benchmark of checks with variant rules: a killer puzzle with 30 cages against a classic
// check of the same board (target: at most 2x), and is_valid likewise, in one run.
#include <time.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "sudoku/sudoku.hpp"

namespace {

// The CPU time of this thread, in ns (time spent waiting for a core is left out).
double thread_time_ns() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) * 1e9 + static_cast<double>(now.tv_nsec);
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

// A solved 9×9 grid, half of it kept: a killer puzzle part-way through.
constexpr char solution[] =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
constexpr char in_progress[] =
    "53.67.9.267.19.3.8.98.42.67859.61.2342.85.79.71.92.85.96.53.28.28.41.63.34.28.17.";

// 30 cages that tile the board along a snake through the rows (so each is connected): 21 of three
// cells and 9 of two, each with the sum of its digits in the solution.
sudoku::Rules killer_rules() {
  std::vector<int> snake;
  for (int row = 0; row < 9; ++row) {
    for (int k = 0; k < 9; ++k) snake.push_back(row * 9 + (row % 2 == 0 ? k : 8 - k));
  }
  sudoku::Rules rules;
  std::size_t at = 0;
  for (int cage = 0; cage < 30; ++cage) {
    const int cells = cage % 10 < 7 ? 3 : 2;
    sudoku::Cage next{{}, 0};
    for (int k = 0; k < cells; ++k) {
      const int cell = snake[at++];
      next.cells.push_back(cell);
      *next.sum += solution[cell] - '0';
    }
    rules.cages.push_back(next);
  }
  return rules;
}

template <class Check>
double ns_per_call(Check check, int calls, std::size_t& sink) {
  const double before = thread_time_ns();
  for (int k = 0; k < calls; ++k) sink += check();
  return (thread_time_ns() - before) / calls;
}

}  // namespace

int main(int argc, char** argv) {
  const int runs = argc > 2 && std::string(argv[1]) == "--runs" ? std::atoi(argv[2]) : 5;
  const sudoku::Board board = *sudoku::parse(in_progress).board;
  const sudoku::Rules rules = killer_rules();
  if (!sudoku::check(board, rules).report->valid() || !sudoku::check(board).valid()) {
    std::fprintf(stderr, "FAIL: the killer puzzle in progress should be valid\n");
    return 1;
  }
  constexpr int calls = 20000;
  std::size_t sink = 0;
  std::vector<double> classic, killer, classic_valid, killer_valid;
  // Interleaved runs, so noise falls on both alike; the first round is a warm-up.
  for (int round = 0; round <= runs; ++round) {
    const double a =
        ns_per_call([&] { return sudoku::check(board).conflicts.size(); }, calls, sink);
    const double b = ns_per_call(
        [&] { return sudoku::check(board, rules).report->conflicts.size(); }, calls, sink);
    const double c = ns_per_call([&] { return std::size_t{sudoku::is_valid(board)}; }, calls, sink);
    const double d =
        ns_per_call([&] { return std::size_t{*sudoku::is_valid(board, rules)}; }, calls, sink);
    if (round == 0) continue;
    classic.push_back(a);
    killer.push_back(b);
    classic_valid.push_back(c);
    killer_valid.push_back(d);
  }
  const double ratio = median(killer) / median(classic);
  std::printf("%-52s %9s\n", "variant (9x9, 55 digits placed; median of runs)", "ns/check");
  std::printf("%-52s %9.0f\n", "check, classic", median(classic));
  std::printf("%-52s %9.0f\n", "check, killer with 30 cages", median(killer));
  std::printf("%-52s %9.0f\n", "is_valid, classic", median(classic_valid));
  std::printf("%-52s %9.0f\n", "is_valid, killer with 30 cages", median(killer_valid));
  std::printf("killer check: %.2fx a classic check of the same board (target <= 2x): %s\n", ratio,
              ratio <= 2 ? "met" : "MISSED");
  return sink == 0 ? 1 : 0;  // (sink keeps the calls from being optimised away)
}
