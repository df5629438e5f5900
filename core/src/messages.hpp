// The one formatter of the core's words (internal): a message is declared where it is said,
// SUDOKU_MESSAGE("name", "English pattern"), and written with its typed arguments in the
// language of a Catalog (sudoku/messages.hpp), English when there is none.
// scripts/messages.mjs finds every SUDOKU_MESSAGE in core/src and extracts the English catalog.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>

#include "sudoku/messages.hpp"

namespace sudoku::detail {

/// A message as the code says it: its id and its English pattern.
struct Message {
  MessageId id;
  const char* english;
};

// The name and the pattern must be string literals, each on one line (the extraction reads them).
#define SUDOKU_MESSAGE(name, english) \
  (::sudoku::detail::Message{         \
      ::std::integral_constant<::sudoku::MessageId, ::sudoku::message_id(name)>::value, english})

// Text that is no message (a path such as "rules.cages[2]", a shape written "2x3", JSON): the
// same formatter, no id, never translated (scripts/messages.mjs does not read it).
#define SUDOKU_TEXT(pattern) (::sudoku::detail::Message{0, pattern})

/// Where a message is written: a std::string, the listing's fixed buffer.
struct Out {
  void (*put_text)(void* self, std::string_view text);
  void* self;
  void put(std::string_view text) const { put_text(self, text); }
  void put(char c) const { put_text(self, std::string_view(&c, 1)); }
};

/// An Out over any writer with put(std::string_view).
template <class Writer>
Out out_of(Writer& writer) noexcept {
  return {[](void* self, std::string_view text) { static_cast<Writer*>(self)->put(text); },
          &writer};
}

/// `number` in decimal, into any writer with put(std::string_view) (an Out among them).
template <class Writer>
void put_number(Writer& out, long long number) {
  char digits[24];
  char* end = digits + sizeof digits;
  char* at = end;
  auto magnitude = number < 0 ? 0 - static_cast<unsigned long long>(number)
                              : static_cast<unsigned long long>(number);
  do {
    *--at = static_cast<char>('0' + magnitude % 10);
    magnitude /= 10;
  } while (magnitude != 0);
  if (number < 0) *--at = '-';
  out.put(std::string_view(at, static_cast<std::size_t>(end - at)));
}

/// A typed argument of a message: text, a number (the one a plural counts), a digit (written as
/// the text form writes it: 1-9, then A-Z), or a piece that writes itself (a list of places,
/// another message) in the message's language.
class Arg {
 public:
  enum class Kind : std::uint8_t { text, number, digit, written };
  using Writes = void (*)(const Out& out, const Catalog* catalog, const void* data);

  Arg(std::string_view text) noexcept
      : kind_(Kind::text), size_(static_cast<std::uint32_t>(text.size())) {
    value_.text = text.data();
  }
  Arg(const char* text) noexcept : Arg(std::string_view(text)) {}
  Arg(const std::string& text) noexcept : Arg(std::string_view(text)) {}
  Arg(long long number) noexcept : kind_(Kind::number) { value_.number = number; }
  Arg(int number) noexcept : Arg(static_cast<long long>(number)) {}
  Arg(std::size_t number) noexcept : Arg(static_cast<long long>(number)) {}
  static Arg digit(int digit) noexcept {
    Arg arg(static_cast<long long>(digit));
    arg.kind_ = Kind::digit;
    return arg;
  }
  static Arg written(Writes writes, const void* data) noexcept {
    Arg arg(0LL);
    arg.kind_ = Kind::written;
    arg.value_.piece = {writes, data};
    return arg;
  }

  [[nodiscard]] Kind kind() const noexcept { return kind_; }
  [[nodiscard]] long long number() const noexcept { return value_.number; }
  void put(const Out& out, const Catalog* catalog) const;

 private:
  // 16 bytes in wasm32: every message's arguments are built on the stack at its call.
  Kind kind_;
  std::uint32_t size_ = 0;  // the text's length
  union {
    const char* text;
    long long number;
    struct {
      Writes writes;
      const void* data;
    } piece;
  } value_;
};

/// Writes `message` with `args` in the catalog's language (English when the catalog is null,
/// lacks the message, or its pattern is not well formed for these arguments).
void put_message(const Out& out, const Catalog* catalog, Message message,
                 std::span<const Arg> args);
inline void put_message(const Out& out, const Catalog* catalog, Message message,
                        std::initializer_list<Arg> args) {
  put_message(out, catalog, message, std::span<const Arg>(args.begin(), args.size()));
}

/// Cells as people read them: " (r1c1, r4c1)" on a board of `side` (data, the same in every
/// language).
void put_cells(const Out& out, std::span<const int> cells, int side);

/// The catalog the core's words are said in on this thread while a Speaking lives (null: English).
/// A caller that asks for a language in one call (a ListingSession's) sets it around the call, so
/// that every message said under it, however deep (a parse error, a rule's refusal, a constraint's
/// or the solver's sentence), is in that language; an explicit catalog (describe's) still wins.
[[nodiscard]] const Catalog* speaking() noexcept;

/// Sets speaking() for its lifetime, then restores the one before.
class Speaking {
 public:
  explicit Speaking(const Catalog* catalog) noexcept;
  ~Speaking();
  Speaking(const Speaking&) = delete;
  Speaking& operator=(const Speaking&) = delete;

 private:
  const Catalog* previous_;
};

/// The message as a std::string.
[[nodiscard]] std::string say(const Catalog* catalog, Message message,
                              std::initializer_list<Arg> args);

/// Whether `pattern` is a well-formed translation of the English `english` for `arg_count`
/// arguments (each placeholder names one of them; a plural counts a number and has `other`).
[[nodiscard]] bool pattern_fits(std::string_view pattern, std::string_view english,
                                std::span<const Arg> args);

}  // namespace sudoku::detail
