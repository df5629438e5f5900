// The docs' claims against the repository: every file path, npm script, CLI option and function
// name README.md and docs/*.md put in backticks exists (in the repository or what the build
// writes, package.json, the CLI's usage, the JS API or the C++ headers), and every figure (a size
// such as "40,903 B", a ratio such as "1.6×") comes from the generated docs/sizes.md or is allowed
// below with its reason. docs/benchmarks.md states no measured time or ratio, only targets: the
// figures are in docs/bench-figures.md, which bench/figures.mjs writes. The count of claims
// checked is printed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { loadValidator } from "../../dist/formats.mjs";
import * as api from "../../dist/valid-sudoku.mjs";
import * as formatsApi from "../../dist/formats.mjs";
import * as board from "../../dist/board.mjs";
import * as explainer from "../../dist/explainer.mjs";
import { USAGE } from "../../web/cli/args.js";
import { HEADER as BENCH_HEADER, SECTIONS as BENCH_SECTIONS } from "../../bench/figures.mjs";

const root = new URL("../..", import.meta.url).pathname;
const read = (path) => readFileSync(join(root, path), "utf8");
const docs = ["README.md", ...readdirSync(join(root, "docs")).map((name) => `docs/${name}`)].filter(
  (path) => path.endsWith(".md"),
);
const packageJson = JSON.parse(read("package.json"));
// The npm packages the project pins (its own, and the site generators' of tools/sites): a doc
// that names one names what an install holds.
const pinned = new Set(
  ["package.json", "tools/sites/package.json"].flatMap((file) => {
    const json = JSON.parse(read(file));
    return Object.keys({ ...json.dependencies, ...json.devDependencies });
  }),
);

// Figures the docs may state without docs/sizes.md, each with why it is true where it stands.
const FIGURES_ALLOWED = {
  // The block size bench/tutorial_file.cpp reads in (an input, not a result); its ratios are
  // targets, which the benchmarks test below checks.
  "docs/benchmarks.md": ["64 KB"],
  "*": [
    // The core's max_text_length (the API's limits().maxTextLength).
    "1 MiB",
    // The CLI's progress line's threshold (PROGRESS_BYTES, web/cli/io.js).
    "64 MB",
    // The size of a line the tests give (cli.test.mjs, seam.test.mjs), an input, not a result.
    "100 MB",
    // The CPU slowdowns the load benchmark runs at (bench/load.mjs): settings, not results.
    "1×",
    "4×",
  ],
};

// Names in backticks that are other software's, not this project's to define.
const FOREIGN = new Set([
  "JSON",
  "Atomics",
  "WebAssembly",
  "Object",
  "Array",
  "Promise",
  "Math",
  "performance",
  "navigator",
  "document",
  "customElements",
  "window",
  "console",
  "process",
  "require",
  "import",
  "structuredClone",
  "fetch",
  "setTimeout",
  "requestAnimationFrame",
  "String",
  "Number",
  "Symbol",
  "Map",
  "Set",
  "Uint8Array",
  "DecompressionStream",
  "TextEncoder",
  "TextDecoder",
  "matchMedia",
  "md",
  "std",
  // CMake's
  "add_subdirectory",
  "find_package",
  "FetchContent_Declare",
  "FetchContent_MakeAvailable",
  "target_link_libraries",
]);

// Every tracked file, and what the build writes (dist/, build/), by path and by file name.
const files = new Set();
function walk(folder) {
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === ".git") continue;
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      files.add(`${path}/`);
      walk(path);
    } else files.add(path);
  }
}
walk("");
const names = new Set([...files].map((path) => basename(path)));

