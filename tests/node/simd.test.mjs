// validateMany's SIMD128 path (web/simd.js) against the scalar path, and loading without wasm SIMD.
//
// This process runs with SUDOKU_SIMD=1, so loading fails (and these tests fail) if the SIMD module
// cannot be used; the scalar reports come from a child process with SUDOKU_SIMD=0.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

process.env.SUDOKU_SIMD = "1";
const bundle = fileURLToPath(new URL("../../dist/valid-sudoku.mjs", import.meta.url));
const { loadValidator } = await import(bundle);
const sudoku = await loadValidator();

// Deterministic random text: plain 81-character boards (valid, invalid, `.`/`0`/`-`/`_`/`*`
// blanks), runs long enough for the SIMD scan, and everything else a file may hold.
function randomCorpus(seed, lines) {
  let state = seed;
  const random = (n) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % n;
  };
  const blanks = ".0-_*";
  const board = () => {
    const shift = random(9);
    const cells = [];
    for (let r = 0; r < 9; r++) {
      for (let c = 0; c < 9; c++) {
        const digit = ((r * 3 + Math.floor(r / 3) + c + shift) % 9) + 1;
        cells.push(random(10) < 5 ? blanks[random(8) < 7 ? 0 : random(5)] : String(digit));
      }
    }
    const repeats = random(3);
    for (let k = 0; k < repeats; k++) cells[random(81)] = String(1 + random(9));
    return cells;
  };
  const odd = [
    () => "",
    () => "   ",
    () => "# a comment",
    () => "x".repeat(81),
    () => board().join("").slice(0, 80),
    () => board().join("") + "5",
    () => {
      const cells = board();
      cells[random(81)] = "abc|+ ?A"[random(8)];
      return cells.join("");
    },
    () => "1234123412341234".replace(/./g, (d) => (random(3) ? d : ".")),
    () => board().join("") + "\r",
    () => board().join(" ").slice(0, 81),
    () => "1".repeat(81),
    () => "\u00e9" + board().join("").slice(1),
  ];
  const out = [];
  while (out.length < lines) {
    const kind = random(10);
    const run = kind < 6 ? 1 + random(80) : 1 + random(4);
    for (let k = 0; k < run; k++) {
      out.push(kind < 8 ? board().join("") : odd[random(odd.length)]());
    }
  }
  const newline = random(2) ? "\n" : "\r\n";
  return out.join(newline) + (random(2) ? newline : "");
}

// A report as plain data, lines included (the getter is read).
function plain(report) {
  return {
    total: report.total,
    valid: report.valid,
    invalid: report.invalid,
    malformed: report.malformed,
    results: [...report.results],
    lines: [...report.lines],
    errors: report.errors,
  };
}

// The scalar path's reports of the same inputs, from a child process.
function scalarReports(inputs, shape) {
  const script = `
    const { loadValidator } = await import(${JSON.stringify(bundle)});
    const sudoku = await loadValidator();
    const inputs = JSON.parse(require("node:fs").readFileSync(0, "utf8"));
    const reports = inputs.map((text) => {
      const r = sudoku.validateMany(text, ${JSON.stringify(shape ? { shape } : undefined)});
      return { total: r.total, valid: r.valid, invalid: r.invalid, malformed: r.malformed,
               results: [...r.results], lines: [...r.lines], errors: r.errors };
    });
    process.stdout.write(JSON.stringify(reports));`;
  const output = execFileSync(process.execPath, ["--input-type=commonjs", "-e", wrap(script)], {
    input: JSON.stringify(inputs),
    env: { ...process.env, SUDOKU_SIMD: "0" },
    maxBuffer: 1 << 28,
  });
  return JSON.parse(output);
}
const wrap = (body) =>
  `(async () => { ${body} })().catch((e) => { console.error(e); process.exit(1); });`;

