// Where a travelling format is recognised: links taken apart, bare ids and strings told from
// board text, each handed to its reader. parse() asks here first; plain board text is answered
// "not travelling" after a look at its first characters.
#include <string>

#include "../characters.hpp"
#include "../parse.hpp"
#include "hook.hpp"
#include "recognise.hpp"
#include "travel.hpp"

namespace sudoku::detail {
namespace {

int hex_value(char c) noexcept {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::string percent_decoded(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '%' && i + 2 < text.size() + 0 && hex_value(text[i + 1]) >= 0 &&
        hex_value(text[i + 2]) >= 0) {
      out += static_cast<char>(hex_value(text[i + 1]) * 16 + hex_value(text[i + 2]));
      i += 2;
    } else {
      out += text[i];
    }
  }
  return out;
}

// The value of `key` in a link's query (after '?', pairs split by '&'), percent-decoded.
std::optional<std::string> query_value(std::string_view link, std::string_view key) {
  const auto question = link.find('?');
  if (question == std::string_view::npos) return std::nullopt;
  std::string_view query = link.substr(question + 1);
  query = query.substr(0, query.find('#'));
  while (!query.empty()) {
    const auto amp = query.find('&');
    const std::string_view pair = query.substr(0, amp);
    const auto equals = pair.find('=');
    if (pair.substr(0, equals) == key && equals != std::string_view::npos) {
      return percent_decoded(pair.substr(equals + 1));
    }
    if (amp == std::string_view::npos) break;
    query.remove_prefix(amp + 1);
  }
  return std::nullopt;
}

// The result, its puzzle (when there is one) named as read from `source`.
PuzzleResult from_source(PuzzleResult result, std::string_view source) {
  if (result) result.puzzle->source = source;
  return result;
}

PuzzleResult read_json_puzzle(std::string_view text, std::optional<Shape> shape) {
  JsonResult json = read_json(text, false);
  if (!json.value) return puzzle_error("not a puzzle: " + json.error);
  const Json& value = *json.value;
  if (!value.is(Json::Kind::object))
    return puzzle_error("not a puzzle: JSON that is not an object");
  if (value.get("grid") && value.get("size")) return from_source(read_fpuzzles(value), "fpuzzles");
  if (value.get("board")) return from_source(read_own_json(value, shape), "json");
  if (value.get("cells")) return from_source(read_sudokupad_json(value), "sudokupad");
  return puzzle_error(
      "not a puzzle: a JSON object with neither f-puzzles' \"size\" and \"grid\", SudokuPad's "
      "\"cells\" nor this library's \"board\"");
}

// f-puzzles' lz-string Base64 payload (a link's `load=`, or the payload alone).
PuzzleResult read_fpuzzles_payload(std::string_view payload) {
  const Decompressed json = lz_decompress_base64(payload, max_unpacked);
  if (!json.text)
    return puzzle_error(format(SUDOKU_MESSAGE("formats.read.f_puzzles_link_s_puzzle",
                                              "the f-puzzles link's puzzle cannot be read: {0}"),
                               {json.error}));
  JsonResult value = read_json(*json.text, false);
  if (!value.value || !value.value->is(Json::Kind::object)) {
    return puzzle_error("the f-puzzles link's puzzle is not f-puzzles JSON: " + value.error);
  }
  return read_fpuzzles(*value.value);
}

PuzzleResult read_fpuzzles_link(std::string_view link) {
  const auto load = query_value(link, "load");
  if (!load) return puzzle_error("an f-puzzles link without its puzzle (no \"load=\" in it)");
  return read_fpuzzles_payload(*load);
}

// Solo's web page (`…/solo.html#<game id>`): the text after '#' is a game id; without ':' it is
// a random seed, from which the page makes a puzzle of its own.
PuzzleResult read_solo_link(std::string_view link) {
  const auto hash = link.find('#');
  const std::string id =
      hash == std::string_view::npos ? std::string() : percent_decoded(link.substr(hash + 1));
  if (id.empty()) return puzzle_error("a Solo link without its game id (nothing after \"#\")");
  if (id.find(':') == std::string::npos)
    return puzzle_error(
        "a Solo link with a random seed, not a puzzle (Solo makes its puzzle from it; copy the "
        "game id, with ':', from Game > Specific)");
  return read_solo(id);
}

PuzzleResult read_link(std::string_view link) {
  std::string_view rest = link.substr(link.find("://") + 3);
  const std::string_view host_part = rest.substr(0, rest.find_first_of("/?#"));
  std::string_view host = host_part;
  if (starts_with(host, "www.")) host.remove_prefix(4);
  std::string_view path = rest.substr(host_part.size());
  if (host == "f-puzzles.com") return from_source(read_fpuzzles_link(link), "fpuzzles");
  if (host == "sudokupad.app" || host.ends_with(".sudokupad.app") ||
      host == "app.crackingthecryptic.com" || host == "sudokupad.svencodes.com") {
    if (const auto id = query_value(link, "puzzleid"))
      return from_source(read_sudokupad_id(*id), "sudokupad");
    path = path.substr(0, path.find_first_of("?#"));
    while (starts_with(path, "/")) path.remove_prefix(1);
    if (starts_with(path, "sudoku/")) path.remove_prefix(7);
    if (path.empty()) return puzzle_error("a SudokuPad link without a puzzle id");
    return from_source(read_sudokupad_id(percent_decoded(path)), "sudokupad");
  }
  if (host == "sudokuexchange.com") {
    const auto s = query_value(link, "s");
    if (!s) return puzzle_error("a SudokuExchange link without its puzzle (no \"s=\" in it)");
    const auto cells = exchange_cells(*s);
    if (!cells || cells->size() != 81)
      return puzzle_error("the SudokuExchange link's puzzle is not 81 cells of its compression");
    return from_source(make_puzzle(board_from_cells(*cells, Shape{3, 3}), {}, {}),
                       "sudokuexchange");
  }
  if (host == "chiark.greenend.org.uk" && path.find("/solo.html") != std::string_view::npos)
    return from_source(read_solo_link(link), "solo");
  if (host == "sudokuwiki.org") {
    const auto bd = query_value(link, "bd");
    if (!bd) return puzzle_error("a sudokuwiki link without its puzzle (no \"bd=\" in it)");
    return from_source(read_sudokuwiki(*bd), "sudokuwiki");
  }
  return puzzle_error(format(SUDOKU_MESSAGE("formats.read.link_to_which_not_site",
                                            "a link to {0}, which is not a site whose puzzles the "
                                            "referee reads (f-puzzles, SudokuPad, "
                                            "SudokuExchange, sudokuwiki, Solo)"),
                             {quote_text(host, 40)}));
}

bool is_exchange_text(std::string_view text) {
  if (text.size() >= 81 ||
      text.find_first_not_of("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwx") !=
          std::string_view::npos) {
    return false;
  }
  if (text.find_first_not_of("0123456789") == std::string_view::npos) return false;
  const auto cells = exchange_cells(text);
  return cells && cells->size() == 81;
}

bool is_sudokuwiki_text(std::string_view text) {
  if (text.size() == 162) {
    return text.find_first_not_of("0123456789abcdefghijklmnopqrstuv") == std::string_view::npos;
  }
  return text.size() == 81 + 1 + 162 && text[81] == ',';
}

// The tutorial's initialisers (what format() writes for cpp, java and python) are LeetCode's
// text once the declaration is gone and braces are brackets. `text` is `input` trimmed; the rows
// keep all of `input` (its byte order mark and spaces too), so error positions still point into
// what the user wrote.
// `language` is set to the initialiser's ("cpp", "java", "python").
std::optional<std::string> initialiser_rows(std::string_view input, std::string_view text,
                                            std::string_view& language) {
  std::size_t equals = std::string_view::npos;
  constexpr std::string_view starts[][2] = {
      {"vector<vector<char>>", "cpp"}, {"char[][]", "java"}, {"board", "python"}};
  for (const auto& [start, name] : starts) {
    if (!text.starts_with(start)) continue;
    equals = text.find('=');
    if (equals == std::string_view::npos) return std::nullopt;
    language = name;
    break;
  }
  if (equals == std::string_view::npos) return std::nullopt;
  std::string rows(input);
  const auto start = static_cast<std::size_t>(text.data() - input.data());
  for (std::size_t i = start; i <= start + equals; ++i) rows[i] = ' ';
  for (char& c : rows) {
    if (c == '{')
      c = '[';
    else if (c == '}')
      c = ']';
  }
  const auto last = rows.find_last_not_of(" \t\r\n");
  if (last != std::string::npos && rows[last] == ';') rows[last] = ' ';
  return rows;
}

}  // namespace

