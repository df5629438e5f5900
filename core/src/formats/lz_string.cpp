// lz-string's Base64 form (compressToBase64 / decompressFromBase64), the compression f-puzzles
// and SudokuPad put in their links. Written from the algorithm's description: an LZW code
// stream over UTF-16 units, codes of growing width, six bits per Base64 character.
#include <string>

#include "../characters.hpp"
#include "travel.hpp"

namespace sudoku::detail {
namespace {

constexpr std::string_view base64_alphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";

// The codes every stream starts with: a new 8-bit unit, a new 16-bit unit, the end.
constexpr int new_byte = 0, new_unit = 1, end_of_stream = 2;

int base64_value(char c) noexcept {
  const auto at = base64_alphabet.find(c);
  return at == std::string_view::npos ? -1 : static_cast<int>(at);
}

// Reads codes of `width` bits, lowest bit first, out of six-bit Base64 characters.
class BitReader {
 public:
  explicit BitReader(std::string_view text) : text_(text) {}
  // -1 when the text ends (or holds a character outside Base64) before `width` bits.
  long read(int width) {
    long value = 0;
    for (int bit = 0; bit < width; ++bit) {
      if (mask_ == 0) {
        if (next_ >= text_.size()) return -1;
        current_ = base64_value(text_[next_++]);
        if (current_ < 0) return -1;
        mask_ = 32;
      }
      if (current_ & mask_) value |= 1L << bit;
      mask_ >>= 1;
    }
    return value;
  }

 private:
  std::string_view text_;
  std::size_t next_ = 0;
  int current_ = 0;
  int mask_ = 0;
};

// A dictionary entry is always a piece of the output written so far: where it starts, how long.
struct Piece {
  std::size_t start = 0;
  std::size_t length = 0;
};

void append_utf8(std::string& out, char32_t code) {
  if (code < 0x80) {
    out += static_cast<char>(code);
  } else if (code < 0x800) {
    out += static_cast<char>(0xC0 | (code >> 6));
    out += static_cast<char>(0x80 | (code & 0x3F));
  } else if (code < 0x10000) {
    out += static_cast<char>(0xE0 | (code >> 12));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (code >> 18));
    out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code & 0x3F));
  }
}

std::string utf16_to_utf8(const std::u16string& units) {
  std::string out;
  out.reserve(units.size());
  for (std::size_t i = 0; i < units.size(); ++i) {
    char32_t code = units[i];
    if (code >= 0xD800 && code < 0xDC00 && i + 1 < units.size() && units[i + 1] >= 0xDC00 &&
        units[i + 1] < 0xE000) {
      code = 0x10000 + ((code - 0xD800) << 10) + (units[++i] - 0xDC00);
    } else if (code >= 0xD800 && code < 0xE000) {
      code = 0xFFFD;  // a lone surrogate: no character
    }
    append_utf8(out, code);
  }
  return out;
}

std::u16string utf8_to_utf16(std::string_view text) {
  std::u16string units;
  units.reserve(text.size());
  while (!text.empty()) {
    const Decoded decoded = decode_utf8(text);
    const char32_t code = decoded.valid ? decoded.code : 0xFFFD;
    if (code >= 0x10000) {
      units += static_cast<char16_t>(0xD800 + ((code - 0x10000) >> 10));
      units += static_cast<char16_t>(0xDC00 + ((code - 0x10000) & 0x3FF));
    } else {
      units += static_cast<char16_t>(code);
    }
    text.remove_prefix(decoded.length);
  }
  return units;
}

// The compressor's dictionary: (code of a prefix, next unit) -> code, prefix -1 for a single
// unit. Open addressing over one array, doubled when half full (std::map cost 10 KB of module).
class Codes {
 public:
  Codes() : slots_(64) {}
  long* find(long prefix, char16_t unit) {
    Slot& slot = slots_[index(key(prefix, unit))];
    return slot.used ? &slot.code : nullptr;
  }
  void add(long prefix, char16_t unit, long code) {
    if (2 * (count_ + 1) > slots_.size()) grow();
    Slot& slot = slots_[index(key(prefix, unit))];
    slot = {key(prefix, unit), code, true};
    ++count_;
  }

 private:
  struct Slot {
    unsigned long long key = 0;
    long code = 0;
    bool used = false;
  };
  static unsigned long long key(long prefix, char16_t unit) {
    return (static_cast<unsigned long long>(prefix + 1) << 16) | unit;
  }
  // The slot holding `k`, or the empty one where it goes.
  std::size_t index(unsigned long long k) const {
    std::size_t at =
        static_cast<std::size_t>((k * 0x9E3779B97F4A7C15ULL) >> 20) & (slots_.size() - 1);
    while (slots_[at].used && slots_[at].key != k) at = (at + 1) & (slots_.size() - 1);
    return at;
  }
  void grow() {
    std::vector<Slot> old(slots_.size() * 2);
    old.swap(slots_);
    for (const Slot& slot : old) {
      if (slot.used) slots_[index(slot.key)] = slot;
    }
  }
  std::vector<Slot> slots_;
  std::size_t count_ = 0;
};

}  // namespace

