// This library's own puzzle JSON: {"board": one-line text (or numbers past 35), "shape": "RxC",
// "rules": the JS API's rules object}. What format(…, Format::json) writes, parse_puzzle reads.
#include <string>

#include "../characters.hpp"
#include "travel.hpp"

namespace sudoku::detail {
namespace {

PuzzleResult own_error(std::string_view what) {
  return puzzle_error(
      format(SUDOKU_MESSAGE("formats.own.puzzle_json", "puzzle JSON: {0}"), {what}));
}

std::optional<std::vector<int>> int_list(const Json* list) {
  if (!list || !list->is(Json::Kind::array)) return std::nullopt;
  std::vector<int> out;
  for (const Json& item : list->items) {
    if (!item.is(Json::Kind::number)) return std::nullopt;
    const auto value = item.integer();
    if (!value || *value < -(1LL << 30) || *value > (1LL << 30)) return std::nullopt;
    out.push_back(static_cast<int>(*value));
  }
  return out;
}

void append_ints(std::string& out, const std::vector<int>& list) {
  out += '[';
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (i) out += ',';
    out += format(SUDOKU_TEXT("{0}"), {list[i]});
  }
  out += ']';
}

constexpr std::pair<const char*, bool Rules::*> flags[] = {
    {"mainDiagonal", &Rules::main_diagonal},
    {"antiDiagonal", &Rules::anti_diagonal},
    {"disjointGroups", &Rules::disjoint_groups},
    {"antiKnight", &Rules::anti_knight},
    {"antiKing", &Rules::anti_king},
    {"nonConsecutive", &Rules::non_consecutive},
    {"negativeRatio", &Rules::negative_ratio},
    {"negativeXv", &Rules::negative_xv},
};

// "the kinds are thermometer, slowThermometer, …": every constraint_name().
std::string kinds_list() {
  std::string out;
  for (int k = 0; k < constraint_kind_count; ++k) {
    if (k) out += ", ";
    out += constraint_name(static_cast<ConstraintKind>(k));
  }
  return out;
}

std::optional<std::string> read_constraint(const Json& json, std::size_t index, Constraint& out) {
  const std::string place =
      format(SUDOKU_TEXT("rules.constraints[{0}]"), {Part(static_cast<long long>(index))});
  if (!json.is(Json::Kind::object)) return place + " is not an object";
  bool has_kind = false, has_lines = false;
  for (std::size_t member = 0; member < json.keys.size(); ++member) {
    const std::string& key = json.keys[member];
    const Json& value = json.values[member];
    if (key == "kind") {
      const auto kind = value.is(Json::Kind::string) ? constraint_kind(value.text) : std::nullopt;
      if (!kind) {
        return format(
            SUDOKU_MESSAGE("formats.own.kind_not_constraint_kind_kinds",
                           "{0}.kind: {1} is not a constraint kind (the kinds are {2})"),
            {Part(place), Part(value.is(Json::Kind::string) ? quote_text(value.text, 24) : "this"),
             Part(kinds_list())});
      }
      out.kind = *kind;
      has_kind = true;
    } else if (key == "lines") {
      if (!value.is(Json::Kind::array)) return place + ".lines is not a list of lines";
      for (const Json& line : value.items) {
        auto list = int_list(&line);
        if (!list) return place + ".lines holds a line that is not a list of cells";
        out.lines.push_back(std::move(*list));
      }
      has_lines = true;
    } else if (key == "value") {
      const auto number = value.is(Json::Kind::number) ? value.integer() : std::nullopt;
      if (!number || *number < -(1LL << 30) || *number > (1LL << 30))
        return place + ".value is not a whole number";
      out.value = static_cast<int>(*number);
    } else if (key == "digits") {
      auto list = int_list(&value);
      if (!list) return place + ".digits is not a list of numbers";
      out.digits = std::move(*list);
    } else if (key == "clue") {
      auto list = int_list(&value);
      if (!list || list->size() != 2) return place + ".clue is not [row, column]";
      out.clue_row = (*list)[0];
      out.clue_col = (*list)[1];
    } else {
      return format(
          SUDOKU_MESSAGE(
              "formats.own.not_part_constraint_its_parts",
              "{0}.{1} is not part of a constraint (its parts are kind, lines, value, digits, "
              "clue)"),
          {Part(place), Part(quote_text(key, 24))});
    }
  }
  if (!has_kind) return place + " has no kind";
  if (!has_lines) return place + " has no lines";
  return std::nullopt;
}

std::optional<std::string> read_rules(const Json& json, Rules& rules) {
  if (!json.is(Json::Kind::object)) return "\"rules\" is not an object";
  for (std::size_t member = 0; member < json.keys.size(); ++member) {
    const std::string& key = json.keys[member];
    const Json& value = json.values[member];
    bool known = false;
    for (const auto& [name, field] : flags) {
      if (key != name) continue;
      if (!value.is(Json::Kind::boolean))
        return format(
            SUDOKU_MESSAGE("formats.own.rules_not_true_or_false", "rules.{0} is not true or false"),
            {key});
      rules.*field = value.boolean;
      known = true;
    }
    if (known) continue;
    if (key == "regions") {
      auto list = int_list(&value);
      if (!list) return std::string("rules.regions is not a list of numbers");
      rules.regions = std::move(*list);
    } else if (key == "extraRegions") {
      if (!value.is(Json::Kind::array)) return std::string("rules.extraRegions is not a list");
      for (const Json& region : value.items) {
        auto list = int_list(&region);
        if (!list)
          return std::string("rules.extraRegions holds a region that is not a list of cells");
        rules.extra_regions.push_back(std::move(*list));
      }
    } else if (key == "cages") {
      if (!value.is(Json::Kind::array)) return std::string("rules.cages is not a list");
      for (const Json& cage : value.items) {
        auto list = int_list(cage.is(Json::Kind::object) ? cage.get("cells") : nullptr);
        if (!list) return std::string("rules.cages holds a cage without a list of cells");
        Cage out{std::move(*list), std::nullopt};
        if (const Json* sum = cage.get("sum")) {
          const auto target = sum->is(Json::Kind::number) ? sum->integer() : std::nullopt;
          if (!target || *target < 1 || *target > (1LL << 30))
            return std::string("rules.cages holds a sum that is not a positive integer");
          out.sum = static_cast<int>(*target);
        }
        rules.cages.push_back(std::move(out));
      }
    } else if (key == "constraints") {
      if (!value.is(Json::Kind::array)) return std::string("rules.constraints is not a list");
      for (const Json& item : value.items) {
        Constraint constraint;
        if (auto error = read_constraint(item, rules.constraints.size(), constraint)) return error;
        rules.constraints.push_back(std::move(constraint));
      }
    } else {
      return format(SUDOKU_MESSAGE("formats.own.rules_no_rule_referee_knows",
                                   "rules.{0} is no rule the referee knows"),
                    {quote_text(key, 24)});
    }
  }
  return std::nullopt;
}

}  // namespace