// Inline code spans of the prose (fenced blocks are code, run by their own tests).
function spans(text) {
  // A span that is a link's whole text and names the file linked (`[`src/a.js`](../x/src/a.js)`)
  // is the links test's claim: the file it names is the link's.
  const prose = text
    .replace(/^ *```[\s\S]*?^ *```/gm, "")
    .replace(/\[`([^`\n]+)`\]\(([^)\s]+)\)/g, (link, span, target) =>
      target.endsWith(span) ? "" : link,
    );
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1].replaceAll("\\|", "|"));
}

// Paths that a command the docs name writes, in folders git ignores (a build's, a benchmark's
// corpus and profiles), and a user's own file: their existence is that command's or that user's.
const WRITTEN = [
  /^build\//,
  /^bench\/(corpus|profiles)\//,
  /^v8\.wasm$/,
  // a site's or an app's own files, which the docs tell their reader to write
  /^src\/app\.d\.ts$/,
  /^\.vitepress\//,
  /^static\/$/,
];

// A package's entry (`valid-sudoku/board`, `./board`) is in package.json's exports, another
// package's name is in node_modules.
function packagePath(path) {
  const entry = path.replace(/^valid-sudoku(?=\/|$)/, ".");
  if (entry.startsWith("./") && packageJson.exports[entry]) return true;
  // A pattern entry (`valid-sudoku/locales/fr`, of "./locales/*") is one whose file is built.
  for (const [key, target] of Object.entries(packageJson.exports)) {
    const [head, tail] = key.split("*");
    if (tail === undefined || !entry.startsWith(head) || !entry.endsWith(tail)) continue;
    const part = entry.slice(head.length, entry.length - tail.length);
    const file = target.import.default ?? target.import; // (with its types, or a file alone)
    if (part && existsSync(join(root, file.replace("*", part)))) return true;
  }
  const name = path
    .split("/")
    .slice(0, path.startsWith("@") ? 2 : 1)
    .join("/");
  return !path.startsWith(".") && existsSync(join(root, "node_modules", name));
}

function pathExists(span, doc) {
  let path = span.replace(/^node_modules\/valid-sudoku\//, "").replace(/[),.:;]+$/, "");
  if (packagePath(path) || pinned.has(path) || WRITTEN.some((pattern) => pattern.test(path)))
    return true;
  path = path.replace(/^\.\//, "");
  if (/[*<>]|NAME|\bN\b/.test(path)) {
    // A pattern (`tests/browser/*.test.mjs`, `build/screenshots/<engine>/`): its folder exists.
    const folder = path.slice(0, path.search(/[*<>]|NAME|\bN\b/)).replace(/[^/]*$/, "");
    return folder === "" || files.has(folder);
  }
  const candidates = [
    path,
    join(dirname(doc), path),
    `core/include/${path}`,
    `core/src/${path}`,
    `${path.replace(/\/$/, "")}/`,
  ];
  if (candidates.some((candidate) => files.has(candidate) || existsSync(join(root, candidate))))
    return true;
  return !path.includes("/") && names.has(path);
}

const LOOKS_LIKE_PATH =
  /^(\.{0,2}\/)?[\w@.-]+(\/[\w@.*<>-]*)+$|^[\w.-]+\.(md|json|js|mjs|cjs|ts|cts|mts|hpp|cpp|h|sh|txt|css|html|cases|puzzles|svg|png|wasm|yml)$/;

const validator = await loadValidator({ formats: true });
const plain = await api.loadValidator();
const jsNames = new Set([
  ...Object.keys(api),
  ...Object.keys(formatsApi),
  ...Object.keys(board),
  ...Object.keys(explainer),
  ...Object.keys(validator),
  ...Object.keys(plain),
]);
const headers = readdirSync(join(root, "core/include/sudoku"))
  .map((name) => read(`core/include/sudoku/${name}`))
  .join("\n");
// The project's own sources, for names that are no API (a script's function, an element method).
const sources = [...files]
  .filter((path) => /^(web|core|wasm|scripts|bench|tests)\/.*\.(js|mjs|cjs|ts|cpp|hpp)$/.test(path))
  .map((path) => read(path))
  .join("\n");

function functionExists(name) {
  if (jsNames.has(name)) return true;
  const defined = new RegExp(
    `(\\b|#)${name}\\s*(\\(|=\\s*(async\\s*)?(\\(|function|[\\w]+\\s*=>))|function\\s+${name}\\b|\\b${name}\\s*:\\s*`,
  );
  return defined.test(headers) || defined.test(sources);
}

const cliOptions = new Set([...USAGE.matchAll(/(?<![\w-])(--?[a-z][\w-]*)/g)].map((m) => m[1]));

// Claims checked by each test, printed in total by the last.
const counts = {};

function figures(text) {
  const prose = text.replace(/^ *```[\s\S]*?^ *```/gm, "").replace(/`[^`\n]*`/g, "");
  return [
    ...prose.matchAll(/(?<![\w.,+])\d[\d,]*(?:\.\d+)? ?(?:B|KB|MB|GB|KiB|MiB|GiB)\b/g),
    ...prose.matchAll(/(?<![\w.,×])\d+(?:\.\d+)?×(?![\d(])/g),
  ].map((match) => match[0]);
}

// Times (ns, µs, ms, s) and ratios: benchmarks.md may state one only as a target, right after
// "≤", "≥", "<", ">", "within" or "under".
function timesAndRatios(text) {
  const prose = text.replace(/^ *```[\s\S]*?^ *```/gm, "").replace(/`[^`\n]*`/g, "");
  return [
    ...prose.matchAll(/(?<![\w.,+])\d[\d,]*(?:\.\d+)?(?: ?(?:ns|µs|ms)| s)\b/g),
    ...prose.matchAll(/(?<![\w.,×])\d+(?:\.\d+)?×(?![\d(])/g),
  ].map((match) => ({
    figure: match[0],
    target: /(?:[≤≥<>]|\bwithin|\bunder) ?$/.test(
      prose.slice(Math.max(0, match.index - 8), match.index),
    ),
  }));
}

const sizes = read("docs/sizes.md");
// The per-document allowances a figure used (`doc figure`): one no figure uses is stale.
const allowancesUsed = new Set();
function figureAllowed(figure, doc) {
  const number = figure.replace(/ ?(B|KB|MB|GB|KiB|MiB|GiB|×)$/, "");
  if (/ ?B$/.test(figure) && !/KB|MB|GB|KiB|MiB|GiB/.test(figure) && sizes.includes(`${number} |`))
    return true;
  if (FIGURES_ALLOWED[doc]?.includes(figure)) {
    allowancesUsed.add(`${doc} ${figure}`);
    return true;
  }
  return FIGURES_ALLOWED["*"].includes(figure);
}

test("every path, npm script, CLI option and function name in the docs' backticks exists", (t) => {
  const missing = [];
  let checked = 0;
  for (const doc of docs) {
    for (const span of spans(read(doc))) {
      const claim = (kind, ok) => {
        checked++;
        if (!ok) missing.push(`${doc}: ${kind} \`${span}\``);
      };
      // Addresses, the system's own files (`/dev/null`), file kinds (`.d.ts`): not the project's.
      if (
        /^[a-z]+:\/\/|^[\w.-]+\.(app|com|org|net|io)\//.test(span) ||
        /^[#/]|^(\.\w+)+$/.test(span)
      )
        continue;
      const npm = /^npm (?:run ([\w:.-]+)|(test))\b/.exec(span);
      if (npm) {
        claim("npm script", Boolean(packageJson.scripts[npm[1] ?? npm[2]]));
        continue;
      }
      if (/^valid-sudoku( |$)/.test(span)) {
        for (const option of span.match(/(?<=\s)--?[a-z][\w-]*/g) ?? [])
          claim(`CLI option ${option} in`, cliOptions.has(option));
        continue;
      }
      if (doc === "docs/cli.md" && /^--?[a-z][\w-]*( [A-Z]+)?$/.test(span)) {
        claim("CLI option", cliOptions.has(span.split(" ")[0]));
        continue;
      }
      if (!span.includes(" ") && LOOKS_LIKE_PATH.test(span) && !span.includes("::")) {
        claim("path", pathExists(span, doc));
        continue;
      }
      const call =
        /^(?:new |await )?(?:sudoku::)?(?:([A-Za-z_$][\w$]*)(?:\.|::))?([A-Za-z_$][\w$]*)\(/.exec(
          span,
        );
      if (call && !FOREIGN.has(call[1] ?? call[2])) {
        claim("function", functionExists(call[2]));
      }
    }
  }
  t.diagnostic(`claims checked: ${checked} names`);
  counts.names = checked;
  assert.deepEqual(missing, []);
});

