// Simon Tatham's Solo game ids, `<params>:<description>`, read and written as solo.c does:
// params `CxR` (boxes C rows by R columns) or `Nj` (jigsaw), flags `x` (both diagonals) and
// `k` (killer); the description is the grid's run-length text, then for a jigsaw its block
// edges, then for a killer its cage edges and its cage sums as a second run-length grid.
#include <algorithm>
#include <numeric>
#include <string>

#include "../characters.hpp"
#include "travel.hpp"

namespace sudoku::detail {
namespace {

PuzzleResult solo_error(std::string_view what) {
  return puzzle_error(
      format(SUDOKU_MESSAGE("formats.solo.solo_game_id", "Solo game id: {0}"), {what}));
}

// Cells as Solo writes them: `a`-`z` for 1-26 blanks, numbers in decimal, `_` between two
// numbers. `limit` bounds the numbers (N for digits, N·N² for sums).
const char* read_grid(std::string_view& desc, int area, long long limit, std::vector<int>& out) {
  out.clear();
  while (!desc.empty() && desc.front() != ',') {
    const char c = desc.front();
    if (c >= 'a' && c <= 'z') {
      out.insert(out.end(), static_cast<std::size_t>(c - 'a' + 1), 0);
      desc.remove_prefix(1);
    } else if (c == '_') {
      desc.remove_prefix(1);
    } else if (c >= '1' && c <= '9') {
      long long value = 0;
      while (!desc.empty() && desc.front() >= '0' && desc.front() <= '9') {
        value = value * 10 + (desc.front() - '0');
        if (value > limit) return "a number out of range";
        desc.remove_prefix(1);
      }
      out.push_back(static_cast<int>(value));
    } else {
      return "an invalid character in the description";
    }
    if (out.size() > static_cast<std::size_t>(area)) return "more cells than the grid holds";
  }
  if (out.size() < static_cast<std::size_t>(area)) return "fewer cells than the grid holds";
  return nullptr;
}

// Union-find over cells, for block edges.
int root(std::vector<int>& parent, int cell) {
  while (parent[static_cast<std::size_t>(cell)] != cell) {
    parent[static_cast<std::size_t>(cell)] =
        parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(cell)])];
    cell = parent[static_cast<std::size_t>(cell)];
  }
  return cell;
}

// The two cells of edge `pos`: first the edges between columns, row by row, then the edges
// between rows, column by column.
std::pair<int, int> edge_cells(int pos, int n) {
  if (pos < n * (n - 1)) {
    const int y = pos / (n - 1), x = pos % (n - 1);
    return {y * n + x, y * n + x + 1};
  }
  const int x = pos / (n - 1) - n, y = pos % (n - 1);
  return {y * n + x, (y + 1) * n + x};
}

// Block edges: each letter is that many non-edges (`_` none) and then an edge; `z` is 26
// non-edges and no edge. Gives the block of each cell, numbered in order of first cell.
const char* read_blocks(std::string_view& desc, int n, std::vector<int>& block) {
  std::vector<int> parent(static_cast<std::size_t>(n) * n);
  std::iota(parent.begin(), parent.end(), 0);
  const int edges = 2 * n * (n - 1);
  int pos = 0;
  while (!desc.empty() && desc.front() != ',') {
    const char c = desc.front();
    int run;
    if (c == '_') {
      run = 0;
    } else if (c >= 'a' && c <= 'z') {
      run = c - 'a' + 1;
    } else {
      return "an invalid character in a block structure";
    }
    desc.remove_prefix(1);
    for (int i = 0; i < run; ++i, ++pos) {
      if (pos >= edges) return "a block structure with too much data";
      const auto [a, b] = edge_cells(pos, n);
      parent[static_cast<std::size_t>(root(parent, a))] = root(parent, b);
    }
    if (run != 26) ++pos;
  }
  if (pos != edges + 1) return "a block structure with too little data";
  block.assign(parent.size(), -1);
  std::vector<int> number(parent.size(), -1);
  int next = 0;
  for (int cell = 0; cell < n * n; ++cell) {
    int& id = number[static_cast<std::size_t>(root(parent, cell))];
    if (id < 0) id = next++;
    block[static_cast<std::size_t>(cell)] = id;
  }
  return nullptr;
}

void write_grid(std::string& out, const std::vector<int>& cells) {
  int blanks = 0;
  bool after_number = false;
  for (const int value : cells) {
    if (value == 0) {
      if (++blanks == 26) {
        out += 'z';
        blanks = 0;
      }
      continue;
    }
    if (blanks)
      out += static_cast<char>('a' + blanks - 1);
    else if (after_number)
      out += '_';
    blanks = 0;
    out += format(SUDOKU_TEXT("{0}"), {value});
    after_number = true;
  }
  if (blanks) out += static_cast<char>('a' + blanks - 1);
}

