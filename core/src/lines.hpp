// The line rules of board text (internal), owned here for every reader of lines: parse() (its
// lines, .sdk and .ss), validate_many() and list_invalid() (one board a line) and the CLI's
// ListingSession (files read in pieces).
//
// - A byte order mark at the start of an input is no part of its first line (nor anywhere else
//   an exception: one later in the text is a character like any other).
// - "\n" ends a line, and a "\r" before it is no part of the line; the last line needs no newline.
// - A line of only spaces, tabs, "\r", "\v" and "\f" is blank; one whose first other character is
//   `#` is a comment. Neither is a board, nor part of one.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <string_view>

namespace sudoku::detail {

inline constexpr std::string_view byte_order_mark = "\xEF\xBB\xBF";

/// The bytes a byte order mark takes at the start of `input`: 3 or 0.
constexpr std::size_t byte_order_mark_length(std::string_view input) noexcept {
  return input.starts_with(byte_order_mark) ? byte_order_mark.size() : 0;
}

/// Space inside a line (a newline ends one instead).
constexpr bool is_line_space(char c) noexcept {
  return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

enum class LineKind : unsigned char { blank, comment, content };

constexpr LineKind line_kind(std::string_view line) noexcept {
  const auto* first = std::find_if_not(line.begin(), line.end(), is_line_space);
  if (first == line.end()) return LineKind::blank;
  return *first == '#' ? LineKind::comment : LineKind::content;
}

/// Blank lines and comment lines are skipped: no board, and no part of one.
constexpr bool is_skipped(std::string_view line) noexcept {
  return line_kind(line) != LineKind::content;
}

/// The line that starts at offset `start` of `text` (start <= text.size()), without its end.
struct Line {
  std::string_view text;  // without "\n" or "\r\n"
  std::size_t next;       // where the next line starts; past text.size() after the last line
};

inline Line line_at(std::string_view text, std::size_t start) noexcept {
  const void* newline = std::memchr(text.data() + start, '\n', text.size() - start);
  const std::size_t end =
      newline ? static_cast<std::size_t>(static_cast<const char*>(newline) - text.data())
              : text.size();
  std::string_view line = text.substr(start, end - start);
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  return {line, end + 1};
}

}  // namespace sudoku::detail
