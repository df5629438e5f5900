// Load-time benchmark (npm run bench:load): how long after navigation a reader sees the first
// verdict, against an empty page measured in the same run. Headless Chromium, a fresh context per
// page load, the CPU throttled 1x and 4x through the DevTools protocol, from file:// and over http.
//   one board      first `sudoku-validate` of bench/pages/one-board.html (dist/valid-sudoku.js)
//   one explainer  the explainer's first drawn step (its first `sudoku-step`) on one-explainer.html
//   index.html     every board and explainer of the demo page drawn (the last one's time)
//   empty page     the `load` event of bench/pages/empty.html, the baseline of the added time
// Run: node bench/load.mjs [loads per row, default 9]   (needs dist/: bash scripts/build.sh)
// Prints medians; "added" is the row's median minus the empty page's median of the same origin
// and throttling. With --profile it also writes a CPU profile of one load of each page per
// throttling rate into bench/profiles/ (chrome://inspect or DevTools' Performance panel read it).
// With --breakdown it prints, instead of the rows, where each page's time goes: traced loads split
// by part and by source file (bench/load-breakdown.mjs; default 5 loads per page and rate).
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { serve } from "../scripts/serve.mjs";
import { PARTS, TRACE_CATEGORIES, attribute, readSourceMaps } from "./load-breakdown.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const PROFILE = args.includes("--profile");
const BREAKDOWN = args.includes("--breakdown");
const LOADS = Number(args.find((arg) => /^\d+$/.test(arg)) ?? (BREAKDOWN ? 5 : 9));

// The issue's targets for the added time (ms) and for index.html's ready time (ms), per throttling.
const TARGETS = {
  "one board": { 1: { added: 25 }, 4: { added: 100 } },
  "index.html": { 4: { ready: 1000 } },
};

for (const file of ["dist/valid-sudoku.js", "dist/sudoku-explainer.js"])
  if (!existsSync(join(root, file))) {
    console.error(`bench:load: ${file} is missing; build first (bash scripts/build.sh)`);
    process.exit(1);
  }

const PAGES = [
  { name: "empty page", path: "bench/pages/empty.html" },
  { name: "one board", path: "bench/pages/one-board.html" },
  { name: "one explainer", path: "bench/pages/one-explainer.html" },
  { name: "index.html", path: "index.html" },
];

// Runs in the page before its own scripts: records when the page loaded and when each element
// first showed its verdict (a board's first sudoku-validate, an explainer's first drawn step).
function recordFirstVerdicts() {
  const marks = { load: undefined, elements: new Map() };
  window.__loadMarks = marks;
  const first = (element) => {
    if (!marks.elements.has(element)) marks.elements.set(element, performance.now());
  };
  addEventListener("load", () => (marks.load = performance.now()));
  addEventListener("sudoku-validate", (event) => first(event.composedPath()[0]), true);
  // An explainer says `sudoku-step` as it draws its first step, when its `ready` resolves (which
  // a listener added at DOMContentLoaded would see only then: the elements may draw before it).
  addEventListener("sudoku-step", (event) => first(event.composedPath()[0]), true);
}

// Resolves, in the page, to the time of the page's last first verdict (or of `load` on a page
// without elements), once every element on the page has shown one.
function whenAllShown() {
  const marks = window.__loadMarks;
  return new Promise((resolve) => {
    const check = () => {
      const elements = document.querySelectorAll("sudoku-board, sudoku-explainer");
      if (marks.load !== undefined && elements.length === 0) return resolve(marks.load);
      if (elements.length > 0 && [...elements].every((element) => marks.elements.has(element)))
        return resolve(Math.max(...[...elements].map((element) => marks.elements.get(element))));
      setTimeout(check, 5);
    };
    check();
  });
}

const cell = (text, width) => String(text).padEnd(width);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function loadOnce(browser, url, rate, profilePath, traced = false) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  if (traced) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  if (profilePath) {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
    await cdp.send("Profiler.start");
  }
  await page.addInitScript(recordFirstVerdicts);
  const problems = [];
  page.on("pageerror", (error) => problems.push(error.message));
  await page.goto(url, { waitUntil: "commit" });
  const shown = await page.evaluate(whenAllShown);
  let trace;
  if (traced) {
    // The mark names the page's renderer thread and navigation in the trace.
    await page.evaluate(() => performance.mark("valid-sudoku:shown"));
    trace = (await browser.stopTracing()).toString();
  }
  if (profilePath) {
    const { profile } = await cdp.send("Profiler.stop");
    writeFileSync(profilePath, JSON.stringify(profile));
  }
  await context.close();
  if (problems.length) throw new Error(`${url}: ${problems.join("; ")}`);
  return traced ? { shown, trace } : shown;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  headless: true,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const { server, url: httpBase } = await serve({ port: 0 });
const origins = {
  "file://": (path) => pathToFileURL(join(root, path)).href,
  http: (path) => new URL(path, httpBase).href,
};
if (PROFILE) mkdirSync(join(root, "bench/profiles"), { recursive: true });

