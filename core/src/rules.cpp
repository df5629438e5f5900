// Variant rules: their names and validate_rules(), the check that a Rules fits a board.
#include "sudoku/rules.hpp"

#include <string>

#include "characters.hpp"
#if SUDOKU_TRAVEL
#include "constraints/validate.hpp"
#endif

namespace sudoku {
namespace {

using detail::format;
using detail::Message;
using detail::Part;

// Messages are built by detail::format, out of line: a chain of std::string operator+ per message
// cost kilobytes of wasm.
ParseError rule_error(const std::string& place, Message pattern,
                      std::initializer_list<Part> parts) {
  return {std::nullopt, format(SUDOKU_TEXT("{0}: "), {Part(place)}) + format(pattern, parts)};
}

std::string indexed(const char* list, std::size_t index) {
  return format(SUDOKU_TEXT("rules.{0}[{1}]"), {Part(list), Part(static_cast<long long>(index))});
}

// True when `cells` is a list that fits the board: not empty, at most N cells, each on the board
// once. `last_list` holds per cell the number of the last list that held it (lists count from
// 1), so one buffer serves every list and a check with 30 cages allocates it once.
bool cells_fit(const std::vector<int>& cells, int size, std::vector<int>& last_list, int list) {
  const int cell_count = size * size;
  if (cells.empty() || cells.size() > static_cast<std::size_t>(size)) return false;
  for (int cell : cells) {
    if (cell < 0 || cell >= cell_count) return false;
    if (last_list[static_cast<std::size_t>(cell)] == list) return false;
    last_list[static_cast<std::size_t>(cell)] = list;
  }
  return true;
}

// Why a list that !cells_fit does not (an extra region, a cage): not empty, at most N cells, each
// on the board once.
ParseError cell_list_error(const std::vector<int>& cells, int size, const std::string& place) {
  const int cell_count = size * size;
  if (cells.empty())
    return rule_error(place, SUDOKU_MESSAGE("rules.has_no_cells", "has no cells"), {});
  if (cells.size() > static_cast<std::size_t>(size)) {
    return rule_error(place,
                      SUDOKU_MESSAGE("rules.has_cells_more_than_board",
                                     "has {0} cells, more than the board's {1}"),
                      {Part(static_cast<long long>(cells.size())), Part(size)});
  }
  std::vector<bool> listed(static_cast<std::size_t>(cell_count), false);
  for (int cell : cells) {
    if (cell < 0 || cell >= cell_count) {
      return rule_error(place,
                        SUDOKU_MESSAGE("rules.cell_not_on_board_cells",
                                       "cell {0} is not on the board (cells 0 to {1})"),
                        {Part(cell), Part(cell_count - 1)});
    }
    if (listed[static_cast<std::size_t>(cell)]) {
      // The index as the data spells it, and the cell as people name it.
      return rule_error(
          place,
          SUDOKU_MESSAGE("rules.cell_r_c_listed_twice", "cell {0} (r{1}c{2}) is listed twice"),
          {Part(cell), Part(cell / size + 1), Part(cell % size + 1)});
    }
    listed[static_cast<std::size_t>(cell)] = true;
  }
  return {};  // (not reached: the list does not fit)
}

std::optional<ParseError> regions_error(const std::vector<int>& regions, int size) {
  const auto cell_count = static_cast<std::size_t>(size) * static_cast<std::size_t>(size);
  if (regions.size() != cell_count) {
    return rule_error(
        "rules.regions",
        SUDOKU_MESSAGE("rules.regions_count",
                       "has {0, plural, one {# cell} other {# cells}}, expected {1}"),
        {Part(static_cast<long long>(regions.size())), Part(static_cast<long long>(cell_count))});
  }
  std::vector<int> region_size(static_cast<std::size_t>(size), 0);
  for (std::size_t cell = 0; cell < cell_count; ++cell) {
    const int region = regions[cell];
    if (region == -1) continue;
    if (region < 0 || region >= size) {
      return rule_error(
          indexed("regions", cell),
          SUDOKU_MESSAGE(
              "rules.cell_r_c_s_region",
              "cell r{0}c{1}'s region {2} is not a region number (0 to {3}, or -1 for none)"),
          {Part(static_cast<long long>(cell) / size + 1),
           Part(static_cast<long long>(cell) % size + 1), Part(region), Part(size - 1)});
    }
    if (++region_size[static_cast<std::size_t>(region)] > size) {
      return rule_error("rules.regions",
                        SUDOKU_MESSAGE("rules.region_has_more_than_board",
                                       "region {0} has more than the board's {1} cells"),
                        {Part(region), Part(size)});
    }
  }
  return std::nullopt;
}

}  // namespace

std::string_view rule_name(Rule rule) noexcept {
  switch (rule) {
    case Rule::row:
      return "row";
    case Rule::column:
      return "column";
    case Rule::box:
      return "box";
    case Rule::region:
      return "region";
    case Rule::diagonal:
      return "diagonal";
    case Rule::extra_region:
      return "extraRegion";
    case Rule::disjoint_group:
      return "disjointGroup";
    case Rule::cage:
      return "cage";
    case Rule::cage_sum:
      return "cageSum";
    case Rule::anti_knight:
      return "antiKnight";
    case Rule::anti_king:
      return "antiKing";
    case Rule::non_consecutive:
      return "nonConsecutive";
    case Rule::negative_ratio:
      return "negativeRatio";
    case Rule::negative_xv:
      return "negativeXv";
    case Rule::constraint:
      return "constraint";
  }
  return "rule";
}

namespace {
constexpr std::string_view constraint_names[constraint_kind_count] = {
    "thermometer",  "slowThermometer",
    "arrow",        "kropkiWhite",
    "kropkiBlack",  "xv",
    "littleKiller", "sandwich",
    "xSum",         "skyscraper",
    "renban",       "whispers",
    "between",      "palindrome",
    "zipper",       "regionSum",
    "entropic",     "modular",
    "odd",          "even",
    "minimum",      "maximum",
    "quadruple",    "clone",
    "rowIndexer",   "columnIndexer",
    "boxIndexer"};
}  // namespace

std::string_view constraint_name(ConstraintKind kind) noexcept {
  const auto k = static_cast<std::size_t>(kind);
  return k < std::size(constraint_names) ? constraint_names[k] : std::string_view("constraint");
}

std::optional<ConstraintKind> constraint_kind(std::string_view name) noexcept {
  for (std::size_t k = 0; k < std::size(constraint_names); ++k) {
    if (constraint_names[k] == name) return static_cast<ConstraintKind>(k);
  }
  return std::nullopt;
}

std::optional<ParseError> validate_rules(const Rules& rules, Shape shape) {
  if (!shape.supported()) {
    return rule_error(
        "rules",
        SUDOKU_MESSAGE("rules.board_s_shape_not_supported", "the board's shape is not supported"),
        {});
  }
  const int size = shape.size();
  if (!rules.regions.empty()) {
    if (auto error = regions_error(rules.regions, size)) return error;
    if (rules.disjoint_groups) {
      return rule_error(
          "rules.disjointGroups",
          SUDOKU_MESSAGE("rules.needs_boxes_and_rules_regions",
                         "needs boxes, and rules.regions replace them (a disjoint group is a place "
                         "inside every box)"),
          {});
    }
  }
  if (!rules.constraints.empty()) {
#if SUDOKU_TRAVEL
    if (auto error = detail::constraints_error(rules, shape)) return error;
#else
    return rule_error("rules.constraints",
                      SUDOKU_MESSAGE("rules.constraints_need_formats",
                                     "are checked by the formats validator ({call})"),
                      {"loadValidator({ formats: true })"});
#endif
  }
  if (rules.extra_regions.empty() && rules.cages.empty()) return std::nullopt;
  // The places are spelt out only for an error: a check with 30 cages builds no strings.
  std::vector<int> last_list(static_cast<std::size_t>(size * size), 0);
  int list = 0;
  for (std::size_t k = 0; k < rules.extra_regions.size(); ++k) {
    if (!cells_fit(rules.extra_regions[k], size, last_list, ++list)) {
      return cell_list_error(rules.extra_regions[k], size, indexed("extraRegions", k));
    }
  }
  for (std::size_t k = 0; k < rules.cages.size(); ++k) {
    const Cage& cage = rules.cages[k];
    if (!cells_fit(cage.cells, size, last_list, ++list)) {
      return cell_list_error(cage.cells, size, indexed("cages", k));
    }
    if (cage.sum && *cage.sum <= 0) {
      return rule_error(indexed("cages", k),
                        SUDOKU_MESSAGE("rules.sum_not_positive_whole_number",
                                       "sum {0} is not a positive whole number"),
                        {Part(*cage.sum)});
    }
  }
  return std::nullopt;
}

}  // namespace sudoku
