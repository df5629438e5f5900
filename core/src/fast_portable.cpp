// The portable fast check of a one-line 9×9 board, and the choice of kernel for validate_many.
#include <array>
#include <atomic>
#include <cstdlib>
#include <cstring>

#include "fast_kernels.hpp"

namespace sudoku::detail {
namespace {

// A byte that is neither a digit 1–9 nor a blank. Kept apart from the nine digit bits so that a
// bad byte never looks like a digit.
constexpr std::uint32_t not_a_cell = 1u << 15;

// Byte → the bit of its digit (1 → bit 0 … 9 → bit 8), 0 for a blank, not_a_cell otherwise.
constexpr std::array<std::uint16_t, 256> make_cell_bits() {
  std::array<std::uint16_t, 256> bits{};
  for (auto& bit : bits) bit = not_a_cell;
  for (char blank : {'.', '0', '-', '_', '*'}) bits[static_cast<unsigned char>(blank)] = 0;
  for (int digit = 1; digit <= 9; ++digit) {
    bits[static_cast<unsigned char>('0' + digit)] = static_cast<std::uint16_t>(1u << (digit - 1));
  }
  return bits;
}
constexpr std::array<std::uint16_t, 256> cell_bits = make_cell_bits();

}  // namespace

FastVerdict check_line_portable(const char* cells) noexcept {
  // Every cell is looked at: a conflict found early does not stop the loop, because a branch per
  // cell costs more than the cells it would skip, and a bad byte later on must still be seen.
  std::uint32_t columns[9] = {};
  std::uint32_t boxes[3] = {};
  std::uint32_t conflict = 0;
  std::uint32_t bad = 0;
  for (int row = 0; row < 9; ++row) {
    if (row % 3 == 0) boxes[0] = boxes[1] = boxes[2] = 0;
    std::uint32_t row_seen = 0;
#pragma GCC unroll 9
    for (int col = 0; col < 9; ++col) {
      const std::uint32_t bit = cell_bits[static_cast<unsigned char>(cells[row * 9 + col])];
      std::uint32_t& box_seen = boxes[col / 3];
      bad |= bit;
      conflict |= (row_seen | columns[col] | box_seen) & bit;
      row_seen |= bit;
      columns[col] |= bit;
      box_seen |= bit;
    }
  }
  if (bad & not_a_cell) return FastVerdict::not_fast;
  return conflict ? FastVerdict::invalid : FastVerdict::valid;
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