// The edges between cells of different blocks, as read_blocks reads them.
void write_blocks(std::string& out, const std::vector<int>& block, int n) {
  const int edges = 2 * n * (n - 1);
  int run = 0;
  for (int pos = 0; pos <= edges; ++pos) {
    const bool edge = pos == edges || [&] {
      const auto [a, b] = edge_cells(pos, n);
      return block[static_cast<std::size_t>(a)] != block[static_cast<std::size_t>(b)];
    }();
    if (!edge) {
      if (++run == 26) {
        out += 'z';
        run = 0;
      }
      continue;
    }
    out += run ? static_cast<char>('a' + run - 1) : '_';
    run = 0;
  }
}

}  // namespace

PuzzleResult read_solo(std::string_view id) {
  const auto colon = id.find_first_of(":#");
  if (colon == std::string_view::npos)
    return solo_error("no ':' between the parameters and the description");
  if (id[colon] == '#')
    return solo_error(
        "a random seed, not a puzzle (Solo makes its puzzle from it; copy the game id, with ':', "
        "from Game > Specific)");
  std::string_view params = id.substr(0, colon);
  std::string_view desc = id.substr(colon + 1);
  int c = 0, r = 0;
  while (!params.empty() && params.front() >= '0' && params.front() <= '9') {
    if (c <= max_size) c = c * 10 + (params.front() - '0');
    params.remove_prefix(1);
  }
  r = c;
  bool seen_r = false;
  if (params.size() > 1 && params.front() == 'x' && params[1] >= '0' && params[1] <= '9') {
    params.remove_prefix(1);
    r = 0;
    seen_r = true;
    while (!params.empty() && params.front() >= '0' && params.front() <= '9') {
      if (r <= max_size) r = r * 10 + (params.front() - '0');
      params.remove_prefix(1);
    }
  }
  bool jigsaw = false, diagonals = false, killer = false;
  for (const char flag : params) {
    if (flag == 'j') {
      if (seen_r) c *= r;
      r = 1;
      jigsaw = true;
    } else if (flag == 'x') {
      diagonals = true;
    } else if (flag == 'k') {
      killer = true;
    }
  }
  if (!seen_r && !jigsaw) r = c;
  if (c < 1 || r < 1 || c > max_size || r > max_size || c * r > max_size)
    return solo_error(
        format(SUDOKU_MESSAGE("formats.solo.boxes_by_do_not_make",
                              "boxes {0} by {1} do not make a board the referee checks"),
               {Part(c), Part(r)}));
  // Solo's `CxR` has boxes C rows tall and R columns wide; `Nj` has N irregular blocks.
  const int n = c * r;
  Shape shape = jigsaw ? *shape_for_size(n) : Shape{c, r};
  const int area = n * n;
  std::vector<int> cells;
  if (const char* error = read_grid(desc, area, n, cells)) return solo_error(error);
  Rules rules;
  if (jigsaw) {
    if (desc.empty() || desc.front() != ',')
      return solo_error("a jigsaw id without its block structure");
    desc.remove_prefix(1);
    if (const char* error = read_blocks(desc, n, rules.regions)) return solo_error(error);
    // Solo writes boxes one cell thick (`1x5`, `5x1`) as a jigsaw whose blocks are those boxes:
    // such blocks are that shape's classic boxes. Any other blocks stay regions, even when they
    // happen to be the boxes of another shape (a jigsaw is written so, and reads back so); the
    // shape the size implies is tried first, and blocks that are its boxes are the classic game.
    if (!regions_are_boxes(rules.regions, shape)) {
      for (const Shape thin : {Shape{1, n}, Shape{n, 1}}) {
        if (regions_are_boxes(rules.regions, thin)) {
          shape = thin;
          break;
        }
      }
    }
  }
  if (killer) {
    std::vector<int> cage_of;
    if (desc.empty() || desc.front() != ',') return solo_error("a killer id without its cages");
    desc.remove_prefix(1);
    if (const char* error = read_blocks(desc, n, cage_of)) return solo_error(error);
    if (desc.empty() || desc.front() != ',') return solo_error("a killer id without its cage sums");
    desc.remove_prefix(1);
    std::vector<int> sums;
    if (const char* error = read_grid(desc, area, static_cast<long long>(n) * area, sums))
      return solo_error(error);
    const int count = *std::max_element(cage_of.begin(), cage_of.end()) + 1;
    rules.cages.resize(static_cast<std::size_t>(count));
    for (int cell = 0; cell < area; ++cell) {
      Cage& cage = rules.cages[static_cast<std::size_t>(cage_of[static_cast<std::size_t>(cell)])];
      cage.cells.push_back(cell);
      if (sums[static_cast<std::size_t>(cell)] != 0)
        cage.sum = sums[static_cast<std::size_t>(cell)];
    }
  }
  if (!desc.empty()) return solo_error("unexpected text at the end of the description");
  rules.main_diagonal = rules.anti_diagonal = diagonals;
  return make_puzzle(board_from_cells(cells, shape), std::move(rules), {});
}

