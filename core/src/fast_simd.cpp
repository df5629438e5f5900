// The vector fast check: one source for every SIMD target (AVX2, WebAssembly SIMD128, NEON), one
// board per byte lane, written with GCC/Clang vector extensions.
//
// The build compiles this file for the target's vector unit: natively on x86-64 with -mavx2 (and
// nothing else in the library gets AVX2; fast_choice.cpp runs this code only after the processor
// said it has AVX2), in WebAssembly's SIMD build with -msimd128, on AArch64 with its baseline NEON.
// Everywhere else it compiles to nothing but simd_target() == nullptr. Only a few primitives are
// per target (a table index and a 16-entry byte table look-up, a byte population count, the
// 16-byte load, the compiler barrier); the kernel itself is the same code for all of them.
//
// Nothing here may be inlined into code built for another target, so everything but the two
// entry points has internal linkage, and no standard-library function is used (its inline copies
// could be merged with ones the rest of the program calls without AVX2).
#include <cstddef>
#include <cstdint>
#include <utility>

#include "fast_kernels.hpp"

#if defined(__AVX2__) && !defined(__EMSCRIPTEN__)
#include <immintrin.h>
#define SUDOKU_VECTOR_BYTES 32
#define SUDOKU_VECTOR_TARGET "avx2"
#elif defined(__wasm_simd128__)
#include <wasm_simd128.h>
#define SUDOKU_VECTOR_BYTES 16
#define SUDOKU_VECTOR_TARGET "simd128"
#elif defined(__ARM_NEON) && (defined(__aarch64__) || defined(_M_ARM64))
#include <arm_neon.h>
#define SUDOKU_VECTOR_BYTES 16
#define SUDOKU_VECTOR_TARGET "neon"
#endif

