// docs/markdown.md's recipes for the JavaScript site generators that need a newer Node than 20:
// Eleventy (the markdown-it plugin), Astro and Docusaurus (the remark plugin), each built from the
// test's pages and the recipe's files under Node 24 (tools/nodes), with the generators installed
// apart in tools/sites (scripts/setup.sh), then opened in Chromium: the three boards of each page
// work. Chromium only: what is tested is each generator's HTML and the script's place in it; the
// elements themselves run in every engine in element.test.mjs, board.test.mjs and
// explainer.test.mjs.
import assert from "node:assert/strict";
import { runFile } from "../node/child.mjs";
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { before, test } from "node:test";
import { checkBoards, snippets } from "./fences.mjs";
import { browserAndServer, chromiumOnly, openPage, root } from "./helpers.mjs";

const LABEL = "LeetCode Example 2 & <its> conflicts";
const packages = join(root, "tools/sites/node_modules");
const work = join(root, "build/sites");
const node = join(root, "tools/nodes/node_modules/node-24/bin/node");

// Each tool: the command that builds the site from `source` into `out` (run with the tool's own
// script under Node 24), the built page, and files of the recipe the test keeps under another name.
const TOOLS = {
  eleventy: {
    build: (out) => [
      join(packages, "@11ty/eleventy/cmd.cjs"),
      "--quiet",
      "--input=.",
      `--output=${out}`,
      // The site is served from build/sites/eleventy/, so its links start there.
      "--pathprefix=/build/sites/eleventy/",
    ],
    page: "boards/index.html",
  },
  astro: {
    // The site is served from build/sites/astro/, so its links and scripts start there.
    build: (out) => [
      join(packages, "astro/bin/astro.mjs"),
      "build",
      "--silent",
      "--outDir",
      out,
      "--base",
      "/build/sites/astro/",
    ],
    page: "boards/index.html",
  },
  docusaurus: {
    // The test's docusaurus.config.mjs spreads the recipe's (renamed) and adds the site's URL.
    rename: { "docusaurus.config.mjs": "recipe.config.mjs" },
    build: (out) => [
      join(packages, "@docusaurus/core/bin/docusaurus.mjs"),
      "build",
      "--out-dir",
      out,
    ],
    // The route, as a reader follows a link to it: Docusaurus's router knows no "index.html", and
    // would draw its "Page Not Found" over the built page.
    page: "docs/boards/",
  },
};

// The browser (Chromium, as said above) and server start in a before hook that runs before this one.
const shared = browserAndServer(); // shared.browser, shared.server

chromiumOnly(
  "each generator's HTML and the script's place in it; the elements run in every engine elsewhere",
  () => {
    before(async () => {
      for (const path of [node, packages])
        assert.ok(existsSync(path), `${path} is missing: run bash scripts/setup.sh`);
      rmSync(work, { recursive: true, force: true });
      // The sites import the package by its name, as a site that installed it does.
      rmSync(join(packages, "valid-sudoku"), { force: true });
      symlinkSync(root, join(packages, "valid-sudoku"));
      // One at a time: each build is a few hundred megabytes of Node on a machine of two cores.
      for (const [tool, { build, rename = {} }] of Object.entries(TOOLS)) {
        const source = join(work, `${tool}-src`);
        cpSync(join(root, "tests/browser/pages/sites", tool), source, { recursive: true });
        symlinkSync(packages, join(source, "node_modules"));
        for (const { path, text } of snippets(tool)) {
          const file = join(source, rename[path] ?? path);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, `${text}\n`);
        }
        const [script, ...args] = build(join(work, tool));
        await runFile(node, [script, ...args], {
          cwd: source,
          timeout: 600_000, // a site generator's build, on a busy machine
          env: { ...process.env, NO_COLOR: "1", ASTRO_TELEMETRY_DISABLED: "1" },
        }).catch((error) => {
          throw new Error(`${tool} could not build the site:\n${error.stdout}\n${error.stderr}`);
        });
      }
    });

    test("docs/markdown.md has the tested files of each recipe", () => {
      assert.deepEqual(
        Object.fromEntries(
          Object.keys(TOOLS).map((tool) => [tool, snippets(tool).map((s) => s.path)]),
        ),
        {
          eleventy: ["eleventy.config.mjs"],
          astro: ["astro.config.mjs", "src/components/SudokuElements.astro"],
          docusaurus: ["docusaurus.config.mjs", "src/sudoku.js"],
        },
      );
    });

    for (const [tool, { page: path }] of Object.entries(TOOLS))
      test(`${tool}: the page's board, 6×6 puzzle and explainer work`, async () => {
        const url = new URL(`build/sites/${tool}/${path}`, shared.server.url).href;
        const { page, problems } = await openPage(shared.browser.context, url, { boards: false });
        await checkBoards(page, LABEL);
        assert.deepEqual(problems, []);
        await page.close();
      });
  },
);
