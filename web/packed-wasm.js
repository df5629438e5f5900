// Unpacks a wasm module that scripts/bundle.mjs embedded in a bundle (web/api.js imports it as a
// string): the module's bytes deflated (zlib format, by zopfli) and written as base64, which gzips
// 2.3 KB smaller in the classic bundle than the bytes themselves written as a string. The engine
// inflates them: Node with its zlib, browsers with DecompressionStream.

/** The module's bytes from the base64 text of its deflated bytes. */
export async function unpackWasm(base64) {
  const text = atob(base64);
  const packed = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) packed[i] = text.charCodeAt(i);
  // Node (20.16 and later) inflates in a millisecond; its web streams take 20 ms to warm up.
  const zlib = globalThis.process?.getBuiltinModule?.("node:zlib");
  if (zlib) return zlib.inflateSync(packed);
  if (typeof DecompressionStream !== "function") {
    throw new Error(
      "this browser cannot unpack the embedded WebAssembly module: it has no DecompressionStream (Chrome and Edge 80, Firefox 113, Safari 16.4 and later have it)",
    );
  }
  const stream = new Blob([packed]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
