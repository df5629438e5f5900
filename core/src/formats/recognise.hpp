// How text of a travelling format is told from board text by its first characters: links, bare
// site addresses, Solo game ids and SudokuPad ids. Header-only and cheap, so every flavour of the
// core has it: the travelling reader (read.cpp) dispatches on it, and a core without the formats
// (the plain WebAssembly modules) names what it was given instead of an unexpected character.
#pragma once

#include <cstddef>
#include <string_view>

namespace sudoku::detail {

/// True when `text` starts with `prefix`, ASCII letters of `text` compared in lower case.
[[nodiscard]] inline bool starts_with(std::string_view text, std::string_view prefix) noexcept {
  if (text.size() < prefix.size()) return false;
  for (std::size_t i = 0; i < prefix.size(); ++i) {
    char c = text[i];
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    if (c != prefix[i]) return false;
  }
  return true;
}

[[nodiscard]] inline bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }

/// `text` without a byte order mark and the spaces around it.
[[nodiscard]] inline std::string_view trimmed(std::string_view text) noexcept {
  constexpr std::string_view spaces = " \t\r\n\v\f";
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  const auto first = text.find_first_not_of(spaces);
  if (first == std::string_view::npos) return {};
  return text.substr(first, text.find_last_not_of(spaces) - first + 1);
}

/// What a link starts with, and the sites' addresses that may be given without it.
inline constexpr std::string_view link_schemes[] = {"http://", "https://"};
inline constexpr std::string_view bare_hosts[] = {"f-puzzles.com/", "sudokupad.app/",
                                                  "app.crackingthecryptic.com/",
                                                  "sudokuexchange.com/", "www."};
/// SudokuPad ids that carry their puzzle (any other id is a short id only its server resolves).
inline constexpr std::string_view sudokupad_prefixes[] = {"scl", "ctc", "fpuz", "scf", "classic"};

/// True when `text` starts with one of `prefixes` (compared as starts_with() does), and is
/// longer than it when `longer`.
template <std::size_t count>
[[nodiscard]] bool starts_with_any(std::string_view text, const std::string_view (&prefixes)[count],
                                   bool longer = false) noexcept {
  for (const std::string_view prefix : prefixes) {
    if (starts_with(text, prefix) && (!longer || text.size() > prefix.size())) return true;
  }
  return false;
}

/// A link: `http://` or `https://`.
[[nodiscard]] inline bool is_link(std::string_view text) noexcept {
  return starts_with_any(text, link_schemes);
}

/// A site's address without its scheme (`f-puzzles.com/?load=…`, `www.…`).
[[nodiscard]] inline bool is_bare_link(std::string_view text) noexcept {
  return starts_with_any(text, bare_hosts);
}

/// Solo's ids: digits, maybe `x` and digits, flags, then ':' (a puzzle) or '#' (a seed).
[[nodiscard]] inline bool is_solo_id(std::string_view text) noexcept {
  std::size_t i = 0;
  while (i < text.size() && is_digit(text[i])) ++i;
  if (i == 0 || i > 3) return false;
  if (i < text.size() && text[i] == 'x' && i + 1 < text.size() && is_digit(text[i + 1])) {
    ++i;
    while (i < text.size() && is_digit(text[i])) ++i;
  }
  while (i < text.size() && text[i] >= 'a' && text[i] <= 'z') ++i;
  return i < text.size() && (text[i] == ':' || text[i] == '#');
}

/// A SudokuPad puzzle id that carries its puzzle (`scl…`, `ctc…`, `fpuz…`, `scf…`, `classic…`).
/// (SudokuPad's ids are case-sensitive: the prefixes are compared as they are.)
[[nodiscard]] inline bool is_sudokupad_id(std::string_view text) noexcept {
  for (const std::string_view prefix : sudokupad_prefixes) {
    if (text.starts_with(prefix) && text.size() > prefix.size()) return true;
  }
  return false;
}

/// A bare f-puzzles payload: the lz-string Base64 of f-puzzles JSON without its link. Every one
/// starts `N4Ig` (the packed `{"`), and holds only Base64's characters.
[[nodiscard]] inline bool is_fpuzzles_payload(std::string_view text) noexcept {
  return text.starts_with("N4Ig") &&
         text.find_first_not_of(
             "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=") ==
             std::string_view::npos;
}

/// True when a core without the travelling formats (the plain WebAssembly modules) is given one
/// of them: a link, a site's address, a Solo game id, a SudokuPad id or puzzle JSON. Looks at the
/// first characters only (after a byte order mark and spaces).
[[nodiscard]] inline bool looks_travelling(std::string_view text) noexcept {
  std::size_t start = text.starts_with("\xEF\xBB\xBF") ? 3 : 0;
  while (start < text.size() &&
         (text[start] == ' ' || (text[start] >= '\t' && text[start] <= '\r')))
    ++start;
  text.remove_prefix(start);
  return starts_with(text, "{") || is_link(text) || is_bare_link(text) || is_solo_id(text) ||
         is_sudokupad_id(text) || is_fpuzzles_payload(text);
}

}  // namespace sudoku::detail
