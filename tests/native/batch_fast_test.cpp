// The fast kernels of validate_many (portable and vector) must agree with parse + is_valid.
#include <algorithm>
#include <array>
#include <catch2/catch.hpp>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "fast_kernels.hpp"
#include "reference.hpp"
#include "sudoku/sudoku.hpp"

namespace {

using sudoku::detail::FastVerdict;
using Lines = std::vector<std::string>;

constexpr char blanks[] = ".0-_*";

// A complete valid 9×9 board: a shifted pattern with its digits, rows (within bands), bands
// and (by transposing) orientation shuffled.
std::string complete_board(std::mt19937& random) {
  std::array<int, 9> digits{1, 2, 3, 4, 5, 6, 7, 8, 9};
  std::shuffle(digits.begin(), digits.end(), random);
  std::array<int, 9> rows{};
  std::array<int, 3> bands{0, 1, 2};
  std::shuffle(bands.begin(), bands.end(), random);
  for (int band = 0; band < 3; ++band) {
    std::array<int, 3> within{0, 1, 2};
    std::shuffle(within.begin(), within.end(), random);
    for (int k = 0; k < 3; ++k) rows[band * 3 + k] = bands[band] * 3 + within[k];
  }
  const bool transpose = random() % 2 == 1;
  std::string board(81, '.');
  for (int row = 0; row < 9; ++row) {
    for (int col = 0; col < 9; ++col) {
      const int source = rows[row];
      const int digit = digits[(source * 3 + source / 3 + col) % 9];
      board[transpose ? col * 9 + row : row * 9 + col] = static_cast<char>('0' + digit);
    }
  }
  return board;
}

// A valid board with some cells blanked (with any of the blank characters).
std::string partial_board(std::mt19937& random) {
  std::string board = complete_board(random);
  const int keep_percent = static_cast<int>(random() % 90);
  for (char& cell : board) {
    if (static_cast<int>(random() % 100) >= keep_percent) cell = blanks[random() % 5];
  }
  return board;
}

int cell_digit(const std::string& board, int row, int col) {
  const char c = board[row * 9 + col];
  return c >= '1' && c <= '9' ? c - '0' : 0;
}

// The board with one digit copied to another cell of the same unit (0 row, 1 column, 2 box).
// The copy may also repeat in the target's other units; the target is chosen so it does not
// when possible, so that each kind of unit is tested on its own.
std::string with_duplicate(std::mt19937& random, std::string board, int unit_kind) {
  for (int attempt = 0; attempt < 200; ++attempt) {
    const int unit = static_cast<int>(random() % 9);
    const int a = static_cast<int>(random() % 9), b = static_cast<int>(random() % 9);
    if (a == b) continue;
    auto cell_of = [&](int k) {
      if (unit_kind == 0) return std::array<int, 2>{unit, k};
      if (unit_kind == 1) return std::array<int, 2>{k, unit};
      return std::array<int, 2>{(unit / 3) * 3 + k / 3, (unit % 3) * 3 + k % 3};
    };
    const auto [from_row, from_col] = cell_of(a);
    const auto [to_row, to_col] = cell_of(b);
    const int digit = cell_digit(board, from_row, from_col);
    if (digit == 0) continue;
    bool elsewhere = false;  // would the copy also repeat in another kind of unit?
    for (int k = 0; k < 9; ++k) {
      if (unit_kind != 0 && k != to_col && cell_digit(board, to_row, k) == digit) elsewhere = true;
      if (unit_kind != 1 && k != to_row && cell_digit(board, k, to_col) == digit) elsewhere = true;
      const int box_row = (to_row / 3) * 3 + k / 3, box_col = (to_col / 3) * 3 + k % 3;
      if (unit_kind != 2 && !(box_row == to_row && box_col == to_col) &&
          cell_digit(board, box_row, box_col) == digit) {
        elsewhere = true;
      }
    }
    if (elsewhere && attempt < 150) continue;
    board[to_row * 9 + to_col] = static_cast<char>('0' + digit);
    return board;
  }
  board[0] = board[1] = '5';
  return board;
}

// A byte that is not a fast cell: anything but 1–9 and the blanks.
char not_a_fast_cell(std::mt19937& random) {
  for (;;) {
    const char c = static_cast<char>(random() % 256);
    if ((c >= '1' && c <= '9') || std::strchr(blanks, c) != nullptr) continue;
    if (c == '\0') continue;  // strchr finds the terminator; NUL is tested separately
    return c;
  }
}

// Boards of every kind: valid (complete and partial), duplicates in each kind of unit, and bad
// bytes at random places (one or two, any byte value).
Lines random_lines(std::mt19937& random, std::size_t count) {
  Lines lines;
  for (std::size_t i = 0; i < count; ++i) {
    switch (random() % 6) {
      case 0:
        lines.push_back(complete_board(random));
        break;
      case 1:
        lines.push_back(partial_board(random));
        break;
      case 2:
      case 3:
      case 4: {
        const int unit_kind = static_cast<int>(random() % 3);
        std::string base = random() % 2 ? complete_board(random) : partial_board(random);
        lines.push_back(with_duplicate(random, std::move(base), unit_kind));
        break;
      }
      default: {
        std::string board = random() % 2 ? partial_board(random) : complete_board(random);
        const int bad_cells = 1 + static_cast<int>(random() % 2);
        for (int k = 0; k < bad_cells; ++k) board[random() % 81] = not_a_fast_cell(random);
        if (random() % 8 == 0) board[random() % 81] = '\0';
        lines.push_back(board);
      }
    }
  }
  return lines;
}

// What the generic path says about one line: parse + is_valid.
FastVerdict generic_verdict(const std::string& line) {
  const sudoku::ParseResult parsed = sudoku::parse(std::string_view(line), sudoku::Shape{3, 3});
  if (!parsed) return FastVerdict::not_fast;
  return sudoku::is_valid(*parsed.board) ? FastVerdict::valid : FastVerdict::invalid;
}

bool has_only_fast_cells(const std::string& line) {
  return std::all_of(line.begin(), line.end(), [](char c) {
    return (c >= '1' && c <= '9') || (c != '\0' && std::strchr(blanks, c) != nullptr);
  });
}

// The vector kernel's verdicts, simd_batch_size lines per call (the last batch repeats a line).
std::vector<FastVerdict> simd_verdicts(const Lines& lines) {
  std::vector<FastVerdict> verdicts(lines.size());
  const std::size_t batch = sudoku::detail::simd_batch_size;
  for (std::size_t first = 0; first < lines.size(); first += batch) {
    std::vector<const char*> pointers(batch);
    for (std::size_t lane = 0; lane < batch; ++lane) {
      pointers[lane] = lines[std::min(first + lane, lines.size() - 1)].data();
    }
    FastVerdict out[sudoku::detail::simd_batch_size];
    sudoku::detail::check_lines_simd(pointers.data(), out);
    for (std::size_t lane = 0; lane < batch && first + lane < lines.size(); ++lane) {
      verdicts[first + lane] = out[lane];
    }
  }
  return verdicts;
}

void require_same_report(const sudoku::BatchReport& actual, const sudoku::BatchReport& expected) {
  REQUIRE(actual.total == expected.total);
  REQUIRE(actual.valid == expected.valid);
  REQUIRE(actual.invalid == expected.invalid);
  REQUIRE(actual.malformed == expected.malformed);
  REQUIRE(actual.results == expected.results);
  REQUIRE(actual.lines == expected.lines);
  REQUIRE(actual.errors.size() == expected.errors.size());
  for (std::size_t i = 0; i < actual.errors.size(); ++i) {
    CAPTURE(i);
    CHECK(actual.errors[i].line == expected.errors[i].line);
    CHECK(actual.errors[i].column == expected.errors[i].column);
    CHECK(actual.errors[i].board == expected.errors[i].board);
    CHECK(actual.errors[i].message == expected.errors[i].message);
  }
}

// Restores the kernel chosen at start-up when a test that forces one ends.
struct KernelGuard {
  sudoku::detail::Kernel saved = sudoku::detail::active_kernel();
  ~KernelGuard() { sudoku::detail::set_kernel(saved); }
};

std::vector<sudoku::detail::Kernel> kernels_to_test() {
  std::vector<sudoku::detail::Kernel> kernels{sudoku::detail::Kernel::portable};
  if (sudoku::detail::simd_supported()) kernels.push_back(sudoku::detail::Kernel::simd);
  return kernels;
}

}  // namespace

