// The read-only floor of the native benchmark (read_floor.cpp).
#pragma once

#include <cstddef>
#include <cstdint>

/// The sum of all the bytes, read with AVX2: the cost of touching each byte once.
std::uint64_t byte_sum_avx2(const char* bytes, std::size_t size);

/// True on x86-64 processors with AVX2; elsewhere the floor is not measured.
bool byte_sum_avx2_available();
