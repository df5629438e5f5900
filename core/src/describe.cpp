// describe: a report's conflicts in words, for people (the element's verdict, the CLI's lines).
#include "describe.hpp"

namespace sudoku {

namespace detail {

void append_number(std::string& out, long long number) { out.append(Part(number).view()); }

void append_place(std::string& out, Unit unit, int index, std::span<const int> cells,
                  bool say_count, bool name_cells, int side) {
  if (say_count) {
    static constexpr const char* words[] = {"", "once ", "twice ", "three times "};
    if (cells.size() >= 1 && cells.size() <= 3) {
      out += words[cells.size()];
    } else {
      append_number(out, static_cast<long long>(cells.size()));
      out += " times ";
    }
  }
  out += "in ";
  out += unit_name(unit);
  out += ' ';
  append_number(out, index + 1LL);
  if (!name_cells) return;
  out += " (";
  for (std::size_t k = 0; k < cells.size(); ++k) {
    out += k == 0 ? "r" : ", r";
    append_number(out, cells[k] / side + 1LL);
    out += 'c';
    append_number(out, cells[k] % side + 1LL);
  }
  out += ')';
}

void append_more(std::string& out, std::size_t more) {
  out += "; and ";
  append_number(out, static_cast<long long>(more));
  out += more == 1 ? " more conflict" : " more conflicts";
}

}  // namespace detail

std::string describe(const Report& report, DescribeOptions options) {
  std::string text;
  detail::append_description(text, report.conflicts, report.conflicts.size(), report.size(),
                             options);
  return text;
}

}  // namespace sudoku
