// The CLI's batch listing: output lines for invalid boards, shared by batch.cpp's walk and
// listing.cpp (internal).
#pragma once

#include <cstddef>
#include <string>

#include "sudoku/sudoku.hpp"

namespace sudoku::detail {

/// append_listing for a 9×9 line of fast_line_length bytes that a fast kernel found invalid
/// (each byte a digit 1-9 or a blank): the same output, without a Board or a Report.
void list_fast_line(std::string& out, const char* cells, std::size_t line,
                    const ListingOptions& options);

class ListingState;

/// Where list_invalid's walk writes (batch.cpp), and the session it tells about each line, if any
/// (listing_state.hpp).
struct Listing {
  const ListingOptions& options;
  std::string& out;
  ListingState* session = nullptr;
};

}  // namespace sudoku::detail