TEST_CASE("the portable kernel agrees with parse + is_valid on random boards", "[batch][fast]") {
  std::mt19937 random(20240601);
  const Lines lines = random_lines(random, 20000);
  std::size_t verdict_counts[3] = {};
  for (const std::string& line : lines) {
    CAPTURE(line);
    const FastVerdict fast = sudoku::detail::check_line_portable(line.data());
    ++verdict_counts[static_cast<int>(fast)];
    if (has_only_fast_cells(line)) {
      REQUIRE(fast == generic_verdict(line));
    } else {
      REQUIRE(fast == FastVerdict::not_fast);
    }
  }
  // The generator must really produce every kind, or the agreement above proves little.
  CHECK(verdict_counts[0] > 5000);
  CHECK(verdict_counts[1] > 3000);
  CHECK(verdict_counts[2] > 1500);
}

TEST_CASE("the vector kernel agrees with the portable kernel on random boards", "[batch][fast]") {
  if (!sudoku::detail::simd_supported()) {
    WARN("no vector kernel here: check_lines_simd runs the portable kernel");
  }
  std::mt19937 random(7);
  const Lines lines = random_lines(random, 20000 + 17);  // a partial last batch too
  const std::vector<FastVerdict> verdicts = simd_verdicts(lines);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    CAPTURE(i, lines[i]);
    REQUIRE(verdicts[i] == sudoku::detail::check_line_portable(lines[i].data()));
  }
}

