// Writes the seed corpora of the fuzz targets from the shared fixtures (tests/fixtures/*.cases):
// fuzz_seeds <folder> makes <folder>/<target>/<n> files, each input in that target's layout.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>

#include "fixtures.hpp"
#include "formats/travel.hpp"
#include "fuzz.hpp"
#include "referee.hpp"
#include "rules_layout.hpp"

namespace {

namespace fs = std::filesystem;

class Corpora {
 public:
  explicit Corpora(fs::path root) : root_(std::move(root)) {}

  void add(const std::string& target, std::string_view bytes) {
    const fs::path folder = root_ / target;
    fs::create_directories(folder);
    std::ofstream(folder / std::to_string(counts_[target]++), std::ios::binary)
        .write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  }
  void add(const std::string& target, const std::vector<std::uint8_t>& bytes) {
    add(target, std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
  }
  void report() const {
    for (const auto& [target, count] : counts_) std::cout << target << ": " << count << " seeds\n";
  }

 private:
  fs::path root_;
  std::map<std::string, std::size_t> counts_;
};

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: fuzz_seeds <output folder>\n";
    return 2;
  }
  Corpora corpora{argv[1]};
  std::string batch;  // every text case, one after another: a many-line validate_many seed
  for (const fixtures::Case& fixture : fixtures::all_cases()) {
    const sudoku::ParseResult parsed = fixtures::parse_case(fixture);
    if (fixture.format == "text") {
      corpora.add("parse_text", fixture.input);
      corpora.add("is_valid_line", fixture.input);
      corpora.add("validate_many", std::string(1, '\0') + fixture.input);
      batch += fixture.input + "\n";
    }
    if (!parsed) continue;
    const sudoku::Board& board = *parsed.board;
    corpora.add("check", fuzz::encode_cells(board));
    corpora.add("trace", fuzz::encode_cells(board));
    corpora.add("parse_numbers", fuzz::encode_numbers(fuzz::cells_of(board), std::nullopt));
    corpora.add("parse_numbers", fuzz::encode_numbers(fuzz::cells_of(board), board.shape()));
    if (const auto line = fuzz::one_line(board)) {
      corpora.add("parse_text", *line);
      if (line->size() == 81) {
        corpora.add("is_valid_line", *line);
        batch += *line + "\n";
      }
    }
  }
  for (char selector = 0; selector < 4; ++selector) corpora.add("validate_many", selector + batch);
  // check_rules: random rule sets that fit, on random boards of every shape it takes.
  std::mt19937 random(18);
  for (const sudoku::Shape shape : fuzz::rule_shapes) {
    for (int k = 0; k < 20; ++k) {
      const fuzz::RulesInput input{shape, referee::random_cells(shape, 0.4, random),
                                   referee::random_rules(shape, random)};
      corpora.add("check_rules", fuzz::encode_rules(input));
    }
  }
  // The travelling formats: each input of formats.puzzles, and the payloads inside its links.
  std::ifstream puzzles(std::string(SUDOKU_FIXTURES_DIR) + "/formats.puzzles");
  for (std::string line; std::getline(puzzles, line);) {
    if (line.rfind("input: ", 0) != 0) continue;
    const std::string input = line.substr(7);
    corpora.add("parse_text", input);
    if (input.find(':') < 8 && input.rfind("http", 0) != 0) corpora.add("solo", input);
    if (input.front() == '{') corpora.add("fpuzzles", input);
    for (const std::string marker : {"load=", "/scl", "/fpuzzles"}) {
      const auto at = input.find(marker);
      if (at == std::string::npos) continue;
      const std::string packed = input.substr(at + marker.size());
      corpora.add("lz_string", packed);
      const auto json = sudoku::detail::lz_decompress_base64(packed, sudoku::detail::max_unpacked);
      if (json.text) corpora.add(marker == "/scl" ? "zipper" : "fpuzzles", *json.text);
    }
  }
  corpora.report();
  return 0;
}
