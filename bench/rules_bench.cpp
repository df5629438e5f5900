// Native benchmark of checks with variant rules: a killer puzzle with 30 cages against a classic
// check of the same board (target: at most 2x per call, 1.2x with the rules compiled once), a busy
// real variant puzzle likewise (at most 3x), and is_valid likewise, in one run.
#include <time.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include "corpus.hpp"
#include "sudoku/formats.hpp"
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

// The busy variant: a real puzzle of the constraints corpus (tests/fixtures/constraints/, whose
// README says where it comes from and under what terms it is used), read from its f-puzzles
// payload with its published solution, and the solution with the in-progress board's blanks: the
// same 55 cells placed as the killer's board, which can never conflict (a subset of a solution).
constexpr char busy_name[] = "Bird in a Storm";

struct Busy {
  sudoku::Rules rules;
  sudoku::Board board;
  sudoku::Board solved;
};

std::optional<Busy> busy_puzzle() {
  const auto corpus = sudoku_tests::read_corpus(SUDOKU_CORPUS);
  const auto entry = std::find_if(corpus.puzzles.begin(), corpus.puzzles.end(),
                                  [](const auto& puzzle) { return puzzle.name == busy_name; });
  if (entry == corpus.puzzles.end()) return std::nullopt;
  const std::string& solved_text = entry->solution;
  const sudoku::PuzzleResult puzzle = sudoku::parse_puzzle(entry->input);
  if (!puzzle || solved_text.size() != 81) return std::nullopt;
  std::string placed = solved_text;
  for (std::size_t k = 0; k < placed.size(); ++k) {
    if (in_progress[k] == '.') placed[k] = '.';
  }
  return Busy{puzzle.puzzle->rules, *sudoku::parse(placed).board,
              *sudoku::parse(solved_text).board};
}