namespace sudoku::detail {

#if defined(SUDOKU_VECTOR_BYTES)

namespace {

#define SUDOKU_INLINE inline __attribute__((always_inline))

constexpr int vector_bytes = SUDOKU_VECTOR_BYTES;
// Boards per pass: one per byte lane. A 32-byte vector holds two 16-byte halves, and every
// shuffle below stays inside its half, so both halves are transposed at once.
constexpr int boards_per_pass = vector_bytes;
static_assert(simd_batch_size % boards_per_pass == 0);

typedef std::uint8_t Bytes __attribute__((vector_size(vector_bytes)));
typedef std::uint16_t Words __attribute__((vector_size(vector_bytes)));
typedef std::uint32_t Dwords __attribute__((vector_size(vector_bytes)));
typedef std::uint64_t Qwords __attribute__((vector_size(vector_bytes)));
typedef std::uint8_t Half __attribute__((vector_size(16)));

// A 16-byte table as a vector, repeated in every 16-byte half.
#if SUDOKU_VECTOR_BYTES == 16
#define SUDOKU_TABLE(...) (Bytes{__VA_ARGS__})
#else
#define SUDOKU_TABLE(...) (Bytes{__VA_ARGS__, __VA_ARGS__})
#endif

// ---- The per-target primitives -----------------------------------------------------------

// The index of a byte in a 16-entry table: its low nibble. vpshufb looks at the low nibble (and
// the high bit) itself; swizzle and tbl need the nibble alone. `low_nibble` is 15 in every byte,
// passed in so that WebAssembly keeps it in a local (see constant()).
SUDOKU_INLINE Bytes table_index(Bytes bytes, [[maybe_unused]] Bytes low_nibble) {
#if defined(__AVX2__)
  return bytes;
#else
  return bytes & low_nibble;
#endif
}

// table[index & 15] in each byte, for an index from table_index() of a byte below 0x80 (each
// 16-byte half uses its own copy of the table). Bytes from 0x80 up may give either table[byte &
// 15] or 0: callers never depend on which.
SUDOKU_INLINE Bytes look_up(Bytes table, Bytes index) {
#if defined(__AVX2__)
  return (Bytes)_mm256_shuffle_epi8((__m256i)table, (__m256i)index);
#elif defined(__wasm_simd128__)
  return (Bytes)wasm_i8x16_swizzle((v128_t)table, (v128_t)index);
#else
  return (Bytes)vqtbl1q_u8((uint8x16_t)table, (uint8x16_t)index);
#endif
}

// The number of set bits of each byte.
SUDOKU_INLINE Bytes count_bits(Bytes bytes) {
#if defined(__AVX2__)
  const Bytes nibble_bits = SUDOKU_TABLE(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4);
  return look_up(nibble_bits, bytes & 15) + look_up(nibble_bits, bytes >> 4);
#elif defined(__wasm_simd128__)
  return (Bytes)wasm_i8x16_popcnt((v128_t)bytes);
#else
  return (Bytes)vcntq_u8((uint8x16_t)bytes);
#endif
}

// 16 bytes from any address.
SUDOKU_INLINE Half load_half(const char* at) {
  Half half;
  __builtin_memcpy(&half, at, sizeof half);
  return half;
}

// Makes the compiler take `vector` as it is at this point: it cannot reorder the sums and ORs
// across it (GCC otherwise reassociates them and keeps dozens of cells alive in spilled registers).
SUDOKU_INLINE void keep(Bytes& vector) {
#if defined(__x86_64__)
  asm("" : "+x"(vector));
#elif defined(__aarch64__)
  asm("" : "+w"(vector));
#elif defined(__wasm_simd128__)
  asm("" : "+r"(vector));
#else
  (void)vector;
#endif
}

// A constant the kernel uses in every cell. WebAssembly has no constant operands: LLVM repeats a
// v128.const at each use, which V8 builds with four or five instructions each time; an opaque
// copy makes it one value kept in a local (a register or a stack slot). Elsewhere the constant
// itself is best (a memory operand).
SUDOKU_INLINE Bytes constant(Bytes vector) {
#if defined(__wasm_simd128__)
  keep(vector);
#endif
  return vector;
}

// WebAssembly only: V8 gives a function 16 vector registers and reloads a spilled value from the
// stack before every use and stores it after, which for the 28 vectors of unit totals cost more
// than the check itself. There the totals live in memory on purpose: home() hides from the
// compiler where they are (so it cannot keep them in locals) and write_back() makes it store
// them after each cell and load them again when next needed, a load and a store per use at
// most. Natively the totals stay in registers: GCC and clang spill fewer and better.
template <typename T>
SUDOKU_INLINE T& home(T& object) {
#if defined(__wasm_simd128__)
  T* at = &object;
  asm("" : "+r"(at));
  return *at;
#else
  return object;
#endif
}
SUDOKU_INLINE void write_back() {
#if defined(__wasm_simd128__)
  asm volatile("" ::: "memory");
#endif
}

// ---- Generic vector helpers ------------------------------------------------------------------

// The shuffle index of element i of an interleave of a and b (n elements each), inside each
// 16-byte half (k elements): the low or high halves' elements, alternately from a and b.
constexpr int interleave_index(int i, int n, int k, bool high) {
  const int half = i / k, at = i % k;
  return half * k + (high ? k / 2 : 0) + at / 2 + (at % 2 ? n : 0);
}
template <bool High, typename Vector, std::size_t... I>
SUDOKU_INLINE Vector interleave(Vector a, Vector b, std::index_sequence<I...>) {
  constexpr int n = sizeof...(I), k = 16 / (sizeof(Vector) / n);
  return __builtin_shufflevector(a, b, interleave_index(I, n, k, High)...);
}
// Interleaves the elements (of Vector's width) of the low (High = false) or high halves of each
// 16-byte half of a and b: unpacklo/unpackhi on x86, zip1/zip2 on NEON, one shuffle in wasm.
template <bool High, typename Vector>
SUDOKU_INLINE Bytes interleave(Bytes a, Bytes b) {
  constexpr std::size_t n = sizeof(Vector) / sizeof(((Vector*)nullptr)[0][0]);
  return (Bytes)interleave<High>((Vector)a, (Vector)b, std::make_index_sequence<n>{});
}

// Row j of a block: 16 bytes from `offset` of board j (and of board 16 + j in the high half).
SUDOKU_INLINE Bytes load_row(const char* const* lines, int j, int offset) {
#if SUDOKU_VECTOR_BYTES == 16
  return load_half(lines[j] + offset);
#else
  return __builtin_shufflevector(load_half(lines[j] + offset), load_half(lines[16 + j] + offset), 0,
                                 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
                                 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31);
#endif
}

// Turns 16 rows (row j: 16 cells of board j) into 16 columns (column t: cell t of every board,
// board j in byte j): four rounds of interleaving bytes, then pairs, quads and octets.
SUDOKU_INLINE void transpose(Bytes (&data)[16]) {
  Bytes pairs[16], quads[16], octets[16];
  for (int k = 0; k < 8; ++k) {  // pairs[h*8 + k]: cells 8h..8h+7 of boards 2k, 2k+1
    pairs[k] = interleave<false, Bytes>(data[2 * k], data[2 * k + 1]);
    pairs[8 + k] = interleave<true, Bytes>(data[2 * k], data[2 * k + 1]);
  }
  for (int h = 0; h < 2; ++h) {  // quads[c*4 + m]: cells 4c..4c+3 of boards 4m..4m+3
    for (int m = 0; m < 4; ++m) {
      const Bytes low = pairs[h * 8 + 2 * m], high = pairs[h * 8 + 2 * m + 1];
      quads[(h * 2) * 4 + m] = interleave<false, Words>(low, high);
      quads[(h * 2 + 1) * 4 + m] = interleave<true, Words>(low, high);
    }
  }
  for (int c = 0; c < 4; ++c) {  // octets[c*2 + n]: cells 2c, 2c+1 of boards 8n..8n+7
    for (int n = 0; n < 2; ++n) {
      const Bytes low = quads[c * 4 + 2 * n], high = quads[c * 4 + 2 * n + 1];
      octets[(c * 2) * 2 + n] = interleave<false, Dwords>(low, high);
      octets[(c * 2 + 1) * 2 + n] = interleave<true, Dwords>(low, high);
    }
  }
  for (int c = 0; c < 8; ++c) {  // data[t]: cell t of boards 0..15
    data[2 * c] = interleave<false, Qwords>(octets[c * 2], octets[c * 2 + 1]);
    data[2 * c + 1] = interleave<true, Qwords>(octets[c * 2], octets[c * 2 + 1]);
  }
}

// Only the last column of the transpose (byte 15 of every row): the high halves, 15 shuffles.
SUDOKU_INLINE Bytes last_column(const Bytes (&rows)[16]) {
  Bytes pairs[8], quads[4], octets[2];
  for (int k = 0; k < 8; ++k) pairs[k] = interleave<true, Bytes>(rows[2 * k], rows[2 * k + 1]);
  for (int m = 0; m < 4; ++m) quads[m] = interleave<true, Words>(pairs[2 * m], pairs[2 * m + 1]);
  for (int n = 0; n < 2; ++n) octets[n] = interleave<true, Dwords>(quads[2 * n], quads[2 * n + 1]);
  return interleave<true, Qwords>(octets[0], octets[1]);
}

// ---- The check -------------------------------------------------------------------------------
//
// Per cell, two planes: `digits`, the bit 2^(d-1) of digits 1–8 (a byte has only eight bits), and
// `nines`, all ones where the digit is 9. A unit repeats no digit exactly when the set bits of the
// OR of its cells' `digits`, plus one if any of its cells is a 9, number as many as its digits;
// fewer otherwise (a repeat sets no new bit). Each digit counts once in its row, its column and
// its box, so a board is valid exactly when those totals over all 27 units add up to three times
// its digits: one comparison per board at the end, no branch, no early exit.
//
// Rows and boxes share the ORs of their three-cell segments. Bytes that are no cell are found by
// one table look-up per cell: the look-up by low nibble gives the only allowed byte with that
// nibble, XORed with 3 for digits, so XOR with the byte itself gives 0 for a blank, 3 for a
// digit, and anything else (some bit outside 0–1 set) for a byte that is no cell. The same value
// summed over the cells counts three per digit.

// The two planes of one cell of every board.
struct Cell {
  Bytes digits, nines;
};
// The constants of the check, made once per block (see constant()).
struct Tables {
  Bytes class_by_low_nibble =
      constant(SUDOKU_TABLE('0', '1' ^ 3, '2' ^ 3, '3' ^ 3, '4' ^ 3, '5' ^ 3, '6' ^ 3, '7' ^ 3,
                            '8' ^ 3, '9' ^ 3, '*', 0, 0, '-', '.', '_'));
  Bytes digit_bit_by_low_nibble =
      constant(SUDOKU_TABLE(0, 1, 2, 4, 8, 16, 32, 64, 128, 0, 0, 0, 0, 0, 0, 0));
  Bytes low_nibble =
      constant(SUDOKU_TABLE(15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15));
  Bytes nine = constant(
      SUDOKU_TABLE('9', '9', '9', '9', '9', '9', '9', '9', '9', '9', '9', '9', '9', '9', '9', '9'));
};
// Classifies one cell of every board: adds its class to the running totals and returns its two
// planes.
SUDOKU_INLINE Cell classify(const Tables& tables, Bytes bytes, Bytes& balance, Bytes& refused) {
  const Bytes index = table_index(bytes, tables.low_nibble);
  const Bytes cell_class = look_up(tables.class_by_low_nibble, index) ^ bytes;
  refused |= cell_class;
  balance += cell_class;
  keep(refused);
  keep(balance);
  return {look_up(tables.digit_bit_by_low_nibble, index), (Bytes)(bytes == tables.nine)};
}

// Takes one unit off the balance: one per digit present (nines is 0 or all ones, that is -1).
SUDOKU_INLINE void close_unit(Bytes& balance, Cell unit) {
  balance = balance - count_bits(unit.digits) + unit.nines;
}

// The running ORs of the units of every board, fed one cell at a time in row-major order.
struct Units {
  Cell columns[9], boxes[3], row, segment;

