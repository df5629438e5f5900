// Native benchmark of count_solutions (npm run bench:solve): generated data sets of unique 9×9
// puzzles, each timed counting up to 2 solutions, beside tdoku's published figures and a plain
// bitmask backtracker (the tutorial's LeetCode #37 way) in the same run; and a killer puzzle.
#include <time.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <sudoku/formats.hpp>
#include <sudoku/solve.hpp>
#include <vector>

#include "solve_internal.hpp"

namespace {

using Grid = std::array<std::uint8_t, 81>;

double thread_time_ns() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) * 1e9 + static_cast<double>(now.tv_nsec);
}

// ---- Data sets, generated with a fixed seed ---------------------------------------------------

int solutions(const Grid& grid, std::uint64_t& nodes) {
  return sudoku::detail::count_classic(grid, 2, 10'000'000, nodes);
}

// A random full grid: a few random digits where they keep the board solvable, the first
// solution, then a random relabelling, transposition and shuffle of rows, columns, bands, stacks.
Grid random_grid(std::mt19937_64& random) {
  Grid grid{};
  std::uint64_t nodes = 0;
  for (int placed = 0; placed < 11;) {
    const auto cell = static_cast<std::size_t>(random() % 81);
    if (grid[cell] != 0) continue;
    grid[cell] = static_cast<std::uint8_t>(1 + random() % 9);
    if (sudoku::detail::count_classic(grid, 1, 1'000'000, nodes) < 1) {
      grid[cell] = 0;
    } else {
      ++placed;
    }
  }
  auto outcome = sudoku::detail::search_classic(grid, 1, 10'000'000, true);
  std::array<int, 9> label{1, 2, 3, 4, 5, 6, 7, 8, 9}, rows{}, cols{};
  std::array<int, 3> bands{0, 1, 2}, stacks{0, 1, 2};
  std::shuffle(label.begin(), label.end(), random);
  std::shuffle(bands.begin(), bands.end(), random);
  std::shuffle(stacks.begin(), stacks.end(), random);
  for (int k = 0; k < 3; ++k) {
    std::array<int, 3> in_band{0, 1, 2}, in_stack{0, 1, 2};
    std::shuffle(in_band.begin(), in_band.end(), random);
    std::shuffle(in_stack.begin(), in_stack.end(), random);
    for (int j = 0; j < 3; ++j) {
      rows[static_cast<std::size_t>(k * 3 + j)] =
          bands[static_cast<std::size_t>(k)] * 3 + in_band[static_cast<std::size_t>(j)];
      cols[static_cast<std::size_t>(k * 3 + j)] =
          stacks[static_cast<std::size_t>(k)] * 3 + in_stack[static_cast<std::size_t>(j)];
    }
  }
  const bool transpose = random() % 2 == 1;
  Grid out{};
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) {
      const int from =
          transpose ? cols[static_cast<std::size_t>(c)] * 9 + rows[static_cast<std::size_t>(r)]
                    : rows[static_cast<std::size_t>(r)] * 9 + cols[static_cast<std::size_t>(c)];
      out[static_cast<std::size_t>(r * 9 + c)] =
          static_cast<std::uint8_t>(label[outcome.first[static_cast<std::size_t>(from)] - 1u]);
    }
  }
  return out;
}

// Clues removed in a random order while the puzzle stays unique, down to `floor` clues (0: until
// no clue can go, a minimal puzzle).
Grid minimise(Grid grid, int floor, std::mt19937_64& random) {
  std::array<int, 81> order{};
  for (int k = 0; k < 81; ++k) order[static_cast<std::size_t>(k)] = k;
  std::shuffle(order.begin(), order.end(), random);
  int clues = 81;
  std::uint64_t nodes = 0;
  for (int cell : order) {
    if (clues <= floor) break;
    const std::uint8_t digit = grid[static_cast<std::size_t>(cell)];
    grid[static_cast<std::size_t>(cell)] = 0;
    if (solutions(grid, nodes) == 1) {
      --clues;
    } else {
      grid[static_cast<std::size_t>(cell)] = digit;
    }
  }
  return grid;
}

std::string line_of(const Grid& grid) {
  std::string line(81, '.');
  for (int k = 0; k < 81; ++k) {
    if (grid[static_cast<std::size_t>(k)])
      line[static_cast<std::size_t>(k)] =
          static_cast<char>('0' + grid[static_cast<std::size_t>(k)]);
  }
  return line;
}

void write_lines(const std::filesystem::path& path, const std::vector<Grid>& grids) {
  std::ofstream out(path);
  for (const Grid& grid : grids) out << line_of(grid) << '\n';
}

