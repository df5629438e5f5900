// Internal fast checks of one-line 9×9 boards (81 characters) for validate_many; not public API.
//
// A fast check accepts only the characters `1`–`9` and the blanks `.` `0` `-` `_` `*`. Any other
// byte makes it answer `not_fast`, and the caller hands the line to the full parser, which owns
// every error message. So a fast check never has to explain anything, only to agree with
// parse + is_valid on the lines it does accept.
#pragma once

#include <cstddef>
#include <cstdint>

namespace sudoku::detail {

/// The length of a one-line 9×9 board.
inline constexpr std::size_t fast_line_length = 81;

/// The outcome of a fast check. `invalid` and `valid` have the values of BatchResult.
enum class FastVerdict : std::uint8_t { invalid = 0, valid = 1, not_fast = 2 };

/// Checks one line of fast_line_length bytes, branch-free (one table look-up per cell).
[[nodiscard]] FastVerdict check_line_portable(const char* cells) noexcept;

/// How many lines check_lines_avx2 takes at once.
inline constexpr std::size_t avx2_batch_size = 32;

/// True when this build has the AVX2 kernel and this processor can run it.
[[nodiscard]] bool avx2_supported() noexcept;

/// Checks avx2_batch_size lines of fast_line_length bytes each (pointers may repeat). Reads
/// exactly those bytes. Without AVX2 support it runs the portable kernel on each line.
void check_lines_avx2(const char* const* lines, FastVerdict* verdicts) noexcept;

/// Which fast kernel validate_many uses.
enum class Kernel : std::uint8_t { portable, avx2 };

/// The kernel in use: the one set by set_kernel, else `portable` when the environment variable
/// SUDOKU_KERNEL is "portable", else the fastest this processor supports.
[[nodiscard]] Kernel active_kernel() noexcept;

/// Forces a kernel (for benchmarks and tests). Asking for avx2 where it is unsupported selects
/// portable. Not meant to be changed while another thread runs validate_many.
void set_kernel(Kernel kernel) noexcept;

}  // namespace sudoku::detail
