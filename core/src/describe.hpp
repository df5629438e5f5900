// The conflict sentence of describe(), and the writers it goes to: shared by describe(Report) and
// the CLI's batch listing (internal).
#pragma once

#include <array>
#include <cstddef>
#include <cstring>
#include <span>
#include <string>
#include <string_view>
#include <utility>

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

/// `number` in decimal.
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
template <class Writer>
void put_place(Writer& out, Unit unit, int index, std::span<const int> cells, bool say_count,
               bool name_cells, int side) {
  if (say_count) {
    static constexpr std::string_view words[] = {"", "once ", "twice ", "three times "};
    if (cells.size() >= 1 && cells.size() <= 3) {
      out.put(words[cells.size()]);
    } else {
      put_number(out, static_cast<long long>(cells.size()));
      out.put(" times ");
    }
  }
  if (unit == Unit::diagonal) {
    out.put(index == 0 ? std::string_view("on the main diagonal")
                       : std::string_view("on the anti-diagonal"));
  } else {
    out.put("in ");
    out.put(unit == Unit::extra_region     ? std::string_view("extra region")
            : unit == Unit::disjoint_group ? std::string_view("disjoint group")
                                           : unit_name(unit));
    out.put(' ');
    put_number(out, index + 1LL);
  }
  if (name_cells) put_cells(out, cells, side);
}

/// The sentence of a conflict that is not a digit twice in a unit: "cage 3 adds up to 17, more
/// than its 15", "6 is a knight's move from another 6 (r1c1, r2c3)", "4 and 5 are consecutive
/// neighbours (r1c1, r1c2)". Pairs always name their two cells: they are the only place.
template <class Writer>
void put_rule_sentence(Writer& out, const Conflict& conflict, bool name_cells, int side) {
  switch (conflict.rule) {
    case Rule::constraint:  // the judge's own sentence (constraints/judge.hpp)
      out.put(std::string_view(conflict.words));
      return;
    case Rule::cage_sum:
      out.put("cage ");
      put_number(out, conflict.index + 1LL);
      out.put(" adds up to ");
      put_number(out, conflict.sum);
      if (conflict.sum > conflict.target || conflict.open == 0) {
        out.put(conflict.sum > conflict.target ? std::string_view(", more than its ")
                                               : std::string_view(", less than its "));
        put_number(out, conflict.target);
      } else {  // different digits in its empty cells cannot make up the difference
        out.put(" and cannot reach its ");
        put_number(out, conflict.target);
        out.put(" with ");
        put_number(out, conflict.open);
        out.put(conflict.open == 1 ? std::string_view(" more digit")
                                   : std::string_view(" more different digits"));
      }
      if (name_cells) put_cells(out, conflict.cells, side);
      return;
    case Rule::anti_knight:
    case Rule::anti_king:
      put_digit(out, conflict.digit);
      out.put(conflict.rule == Rule::anti_knight
                  ? std::string_view(" is a knight's move from another ")
                  : std::string_view(" is a king's move from another "));
      put_digit(out, conflict.other_digit);
      break;
    case Rule::negative_ratio: {
      const int low = std::min(conflict.digit, conflict.other_digit);
      put_digit(out, conflict.digit);
      out.put(" and ");
      put_digit(out, conflict.other_digit);
      out.put(" are in a 1:");
      put_number(out, std::max(conflict.digit, conflict.other_digit) / (low > 0 ? low : 1));
      out.put(" ratio with no black dot between them");
      break;
    }
    case Rule::negative_xv:
      put_digit(out, conflict.digit);
      out.put(" and ");
      put_digit(out, conflict.other_digit);
      out.put(" add up to ");
      put_number(out, conflict.digit + conflict.other_digit);
      out.put(conflict.digit + conflict.other_digit == 5
                  ? std::string_view(" with no V between them")
                  : std::string_view(" with no X between them"));
      break;
    default:  // Rule::non_consecutive
      put_digit(out, conflict.digit);
      out.put(" and ");
      put_digit(out, conflict.other_digit);
      out.put(" are consecutive neighbours");
      break;
  }
  put_cells(out, conflict.cells, side);
}

/// The cells of a conflict, as the templates read them (the listing's FastConflict has its own).
inline std::span<const int> cells_of(const Conflict& conflict) noexcept { return conflict.cells; }

/// Writes describe()'s sentence for `count` conflicts (each with .unit, .index, .digit, and its
/// cells as cells_of gives them) of a board of side `size`. Written once, for Report and for the
/// fixed-size conflicts of the batch listing.
template <class Writer, class Conflicts>
void put_description(Writer& out, const Conflicts& conflicts, std::size_t count, int size,
                     DescribeOptions options) {
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
  bool first_sentence = true;
  for (std::size_t i = 0; i < named; ++i) {
    if (!in_unit(i)) {
      if constexpr (requires { conflicts[i].rule; }) {
        if (!first_sentence) out.put("; ");
        first_sentence = false;
        put_rule_sentence(out, conflicts[i], options.name_cells, side);
      }
      continue;
    }
    const int digit = conflicts[i].digit;
    std::size_t places = 1;
    if (grouped(digit)) {
      places = std::exchange(left[static_cast<std::size_t>(digit)], 0);
      if (places == 0) continue;  // the digit's sentence is written
    }
    if (!first_sentence) out.put("; ");
    first_sentence = false;
    put_digit(out, digit);
    out.put(" appears ");
    std::size_t previous = static_cast<std::size_t>(-1);  // no count said yet
    for (std::size_t k = i, place = 0; place < places; ++k) {
      const auto& conflict = conflicts[k];
      if (conflict.digit != digit || !in_unit(k)) continue;
      if (place > 0) out.put(place + 1 == places ? " and " : ", ");
      ++place;
      const std::span<const int> cells = cells_of(conflict);
      put_place(out, conflict.unit, conflict.index, cells, cells.size() != previous,
                options.name_cells, side);
      previous = cells.size();
    }
  }
  if (named < count) {
    const std::size_t more = count - named;
    out.put("; and ");
    put_number(out, static_cast<long long>(more));
    out.put(more == 1 ? " more conflict" : " more conflicts");
  }
}

}  // namespace sudoku::detail
