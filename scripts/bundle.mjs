// Bundles web/ and the built wasm module into dist/: ESM, CommonJS, classic script, element, CLI, types.
import { build, transform } from "esbuild";
import { chmod, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { zlibAsync } from "@gfx/zopfli";
import { writeDigits } from "../web/api/packed-wasm.js";
import { writeManifest } from "./manifest.mjs";
import { reportSizes } from "./sizes.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const web = join(root, "web");
const dist = join(root, "dist");
const glue = join(root, "build/wasm/wasm/sudoku.mjs");
const wasmFile = join(root, "build/wasm/wasm/sudoku.wasm");
const simdGlue = join(root, "build/wasm/wasm/sudoku-simd.mjs");
const cliWasm = join(root, "build/wasm/wasm/sudoku-cli.wasm");

for (const path of [glue, wasmFile, simdGlue, cliWasm]) {
  if (!existsSync(path)) {
    console.error(
      `bundle: ${relative(root, path)} is missing; build the wasm module first (scripts/build.sh)`,
    );
    process.exit(1);
  }
}
// Each build has its own glue, whose minified import names follow the order in which the linker
// happened to list the module's imports: the two links usually give the same glue (but for the
// .wasm file name, which the glue never reads: the API hands it the bytes), and then the SIMD
// build's glue is resolved to the scalar one, so the npm entries carry one copy. When they
// differ, each build keeps its own glue rather than a mismatched one.
const glueOf = async (path, wasmName) => (await readFile(path, "utf8")).replaceAll(wasmName, "");
const sameGlue =
  (await glueOf(glue, "sudoku.wasm")) === (await glueOf(simdGlue, "sudoku-simd.wasm"));
const sharedGlue = {
  name: "shared-glue",
  setup(builder) {
    if (!sameGlue) return;
    builder.onResolve({ filter: /sudoku-simd\.mjs$/ }, () => ({ path: glue }));
  },
};

// `import packedWasm from "...sudoku.wasm"` gives the module's bytes deflated by zopfli (zlib format)
// and written six bits a character (web/api/packed-wasm.js, writeDigits), a string with nothing else
// in its module, so that the bundle holds it ahead of all the code; web/api/packed-wasm.js inflates it
// (DecompressionStream, or node:zlib). Deflated bytes are random to gzip, and six bits a character
// cost it about 6 bits, so the embedded module costs about what zopfli makes of it (1 KB less than
// node's zlib): in dist/valid-sudoku.js 2.6 KB gzip less than a string of one character per byte,
// whose bytes above 0x7F are two bytes of UTF-8 each (docs/js-api.md, "Sizes").
const embedWasm = {
  name: "embed-wasm",
  setup(builder) {
    builder.onLoad({ filter: /\.wasm$/ }, async (args) => {
      const packed = await zlibAsync(await readFile(args.path), { numiterations: 15 });
      const text = writeDigits(packed);
      return { loader: "js", contents: `export default ${JSON.stringify(text)};` };
    });
  },
};

// The element's styles go in as minified text (it adopts them as one constructed stylesheet).
const minifiedCss = {
  name: "minified-css",
  setup(builder) {
    builder.onLoad({ filter: /\.css$/ }, async (args) => {
      const css = await readFile(args.path, "utf8");
      return {
        contents: (await transform(css, { loader: "css", minify: true })).code,
        loader: "text",
      };
    });
  },
};

// The classic bundle a tutorial page loads is held to its size budget, so it embeds only the
// scalar build and its glue, and SUDOKU_SIMD_BUILD=false drops web/api/api.js's choice of build from
// it; the npm entries embed both builds.
const withoutSimdBuild = {
  name: "without-simd-build",
  setup(builder) {
    builder.onResolve({ filter: /sudoku-simd\.(wasm|mjs)$/ }, (args) => ({
      path: args.path.endsWith(".mjs") ? "sudoku-simd.mjs" : "sudoku-simd.wasm",
      namespace: "no-simd-build",
    }));
    builder.onLoad({ filter: /.*/, namespace: "no-simd-build" }, () => ({
      contents: "export default undefined;",
      loader: "js",
    }));
  },
};

// dist/valid-sudoku.js uses the module built without trace() (wasm/CMakeLists.txt says why), and
// SUDOKU_TRACE=false drops web/api/trace.js, the API's trace(), from it.
const boardModule = {
  name: "board-module",
  setup(builder) {
    builder.onResolve({ filter: /build\/wasm\/wasm\/sudoku\.(mjs|wasm)$/ }, (args) => ({
      path: join(
        root,
        `build/wasm/wasm/sudoku-board.${args.path.endsWith(".mjs") ? "mjs" : "wasm"}`,
      ),
    }));
  },
};

const common = {
  bundle: true,
  // Every dist/ file is ASCII (other characters are written as escapes), so a page in any encoding
  // reads it the same (tests/node/size.test.mjs checks the classic scripts).
  charset: "ascii",
  plugins: [sharedGlue, embedWasm],
  minify: true,
  // ES2022 keeps the elements' private fields and methods as they are written; lowered to ES2020
  // they become WeakMap look-ups, 0.7 KB gzip more. The engines the bundles need anyway run it:
  // Object.hasOwn (Chrome 93) and DecompressionStream (Firefox 113, Safari 16.4; web/api/packed-wasm.js).
  target: ["es2022", "node20"],
  legalComments: "none",
  loader: { ".css": "text" },
  logLevel: "warning",
  define: { SUDOKU_TRACE: "true", SUDOKU_SIMD_BUILD: "true" },
};

// The elements import the API from ../api/api.js; in dist they use the package's
// main bundle instead, so every entry shares one wasm instance and the wasm is shipped once.
function sharedApi(mainBundle) {
  return {
    name: "shared-api",
    setup(builder) {
      builder.onResolve({ filter: /^\.\.\/api\/api\.js$/ }, (args) =>
        args.importer.startsWith(web) ? { path: mainBundle, external: true } : undefined,
      );
    },
  };
}

await rm(dist, { recursive: true, force: true });
await mkdir(dist, { recursive: true });

const jobs = [
  {
    entryPoints: [join(web, "entries/index.js")],
    outfile: join(dist, "valid-sudoku.mjs"),
    format: "esm",
  },
  {
    entryPoints: [join(web, "entries/index.js")],
    outfile: join(dist, "valid-sudoku.cjs"),
    format: "cjs",
  },
  {
    entryPoints: [join(web, "entries/classic.js")],
    outfile: join(dist, "valid-sudoku.js"),
    format: "iife",
    plugins: [boardModule, withoutSimdBuild, embedWasm],
    define: { SUDOKU_TRACE: "false", SUDOKU_SIMD_BUILD: "false" },
  },
  {
    // The explainer's classic script carries the board's bundle too (one script, one wasm
    // instance), so the board's own classic bundle stays within its size budget.
    entryPoints: [join(web, "entries/classic-explainer.js")],
    outfile: join(dist, "sudoku-explainer.js"),
    format: "iife",
    plugins: [withoutSimdBuild, embedWasm],
    define: { ...common.define, SUDOKU_SIMD_BUILD: "false" },
  },
  {
    entryPoints: [join(web, "elements/explainer.js")],
    outfile: join(dist, "explainer.mjs"),
    format: "esm",
    plugins: [sharedApi("./valid-sudoku.mjs")],
  },
  {
    entryPoints: [join(web, "elements/explainer.js")],
    outfile: join(dist, "explainer.cjs"),
    format: "cjs",
    plugins: [sharedApi("./valid-sudoku.cjs")],
  },
  {
    // The CLI embeds its own module (sudoku-cli.wasm: the SIMD build with the batch listing).
    entryPoints: [join(web, "cli/cli.js")],
    outfile: join(dist, "cli.cjs"),
    format: "cjs",
    platform: "node",
    banner: { js: "#!/usr/bin/env node" },
    plugins: [embedWasm],
  },
];
// The Markdown plugins (web/markdown/): HTML only, no wasm, so nothing of the API goes in.
for (const plugin of ["markdown-it", "remark"])
  for (const format of ["esm", "cjs"])
    jobs.push({
      entryPoints: [join(web, `markdown/${plugin}.js`)],
      outfile: join(dist, `${plugin}.${format === "esm" ? "mjs" : "cjs"}`),
      format,
      plugins: [],
    });
if (existsSync(join(web, "elements/board.js"))) {
  jobs.push(
    {
      entryPoints: [join(web, "elements/board.js")],
      outfile: join(dist, "board.mjs"),
      format: "esm",
      plugins: [sharedApi("./valid-sudoku.mjs")],
    },
    {
      entryPoints: [join(web, "elements/board.js")],
      outfile: join(dist, "board.cjs"),
      format: "cjs",
      plugins: [sharedApi("./valid-sudoku.cjs")],
    },
  );
} else {
  console.log(
    "bundle: web/elements/board.js does not exist yet; skipping dist/board.mjs and dist/board.cjs",
  );
}
await Promise.all(
  jobs.map((job) =>
    build({ ...common, ...job, plugins: [...(job.plugins ?? common.plugins), minifiedCss] }),
  ),
);
await chmod(join(dist, "cli.cjs"), 0o755);

// Hand-written types, one source each: web/api/index.d.ts, web/elements/*.d.ts (the elements and
// the framework typings), web/markdown/*.d.ts. The require() side gets the same declarations as
// .d.cts (the API has only named exports, so no `export =` is needed), with the element's import
// of the API pointed at the CommonJS entry's types.
for (const [from, name] of [
  ["api/index.d.ts", "valid-sudoku"],
  ["elements/board.d.ts", "board"],
  ["elements/explainer.d.ts", "explainer"],
  ["elements/frameworks.d.ts", "frameworks"],
  ["elements/react.d.ts", "react"],
  ["elements/vue.d.ts", "vue"],
  ["elements/svelte.d.ts", "svelte"],
  ["markdown/markdown-it.d.ts", "markdown-it"],
  ["markdown/remark.d.ts", "remark"],
]) {
  const text = await readFile(join(web, from), "utf8");
  for (const c of ["", "c"]) {
    const apiPath = (_, quote) => `${quote}./valid-sudoku.${c}js${quote}`;
    await writeFile(
      join(dist, `${name}.d.${c}ts`),
      text.replace(/(["'])\.\.\/api\/index\.js\1/g, apiPath),
    );
  }
}

// The Custom Elements Manifest, from the elements' sources (scripts/manifest.mjs).
writeManifest(dist);

// dist/embed.html and its files ship as they are, beside the classic script they load.
for (const name of ["embed.html", "embed.js", "embed.css", "embed-icon.svg", "embed-resize.js"])
  await writeFile(join(dist, name), await readFile(join(web, "embed", name)));

// The size table: printed, and written to docs/sizes.md, the one place the docs take sizes from.
reportSizes();
