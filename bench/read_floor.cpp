// The read-only floor of the native benchmark: an AVX2 byte sum over the same bytes, the least
// any check that looks at every byte of the text must cost. Only this function is built for AVX2;
// the benchmark calls it only on processors that have AVX2.
#include "read_floor.hpp"

#if defined(__x86_64__) && !defined(__EMSCRIPTEN__)
#include <immintrin.h>

__attribute__((target("avx2"))) std::uint64_t byte_sum_avx2(const char* bytes, std::size_t size) {
  // Four independent sums (vpsadbw adds each 8 bytes into a 64-bit lane), so the loop is bound by
  // loads, not by one chain of adds.
  __m256i sums[4] = {_mm256_setzero_si256(), _mm256_setzero_si256(), _mm256_setzero_si256(),
                     _mm256_setzero_si256()};
  const __m256i zero = _mm256_setzero_si256();
  std::size_t at = 0;
  for (; at + 128 <= size; at += 128) {
    for (int k = 0; k < 4; ++k) {
      const __m256i chunk =
          _mm256_loadu_si256(reinterpret_cast<const __m256i*>(bytes + at + 32 * k));
      sums[k] = _mm256_add_epi64(sums[k], _mm256_sad_epu8(chunk, zero));
    }
  }
  const __m256i total =
      _mm256_add_epi64(_mm256_add_epi64(sums[0], sums[1]), _mm256_add_epi64(sums[2], sums[3]));
  std::uint64_t sum = static_cast<std::uint64_t>(_mm256_extract_epi64(total, 0)) +
                      static_cast<std::uint64_t>(_mm256_extract_epi64(total, 1)) +
                      static_cast<std::uint64_t>(_mm256_extract_epi64(total, 2)) +
                      static_cast<std::uint64_t>(_mm256_extract_epi64(total, 3));
  for (; at < size; ++at) sum += static_cast<unsigned char>(bytes[at]);
  return sum;
}

bool byte_sum_avx2_available() { return __builtin_cpu_supports("avx2"); }

#else

std::uint64_t byte_sum_avx2(const char*, std::size_t) { return 0; }

bool byte_sum_avx2_available() { return false; }

#endif
