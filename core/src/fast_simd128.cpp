// The WebAssembly SIMD128 batch scan of one-line 9×9 boards: 16 per pass, one board per 16-bit
// lane.
//
// This file is compiled only into the small SIMD wasm binary (wasm/simd/), with -msimd128; the
// main module and native builds never see its body. That binary reads the main module's memory in
// place, so nothing here may live at a fixed address: no tables or other static data (every loop
// over a fixed count is fully unrolled). It writes the result bytes and, built at -Os, the unit
// totals in its shadow-stack frame, which web/simd.js places in a region the main module reserves.
#include "fast_simd128.hpp"

#if defined(__wasm_simd128__)
#include <wasm_simd128.h>

#define SUDOKU_INLINE inline __attribute__((always_inline))
#define SUDOKU_UNROLL _Pragma("clang loop unroll(full)")

namespace sudoku::detail {
namespace {

using Byte = unsigned char;
constexpr int line_length = 81;

SUDOKU_INLINE v128_t load(const Byte* at) { return wasm_v128_load(at); }

// True when the 81 bytes at `line` are all cells: `1`–`9` or a blank `.` `0` `-` `_` `*`.
SUDOKU_INLINE bool all_cells(const Byte* line) {
  // '*' (0x2A) to '9' (0x39) are exactly 16 bytes, so one swizzle tells which are cells; '_' is
  // compared apart. A byte outside the range gives an index of 16 or more, which swizzle maps to 0.
  const v128_t cells_from_star =
      wasm_i8x16_make(-1, 0, 0, -1, -1, 0, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1);
  const v128_t star = wasm_i8x16_splat(0x2A);
  const v128_t underscore = wasm_i8x16_splat('_');
  v128_t ok = wasm_i8x16_splat(-1);
  // Bytes 0–79 in five blocks, then 65–80 (overlapping) for the last one.
  SUDOKU_UNROLL for (int block = 0; block < 6; ++block) {
    const v128_t bytes = load(line + (block < 5 ? block * 16 : line_length - 16));
    const v128_t cell =
        wasm_v128_or(wasm_i8x16_swizzle(cells_from_star, wasm_i8x16_sub(bytes, star)),
                     wasm_i8x16_eq(bytes, underscore));
    ok = wasm_v128_and(ok, cell);
  }
  return wasm_i8x16_all_true(ok);
}

// Bytes the fast line at `line` spans with its terminator ("\n", "\r\n", the end, or "\r" then
// the end), or 0 when the line there is not a fast line. Same rule as validate_many's scalar scan.
SUDOKU_INLINE unsigned fast_extent(const Byte* line, const Byte* end) {
  if (end - line < line_length) return 0;
  const Byte* after = line + line_length;
  unsigned extent;
  if (after == end) {
    extent = line_length;
  } else if (*after == '\n') {
    extent = line_length + 1;
  } else if (*after == '\r' && after + 1 == end) {
    extent = line_length + 1;
  } else if (*after == '\r' && after[1] == '\n') {
    extent = line_length + 2;
  } else {
    return 0;
  }
  return all_cells(line) ? extent : 0;
}

// 8 rows of 16 bytes (row j: 16 cells of board j) become 8 vectors of two cells each (vector i:
// cell 2i of boards 0–7 in bytes 0–7, cell 2i+1 in bytes 8–15): three rounds of interleaving.
SUDOKU_INLINE void transpose_8x16(v128_t (&data)[8]) {
  v128_t pairs[8], quads[8];
  SUDOKU_UNROLL for (int k = 0; k < 4; ++k) {  // pairs[h*4 + k]: cells 8h..8h+7 of boards 2k, 2k+1
    pairs[k] = wasm_i8x16_shuffle(data[2 * k], data[2 * k + 1], 0, 16, 1, 17, 2, 18, 3, 19, 4, 20,
                                  5, 21, 6, 22, 7, 23);
    pairs[4 + k] = wasm_i8x16_shuffle(data[2 * k], data[2 * k + 1], 8, 24, 9, 25, 10, 26, 11, 27,
                                      12, 28, 13, 29, 14, 30, 15, 31);
  }
  // quads[c*2 + m]: cells 4c..4c+3 of boards 4m..4m+3
  SUDOKU_UNROLL for (int h = 0; h < 2; ++h) {
    SUDOKU_UNROLL for (int m = 0; m < 2; ++m) {
      const v128_t low = pairs[h * 4 + 2 * m], high = pairs[h * 4 + 2 * m + 1];
      quads[(h * 2) * 2 + m] = wasm_i16x8_shuffle(low, high, 0, 8, 1, 9, 2, 10, 3, 11);
      quads[(h * 2 + 1) * 2 + m] = wasm_i16x8_shuffle(low, high, 4, 12, 5, 13, 6, 14, 7, 15);
    }
  }
  SUDOKU_UNROLL for (int c = 0; c < 4; ++c) {  // data[2c], data[2c+1]: cells 4c..4c+3
    data[2 * c] = wasm_i32x4_shuffle(quads[c * 2], quads[c * 2 + 1], 0, 4, 1, 5);
    data[2 * c + 1] = wasm_i32x4_shuffle(quads[c * 2], quads[c * 2 + 1], 2, 6, 3, 7);
  }
}

// Each unit's running total for 8 boards is one 16-bit lane, as in the portable kernel: the
// sum of the digit bits 2^(d-1) in bits 0–11 and the number of digits in bits 12–15. The sum has
// as many set bits as there are digits exactly when no digit repeats (a repeat carries). So a cell
// costs one add per unit, and a unit one population count at its end.
SUDOKU_INLINE v128_t lanes_with_repeats(v128_t total) {
  const v128_t sums = wasm_v128_and(total, wasm_i16x8_splat(0x0FFF));
  const v128_t bits = wasm_u16x8_extadd_pairwise_u8x16(wasm_i8x16_popcnt(sums));
  return wasm_v128_xor(bits, wasm_u16x8_shr(total, 12));
}

// Byte 80 of lines J..7 into lanes J..7 (a lane number must be a constant).
template <int J>
SUDOKU_INLINE v128_t gather_last_cell(const Byte* const* lines, v128_t cells) {
  cells = wasm_v128_load8_lane(lines[J] + line_length - 1, cells, J);
  if constexpr (J + 1 < 8) {
    return gather_last_cell<J + 1>(lines, cells);
  } else {
    return cells;
  }
}

// The running totals of the 27 units of 8 boards, and the lanes seen to repeat a digit so far.
struct Units {
  v128_t rows[9], columns[9], boxes[9];
  v128_t repeats = wasm_i64x2_splat(0);