PuzzleResult read_own_json(const Json& json, std::optional<Shape> shape) {
  if (const Json* text = json.get("shape")) {
    if (!text->is(Json::Kind::string)) return own_error("\"shape\" is not text like \"3x3\"");
    ShapeResult read = read_shape(text->text);
    if (!read.shape) return own_error(read.error.message);
    if (shape && *shape != *read.shape)
      return own_error("its \"shape\" is not the shape that was asked for");
    shape = read.shape;
  }
  const Json* board = json.get("board");
  ParseResult cells;
  if (board->is(Json::Kind::string)) {
    cells = parse(board->text, shape);
  } else if (auto numbers = int_list(board)) {
    cells = board_from_cells(*numbers, shape);
  } else {
    return own_error("\"board\" is neither board text nor a list of numbers");
  }
  if (!cells) return own_error("\"board\": " + cells.error.message);
  Rules rules;
  if (const Json* value = json.get("rules")) {
    if (auto error = read_rules(*value, rules)) return own_error(*error);
  }
  for (const std::string& key : json.keys) {
    if (key != "board" && key != "shape" && key != "rules")
      return own_error(
          format(SUDOKU_MESSAGE("formats.own.no_field_puzzle_json_board",
                                "{0} is no field of puzzle JSON (board, shape, rules)"),
                 {quote_text(key, 24)}));
  }
  return make_puzzle(std::move(cells), std::move(rules), {});
}

FormatResult write_own_json(const Board& board, const Rules& rules) {
  std::string out = "{\"board\":";
  const auto cells = board.cells();
  if (board.size() <= max_text_digit) {
    std::string line;
    for (const auto digit : cells)
      line += digit == 0 ? '.' : "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"[digit - 1];
    append_json_string(out, line);
  } else {
    append_ints(out, std::vector<int>(cells.begin(), cells.end()));
  }
  out += format(SUDOKU_TEXT(",\"shape\":\"{0}x{1}\""),
                {Part(board.shape().box_rows), Part(board.shape().box_cols)});
  if (!rules.classic()) {
    out += ",\"rules\":{";
    bool first = true;
    const auto key = [&](const char* name) {
      out += first ? "\"" : ",\"";
      out += name;
      out += "\":";
      first = false;
    };
    if (!rules.regions.empty()) key("regions"), append_ints(out, rules.regions);
    for (const auto& [name, field] : flags) {
      if (rules.*field) key(name), out += "true";
    }
    if (!rules.extra_regions.empty()) {
      key("extraRegions");
      out += '[';
      for (std::size_t i = 0; i < rules.extra_regions.size(); ++i) {
        if (i) out += ',';
        append_ints(out, rules.extra_regions[i]);
      }
      out += ']';
    }
    if (!rules.cages.empty()) {
      key("cages");
      out += '[';
      for (std::size_t i = 0; i < rules.cages.size(); ++i) {
        out += i ? ",{\"cells\":" : "{\"cells\":";
        append_ints(out, rules.cages[i].cells);
        if (rules.cages[i].sum)
          out += format(SUDOKU_TEXT(",\"sum\":{0}"), {Part(*rules.cages[i].sum)});
        out += '}';
      }
      out += ']';
    }
    if (!rules.constraints.empty()) {
      key("constraints");
      out += '[';
      for (std::size_t i = 0; i < rules.constraints.size(); ++i) {
        const Constraint& c = rules.constraints[i];
        out += i ? ",{\"kind\":\"" : "{\"kind\":\"";
        out += constraint_name(c.kind);
        out += "\",\"lines\":[";
        for (std::size_t k = 0; k < c.lines.size(); ++k) {
          if (k) out += ',';
          append_ints(out, c.lines[k]);
        }
        out += ']';
        if (c.value) out += format(SUDOKU_TEXT(",\"value\":{0}"), {Part(c.value)});
        if (!c.digits.empty()) out += ",\"digits\":", append_ints(out, c.digits);
        const bool clue = c.kind == ConstraintKind::little_killer ||
                          c.kind == ConstraintKind::sandwich || c.kind == ConstraintKind::x_sum ||
                          c.kind == ConstraintKind::skyscraper;
        if (clue || c.clue_row || c.clue_col)
          out += format(SUDOKU_TEXT(",\"clue\":[{0},{1}]"), {Part(c.clue_row), Part(c.clue_col)});
        out += '}';
      }
      out += ']';
    }
    out += '}';
  }
  out += '}';
  return FormatResult{std::move(out), {}};
}

}  // namespace sudoku::detail
