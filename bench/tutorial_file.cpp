// The whole-process reference for the CLI benchmark (bench/cli.bench.mjs): reads a file of
// one-line boards, runs the tutorial's check on each 81-character line and prints the counts, as
// `valid-sudoku --quiet` does.
//
//   sudoku_tutorial FILE
#include <cstdio>
#include <cstring>
#include <string>

#include "tutorial.hpp"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s FILE\n", argv[0]);
    return 2;
  }
  // The whole file in one buffer, read in large blocks.
  std::FILE* file = std::fopen(argv[1], "rb");
  if (!file) {
    std::fprintf(stderr, "cannot read %s\n", argv[1]);
    return 2;
  }
  std::string text;
  char block[1 << 16];
  for (std::size_t got; (got = std::fread(block, 1, sizeof block, file)) > 0;)
    text.append(block, got);
  std::fclose(file);
  std::size_t valid = 0, invalid = 0, start = 0;
  while (start < text.size()) {
    const void* newline = std::memchr(text.data() + start, '\n', text.size() - start);
    const std::size_t end =
        newline ? static_cast<std::size_t>(static_cast<const char*>(newline) - text.data())
                : text.size();
    if (end - start == 81) ++(tutorial_is_valid(text.data() + start) ? valid : invalid);
    start = end + 1;
  }
  std::printf("%zu boards: %zu valid, %zu invalid\n", valid + invalid, valid, invalid);
  return invalid == 0 ? 0 : 1;
}
