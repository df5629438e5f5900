// The portable fast check of a one-line 9×9 board: plain integer code for every target.
#include <array>
#include <bit>

#include "fast_kernels.hpp"

namespace sudoku::detail {
namespace {

// The portable kernel adds instead of testing: in a unit, the sum of the digit bits 2^(d-1) has
// as many set bits as the unit has digits exactly when no digit repeats (a repeat carries, and a
// carry never adds set bits). Each unit's running total is a 16-bit lane: bits 0–11 the sum of
// digit bits (at most 9 · 256 < 4096), bits 12–15 the number of digits. Four lanes share one
// 64-bit word, so one 64-bit add per cell updates the cell's row and box together, another its
// column, and no lane ever carries into the next. It is plain integer code, so it also suits
// WebAssembly.
using Lanes = std::uint64_t;
constexpr int lane_bits = 16;
constexpr Lanes one_digit = Lanes{1} << 12;
constexpr Lanes first_lane = 0xFFFF;
// A byte that is no cell adds one to the spare fourth lane of its column word.
constexpr Lanes not_a_cell = Lanes{1} << (3 * lane_bits);
constexpr Lanes digit_sums = 0x0FFF0FFF0FFF0FFFull;
constexpr Lanes digit_counts = 0xF000F000F000F000ull;

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

// The words that hold all 27 units once the board is read: three of boxes (each with the band's
// last row in lane 0), two of the other rows, three of columns.
constexpr int unit_words = 8;

// The number of set bits in the digit sums of all the words. Since a carry only ever removes set
// bits, each unit contributes at most its digit count, so on a board of fast cells the total is at
// most 3 · 81 = 243 and fits the byte sums below.
template <bool has_popcount>
[[gnu::always_inline]] inline int digit_bits_set(const Lanes (&words)[unit_words]) {
  if constexpr (has_popcount) {
    // A population count instruction: one per word is cheapest.
    int bits = 0;
    for (const Lanes word : words) bits += std::popcount(word & digit_sums);
    return bits;
  }
  // Without one (the x86-64 baseline), the classic halving steps, with the words added together as
  // soon as the per-field counts have room: nibbles hold up to 4 per word (three words: 12),
  // bytes up to 8 per word (all eight: 64).
  constexpr Lanes pairs = 0x5555555555555555ull;
  constexpr Lanes nibbles = 0x3333333333333333ull;
  constexpr Lanes bytes = 0x0F0F0F0F0F0F0F0Full;
  auto nibble_counts = [](Lanes word) {
    Lanes bits = word & digit_sums;
    bits -= (bits >> 1) & pairs;
    return (bits & nibbles) + ((bits >> 2) & nibbles);
  };
  auto byte_counts = [](Lanes counts) { return (counts & bytes) + ((counts >> 4) & bytes); };
  const Lanes first = nibble_counts(words[0]) + nibble_counts(words[1]) + nibble_counts(words[2]);
  const Lanes second = nibble_counts(words[3]) + nibble_counts(words[4]) + nibble_counts(words[5]);
  const Lanes third = nibble_counts(words[6]) + nibble_counts(words[7]);
  const Lanes by_byte = byte_counts(first) + byte_counts(second) + byte_counts(third);
  // The top byte of the product is the sum of all eight bytes (no partial sum reaches 256).
  return static_cast<int>((by_byte * 0x0101010101010101ull) >> 56);
}

template <bool has_popcount>
[[gnu::always_inline]] inline FastVerdict check_line(const char* cells) {
  // Every cell is looked at: stopping at the first repeat would cost a branch per cell, more
  // than the cells it skips, and a byte that is no cell must be found wherever it is.
  const auto* bytes = reinterpret_cast<const unsigned char*>(cells);
  Lanes columns[3] = {};
  Lanes band_boxes[3];    // lane 0: the band's last row; lanes 1–3: the band's three boxes
  Lanes first_rows = 0;   // rows 0, 1, 3, 4 in lanes 0–3
  Lanes second_rows = 0;  // rows 6, 7 in lanes 0–1
  for (int band = 0; band < 3; ++band) {
    Lanes boxes = 0;  // lanes 1–3: the band's three boxes; lane 0: its last row
    for (int band_row = 0; band_row < 3; ++band_row) {
      const unsigned char* row = bytes + (band * 3 + band_row) * 9;
      // A sum of its own per row (lane 0: the row; lanes 1–3: its part of each box) keeps the
      // chains of dependent adds nine long instead of 27.
      Lanes row_sum = 0;
#pragma GCC unroll 9
      for (int col = 0; col < 9; ++col) {
        row_sum += row_and_box_values[col / 3][row[col]];
        columns[col / 3] += column_values[col % 3][row[col]];
      }
      // The band's last row stays in lane 0: the word is then full and is checked as it is.
      if (band_row < 2) {
        const Lanes row_lane = row_sum & first_lane;
        if (band < 2) {
          first_rows |= row_lane << (lane_bits * (band * 2 + band_row));
        } else {
          second_rows |= row_lane << (lane_bits * band_row);
        }
        row_sum &= ~first_lane;
      }
      boxes += row_sum;
    }
    band_boxes[band] = boxes;
  }
  const Lanes words[unit_words] = {band_boxes[0], band_boxes[1], band_boxes[2], first_rows,
                                   second_rows,   columns[0],    columns[1],    columns[2]};

  // Each unit has at most as many digit bits set as digits, so the board is valid exactly when
  // the totals match: every digit counts once in its row, once in its column, once in its box.
  // One comparison replaces 27 (or nine SWAR ones).
  const Lanes not_cells = (columns[0] | columns[1] | columns[2]) & ~(not_a_cell - 1);
  Lanes digits_by_lane = 0;  // the columns cover the board once; at most 27 digits per lane
  for (const Lanes word : columns) digits_by_lane += (word & digit_counts) >> 12;
  const int digits = static_cast<int>((digits_by_lane * 0x0001000100010001ull) >> 48);
  if (not_cells) return FastVerdict::not_fast;
  return digit_bits_set<has_popcount>(words) == 3 * digits ? FastVerdict::valid
                                                           : FastVerdict::invalid;
}

template <bool has_popcount>
[[gnu::always_inline]] inline void check_lines(const char* const* lines, std::size_t count,
                                               FastVerdict* verdicts) {
  for (std::size_t line = 0; line < count; ++line) {
    verdicts[line] = check_line<has_popcount>(lines[line]);
  }
}

#if defined(__x86_64__) && !defined(__POPCNT__) && !defined(__EMSCRIPTEN__)
// The x86-64 baseline has no population count instruction, but nearly every x86-64 processor since
// 2008 does: a second build of the kernel uses it where the processor has it (the halving steps
// are an eighth of the whole check).
#define SUDOKU_POPCOUNT_AT_RUN_TIME 1
[[gnu::target("popcnt")]] void check_lines_with_popcount(const char* const* lines,
                                                         std::size_t count, FastVerdict* verdicts) {
  check_lines<true>(lines, count, verdicts);
}
#elif defined(__POPCNT__) || !(defined(__x86_64__) || defined(__i386__))
constexpr bool has_popcount =
    true;  // WebAssembly, ARM and most others count bits in one instruction
#else
constexpr bool has_popcount = false;
#endif

}  // namespace

void check_lines_portable(const char* const* lines, std::size_t count,
                          FastVerdict* verdicts) noexcept {
#if defined(SUDOKU_POPCOUNT_AT_RUN_TIME)
  static const bool has_popcount = __builtin_cpu_supports("popcnt");
  if (has_popcount) {
    check_lines_with_popcount(lines, count, verdicts);
  } else {
    check_lines<false>(lines, count, verdicts);
  }
#else
  check_lines<has_popcount>(lines, count, verdicts);
#endif
}

FastVerdict check_line_portable(const char* cells) noexcept {
  FastVerdict verdict;
  check_lines_portable(&cells, 1, &verdict);
  return verdict;
}

}  // namespace sudoku::detail
