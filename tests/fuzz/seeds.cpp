// Writes the seed corpora of the fuzz targets from the shared fixtures (tests/fixtures/*.cases):
// fuzz_seeds <folder> makes <folder>/<target>/<n> files, each input in that target's layout.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>

#include "constraints_layout.hpp"
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
  // constraints: each kind on a line, a pair, a cell or a clue that fits it, on random boards.
  for (const sudoku::Shape shape : fuzz::constraint_shapes) {
    const int n = shape.size();
    for (int kind = 0; kind < sudoku::constraint_kind_count; ++kind) {
      fuzz::ConstraintsInput input{shape, referee::random_cells(shape, 0.3, random), 0, 1, {}};
      input.fill_cell = static_cast<int>(random() % static_cast<unsigned>(n * n));
      input.fill_digit = static_cast<int>(random() % static_cast<unsigned>(n)) + 1;
      sudoku::Constraint constraint;
      constraint.kind = static_cast<sudoku::ConstraintKind>(kind);
      const int row = static_cast<int>(random() % static_cast<unsigned>(n - 1));
      const int col = static_cast<int>(random() % static_cast<unsigned>(n - 1));
      // A line to the right and down from (row, col), of up to four cells.
      std::vector<int> line{row * n + col, row * n + col + 1, (row + 1) * n + col + 1};
      if (row + 2 < n) line.push_back((row + 2) * n + col + 1);
      std::vector<int> column;
      for (int r = 0; r < n; ++r) column.push_back(r * n + col);
      switch (constraint.kind) {
        case sudoku::ConstraintKind::kropki_white:
        case sudoku::ConstraintKind::kropki_black:
        case sudoku::ConstraintKind::xv:
          constraint.lines = {{line[0], line[1]}};
          constraint.value = constraint.kind == sudoku::ConstraintKind::xv ? 5 : 0;
          break;
        case sudoku::ConstraintKind::odd:
        case sudoku::ConstraintKind::even:
        case sudoku::ConstraintKind::minimum:
        case sudoku::ConstraintKind::maximum:
          constraint.lines = {{line[0]}};
          break;
        case sudoku::ConstraintKind::quadruple:
          constraint.lines = {{line[0], line[1], line[0] + n, line[2]}};
          constraint.digits = {1, 2};
          break;
        case sudoku::ConstraintKind::clone:
          constraint.lines = {{line[0], line[1]}, {line[0] + n, line[2]}};
          break;
        case sudoku::ConstraintKind::arrow:
          constraint.lines = {{line[0]}, {line[1], line[2]}};
          break;
        case sudoku::ConstraintKind::sandwich:
        case sudoku::ConstraintKind::x_sum:
        case sudoku::ConstraintKind::skyscraper:
          constraint.clue_row = -1;
          constraint.clue_col = col;
          constraint.lines = {column};
          constraint.value = n / 2;
          break;
        case sudoku::ConstraintKind::little_killer:
          constraint.clue_row = -1;
          constraint.clue_col = col - 1;
          for (int r = 0, c = col; r < n && c < n; ++r, ++c) {
            constraint.lines.resize(1);
            constraint.lines[0].push_back(r * n + c);
          }
          constraint.value = n + 1;
          break;
        case sudoku::ConstraintKind::row_indexer:
        case sudoku::ConstraintKind::column_indexer:
        case sudoku::ConstraintKind::box_indexer:
          constraint.lines = {column};
          break;
        default:  // the lines
          constraint.lines = {line};
          break;
      }
      input.rules.constraints.push_back(std::move(constraint));
      corpora.add("constraints", fuzz::encode_constraints(input));
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
