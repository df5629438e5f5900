// docs/markdown.md's recipes for the JavaScript site generators that need a newer Node than 20:
// Eleventy (the markdown-it plugin), Astro and Docusaurus (the remark plugin), each built from the
// test's pages and the recipe's files under Node 24 (tools/nodes), with the generators installed
// apart in tools/sites (scripts/setup.sh), then opened in Chromium: the three boards of each page
// work. Chromium only: what is tested is each generator's HTML and the script's place in it; the
// elements themselves run in every engine in element.test.mjs, board.test.mjs and
// explainer.test.mjs.
import assert from "node:assert/strict";
import { runFile } from "../node/child.mjs";
import { existsSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { recipeSuite } from "./fences.mjs";
import { root } from "./helpers.mjs";

const packages = join(root, "tools/sites/node_modules");
const node = join(root, "tools/nodes/node_modules/node-24/bin/node");

recipeSuite({
  family: "sites",
  // Each tool: the command that builds the site into `out` (the tool's own script, run under
  // Node 24), the built page, and files of the recipe the test keeps under another name.
  tools: {
    eleventy: {
      command: (out) => [
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
      command: (out) => [
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
      command: (out) => [
        join(packages, "@docusaurus/core/bin/docusaurus.mjs"),
        "build",
        "--out-dir",
        out,
      ],
      // The route, as a reader follows a link to it: Docusaurus's router knows no "index.html",
      // and would draw its "Page Not Found" over the built page.
      page: "docs/boards/",
    },
  },
  files: {
    eleventy: ["eleventy.config.mjs"],
    astro: ["astro.config.mjs", "src/components/SudokuElements.astro"],
    docusaurus: ["docusaurus.config.mjs", "src/sudoku.js"],
  },
  prepare: () => {
    for (const path of [node, packages])
      assert.ok(existsSync(path), `${path} is missing: run bash scripts/setup.sh`);
    // The sites import the package by its name, as a site that installed it does.
    rmSync(join(packages, "valid-sudoku"), { force: true });
    symlinkSync(root, join(packages, "valid-sudoku"));
  },
  // One at a time: each build is a few hundred megabytes of Node on a machine of two cores.
  build: (tool, { command }, source, out) => {
    symlinkSync(packages, join(source, "node_modules"));
    const [script, ...args] = command(out);
    return runFile(node, [script, ...args], {
      cwd: source,
      timeout: 600_000, // a site generator's build, on a busy machine
      env: { ...process.env, NO_COLOR: "1", ASTRO_TELEMETRY_DISABLED: "1" },
    });
  },
});