  SUDOKU_INLINE static void join(Cell& total, Cell value, bool first) {
    total.digits = first ? value.digits : total.digits | value.digits;
    total.nines = first ? value.nines : total.nines | value.nines;
  }
  // Cell `cell` (a constant once unrolled); a unit's first cell sets its total.
  SUDOKU_INLINE void add(int cell, Cell value, Bytes& balance) {
    const int row_index = cell / 9, column = cell % 9, band_row = row_index % 3;
    join(segment, value, column % 3 == 0);
    join(columns[column], value, row_index == 0);
    keep(columns[column].digits);
    keep(columns[column].nines);
    if (column % 3 == 2) {  // a segment is complete: it joins its row and its box
      join(row, segment, column == 2);
      join(boxes[column / 3], segment, band_row == 0);
      if (band_row == 2) close_unit(balance, boxes[column / 3]);
    }
    if (column == 8) close_unit(balance, row);
    if (row_index == 8) close_unit(balance, columns[column]);
  }
};

// The running totals of one pass.
struct PassState {
  Units units;
  Bytes balance{};  // 3 per digit, minus one per digit found present in a unit
  Bytes refused{};  // OR of every cell's class: a bit above 1 marks a byte that is no cell
};

// WebAssembly only: each block of 16 cells is a function of its own (the totals are in memory
// there anyway, see home()), which V8 allocates registers for better than one large function.
#if defined(__wasm_simd128__)
#define SUDOKU_BLOCK [[gnu::noinline]]
#else
#define SUDOKU_BLOCK SUDOKU_INLINE
#endif

// Cells 16·block to 16·block + 15 of every board.
template <int block>
SUDOKU_BLOCK void check_block(const char* const* lines, PassState& state) {
  const Tables tables;
  Bytes balance = state.balance, refused = state.refused;
  Bytes data[16];
#pragma GCC unroll 16
  for (int j = 0; j < 16; ++j) data[j] = load_row(lines, j, block * 16);
  transpose(data);
#pragma GCC unroll 16
  for (int t = 0; t < 16; ++t) {
    state.units.add(block * 16 + t, classify(tables, data[t], balance, refused), balance);
    write_back();
  }
  state.balance = balance;
  state.refused = refused;
}

// Checks boards_per_pass lines (pointers may repeat) and writes one verdict byte per board:
// 0 invalid, 1 valid, 2 not a fast line, as FastVerdict.
SUDOKU_INLINE void check_pass(const char* const* lines, std::uint8_t* verdicts) {
  PassState state_storage;
  PassState& state = home(state_storage);
  // Cells 0–79 in five blocks of 16; cell 80 is byte 15 of the 16 bytes from 65.
  check_block<0>(lines, state);
  check_block<1>(lines, state);
  check_block<2>(lines, state);
  check_block<3>(lines, state);
  check_block<4>(lines, state);
  const Tables tables;
  Bytes balance = state.balance, refused = state.refused;
  Bytes last[16];
#pragma GCC unroll 16
  for (int j = 0; j < 16; ++j) last[j] = load_row(lines, j, fast_line_length - 16);
  state.units.add(fast_line_length - 1, classify(tables, last_column(last), balance, refused),
                  balance);

  const Bytes not_fast = (Bytes)((refused & 0xFC) != 0);
  const Bytes valid = (Bytes)(balance == 0);
  const Bytes result = (not_fast & 2) | (~not_fast & valid & 1);
  __builtin_memcpy(verdicts, &result, sizeof result);
}

}  // namespace

const char* simd_target() noexcept { return SUDOKU_VECTOR_TARGET; }

void check_lines_vector(const char* const* lines, FastVerdict* verdicts) noexcept {
  static_assert(sizeof(FastVerdict) == 1);
  auto* out = reinterpret_cast<std::uint8_t*>(verdicts);
  for (std::size_t first = 0; first < simd_batch_size; first += boards_per_pass) {
    check_pass(lines + first, out + first);
  }
}

#else

const char* simd_target() noexcept { return nullptr; }

void check_lines_vector(const char* const* lines, FastVerdict* verdicts) noexcept {
  check_lines_portable(lines, simd_batch_size, verdicts);
}

#endif

}  // namespace sudoku::detail