TEST_CASE("the vector kernel keeps each board in its own lane", "[batch][fast]") {
  // One bad board among valid ones, in every lane: only that lane may change.
  std::mt19937 random(3);
  for (std::size_t bad_lane = 0; bad_lane < sudoku::detail::simd_batch_size; ++bad_lane) {
    for (int kind = 0; kind < 2; ++kind) {
      Lines lines;
      for (std::size_t lane = 0; lane < sudoku::detail::simd_batch_size; ++lane) {
        lines.push_back(complete_board(random));
      }
      const int cell = static_cast<int>(random() % 81);
      if (kind == 0) {
        lines[bad_lane][cell] = 'x';
      } else {
        lines[bad_lane] = with_duplicate(random, lines[bad_lane], static_cast<int>(random() % 3));
      }
      CAPTURE(bad_lane, kind, cell);
      const std::vector<FastVerdict> verdicts = simd_verdicts(lines);
      for (std::size_t lane = 0; lane < lines.size(); ++lane) {
        const FastVerdict expected = lane != bad_lane ? FastVerdict::valid
                                     : kind == 0      ? FastVerdict::not_fast
                                                      : FastVerdict::invalid;
        CAPTURE(lane);
        REQUIRE(verdicts[lane] == expected);
      }
    }
  }
}

// Both kernels compare one board-wide total (digits present in the units against three times the
// digits), so the extremes of that total must still be told apart: the most repeats (one digit
// everywhere, or filling one unit), a full valid board (the largest total, 243), none.
TEST_CASE("both kernels handle boards at the extremes of their totals", "[batch][fast]") {
  std::mt19937 random(36);
  const std::string complete = complete_board(random);
  Lines boards;
  std::vector<FastVerdict> expected;
  const auto expect = [&](std::string board, FastVerdict verdict) {
    boards.push_back(std::move(board));
    expected.push_back(verdict);
  };
  expect(complete, FastVerdict::valid);
  for (const char blank : std::string(blanks)) expect(std::string(81, blank), FastVerdict::valid);
  for (char digit = '1'; digit <= '9'; ++digit) {
    const std::string everywhere(81, digit);
    expect(everywhere, FastVerdict::invalid);
    for (int unit = 0; unit < 9; ++unit) {
      std::string row_of_one = std::string(81, '.'), column_of_one = row_of_one;
      std::string box_of_one = row_of_one;
      for (int k = 0; k < 9; ++k) {
        row_of_one[unit * 9 + k] = digit;
        column_of_one[k * 9 + unit] = digit;
        box_of_one[((unit / 3) * 3 + k / 3) * 9 + (unit % 3) * 3 + k % 3] = digit;
      }
      expect(row_of_one, FastVerdict::invalid);
      expect(column_of_one, FastVerdict::invalid);
      expect(box_of_one, FastVerdict::invalid);
    }
    // A lone digit anywhere is valid; a byte that is no cell still wins over any repeat.
    std::string single(81, '.');
    single[40] = digit;
    expect(single, FastVerdict::valid);
    std::string refused = everywhere;
    refused[80] = '\n';
    expect(refused, FastVerdict::not_fast);
  }
  const std::vector<FastVerdict> vector_verdicts = simd_verdicts(boards);
  for (std::size_t i = 0; i < boards.size(); ++i) {
    CAPTURE(i, boards[i]);
    CHECK(sudoku::detail::check_line_portable(boards[i].data()) == expected[i]);
    CHECK(vector_verdicts[i] == expected[i]);
  }
}

// A byte that is no cell is found by a table look-up per cell, whose result for bytes from 0x80 up
// differs between instruction sets: every byte value goes into every cell, in every lane.
TEST_CASE("both kernels refuse every byte that is no cell, in every cell", "[batch][fast]") {
  std::mt19937 random(37);
  const std::string complete = complete_board(random);
  for (int byte = 0; byte < 256; ++byte) {
    Lines boards;
    std::vector<FastVerdict> expected;
    for (int cell = 0; cell < 81; ++cell) {
      std::string board = complete;
      board[cell] = static_cast<char>(byte);
      expected.push_back(has_only_fast_cells(board) ? generic_verdict(board)
                                                    : FastVerdict::not_fast);
      boards.push_back(std::move(board));
    }
    const std::vector<FastVerdict> vector_verdicts = simd_verdicts(boards);
    for (int cell = 0; cell < 81; ++cell) {
      CAPTURE(byte, cell);
      REQUIRE(sudoku::detail::check_line_portable(boards[cell].data()) == expected[cell]);
      REQUIRE(vector_verdicts[cell] == expected[cell]);
    }
  }
}

