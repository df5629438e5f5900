// Which fast kernel validate_many() uses (the vector one where this processor runs it), and
// is_valid_line(), the one-line check without a Board.
#include <atomic>
#include <cstdlib>
#include <cstring>

#include "fast_kernels.hpp"
#include "sudoku/sudoku.hpp"

namespace sudoku {
namespace {

using detail::FastVerdict;

constexpr int kernel_unset = -1;
std::atomic<int> chosen_kernel{kernel_unset};

detail::Kernel best_kernel() noexcept {
#if !defined(__EMSCRIPTEN__)
  // Natively only: WebAssembly has no process environment worth asking (a browser has none, and
  // leaving getenv out keeps the environment's set-up code out of the module).
  const char* wanted = std::getenv("SUDOKU_KERNEL");
  if (wanted && std::strcmp(wanted, "portable") == 0) return detail::Kernel::portable;
#endif
  return detail::simd_supported() ? detail::Kernel::simd : detail::Kernel::portable;
}

}  // namespace

std::optional<bool> is_valid_line(std::string_view line) noexcept {
  if (line.size() != detail::fast_line_length) return std::nullopt;
  switch (detail::check_line_portable(line.data())) {
    case FastVerdict::valid:
      return true;
    case FastVerdict::invalid:
      return false;
    case FastVerdict::not_fast:
      break;
  }
  return std::nullopt;
}

namespace detail {

bool simd_supported() noexcept {
#if (defined(__x86_64__) || defined(__i386__)) && !defined(__EMSCRIPTEN__)
  // fast_simd.cpp is the only file built with AVX2; this one must run on any x86 processor.
  static const bool supported = simd_target() != nullptr && __builtin_cpu_supports("avx2");
  return supported;
#else
  return simd_target() != nullptr;
#endif
}

void check_lines_simd(const char* const* lines, FastVerdict* verdicts) noexcept {
  if (simd_supported()) {
    check_lines_vector(lines, verdicts);
    return;
  }
  check_lines_portable(lines, simd_batch_size, verdicts);
}

Kernel active_kernel() noexcept {
  int kernel = chosen_kernel.load(std::memory_order_relaxed);
  if (kernel == kernel_unset) {
    kernel = static_cast<int>(best_kernel());
    chosen_kernel.store(kernel, std::memory_order_relaxed);
  }
  return static_cast<Kernel>(kernel);
}

void set_kernel(Kernel kernel) noexcept {
  if (kernel == Kernel::simd && !simd_supported()) kernel = Kernel::portable;
  chosen_kernel.store(static_cast<int>(kernel), std::memory_order_relaxed);
}

}  // namespace detail

}  // namespace sudoku
