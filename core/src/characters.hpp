// UTF-8 decoding and character naming shared by the parsers and their messages (internal).
#pragma once

#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>

namespace sudoku::detail {

/// The character at the front of `text` (not empty): its code point and byte length. A byte that
/// does not start a well-formed UTF-8 sequence is one byte long and not valid.
struct Decoded {
  char32_t code = 0;
  std::size_t length = 1;
  bool valid = false;
};
[[nodiscard]] Decoded decode_utf8(std::string_view text) noexcept;

/// A piece of a message: text, or an integer written in decimal.
class Part {
 public:
  Part(std::string_view text) noexcept : data_(text.data()), size_(text.size()) {}
  Part(const char* text) noexcept : Part(std::string_view(text)) {}
  Part(const std::string& text) noexcept : Part(std::string_view(text)) {}
  Part(long long number) noexcept;
  [[nodiscard]] std::string_view view() const noexcept {
    return data_ ? std::string_view(data_, size_) : std::string_view(digits_ + 24 - size_, size_);
  }

 private:
  const char* data_ = nullptr;  // null: the text is the last size_ bytes of digits_
  std::size_t size_ = 0;
  char digits_[24];  // NOLINT: written only by the number constructor
};

/// `pattern` with each % replaced by the next part (%% is a %). Messages are built here, out of
/// line: a chain of std::string operator+ at each message tripled the wasm module's size.
[[nodiscard]] std::string format(const char* pattern, std::initializer_list<Part> parts);

/// "box shape 9x9 is not supported: ..." for a shape written as `shape_text`.
[[nodiscard]] std::string unsupported_shape_message(std::string_view shape_text);

}  // namespace sudoku::detail