TEST_CASE("every cell position and every digit is checked by both kernels", "[batch][fast]") {
  std::mt19937 random(11);
  const std::string valid = complete_board(random);
  for (int cell = 0; cell < 81; ++cell) {
    const int row = cell / 9, col = cell % 9;
    // The same digit as a neighbour in the row (or column when the neighbour is the cell).
    std::string twice = valid;
    const int other_col = (col + 1) % 9;
    twice[cell] = valid[row * 9 + other_col];
    std::string refused = valid;
    refused[cell] = 'A';
    CAPTURE(cell);
    REQUIRE(sudoku::detail::check_line_portable(twice.data()) == FastVerdict::invalid);
    REQUIRE(sudoku::detail::check_line_portable(refused.data()) == FastVerdict::not_fast);
    REQUIRE(
        simd_verdicts({twice, refused, valid}) ==
        std::vector<FastVerdict>{FastVerdict::invalid, FastVerdict::not_fast, FastVerdict::valid});
  }
}

TEST_CASE("validate_many gives the same report with every kernel as line by line parsing",
          "[batch][fast]") {
  KernelGuard guard;
  std::mt19937 random(99);
  const Lines boards = random_lines(random, 3000);
  const char* endings[] = {"\n", "\r\n", "\n", "\n"};
  // Lines that are not fast lines, mixed in: other sizes, comments, blanks, framing characters,
  // and two short lines whose 40 + 1 + 40 bytes look like one 81-byte line.
  const Lines others = {
      "",
      "   ",
      "# a comment",
      "  # indented comment",
      "1234341221434321",
      "1.3.|.4.1|2..3|..2.",
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7",
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..799",
      "53..7....6..195....98....6.8...6...34..8.3..17 ..2...6.6....28....419..5....8..79",
      "1234567891234567891234567891234567891234\n1234567891234567891234567891234567891234",
      "123456789\r123456789123456789123456789123456789123456789123456789123456789123456789",
  };
  std::string text;
  for (const std::string& board : boards) {
    text += board;
    text += endings[random() % 4];
    if (random() % 20 == 0) {
      text += others[random() % others.size()];
      text += endings[random() % 4];
    }
  }
  for (auto ending : {"", "\r", "\n"}) {
    const std::string whole = text + boards[0] + ending;
    const sudoku::BatchReport expected = reference::validate_many(whole, std::nullopt);
    for (const sudoku::detail::Kernel kernel : kernels_to_test()) {
      sudoku::detail::set_kernel(kernel);
      CAPTURE(static_cast<int>(kernel), std::string(ending) == "\r");
      require_same_report(sudoku::validate_many(whole), expected);
      require_same_report(sudoku::validate_many(whole, sudoku::Shape{3, 3}),
                          reference::validate_many(whole, sudoku::Shape{3, 3}));
      // A 9×9 shape with other boxes must not take the 3×3 fast path.
      require_same_report(sudoku::validate_many(whole, sudoku::Shape{1, 9}),
                          reference::validate_many(whole, sudoku::Shape{1, 9}));
    }
  }
}

TEST_CASE("validate_many keeps counting malformed lines past max_batch_errors", "[batch]") {
  KernelGuard guard;
  std::mt19937 random(5);
  std::string text;
  const std::size_t bad_lines = sudoku::max_batch_errors + 200;
  for (std::size_t i = 0; i < bad_lines; ++i) {
    std::string board = complete_board(random);
    board[i % 81] = 'x';
    text += board + "\n" + complete_board(random) + "\n";
  }
  for (const sudoku::detail::Kernel kernel : kernels_to_test()) {
    sudoku::detail::set_kernel(kernel);
    const sudoku::BatchReport report = sudoku::validate_many(text);
    CHECK(report.total == 2 * bad_lines);
    CHECK(report.malformed == bad_lines);
    CHECK(report.valid == bad_lines);
    REQUIRE(report.errors.size() == sudoku::max_batch_errors);
    CHECK(report.errors.back().line == 2 * sudoku::max_batch_errors - 1);
    CHECK(report.errors.back().column == (sudoku::max_batch_errors - 1) % 81 + 1);
    CHECK(report.errors.back().board == 2 * (sudoku::max_batch_errors - 1));
  }
}
