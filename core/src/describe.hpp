// The conflict sentence of describe(), shared by describe(Report) and the CLI's batch listing
// (internal).
#pragma once

#include <array>
#include <cstddef>
#include <span>
#include <string>
#include <utility>

#include "characters.hpp"
#include "sudoku/sudoku.hpp"

namespace sudoku::detail {

/// `number` in decimal.
void append_number(std::string& out, long long number);

/// The symbol of a digit as the text form writes it: 1-9, then A-Z for 10-35; a larger digit
/// (numbers input only) in decimal.
inline void append_digit(std::string& out, int digit) {
  if (digit >= 1 && digit <= max_text_digit) {
    out += "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"[digit - 1];
  } else {
    append_number(out, digit);
  }
}

/// One place of a sentence: "twice in column 1 (r1c1, r4c1)". The count is said when
/// `say_count`, the cells named when `name_cells`, each as r<row>c<column> on a board of `side`.
void append_place(std::string& out, Unit unit, int index, std::span<const int> cells,
                  bool say_count, bool name_cells, int side);

/// "; and 23 more conflicts".
void append_more(std::string& out, std::size_t more);

/// Appends describe()'s sentence for `count` conflicts (each with .unit, .index, .digit and a
/// range .cells of flat indices) of a board of side `size`. Written once, for Report and for
/// the fixed-size conflicts of the batch listing.
template <class Conflicts>
void append_description(std::string& out, const Conflicts& conflicts, std::size_t count, int size,
                        DescribeOptions options) {
  const std::size_t named =
      options.max_conflicts != 0 && options.max_conflicts < count ? options.max_conflicts : count;
  const int side = size > 0 ? size : 1;  // (a Report not made by check may have no shape)
  // Places left to write per digit: one sentence per digit, at its first conflict. A digit
  // outside 1..max_size (a Report not made by check) gets a sentence per conflict.
  std::array<std::size_t, max_size + 1> left{};
  const auto grouped = [](int digit) { return digit >= 1 && digit <= max_size; };
  for (std::size_t k = 0; k < named; ++k) {
    if (grouped(conflicts[k].digit)) ++left[static_cast<std::size_t>(conflicts[k].digit)];
  }
  bool first_sentence = true;
  for (std::size_t i = 0; i < named; ++i) {
    const int digit = conflicts[i].digit;
    std::size_t places = 1;
    if (grouped(digit)) {
      places = std::exchange(left[static_cast<std::size_t>(digit)], 0);
      if (places == 0) continue;  // the digit's sentence is written
    }
    if (!first_sentence) out += "; ";
    first_sentence = false;
    append_digit(out, digit);
    out += " appears ";
    std::size_t previous = static_cast<std::size_t>(-1);  // no count said yet
    for (std::size_t k = i, place = 0; place < places; ++k) {
      const auto& conflict = conflicts[k];
      if (conflict.digit != digit) continue;
      if (place > 0) out += place + 1 == places ? " and " : ", ";
      ++place;
      const std::span<const int> cells(conflict.cells);
      append_place(out, conflict.unit, conflict.index, cells, cells.size() != previous,
                   options.name_cells, side);
      previous = cells.size();
    }
  }
  if (named < count) append_more(out, count - named);
}

}  // namespace sudoku::detail
