// The exports of the SIMD128 side module: the batch scan of core/src/fast_simd128.cpp, by address.
//
// The module imports the main module's memory, so the JS layer passes addresses inside it; each
// function returns two 32-bit counts packed in an i64 (a BigInt in JS) to avoid any memory of its
// own.
#include <cstdint>

#include "fast_simd128.hpp"

namespace {
const unsigned char* at(std::uint32_t address) {
  return reinterpret_cast<const unsigned char*>(static_cast<std::uintptr_t>(address));
}
}  // namespace

extern "C" {

// (boards << 32) | bytes consumed; results are written in place, from `begin` on.
__attribute__((export_name("scan"))) std::uint64_t scan(std::uint32_t begin, std::uint32_t end) {
  return sudoku::detail::scan_fast_lines_simd128(at(begin), at(end),
                                                 const_cast<unsigned char*>(at(begin)));
}

// (newlines << 32) | bytes skipped: the slow lines from `begin` for the main module.
__attribute__((export_name("skip"))) std::uint64_t skip(std::uint32_t begin, std::uint32_t end,
                                                        std::int32_t min_run) {
  return sudoku::detail::skip_slow_lines_simd128(at(begin), at(end), min_run);
}
}
