// append_listing and the fast 9×9 listing: the output lines of the CLI's batch listing.
#include "listing.hpp"

#include <array>
#include <cstdint>
#include <span>

#include "conflicts.hpp"
#include "describe.hpp"
#include "fast_kernels.hpp"
#include "sudoku/rules.hpp"

namespace sudoku {
namespace detail {

// A conflict of a 9×9 board, held without allocating.
struct FastConflict {
  Unit unit;
  int index;
  int digit;
  std::size_t count;
  std::array<int, 9> cells;
};

std::span<const int> cells_of(const FastConflict& conflict) noexcept {
  return {conflict.cells.data(), conflict.count};
}

// The rule of a conflict as JSON names it: a classic conflict's is its unit's.
std::string_view rule_of(const FastConflict& conflict) noexcept { return unit_name(conflict.unit); }
std::string_view rule_of(const Conflict& conflict) noexcept { return rule_name(conflict.rule); }

namespace {

constexpr Shape classic{3, 3};
constexpr int classic_cells = 81;
// The most conflicts a 9×9 board can have: 27 units, each with at most four digits placed twice.
constexpr std::size_t max_classic_conflicts = 27 * 4;

// The fields after "rule" of a conflict that is not a digit twice in a unit, as the JS API's
// check() gives them; false (nothing written) for a unit's conflict.
template <class Writer>
bool put_rule_fields(Writer&, const FastConflict&) {
  return false;
}
template <class Writer>
bool put_rule_fields(Writer& out, const Conflict& conflict) {
  if (conflict.in_unit()) return false;
  if (conflict.rule == Rule::cage_sum) {
    out.put("\",\"index\":");
    put_number(out, conflict.index);
    out.put(",\"sum\":");
    put_number(out, conflict.sum);
    out.put(",\"target\":");
    put_number(out, conflict.target);
  } else if (conflict.rule == Rule::non_consecutive || conflict.rule == Rule::negative_ratio ||
             conflict.rule == Rule::negative_xv) {
    const int digits[] = {conflict.digit, conflict.other_digit};
    out.put("\",\"digits\":");
    put_int_list(out, digits);
  } else if (conflict.rule == Rule::constraint) {
    out.put("\",\"kind\":\"");
    out.put(constraint_name(static_cast<ConstraintKind>(conflict.constraint_kind)));
    out.put("\",\"index\":");
    put_number(out, conflict.index);
    out.put(",\"words\":\"");
    for (const char c : conflict.words) {  // the core's sentence: JSON-escaped, controls dropped
      if (c == '"' || c == '\\') out.put('\\');
      if (static_cast<unsigned char>(c) >= 0x20) out.put(c);
    }
    out.put('"');
  } else {
    out.put("\",\"digit\":");
    put_number(out, conflict.digit);
  }
  return true;
}

// The output line of an invalid board (append_listing's) but the text prefix, from its conflicts
// and conflict cells.
template <class Writer, class Conflicts>
void put_record(Writer& out, const Conflicts& conflicts, std::size_t count,
                std::span<const int> conflict_cells, Shape shape, std::size_t line,
                const ListingOptions& options) {
  const auto line_number = static_cast<long long>(line);
  if (options.format == ListingFormat::text) {
    put_message(out_of(out), options.catalog, SUDOKU_MESSAGE("listing.line", "line {line}: "),
                {line_number});
    put_description(out, conflicts, count, shape.size(),
                    {.name_cells = true, .catalog = options.catalog});
    out.put('\n');
    return;
  }
  out.put("\"line\":");  // after the object's start (append_record_start)
  put_number(out, line_number);
  out.put(",\"valid\":false,\"size\":");
  put_number(out, shape.size());
  out.put(",\"boxRows\":");
  put_number(out, shape.box_rows);
  out.put(",\"boxCols\":");
  put_number(out, shape.box_cols);
  out.put(",\"conflicts\":[");
  for (std::size_t k = 0; k < count; ++k) {
    const auto& conflict = conflicts[k];
    out.put(k == 0 ? std::string_view("{\"rule\":\"") : std::string_view(",{\"rule\":\""));
    out.put(rule_of(conflict));
    if (!put_rule_fields(out, conflict)) {
      out.put("\",\"unit\":\"");
      out.put(unit_name(conflict.unit));
      out.put("\",\"index\":");
      put_number(out, conflict.index);
      out.put(",\"digit\":");
      put_number(out, conflict.digit);
    }
    out.put(",\"cells\":");
    put_int_list(out, cells_of(conflict));
    out.put('}');
  }
  out.put("],\"conflictCells\":");
  put_int_list(out, conflict_cells);
  out.put("}\n");
}

// The text prefix or the start of the JSON object, which may be long (a file name): straight into
// `out`, before the record.
void append_record_start(std::string& out, const ListingOptions& options) {
  if (options.format == ListingFormat::text) {
    out += options.prefix;
  } else if (options.prefix.empty()) {
    out += '{';
  } else {
    out += "{\"file\":";
    out += options.prefix;
    out += ',';
  }
}

}  // namespace

void list_fast_line(std::string& out, const char* cells, std::size_t line,
                    const ListingOptions& options) {
  if (options.format == ListingFormat::none) return;
  // The fast kernels accept only the digits 1-9 and the blanks, so this is the board's digits.
  std::array<std::uint8_t, classic_cells> digits;
  for (int cell = 0; cell < classic_cells; ++cell) {
    const char c = cells[cell];
    digits[static_cast<std::size_t>(cell)] =
        static_cast<std::uint8_t>(c >= '1' && c <= '9' ? c - '0' : 0);
  }
  // Not initialised: only the first `count` are written and read.
  std::array<FastConflict, max_classic_conflicts> conflicts;
  std::size_t count = 0;
  std::array<bool, classic_cells> in_conflict{};
  for_each_conflict(digits, classic,
                    [&](Unit unit, int index, int digit, std::span<const int> repeats) {
                      FastConflict& conflict = conflicts[count++];
                      conflict.unit = unit;
                      conflict.index = index;
                      conflict.digit = digit;
                      conflict.count = repeats.size();
                      for (std::size_t k = 0; k < repeats.size(); ++k) {
                        conflict.cells[k] = repeats[k];
                        in_conflict[static_cast<std::size_t>(repeats[k])] = true;
                      }
                    });
  if (count == 0) return;
  std::array<int, classic_cells> conflict_cells;
  std::size_t cell_count = 0;
  for (int cell = 0; cell < classic_cells; ++cell) {
    if (in_conflict[static_cast<std::size_t>(cell)]) conflict_cells[cell_count++] = cell;
  }
  append_record_start(out, options);
  // The record is written with plain stores into a buffer that holds any 9×9 record (about 9 KB
  // at most); should it not, the same record is written into `out` directly.
  std::array<char, 16384> buffer;
  BufferWriter fixed(buffer.data(), buffer.size());
  const std::span<const int> union_cells(conflict_cells.data(), cell_count);
  put_record(fixed, conflicts, count, union_cells, classic, line, options);
  if (!fixed.overflowed()) {
    out.append(fixed.text());
  } else {
    StringWriter text(out);
    put_record(text, conflicts, count, union_cells, classic, line, options);
  }
}

}  // namespace detail

void append_listing(std::string& out, const Report& report, std::size_t line,
                    const ListingOptions& options) {
  if (report.valid() || options.format == ListingFormat::none) return;
  detail::append_record_start(out, options);
  detail::StringWriter text(out);
  detail::put_record(text, report.conflicts, report.conflicts.size(), report.conflict_cells,
                     report.shape, line, options);
}

}  // namespace sudoku
