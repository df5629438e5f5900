// The AVX2 fast check: 32 one-line 9×9 boards at once, one board per byte lane.
//
// The library is built without -mavx2: only the functions marked SUDOKU_AVX2 use AVX2, and
// validate_many calls them only after __builtin_cpu_supports("avx2") said yes. Elsewhere
// (other processors, Emscripten) check_lines_avx2 simply runs the portable kernel.
#include "fast_kernels.hpp"

#if defined(__x86_64__) && !defined(__EMSCRIPTEN__)
#define SUDOKU_HAS_AVX2_KERNEL 1
#include <immintrin.h>

#include <array>
#endif

namespace sudoku::detail {

#if defined(SUDOKU_HAS_AVX2_KERNEL)

#define SUDOKU_AVX2 __attribute__((target("avx2")))

namespace {

// The 27 units (rows, columns, boxes) as lists of their nine cell indices.
constexpr std::array<std::array<std::uint8_t, 9>, 27> make_units() {
  std::array<std::array<std::uint8_t, 9>, 27> units{};
  for (int unit = 0; unit < 9; ++unit) {
    for (int k = 0; k < 9; ++k) {
      const int box_row = (unit / 3) * 3 + k / 3;
      const int box_col = (unit % 3) * 3 + k % 3;
      units[unit][k] = static_cast<std::uint8_t>(unit * 9 + k);                // row `unit`
      units[9 + unit][k] = static_cast<std::uint8_t>(k * 9 + unit);            // column `unit`
      units[18 + unit][k] = static_cast<std::uint8_t>(box_row * 9 + box_col);  // box `unit`
    }
  }
  return units;
}
constexpr auto units = make_units();

// Turns 16 rows of 16 bytes (in each 128-bit half: row j = bytes of board j) into 16 columns
// (column t = byte t of every board, board j in byte j). Both halves are transposed at once, so
// 32 boards come out: boards 0–15 in the low half, 16–31 in the high half.
SUDOKU_AVX2 inline void transpose_16x16(__m256i (&data)[16]) {
  __m256i pairs[16], quads[16], octets[16];
  for (int k = 0; k < 8; ++k) {  // pairs[h*8 + k]: cells 8h..8h+7 of boards 2k, 2k+1
    pairs[k] = _mm256_unpacklo_epi8(data[2 * k], data[2 * k + 1]);
    pairs[8 + k] = _mm256_unpackhi_epi8(data[2 * k], data[2 * k + 1]);
  }
  for (int h = 0; h < 2; ++h) {  // quads[c*4 + m]: cells 4c..4c+3 of boards 4m..4m+3
    for (int m = 0; m < 4; ++m) {
      const __m256i low = pairs[h * 8 + 2 * m], high = pairs[h * 8 + 2 * m + 1];
      quads[(h * 2) * 4 + m] = _mm256_unpacklo_epi16(low, high);
      quads[(h * 2 + 1) * 4 + m] = _mm256_unpackhi_epi16(low, high);
    }
  }
  for (int c = 0; c < 4; ++c) {  // octets[c*2 + n]: cells 2c, 2c+1 of boards 8n..8n+7
    for (int n = 0; n < 2; ++n) {
      const __m256i low = quads[c * 4 + 2 * n], high = quads[c * 4 + 2 * n + 1];
      octets[(c * 2) * 2 + n] = _mm256_unpacklo_epi32(low, high);
      octets[(c * 2 + 1) * 2 + n] = _mm256_unpackhi_epi32(low, high);
    }
  }
  for (int c = 0; c < 8; ++c) {  // data[t]: cell t of boards 0..15
    data[2 * c] = _mm256_unpacklo_epi64(octets[c * 2], octets[c * 2 + 1]);
    data[2 * c + 1] = _mm256_unpackhi_epi64(octets[c * 2], octets[c * 2 + 1]);
  }
}

SUDOKU_AVX2 inline __m256i load_two_halves(const char* low, const char* high) {
  const __m128i low_half = _mm_loadu_si128(reinterpret_cast<const __m128i*>(low));
  const __m128i high_half = _mm_loadu_si128(reinterpret_cast<const __m128i*>(high));
  return _mm256_inserti128_si256(_mm256_castsi128_si256(low_half), high_half, 1);
}

SUDOKU_AVX2 inline __m256i both_halves(__m128i table) { return _mm256_broadcastsi128_si256(table); }

}  // namespace

bool avx2_supported() noexcept { return __builtin_cpu_supports("avx2"); }

SUDOKU_AVX2 void check_lines_avx2(const char* const* lines, FastVerdict* verdicts) noexcept {
  // A byte is a cell when (by_low_nibble & by_high_nibble) != 0: digits and '0' are 0x30–0x39,
  // '.' '-' '*' are 0x2E 0x2D 0x2A, '_' is 0x5F. Each group has its own class bit.
  const __m256i by_low_nibble =
      both_halves(_mm_setr_epi8(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 0, 0, 2, 2, 4));
  const __m256i by_high_nibble =
      both_halves(_mm_setr_epi8(0, 0, 2, 1, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0));
  // Digits 1–8 as one bit each in a byte; 9 gets its own plane (a byte has only eight bits).
  const __m256i digit_bit =
      both_halves(_mm_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 0, 0, 0, 0, 0, 0, 0, 0));
  const __m256i nibble = _mm256_set1_epi8(0x0F);
  const __m256i one_char = _mm256_set1_epi8('1');
  const __m256i nine_char = _mm256_set1_epi8('9');
  // Adding 0x70 with saturation keeps 0..15 a table index and pushes the rest to >= 0x80,
  // where the byte shuffle yields 0.
  const __m256i table_range = _mm256_set1_epi8(0x70);

