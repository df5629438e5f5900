// The formatter of messages.hpp: ICU MessageFormat's subset (arguments by place or name, plural).
#include "messages.hpp"

#include <array>

namespace sudoku::detail {

namespace {

constexpr std::size_t bad = static_cast<std::size_t>(-1);  // a pattern that is not well formed

bool name_char(char c) noexcept {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

constexpr std::string_view category_names[] = {"zero", "one", "two", "few", "many", "other"};

// One walk of a pattern. With `out` it writes; without, it only checks (a translation before it
// is used) or, `collecting`, lists the English pattern's names in the order they first appear.
struct Walk {
  std::string_view english;
  std::span<const Arg> args;
  const Catalog* catalog;
  const Out* out = nullptr;
  bool collecting = false;
  std::array<std::string_view, 12> names{};
  std::size_t name_count = 0;
  bool named = false;  // names holds the English pattern's names

  // The argument a placeholder names, or -1.
  long long index_of(std::string_view name) {
    if (name[0] >= '0' && name[0] <= '9') {
      long long index = 0;
      for (const char c : name) {
        if (c < '0' || c > '9' || index > 64) return -1;
        index = index * 10 + (c - '0');
      }
      return index;
    }
    if (!named) {
      Walk english_names{english, args, catalog, nullptr, true};
      english_names.message(english, 0, nullptr);
      names = english_names.names;
      name_count = english_names.name_count;
      named = true;
    }
    for (std::size_t k = 0; k < name_count; ++k) {
      if (names[k] == name) return static_cast<long long>(k);
    }
    return -1;
  }

  std::size_t skip_spaces(std::string_view text, std::size_t at) const noexcept {
    while (at < text.size() && text[at] == ' ') ++at;
    return at;
  }

  std::size_t word(std::string_view text, std::size_t at) const noexcept {
    while (at < text.size() && name_char(text[at])) ++at;
    return at;
  }

  // The message from text[at] to its end (count null) or to the '}' closing a plural's branch,
  // where '#' is *count; the place after it, or bad.
  std::size_t message(std::string_view text, std::size_t at, const long long* count) {
    std::size_t run = at;  // the start of the text not written yet
    const auto flush = [&](std::size_t end) {
      if (out && end > run) out->put(text.substr(run, end - run));
    };
    while (at < text.size()) {
      const char c = text[at];
      if (c == '}') {
        if (!count) return bad;
        flush(at);
        return at + 1;
      }
      if (c == '#' && count) {
        flush(at);
        if (out) put_number(*out, *count);
        run = ++at;
        continue;
      }
      if (c != '{') {
        ++at;
        continue;
      }
      flush(at);
      at = argument(text, at + 1);
      if (at == bad) return bad;
      run = at;
    }
    if (count) return bad;  // a branch never closed
    flush(at);
    return at;
  }

  // An argument after its '{': `name}` or `name, plural, ...}`; the place after it, or bad.
  std::size_t argument(std::string_view text, std::size_t at) {
    const std::size_t start = skip_spaces(text, at);
    const std::size_t end = word(text, start);
    if (end == start) return bad;
    const std::string_view name = text.substr(start, end - start);
    long long index = -1;
    if (collecting) {
      bool seen = false;
      for (std::size_t k = 0; k < name_count; ++k) seen = seen || names[k] == name;
      if (!seen && name_count < names.size()) names[name_count++] = name;
    } else {
      index = index_of(name);
      if (index < 0 || static_cast<std::size_t>(index) >= args.size()) return bad;
    }
    at = skip_spaces(text, end);
    if (at < text.size() && text[at] == '}') {
      if (out) args[static_cast<std::size_t>(index)].put(*out, catalog);
      return at + 1;
    }
    if (at >= text.size() || text[at] != ',') return bad;
    at = skip_spaces(text, at + 1);
    const std::size_t kind_end = word(text, at);
    if (text.substr(at, kind_end - at) != "plural") return bad;
    at = skip_spaces(text, kind_end);
    if (at >= text.size() || text[at] != ',') return bad;
    const Arg* counted = collecting ? nullptr : &args[static_cast<std::size_t>(index)];
    if (counted && counted->kind() != Arg::Kind::number) return bad;
    return branches(text, at + 1, counted);
  }

  // A plural's branches up to its closing '}': the one chosen is written.
  std::size_t branches(std::string_view text, std::size_t at, const Arg* counted) {
    const long long count = counted ? counted->number() : 0;
    std::string_view category = "other";
    if (counted) {
      const PluralCategory chosen = catalog && catalog->plural ? catalog->plural(count)
                                    : count == 1               ? PluralCategory::one
                                                               : PluralCategory::other;
      const auto k = static_cast<std::size_t>(chosen);
      if (k < std::size(category_names)) category = category_names[k];
    }
    std::size_t exact = bad, by_category = bad, other = bad;  // where each branch's text starts
    const Out* const writer = out;
    out = nullptr;  // the branches are walked once unwritten, to find the one to write
    for (at = skip_spaces(text, at); at < text.size() && text[at] != '}';
         at = skip_spaces(text, at)) {
      const bool is_exact = text[at] == '=';
      const std::size_t start = at + (is_exact ? 1 : 0);
      const std::size_t end = word(text, start);
      const std::string_view selector = text.substr(start, end - start);
      at = skip_spaces(text, end);
      if (selector.empty() || at >= text.size() || text[at] != '{') break;
      const std::size_t body = at + 1;
      if (is_exact) {
        long long value = 0;
        bool number = true;
        for (const char c : selector) {
          number = number && c >= '0' && c <= '9' && value < 1000000;
          value = value * 10 + (c - '0');
        }
        if (!number) break;
        if (exact == bad && counted && value == count) exact = body;
      } else if (selector == "other") {
        other = body;
      } else if (by_category == bad && selector == category) {
        by_category = body;
      }
      at = message(text, body, &count);
      if (at == bad) break;
    }
    out = writer;
    if (at >= text.size() || text[at] != '}' || other == bad) return bad;
    if (out) {
      const std::size_t chosen = exact != bad ? exact : by_category != bad ? by_category : other;
      message(text, chosen, &count);
    }
    return at + 1;
  }
};

const char* translation(const Catalog* catalog, MessageId id) noexcept {
  if (!catalog || !catalog->entries) return nullptr;
  for (std::size_t k = 0; k < catalog->count; ++k) {
    if (catalog->entries[k].id == id && catalog->entries[k].pattern) {
      return catalog->entries[k].pattern;
    }
  }
  return nullptr;
}

thread_local const Catalog* spoken = nullptr;  // speaking()

}  // namespace

const Catalog* speaking() noexcept { return spoken; }

Speaking::Speaking(const Catalog* catalog) noexcept : previous_(spoken) { spoken = catalog; }

Speaking::~Speaking() { spoken = previous_; }

void Arg::put(const Out& out, const Catalog* catalog) const {
  switch (kind_) {
    case Kind::text:
      out.put(std::string_view(value_.text, size_));
      return;
    case Kind::number:
      put_number(out, value_.number);
      return;
    case Kind::digit:
      if (value_.number >= 1 && value_.number <= 35) {
        out.put(std::string_view(&"123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"[value_.number - 1], 1));
      } else {
        put_number(out, value_.number);
      }
      return;
    case Kind::written:
      value_.piece.writes(out, catalog, value_.piece.data);
      return;
  }
}

bool pattern_fits(std::string_view pattern, std::string_view english, std::span<const Arg> args) {
  Walk walk{english, args, nullptr};
  return walk.message(pattern, 0, nullptr) != bad;
}

void put_message(const Out& out, const Catalog* catalog, Message message,
                 std::span<const Arg> args) {
  Walk walk{message.english, args, catalog};
  std::string_view pattern = message.english;
  if (const char* translated = translation(catalog, message.id)) {
    if (walk.message(translated, 0, nullptr) != bad) pattern = translated;
  }
  walk.out = &out;
  walk.message(pattern, 0, nullptr);
}

void put_cells(const Out& out, std::span<const int> cells, int side) {
  out.put(" (");
  for (std::size_t k = 0; k < cells.size(); ++k) {
    if (k > 0) out.put(", ");
    out.put('r');
    put_number(out, cells[k] / side + 1LL);
    out.put('c');
    put_number(out, cells[k] % side + 1LL);
  }
  out.put(')');
}

std::string say(const Catalog* catalog, Message message, std::initializer_list<Arg> args) {
  std::string text;
  const Out out{
      [](void* self, std::string_view piece) { static_cast<std::string*>(self)->append(piece); },
      &text};
  put_message(out, catalog, message, args);
  return text;
}

}  // namespace sudoku::detail
