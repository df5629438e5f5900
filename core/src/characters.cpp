// How messages name characters and quote strings: never echo what a reader cannot see.
#include "characters.hpp"

#include <string>

#include "sudoku/input.hpp"

namespace sudoku {
namespace detail {

std::string format(Message message, std::initializer_list<Arg> args) {
  return say(speaking(), message, args);
}

Decoded decode_utf8(std::string_view text) noexcept {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char lead = byte(0);
  if (lead < 0x80) return {lead, 1, true};
  std::size_t length = 0;
  char32_t code = 0;
  char32_t least = 0;  // the smallest code point a sequence of this length may encode
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2, code = lead & 0x1F, least = 0x80;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3, code = lead & 0x0F, least = 0x800;
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4, code = lead & 0x07, least = 0x10000;
  } else {
    return {};
  }
  if (text.size() < length) return {};
  for (std::size_t i = 1; i < length; ++i) {
    if ((byte(i) & 0xC0) != 0x80) return {};
    code = code << 6 | (byte(i) & 0x3F);
  }
  if (code < least || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return {};
  return {code, length, true};
}

}  // namespace detail

namespace {

using detail::format;
using detail::Message;

// What a character a reader cannot see is, or no message (null English) for one that prints
// plainly. Bidirectional controls reorder the text around them; the others are controls, spaces and
// invisible marks.
Message hidden_kind(char32_t code) {
  if (code == 0x061C || code == 0x200E || code == 0x200F || (code >= 0x202A && code <= 0x202E) ||
      (code >= 0x2066 && code <= 0x2069)) {
    return SUDOKU_MESSAGE("character.bidirectional_control", "a bidirectional control");
  }
  if (code < 0x20 || (code >= 0x7F && code <= 0x9F))
    return SUDOKU_MESSAGE("character.control", "a control character");
  if (code == 0x20 || code == 0xA0 || code == 0x1680 || (code >= 0x2000 && code <= 0x200A) ||
      code == 0x2028 || code == 0x2029 || code == 0x202F || code == 0x205F || code == 0x3000) {
    return SUDOKU_MESSAGE("character.space", "a space");
  }
  if (code == 0xFEFF) return SUDOKU_MESSAGE("character.byte_order_mark", "a byte order mark");
  if (code == 0xFFFD) return SUDOKU_MESSAGE("character.replacement", "the replacement character");
  if (code == 0xAD || code == 0x180E || (code >= 0x200B && code <= 0x200D) ||
      (code >= 0x2060 && code <= 0x206F) || (code >= 0xFFF0 && code <= 0xFFFC) ||
      (code >= 0xE000 && code <= 0xF8FF) || (code >= 0xE0000 && code <= 0xE007F)) {
    return SUDOKU_MESSAGE("character.invisible", "an invisible character");
  }
  return {0, nullptr};
}

// Appends "U+00E9", or "0xFF" for a byte that is no character.
void append_hex(std::string& out, std::uint32_t value, int digits, const char* prefix) {
  out += prefix;
  for (int shift = 4 * (digits - 1); shift >= 0; shift -= 4)
    out += "0123456789ABCDEF"[value >> shift & 0xF];
}

void append_code_point(std::string& out, char32_t code) {
  append_hex(out, code, code > 0xFFFFF ? 6 : code > 0xFFFF ? 5 : 4, "U+");
}

// Appends how a message shows the character at the front of `text` (not empty), alone or inside
// a quoted string; returns its byte length. Hidden characters are never echoed.
std::size_t show_character(std::string& out, std::string_view text, bool quoted) {
  const detail::Decoded decoded = detail::decode_utf8(text);
  const char32_t code = decoded.code;
  const Message kind =
      decoded.valid ? hidden_kind(code) : SUDOKU_MESSAGE("character.not_utf8", "not UTF-8 text");
  if (quoted && decoded.valid && (code == '"' || code == '\\')) {
    out += '\\';
  } else if (kind.english && !(quoted && code == ' ')) {
    out += quoted ? "<" : "";
    if (decoded.valid) {
      append_code_point(out, code);
    } else {
      append_hex(out, static_cast<unsigned char>(text[0]), 2, "byte 0x");
    }
    out += quoted ? ">" : " (";
    if (!quoted) out += format(kind, {}), out += ")";
    return decoded.length;
  }
  out += quoted ? "" : "'";
  out += text.substr(0, decoded.length);
  if (!quoted) {
    out += "'";
    if (code >= 0x80) out += " (", append_code_point(out, code), out += ")";
  }
  return decoded.length;
}

}  // namespace

std::string describe_character(std::string_view text) {
  if (text.empty())
    return format(SUDOKU_MESSAGE("character.end_of_text", "the end of the text"), {});
  std::string shown;
  show_character(shown, text, false);
  return shown;
}

std::string quote_text(std::string_view text, std::size_t limit) {
  std::string quoted = "\"";
  for (std::size_t shown = 0; !text.empty(); ++shown) {
    if (shown == limit) {
      quoted += "\u2026";
      break;
    }
    text.remove_prefix(show_character(quoted, text, true));
  }
  return quoted += "\"";
}

}  // namespace sudoku
