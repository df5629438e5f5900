// Native benchmark of batch checking: validate_many (portable kernel forced, then the vector
// kernel) against the tutorial's check and against an AVX2 read-only pass over the same bytes.
//
//   sudoku_bench [corpus file] [--runs N]      (scripts/bench.sh passes bench/corpus/boards-1m.txt)
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <functional>
#include <iterator>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "fast_kernels.hpp"
#include "read_floor.hpp"
#include "sudoku/sudoku.hpp"
#include "tutorial.hpp"

namespace {

// Calls `check` on every 81-character line of the text and counts the valid ones. Lines of any
// other length are skipped: the corpus has none.
template <typename Check>
std::size_t count_valid_lines(std::string_view text, Check check) {
  std::size_t valid = 0;
  std::size_t start = 0;
  while (start < text.size()) {
    const void* newline = std::memchr(text.data() + start, '\n', text.size() - start);
    const std::size_t end =
        newline ? static_cast<std::size_t>(static_cast<const char*>(newline) - text.data())
                : text.size();
    if (end - start == 81 && check(text.data() + start)) ++valid;
    start = end + 1;
  }
  return valid;
}

// The tutorial's loop with one 9-bit mask per row, column and box instead of tables of flags.
bool bitmask_is_valid(const char* board) {
  std::uint16_t rows[9] = {}, cols[9] = {}, boxes[9] = {};
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) {
      const char ch = board[r * 9 + c];
      if (ch == '.') continue;
      const auto bit = static_cast<std::uint16_t>(1u << (ch - '1'));
      const int b = (r / 3) * 3 + c / 3;
      if ((rows[r] | cols[c] | boxes[b]) & bit) return false;
      rows[r] |= bit;
      cols[c] |= bit;
      boxes[b] |= bit;
    }
  }
  return true;
}

// The CPU time of this thread, in ns: on a machine shared with other work, the time spent waiting
// for a core is left out (their use of caches and memory still shows).
double thread_time_ns() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) * 1e9 + static_cast<double>(now.tv_nsec);
}

// What a variant is for: the read-only floor and the tutorial are references; checks count boards.
enum class Role { floor, tutorial, check, portable, vector };

struct Variant {
  Variant(Role variant_role, std::string variant_name,
          std::function<std::size_t(std::string_view)> counter)
      : role(variant_role), name(std::move(variant_name)), count_valid(std::move(counter)) {}
  Role role;
  std::string name;
  std::function<std::size_t(std::string_view)> count_valid;
  std::vector<double> ns_per_board;
  std::size_t valid = 0;
};

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const std::size_t middle = values.size() / 2;
  return values.size() % 2 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
}

// The one-minute load average, to show how busy the machine was (other work shows up as noise).
std::string load_average() {
  std::ifstream file("/proc/loadavg");
  std::string first;
  return file >> first ? first : std::string("?");
}

std::size_t validate_many_with(sudoku::detail::Kernel kernel, std::string_view text) {
  sudoku::detail::set_kernel(kernel);
  return sudoku::validate_many(text).valid;
}

}  // namespace

