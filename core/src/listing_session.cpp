// ListingSession: the CLI's check of files of boards, read in pieces; the grid rule and the error
// and summary lines are here, the line walk is list_invalid's (batch.cpp).
#include <algorithm>
#include <cstring>
#include <utility>

#include "characters.hpp"
#include "describe.hpp"
#include "listing_state.hpp"

namespace sudoku {
namespace detail {

void put_json_string(std::string& out, std::string_view text) {
  static constexpr char hex[] = "0123456789abcdef";
  out += '"';
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (byte >= 0x20) {
      out += c;
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c == '\b') {
      out += "\\b";
    } else if (c == '\f') {
      out += "\\f";
    } else {
      out += "\\u00";
      out += hex[byte >> 4];
      out += hex[byte & 15];
    }
  }
  out += '"';
}

void put_count(std::string& out, std::uint64_t count) {
  StringWriter writer(out);
  put_number(writer, static_cast<long long>(count));
}

ListingState::ListingState(ListingFormat format, std::optional<Shape> shape, bool quiet)
    : format_(format), quiet_(quiet || format == ListingFormat::none), shape_(shape) {}

void ListingState::begin(std::string_view name, bool name_lines) {
  if (open_) end();
  open_ = true;
  name_ = name;
  prefix_.clear();
  if (format_ == ListingFormat::json) {
    put_json_string(prefix_, name);
  } else if (name_lines) {
    prefix_ = name_;
    prefix_ += ": ";
  }
}

char* ListingState::room(std::size_t bytes) {
  if (buffer_.size() < held_ + bytes) buffer_.resize(held_ + bytes);
  return buffer_.data() + held_;
}

void ListingState::take(std::size_t bytes) {
  clear_output();
  open_ = true;
  held_ += std::min(bytes, buffer_.size() - held_);
  std::string_view text(buffer_.data(), held_);
  if (skipping_) {
    // The rest of a cut line, up to its newline, is skipped unread.
    const std::size_t newline = text.find('\n');
    if (newline == std::string_view::npos) {
      held_ = 0;
      return;
    }
    text.remove_prefix(newline + 1);
    skipping_ = false;
  }
  // Whole lines are checked now; the start of the last line waits for the rest of it.
  const std::size_t last_newline = text.rfind('\n');
  if (last_newline != std::string_view::npos) {
    check(text.substr(0, last_newline + 1));
    text.remove_prefix(last_newline + 1);
  }
  if (text.size() > max_text_length + 1) {
    // Longer than any board's text: its first bytes decide its error, and the rest is not kept.
    check(text.substr(0, max_text_length + 1));
    skipping_ = true;
    text = {};
  }
  if (!text.empty()) std::memmove(buffer_.data(), text.data(), text.size());
  held_ = text.size();
}

void ListingState::end() {
  clear_output();
  if (!open_) return;
  // The last line needs no newline.
  if (held_ > 0 && !skipping_) check(std::string_view(buffer_.data(), held_));
  end_block();
  open_ = false;
  held_ = 0;
  lines_ = 0;
  skipping_ = false;
}

void ListingState::summarize() {
  clear_output();
  if (format_ == ListingFormat::json) {
    output += "{\"summary\":true,\"total\":";
    put_count(output, counts.total);
    output += ",\"valid\":";
    put_count(output, counts.valid);
    output += ",\"invalid\":";
    put_count(output, counts.invalid);
    output += ",\"malformed\":";
    put_count(output, counts.malformed);
    if (solve_mode_ == ListingSolve::unique) {
      output += ",\"unique\":";
      put_count(output, counts.unique);
      output += ",\"multiple\":";
      put_count(output, counts.multiple);
    }
    if (solve_mode_ != ListingSolve::none) {
      output += ",\"deadEnds\":";
      put_count(output, counts.dead_ends);
      output += ",\"unknown\":";
      put_count(output, counts.unknown);
    }
    output += "}\n";
    return;
  }
  const auto count = [](std::size_t n) { return static_cast<long long>(n); };
  const Speaking language(catalog());
  output += detail::format(
      SUDOKU_MESSAGE("listing.summary",
                     "{total, plural, one {# board} other {# boards}}: {valid, plural, "
                     "other {# valid}}, {invalid, plural, other {# invalid}}"),
      {count(counts.total), count(counts.valid), count(counts.invalid)});
  if (counts.malformed > 0) {
    output += detail::format(
        SUDOKU_MESSAGE("listing.summary.malformed", ", {malformed, plural, other {# not boards}}"),
        {count(counts.malformed)});
  }
  // With solving, its counts are always said (0 too), so scripts can read them.
  if (solve_mode_ == ListingSolve::unique) {
    output += detail::format(
        SUDOKU_MESSAGE("listing.summary.unique",
                       ", {unique, plural, other {# unique}}, {multiple, plural, other {# not "
                       "unique}}"),
        {count(counts.unique), count(counts.multiple)});
  }
  if (solve_mode_ != ListingSolve::none) {
    output += detail::format(
        SUDOKU_MESSAGE("listing.summary.solving",
                       ", {dead_ends, plural, one {# dead end} other {# dead ends}}, "
                       "{unknown, plural, other {# unknown}}"),
        {count(counts.dead_ends), count(counts.unknown)});
  }
  output += '\n';
}

void ListingState::start_board_record(std::size_t line) {
  if (format_ == ListingFormat::json) {
    start_json_record(line);
    output += ",\"valid\":true";
    return;
  }
  output += prefix_;
  output += say(catalog(), SUDOKU_MESSAGE("listing.line", "line {line}: "),
                {static_cast<long long>(line)});
}

void ListingState::check(std::string_view lines) {
  // The walk owns the line rules (lines.hpp); it is told where an input starts.
  const ListingOptions options{quiet_ ? ListingFormat::none : format_, lines_ + 1, prefix_,
                               catalog()};
  // Every message the walk says (a parse error, a rule's refusal, a constraint's sentence, the
  // solver's) in the session's language.
  const Speaking language(catalog());
  const BatchReport report = list_lines(lines, lines_ == 0, shape_, options, output, this);
  // (frame lines held for the open block are counted when it turns out no grid)
  counts.valid += report.valid - held_boards_;
  counts.invalid += report.invalid;
  counts.total += report.valid - held_boards_ + report.invalid;
  held_boards_ = 0;
  lines_ += report.line_count;
}

// Holds a line of the open block while it may be a grid; false (and the block is no grid) when the
// block would have too many lines, or too many bytes, for one board.
bool ListingState::hold(std::size_t line, std::string_view text, std::size_t column,
                        std::string& message) {
  if (pending_.size() < max_grid_lines && block_text_.size() + text.size() < max_text_length) {
    pending_.push_back({line, column, std::move(message)});
    block_text_.append(text);
    block_text_ += '\n';
    return true;
  }
  report_pending();
  grid_possible_ = false;
  return false;
}

bool ListingState::board_line(std::size_t line, std::string_view text, bool valid) {
  if (!grid_possible_) return false;
  const bool frame = valid && std::all_of(text.begin(), text.end(), [](char c) {
                       return c == '-' || c == '*' || c == '+' || c == '|' || c == '=' ||
                              c == ' ' || c == '\t' || c == '\r';
                     });
  std::string none;
  if (frame && hold(line, text, 0, none)) {
    ++held_boards_;  // counted when the block is no grid
    return true;
  }
  report_pending();
  grid_possible_ = false;
  return false;
}

void ListingState::malformed_line(std::size_t line, std::string_view text, ParseError error) {
  const std::size_t column = error.position ? place_in_text(text, *error.position).column : 0;
  if (grid_possible_ && hold(line, text, column, error.message)) return;
  write_error(line, column, error.message);
}

void ListingState::end_block() {
  const Speaking language(catalog());
  if (pending_.size() >= 2) {
    ParseResult parsed = parse(block_text_, shape_);
    if (parsed) {
      const Report report = sudoku::check(*parsed.board);
      ++(report.valid() ? counts.valid : counts.invalid);
      ++counts.total;
      if (!quiet_) {
        append_listing(output, report, pending_.front().line, {format_, 1, prefix_, catalog()});
      }
      if (report.valid()) valid_board(pending_.front().line, *parsed.board, nullptr);
      pending_.clear();
    }
  }
  report_pending();
  grid_possible_ = true;
}

void ListingState::report_pending() {
  for (const PendingLine& line : pending_) {
    if (line.message.empty()) {
      ++counts.valid;  // a frame line, a board of blanks by itself
      ++counts.total;
    } else {
      write_error(line.line, line.column, line.message);
    }
  }
  pending_.clear();
  block_text_.clear();
}

void ListingState::write_error(std::size_t line, std::size_t column, std::string_view message) {
  ++counts.malformed;
  ++counts.total;
  if (format_ == ListingFormat::json && !quiet_) {
    start_json_record(line);
    // A column only where the error has a place (a count of cells has none), as in text.
    if (column > 0) {
      output += ",\"column\":";
      put_count(output, column);
    }
    output += ",\"error\":";
    put_json_string(output, message);
    output += "}\n";
    return;
  }
  const std::size_t start = start_message(line);
  if (column > 0) {
    output += ':';
    put_count(output, column);
  }
  output += ": error: ";
  output += message;
  output += '\n';
  errors.push_back({start, output.size()});
}

void ListingState::not_checked(std::size_t line, const std::vector<std::string>& ignored) {
  // With --json --quiet, as an error is, a note is said on standard error: never dropped.
  if (format_ == ListingFormat::json && !quiet_) {
    start_json_record(line);
    output += ",\"notChecked\":[";
    for (std::size_t i = 0; i < ignored.size(); ++i) {
      if (i > 0) output += ',';
      put_json_string(output, ignored[i]);
    }
    output += "]}\n";
    return;
  }
  // A note goes where errors go (standard error), in the same FILE:LINE: form.
  const std::size_t start = start_message(line);
  std::string things;
  for (std::size_t i = 0; i < ignored.size(); ++i) {
    if (i > 0) things += ", ";
    things += ignored[i];
  }
  output += ": note: ";
  output +=
      say(catalog(), SUDOKU_MESSAGE("listing.not_checked", "not checked: {things}"), {things});
  output += '\n';
  errors.push_back({start, output.size()});
}

void ListingState::start_json_record(std::size_t line) {
  output += "{\"file\":";
  put_json_string(output, name_);
  output += ",\"line\":";
  put_count(output, line);
}

std::size_t ListingState::start_message(std::size_t line) {
  const std::size_t start = output.size();
  output += name_;
  output += ':';
  put_count(output, line);
  return start;
}

void ListingState::clear_output() {
  output.clear();
  errors.clear();
}

}  // namespace detail

ListingSession::ListingSession(ListingFormat format, std::optional<Shape> shape, bool quiet)
    : state_(std::make_unique<detail::ListingState>(format, shape, quiet)) {}
ListingSession::~ListingSession() = default;
ListingSession::ListingSession(ListingSession&&) noexcept = default;
ListingSession& ListingSession::operator=(ListingSession&&) noexcept = default;

void ListingSession::begin(std::string_view name, bool name_lines) {
  state_->begin(name, name_lines);
}
char* ListingSession::room(std::size_t bytes) { return state_->room(bytes); }
void ListingSession::take(std::size_t bytes) { state_->take(bytes); }
void ListingSession::feed(std::string_view piece) {
  if (!piece.empty()) std::memcpy(room(piece.size()), piece.data(), piece.size());
  take(piece.size());
}
void ListingSession::end() { state_->end(); }
void ListingSession::speak(const Catalog* catalog) noexcept { state_->speak(catalog); }
void ListingSession::summarize() { state_->summarize(); }
std::string_view ListingSession::output() const noexcept { return state_->output; }
std::span<const OutputSpan> ListingSession::errors() const noexcept { return state_->errors; }
ListingCounts ListingSession::counts() const noexcept { return state_->counts; }

}  // namespace sudoku
