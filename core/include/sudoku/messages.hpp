// Part of the umbrella header sudoku/sudoku.hpp. The words the core says are messages: each has a
// name ("describe.cage.more") and its English pattern, written at the line that says it; English
// is built in. Another language is a Catalog: data (message id -> pattern) handed to describe().
//
// A pattern is ICU MessageFormat's subset: text; `{name}` or `{0}` for an argument (a name is
// the argument's place among the English pattern's names, in the order they first appear);
// `{count, plural, =0 {...} one {...} other {...}}`, whose branch is chosen by an exact `=N`
// first, then by the catalog's plural rule, then `other`, and where `#` is the count. There is
// no quoting: `{`, `}` and `#` (in a branch) are always syntax.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace sudoku {

/// A message's id: the 32-bit FNV-1a hash of its name, computed where the message is declared.
/// scripts/messages.mjs computes the same hash and checks that no two names share one.
using MessageId = std::uint32_t;

[[nodiscard]] constexpr MessageId message_id(std::string_view name) noexcept {
  std::uint32_t hash = 2166136261u;
  for (const char c : name) hash = (hash ^ static_cast<unsigned char>(c)) * 16777619u;
  return hash;
}

/// CLDR's plural categories.
enum class PluralCategory : std::uint8_t { zero, one, two, few, many, other };

/// One translated message.
struct CatalogEntry {
  MessageId id = 0;
  const char* pattern = nullptr;
};

/// The words of one language: plain data, no virtual functions. The entries may be in any order;
/// a message the catalog lacks, or whose pattern is not well formed or names an argument the
/// message does not have, is said in English instead. `plural` is the language's rule (CLDR's),
/// null for English's (one for 1, other otherwise).
struct Catalog {
  const CatalogEntry* entries = nullptr;
  std::size_t count = 0;
  PluralCategory (*plural)(long long count) = nullptr;
};

}  // namespace sudoku