// The four sets: "random" (30–36 clues kept, like the kaggle set: mostly singles), "minimal"
// (every clue needed, like the 17-clue set's kind), and from a pool of minimal puzzles the ones
// that take the most search nodes: "hard" (ranks 1%–6%, like top1465) and "hardest" (the top 1%,
// like the forum's hardest).
void generate(const std::filesystem::path& dir, int count) {
  std::filesystem::create_directories(dir);
  std::mt19937_64 random(34);
  std::vector<Grid> easy, pool;
  for (int k = 0; k < count; ++k) {
    easy.push_back(minimise(random_grid(random), 30 + static_cast<int>(random() % 7), random));
  }
  for (int k = 0; k < 2 * count; ++k) pool.push_back(minimise(random_grid(random), 0, random));
  write_lines(dir / "random.txt", easy);
  write_lines(dir / "minimal.txt", {pool.begin(), pool.begin() + count});
  std::vector<std::pair<std::uint64_t, std::size_t>> ranked;
  for (std::size_t k = 0; k < pool.size(); ++k) {
    std::uint64_t nodes = 0;
    solutions(pool[k], nodes);
    ranked.push_back({nodes, k});
  }
  std::stable_sort(ranked.begin(), ranked.end(), [](auto a, auto b) { return a.first > b.first; });
  std::vector<Grid> hard, hardest;
  for (std::size_t k = 0; k < ranked.size() * 6 / 100; ++k) {
    (k < ranked.size() / 100 ? hardest : hard).push_back(pool[ranked[k].second]);
  }
  write_lines(dir / "hard.txt", hard);
  write_lines(dir / "hardest.txt", hardest);
}

std::vector<Grid> read_lines(const std::filesystem::path& path) {
  std::vector<Grid> grids;
  std::ifstream in(path);
  for (std::string line; std::getline(in, line);) {
    if (line.size() != 81) continue;
    Grid grid{};
    for (int k = 0; k < 81; ++k) {
      const char c = line[static_cast<std::size_t>(k)];
      grid[static_cast<std::size_t>(k)] =
          c >= '1' && c <= '9' ? static_cast<std::uint8_t>(c - '0') : 0;
    }
    grids.push_back(grid);
  }
  return grids;
}

// ---- The plain backtracker: the tutorial's LeetCode #37 way, counting up to 2 ------------------

struct Backtracker {
  std::array<std::uint16_t, 9> rows{}, cols{}, boxes{};
  Grid grid{};
  int count = 0;