// --breakdown: where each page's time goes, instead of the timing rows. Each page is traced in
// LOADS fresh contexts per throttling rate (from file://, after one untraced warm-up load of
// every page), and each part's median over those loads is printed.
async function printBreakdown() {
  const sourceMaps = readSourceMaps(root);
  const columns = [];
  const functions = new Map();
  for (const rate of [1, 4]) {
    const results = new Map(PAGES.map((page) => [page.name, []]));
    for (const page of PAGES) await loadOnce(browser, origins["file://"](page.path), rate);
    for (let i = 0; i < LOADS; i++)
      for (const page of PAGES) {
        const { shown, trace } = await loadOnce(
          browser,
          origins["file://"](page.path),
          rate,
          undefined,
          true,
        );
        results.get(page.name).push({ shown, ...attribute(trace, shown, sourceMaps) });
      }
    for (const page of PAGES) {
      const loads = results.get(page.name);
      const parts = new Map(
        PARTS.map((part) => [part, median(loads.map((l) => l.parts.get(part)))]),
      );
      columns.push({
        title: `${page.name} ${rate}x`,
        shown: median(loads.map((l) => l.shown)),
        parts,
      });
      if (page.name === "one board") {
        const byFunction = new Map();
        for (const load of loads)
          for (const [where, ms] of load.functions)
            byFunction.set(where, (byFunction.get(where) ?? 0) + ms / loads.length);
        functions.set(rate, byFunction);
      }
    }
  }
  console.log(
    `Where the time goes, file://, headless Chromium ${browser.version()}: renderer main thread from navigation to the last first verdict, self time; medians of ${LOADS} traced loads (ms)`,
  );
  const width = Math.max(...PARTS.map((part) => part.length)) + 2;
  console.log(cell("part", width) + columns.map(({ title }) => title.padStart(18)).join(""));
  for (const part of PARTS)
    console.log(
      cell(part, width) +
        columns.map(({ parts }) => parts.get(part).toFixed(1).padStart(18)).join(""),
    );
  console.log(
    cell("first verdict (traced)", width) +
      columns.map(({ shown }) => shown.toFixed(1).padStart(18)).join(""),
  );
  for (const [rate, byFunction] of functions) {
    console.log(
      `one board ${rate}x, the JavaScript functions that took longest (mean ms, by source line):`,
    );
    for (const [where, ms] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 16))
      console.log(`  ${ms.toFixed(1).padStart(6)}  ${where}`);
  }
}

if (BREAKDOWN) {
  try {
    await printBreakdown();
  } finally {
    await browser.close();
    server.close();
    server.closeAllConnections();
  }
  process.exit(0);
}

console.log(
  `First verdict after navigation, headless Chromium ${browser.version()}, ${LOADS} fresh contexts per row, medians (ms)`,
);
const rows = [];
try {
  for (const rate of [1, 4]) {
    for (const [originName, urlFor] of Object.entries(origins)) {
      // Interleaved: load i of every page runs before load i + 1 of any, so a slow patch of the
      // shared machine weighs on every row alike rather than on one.
      const samples = new Map(PAGES.map((page) => [page.name, []]));
      for (let i = 0; i < LOADS + 1; i++)
        for (const page of PAGES) {
          const time = await loadOnce(browser, urlFor(page.path), rate);
          if (i > 0) samples.get(page.name).push(time); // the first round warms the browser's caches
        }
      if (PROFILE && originName === "file://")
        for (const page of PAGES)
          await loadOnce(
            browser,
            urlFor(page.path),
            rate,
            join(root, `bench/profiles/${page.name.replace(/\W+/g, "-")}-${rate}x.cpuprofile`),
          );
      const empty = median(samples.get("empty page"));
      for (const page of PAGES) {
        const ready = median(samples.get(page.name));
        rows.push({ rate, originName, name: page.name, ready, added: ready - empty });
      }
    }
  }
} finally {
  await browser.close();
  server.close();
  server.closeAllConnections();
}

console.log(
  `${cell("CPU", 5)}${cell("origin", 9)}${cell("page", 15)}${cell("ready", 9)}${cell("added", 9)}target`,
);
for (const { rate, originName, name, ready, added } of rows) {
  const target = TARGETS[name]?.[rate];
  let verdict = "";
  if (target?.added !== undefined)
    verdict = `added <= ${target.added} ms: ${added <= target.added ? "met" : `missed by ${(added - target.added).toFixed(0)} ms`}`;
  if (target?.ready !== undefined)
    verdict = `ready <= ${target.ready} ms: ${ready <= target.ready ? "met" : `missed by ${(ready - target.ready).toFixed(0)} ms`}`;
  console.log(
    `${cell(`${rate}x`, 5)}${cell(originName, 9)}${cell(name, 15)}${cell(ready.toFixed(1), 9)}${cell(name === "empty page" ? "" : added.toFixed(1), 9)}${verdict}`,
  );
}