FormatResult write_solo(const Board& board, const Rules& rules) {
  const auto refuse = [](std::string why) {
    return FormatResult{std::nullopt, "a Solo game id " + why};
  };
  if (rules.anti_knight || rules.anti_king || rules.non_consecutive || rules.disjoint_groups ||
      !rules.extra_regions.empty() || rules.negative_ratio || rules.negative_xv ||
      !rules.constraints.empty()) {
    return refuse("carries only jigsaw regions, both diagonals and killer cages");
  }
  if (rules.main_diagonal != rules.anti_diagonal) return refuse("marks both diagonals or neither");
  const int n = board.size();
  const Shape shape = board.shape();
  // Solo's own limits (validate_params in solo.c): it opens nothing else.
  if (n < 2) return refuse("needs a board of 2×2 or more");
  if (n > 31)
    return refuse(format(
        SUDOKU_MESSAGE("formats.solo.has_at_most_31_symbols", "has at most 31 symbols, not {0}"),
        {Part(n)}));
  if (!rules.cages.empty() && n > 9) return refuse("carries killer cages on boards up to 9×9");
  if (rules.main_diagonal && n < 4) return refuse("marks diagonals on boards of 4×4 or more");
  // Solo reads boxes one cell thick (`1xN`, `Nx1`) as a jigsaw of N blocks, so such boxes are
  // written as that jigsaw's blocks; reading it back gives the same boxes (drop_box_regions).
  std::vector<int> blocks = rules.regions;
  if (blocks.empty() && (shape.box_rows == 1 || shape.box_cols == 1)) {
    blocks.resize(static_cast<std::size_t>(n) * static_cast<std::size_t>(n));
    for (int cell = 0; cell < n * n; ++cell)
      blocks[static_cast<std::size_t>(cell)] = box_index(cell / n, cell % n, shape);
  }
  std::string out;
  if (!blocks.empty()) {
    out = format(SUDOKU_TEXT("{0}j"), {Part(n)});
  } else {
    out = format(SUDOKU_TEXT("{0}x{1}"), {Part(shape.box_rows), Part(shape.box_cols)});
  }
  if (rules.main_diagonal) out += 'x';
  if (!rules.cages.empty()) out += 'k';
  out += ':';
  const auto cells = board.cells();
  write_grid(out, std::vector<int>(cells.begin(), cells.end()));
  const auto blocks_read_back = [&](const std::vector<int>& block) {
    std::string text;
    write_blocks(text, block, n);
    std::string_view view = text;
    std::vector<int> again;
    read_blocks(view, n, again);
    return std::pair{text, again};
  };
  if (!blocks.empty()) {
    auto [text, again] = blocks_read_back(blocks);
    // Solo's blocks are what its edges enclose: each region must be one connected piece.
    std::vector<int> first_of(static_cast<std::size_t>(n) * n, -1);
    for (int cell = 0; cell < n * n; ++cell) {
      const int region = blocks[static_cast<std::size_t>(cell)];
      if (region < 0) return refuse("has every cell in a region");
      int& block = first_of[static_cast<std::size_t>(region)];
      if (block < 0) block = again[static_cast<std::size_t>(cell)];
      if (block != again[static_cast<std::size_t>(cell)])
        return refuse("needs each region in one piece");
    }
    out += ',' + text;
  }
  if (!rules.cages.empty()) {
    std::vector<int> cage_of(static_cast<std::size_t>(n) * n, -1);
    std::vector<int> sums(cage_of.size(), 0);
    for (std::size_t index = 0; index < rules.cages.size(); ++index) {
      const Cage& cage = rules.cages[index];
      if (!cage.sum || cage.cells.size() < 2)
        return refuse("needs a sum on every cage and cages of two cells or more");
      for (const int cell : cage.cells)
        cage_of[static_cast<std::size_t>(cell)] = static_cast<int>(index);
      sums[static_cast<std::size_t>(*std::min_element(cage.cells.begin(), cage.cells.end()))] =
          *cage.sum;
    }
    if (std::find(cage_of.begin(), cage_of.end(), -1) != cage_of.end())
      return refuse("needs every cell in a cage");
    auto [text, again] = blocks_read_back(cage_of);
    std::vector<int> first_of(rules.cages.size(), -1);
    for (int cell = 0; cell < n * n; ++cell) {
      int& block = first_of[static_cast<std::size_t>(cage_of[static_cast<std::size_t>(cell)])];
      if (block < 0) block = again[static_cast<std::size_t>(cell)];
      if (block != again[static_cast<std::size_t>(cell)])
        return refuse("needs each cage in one piece");
    }
    out += ',' + text + ',';
    write_grid(out, sums);
  }
  return FormatResult{std::move(out), {}};
}

}  // namespace sudoku::detail
