// Conversions between the JS layer and sudoku::core (see marshal.hpp for the encodings).
#include "marshal.hpp"

#include <malloc.h>

#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "sudoku/sudoku.hpp"

namespace sudoku::wasm {
namespace {

// Reused across calls, so a million single-board calls allocate nothing here.
// The text buffer is not a std::vector<char>: resizing one zero-fills it, which cost 24 ns per
// board of a million-board batch, for bytes the JS layer overwrites at once.
struct TextBuffer {
  std::unique_ptr<char[]> bytes;
  std::size_t capacity = 0;

  char* data() const { return bytes.get(); }
  std::size_t size() const { return capacity; }
  void reserve(std::size_t wanted) {
    if (wanted <= capacity) return;
    bytes.reset();  // first free, so a large buffer is not held twice
    bytes.reset(new char[wanted]);
    capacity = wanted;
  }
  void release() {
    bytes.reset();
    capacity = 0;
  }
} text_input;
std::vector<int> number_input;
std::vector<std::int32_t> output;
std::optional<std::size_t> error_position;
std::string error_message;
BatchReport batch;

// A text buffer above this size is released after a batch instead of being kept for the next call.
constexpr std::size_t keep_text_bytes = std::size_t{1} << 20;

std::optional<Shape> shape_of(int box_rows, int box_cols) {
  if (box_rows == 0 && box_cols == 0) return std::nullopt;
  return Shape{box_rows, box_cols};
}

template <typename Buffer>
std::size_t clamp_length(const Buffer& buffer, int length) {
  auto wanted = static_cast<std::size_t>(length < 0 ? 0 : length);
  return wanted < buffer.size() ? wanted : buffer.size();
}

// Parses the current input, or records why it is not a board.
std::optional<Board> parse_current(int source, int length, int box_rows, int box_cols) {
  auto shape = shape_of(box_rows, box_cols);
  ParseResult result =
      static_cast<Source>(source) == Source::numbers
          ? parse(std::span<const int>(number_input.data(), clamp_length(number_input, length)),
                  shape)
          : parse(std::string_view(text_input.data(), clamp_length(text_input, length)), shape);
  if (!result) {
    error_message = std::move(result.error.message);
    error_position = result.error.position;
    return std::nullopt;
  }
  return std::move(result.board);
}

// A message as its byte count, then its bytes packed four to an int32.
void put_text(std::string_view text) {
  output.push_back(static_cast<std::int32_t>(text.size()));
  std::size_t at = output.size();
  output.resize(at + (text.size() + 3) / 4);
  std::memcpy(output.data() + at, text.data(), text.size());
}

std::int32_t to_int32(std::size_t value) { return static_cast<std::int32_t>(value); }

void put_shape(const Shape& shape) {
  output.push_back(shape.size());
  output.push_back(shape.box_rows);
  output.push_back(shape.box_cols);
}

}  // namespace

std::uintptr_t text_buffer(std::size_t bytes) {
  text_input.reserve(bytes);
  return reinterpret_cast<std::uintptr_t>(text_input.data());
}

std::uintptr_t number_buffer(std::size_t count) {
  if (number_input.size() < count) number_input.resize(count);
  return reinterpret_cast<std::uintptr_t>(number_input.data());
}

int is_valid_input(int source, int length, int box_rows, int box_cols) {
  // One 81-character line is what most callers pass: the core checks it without building a Board
  // or allocating. Anything else, including a line it refuses, is parsed, so errors keep their
  // full message.
  if (static_cast<Source>(source) == Source::text && length == 81 &&
      (box_rows == 0 || (box_rows == 3 && box_cols == 3))) {
    if (auto valid = is_valid_line(std::string_view(text_input.data(), 81))) return *valid ? 1 : 0;
  }
  auto board = parse_current(source, length, box_rows, box_cols);
  if (!board) return -1;
  return is_valid(*board) ? 1 : 0;
}

std::uintptr_t check_input(int source, int length, int box_rows, int box_cols) {
  auto board = parse_current(source, length, box_rows, box_cols);
  if (!board) return 0;
  Report report = check(*board);
  output.clear();
  put_shape(report.shape);
  output.push_back(static_cast<std::int32_t>(report.conflicts.size()));
  for (const Conflict& conflict : report.conflicts) {
    output.push_back(static_cast<std::int32_t>(conflict.unit));
    output.push_back(conflict.index);
    output.push_back(conflict.digit);
    output.push_back(static_cast<std::int32_t>(conflict.cells.size()));
    output.insert(output.end(), conflict.cells.begin(), conflict.cells.end());
  }
  output.push_back(static_cast<std::int32_t>(report.conflict_cells.size()));
  output.insert(output.end(), report.conflict_cells.begin(), report.conflict_cells.end());
  return reinterpret_cast<std::uintptr_t>(output.data());
}

std::uintptr_t parse_input(int source, int length, int box_rows, int box_cols) {
  auto board = parse_current(source, length, box_rows, box_cols);
  if (!board) return 0;
  output.clear();
  put_shape(board->shape());
  // The cell bytes follow the header, packed four to an int32.
  const auto cells = board->cells();
  output.resize(3 + (cells.size() + 3) / 4);
  std::memcpy(output.data() + 3, cells.data(), cells.size());
  return reinterpret_cast<std::uintptr_t>(output.data());
}

std::uintptr_t last_error() {
  output.clear();
  output.push_back(error_position ? to_int32(*error_position) : -1);
  put_text(error_message);
  return reinterpret_cast<std::uintptr_t>(output.data());
}

std::uintptr_t validate_many_input(int length, int box_rows, int box_cols) {
  batch = validate_many(std::string_view(text_input.data(), clamp_length(text_input, length)),
                        shape_of(box_rows, box_cols));
  output.clear();
  for (std::size_t count : {batch.total, batch.valid, batch.invalid, batch.malformed}) {
    output.push_back(to_int32(count));
  }
  output.push_back(
      static_cast<std::int32_t>(reinterpret_cast<std::uintptr_t>(batch.results.data())));
  output.push_back(static_cast<std::int32_t>(reinterpret_cast<std::uintptr_t>(batch.lines.data())));
  output.push_back(to_int32(batch.errors.size()));
  for (const BatchError& e : batch.errors) {
    output.push_back(to_int32(e.line));
    output.push_back(to_int32(e.column));
    output.push_back(to_int32(e.board));
    put_text(e.message);
  }
  return reinterpret_cast<std::uintptr_t>(output.data());
}

void release_batch() {
  batch = BatchReport{};
  if (text_input.size() > keep_text_bytes) text_input.release();
}

int heap_in_use() { return static_cast<int>(mallinfo().uordblks); }

}  // namespace sudoku::wasm