int main(int argc, char** argv) {
  std::string corpus_path = "bench/corpus/boards-1m.txt";
  int runs = 5;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--runs" && i + 1 < argc) {
      runs = std::atoi(argv[++i]);
    } else if (!arg.empty() && arg[0] != '-') {
      corpus_path = argv[i];
    } else {
      std::fprintf(stderr, "usage: %s [corpus file] [--runs N]\n", argv[0]);
      return 2;
    }
  }
  const std::string load_before = load_average();
  if (runs < 1) {
    std::fprintf(stderr, "--runs needs a positive number\n");
    return 2;
  }

  std::ifstream file(corpus_path, std::ios::binary);
  if (!file) {
    std::fprintf(stderr, "cannot read the corpus %s (run node bench/generate-corpus.mjs)\n",
                 corpus_path.c_str());
    return 2;
  }
  const std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  const std::size_t boards = sudoku::validate_many(text).total;
  if (boards == 0) {
    std::fprintf(stderr, "the corpus %s holds no boards\n", corpus_path.c_str());
    return 2;
  }

  const bool simd = sudoku::detail::simd_supported();
  const bool floor = byte_sum_avx2_available();
  std::vector<Variant> variants;
  if (floor) {
    variants.emplace_back(
        Role::floor, "AVX2 byte sum, read only (floor)", [](std::string_view all) {
          return static_cast<std::size_t>(byte_sum_avx2(all.data(), all.size()) % 2);
        });
  }
  variants.emplace_back(
      Role::tutorial, "(a) tutorial: int rows[9][9], cols, boxes",
      [](std::string_view all) { return count_valid_lines(all, tutorial_is_valid); });
  variants.emplace_back(Role::check, "(b) tutorial with bitmasks", [](std::string_view all) {
    return count_valid_lines(all, bitmask_is_valid);
  });
  variants.emplace_back(Role::portable, "(c) validate_many, portable kernel",
                        [](std::string_view all) {
                          return validate_many_with(sudoku::detail::Kernel::portable, all);
                        });
  if (simd) {
    variants.emplace_back(
        Role::vector,
        std::string("(d) validate_many, vector kernel: ") + sudoku::detail::simd_target(),
        [](std::string_view all) { return validate_many_with(sudoku::detail::Kernel::simd, all); });
  }
  const auto find = [&variants](Role role) -> const Variant* {
    for (const Variant& variant : variants) {
      if (variant.role == role) return &variant;
    }
    return nullptr;
  };

  // Runs are interleaved (a b c d, a b c d, ...) so that noise from other work on the machine
  // falls on every variant alike; the first round is a warm-up and is not timed.
  for (int round = 0; round <= runs; ++round) {
    for (Variant& variant : variants) {
      const double before = thread_time_ns();
      variant.valid = variant.count_valid(text);
      const double ns = thread_time_ns() - before;
      if (round == 0) continue;
      variant.ns_per_board.push_back(ns / static_cast<double>(boards));
    }
  }

  std::printf("corpus: %s, %zu boards, %zu bytes; median of %d runs; load average %s -> %s\n",
              corpus_path.c_str(), boards, text.size(), runs, load_before.c_str(),
              load_average().c_str());
  std::printf("%-46s %9s %9s %9s %9s %8s\n", "variant", "ns/board", "min", "x tutor.", "x floor",
              "valid");
  const Variant& tutorial = *find(Role::tutorial);
  const Variant* read_floor = find(Role::floor);
  const auto speed_up = [&tutorial](const Variant& variant) {
    return median(tutorial.ns_per_board) / median(variant.ns_per_board);
  };
  const auto times_floor = [read_floor](const Variant& variant) {
    return median(variant.ns_per_board) / median(read_floor->ns_per_board);
  };
  bool agree = true;
  for (const Variant& variant : variants) {
    const bool counts = variant.role != Role::floor;
    char floor_ratio[16] = "-";
    if (read_floor) std::snprintf(floor_ratio, sizeof floor_ratio, "%.2f", times_floor(variant));
    std::printf(
        "%-46s %9.2f %9.2f %9.1f %9s %8s\n", variant.name.c_str(), median(variant.ns_per_board),
        *std::min_element(variant.ns_per_board.begin(), variant.ns_per_board.end()),
        speed_up(variant), floor_ratio, counts ? std::to_string(variant.valid).c_str() : "-");
    if (counts && variant.valid != tutorial.valid) agree = false;
  }

  // The targets, each against its reference in this run.
  const auto verdict = [](bool met) { return met ? "met" : "MISSED"; };
  const Variant& portable = *find(Role::portable);
  std::printf("portable: %.1fx the tutorial (target >= 8x): %s\n", speed_up(portable),
              verdict(speed_up(portable) >= 8));
  if (const Variant* vector = find(Role::vector)) {
    std::printf("%s: %.1fx the tutorial (target >= 25x): %s", sudoku::detail::simd_target(),
                speed_up(*vector), verdict(speed_up(*vector) >= 25));
    if (read_floor) {
      std::printf("; %.2fx the read-only pass (target <= 3x): %s", times_floor(*vector),
                  verdict(times_floor(*vector) <= 3));
    }
    std::printf("\n");
  }
  if (!agree) {
    std::fprintf(stderr, "FAIL: the variants disagree on the number of valid boards\n");
    return 1;
  }
  return 0;
}