test("the SIMD path gives the scalar path's reports on random mixed corpora", () => {
  const inputs = [];
  for (let seed = 1; seed <= 24; seed++) inputs.push(randomCorpus(seed, 200 + seed * 37));
  inputs.push("", "\n", "\n\n", "#", randomCorpus(99, 3000));
  const expected = scalarReports(inputs);
  let fastRuns = 0;
  inputs.forEach((text, k) => {
    const report = plain(sudoku.validateMany(text));
    assert.deepEqual(report, expected[k], `corpus ${k}`);
    if (report.total > 16) fastRuns++;
  });
  assert.ok(fastRuns > 20, "the corpora should hold runs long enough for the SIMD scan");
  // The sample must exercise every outcome.
  const all = expected.reduce((sum, r) => sum + r.valid * 1e6 + r.invalid * 1e3 + r.malformed, 0);
  assert.ok(all % 1e3 > 0 && Math.floor(all / 1e3) % 1e3 > 0 && all >= 1e6);
});

test("Uint8Array input, shapes and more than 1000 malformed lines agree too", () => {
  const bad = Array.from({ length: 1500 }, (_, i) => (i % 3 ? "1".repeat(80) + "x" : "#c")).join(
    "\n",
  );
  const inputs = [randomCorpus(7, 2000), bad, randomCorpus(8, 500) + "\n" + bad];
  for (const shape of [undefined, "3x3"]) {
    const expected = scalarReports(inputs, shape);
    inputs.forEach((text, k) => {
      const options = shape ? { shape } : undefined;
      assert.deepEqual(plain(sudoku.validateMany(text, options)), expected[k], `${shape} ${k}`);
      const bytes = new TextEncoder().encode(text);
      assert.deepEqual(plain(sudoku.validateMany(bytes, options)), expected[k], `bytes ${k}`);
    });
  }
  const last = plain(sudoku.validateMany(bad));
  assert.equal(last.errors.length, 1000);
  assert.equal(last.malformed, 1000);
});

test("every verdict of long fast runs matches isValid (results written in place)", () => {
  const text = randomCorpus(5, 20000);
  const lines = text.split(/\r?\n/);
  const report = sudoku.validateMany(text);
  let k = 0;
  lines.forEach((line, i) => {
    if (/^[1-9.0\-_*]{81}$/.test(line)) {
      assert.equal(report.lines[k], i + 1);
      assert.equal(report.results[k], sudoku.isValid(line) ? 1 : 0, `line ${i + 1}`);
    }
    if (line.trim() !== "" && !line.trim().startsWith("#")) k++;
  });
  assert.equal(k, report.total);
});

// Runs `body` in a fresh Node process where WebAssembly.validate and WebAssembly.Module refuse the
// SIMD module (the one exporting "scan"), as an engine without SIMD would.
function withoutSimd(body, env = {}) {
  const stub = `
    const isSimd = (bytes) => Buffer.from(bytes.buffer ?? bytes, bytes.byteOffset ?? 0,
      bytes.byteLength).includes("scan");
    const validate = WebAssembly.validate;
    WebAssembly.validate = (bytes) => !isSimd(bytes) && validate(bytes);
    const Module = WebAssembly.Module;
    WebAssembly.Module = function (bytes) {
      if (isSimd(bytes)) throw new WebAssembly.CompileError("SIMD unsupported");
      return new Module(bytes);
    };
    const { loadValidator } = await import(${JSON.stringify(bundle)});
    ${body}`;
  return execFileSync(process.execPath, ["--input-type=commonjs", "-e", wrap(stub)], {
    env: { ...process.env, SUDOKU_SIMD: "", ...env },
    encoding: "utf8",
  });
}

test("without wasm SIMD the main module still loads and validateMany answers", () => {
  const text = randomCorpus(3, 400);
  const expected = JSON.stringify(plain(sudoku.validateMany(text)));
  const output = withoutSimd(`
    const sudoku = await loadValidator();
    const r = sudoku.validateMany(${JSON.stringify(text)});
    process.stdout.write(JSON.stringify({ total: r.total, valid: r.valid, invalid: r.invalid,
      malformed: r.malformed, results: [...r.results], lines: [...r.lines], errors: r.errors }));
    process.stdout.write("|" + sudoku.isValid("5".repeat(2) + ".".repeat(79)));`);
  const [report, isValid] = output.split("|");
  assert.equal(report, expected);
  assert.equal(isValid, "false");
});