  __m256i low_digits[81], nines[81];
  __m256i smallest_class = _mm256_set1_epi8(-1);
  // Cells 0–79 in five blocks of 16, then cell 80 as the last byte of the block at 65.
  constexpr int block_starts[6] = {0, 16, 32, 48, 64, 65};
  for (int block = 0; block < 6; ++block) {
    const int start = block_starts[block];
    __m256i data[16];
    for (int j = 0; j < 16; ++j) data[j] = load_two_halves(lines[j] + start, lines[16 + j] + start);
    transpose_16x16(data);
    for (int t = block == 5 ? 15 : 0; t < 16; ++t) {
      const __m256i bytes = data[t];
      const __m256i low = _mm256_and_si256(bytes, nibble);
      const __m256i high = _mm256_and_si256(_mm256_srli_epi16(bytes, 4), nibble);
      const __m256i cell_class = _mm256_and_si256(_mm256_shuffle_epi8(by_low_nibble, low),
                                                  _mm256_shuffle_epi8(by_high_nibble, high));
      smallest_class = _mm256_min_epu8(smallest_class, cell_class);
      const __m256i index = _mm256_adds_epu8(_mm256_sub_epi8(bytes, one_char), table_range);
      low_digits[start + t] = _mm256_shuffle_epi8(digit_bit, index);
      nines[start + t] = _mm256_cmpeq_epi8(bytes, nine_char);
    }
  }

  __m256i conflict = _mm256_setzero_si256();
  for (const auto& unit : units) {
    __m256i seen_low = _mm256_setzero_si256(), seen_nine = _mm256_setzero_si256();
    for (const std::uint8_t cell : unit) {
      const __m256i low = low_digits[cell], nine = nines[cell];
      conflict = _mm256_or_si256(conflict, _mm256_and_si256(seen_low, low));
      conflict = _mm256_or_si256(conflict, _mm256_and_si256(seen_nine, nine));
      seen_low = _mm256_or_si256(seen_low, low);
      seen_nine = _mm256_or_si256(seen_nine, nine);
    }
  }

  const __m256i zero = _mm256_setzero_si256();
  const auto not_cells =
      static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(smallest_class, zero)));
  const auto clean =
      static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(conflict, zero)));
  for (std::size_t board = 0; board < avx2_batch_size; ++board) {
    const std::uint32_t lane = 1u << board;
    verdicts[board] = (not_cells & lane) ? FastVerdict::not_fast
                      : (clean & lane)   ? FastVerdict::valid
                                         : FastVerdict::invalid;
  }
}

#else

bool avx2_supported() noexcept { return false; }

void check_lines_avx2(const char* const* lines, FastVerdict* verdicts) noexcept {
  for (std::size_t board = 0; board < avx2_batch_size; ++board) {
    verdicts[board] = check_line_portable(lines[board]);
  }
}

#endif

}  // namespace sudoku::detail
