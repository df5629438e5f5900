// Markdown pages with ```sudoku fences, built for real: a VitePress site from docs/markdown.md's
// tested files (markdown-it plugin) and a unified/remark page (remark plugin), opened in
// Chromium; their boards and explainer work, also after the site's client-side navigation.
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { after, before, test } from "node:test";
import { promisify } from "node:util";
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import rehypeStringify from "rehype-stringify";
import remarkSudoku from "valid-sudoku/remark";
import { clickCell, launch, openPage, probe, root, startServer } from "./helpers.mjs";

const pages = join(root, "tests/browser/pages/site");
const source = join(root, "build/markdown/vitepress-src");
const site = join(root, "build/markdown/vitepress");
const base = "/build/markdown/vitepress/";
const docs = readFileSync(join(root, "docs/markdown.md"), "utf8");
const vitepressFiles = [
  ...docs.matchAll(/<!-- tested: vitepress (\S+) -->\s*```js\n([\s\S]*?)\n```/g),
].map(([, path, text]) => ({ path, text }));

const LABEL = 'LeetCode "Example 2" & <its> conflicts';

let browser;
let server;
before(async () => {
  rmSync(join(root, "build/markdown"), { recursive: true, force: true });
  // The site: the test's pages, docs/markdown.md's files, and the package where a site has it.
  cpSync(pages, source, { recursive: true });
  for (const { path, text } of vitepressFiles) {
    mkdirSync(dirname(join(source, path)), { recursive: true });
    writeFileSync(join(source, path), `${text}\n`);
  }
  mkdirSync(join(source, "node_modules"));
  symlinkSync(root, join(source, "node_modules/valid-sudoku"));
  const vitepress = join(root, "node_modules/vitepress/bin/vitepress.js");
  const building = promisify(execFile)(
    process.execPath,
    [vitepress, "build", source, "--outDir", site, "--base", base],
    { cwd: source },
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
    .process(readFileSync(join(pages, "index.md"), "utf8").replace(/^---\n[\s\S]*?\n---\n/, ""));
  mkdirSync(join(root, "build/markdown/remark"), { recursive: true });
  writeFileSync(
    join(root, "build/markdown/remark/index.html"),
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>remark page</title>` +
      `<link rel="icon" href="data:,"><script src="../../../dist/sudoku-explainer.js"></script>` +
      `</head>\n<body>\n${html}\n</body></html>\n`,
  );
  [browser, server] = await Promise.all([launch(), startServer(), building]);
});
after(async () => {
  await Promise.all([browser?.close(), server?.close()]);
});

test("docs/markdown.md has VitePress's two tested files", () => {
  assert.deepEqual(
    vitepressFiles.map((file) => file.path),
    [".vitepress/config.mjs", ".vitepress/theme/index.js"],
  );
});

/** Waits for the page's three fences to be drawn and checks each works. */
async function checkBoards(page) {
  await page.waitForFunction(
    () =>
      customElements.get("sudoku-board") &&
      customElements.get("sudoku-explainer") &&
      document.querySelectorAll("sudoku-board, sudoku-explainer").length === 3,
  );
  await page.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll("sudoku-board, sudoku-explainer")].map((e) => e.ready),
    ),
  );
  const [first, puzzle] = ["sudoku-board:nth-of-type(1)", "sudoku-board[shape]"];
  // The board from nine lines of nine: LeetCode's Example 2, its two conflicts marked.
  const example = await probe(page, first);
  assert.equal(example.size, 9);
  assert.deepEqual(example.invalid, [0, 20, 27]);
  assert.match(example.status, /^Invalid: 8 appears twice in column 1 and in box 1/);
  assert.equal(await page.locator(first).evaluate((board) => board.getAttribute("label")), LABEL);
  // The 6×6 puzzle: its filled cells are givens, the keypad is shown, an edit is checked.
  const six = await probe(page, puzzle);
  assert.equal(six.size, 6);
  assert.equal(six.status, "Valid so far");
  assert.ok(await page.locator(`${puzzle} [part~=keypad]`).isVisible());
  assert.match(six.labels[0], /given/);
  await clickCell(page, puzzle, 0, 1);
  await page.keyboard.press("1");
  const edited = await probe(page, puzzle);
  assert.deepEqual(edited.invalid, [0, 1, 25]); // row 1 and column 2
  // The explainer: every step of the 4×4 board's scan, LeetCode's stop off.
  const explainer = await page.evaluate(() => {
    const element = document.querySelector("sudoku-explainer");
    return {
      steps: element.steps.length,
      stop: element.trace.stop,
      label: element.getAttribute("label"),
    };
  });
  assert.deepEqual(explainer, { steps: 16, stop: "all", label: "The scan, step by step" });
}

test("the remark plugin's page: the three fences work", async () => {
  const { page, problems } = await openPage(
    browser.context,
    new URL("build/markdown/remark/index.html", server.url).href,
    { boards: false },
  );
  await checkBoards(page);
  assert.deepEqual(problems, []);
  await page.close();
});

test("the VitePress site: the three fences work, also after navigating away and back", async () => {
  const { page, problems } = await openPage(browser.context, `${server.url.slice(0, -1)}${base}`, {
    boards: false,
  });
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
  await page.waitForFunction(() => location.pathname.endsWith("/second.html"));
  await page.goForward();
  await checkBoards(page);
  assert.equal(await page.evaluate(() => window.sameDocument), true);
  assert.deepEqual(problems, []);
  await page.close();
});
