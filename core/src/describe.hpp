// The conflict sentence of describe(), and the writers it goes to: shared by describe(Report) and
// the CLI's batch listing (internal).
#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <cstring>
#include <span>
#include <string>
#include <string_view>
#include <utility>

#include "messages.hpp"
#include "sudoku/sudoku.hpp"

namespace sudoku::detail {

/// Writes to a std::string.
class StringWriter {
 public:
  explicit StringWriter(std::string& text) noexcept : text_(text) {}
  void put(char c) { text_ += c; }
  void put(std::string_view text) { text_.append(text); }

 private:
  std::string& text_;
};

/// Writes to a fixed buffer with plain stores (the batch listing's hot path). Past the end it
/// writes nothing more and says so: the caller then writes the same text another way.
class BufferWriter {
 public:
  BufferWriter(char* begin, std::size_t capacity) noexcept
      : begin_(begin), at_(begin), end_(begin + capacity) {}
  void put(char c) noexcept {
    if (at_ != end_)
      *at_++ = c;
    else
      overflowed_ = true;
  }
  void put(std::string_view text) noexcept {
    if (text.size() <= static_cast<std::size_t>(end_ - at_)) {
      std::memcpy(at_, text.data(), text.size());
      at_ += text.size();
    } else {
      overflowed_ = true;
    }
  }
  [[nodiscard]] std::string_view text() const noexcept {
    return {begin_, static_cast<std::size_t>(at_ - begin_)};
  }
  [[nodiscard]] bool overflowed() const noexcept { return overflowed_; }

