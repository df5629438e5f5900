// docs/markdown.md's recipes for the site generators whose plugins are not JavaScript, built with
// Debian's MkDocs (pymdownx.superfences), Hugo (a render hook) and Jekyll (an include) from the
// test's pages, then opened in Chromium: the three boards of each page work. Chromium only: what
// is tested is each generator's HTML and the script's place in it; the elements themselves run in
// every engine in element.test.mjs, board.test.mjs and explainer.test.mjs.
import assert from "node:assert/strict";
import { runFile } from "../node/child.mjs";
import { copyFileSync, cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { before, test } from "node:test";
import { checkBoards, snippets } from "./fences.mjs";
import { browserAndServer, chromiumOnly, openPage, root } from "./helpers.mjs";

const LABEL = "LeetCode Example 2 & <its> conflicts";
const work = join(root, "build/generators");
const script = join(root, "dist/sudoku-explainer.js");

// Each tool: where its copy of the script goes, the command that builds the site into `out`, and
// the built page.
const TOOLS = {
  mkdocs: {
    script: "docs/sudoku-explainer.js",
    // The test's own mkdocs.yml inherits the recipe's (tests/browser/pages/generators/mkdocs).
    rename: { "mkdocs.yml": "recipe.yml" },
    build: (out) => ["mkdocs", ["build", "--quiet", "--site-dir", out], { PYTHONPATH: "." }],
    page: "index.html",
  },
  hugo: {
    script: "static/sudoku-explainer.js",
    build: (out) => ["hugo", ["--quiet", "--destination", out]],
    page: "boards/index.html",
  },
  jekyll: {
    script: "sudoku-explainer.js",
    build: (out) => ["jekyll", ["build", "--quiet", "--destination", out]],
    page: "boards.html",
  },
};

// The browser (Chromium, as said above) and server start in a before hook that runs before this one.
const shared = browserAndServer(); // shared.browser, shared.server

chromiumOnly(
  "each generator's HTML and the script's place in it; the elements run in every engine elsewhere",
  () => {
    before(async () => {
      rmSync(work, { recursive: true, force: true });
      const builds = Object.entries(TOOLS).map(
        async ([tool, { script: copy, build, rename = {} }]) => {
          const source = join(work, `${tool}-src`);
          cpSync(join(root, "tests/browser/pages/generators", tool), source, { recursive: true });
          for (const { path, text } of snippets(tool)) {
            const file = join(source, rename[path] ?? path);
            mkdirSync(dirname(file), { recursive: true });
            writeFileSync(file, `${text}\n`);
          }
          mkdirSync(dirname(join(source, copy)), { recursive: true });
          copyFileSync(script, join(source, copy));
          const [command, args, env = {}] = build(join(work, tool));
          await runFile(command, args, {
            cwd: source,
            timeout: 300_000, // a site generator's build, on a busy machine
            env: { ...process.env, ...env },
          }).catch((error) => {
            throw new Error(`${tool} could not build the site:\n${error.stdout}\n${error.stderr}`);
          });
        },
      );
      await Promise.all(builds);
    });

    test("docs/markdown.md has the tested files of each recipe", () => {
      assert.deepEqual(
        Object.fromEntries(
          Object.keys(TOOLS).map((tool) => [tool, snippets(tool).map((s) => s.path)]),
        ),
        {
          mkdocs: ["mkdocs.yml", "sudoku_fence.py"],
          hugo: ["layouts/_default/_markup/render-codeblock-sudoku.html"],
          jekyll: ["_includes/sudoku.html"],
        },
      );
    });

    for (const [tool, { page: path }] of Object.entries(TOOLS))
      test(`${tool}: the page's board, 6×6 puzzle and explainer work`, async () => {
        const url = new URL(`build/generators/${tool}/${path}`, shared.server.url).href;
        const { page, problems } = await openPage(shared.browser.context, url, { boards: false });
        await checkBoards(page, LABEL);
        assert.deepEqual(problems, []);
        await page.close();
      });
  },
);
