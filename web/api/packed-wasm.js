// Unpacks a wasm module that scripts/bundle.mjs embedded in a bundle (web/api/api.js imports it as a
// string): the module's bytes deflated (zlib format, by zopfli) and written six bits a character
// in PACKED_DIGITS. Inflated at once, with no task to wait for: Node with its zlib, browsers with
// fflate's inflater (DecompressionStream would hand the bytes back tasks later, after the page's
// first layout: see docs/benchmarks.md, "Load time").
import { unzlibSync } from "fflate";

/**
 * The 64 digits of the packed text, value 0 first: the characters minified code uses most, rather
 * than base64's. gzip codes the packed text and the code around it with shared Huffman tables
 * (wherever its blocks hold both), which cost 340 B gzip less in dist/valid-sudoku.js when the two
 * use the same characters. Never `"`, `\` or `<`.
 */
export const PACKED_DIGITS = "ternioas ()ul.,=dchf:-p;{}gbvmy#w0k[]x1&A+?!|>STEC2_`PUO$3W8D4z6";

/** Bytes as packed text (scripts/bundle.mjs writes the deflated module with it). */
export function writeDigits(bytes) {
  let text = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const bits = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    // Three bytes make four digits; one or two last bytes make two or three.
    const digits = Math.min(4, Math.ceil(((bytes.length - i) * 4) / 3));
    for (let k = 0; k < digits; k++) text += PACKED_DIGITS[(bits >> (18 - 6 * k)) & 63];
  }
  return text;
}

/** The module's bytes from the packed text of its deflated bytes. */
export function unpackWasm(text) {
  const valueOf = new Uint8Array(128);
  for (let value = 0; value < 64; value++) valueOf[PACKED_DIGITS.charCodeAt(value)] = value;
  // Four digits make three bytes; a last group of two or three digits makes one or two (a digit
  // read past the end is NaN, which counts as 0, and a byte written past the end is dropped).
  const packed = new Uint8Array((text.length * 3) >> 2);
  // The four digits are written out, not looped over: this loop runs once, mostly before the
  // engine optimises it, when an inner loop's own steps cost about as much as its work.
  for (let i = 0, at = 0; i < text.length; i += 4) {
    const bits =
      (valueOf[text.charCodeAt(i)] << 18) |
      (valueOf[text.charCodeAt(i + 1)] << 12) |
      (valueOf[text.charCodeAt(i + 2)] << 6) |
      valueOf[text.charCodeAt(i + 3)];
    packed[at++] = bits >> 16;
    packed[at++] = bits >> 8;
    packed[at++] = bits;
  }
  // Node (20.16 and later) inflates natively; older Node 20 as browsers do.
  const zlib = globalThis.process?.getBuiltinModule?.("node:zlib");
  return zlib ? zlib.inflateSync(packed) : unzlibSync(packed);
}
