// Conversions between the JS layer and sudoku::core: reusable input buffers, flat result encodings.
//
// Strings never cross the boundary as std::string (about 1 µs per call): the JS layer writes the
// text's bytes into a reusable buffer in wasm memory and calls a function that takes only numbers.
// Results are written to a reusable int32 buffer that the JS layer decodes and copies out at once.
#pragma once

#include <cstddef>
#include <cstdint>

namespace sudoku::wasm {

/// Where the input of the next call is: text bytes, or int32 cell values.
enum class Source : int { text = 0, numbers = 1 };

/// Address of a reusable buffer of at least `bytes` bytes for text input (may grow memory).
std::uintptr_t text_buffer(std::size_t bytes);

/// Address of a reusable buffer of at least `count` int32 cell values (may grow memory).
std::uintptr_t number_buffer(std::size_t count);

/// 1 valid, 0 invalid, -1 not a board (see last_error). box_rows = 0 infers the shape.
int is_valid_input(int source, int length, int box_rows, int box_cols);

/// Address of the encoded report, or 0 when the input is not a board. Encoding (int32):
/// size, boxRows, boxCols, conflictCount, then per conflict unit, index, digit, cellCount, cells…,
/// then conflictCellCount, cells….
std::uintptr_t check_input(int source, int length, int box_rows, int box_cols);

/// Address of the encoded board, or 0 when the input is not a board. Encoding: three int32
/// (size, boxRows, boxCols) followed by size² cell bytes.
std::uintptr_t parse_input(int source, int length, int box_rows, int box_cols);

/// Address of the encoded error of the last call that returned -1 or 0. Encoding (int32):
/// position (-1 when there is none), message byte count, then the UTF-8 message bytes.
std::uintptr_t last_error();

/// validate_many over the text buffer. Returns the address of (int32): total, valid, invalid,
/// malformed, address of the result bytes, address of the uint32 line numbers, error count, then
/// per error: line, column, board, message byte count, message bytes padded to a multiple of 4.
/// The addresses stay valid until release_batch().
std::uintptr_t validate_many_input(int length, int box_rows, int box_cols);

/// Frees the last batch report and shrinks a large text buffer, so a huge batch is not kept alive.
void release_batch();

/// Bytes currently allocated by malloc: a leak probe for the tests.
int heap_in_use();

}  // namespace sudoku::wasm
