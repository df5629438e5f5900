// PairBoards (pair_boards.hpp). Compiled for size in wasm (core/CMakeLists.txt): the moves are
// tables, not unrolled code.
#include "pair_boards.hpp"

#include <algorithm>
#include <array>

namespace sudoku::detail {
namespace {

using Cells = PairBoards::Cells;
constexpr int n = PairBoards::n;

[[gnu::always_inline]] constexpr Cells operator&(Cells a, Cells b) {
  return {a.low & b.low, a.high & b.high};
}
[[gnu::always_inline]] constexpr Cells operator|(Cells a, Cells b) {
  return {a.low | b.low, a.high | b.high};
}
[[gnu::always_inline]] constexpr Cells operator~(Cells a) { return {~a.low, ~a.high}; }
[[gnu::always_inline]] constexpr bool any(Cells a) { return (a.low | a.high) != 0; }
/// The cells `by` (1 to 63) places on, the 81st cell's bit the last kept.
[[gnu::always_inline]] constexpr Cells shifted(Cells a, int by) {
  return {a.low << by, (a.high << by | a.low >> (64 - by)) & ((std::uint64_t{1} << 17) - 1)};
}
[[gnu::always_inline]] constexpr Cells cell(int a) {
  return a < 64 ? Cells{std::uint64_t{1} << a, 0} : Cells{0, std::uint64_t{1} << (a - 64)};
}

// By k, the cells a move of k - 2 columns (-2 to 2) may leave from: the same for every board of
// side n, so a table rather than work per check.
constexpr std::array<Cells, 5> leaving_columns() {
  std::array<Cells, 5> from{};
  for (int a = 0; a < n * n; ++a) {
    for (int k = 0; k < 5; ++k) {
      const int c = a % n + k - 2;
      if (c >= 0 && c < n)
        from[static_cast<std::size_t>(k)] = from[static_cast<std::size_t>(k)] | cell(a);
    }
  }
  return from;
}
constexpr std::array<Cells, 5> from_columns = leaving_columns();

// A move to a later cell: `offset` cells on (rows down times n, plus columns right), leaving
// only from the columns of from_columns[k] (a move of k - 2 columns).
struct Move {
  int offset, k;
};
constexpr Move knight[] = {{n - 2, 0}, {n + 2, 4}, {2 * n - 1, 1}, {2 * n + 1, 3}};
constexpr Move king[] = {{n - 1, 1}, {n + 1, 3}};
constexpr Move right{1, 3}, down{n, 2};

}  // namespace

PairBoards::PairBoards(const Rules& rules, int size) {
  const bool pairs = rules.anti_knight || rules.anti_king || rules.non_consecutive ||
                     rules.negative_ratio || rules.negative_xv;
  if (!pairs || size != n) return;
  usable_ = true;
  knight_ = rules.anti_knight, king_ = rules.anti_king, consecutive_ = rules.non_consecutive;
  ratio_ = rules.negative_ratio, xv_ = rules.negative_xv;
  if (!consecutive_ && !ratio_ && !xv_) return;  // (no rule reads the marks: pair_marks()'s)
  std::uint64_t ratios = 0;
  for (const Constraint& c : rules.constraints) {
    const bool dot =
        c.kind == ConstraintKind::kropki_white || c.kind == ConstraintKind::kropki_black;
    if (!dot && c.kind != ConstraintKind::xv) continue;
    const int a = std::min(c.lines[0][0], c.lines[0][1]),
              b = std::max(c.lines[0][0], c.lines[0][1]);
    Cells* const right_down = dot ? dotted_ : summed_;
    if (b - a == 1 && a % n != n - 1) right_down[0] = right_down[0] | cell(b);
    if (b - a == n) right_down[1] = right_down[1] | cell(b);
    if (c.kind == ConstraintKind::kropki_black) {
      ratios |= std::uint64_t{1} << ((c.value != 0 ? c.value : 2) - 1);
    }
  }
  ratios_ = ratios != 0 ? ratios : 2;
}

bool PairBoards::clear(std::span<const std::uint8_t> cells) const noexcept {
  // Cells 0..63 in one word and 64..80 in another: the pass over the board shifts 64 bits.
  std::uint64_t low[n + 1] = {}, high[n + 1] = {};
  for (std::size_t a = 0; a < 64; ++a) low[cells[a]] |= std::uint64_t{1} << a;
  for (std::size_t a = 64; a < n * n; ++a) high[cells[a]] |= std::uint64_t{1} << (a - 64);
  const auto reach = [&](Cells from, Move move) {
    return shifted(from & from_columns[static_cast<std::size_t>(move.k)], move.offset);
  };
  Cells digit[n + 1], to_right[n + 1], below[n + 1];
  Cells hit;
  for (int d = 1; d <= n; ++d) {
    const Cells m{low[d], high[d]};
    digit[d] = m;
    if (knight_) {
      for (const Move move : knight) hit = hit | (reach(m, move) & m);
    }
    if (king_) {
      for (const Move move : king) hit = hit | (reach(m, move) & m);
    }
    to_right[d] = reach(m, right);
    below[d] = reach(m, down);
  }
  if (any(hit)) return false;
  // Digits x and y on orthogonal neighbours not joined by one of the marks.
  const auto touch = [&](int x, int y, const Cells* joined) {
    const Cells across = (to_right[x] & digit[y]) | (to_right[y] & digit[x]);
    const Cells along = (below[x] & digit[y]) | (below[y] & digit[x]);
    return any((across & ~joined[0]) | (along & ~joined[1]));
  };
  for (int d = 1; consecutive_ && d < n; ++d) {
    if (touch(d, d + 1, dotted_)) return false;
  }
  for (int d = 1; xv_ && d <= 5; ++d) {  // pairs adding up to 5 (1 4, 2 3) or 10 (1 9 … 5 5)
    if (d <= 2 && touch(d, 5 - d, summed_)) return false;
    if (touch(d, 10 - d, summed_)) return false;
  }
  for (int r = 2; ratio_ && r <= n; ++r) {
    if ((ratios_ >> (r - 1) & 1) == 0) continue;
    for (int d = 1; d * r <= n; ++d) {
      if (touch(d, d * r, dotted_)) return false;
    }
  }
  return true;
}

}  // namespace sudoku::detail
