// The real variant puzzles of tests/fixtures/constraints/corpus.puzzles (the file's header says its
// format; the README beside it, each one's setter and licence), read for the native tests and
// benchmarks: the one reader of the file in C++, as tests/node/fixtures.mjs's loadCorpus() is in
// JS.
#pragma once

#include <algorithm>
#include <fstream>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku_tests {

struct CorpusPuzzle {
  std::string name, setter, kinds, solution, input;  // solution: the published digits, one line
  std::vector<std::string> read;                     // the kinds and rules the reader must read
  std::vector<std::string> ignored;                  // what it must list as not read, in order
};

/// The names of a `read:` or `ignored:` list: comma-separated, spaces around each trimmed.
inline std::vector<std::string> corpus_names(std::string_view list) {
  std::vector<std::string> names;
  while (!list.empty()) {
    const std::size_t comma = std::min(list.find(','), list.size());
    std::string_view name = list.substr(0, comma);
    name.remove_prefix(std::min(name.find_first_not_of(' '), name.size()));
    name = name.substr(0, name.find_last_not_of(' ') + 1);
    if (!name.empty()) names.emplace_back(name);
    list.remove_prefix(std::min(comma + 1, list.size()));
  }
  return names;
}

/// Every puzzle of the corpus at `path`, in the file's order. A line that is no field of a puzzle,
/// no comment and not blank is an error: `error` names it and the list is what came before it.
struct Corpus {
  std::vector<CorpusPuzzle> puzzles;
  std::string error;  // empty when the whole file was read
};

inline Corpus read_corpus(const std::string& path) {
  Corpus corpus;
  std::ifstream file(path);
  if (!file) {
    corpus.error = path + " cannot be opened";
    return corpus;
  }
  for (std::string line; std::getline(file, line);) {
    const auto field = [&line](std::string_view key) {
      return line.rfind(key, 0) == 0 ? std::string_view(line).substr(key.size())
                                     : std::string_view();
    };
    auto* last = corpus.puzzles.empty() ? nullptr : &corpus.puzzles.back();
    if (line.rfind("=== ", 0) == 0) {
      corpus.puzzles.push_back({line.substr(4), {}, {}, {}, {}, {}, {}});
    } else if (last && line.rfind("setter: ", 0) == 0) {
      last->setter = field("setter: ");
    } else if (last && line.rfind("kinds: ", 0) == 0) {
      last->kinds = field("kinds: ");
    } else if (last && line.rfind("read: ", 0) == 0) {
      last->read = corpus_names(field("read: "));
    } else if (last && line.rfind("ignored: ", 0) == 0) {
      last->ignored = corpus_names(field("ignored: "));
    } else if (last && line.rfind("solution: ", 0) == 0) {
      last->solution = field("solution: ");
    } else if (last && line.rfind("input: ", 0) == 0) {
      last->input = field("input: ");
    } else if (!line.empty() && line[0] != '#') {
      corpus.error = "unexpected line: " + line;
      return corpus;
    }
  }
  return corpus;
}

}  // namespace sudoku_tests