 private:
  char* begin_;
  char* at_;
  char* end_;
  bool overflowed_ = false;
};

/// The symbol of a digit as the text form writes it: 1-9, then A-Z for 10-35; a larger digit
/// (numbers input only) in decimal.
template <class Writer>
void put_digit(Writer& out, int digit) {
  if (digit >= 1 && digit <= max_text_digit) {
    out.put("123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"[digit - 1]);
  } else {
    put_number(out, digit);
  }
}

/// A cell as people name it, counted from 1: "r1c1" on a board of `side`. The one place that
/// names cells (every sentence and listing that names one calls it).
template <class Writer>
void put_cell_name(Writer& out, int cell, int side) {
  out.put('r');
  put_number(out, cell / side + 1LL);
  out.put('c');
  put_number(out, cell % side + 1LL);
}

/// Cells as people read them: " (r1c1, r4c1)" on a board of `side`.
template <class Writer>
void put_cells(Writer& out, std::span<const int> cells, int side) {
  out.put(" (");
  for (std::size_t k = 0; k < cells.size(); ++k) {
    if (k > 0) out.put(", ");
    put_cell_name(out, cells[k], side);
  }
  out.put(')');
}

/// Numbers as a JSON list: "[0,9,18]".
template <class Writer>
void put_int_list(Writer& out, std::span<const int> values) {
  out.put('[');
  for (std::size_t k = 0; k < values.size(); ++k) {
    if (k > 0) out.put(',');
    put_number(out, values[k]);
  }
  out.put(']');
}

/// One place of a sentence: "twice in column 1 (r1c1, r4c1)", "twice on the main diagonal". The
/// count is said when `say_count`, the cells named when `name_cells`, on a board of `side`.
inline void put_place(const Out& out, const Catalog* catalog, Unit unit, int index,
                      std::span<const int> cells, bool say_count, bool name_cells, int side) {
  struct Place {
    Unit unit;
    int index;
  } const place{unit, index};
  const auto writes_place = [](const Out& out, const Catalog* catalog, const void* data) {
    const auto& [unit, index] = *static_cast<const Place*>(data);
    if (unit == Unit::diagonal) {
      put_message(out, catalog,
                  index == 0
                      ? SUDOKU_MESSAGE("describe.place.main_diagonal", "on the main diagonal")
                      : SUDOKU_MESSAGE("describe.place.anti_diagonal", "on the anti-diagonal"),
                  {});
      return;
    }
    const Message in_unit[] = {
        SUDOKU_MESSAGE("describe.place.row", "in row {index}"),
        SUDOKU_MESSAGE("describe.place.column", "in column {index}"),
        SUDOKU_MESSAGE("describe.place.box", "in box {index}"),
        SUDOKU_MESSAGE("describe.place.region", "in region {index}"),
        SUDOKU_MESSAGE("describe.place.unit", "in unit {index}"),  // (the diagonals are above)
        SUDOKU_MESSAGE("describe.place.extra_region", "in extra region {index}"),
        SUDOKU_MESSAGE("describe.place.disjoint_group", "in disjoint group {index}"),
        SUDOKU_MESSAGE("describe.place.cage", "in cage {index}"),
    };
    const auto kind = static_cast<std::size_t>(unit);
    put_message(out, catalog, in_unit[kind < std::size(in_unit) ? kind : 4], {index + 1});
  };
  const Arg where = Arg::written(writes_place, &place);
  if (say_count) {
    put_message(out, catalog,
                SUDOKU_MESSAGE("describe.counted_place",
                               "{count, plural, =1 {once} =2 {twice} =3 {three times} other {# "
                               "times}} {place}"),
                {cells.size(), where});
  } else {
    where.put(out, catalog);
  }
  if (name_cells) put_cells(out, cells, side);
}

/// The sentence of a conflict that is not a digit twice in a unit: "cage 3 adds up to 17, more
/// than its 15", "6 is a knight's move from another 6 (r1c1, r2c3)", "4 and 5 are consecutive
/// neighbours (r1c1, r1c2)". Pairs always name their two cells: they are the only place.
using RuleSentence = void (*)(const Out& out, const Catalog* catalog, const Conflict& conflict,
                              bool name_cells, int side);
/// Where describe() finds it: set by the variant rules' check (check_rules.cpp), the only maker of
/// such conflicts, when it runs. A program that never checks variant rules (the classic script's
/// module) never sets it, so link-time optimisation leaves the sentences out; a report without
/// such conflicts never reads it.
extern std::atomic<RuleSentence> rule_sentences;

/// The sentence of a conflict of a rule that is no unit's (rule_sentences.cpp): what the variant
/// rules' check puts into rule_sentences.
void put_rule_sentence(const Out& out, const Catalog* catalog, const Conflict& conflict,
                       bool name_cells, int side);

/// The cells of a conflict, as the templates read them (the listing's FastConflict has its own).
inline std::span<const int> cells_of(const Conflict& conflict) noexcept { return conflict.cells; }

/// Writes describe()'s sentence for `count` conflicts (each with .unit, .index, .digit, and its
/// cells as cells_of gives them) of a board of side `size`, in options.catalog's language. Written
/// once, for Report and for the fixed-size conflicts of the batch listing.
template <class Writer, class Conflicts>
void put_description(Writer& writer, const Conflicts& conflicts, std::size_t count, int size,
                     DescribeOptions options) {
  const Out out = out_of(writer);
  const Catalog* const catalog = options.catalog ? options.catalog : speaking();
  const std::size_t named =
      options.max_conflicts != 0 && options.max_conflicts < count ? options.max_conflicts : count;
  const int side = size > 0 ? size : 1;  // (a Report not made by check may have no shape)
  // Places left to write per digit: one sentence per digit, at its first conflict. A digit
  // outside 1..max_size (a Report not made by check) gets a sentence per conflict.
  std::array<std::size_t, max_size + 1> left{};
  const auto grouped = [](int digit) { return digit >= 1 && digit <= max_size; };
  // Only a digit twice in a unit shares a sentence; every other rule has its own.
  const auto in_unit = [&](std::size_t k) {
    if constexpr (requires { conflicts[k].rule; }) {
      return conflicts[k].in_unit();
    } else {
      return true;  // the listing's classic conflicts
    }
  };
  for (std::size_t k = 0; k < named; ++k) {
    if (in_unit(k) && grouped(conflicts[k].digit)) {
      ++left[static_cast<std::size_t>(conflicts[k].digit)];
    }
  }
  const auto separate = [&] {
    put_message(out, catalog, SUDOKU_MESSAGE("describe.next_sentence", "; "), {});
  };
  bool first_sentence = true;
  for (std::size_t i = 0; i < named; ++i) {
    if (!in_unit(i)) {
      if constexpr (requires { conflicts[i].rule; }) {
        if (const RuleSentence sentence = rule_sentences.load(std::memory_order_relaxed)) {
          if (!first_sentence) separate();
          first_sentence = false;
          sentence(out, catalog, conflicts[i], options.name_cells, side);
        }
      }
      continue;
    }
    const int digit = conflicts[i].digit;
    std::size_t places = 1;
    if (grouped(digit)) {
      places = std::exchange(left[static_cast<std::size_t>(digit)], 0);
      if (places == 0) continue;  // the digit's sentence is written
    }
    if (!first_sentence) separate();
    first_sentence = false;
    // The digit's places: "twice in column 1, in row 4 and in box 1".
    struct Places {
      const Conflicts& conflicts;
      std::size_t first, places;
      int digit, side;
      bool name_cells;
      decltype(in_unit)& shares;  // in_unit
    } const list{conflicts, i, places, digit, side, options.name_cells, in_unit};
    const auto writes_places = [](const Out& out, const Catalog* catalog, const void* data) {
      const Places& list = *static_cast<const Places*>(data);
      std::size_t previous = static_cast<std::size_t>(-1);  // no count said yet
      for (std::size_t k = list.first, place = 0; place < list.places; ++k) {
        const auto& conflict = list.conflicts[k];
        if (conflict.digit != list.digit || !list.shares(k)) continue;
        if (place > 0) {
          put_message(out, catalog,
                      place + 1 == list.places ? SUDOKU_MESSAGE("describe.last_place", " and ")
                                               : SUDOKU_MESSAGE("describe.next_place", ", "),
                      {});
        }
        ++place;
        const std::span<const int> cells = cells_of(conflict);
        put_place(out, catalog, conflict.unit, conflict.index, cells, cells.size() != previous,
                  list.name_cells, list.side);
        previous = cells.size();
      }
    };
    put_message(out, catalog, SUDOKU_MESSAGE("describe.appears", "{digit} appears {places}"),
                {Arg::digit(digit), Arg::written(writes_places, &list)});
  }
  if (named < count) {
    separate();
    put_message(out, catalog,
                SUDOKU_MESSAGE("describe.more_conflicts",
                               "and {count, plural, one {# more conflict} other {# more "
                               "conflicts}}"),
                {count - named});
  }
}

}  // namespace sudoku::detail
