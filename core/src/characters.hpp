// UTF-8 decoding and character naming shared by the parsers and their messages (internal).
#pragma once

#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>

#include "messages.hpp"

namespace sudoku::detail {

/// The character at the front of `text` (not empty): its code point and byte length. A byte that
/// does not start a well-formed UTF-8 sequence is one byte long and not valid.
struct Decoded {
  char32_t code = 0;
  std::size_t length = 1;
  bool valid = false;
};
[[nodiscard]] Decoded decode_utf8(std::string_view text) noexcept;

/// A piece of a message (messages.hpp's Arg): text, or an integer written in decimal.
using Part = Arg;

/// The message (or text) with its arguments, in speaking()'s language: English unless a caller
/// asks for another (a ListingSession's catalog).
[[nodiscard]] std::string format(Message message, std::initializer_list<Arg> args);

/// "box shape 9x9 is not supported: ..." for a shape written as `shape_text`.
[[nodiscard]] std::string unsupported_shape_message(std::string_view shape_text);

}  // namespace sudoku::detail
