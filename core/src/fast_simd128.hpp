// Internal: the WebAssembly SIMD128 batch scan of one-line 9×9 boards (see fast_simd128.cpp).
//
// Only meaningful where __wasm_simd128__ is defined; it is built into its own small wasm binary
// (wasm/simd/), never into the main module, so the main module still loads in engines without SIMD.
#pragma once

#include <cstdint>

namespace sudoku::detail {

/// How many lines scan_fast_lines_simd128 checks per pass.
inline constexpr int simd128_batch_size = 16;

/// Checks the run of fast lines that starts at `begin` (a line start) and stops at the first line
/// that is not a fast line: 81 bytes of `1`–`9` and the blanks `.` `0` `-` `_` `*`, then "\n",
/// "\r\n", or the end of the text (optionally after one "\r"). Writes one byte per board (1 valid,
/// 0 invalid) from `results` on, which may be `begin` itself: each result lands on bytes already
/// read. Returns (boards << 32) | offset where it stopped, relative to `begin`.
/// Uses no static data and no memory other than the text, the results and its stack frame.
std::uint64_t scan_fast_lines_simd128(const unsigned char* begin, const unsigned char* end,
                                      unsigned char* results) noexcept;

/// Skips the lines from `begin` that are not for scan_fast_lines_simd128: always the first line,
/// then every line until a run of `min_run` fast lines (or fast lines up to the end) starts.
/// Returns (newlines skipped << 32) | offset where the run starts, relative to `begin`.
std::uint64_t skip_slow_lines_simd128(const unsigned char* begin, const unsigned char* end,
                                      int min_run) noexcept;

}  // namespace sudoku::detail