test("SUDOKU_SIMD=1 makes loading fail where SIMD is missing (so the tests above used it)", () => {
  const output = withoutSimd(
    `await loadValidator().then(() => process.stdout.write("loaded"),
       (e) => process.stdout.write("refused: " + e.message));`,
    { SUDOKU_SIMD: "1" },
  );
  assert.match(output, /^refused: /);
});

// The ids and contents of a wasm binary's sections.
function sections(bytes) {
  const found = [];
  let at = 8;
  const leb = () => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = bytes[at++];
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
    }
  };
  while (at < bytes.length) {
    const id = bytes[at++];
    const size = leb();
    found.push({ id, body: bytes.subarray(at, at + size) });
    at += size;
  }
  return found;
}

test("the SIMD module writes only the text and its stack region (no data, one global)", async () => {
  const { readFileSync } = await import("node:fs");
  const bytes = readFileSync(
    new URL("../../build/wasm/wasm/simd/sudoku-simd.wasm", import.meta.url),
  );
  // The region web/simd.js reserves in the main module.
  const simdJs = readFileSync(new URL("../../web/simd.js", import.meta.url), "utf8");
  const stackBytes = Number(/const STACK_BYTES = (\d+);/.exec(simdJs)[1]);
  assert.ok(stackBytes >= 256 && stackBytes % 16 === 0);

  // Nothing that could point into memory besides the stack pointer: no data, a single global.
  const module = new WebAssembly.Module(bytes);
  const ids = sections(bytes).map((section) => section.id);
  assert.ok(!ids.includes(11) && !ids.includes(12), `data sections: ${ids}`);
  const globals = sections(bytes).filter((section) => section.id === 6);
  assert.equal(globals.length, 1);
  assert.equal(globals[0].body[0], 1, "one global");
  assert.deepEqual(
    WebAssembly.Module.imports(module).map(({ module, name, kind }) => `${module}.${name}:${kind}`),
    ["env.memory:memory"],
  );
  assert.deepEqual(
    WebAssembly.Module.exports(module)
      .map(({ name, kind }) => `${name}:${kind}`)
      .sort(),
    ["__stack_pointer:global", "scan:function", "skip:function"],
  );

  const memory = new WebAssembly.Memory({ initial: 4 });
  const { exports } = new WebAssembly.Instance(module, { env: { memory } });
  const heap = new Uint8Array(memory.buffer);
  heap.fill(0xa5);
  const text = new TextEncoder().encode(randomCorpus(11, 300));
  const at = 100_000;
  heap.set(text, at);
  const end = at + text.length;

  // Until JS sets the stack pointer, it is 0 and a call traps before writing anything.
  const pristine = heap.slice();
  assert.throws(() => exports.scan(at, end), WebAssembly.RuntimeError);
  assert.equal(Buffer.compare(heap, pristine), 0, "a trapped call wrote to memory");

  const stackTop = 50_000; // below the text, as in the main module (its heap grows upward)
  const stackBottom = stackTop - stackBytes;
  exports.__stack_pointer.value = stackTop;
  const before = heap.slice();
  let pos = at;
  while (pos < end) {
    pos += Number(exports.scan(pos, end) & 0xffffffffn);
    if (pos < end) pos += Number(exports.skip(pos, end, 32) & 0xffffffffn);
    assert.equal(exports.__stack_pointer.value, stackTop, "the stack pointer is restored");
  }
  const stackUsed = heap.subarray(stackBottom, stackTop).some((byte) => byte !== 0xa5);
  assert.ok(stackUsed, "this build keeps no frame on the stack: the region is not needed");
  for (const [from, to] of [
    [0, stackBottom],
    [stackTop, at],
    [end, heap.length],
  ]) {
    const changed = heap.subarray(from, to).findIndex((byte, i) => byte !== before[from + i]);
    assert.equal(changed, -1, `byte ${from + changed} changed`);
  }
});