std::optional<PuzzleResult> read_travelling(std::string_view input, std::optional<Shape> shape) {
  const std::string_view text = trimmed(input);
  if (text.empty()) return std::nullopt;
  const bool one_token = text.find_first_of(" \t\r\n\v\f") == std::string_view::npos;
  std::optional<PuzzleResult> result;
  std::string_view language;
  if (text.front() == '{') {
    result = read_json_puzzle(text, shape);
  } else if (const auto rows = initialiser_rows(input, text, language)) {
    ParseResult board = parse(*rows, shape);
    if (!board) return PuzzleResult{std::nullopt, std::move(board.error)};
    return PuzzleResult{Puzzle{std::move(*board.board), {}, {}, language}, {}};
  } else if (!one_token) {
    return std::nullopt;
  } else if (is_link(text)) {
    result = read_link(text);
  } else if (is_bare_link(text)) {
    result = read_link("https://" + std::string(text));
  } else if (is_solo_id(text)) {
    result = from_source(read_solo(text), "solo");
  } else if (is_fpuzzles_payload(text)) {
    result = from_source(read_fpuzzles_payload(text), "fpuzzles");
  } else if (is_sudokupad_id(text)) {
    result = from_source(read_sudokupad_id(text), "sudokupad");
  } else if (is_sudokuwiki_text(text)) {
    result = from_source(read_sudokuwiki(text), "sudokuwiki");
  } else if (is_exchange_text(text)) {
    result = from_source(make_puzzle(board_from_cells(*exchange_cells(text), Shape{3, 3}), {}, {}),
                         "sudokuexchange");
  } else {
    return std::nullopt;
  }
  if (*result && shape && result->puzzle->board.shape() != *shape) {
    const Shape found = result->puzzle->board.shape();
    return puzzle_error(format(
        SUDOKU_MESSAGE("formats.read.puzzle_s_boxes_x_not",
                       "the puzzle's boxes are {0}x{1}, not the shape {2} that was asked for"),
        {Part(found.box_rows), Part(found.box_cols),
         format(SUDOKU_TEXT("{0}x{1}"), {Part(shape->box_rows), Part(shape->box_cols)})}));
  }
  return result;
}