Decompressed lz_decompress_base64(std::string_view text, std::size_t limit) {
  BitReader bits(text);
  std::u16string out;
  std::vector<Piece> dictionary(3);  // codes 0, 1, 2 are the markers above
  int width = 2;
  std::size_t enlarge_in = 4;
  const auto grow = [&] {
    if (--enlarge_in == 0) {
      enlarge_in = std::size_t{1} << width;
      ++width;
    }
  };
  const auto broken = [](const char* why) { return Decompressed{std::nullopt, why}; };
  // The first code is always a new unit.
  const long first = bits.read(2);
  if (first == end_of_stream) return Decompressed{std::string(), {}};
  if (first != new_byte && first != new_unit) return broken("it is not lz-string data");
  const long unit = bits.read(first == new_byte ? 8 : 16);
  if (unit < 0) return broken("the data ends before its end mark");
  out += static_cast<char16_t>(unit);
  dictionary.push_back({0, 1});
  Piece previous{0, 1};
  width = 3;
  for (;;) {
    long code = bits.read(width);
    if (code < 0) return broken("the data ends before its end mark");
    if (code == end_of_stream) return Decompressed{utf16_to_utf8(out), {}};
    if (code == new_byte || code == new_unit) {
      const long added = bits.read(code == new_byte ? 8 : 16);
      if (added < 0) return broken("the data ends before its end mark");
      dictionary.push_back({out.size(), 1});
      out += static_cast<char16_t>(added);
      code = static_cast<long>(dictionary.size()) - 1;
      grow();
      // The new unit is the entry itself: it is already written.
      dictionary.push_back({previous.start, previous.length + 1});
      previous = dictionary[static_cast<std::size_t>(code)];
      grow();
      if (out.size() > limit) return broken("it unpacks to more text than any board");
      continue;
    }
    const auto index = static_cast<std::size_t>(code);
    Piece entry;
    if (index < dictionary.size() && index >= 3) {
      entry = dictionary[index];
    } else if (index == dictionary.size()) {
      entry = {previous.start, previous.length + 1};  // the previous entry and its own first unit
    } else {
      return broken("it refers to a code it has not defined");
    }
    if (out.size() + entry.length > limit) return broken("it unpacks to more text than any board");
    const std::size_t start = out.size();
    // Copied one unit at a time: the entry may end in the unit being written (the case above).
    for (std::size_t i = 0; i < entry.length; ++i) out += out[entry.start + i];
    dictionary.push_back({previous.start, previous.length + 1});
    previous = {start, entry.length};
    grow();
  }
}

std::string lz_compress_base64(std::string_view utf8) {
  const std::u16string input = utf8_to_utf16(utf8);
  std::string out;
  int value = 0, filled = 0;
  const auto write = [&](unsigned long code, int width) {
    for (int bit = 0; bit < width; ++bit) {
      value = (value << 1) | static_cast<int>(code & 1);
      code >>= 1;
      if (++filled == 6) {
        out += base64_alphabet[static_cast<std::size_t>(value)];
        value = filled = 0;
      }
    }
  };
  Codes codes;
  std::vector<bool> to_announce(65536);  // units whose first use must spell them out
  long size = 3;
  int width = 2;
  long enlarge_in = 2;
  const auto grow = [&] {
    if (--enlarge_in == 0) {
      enlarge_in = 1L << width;
      ++width;
    }
  };
  long current = -1;          // code of the piece being extended, -1 for none
  char16_t current_unit = 0;  // its unit when it is a single unit
  const auto emit = [&] {
    if (to_announce[current_unit] && current == *codes.find(-1, current_unit)) {
      if (current_unit < 256) {
        write(new_byte, width);
        write(current_unit, 8);
      } else {
        write(new_unit, width);
        write(current_unit, 16);
      }
      grow();
      to_announce[current_unit] = false;
    } else {
      write(static_cast<unsigned long>(current), width);
    }
    grow();
  };
  for (const char16_t unit : input) {
    if (!codes.find(-1, unit)) {
      codes.add(-1, unit, size++);
      to_announce[unit] = true;
    }
    if (current < 0) {
      current = *codes.find(-1, unit);
      current_unit = unit;
      continue;
    }
    if (const long* next = codes.find(current, unit)) {
      current = *next;
      continue;
    }
    emit();
    codes.add(current, unit, size++);
    current = *codes.find(-1, unit);
    current_unit = unit;
  }
  if (current >= 0) emit();
  write(end_of_stream, width);
  // The last character is padded with zero bits, then the text with '=' to a multiple of four.
  // As lz-string does, a text that ends on a character boundary still gets one more character.
  do write(0, 1);
  while (filled != 0);
  while (out.size() % 4 != 0) out += '=';
  return out;
}

}  // namespace sudoku::detail
