// Fuzzes lz-string's Base64 form: any text packs and unpacks to itself (as UTF-8 after invalid
// bytes become U+FFFD), and any bytes unpack to at most the limit or to an error, never a crash.
#include "formats/travel.hpp"
#include "fuzz.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::text(fuzz::bytes(data, size));
  constexpr std::size_t limit = 1 << 12;
  const auto unpacked = sudoku::detail::lz_decompress_base64(text, limit);
  if (unpacked.text) {
    fuzz::require(unpacked.text->size() <= 3 * limit, "unpacking stops at the limit");
    const auto again = sudoku::detail::lz_decompress_base64(
        sudoku::detail::lz_compress_base64(*unpacked.text), limit);
    fuzz::require(again.text && *again.text == *unpacked.text,
                  "unpacked text packs back to itself");
  } else {
    fuzz::require(unpacked.error && *unpacked.error, "a refusal says why");
  }
  // The bytes as text: packing then unpacking gives them back (invalid UTF-8 normalised once).
  const auto once =
      sudoku::detail::lz_decompress_base64(sudoku::detail::lz_compress_base64(text), 4 * size + 4);
  fuzz::require(once.text.has_value(), "packed text unpacks");
  const auto twice = sudoku::detail::lz_decompress_base64(
      sudoku::detail::lz_compress_base64(*once.text), 4 * size + 4);
  fuzz::require(twice.text && *twice.text == *once.text, "packing is lossless");
  bool ascii = true;
  for (const char c : text) ascii = ascii && static_cast<unsigned char>(c) < 0x80;
  if (ascii) fuzz::require(*once.text == text, "ASCII text packs and unpacks to itself");
  return 0;
}
