// Variant rules: their names and validate_rules(), the check that a Rules fits a board.
#include "sudoku/rules.hpp"

#include <string>

namespace sudoku {
namespace {

std::string number_text(long long number) { return std::to_string(number); }

ParseError rule_error(std::string place, std::string_view what) {
  place += ": ";
  place += what;
  return {std::nullopt, std::move(place)};
}

std::string indexed(std::string_view list, std::size_t index) {
  std::string place("rules.");
  place += list;
  place += '[';
  place += number_text(static_cast<long long>(index));
  place += ']';
  return place;
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
std::optional<ParseError> cell_list_error(const std::vector<int>& cells, int size,
                                          const std::string& place) {
  const int cell_count = size * size;
  if (cells.empty()) return rule_error(place, "has no cells");
  if (cells.size() > static_cast<std::size_t>(size)) {
    return rule_error(place, "has " + number_text(static_cast<long long>(cells.size())) +
                                 " cells, more than the board's " + number_text(size));
  }
  std::vector<bool> listed(static_cast<std::size_t>(cell_count), false);
  for (int cell : cells) {
    if (cell < 0 || cell >= cell_count) {
      return rule_error(place, "cell " + number_text(cell) + " is not on the board (cells 0 to " +
                                   number_text(cell_count - 1) + ")");
    }
    if (listed[static_cast<std::size_t>(cell)]) {
      return rule_error(place, "cell " + number_text(cell) + " is listed twice");
    }
    listed[static_cast<std::size_t>(cell)] = true;
  }
  return std::nullopt;
}

std::optional<ParseError> regions_error(const std::vector<int>& regions, int size) {
  const auto cell_count = static_cast<std::size_t>(size) * static_cast<std::size_t>(size);
  if (regions.size() != cell_count) {
    return rule_error("rules.regions",
                      "has " + number_text(static_cast<long long>(regions.size())) +
                          " cells, expected " + number_text(static_cast<long long>(cell_count)));
  }
  std::vector<int> region_size(static_cast<std::size_t>(size), 0);
  for (std::size_t cell = 0; cell < cell_count; ++cell) {
    const int region = regions[cell];
    if (region == -1) continue;
    if (region < 0 || region >= size) {
      return rule_error(indexed("regions", cell), "region " + number_text(region) +
                                                      " is not a region number (0 to " +
                                                      number_text(size - 1) + ", or -1 for none)");
    }
    if (++region_size[static_cast<std::size_t>(region)] > size) {
      return rule_error("rules.regions", "region " + number_text(region) +
                                             " has more than the board's " + number_text(size) +
                                             " cells");
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
  }
  return "rule";
}

std::optional<ParseError> validate_rules(const Rules& rules, Shape shape) {
  if (!shape.supported()) {
    return rule_error("rules", "the board's shape is not supported");
  }
  const int size = shape.size();
  if (!rules.regions.empty()) {
    if (auto error = regions_error(rules.regions, size)) return error;
    if (rules.disjoint_groups) {
      return rule_error("rules.disjointGroups",
                        "needs boxes, and rules.regions replace them (a disjoint group is a place "
                        "inside every box)");
    }
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
                        "sum " + number_text(*cage.sum) + " is not a positive whole number");
    }
  }
  return std::nullopt;
}

}  // namespace sudoku
