// docs/markdown.md's recipes for the site generators whose plugins are not JavaScript, built with
// Debian's MkDocs (pymdownx.superfences), Hugo (a render hook) and Jekyll (an include) from the
// test's pages, then opened in Chromium: the three boards of each page work. Chromium only: what
// is tested is each generator's HTML and the script's place in it; the elements themselves run in
// every engine in element.test.mjs, board.test.mjs and explainer.test.mjs.
import { runFile } from "../node/child.mjs";
import { copyFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { recipeSuite } from "./fences.mjs";
import { root } from "./helpers.mjs";

const script = join(root, "dist/sudoku-explainer.js");

recipeSuite({
  family: "generators",
  // Each tool: where its copy of the script goes, the command that builds the site into `out`,
  // and the built page.
  tools: {
    mkdocs: {
      script: "docs/sudoku-explainer.js",
      // The test's own mkdocs.yml inherits the recipe's (tests/browser/pages/generators/mkdocs).
      rename: { "mkdocs.yml": "recipe.yml" },
      command: (out) => ["mkdocs", ["build", "--quiet", "--site-dir", out], { PYTHONPATH: "." }],
      page: "index.html",
    },
    hugo: {
      script: "static/sudoku-explainer.js",
      command: (out) => ["hugo", ["--quiet", "--destination", out]],
      page: "boards/index.html",
    },
    jekyll: {
      script: "sudoku-explainer.js",
      command: (out) => ["jekyll", ["build", "--quiet", "--destination", out]],
      page: "boards.html",
    },
  },
  files: {
    mkdocs: ["mkdocs.yml", "sudoku_fence.py"],
    hugo: ["layouts/_default/_markup/render-codeblock-sudoku.html"],
    jekyll: ["_includes/sudoku.html"],
  },
  parallel: true,
  build: (tool, { script: copy, command }, source, out) => {
    mkdirSync(dirname(join(source, copy)), { recursive: true });
    copyFileSync(script, join(source, copy));
    const [file, args, env = {}] = command(out);
    return runFile(file, args, {
      cwd: source,
      timeout: 300_000, // a site generator's build, on a busy machine
      env: { ...process.env, ...env },
    });
  },
});