  // Adds `cell` (a constant once unrolled): one 16-bit lane value per board.
  SUDOKU_INLINE void add(int cell, v128_t value) {
    const int row = cell / 9, column = cell % 9, box = (row / 3) * 3 + column / 3;
    // A unit's first cell sets its total (a zeroing loop would become a memset in memory).
    rows[row] = column == 0 ? value : wasm_i16x8_add(rows[row], value);
    columns[column] = row == 0 ? value : wasm_i16x8_add(columns[column], value);
    boxes[box] = row % 3 == 0 && column % 3 == 0 ? value : wasm_i16x8_add(boxes[box], value);
    // A unit is checked as soon as its last cell is in, so few totals stay live at once.
    if (column == 8) repeats = wasm_v128_or(repeats, lanes_with_repeats(rows[row]));
    if (row == 8) repeats = wasm_v128_or(repeats, lanes_with_repeats(columns[column]));
    if (row % 3 == 2 && column % 3 == 2) {
      repeats = wasm_v128_or(repeats, lanes_with_repeats(boxes[box]));
    }
  }

  // Adds cells `cell` and `cell + 1` (bytes 0–7 and 8–15 of `bytes`, one byte per board).
  SUDOKU_INLINE void add_two(int cell, v128_t bytes, bool second = true) {
    // Digit d's lane value 2^(d-1) + 2^12 as the low and high byte of a 16-bit lane; blanks give
    // an index of 9 or more and so 0.
    const v128_t low_byte = wasm_i8x16_make(1, 2, 4, 8, 16, 32, 64, -128, 0, 0, 0, 0, 0, 0, 0, 0);
    const v128_t high_byte =
        wasm_i8x16_make(16, 16, 16, 16, 16, 16, 16, 16, 17, 0, 0, 0, 0, 0, 0, 0);
    const v128_t index = wasm_i8x16_sub(bytes, wasm_i8x16_splat('1'));
    const v128_t low = wasm_i8x16_swizzle(low_byte, index);
    const v128_t high = wasm_i8x16_swizzle(high_byte, index);
    add(cell,
        wasm_i8x16_shuffle(low, high, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23));
    if (second) {
      add(cell + 1, wasm_i8x16_shuffle(low, high, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14,
                                       30, 15, 31));
    }
  }
};

// Checks 8 lines (pointers may repeat); 16-bit lane j of the result is all ones when board j is
// valid, else 0. Every line must be a fast line: blanks and digits only.
SUDOKU_INLINE v128_t check_8_lines(const Byte* const* lines) {
  Units units;
  // Cells 0–79 in five transposed blocks of 16; cell 80 is gathered a byte per board.
  SUDOKU_UNROLL for (int block = 0; block < 5; ++block) {
    v128_t data[8];
    SUDOKU_UNROLL for (int j = 0; j < 8; ++j) data[j] = load(lines[j] + block * 16);
    transpose_8x16(data);
    SUDOKU_UNROLL for (int i = 0; i < 8; ++i) units.add_two(block * 16 + 2 * i, data[i]);
  }
  units.add_two(line_length - 1, gather_last_cell<0>(lines, wasm_i64x2_splat(0)), false);
  return wasm_i16x8_eq(units.repeats, wasm_i64x2_splat(0));
}

// Checks 16 lines (pointers may repeat); byte j of the result is 1 when board j is valid, else 0.
SUDOKU_INLINE v128_t check_16_lines(const Byte* const (&lines)[16]) {
  const v128_t first = check_8_lines(lines);
  const v128_t second = check_8_lines(lines + 8);
  // All-ones or zero 16-bit lanes, narrowed (saturating) to one byte per board.
  return wasm_v128_and(wasm_i8x16_narrow_i16x8(first, second), wasm_i8x16_splat(1));
}

}  // namespace

std::uint64_t scan_fast_lines_simd128(const unsigned char* begin, const unsigned char* end,
                                      unsigned char* results) noexcept {
  const Byte* at = begin;
  std::uint32_t boards = 0;
  for (;;) {
    const Byte* lines[16];
    int count = 0;
    SUDOKU_UNROLL for (int j = 0; j < 16; ++j) {
      const unsigned extent = count == j ? fast_extent(at, end) : 0;
      lines[j] = extent ? at : begin;
      count += extent != 0;
      at += extent;
    }
    if (count == 0) break;
    // Lanes past `count` repeat the first line; their results are written but not counted, and
    // the 16 bytes land on text already read (each board used at least 81 bytes).
    SUDOKU_UNROLL for (int j = 1; j < 16; ++j) lines[j] = j < count ? lines[j] : lines[0];
    wasm_v128_store(results + boards, check_16_lines(lines));
    boards += static_cast<std::uint32_t>(count);
    if (count < 16) break;
  }
  return (std::uint64_t{boards} << 32) | static_cast<std::uint32_t>(at - begin);
}

std::uint64_t skip_slow_lines_simd128(const unsigned char* begin, const unsigned char* end,
                                      int min_run) noexcept {
  const Byte* at = begin;
  std::uint32_t newlines = 0;
  for (;;) {
    while (at < end && *at != '\n') ++at;  // the line that is not for the SIMD scan
    if (at == end) break;
    ++at;
    ++newlines;
    // A short run of fast lines is left to the scalar path with the slow lines around it: each
    // switch between the two paths costs a call into the main module.
    const Byte* run_end = at;
    int run = 0;
    while (run < min_run) {
      const unsigned extent = fast_extent(run_end, end);
      if (extent == 0) break;
      run_end += extent;
      ++run;
    }
    if (run == min_run || (run > 0 && run_end == end)) break;
    // The `run` fast lines before the slow one at run_end each end in "\n": skip them at once.
    at = run_end;
    newlines += static_cast<std::uint32_t>(run);
  }
  return (std::uint64_t{newlines} << 32) | static_cast<std::uint32_t>(at - begin);
}

}  // namespace sudoku::detail

#endif
