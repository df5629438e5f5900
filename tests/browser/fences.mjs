// What the browser suites of Markdown pages share: the recipes' files (examples/markdown/<tool>/,
// which docs/markdown.md links), and the check of a page built from the three fences (a board, a
// 6×6 puzzle, an explainer).
import assert from "node:assert/strict";
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { before, test } from "node:test";
import { browserAndServer, chromiumOnly, clickCell, openPage, probe, root } from "./helpers.mjs";

const LABEL = 'LeetCode "Example 2" & <its> conflicts';
// The label the recipes' test pages give their first board.
const RECIPE_LABEL = "LeetCode Example 2 & <its> conflicts";

/** The files of `tool`'s recipe, examples/markdown/<tool>/, each as { path, text }. */
export function snippets(tool) {
  const folder = join(root, "examples/markdown", tool);
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .map((file) => ({ path: relative(folder, file), text: readFileSync(file, "utf8") }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The recipe files docs/markdown.md links, for one tool: `](../examples/markdown/<tool>/<path>)`. */
export function linked(tool) {
  const docs = readFileSync(join(root, "docs/markdown.md"), "utf8");
  const prefix = `../examples/markdown/${tool}/`;
  return [...docs.matchAll(/\]\(([^)]+)\)/g)]
    .map(([, link]) => link)
    .filter((link) => link.startsWith(prefix))
    .map((link) => link.slice(prefix.length))
    .sort((a, b) => a.localeCompare(b));
}

/** Waits for the page's three fences to be drawn and checks each works. */
export async function checkBoards(page, label = LABEL) {
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
  const [first, puzzle] = ["sudoku-board", "sudoku-board[shape]"]; // the first board, the 6×6 one
  // The board from nine lines of nine: LeetCode's Example 2, its two conflicts marked.
  const example = await probe(page, first);
  assert.equal(example.size, 9);
  assert.deepEqual(example.invalid, [0, 20, 27]);
  assert.match(example.status, /^Invalid: 8 appears twice in column 1 and in box 1/);
  assert.equal(
    await page
      .locator(first)
      .first()
      .evaluate((board) => board.getAttribute("label")),
    label,
  );
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

/**
 * The suite of docs/markdown.md's recipes for one family of site generators, in Chromium: each
 * tool's site is built from tests/browser/pages/<family>/<tool> and the recipe's tested files
 * (written under `rename[path]` where the test keeps its own file of that name), then its page is
 * opened and its three boards checked.
 * - `tools`: per tool { page, rename?, ... } (the page is the built site's, under build/<family>/);
 * - `files`: per tool, its recipe's paths (a test that they are all there and docs/markdown.md
 *   links each);
 * - `prepare(work)`: runs once before the builds (after build/<family> is emptied);
 * - `build(tool, spec, source, out)`: builds one site (a promise); `parallel`: all at once.
 */
export function recipeSuite({ family, tools, files, prepare = () => {}, build, parallel = false }) {
  const work = join(root, "build", family);
  // The browser (Chromium, as said above) and server start in a before hook that runs first.
  const shared = browserAndServer(); // shared.browser, shared.server
  chromiumOnly(
    "each generator's HTML and the script's place in it; the elements run in every engine elsewhere",
    () => {
      before(async () => {
        rmSync(work, { recursive: true, force: true });
        await prepare(work);
        const one = async ([tool, spec]) => {
          const source = join(work, `${tool}-src`);
          cpSync(join(root, "tests/browser/pages", family, tool), source, { recursive: true });
          for (const { path, text } of snippets(tool)) {
            const file = join(source, spec.rename?.[path] ?? path);
            mkdirSync(dirname(file), { recursive: true });
            writeFileSync(file, text);
          }
          await build(tool, spec, source, join(work, tool)).catch((error) => {
            throw new Error(`${tool} could not build the site:\n${error.stdout}\n${error.stderr}`);
          });
        };
        if (parallel) await Promise.all(Object.entries(tools).map(one));
        else for (const entry of Object.entries(tools)) await one(entry);
      });

      test("each recipe has its files, and docs/markdown.md links each", () => {
        const paths = (list) => Object.fromEntries(Object.keys(tools).map((t) => [t, list(t)]));
        assert.deepEqual(
          paths((tool) => snippets(tool).map((s) => s.path)),
          files,
        );
        assert.deepEqual(paths(linked), files);
      });

      for (const [tool, { page: path }] of Object.entries(tools))
        test(`${tool}: the page's board, 6×6 puzzle and explainer work`, async () => {
          const url = new URL(`build/${family}/${tool}/${path}`, shared.server.url).href;
          const { page, problems } = await openPage(shared.browser.context, url, {
            boards: false,
          });
          await checkBoards(page, RECIPE_LABEL);
          assert.deepEqual(problems, []);
          await page.close();
        });
    },
  );
}
