// Native benchmark of batch checking: the tutorial's algorithm, a plain bitmask version and
// validate_many (portable kernel forced, then the run-time choice) over one corpus file.
//
//   sudoku_bench [corpus file] [--runs N]      (scripts/bench.sh passes bench/corpus/boards-1m.txt)
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <iterator>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "fast_kernels.hpp"
#include "sudoku/sudoku.hpp"

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

bool is_blank(char c) { return c == '.' || c == '0'; }

// (a) The tutorial's one-pass algorithm, written the way the tutorial writes it: a table of
// flags per row, column and box, box (r / 3) * 3 + c / 3, stop at the first repeat.
bool tutorial_is_valid(const char* board) {
  int rows[9][9] = {}, cols[9][9] = {}, boxes[9][9] = {};
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) {
      const char ch = board[r * 9 + c];
      if (is_blank(ch)) continue;
      const int d = ch - '1';
      const int b = (r / 3) * 3 + c / 3;
      if (rows[r][d] || cols[c][d] || boxes[b][d]) return false;
      rows[r][d] = cols[c][d] = boxes[b][d] = 1;
    }
  }
  return true;
}

// (b) The same loop with one 9-bit mask per row, column and box instead of tables of flags.
bool bitmask_is_valid(const char* board) {
  std::uint16_t rows[9] = {}, cols[9] = {}, boxes[9] = {};
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) {
      const char ch = board[r * 9 + c];
      if (is_blank(ch)) continue;
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

struct Variant {
  Variant(const char* variant_name, std::function<std::size_t(std::string_view)> counter)
      : name(variant_name), count_valid(std::move(counter)) {}
  const char* name;
  std::function<std::size_t(std::string_view)> count_valid;
  std::vector<double> ns_per_board;
  std::size_t valid = 0;
};

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const std::size_t middle = values.size() / 2;
  return values.size() % 2 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
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

  const bool avx2 = sudoku::detail::avx2_supported();
  const sudoku::detail::Kernel best =
      avx2 ? sudoku::detail::Kernel::avx2 : sudoku::detail::Kernel::portable;
  std::vector<Variant> variants;
  variants.emplace_back("read every byte (floor)", [](std::string_view all) {
    // Not a check: the cost of touching each byte once, as a floor.
    std::uint64_t sum = 0;
    for (const char c : all) sum += static_cast<unsigned char>(c);
    return static_cast<std::size_t>(sum % 2);
  });
  variants.emplace_back("(a) tutorial: int rows[9][9], cols, boxes", [](std::string_view all) {
    return count_valid_lines(all, tutorial_is_valid);
  });
  variants.emplace_back("(b) plain bitmask, early exit", [](std::string_view all) {
    return count_valid_lines(all, bitmask_is_valid);
  });
  variants.emplace_back("(c) validate_many, portable kernel", [](std::string_view all) {
    return validate_many_with(sudoku::detail::Kernel::portable, all);
  });
  variants.emplace_back(avx2 ? "(d) validate_many, run-time choice: avx2"
                             : "(d) validate_many, run-time choice: portable",
                        [best](std::string_view all) { return validate_many_with(best, all); });

  // Runs are interleaved (a b c d, a b c d, ...) so that noise from other work on the machine
  // falls on every variant alike; the first round is a warm-up and is not timed.
  for (int round = 0; round <= runs; ++round) {
    for (Variant& variant : variants) {
      const auto before = std::chrono::steady_clock::now();
      variant.valid = variant.count_valid(text);
      const auto after = std::chrono::steady_clock::now();
      if (round == 0) continue;
      const double ns = std::chrono::duration<double, std::nano>(after - before).count();
      variant.ns_per_board.push_back(ns / static_cast<double>(boards));
    }
  }

  std::printf("corpus: %s, %zu boards, %zu bytes; median of %d runs\n", corpus_path.c_str(), boards,
              text.size(), runs);
  std::printf("%-46s %10s %10s %10s\n", "variant", "ns/board", "min", "valid");
  bool agree = true;
  const std::size_t expected_valid = variants[1].valid;
  for (const Variant& variant : variants) {
    const bool is_check = variant.name[0] == '(';
    std::printf("%-46s %10.1f %10.1f %10s\n", variant.name, median(variant.ns_per_board),
                *std::min_element(variant.ns_per_board.begin(), variant.ns_per_board.end()),
                is_check ? std::to_string(variant.valid).c_str() : "-");
    if (is_check && variant.valid != expected_valid) agree = false;
  }
  const double tutorial = median(variants[1].ns_per_board);
  std::printf("speed-up (a)/(c) portable: %.1fx\n", tutorial / median(variants[3].ns_per_board));
  std::printf("speed-up (a)/(d) %s: %.1fx\n", avx2 ? "avx2" : "portable",
              tutorial / median(variants[4].ns_per_board));
  if (!agree) {
    std::fprintf(stderr, "FAIL: the variants disagree on the number of valid boards\n");
    return 1;
  }
  return 0;
}
