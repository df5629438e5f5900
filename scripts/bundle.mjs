// Bundles web/ and the built wasm module into dist/: ESM, CommonJS, classic script, element, CLI, types.
import { build, transform } from "esbuild";
import { minify } from "terser";
import { chmod, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { writeManifest } from "./manifest.mjs";
import { messageId } from "../web/api/catalog.js";
import {
  BUILDS,
  MODULES_FILE,
  WASM_DIR,
  bundleModuleSource,
  writeNodeModule,
} from "./wasm-modules.mjs";
import { reportSizes } from "./sizes.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const web = join(root, "web");
const dist = join(root, "dist");
const SOURCE_MAPS = join(root, "build/sourcemaps");
const built = (name) => join(root, WASM_DIR, name);
const glue = built("sudoku.mjs");
const simdGlue = built("sudoku-simd.mjs");

for (const name of Object.values(BUILDS).concat("sudoku-board")) {
  for (const path of [built(`${name}.mjs`), built(`${name}.wasm`)]) {
    if (!existsSync(path)) {
      console.error(
        `bundle: ${relative(root, path)} is missing; build the wasm module first (scripts/build.sh)`,
      );
      process.exit(1);
    }
  }
}
// Node's version of the module through which web/ gets the builds; each bundle gets its own.
await writeNodeModule(root);

// Each build has its own glue, whose minified import names follow the order in which the linker
// happened to list the module's imports: the two links usually give the same glue (but for the
// .wasm file name, which the glue never reads: the API hands it the bytes), and then the npm
// entries carry one copy of it for both builds. When they differ, each build keeps its own glue
// rather than a mismatched one.
const glueOf = async (path, wasmName) => (await readFile(path, "utf8")).replaceAll(wasmName, "");
const sameGlue =
  (await glueOf(glue, "sudoku.wasm")) === (await glueOf(simdGlue, "sudoku-simd.wasm"))
    ? [["sudoku", "sudokuSimd"]]
    : [];

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

// Each bundle's version of build/wasm-modules.mjs (scripts/wasm-modules.mjs): the builds it
// embeds, by export name (BUILDS). The npm entries embed the scalar and the SIMD builds. The
// classic bundle a tutorial page loads is held to its size budget, so it embeds only the scalar
// build without trace() (wasm/CMakeLists.txt says why), which drops web/api/api.js's choice of
// build from it.
const NPM_BUILDS = { sudoku: built("sudoku"), sudokuSimd: built("sudoku-simd") };
const FORMATS_BUILDS = { sudokuFormats: built("sudoku-formats") };
// The solver's worker as one script (web/api/solve-worker.js and the formats module's glue), which
// the formats builds of the bundles that run in browsers carry as text (not the CLI's).
const solveWorker = (
  await build({
    entryPoints: [join(web, "api/solve-worker.js")],
    bundle: true,
    write: false,
    format: "iife",
    minify: true,
    charset: "ascii",
    target: ["es2022"],
    legalComments: "none",
    logLevel: "warning",
  })
).outputFiles[0].text.trimEnd();
function wasmModules(builds, { worker } = {}) {
  return {
    name: "wasm-modules",
    setup(builder) {
      builder.onResolve({ filter: /build\/wasm-modules\.mjs$/ }, () => ({
        path: MODULES_FILE,
        namespace: "wasm-modules",
      }));
      builder.onLoad({ filter: /.*/, namespace: "wasm-modules" }, async () => ({
        contents: await bundleModuleSource(builds, sameGlue, { worker }),
        loader: "js",
      }));
    },
  };
}

// The board-only classic bundle has no trace() (web/api/trace.js's createTrace is undefined in it)
// and no solver of its own (its module has none): web/api/solve.js's createSolve arrives with
// dist/valid-sudoku-formats.js, whose module has one, as the loader's binding (set before the
// formats validator is made).
const withoutTrace = {
  name: "without-trace",
  setup(builder) {
    builder.onResolve({ filter: /^\.\/(trace|solve|rule-handle)\.js$/ }, (args) =>
      args.importer === join(web, "api/api.js")
        ? { path: args.path.slice(2), namespace: "without-trace" }
        : undefined,
    );
    builder.onLoad({ filter: /.*/, namespace: "without-trace" }, (args) => ({
      resolveDir: web,
      contents:
        args.path === "trace.js"
          ? "export const createTrace = void 0;"
          : args.path === "rule-handle.js"
            ? `export { createRuleHandles, snapshotRules } from ${JSON.stringify(join(web, "entries/classic-formats-loader.js"))};`
            : `export { createSolve } from ${JSON.stringify(join(web, "entries/classic-formats-loader.js"))};`,
      loader: "js",
    }));
  },
};

// The explainer's classic script has trace() but, like the board's, no solver of its own: its
// module has none, and the formats validator's createSolve arrives with the formats file.
const solveWithFormats = {
  name: "solve-with-formats",
  setup(builder) {
    builder.onResolve({ filter: /^\.\/solve\.js$/ }, (args) =>
      args.importer === join(web, "api/api.js")
        ? { path: "solve.js", namespace: "solve-with-formats" }
        : undefined,
    );
    builder.onLoad({ filter: /.*/, namespace: "solve-with-formats" }, () => ({
      resolveDir: web,
      contents: `export { createSolve } from ${JSON.stringify(join(web, "entries/classic-formats-loader.js"))};`,
      loader: "js",
    }));
  },
};

// Where the API's loadValidator({ formats: true }) finds the formats module (web/api/formats-build.js
// in the sources): in the npm entries the file `external` beside the bundle (dist/formats.mjs or
// .cjs), imported on demand, so bundlers split it off and the main entry does not grow; in the
// classic scripts the loader of dist/valid-sudoku-formats.js.
function formatsModule(where) {
  return {
    name: "formats-module",
    setup(builder) {
      builder.onResolve({ filter: /^\.\/formats-build\.js$/ }, (args) => {
        if (args.importer !== join(web, "api/api.js")) return undefined;
        return where.startsWith("./")
          ? { path: where, namespace: "formats-module" }
          : { path: where };
      });
      // (import() of the CommonJS dist/formats.cjs gives its exports as `default`)
      builder.onLoad({ filter: /.*/, namespace: "formats-module" }, (args) => ({
        contents: `export const formatsBuild = () => import(${JSON.stringify(args.path)}).then((m) => (m.formatsBuild ?? m.default.formatsBuild)());`,
        loader: "js",
      }));
      builder.onResolve({ filter: /^\.\/formats\.[cm]js$/ }, (args) =>
        args.namespace === "formats-module" ? { path: args.path, external: true } : undefined,
      );
    },
  };
}
const classicFormats = formatsModule(join(web, "entries/classic-formats-loader.js"));

// The formats entry re-exports the main entry's API (one SudokuParseError class, one cache).
function mainEntry(mainBundle) {
  return {
    name: "main-entry",
    setup(builder) {
      builder.onResolve({ filter: /^\.\/index\.js$/ }, (args) =>
        args.importer === join(web, "entries/formats.js")
          ? { path: mainBundle, external: true }
          : undefined,
      );
    },
  };
}

// Nor does it carry the drawing of variant rules (web/elements/board-rules.js, about 3.4 KB gzip):
// its module checks no rules, and a board with rules loads the formats validator, whose file
// dist/valid-sudoku-formats.js carries the drawing. web/elements/board-view.js's import of the
// drawing is the loader's binding, set when that file has loaded
// (web/entries/classic-formats-loader.js).
const rulesDrawingWithFormats = {
  name: "rules-drawing-with-formats",
  setup(builder) {
    builder.onResolve({ filter: /^\.\/board-rules\.js$/ }, (args) =>
      args.importer === join(web, "elements/board-view.js")
        ? { path: "board-rules.js", namespace: "rules-drawing-with-formats" }
        : undefined,
    );
    builder.onLoad({ filter: /.*/, namespace: "rules-drawing-with-formats" }, () => ({
      contents: `export { variantRules } from ${JSON.stringify(join(web, "entries/classic-formats-loader.js"))};`,
      resolveDir: web,
      loader: "js",
    }));
  },
};

// Nor does the explainer's classic script carry the drawing of constraints (thermometers, arrows,
// dots, lines, outside clues: web/elements/board-constraints.js), which only the formats module
// checks: board-rules.js's import of it reads what dist/valid-sudoku-formats.js left on
// ValidSudoku (the board's classic script leaves board-rules.js itself to that file).
const constraintsDrawingWithFormats = {
  name: "constraints-drawing-with-formats",
  setup(builder) {
    builder.onResolve({ filter: /^\.\/board-constraints\.js$/ }, (args) =>
      args.importer === join(web, "elements/board-rules.js")
        ? { path: "board-constraints.js", namespace: "constraints-drawing-with-formats" }
        : undefined,
    );
    builder.onLoad({ filter: /.*/, namespace: "constraints-drawing-with-formats" }, () => ({
      contents:
        'export const constraintDrawing = () => globalThis.ValidSudoku[Symbol.for("valid-sudoku.formats")]?.constraintDrawing;',
      loader: "js",
    }));
  },
};

// Nor do the classic scripts (the board's and the explainer's) carry the board's solver
// (web/elements/board-solving.js, for the attributes solvable and unique): the solver is the
// formats validator's, so its file carries the module too, and board.js's import of it is the
// loader's binding, set when that file has loaded. So is "Copy as"'s module (board-travel.js).
const solvingWithFormats = {
  name: "solving-with-formats",
  setup(builder) {
    builder.onResolve({ filter: /^\.\/board-solving\.js$/ }, (args) =>
      args.importer === join(web, "elements/board.js")
        ? { path: "board-solving.js", namespace: "solving-with-formats" }
        : undefined,
    );
    builder.onLoad({ filter: /.*/, namespace: "solving-with-formats" }, () => ({
      contents: `export { Solving } from ${JSON.stringify(join(web, "entries/classic-formats-loader.js"))};`,
      resolveDir: web,
      loader: "js",
    }));
    // The same for "Copy as"'s marks and writing (web/elements/board-travel.js).
    builder.onResolve({ filter: /^\.\/board-travel\.js$/ }, () => ({
      path: "board-travel.js",
      namespace: "travel-with-formats",
    }));
    builder.onLoad({ filter: /.*/, namespace: "travel-with-formats" }, () => ({
      contents: `export { travel } from ${JSON.stringify(join(web, "entries/classic-formats-loader.js"))};`,
      resolveDir: web,
      loader: "js",
    }));
    // And the language the board speaks (web/elements/board-language.js): only the formats
    // validator speaks a catalog in the board's classic script.
    builder.onResolve({ filter: /^\.\/board-language\.js$/ }, () => ({
      path: "board-language.js",
      namespace: "language-with-formats",
    }));
    builder.onLoad({ filter: /.*/, namespace: "language-with-formats" }, () => ({
      contents: `export { catalogOf } from ${JSON.stringify(join(web, "entries/classic-formats-loader.js"))};`,
      resolveDir: web,
      loader: "js",
    }));
  },
};

// The formats file loads an element's catalog from beside itself (web/entries/
// classic-locale-file.js in place of web/elements/locale-file.js), knowing which tags have a file:
// LOCALE_FILES, each tag and its "aliases" (lower case) -> the file's tag.
const localeFiles = {};
for (const file of readdirSync(join(root, "locales")).filter((name) => name.endsWith(".json"))) {
  const tag = file.slice(0, -".json".length);
  const { aliases = [] } = JSON.parse(readFileSync(join(root, "locales", file), "utf8"));
  for (const name of [tag, ...aliases]) localeFiles[name.toLowerCase()] = tag;
}
const localeFileBeside = {
  name: "locale-file-beside",
  setup(builder) {
    builder.onResolve({ filter: /^\.\/locale-file\.js$/ }, () => ({
      path: join(web, "entries/classic-locale-file.js"),
    }));
  },
};

const common = {
  bundle: true,
  // Every dist/ file is ASCII (other characters are written as escapes), so a page in any encoding
  // reads it the same (tests/node/size.test.mjs checks the classic scripts).
  charset: "ascii",
  plugins: [wasmModules(NPM_BUILDS)],
  minify: true,
  // ES2022 keeps the elements' private fields and methods as they are written; lowered to ES2020
  // they become WeakMap look-ups, 0.7 KB gzip more. The engines the bundles need anyway run it:
  // Object.hasOwn (Chrome 93, Firefox 92, Safari 15.4).
  target: ["es2022", "node20"],
  legalComments: "none",
  loader: { ".css": "text" },
  logLevel: "warning",
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
    plugins: [wasmModules(NPM_BUILDS), formatsModule("./formats.mjs")],
  },
  {
    entryPoints: [join(web, "entries/index.js")],
    outfile: join(dist, "valid-sudoku.cjs"),
    format: "cjs",
    plugins: [wasmModules(NPM_BUILDS), formatsModule("./formats.cjs")],
  },
  {
    // The formats module on its own (valid-sudoku/formats), for loadValidator({ formats: true }).
    entryPoints: [join(web, "entries/formats.js")],
    outfile: join(dist, "formats.mjs"),
    format: "esm",
    plugins: [
      mainEntry("./valid-sudoku.mjs"),
      wasmModules(FORMATS_BUILDS, { worker: solveWorker }),
    ],
  },
  {
    entryPoints: [join(web, "entries/formats.js")],
    outfile: join(dist, "formats.cjs"),
    format: "cjs",
    plugins: [
      mainEntry("./valid-sudoku.cjs"),
      wasmModules(FORMATS_BUILDS, { worker: solveWorker }),
    ],
  },
  {
    // The classic scripts' formats module, loaded by them on demand (classic-formats-loader.js).
    entryPoints: [join(web, "entries/classic-formats.js")],
    outfile: join(dist, "valid-sudoku-formats.js"),
    format: "iife",
    define: { LOCALE_FILES: JSON.stringify(localeFiles) },
    plugins: [wasmModules(FORMATS_BUILDS, { worker: solveWorker }), localeFileBeside],
  },
  {
    entryPoints: [join(web, "entries/classic.js")],
    outfile: join(dist, "valid-sudoku.js"),
    format: "iife",
    sourcemap: "external",
    plugins: [
      withoutTrace,
      rulesDrawingWithFormats,
      solvingWithFormats,
      wasmModules({ sudoku: built("sudoku-board") }),
      classicFormats,
    ],
  },
  {
    // The explainer's classic script carries the board's bundle too (one script, one wasm
    // instance), so the board's own classic bundle stays within its size budget.
    entryPoints: [join(web, "entries/classic-explainer.js")],
    outfile: join(dist, "sudoku-explainer.js"),
    format: "iife",
    sourcemap: "external",
    plugins: [
      wasmModules({ sudoku: built("sudoku") }),
      solveWithFormats,
      solvingWithFormats,
      constraintsDrawingWithFormats,
      classicFormats,
    ],
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
    // The CLI embeds the formats module (sudoku-formats.wasm: the SIMD build with the travelling
    // formats and the batch listing). Its entry starts the command again with a V8 flag first
    // (web/cli/launch.js), so the command is loaded only in that second process.
    entryPoints: [join(web, "cli/launch.js")],
    outfile: join(dist, "cli.cjs"),
    format: "cjs",
    platform: "node",
    banner: { js: "#!/usr/bin/env node" },
    plugins: [wasmModules({ sudokuFormats: built("sudoku-formats") })],
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
// The files that carry the module also carry fflate's inflater (web/api/packed-wasm.js), MIT
// licensed: each starts with its copyright line, and dist/THIRD-PARTY-NOTICES.txt, shipped beside
// them, holds its licence as node_modules/fflate/LICENSE has it (read here, never copied by hand).
const fflateLicense = await readFile(join(root, "node_modules/fflate/LICENSE"), "utf8");
const fflateCopyright = /^Copyright .*$/m.exec(fflateLicense)[0];
const notice = `/*! valid-sudoku includes fflate: ${fflateCopyright}, MIT License (THIRD-PARTY-NOTICES.txt) */`;
// dist/cli.cjs also carries CLDR's plural rules as make-plural compiles them (web/cli/locales.js),
// under the Unicode licence its LICENSE file holds.
const pluralLicense = await readFile(join(root, "node_modules/make-plural/LICENSE"), "utf8");
await writeFile(
  join(dist, "THIRD-PARTY-NOTICES.txt"),
  `valid-sudoku's dist/ files that carry the WebAssembly module (valid-sudoku.mjs, valid-sudoku.cjs,\n` +
    `valid-sudoku.js, sudoku-explainer.js, cli.cjs) include fflate (https://github.com/101arrowz/fflate),\n` +
    `whose licence follows.\n\n${fflateLicense}\n` +
    `dist/cli.cjs and dist/locales/ include the plural rules of Unicode CLDR as make-plural\n` +
    `(https://github.com/eemeli/make-plural) compiles them, whose licence follows.\n\n${pluralLicense}`,
);
const carriesModule = (job) =>
  [
    "valid-sudoku.mjs",
    "valid-sudoku.cjs",
    "valid-sudoku.js",
    "sudoku-explainer.js",
    "cli.cjs",
  ].some((name) => job.outfile === join(dist, name));
await Promise.all(
  jobs.map((job) => {
    const banner = carriesModule(job)
      ? { js: job.banner?.js ? `${job.banner.js}\n${notice}` : notice }
      : job.banner;
    return build({
      ...common,
      ...job,
      banner,
      plugins: [...(job.plugins ?? common.plugins), minifiedCss],
    });
  }),
);
await chmod(join(dist, "cli.cjs"), 0o755);

// The catalogs of locales/<tag>.json, each loaded on demand (docs/js-api.md#languages): for npm,
// dist/locales/<tag>.mjs and .cjs (valid-sudoku/locales/<tag>), for pages the classic script
// dist/locales/<tag>.js beside valid-sudoku.js. Each holds its messages keyed by id as one text
// (the binding's speak(): "ID\x01PATTERN", joined by \x01) and CLDR's plural rule as make-plural
// compiles it (a count -> its sudoku::PluralCategory's index), and registers itself under its tag.
for (const file of readdirSync(join(root, "locales")).filter((name) => name.endsWith(".json"))) {
  const tag = file.slice(0, -".json".length);
  const { messages, aliases = [] } = JSON.parse(
    await readFile(join(root, "locales", file), "utf8"),
  );
  const text = Object.entries(messages)
    .map(([name, pattern]) => `${messageId(name)}\u0001${pattern}`)
    .join("\u0001");
  const contents =
    `import { ${tag.split("-")[0]} as rule } from "make-plural/cardinals";\n` +
    `const CATEGORIES = ["zero", "one", "two", "few", "many", "other"];\n` +
    `const catalog = Object.freeze({ locale: ${JSON.stringify(tag)}, text: ${JSON.stringify(text)}, ` +
    `plural: (count) => CATEGORIES.indexOf(rule(count)) });\n` +
    `const loaded = (globalThis[Symbol.for("valid-sudoku.locales")] ??= {});\n` +
    // under its tag and the tags it also speaks for (zh-Hans for zh, so zh-CN: "aliases")
    [tag, ...aliases]
      .map((name) => `loaded[${JSON.stringify(name.toLowerCase())}] = catalog;\n`)
      .join("") +
    `export default catalog;\n`;
  // Its types: web/api/locale.d.ts, the API's types imported from the entry beside.
  const types = await readFile(join(web, "api/locale.d.ts"), "utf8");
  await mkdir(join(dist, "locales"), { recursive: true });
  for (const c of ["", "c"])
    await writeFile(
      join(dist, "locales", `${tag}.d.${c}ts`),
      types.replace(
        /(["'])\.\.\/api\/index\.js\1/g,
        (_, quote) => `${quote}../valid-sudoku.${c}js${quote}`,
      ),
    );
  for (const [format, name] of [
    ["esm", `${tag}.mjs`],
    ["cjs", `${tag}.cjs`],
    ["iife", `${tag}.js`],
  ]) {
    await build({
      ...common,
      plugins: [],
      stdin: { contents, resolveDir: root, loader: "js" },
      format,
      outfile: join(dist, "locales", name),
    });
  }
}
// The classic scripts a page loads as they are (no bundler after us) go through terser too: its
// compressor and mangler take about 700 B gzip more off the board's script than esbuild's minifier
// alone, with the source map carried through. Without inlining and variable folding, which would
// move the packed module's text from the opening of the script into its code (about 500 B gzip
// worse: see "The packed text opens each bundle" in docs/js-api.md). The npm entries are minified
// once, by esbuild: the user's bundler minifies its own output.
for (const name of ["valid-sudoku.js", "sudoku-explainer.js", "valid-sudoku-formats.js"]) {
  const file = join(dist, name);
  const map = existsSync(`${file}.map`) ? await readFile(`${file}.map`, "utf8") : undefined;
  const minified = await minify(await readFile(file, "utf8"), {
    ecma: 2022,
    compress: { passes: 2, inline: false, reduce_vars: false, collapse_vars: false },
    mangle: true,
    // The fflate notice stays (a /*! comment); ASCII only, as esbuild writes every dist/ file.
    format: { comments: /^!/, ascii_only: true },
    sourceMap: map ? { content: map, filename: name } : false,
  });
  await writeFile(file, minified.code);
  if (map) await writeFile(`${file}.map`, minified.map);
}
// The classic scripts' source maps (external: the scripts carry no comment and are the same bytes
// without them) go to build/, not dist/: the package does not ship them; `node bench/load.mjs
// --breakdown` reads them to say which source file a CPU profile's time went to.
await mkdir(SOURCE_MAPS, { recursive: true });
for (const name of ["valid-sudoku.js", "sudoku-explainer.js"])
  await rename(join(dist, `${name}.map`), join(SOURCE_MAPS, `${name}.map`));

// Hand-written types, one source each: web/api/index.d.ts and formats.d.ts (which import each
// other's types) and rules.d.ts (the rules and conflicts, which index.d.ts re-exports), web/elements/*.d.ts (the elements and the framework typings),
// web/markdown/*.d.ts. The require() side gets the same declarations as .d.cts (the API has only
// named exports, so no `export =` is needed), with the imports of the API's types pointed at the
// CommonJS entries' types.
for (const [from, name] of [
  ["api/index.d.ts", "valid-sudoku"],
  ["api/formats.d.ts", "formats"],
  ["api/rules.d.ts", "rules"],
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
    const formatsPath = (_, quote) => `${quote}./formats.${c}js${quote}`;
    const rulesPath = (_, quote) => `${quote}./rules.${c}js${quote}`;
    await writeFile(
      join(dist, `${name}.d.${c}ts`),
      text
        .replace(/(["'])\.\.\/api\/index\.js\1/g, apiPath)
        .replace(/(["'])\.\/formats\.js\1/g, formatsPath)
        .replace(/(["'])\.\/rules\.js\1/g, rulesPath),
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
