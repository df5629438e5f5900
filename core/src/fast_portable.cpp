// The portable fast check of a one-line 9×9 board, and the choice of kernel for validate_many.
#include <array>
#include <atomic>
#include <cstdlib>
#include <cstring>

#include "fast_kernels.hpp"

namespace sudoku::detail {
namespace {

// The portable kernel adds instead of testing: in a unit, the sum of the digit bits 2^(d-1) has
// as many set bits as the unit has digits exactly when no digit repeats (a repeat carries).
// Each unit's running total is a 16-bit lane: bits 0–11 the sum of digit bits (at most
// 9 · 256 < 4096), bits 12–15 the number of digits. Four lanes share one 64-bit word, so one
// 64-bit add per cell updates the cell's row and box together, another its column, and no lane
// ever carries into the next. It is plain integer code, so it also suits WebAssembly.
using Lanes = std::uint64_t;
constexpr int lane_bits = 16;
constexpr Lanes one_digit = Lanes{1} << 12;
constexpr Lanes first_lane = 0xFFFF;
// A byte that is no cell adds one to the spare fourth lane of its column word.
constexpr Lanes not_a_cell = Lanes{1} << (3 * lane_bits);

constexpr bool is_fast_blank(int byte) {
  return byte == '.' || byte == '0' || byte == '-' || byte == '_' || byte == '*';
}

// Byte → its lane value (digit bit plus one digit), 0 for a blank or a byte that is no cell.
constexpr Lanes lane_value(int byte) {
  return byte >= '1' && byte <= '9' ? (Lanes{1} << (byte - '1')) | one_digit : 0;
}

// Tables by byte: the value in the row lane (0) and in the lane of box column k (1 + k).
constexpr std::array<std::array<Lanes, 256>, 3> make_row_and_box_values() {
  std::array<std::array<Lanes, 256>, 3> values{};
  for (int k = 0; k < 3; ++k) {
    for (int byte = 0; byte < 256; ++byte) {
      values[k][byte] = lane_value(byte) | lane_value(byte) << (lane_bits * (1 + k));
    }
  }
  return values;
}
// The value in lane k of a column word (columns 0–2, 3–5 and 6–8 share three words), with
// not_a_cell for a byte that is neither a digit nor a blank.
constexpr std::array<std::array<Lanes, 256>, 3> make_column_values() {
  std::array<std::array<Lanes, 256>, 3> values{};
  for (int k = 0; k < 3; ++k) {
    for (int byte = 0; byte < 256; ++byte) {
      const bool cell = is_fast_blank(byte) || (byte >= '1' && byte <= '9');
      values[k][byte] = cell ? lane_value(byte) << (lane_bits * k) : not_a_cell;
    }
  }
  return values;
}
constexpr auto row_and_box_values = make_row_and_box_values();
constexpr auto column_values = make_column_values();

// Nonzero when some lane's digit sum has fewer set bits than the lane has digits.
constexpr Lanes lanes_with_repeats(Lanes lanes) {
  constexpr Lanes sums = 0x0FFF0FFF0FFF0FFFull;
  Lanes bits = lanes & sums;  // population count per 16-bit lane, the classic halving steps
  bits = bits - ((bits >> 1) & 0x5555555555555555ull);
  bits = (bits & 0x3333333333333333ull) + ((bits >> 2) & 0x3333333333333333ull);
  bits = (bits + (bits >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  bits = (bits + (bits >> 8)) & 0x001F001F001F001Full;
  const Lanes digits = (lanes >> 12) & 0x000F000F000F000Full;
  return bits ^ digits;
}

}  // namespace

FastVerdict check_line_portable(const char* cells) noexcept {
  // Every cell is looked at: stopping at the first repeat would cost a branch per cell, more
  // than the cells it skips, and a byte that is no cell must be found wherever it is.
  const auto* bytes = reinterpret_cast<const unsigned char*>(cells);
  Lanes columns[3] = {};
  Lanes repeats = 0;
  for (int band = 0; band < 3; ++band) {
    Lanes boxes = 0;  // lane 0: the current row; lanes 1–3: the band's three boxes
    Lanes rows = 0;   // lane k: row k of the band, moved out of `boxes` when it is complete
    for (int band_row = 0; band_row < 3; ++band_row) {
      const unsigned char* row = bytes + (band * 3 + band_row) * 9;
#pragma GCC unroll 9
      for (int col = 0; col < 9; ++col) {
        boxes += row_and_box_values[col / 3][row[col]];
        columns[col / 3] += column_values[col % 3][row[col]];
      }
      rows |= (boxes & first_lane) << (lane_bits * band_row);
      boxes &= ~first_lane;
    }
    repeats |= lanes_with_repeats(boxes) | lanes_with_repeats(rows);
  }
  const Lanes not_cells = (columns[0] | columns[1] | columns[2]) & ~(not_a_cell - 1);
  for (const Lanes word : columns) repeats |= lanes_with_repeats(word & (not_a_cell - 1));
  if (not_cells) return FastVerdict::not_fast;
  return repeats ? FastVerdict::invalid : FastVerdict::valid;
}

namespace {

constexpr int kernel_unset = -1;
std::atomic<int> chosen_kernel{kernel_unset};

Kernel best_kernel() noexcept {
  const char* wanted = std::getenv("SUDOKU_KERNEL");
  if (wanted && std::strcmp(wanted, "portable") == 0) return Kernel::portable;
  return avx2_supported() ? Kernel::avx2 : Kernel::portable;
}

}  // namespace

Kernel active_kernel() noexcept {
  int kernel = chosen_kernel.load(std::memory_order_relaxed);
  if (kernel == kernel_unset) {
    kernel = static_cast<int>(best_kernel());
    chosen_kernel.store(kernel, std::memory_order_relaxed);
  }
  return static_cast<Kernel>(kernel);
}

void set_kernel(Kernel kernel) noexcept {
  if (kernel == Kernel::avx2 && !avx2_supported()) kernel = Kernel::portable;
  chosen_kernel.store(static_cast<int>(kernel), std::memory_order_relaxed);
}

}  // namespace sudoku::detail
