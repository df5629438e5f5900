// Crops a PNG (8-bit RGB or RGBA, not interlaced: what browsers' screenshots are) to a rectangle,
// for webkit.mjs's element shots: WebKit's own element snapshot draws composited layers black.
import { deflateSync, inflateSync } from "node:zlib";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

// CRC-32 as PNG chunks use it (zlib's crc32 is in Node 22, not 20).
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, tail]);
}

/** The pixels of `png` (8-bit RGB or RGBA, not interlaced): { width, height, channels, rows, header }. */
export function decodePng(png) {
  let header;
  const data = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString("latin1", at + 4, at + 8);
    if (type === "IHDR") header = png.subarray(at + 8, at + 8 + length);
    if (type === "IDAT") data.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const [w, h, depth, colour, , , interlace] = [
    header.readUInt32BE(0),
    header.readUInt32BE(4),
    header[8],
    header[9],
    header[10],
    header[11],
    header[12],
  ];
  const channels = { 2: 3, 6: 4 }[colour];
  if (depth !== 8 || !channels || interlace) throw new Error("decodePng: not an 8-bit RGB(A) PNG");
  const raw = inflateSync(Buffer.concat(data));
  const stride = w * channels;
  const rows = [];
  let previous = Buffer.alloc(stride);
  for (let row = 0; row < h; row++) {
    const filter = raw[row * (stride + 1)];
    const line = Buffer.from(raw.subarray(row * (stride + 1) + 1, (row + 1) * (stride + 1)));
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? line[i - channels] : 0;
      const b = previous[i];
      const c = i >= channels ? previous[i - channels] : 0;
      const p = a + b - c;
      const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
      const predicted = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][
        filter
      ];
      line[i] = (line[i] + predicted) & 0xff;
    }
    previous = line;
    rows.push(line);
  }
  return { width: w, height: h, channels, rows, header };
}

/** The part { x, y, width, height } of `png` (pixels, clamped to the image), as a PNG. */
export function cropPng(png, { x, y, width, height }) {
  const { width: w, height: h, channels, rows: lines, header } = decodePng(png);
  const left = Math.max(0, Math.round(x));
  const top = Math.max(0, Math.round(y));
  const right = Math.min(w, Math.round(x + width));
  const bottom = Math.min(h, Math.round(y + height));
  const rows = [];
  for (let row = top; row < bottom; row++)
    rows.push(
      Buffer.concat([Buffer.from([0]), lines[row].subarray(left * channels, right * channels)]),
    );
  const out = Buffer.from(header);
  out.writeUInt32BE(right - left, 0);
  out.writeUInt32BE(bottom - top, 4);
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", out),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * One PNG of several (8-bit RGB or RGBA), laid out left to right in rows of `columns` on a white
 * ground, `gap` pixels apart: a contact sheet of screenshots.
 */
export function contactSheet(pngs, { columns = 2, gap = 16 } = {}) {
  const images = pngs.map(decodePng);
  const rows = [];
  for (let at = 0; at < images.length; at += columns) rows.push(images.slice(at, at + columns));
  const widths = Array.from({ length: columns }, (_, column) =>
    Math.max(0, ...rows.map((row) => row[column]?.width ?? 0)),
  );
  const heights = rows.map((row) => Math.max(...row.map((image) => image.height)));
  const width = widths.reduce((a, b) => a + b, 0) + gap * (columns + 1);
  const height = heights.reduce((a, b) => a + b, 0) + gap * (rows.length + 1);
  const lines = Array.from({ length: height }, () => Buffer.alloc(width * 3, 0xff));
  let top = gap;
  rows.forEach((row, r) => {
    let left = gap;
    row.forEach((image, column) => {
      for (let y = 0; y < image.height; y++)
        for (let x = 0; x < image.width; x++) {
          const from = x * image.channels;
          image.rows[y].copy(lines[top + y], (left + x) * 3, from, from + 3);
        }
      left += widths[column] + gap;
    });
    top += heights[r] + gap;
  });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const data = Buffer.concat(lines.map((line) => Buffer.concat([Buffer.from([0]), line])));
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(data)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