// The worst shapes of the constraints' search on a 64x64 board: an empty row under a skyscraper
// clue, a sandwich and an X-sum, and a 60-cell whispers line; milliseconds per check and whether
// the work bound left the instance undecided (target: under 50 ms each).
void worst_shapes(int runs) {
  using K = sudoku::ConstraintKind;
  const int n = 64;
  std::vector<int> empty(static_cast<std::size_t>(n * n), 0);
  const sudoku::Board board =
      *sudoku::parse(std::span<const int>(empty), sudoku::Shape{8, 8}).board;
  const auto row_clue = [&](K kind, int value) {
    sudoku::Constraint c;
    c.kind = kind;
    c.clue_row = 0, c.clue_col = -1, c.value = value;
    c.lines = {{}};
    for (int k = 0; k < n; ++k) c.lines[0].push_back(k);
    return c;
  };
  sudoku::Constraint whispers;
  whispers.kind = K::whispers;
  whispers.lines = {{}};
  for (int k = 0; k < 60; ++k) whispers.lines[0].push_back(k * n + (k % 2));
  const std::vector<std::pair<const char*, sudoku::Constraint>> shapes{
      {"64x64 skyscraper clue 32 on an empty row", row_clue(K::skyscraper, 32)},
      {"64x64 sandwich clue 1000 on an empty row", row_clue(K::sandwich, 1000)},
      {"64x64 X-sum clue 1000 on an empty row", row_clue(K::x_sum, 1000)},
      {"64x64 whispers line of 60 cells", whispers}};
  std::printf("%-52s %9s\n", "worst shapes (one instance each; median of runs)", "ms/check");
  for (const auto& [name, constraint] : shapes) {
    sudoku::Rules rules;
    rules.constraints = {constraint};
    std::vector<double> times;
    bool undecided = false;
    for (int round = 0; round < std::max(runs, 1); ++round) {
      const double before = thread_time_ns();
      const auto result = sudoku::check(board, rules);
      times.push_back((thread_time_ns() - before) / 1e6);
      undecided = !result.report->undecided.empty();
    }
    std::printf("%-52s %9.2f%s\n", name, median(times), undecided ? " (undecided)" : "");
  }
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
  const std::optional<Busy> real = busy_puzzle();
  if (!real) {
    std::fprintf(stderr, "FAIL: %s not read from %s\n", busy_name, SUDOKU_CORPUS);
    return 1;
  }
  const sudoku::Rules& busy = real->rules;
  const sudoku::Board& busy_board = real->board;
  // The same rules compiled once (sudoku/rule_set.hpp), as a board being typed into keeps them.
  const sudoku::RuleSet killer_set = *sudoku::compile_rules(rules, board.shape()).rule_set;
  const sudoku::RuleSet busy_set = *sudoku::compile_rules(busy, board.shape()).rule_set;
  if (!sudoku::check(board, rules).report->valid() || !sudoku::check(board).valid() ||
      !sudoku::check(busy_board, busy).report->valid() ||
      !sudoku::check(real->solved, busy).report->valid()) {
    std::fprintf(stderr, "FAIL: the puzzles in progress and the solution should be valid\n");
    return 1;
  }
  constexpr int calls = 20000;
  std::size_t sink = 0;
  std::vector<double> classic, killer, classic_valid, killer_valid, variant, variant_valid;
  std::vector<double> killer_once, killer_once_valid, variant_once, variant_once_valid;
  std::vector<double> busy_classic;
  // Interleaved runs, so noise falls on both alike; the first round is a warm-up.
  for (int round = 0; round <= runs; ++round) {
    const double a =
        ns_per_call([&] { return sudoku::check(board).conflicts.size(); }, calls, sink);
    const double b = ns_per_call(
        [&] { return sudoku::check(board, rules).report->conflicts.size(); }, calls, sink);
    const double c = ns_per_call([&] { return std::size_t{sudoku::is_valid(board)}; }, calls, sink);
    const double d =
        ns_per_call([&] { return std::size_t{*sudoku::is_valid(board, rules)}; }, calls, sink);
    const double e = ns_per_call(
        [&] { return sudoku::check(busy_board, busy).report->conflicts.size(); }, calls, sink);
    const double f =
        ns_per_call([&] { return std::size_t{*sudoku::is_valid(busy_board, busy)}; }, calls, sink);
    const double g =
        ns_per_call([&] { return killer_set.check(board).report->conflicts.size(); }, calls, sink);
    const double h =
        ns_per_call([&] { return std::size_t{*killer_set.is_valid(board)}; }, calls, sink);
    const double i = ns_per_call(
        [&] { return busy_set.check(busy_board).report->conflicts.size(); }, calls, sink);
    const double j =
        ns_per_call([&] { return std::size_t{*busy_set.is_valid(busy_board)}; }, calls, sink);
    const double l =
        ns_per_call([&] { return sudoku::check(busy_board).conflicts.size(); }, calls, sink);
    if (round == 0) continue;
    busy_classic.push_back(l);
    killer_once.push_back(g);
    killer_once_valid.push_back(h);
    variant_once.push_back(i);
    variant_once_valid.push_back(j);
    variant.push_back(e);
    variant_valid.push_back(f);
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
  std::printf("%-52s %9.0f\n", "check, classic, the busy variant's board", median(busy_classic));
  const std::string busy_row = std::string("check, ") + busy_name + " (" +
                               std::to_string(busy.constraints.size()) + " constraints)";
  std::printf("%-52s %9.0f\n", busy_row.c_str(), median(variant));
  std::printf("%-52s %9.0f\n", "is_valid, the same variant", median(variant_valid));
  std::printf("%-52s %9.0f\n", "check, killer, rules compiled once", median(killer_once));
  std::printf("%-52s %9.0f\n", "is_valid, killer, rules compiled once", median(killer_once_valid));
  std::printf("%-52s %9.0f\n", "check, variant, rules compiled once", median(variant_once));
  std::printf("%-52s %9.0f\n", "is_valid, variant, rules compiled once",
              median(variant_once_valid));
  std::printf("killer check: %.2fx a classic check of the same board (target <= 2x): %s\n", ratio,
              ratio <= 2 ? "met" : "MISSED");
  const double busy_ratio = median(variant) / median(busy_classic);
  std::printf("%s check: %.2fx a classic check of the same board (target <= 3x): %s\n", busy_name,
              busy_ratio, busy_ratio <= 3 ? "met" : "MISSED");
  const double once_ratio = median(killer_once) / median(classic);
  std::printf("killer check, compiled once: %.2fx a classic check (target <= 1.2x): %s\n",
              once_ratio, once_ratio <= 1.2 ? "met" : "MISSED");
  const double busy_once_ratio = median(variant_once) / median(busy_classic);
  std::printf("%s check, compiled once: %.2fx a classic check (target <= 3x): %s\n", busy_name,
              busy_once_ratio, busy_once_ratio <= 3 ? "met" : "MISSED");
  worst_shapes(runs);
  return sink == 0 ? 1 : 0;  // (sink keeps the calls from being optimised away)
}
