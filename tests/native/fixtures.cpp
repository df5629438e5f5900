// Reads the shared fixture files (tests/fixtures/*.cases) and turns each case into core calls.
#include "fixtures.hpp"

#include <algorithm>
#include <charconv>
#include <fstream>
#include <sstream>
#include <stdexcept>

#ifndef SUDOKU_FIXTURES_DIR
#error "SUDOKU_FIXTURES_DIR must name the tests/fixtures directory"
#endif

namespace fixtures {
namespace {

[[noreturn]] void fail(const std::string& where, const std::string& why) {
  throw std::runtime_error(where + ": " + why);
}

std::string trim(std::string_view text) {
  const auto first = text.find_first_not_of(" \t\r");
  if (first == std::string_view::npos) return {};
  const auto last = text.find_last_not_of(" \t\r");
  return std::string(text.substr(first, last - first + 1));
}

std::vector<std::string> words(const std::string& text) {
  std::istringstream stream(text);
  std::vector<std::string> result;
  for (std::string word; stream >> word;) result.push_back(word);
  return result;
}

int number_from_text(const std::string& word, const std::string& where) {
  int value = 0;
  auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
  if (error != std::errc{} || end != word.data() + word.size()) {
    fail(where, "'" + word + "' is not a number");
  }
  return value;
}

void set_header(Case& fixture, const std::string& key, const std::string& value,
                const std::string& where) {
  if (key == "format") {
    if (value != "text" && value != "grid" && value != "flat" && value != "leetcode") {
      fail(where, "unknown format '" + value + "'");
    }
    fixture.format = value;
  } else if (key == "shape") {
    fixture.shape = value;
  } else if (key == "expect") {
    if (value != "valid" && value != "invalid" && value != "error") {
      fail(where, "unknown expectation '" + value + "'");
    }
    fixture.expect = value;
  } else if (key == "size") {
    fixture.size = number_from_text(value, where);
  } else if (key == "boxes") {
    fixture.boxes = value;
  } else if (key == "conflict") {
    fixture.conflicts.push_back(value);
  } else if (key == "error") {
    fixture.error = value;
  } else if (key == "position") {
    fixture.position = value;
  } else {
    // A misspelt key would otherwise silently weaken the case.
    fail(where, "unknown header key '" + key + "'");
  }
}

bool is_blank_line(const std::string& line) { return trim(line).empty(); }

// The leetcode layout, a JSON array of arrays of one-character strings, as lines of text.
std::string leetcode_to_text(const std::string& json, const std::string& where) {
  std::string text;
  std::size_t i = 0;
  auto skip_space = [&] {
    while (i < json.size() && (json[i] == ' ' || json[i] == '\n' || json[i] == '\t')) ++i;
  };
  auto expect_char = [&](char wanted) {
    skip_space();
    if (i >= json.size() || json[i] != wanted) {
      fail(where,
           std::string("leetcode input: expected '") + wanted + "' at offset " + std::to_string(i));
    }
    ++i;
  };
  expect_char('[');
  for (bool first_row = true;; first_row = false) {
    skip_space();
    if (i < json.size() && json[i] == ']') break;
    if (!first_row) expect_char(',');
    expect_char('[');
    if (!first_row) text += '\n';
    for (bool first_cell = true;; first_cell = false) {
      skip_space();
      if (i < json.size() && json[i] == ']') break;
      if (!first_cell) expect_char(',');
      expect_char('"');
      if (i + 1 >= json.size() || json[i + 1] != '"' || json[i] == '\\') {
        fail(where, "leetcode input: cells must be one-character strings");
      }
      text += json[i];
      i += 2;
    }
    ++i;
  }
  ++i;
  skip_space();
  if (i != json.size()) fail(where, "leetcode input: text after the closing bracket");
  return text;
}

// A number cell of the grid and flat layouts; `null` is an empty cell.
int cell_number(const std::string& word, const std::string& where) {
  if (word == "null") return 0;
  return number_from_text(word, where);
}

}  // namespace

std::string Case::label() const { return file + ":" + std::to_string(line) + " " + name; }

std::vector<Case> read_file(const std::filesystem::path& path) {
  std::ifstream stream(path, std::ios::binary);
  if (!stream) throw std::runtime_error("cannot open " + path.string());
  const std::string file_name = path.filename().string();

  std::vector<Case> cases;
  enum class Part { comment, header, input } part = Part::comment;
  std::vector<std::string> input_lines;
  auto finish_case = [&] {
    if (cases.empty() || part == Part::comment) return;
    while (!input_lines.empty() && is_blank_line(input_lines.back())) input_lines.pop_back();
    std::string input;
    for (std::size_t i = 0; i < input_lines.size(); ++i) {
      if (i) input += '\n';
      input += input_lines[i];
    }
    cases.back().input = std::move(input);
    input_lines.clear();
    if (cases.back().expect.empty()) fail(cases.back().label(), "no expect: header");
  };

  std::size_t line_number = 0;
  for (std::string line; std::getline(stream, line);) {
    ++line_number;
    if (line.starts_with("=== ")) {
      finish_case();
      Case fixture;
      fixture.file = file_name;
      fixture.line = line_number;
      fixture.name = trim(std::string_view(line).substr(4));
      cases.push_back(std::move(fixture));
      part = Part::header;
      continue;
    }
    const std::string where = file_name + ":" + std::to_string(line_number);
    switch (part) {
      case Part::comment:
        break;
      case Part::header: {
        if (is_blank_line(line)) {
          part = Part::input;
          break;
        }
        const auto colon = line.find(':');
        if (colon == std::string::npos) fail(where, "header line without ':'");
        set_header(cases.back(), trim(std::string_view(line).substr(0, colon)),
                   trim(std::string_view(line).substr(colon + 1)), where);
        break;
      }
      case Part::input:
        input_lines.push_back(line);
        break;
    }
  }
  finish_case();
  return cases;
}

const std::vector<Case>& all_cases() {
  static const std::vector<Case> cases = [] {
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(SUDOKU_FIXTURES_DIR)) {
      if (entry.path().extension() == ".cases") files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    std::vector<Case> result;
    for (const auto& file : files) {
      auto more = read_file(file);
      result.insert(result.end(), more.begin(), more.end());
    }
    return result;
  }();
  return cases;
}

sudoku::Shape shape_from_text(const std::string& text) {
  const auto x = text.find('x');
  if (x == std::string::npos) fail("shape '" + text + "'", "expected RxC");
  return sudoku::Shape{number_from_text(text.substr(0, x), "shape '" + text + "'"),
                       number_from_text(text.substr(x + 1), "shape '" + text + "'")};
}

sudoku::Conflict conflict_from_text(const std::string& text) {
  const std::string where = "conflict '" + text + "'";
  const auto parts = words(text);
  if (parts.size() < 6 || parts[2] != "digit" || parts[4] != "cells") {
    fail(where, "expected '<unit> <index> digit <d> cells <i> <j> ...'");
  }
  sudoku::Conflict conflict;
  if (parts[0] == "row") {
    conflict.unit = sudoku::Unit::row;
  } else if (parts[0] == "column") {
    conflict.unit = sudoku::Unit::column;
  } else if (parts[0] == "box") {
    conflict.unit = sudoku::Unit::box;
  } else {
    fail(where, "unknown unit '" + parts[0] + "'");
  }
  conflict.rule = static_cast<sudoku::Rule>(conflict.unit);  // a unit's conflict breaks its rule
  conflict.index = number_from_text(parts[1], where);
  conflict.digit = number_from_text(parts[3], where);
  for (std::size_t i = 5; i < parts.size(); ++i) {
    conflict.cells.push_back(number_from_text(parts[i], where));
  }
  return conflict;
}

sudoku::ParseResult parse_case(const Case& fixture) {
  std::optional<sudoku::Shape> shape;
  if (fixture.shape) shape = shape_from_text(*fixture.shape);
  const std::string where = fixture.label();
  if (fixture.format == "grid") {
    std::vector<std::vector<int>> rows;
    std::istringstream stream(fixture.input);
    for (std::string line; std::getline(stream, line);) {
      std::vector<int> row;
      for (const auto& word : words(line)) row.push_back(cell_number(word, where));
      rows.push_back(std::move(row));
    }
    return sudoku::parse(rows, shape);
  }
  if (fixture.format == "flat") {
    std::vector<int> numbers;
    for (const auto& word : words(fixture.input)) numbers.push_back(cell_number(word, where));
    return sudoku::parse(std::span<const int>(numbers), shape);
  }
  if (fixture.format == "leetcode") {
    return sudoku::parse(leetcode_to_text(fixture.input, where), shape);
  }
  return sudoku::parse(std::string_view(fixture.input), shape);
}

std::optional<std::size_t> expected_position(const Case& fixture) {
  if (!fixture.position || *fixture.position == "none") return std::nullopt;
  return static_cast<std::size_t>(number_from_text(*fixture.position, fixture.label()));
}

}  // namespace fixtures
