// The one thing parse() needs of the travelling formats (internal to the core).
#pragma once

#include <optional>
#include <string_view>

#include "sudoku/sudoku.hpp"

namespace sudoku::detail {

/// The board of a link, site id or puzzle JSON (its rules are parse_puzzle()'s), or empty when
/// the text is plain board text. Cheap for board text: a look at its first characters.
[[nodiscard]] std::optional<ParseResult> travelling_board(std::string_view text,
                                                          std::optional<Shape> shape);

}  // namespace sudoku::detail
