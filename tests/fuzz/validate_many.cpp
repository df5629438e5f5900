// Fuzzes validate_many: every fast kernel gives the portable kernel's report, and that report is
// what parsing each line on its own gives. Also runs the vector kernel on raw 81-byte blocks.
#include <algorithm>

#include "fast_kernels.hpp"
#include "fuzz.hpp"

namespace {

using sudoku::detail::FastVerdict;
using sudoku::detail::Kernel;

// The vector kernel on up to 32 blocks of 81 raw bytes, against the portable kernel on each.
void compare_kernels_on_blocks(std::string_view text) {
  const std::size_t blocks =
      std::min(text.size() / sudoku::detail::fast_line_length, sudoku::detail::simd_batch_size);
  if (blocks == 0) return;
  const char* lines[sudoku::detail::simd_batch_size];
  for (std::size_t i = 0; i < sudoku::detail::simd_batch_size; ++i) {
    lines[i] = text.data() + (i % blocks) * sudoku::detail::fast_line_length;
  }
  FastVerdict verdicts[sudoku::detail::simd_batch_size];
  sudoku::detail::check_lines_simd(lines, verdicts);
  for (std::size_t i = 0; i < sudoku::detail::simd_batch_size; ++i) {
    fuzz::require(verdicts[i] == sudoku::detail::check_line_portable(lines[i]),
                  "the vector kernel agrees with the portable kernel on every block");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const auto shape = fuzz::batch_shape(data[0]);
  const std::string_view text = fuzz::text(fuzz::bytes(data + 1, size - 1));

  sudoku::detail::set_kernel(Kernel::portable);
  const sudoku::BatchReport portable = sudoku::validate_many(text, shape);
  fuzz::require(fuzz::same_report(portable, reference::validate_many(text, shape)),
                "validate_many (portable kernel) reports what parsing each line reports");
  if (sudoku::detail::simd_supported()) {
    sudoku::detail::set_kernel(Kernel::simd);
    fuzz::require(fuzz::same_report(sudoku::validate_many(text, shape), portable),
                  "validate_many with the vector kernel reports what the portable kernel reports");
  }
  compare_kernels_on_blocks(text);
  return 0;
}