PuzzleResult read_puzzle(std::string_view text, std::optional<Shape> shape) {
  // An unsupported shape is the error whatever the text holds, as in parse().
  if (shape && !shape->supported())
    return PuzzleResult{std::nullopt, unsupported_shape(*shape).error};
  if (auto travelled = read_travelling(text, shape)) return std::move(*travelled);
  ParseResult board = read_text(text, shape);
  if (!board) return PuzzleResult{std::nullopt, std::move(board.error)};
  // Board text, or LeetCode's char[][] (the board reader tells them apart by a first '[').
  const std::string_view rest = trimmed(text);
  const std::string_view source = !rest.empty() && rest.front() == '[' ? "leetcode" : "text";
  return PuzzleResult{Puzzle{std::move(*board.board), {}, {}, source}, {}};
}

std::optional<ParseResult> travelling_board(std::string_view text, std::optional<Shape> shape) {
  auto travelled = read_travelling(text, shape);
  if (!travelled) return std::nullopt;
  if (!*travelled) return ParseResult{std::nullopt, std::move(travelled->error)};
  return ParseResult{std::move(travelled->puzzle->board), {}};
}

}  // namespace sudoku::detail

namespace sudoku {

PuzzleResult parse_puzzle(std::string_view text, std::optional<Shape> shape) {
  PuzzleResult result = detail::read_puzzle(text, shape);
  // A text error's place first, as parse() words it (an initialiser's character, say).
  if (!result) {
    result.error = detail::placed(text, ParseResult{std::nullopt, std::move(result.error)}).error;
  }
  return result;
}

PuzzleResult with_rules(Puzzle puzzle, const Rules& given) {
  if (given.classic() || puzzle.rules == given) return PuzzleResult{std::move(puzzle), {}};
  if (!puzzle.rules.classic()) {
    return detail::puzzle_error(
        detail::format(SUDOKU_MESSAGE("formats.read.puzzle_carries_rules_its_own",
                                      "the {0} puzzle carries rules of its own, and other rules "
                                      "were given beside it: give rules "
                                      "only with a board that carries none"),
                       {puzzle.source}));
  }
  if (auto error = validate_rules(given, puzzle.board.shape()))
    return PuzzleResult{std::nullopt, std::move(*error)};
  puzzle.rules = given;
  return PuzzleResult{std::move(puzzle), {}};
}

PuzzleResult parse_puzzle(std::string_view text, std::optional<Shape> shape, const Rules& given) {
  PuzzleResult result = parse_puzzle(text, shape);
  if (!result) return result;
  return with_rules(std::move(*result.puzzle), given);
}

}  // namespace sudoku