  void solve(int cell) {
    while (cell < 81 && grid[static_cast<std::size_t>(cell)] != 0) ++cell;
    if (cell == 81) {
      ++count;
      return;
    }
    const int r = cell / 9, c = cell % 9, b = (r / 3) * 3 + c / 3;
    for (int d = 0; d < 9 && count < 2; ++d) {
      const auto bit = static_cast<std::uint16_t>(1u << d);
      if ((rows[static_cast<std::size_t>(r)] | cols[static_cast<std::size_t>(c)] |
           boxes[static_cast<std::size_t>(b)]) &
          bit)
        continue;
      rows[static_cast<std::size_t>(r)] |= bit, cols[static_cast<std::size_t>(c)] |= bit,
          boxes[static_cast<std::size_t>(b)] |= bit;
      grid[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(d + 1);
      solve(cell + 1);
      grid[static_cast<std::size_t>(cell)] = 0;
      rows[static_cast<std::size_t>(r)] ^= bit, cols[static_cast<std::size_t>(c)] ^= bit,
          boxes[static_cast<std::size_t>(b)] ^= bit;
    }
  }
};

int backtrack(const Grid& puzzle) {
  Backtracker solver;
  solver.grid = puzzle;
  for (int cell = 0; cell < 81; ++cell) {
    if (const int d = puzzle[static_cast<std::size_t>(cell)]) {
      const auto bit = static_cast<std::uint16_t>(1u << (d - 1));
      const int r = cell / 9, c = cell % 9;
      solver.rows[static_cast<std::size_t>(r)] |= bit;
      solver.cols[static_cast<std::size_t>(c)] |= bit;
      solver.boxes[static_cast<std::size_t>((r / 3) * 3 + c / 3)] |= bit;
    }
  }
  solver.solve(0);
  return solver.count;
}

// ---- Timing ------------------------------------------------------------------------------------

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

struct SetFigures {
  double mean_us = 0, p99_us = 0, nodes = 0, clues = 0;
  double subset_solver_us = 0, subset_plain_us = 0;
  std::size_t subset = 0;
  bool ok = true;
};

SetFigures time_set(const std::vector<Grid>& grids, int runs, std::size_t subset) {
  SetFigures figures;
  std::vector<sudoku::Board> boards;
  for (const Grid& grid : grids) {
    std::vector<int> cells(grid.begin(), grid.end());
    boards.push_back(*sudoku::parse(std::span<const int>(cells)).board);
    figures.clues += static_cast<double>(81 - std::count(grid.begin(), grid.end(), 0));
  }
  figures.clues /= static_cast<double>(grids.size());
  std::uint64_t nodes = 0;
  for (const auto& board : boards) {
    const auto result = sudoku::count_solutions(board);
    figures.ok = figures.ok && result.count == 1 && result.end == sudoku::SearchEnd::finished;
    nodes += result.nodes;
  }
  figures.nodes = static_cast<double>(nodes) / static_cast<double>(boards.size());
  std::vector<double> means;
  std::size_t sink = 0;
  for (int run = 0; run <= runs; ++run) {  // the first run warms up
    const double before = thread_time_ns();
    for (const auto& board : boards)
      sink += static_cast<std::size_t>(sudoku::count_solutions(board).count);
    if (run > 0)
      means.push_back((thread_time_ns() - before) / static_cast<double>(boards.size()) / 1000);
  }
  figures.mean_us = median(means);
  std::vector<double> each;
  for (const auto& board : boards) {
    // Thread CPU time here too, so a puzzle the scheduler preempted is not counted as slow.
    const double start = thread_time_ns();
    sink += static_cast<std::size_t>(sudoku::count_solutions(board).count);
    each.push_back((thread_time_ns() - start) / 1000);
  }
  std::sort(each.begin(), each.end());
  figures.p99_us = each[std::min(each.size() - 1, each.size() * 99 / 100)];
  figures.subset = std::min(subset, boards.size());
  double before = thread_time_ns();
  for (std::size_t k = 0; k < figures.subset; ++k)
    sink += static_cast<std::size_t>(sudoku::count_solutions(boards[k]).count);
  figures.subset_solver_us =
      (thread_time_ns() - before) / static_cast<double>(figures.subset) / 1000;
  before = thread_time_ns();
  for (std::size_t k = 0; k < figures.subset; ++k) {
    const int count = backtrack(grids[k]);
    figures.ok = figures.ok && count == 1;
  }
  figures.subset_plain_us =
      (thread_time_ns() - before) / static_cast<double>(figures.subset) / 1000;
  if (sink == 0) std::printf(" ");
  return figures;
}

// The Solo killer puzzle of tests/fixtures/formats.puzzles (generated by Simon Tatham's Solo,
// `sgt-solo --generate 1 3x3k`): no digits, 36 cages.
constexpr char solo_killer[] =
    "3x3k:zzzc,_a___a_a______a______a__a______________________a____a_caacaaa____aa____aaaba_aab_"
    "aaa_aa_a_aaaabaab,14_6a8_13_7_5a13a11d14_12a4_11a18_8_15b4a16e10a9_11_8a17_6_10a9c6c11a11_"
    "10_9b11b38c8a19c12a11f";

// The inputs of the real variant puzzles of tests/fixtures/constraints/corpus.puzzles (the
// constraints issue's kinds), as solve.bench.mjs reads them for the wasm build.
std::vector<std::pair<std::string, std::string>> corpus_inputs(const std::filesystem::path& path) {
  std::vector<std::pair<std::string, std::string>> inputs;
  std::ifstream in(path);
  std::string name;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("=== ", 0) == 0) name = line.substr(4);
    if (line.rfind("input: ", 0) == 0) inputs.emplace_back(name, line.substr(7));
  }
  return inputs;
}

}  // namespace

