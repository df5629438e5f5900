// Shared by the libFuzzer targets: the failure report, the byte layouts of the structured targets
// (decoded by the targets, encoded by fuzz_seeds, kept side by side so they cannot drift), and the
// referees the answers are checked against.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "reference.hpp"
#include "sudoku/sudoku.hpp"

namespace fuzz {

/// Stops the run with a message when an expectation fails; libFuzzer keeps the input as a crash.
inline void require(bool condition, const char* what) {
  if (condition) return;
  std::fprintf(stderr, "fuzz expectation failed: %s\n", what);
  std::abort();
}

inline std::span<const std::uint8_t> bytes(const std::uint8_t* data, std::size_t size) {
  return {data, size};
}

inline std::string_view text(std::span<const std::uint8_t> data) {
  return {reinterpret_cast<const char*>(data.data()), data.size()};
}

// ---- fuzz_parse_numbers: flags, an optional shape of any two ints, then the values ----------
//
// byte 0: bit 0 = a shape follows, bit 1 = values are 4-byte ints (else 1 signed byte each),
//         bit 2 = pass the values as a grid whose row count is byte 1 (rows split as evenly as
//         the values allow, the last row taking the rest).
// then, with bit 0: box_rows and box_cols as 4-byte little-endian ints (any value at all).

struct NumbersInput {
  std::optional<sudoku::Shape> shape;
  std::vector<int> values;
  std::optional<std::size_t> grid_rows;
};

inline std::int32_t read_int32(std::span<const std::uint8_t> data, std::size_t at) {
  std::uint32_t value = 0;
  for (std::size_t i = 0; i < 4; ++i) value |= std::uint32_t{data[at + i]} << (8 * i);
  return static_cast<std::int32_t>(value);
}

inline void write_int32(std::vector<std::uint8_t>& out, std::int32_t value) {
  const auto bits = static_cast<std::uint32_t>(value);
  for (std::size_t i = 0; i < 4; ++i) out.push_back(static_cast<std::uint8_t>(bits >> (8 * i)));
}

inline NumbersInput decode_numbers(std::span<const std::uint8_t> data) {
  NumbersInput input;
  if (data.empty()) return input;
  const std::uint8_t flags = data[0];
  std::size_t at = 1;
  if (flags & 4) {
    if (at < data.size()) input.grid_rows = data[at++];
  }
  if ((flags & 1) && at + 8 <= data.size()) {
    input.shape = sudoku::Shape{read_int32(data, at), read_int32(data, at + 4)};
    at += 8;
  }
  if (flags & 2) {
    for (; at + 4 <= data.size(); at += 4) input.values.push_back(read_int32(data, at));
  } else {
    for (; at < data.size(); ++at) input.values.push_back(static_cast<std::int8_t>(data[at]));
  }
  return input;
}

inline std::vector<std::uint8_t> encode_numbers(const std::vector<int>& values,
                                                std::optional<sudoku::Shape> shape) {
  std::vector<std::uint8_t> out{static_cast<std::uint8_t>((shape ? 1 : 0) | 2)};
  if (shape) {
    write_int32(out, shape->box_rows);
    write_int32(out, shape->box_cols);
  }
  for (int value : values) write_int32(out, value);
  return out;
}

// ---- fuzz_check and fuzz_trace: a supported shape, then one byte per cell ---------------------
// -------------------------------
//
// bytes 0-1 pick the shape among every supported one (all_shapes()[(b0 | b1 << 8) % count]);
// each later byte is a cell: 0..N as is, anything larger is a blank, so most mutations keep a
// board. Missing cells are blank; bytes past the last cell are ignored.

inline const std::vector<sudoku::Shape>& all_shapes() {
  static const std::vector<sudoku::Shape> shapes = [] {
    std::vector<sudoku::Shape> list;
    for (int rows = 1; rows <= sudoku::max_size; ++rows) {
      for (int cols = 1; rows * cols <= sudoku::max_size; ++cols) list.push_back({rows, cols});
    }
    return list;
  }();
  return shapes;
}

constexpr std::size_t shape_bytes = 2;

struct CellsInput {
  sudoku::Shape shape;
  std::vector<int> cells;
};

inline CellsInput decode_cells(std::span<const std::uint8_t> data) {
  const auto& shapes = all_shapes();
  std::size_t index = 0;
  for (std::size_t i = 0; i < shape_bytes && i < data.size(); ++i) index |= data[i] << (8 * i);
  CellsInput input{shapes[index % shapes.size()], {}};
  const int size = input.shape.size();
  input.cells.assign(static_cast<std::size_t>(size * size), 0);
  for (std::size_t i = shape_bytes; i < data.size() && i - shape_bytes < input.cells.size(); ++i) {
    input.cells[i - shape_bytes] = data[i] <= size ? data[i] : 0;
  }
  return input;
}

inline std::vector<std::uint8_t> encode_cells(const sudoku::Board& board) {
  const auto& shapes = all_shapes();
  std::size_t index = 0;
  while (shapes[index] != board.shape()) ++index;
  std::vector<std::uint8_t> out;
  for (std::size_t i = 0; i < shape_bytes; ++i)
    out.push_back(static_cast<std::uint8_t>(index >> (8 * i)));
  out.insert(out.end(), board.cells().begin(), board.cells().end());
  return out;
}

// ---- fuzz_validate_many: a shape option, then the text ---------------------------------------
//
// byte 0 % 4: 0 no shape, 1 shape 3x3, 2 shape 2x2, 3 the unsupported shape 0x3.

inline std::optional<sudoku::Shape> batch_shape(std::uint8_t selector) {
  switch (selector % 4) {
    case 1:
      return sudoku::Shape{3, 3};
    case 2:
      return sudoku::Shape{2, 2};
    case 3:
      return sudoku::Shape{0, 3};
    default:
      return std::nullopt;
  }
}

// ---- referees shared by the targets (support.cpp, built without coverage feedback) ----------

/// The board's cells as ints.
std::vector<int> cells_of(const sudoku::Board& board);

/// A board's invariants, and is_valid and check against the tests' simple referee.
void check_board(const sudoku::Board& board);

/// The board written as one line of text, when every digit has a symbol.
std::optional<std::string> one_line(const sudoku::Board& board);

/// Two batch reports equal in every field.
bool same_report(const sudoku::BatchReport& a, const sudoku::BatchReport& b);

}  // namespace fuzz