test("every size and ratio in the docs comes from docs/sizes.md or is allowed with a reason", (t) => {
  const unsourced = [];
  let checked = 0;
  for (const doc of docs) {
    if (doc === "docs/sizes.md" || doc === "docs/bench-figures.md") continue;
    for (const figure of figures(read(doc))) {
      if (doc === "docs/benchmarks.md" && figure.endsWith("×")) continue;
      checked++;
      if (!figureAllowed(figure, doc)) unsourced.push(`${doc}: ${figure}`);
    }
  }
  t.diagnostic(`claims checked: ${checked} figures`);
  counts.figures = checked;
  assert.deepEqual(unsourced, []);
  // An allowance no figure of its document uses any more would let a restated figure back in.
  const stale = Object.entries(FIGURES_ALLOWED)
    .filter(([doc]) => doc !== "*")
    .flatMap(([doc, figures]) => figures.map((figure) => `${doc} ${figure}`))
    .filter((allowance) => !allowancesUsed.has(allowance));
  assert.deepEqual(stale, [], "FIGURES_ALLOWED names figures its documents no longer state");
});

test("docs/benchmarks.md states times and ratios only as targets; the measured ones are generated", (t) => {
  const measured = [];
  let checked = 0;
  for (const { figure, target } of timesAndRatios(read("docs/benchmarks.md"))) {
    checked++;
    if (!target && !FIGURES_ALLOWED["*"].includes(figure)) measured.push(figure);
  }
  // The generated file: the generator's header, then every section as the generator writes it
  // (what a benchmark printed, with its time and load average, or "not measured yet").
  const generated = read("docs/bench-figures.md");
  checked++;
  assert.ok(
    generated.startsWith(BENCH_HEADER),
    "docs/bench-figures.md lacks bench/figures.mjs's header",
  );
  for (const [id, title] of BENCH_SECTIONS) {
    checked++;
    const at = generated.indexOf(`<!-- section ${id} -->\n## ${title}: \``);
    assert.ok(at >= 0, `docs/bench-figures.md has no section ${id}`);
    const body = generated.slice(at).split("<!-- section ")[1];
    assert.match(
      body,
      /\n(not measured yet|Measured \d{4}-\d\d-\d\d \d\d:\d\d UTC, \d+ cores, load average [\d.]+, [\d.]+, [\d.]+\.\n\n```\n[\s\S]*\n```)\n*$/,
      `docs/bench-figures.md, section ${id}, is not as bench/figures.mjs writes it`,
    );
  }
  t.diagnostic(`claims checked: ${checked} benchmark figures and sections`);
  counts.benchmarks = checked;
  assert.deepEqual(measured, [], "measured figures in docs/benchmarks.md: link bench-figures.md");
});

