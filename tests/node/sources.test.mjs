// The sources run in Node without the bundler: web/api/api.js and web/cli/cli.js get the built wasm
// modules through build/wasm-modules.mjs (scripts/wasm-modules.mjs), which the build writes.
import assert from "node:assert/strict";
import { runFileSync, runSync } from "./child.mjs";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";

const root = fileURLToPath(new URL("../../", import.meta.url));
const board = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

// What the API imported from its source says in a child process (the build is chosen once).
function fromSource(env) {
  const script = `
    const { loadValidator } = await import("./web/api/api.js");
    const sudoku = await loadValidator();
    console.log(JSON.stringify({ simd: sudoku.simd, valid: sudoku.isValid(${JSON.stringify(board)}),
      trace: typeof sudoku.trace }));`;
  const output = runFileSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: root,
    env: { ...process.env, ...env },
  });
  return JSON.parse(output);
}

test("web/api/api.js imported as it is runs the SIMD build, with trace()", () => {
  assert.deepEqual(fromSource({ SUDOKU_SIMD: "1" }), {
    simd: true,
    valid: true,
    trace: "function",
  });
});

test("web/api/api.js imported as it is runs the scalar build when asked", () => {
  assert.deepEqual(fromSource({ SUDOKU_SIMD: "0" }), {
    simd: false,
    valid: true,
    trace: "function",
  });
});

test("web/cli/cli.js runs as it is", () => {
  const run = runSync(process.execPath, ["web/cli/cli.js", "-"], {
    cwd: root,
    input: `${board}\n${"11" + board.slice(2)}\n`,
  });
  assert.equal(run.stderr.toString(), "");
  assert.equal(run.status, 1);
  assert.match(run.stdout.toString(), /^line 2: .*\n2 boards: 1 valid, 1 invalid\n$/);
});

// No source file of web/ grows past 400 lines (board.js was 454, index.d.ts 470): a job that
// outgrows it moves into a module of its own, as the board's parts did (web/elements/board-*.js)
// and the rules' types (web/api/rules.d.ts).
test("every source file in web/ (JS, types, CSS, HTML) is under 400 lines", () => {
  const long = [];
  for (const entry of readdirSync(join(root, "web"), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(m?js|ts|css|html)$/.test(entry.name)) continue;
    const path = join(entry.parentPath ?? entry.path, entry.name);
    const lines = readFileSync(path, "utf8").split("\n").length - 1;
    if (lines >= 400) long.push(`${relative(root, path)}: ${lines} lines`);
  }
  assert.deepEqual(long, []);
});

// Nor does a source file of wasm/ (marshal.cpp was 709): each feature is its own binding file,
// which wasm/CMakeLists.txt picks per module (issue 28).
test("every source file in wasm/ (C++, JS) is under 400 lines", () => {
  const long = [];
  for (const name of readdirSync(join(root, "wasm"))) {
    if (!/\.(cpp|hpp|m?js)$/.test(name)) continue;
    const lines = readFileSync(join(root, "wasm", name), "utf8").split("\n").length - 1;
    if (lines >= 400) long.push(`wasm/${name}: ${lines} lines`);
  }
  assert.deepEqual(long, []);
});

// Nor one of core/src, its folders included (solve_search.cpp was 1,051 lines; issue 30): the
// general search's narrowing is its own files (solve_narrow*.cpp) beside solve_search.hpp.
test("every source file in core/src (C++) is at most 400 lines", () => {
  const long = [];
  const folder = join(root, "core/src");
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(cpp|hpp)$/.test(entry.name)) continue;
    const path = join(entry.parentPath ?? entry.path, entry.name);
    const lines = readFileSync(path, "utf8").split("\n").length - 1;
    if (lines > 400) long.push(`${relative(root, path)}: ${lines} lines`);
  }
  assert.deepEqual(long, []);
});

// The binding reads JS values through Embind alone (val reads of the API's snapshots, typed
// memory views): no JS of its own written into the module (EM_JS, EM_ASM) that reads records
// into wasm memory behind Embind's back (issue 28: the cage reader that wrote past its buffer).
test("wasm/ crosses into JS through Embind alone: no EM_JS or EM_ASM readers", () => {
  const found = [];
  for (const name of readdirSync(join(root, "wasm"))) {
    if (!/\.(cpp|hpp)$/.test(name)) continue;
    const lines = readFileSync(join(root, "wasm", name), "utf8").split("\n");
    lines.forEach((line, k) => {
      if (/\b(EM_JS|EM_ASM\w*|Emval\.toValue)\b|<emscripten\/em_js\.h>/.test(line))
        found.push(`wasm/${name}:${k + 1}: ${line.trim()}`);
    });
  }
  assert.deepEqual(found, []);
});

// A board crosses as itself: a string is text the API wrote into the input buffer, anything else
// the value to read. No byte count stands for "a JS value" (it was -1: a protocol of its own).
test("no byte count of -1 stands for a JS board, in wasm/ or web/api/", () => {
  const found = [];
  for (const folder of ["wasm", "web/api"]) {
    for (const name of readdirSync(join(root, folder))) {
      if (!/\.(cpp|hpp|m?js)$/.test(name)) continue;
      const lines = readFileSync(join(root, folder, name), "utf8").split("\n");
      lines.forEach((line, k) => {
        if (
          /NOT_TEXT|\bbytes = -1\b|text_bytes\s*>=\s*0|-1\b.*\b(JS value|JS array|board as)/.test(
            line,
          )
        )
          found.push(`${folder}/${name}:${k + 1}: ${line.trim()}`);
      });
    }
  }
  assert.deepEqual(found, []);
});

// ctest runs each Catch2 TEST_CASE by its name (catch_discover_tests), and CMake splits a name at
// ";": such a test matched nothing and passed without running (parse_test.cpp had one).
test("no Catch2 test case name holds a semicolon, so ctest runs every one", () => {
  const folder = join(root, "tests/native");
  const split = [];
  for (const name of readdirSync(folder).filter((file) => file.endsWith(".cpp"))) {
    const text = readFileSync(join(folder, name), "utf8");
    for (const [, title] of text.matchAll(/TEST_CASE\(\s*"((?:[^"\\]|\\.)*)"/g))
      if (title.includes(";")) split.push(`${name}: ${title}`);
  }
  assert.deepEqual(split, []);
});