int main(int argc, char** argv) {
  std::filesystem::path dir = "build/solve-data";
  int runs = 5, count = 2000;
  std::string json_out;
  std::filesystem::path corpus_path = "tests/fixtures/constraints/corpus.puzzles";
  bool verbose = false;  // --verbose: each corpus puzzle's figures
  for (int k = 1; k < argc; ++k) {
    const std::string flag = argv[k];
    if (flag == "--verbose") {
      verbose = true;
      continue;
    }
    if (k + 1 == argc) break;
    const char* value = argv[++k];
    if (flag == "--data") dir = value;
    if (flag == "--runs") runs = std::atoi(value);
    if (flag == "--count") count = std::atoi(value);
    if (flag == "--json") json_out = value;
    if (flag == "--corpus") corpus_path = value;
  }
  dir /= "seed34-" + std::to_string(count);
  if (!std::filesystem::exists(dir / "hardest.txt")) {
    std::printf("generating the data sets into %s (seed 34, %d puzzles a set)...\n", dir.c_str(),
                count);
    generate(dir, count);
  }
  struct Set {
    const char* name;
    const char* like;
    double tdoku_low, tdoku_high;
    std::size_t subset;
  };
  const Set sets[] = {{"random", "kaggle", 0.9, 0.9, 200},
                      {"minimal", "17-clue", 2.7, 2.7, 100},
                      {"hard", "top1465", 7.3, 7.3, 50},
                      {"hardest", "forum hardest", 35, 65, 20}};
  std::printf("%-8s %-14s %6s %6s %7s %9s %9s %8s %9s %12s %9s\n", "set", "like", "boards", "clues",
              "nodes", "mean µs", "p99 µs", "tdoku µs", "× tdoku", "plain µs", "× faster");
  bool ok = true;
  std::string json = "{";
  for (const Set& set : sets) {
    const auto grids = read_lines(dir / (std::string(set.name) + ".txt"));
    const SetFigures f = time_set(grids, runs, set.subset);
    ok = ok && f.ok;
    char tdoku[32], ratio[32];
    if (set.tdoku_low == set.tdoku_high) {
      std::snprintf(tdoku, sizeof tdoku, "%.1f", set.tdoku_low);
      std::snprintf(ratio, sizeof ratio, "%.2f", f.mean_us / set.tdoku_low);
    } else {
      std::snprintf(tdoku, sizeof tdoku, "%.0f–%.0f", set.tdoku_low, set.tdoku_high);
      std::snprintf(ratio, sizeof ratio, "%.2f–%.2f", f.mean_us / set.tdoku_high,
                    f.mean_us / set.tdoku_low);
    }
    std::printf(
        "%-8s %-14s %6zu %6.1f %7.1f %9.2f %9.2f %8s %9s %12.1f %9.0f  (plain: first %zu)\n",
        set.name, set.like, grids.size(), f.clues, f.nodes, f.mean_us, f.p99_us, tdoku, ratio,
        f.subset_plain_us, f.subset_plain_us / f.subset_solver_us, f.subset);
    char entry[200];
    std::snprintf(entry, sizeof entry, "%s\"%s\":{\"meanUs\":%.3f,\"p99Us\":%.3f}",
                  json.size() > 1 ? "," : "", set.name, f.mean_us, f.p99_us);
    json += entry;
  }
  const auto killer = sudoku::parse_puzzle(solo_killer);
  std::vector<double> ms;
  sudoku::SolveResult answer;
  for (int run = 0; run <= runs; ++run) {
    const double before = thread_time_ns();
    answer = sudoku::count_solutions(killer.puzzle->board, killer.puzzle->rules);
    if (run > 0) ms.push_back((thread_time_ns() - before) / 1e6);
  }
  std::printf(
      "killer (Solo 3x3k, 36 cages, no digits): %d solution(s), %s, %llu nodes, %.2f ms "
      "(target < 50 ms: %s)\n",
      answer.count, std::string(sudoku::search_end_name(answer.end)).c_str(),
      static_cast<unsigned long long>(answer.nodes), median(ms),
      median(ms) < 50 ? "met" : "MISSED");
  char entry[100];
  std::snprintf(entry, sizeof entry, ",\"killerMs\":%.3f", median(ms));
  json += entry;
  // The variant corpus: each puzzle counted up to 2 solutions within the default budget, the
  // median of runs per puzzle; answered (known) or unknown, the target each under 50 ms.
  const auto corpus = corpus_inputs(corpus_path);
  std::vector<double> spent;
  int answered = 0;
  for (const auto& [name, input] : corpus) {
    const auto read = sudoku::parse_puzzle(input);
    if (!read) {
      std::fprintf(stderr, "FAIL: the corpus puzzle %s does not read\n", name.c_str());
      return 1;
    }
    std::vector<double> each;
    for (int run = 0; run < std::max(1, runs / 2); ++run) {
      const double before = thread_time_ns();
      answer = sudoku::count_solutions(read.puzzle->board, read.puzzle->rules);
      each.push_back((thread_time_ns() - before) / 1e6);
    }
    spent.push_back(median(each));
    answered += answer.known();
    if (verbose) {
      std::printf("  %-56s %8.2f ms %7llu nodes  %s\n", name.c_str(), spent.back(),
                  static_cast<unsigned long long>(answer.nodes),
                  answer.known() ? (answer.count == 1 ? "unique" : "answered") : "unknown");
    }
  }
  if (!spent.empty()) {
    std::printf(
        "variant corpus (%zu real puzzles, 100,000 nodes each): %d answered, %zu unknown; median "
        "%.1f ms, slowest %.1f ms (target < 50 ms each: %s)\n",
        corpus.size(), answered, corpus.size() - static_cast<std::size_t>(answered), median(spent),
        *std::max_element(spent.begin(), spent.end()),
        *std::max_element(spent.begin(), spent.end()) < 50 ? "met" : "MISSED");
    std::snprintf(entry, sizeof entry, ",\"corpusMedianMs\":%.3f", median(spent));
    json += entry;
  }
  json += "}";
  if (!json_out.empty()) std::ofstream(json_out) << json << '\n';
  if (!ok) {
    std::fprintf(stderr, "FAIL: a puzzle did not have exactly one solution\n");
    return 1;
  }
  return 0;
}