// GitHub's anchor of a heading: lower case, code marks and punctuation dropped (letters, digits,
// spaces, hyphens and underscores kept), spaces as hyphens, a repeated heading numbered "-1", "-2".
function anchors(text) {
  const seen = new Map();
  const found = new Set();
  for (const [, heading] of text
    .replace(/^ *```[\s\S]*?^ *```/gm, "")
    .matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, "")
      .replaceAll(" ", "-");
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    found.add(n ? `${slug}-${n}` : slug);
  }
  return found;
}

test("every relative link in the docs reaches a file, and its anchor a heading there", (t) => {
  const broken = [];
  let checked = 0;
  for (const doc of docs) {
    const prose = read(doc)
      .replace(/^ *```[\s\S]*?^ *```/gm, "")
      .replace(/`[^`\n]*`/g, "");
    for (const [, target] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue; // https:, mailto: and the like
      checked++;
      const [path, anchor] = target.split("#");
      const file = path ? join(dirname(doc), decodeURIComponent(path)) : doc;
      if (!existsSync(join(root, file))) {
        broken.push(`${doc}: ${target} (no file ${file})`);
        continue;
      }
      if (anchor !== undefined && !anchors(read(file)).has(anchor)) {
        broken.push(`${doc}: ${target} (no heading #${anchor} in ${file})`);
      }
    }
  }
  t.diagnostic(`claims checked: ${checked} links`);
  counts.links = checked;
  assert.deepEqual(broken, []);
});

// Printed for the closing notes: the claims of every test above (a failed test counts none).
test("the count of claims checked", () => {
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  console.log(`docs-claims: ${total} claims checked (${JSON.stringify(counts)})`);
});
