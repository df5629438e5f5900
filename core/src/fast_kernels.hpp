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

/// check_line_portable on each of `count` lines (one call for a run of lines).
void check_lines_portable(const char* const* lines, std::size_t count,
                          FastVerdict* verdicts) noexcept;

/// How many lines check_lines_simd takes at once.
inline constexpr std::size_t simd_batch_size = 32;

/// The instruction set the vector kernel of this build is compiled for: "avx2" (x86-64, chosen
/// at run time), "simd128" (WebAssembly built with SIMD) or "neon" (AArch64); nullptr when this
/// build has no vector kernel.
[[nodiscard]] const char* simd_target() noexcept;

/// True when this build has a vector kernel and this processor can run it.
[[nodiscard]] bool simd_supported() noexcept;

/// Checks simd_batch_size lines of fast_line_length bytes each (pointers may repeat) with the
/// vector kernel, reading exactly those bytes. Where simd_supported() is false it runs the
/// portable kernel on each line, so any caller may use it.
void check_lines_simd(const char* const* lines, FastVerdict* verdicts) noexcept;

/// The vector kernel itself (fast_simd.cpp): only to be called when simd_supported().
void check_lines_vector(const char* const* lines, FastVerdict* verdicts) noexcept;

/// Which fast kernel validate_many uses.
enum class Kernel : std::uint8_t { portable, simd };

/// The kernel in use: the one set by set_kernel, else `portable` when the environment variable
/// SUDOKU_KERNEL is "portable", else the fastest this processor supports.
[[nodiscard]] Kernel active_kernel() noexcept;

/// Forces a kernel (for benchmarks and tests). Asking for simd where it is unsupported selects
/// portable. Not meant to be changed while another thread runs validate_many.
void set_kernel(Kernel kernel) noexcept;

}  // namespace sudoku::detail
