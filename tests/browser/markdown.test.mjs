// Markdown pages with ```sudoku fences, built for real: a VitePress site from its recipe's files
// (examples/markdown/vitepress/, which docs/markdown.md links) (markdown-it plugin) and a unified/remark page (remark plugin), opened in
// Chromium; their boards and explainer work, also after the site's client-side navigation.
// Chromium only: what is tested is the plugins' HTML and the site's navigation; the elements
// themselves run in every engine in element.test.mjs, board.test.mjs and explainer.test.mjs.
import assert from "node:assert/strict";
import { runFile } from "../node/child.mjs";
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { before, test } from "node:test";
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import rehypeStringify from "rehype-stringify";
import remarkSudoku from "valid-sudoku/remark";
import { checkBoards, linked, snippets } from "./fences.mjs";
import { browserAndServer, chromiumOnly, openPage, probe, root } from "./helpers.mjs";

const pages = join(root, "tests/browser/pages/site");
const source = join(root, "build/markdown/vitepress-src");
const site = join(root, "build/markdown/vitepress");
const base = "/build/markdown/vitepress/";
const vitepressFiles = snippets("vitepress");

// The browser (Chromium, as said above) and server start in a before hook that runs before this one.
const shared = browserAndServer(); // shared.browser, shared.server

chromiumOnly(
  "the plugins' HTML and the site's navigation; the elements run in every engine elsewhere",
  () => {
    before(async () => {
      rmSync(join(root, "build/markdown"), { recursive: true, force: true });
      // The site: the test's pages, the recipe's files, and the package where a site has it.
      cpSync(pages, source, { recursive: true });
      for (const { path, text } of vitepressFiles) {
        mkdirSync(dirname(join(source, path)), { recursive: true });
        writeFileSync(join(source, path), text);
      }
      mkdirSync(join(source, "node_modules"));
      symlinkSync(root, join(source, "node_modules/valid-sudoku"));
      const vitepress = join(root, "node_modules/vitepress/bin/vitepress.js");
      const building = runFile(
        process.execPath,
        [vitepress, "build", source, "--outDir", site, "--base", base],
        { cwd: source, timeout: 300_000 },
      ).catch((error) => {
        throw new Error(`vitepress build failed:\n${error.stdout}\n${error.stderr}`);
      });
      // The same page through unified: remark-parse, the plugin, remark-rehype, rehype-stringify
      // (without VitePress's front matter).
      const html = await unified()
        .use(remarkParse)
        .use(remarkSudoku)
        .use(remarkRehype)
        .use(rehypeStringify)
        .process(
          readFileSync(join(pages, "index.md"), "utf8").replace(/^---\n[\s\S]*?\n---\n/, ""),
        );
      mkdirSync(join(root, "build/markdown/remark"), { recursive: true });
      writeFileSync(
        join(root, "build/markdown/remark/index.html"),
        `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>remark page</title>` +
          `<link rel="icon" href="data:,"><script src="../../../dist/sudoku-explainer.js"></script>` +
          `</head>\n<body>\n${html}\n</body></html>\n`,
      );
      await building;
    });

    test("VitePress's recipe has its two files, and docs/markdown.md links each", () => {
      const files = [".vitepress/config.mjs", ".vitepress/theme/index.js"];
      assert.deepEqual(
        vitepressFiles.map((file) => file.path),
        files,
      );
      assert.deepEqual(linked("vitepress"), files);
    });

    test("the remark plugin's page: the three fences work", async () => {
      const { page, problems } = await openPage(
        shared.browser.context,
        new URL("build/markdown/remark/index.html", shared.server.url).href,
        { boards: false },
      );
      await checkBoards(page);
      assert.deepEqual(problems, []);
      await page.close();
    });

    test("the VitePress site: the three fences work, also after navigating away and back", async () => {
      const { page, problems } = await openPage(
        shared.browser.context,
        `${shared.server.url.slice(0, -1)}${base}`,
        {
          boards: false,
        },
      );
      await checkBoards(page);
      // A mark that a full page load would wipe: the navigation is the site's own, client-side.
      await page.evaluate(() => (window.sameDocument = true));
      await page.getByRole("link", { name: "The second page" }).click();
      await page.waitForFunction(() => location.pathname.endsWith("/second.html"));
      await page.waitForFunction(() => document.querySelector("sudoku-board")?.value.length === 16);
      assert.equal(
        await probe(page, "sudoku-board").then((board) => board.status),
        "Valid and complete",
      );
      await page.getByRole("link", { name: "Back to the boards" }).click();
      await page.waitForFunction(() => document.querySelectorAll("sudoku-explainer").length === 1);
      await checkBoards(page);
      // And with the browser's Back button, to the second page and back again.
      await page.goBack();
      // The address changes at once, the page only when the router has drawn it: going forward
      // before that would leave the boards page (and its edit) standing, and nothing reloaded.
      await page.waitForFunction(
        () =>
          location.pathname.endsWith("/second.html") &&
          !document.querySelector("sudoku-explainer") &&
          document.querySelector("sudoku-board")?.value.length === 16,
      );
      await page.goForward();
      await checkBoards(page);
      assert.equal(await page.evaluate(() => window.sameDocument), true);
      assert.deepEqual(problems, []);
      await page.close();
    });
  },
);
