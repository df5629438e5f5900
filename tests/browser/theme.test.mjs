// The theme lives in someone else's page: on a dark operating system, a light-only blog keeps light
// boards whose words are in the blog's colour; a class-themed dark page styles both elements
// through --sudoku-* on an ancestor; a page that is dark (color-scheme) or theme="dark" gets the
// dark palette. In every engine, each started with a dark OS preference. Each theming example of
// the docs, copied onto a site (light, dark by a class, dark by color-scheme), passes WCAG AA:
// digits 4.5:1, box lines and conflict outlines 3:1.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, test } from "node:test";
import { ENGINES, browserAndServer, clickCell, openPage, root, urlOf } from "./helpers.mjs";
import { backgroundsOf, contrast, rgba, seenCells } from "./contrast.mjs";

const BLOG = "tests/browser/pages/theme-light-blog.html";
const CLASS_DARK = "tests/browser/pages/theme-class-dark.html";
const WHITE = "rgb(255, 255, 255)";
const DARK_BG = "rgb(21, 26, 33)"; // the dark palette's board background, #151a21

/** The colours a reader sees of the #board and #explainer on the page (the explainer at step 21). */
function colours(page) {
  return page.evaluate(async () => {
    const board = document.querySelector("#board");
    const explainer = document.querySelector("#explainer");
    await Promise.all([board.ready, explainer.ready]);
    explainer.step = 20; // the repeat: the sentence is drawn in the conflict colour
    const style = (node) => getComputedStyle(node);
    const b = board.shadowRoot;
    const e = explainer.shadowRoot;
    const cells = b.querySelectorAll("[role=gridcell]");
    return {
      page: style(document.body).color,
      pageBackground: style(document.body).backgroundColor,
      frame: style(b.querySelector("[part~=frame]")).backgroundColor,
      status: style(b.querySelector("[part~=status]")).color,
      entry: style(cells[1]).color,
      conflict: style(cells[0]).color,
      explainerBoard: style(e.querySelector(".board")).backgroundColor,
      sentence: style(e.querySelector(".sentence")).color,
      stepText: style(e.querySelector(".scrub-text")).color,
      setName: style(e.querySelector(".set-name")).color,
    };
  });
}

/** A new <sudoku-board> with `attributes`, appended to `parent`; resolves to its frame's background. */
function frameOf(page, parent, attributes) {
  return page.evaluate(
    async ([parent, attributes]) => {
      const board = document.createElement("sudoku-board");
      for (const [name, value] of Object.entries(attributes)) board.setAttribute(name, value);
      document.querySelector(parent).append(board);
      await board.ready;
      const background = getComputedStyle(
        board.shadowRoot.querySelector("[part~=frame]"),
      ).backgroundColor;
      board.remove();
      return background;
    },
    [parent, attributes],
  );
}

for (const engine of ENGINES)
  describe(`[${engine}] on a dark OS`, () => {
    const shared = browserAndServer(engine, { colorScheme: "dark" }); // shared.browser, shared.server
    const open = (path) =>
      openPage(shared.browser.context, urlOf("file", path), { colorScheme: "dark" });

    test("a light-only blog keeps light boards, and their words take the blog's colour", async () => {
      const { page, problems } = await open(BLOG);
      assert.equal(
        await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches),
        true,
      );
      const seen = await colours(page);
      assert.equal(seen.pageBackground, WHITE);
      assert.equal(seen.frame, WHITE, "the board is not a dark block in a white page");
      assert.equal(seen.explainerBoard, WHITE);
      assert.equal(seen.page, "rgb(34, 34, 34)");
      assert.equal(seen.status, seen.page, "the verdict is in the page's colour");
      assert.equal(seen.stepText, seen.page, '"Step 21 of 21" is in the page\'s colour');
      assert.equal(seen.setName, seen.page, "the set names are in the page's colour");
      assert.equal(seen.conflict, "rgb(163, 0, 30)", "the light palette's conflict colour");
      assert.equal(
        seen.sentence,
        seen.conflict,
        "one theme: the explainer's repeat is the board's",
      );
      await page.close();
      assert.deepEqual(problems, []);
    });

    test("one theme sheet: both elements, and every board, adopt the same stylesheet first", async () => {
      const { page, problems } = await open(BLOG);
      const shared = await page.evaluate(async () => {
        const [board, explainer, other] = ["#board", "#explainer", "#dark-board"].map((id) =>
          document.querySelector(id),
        );
        await Promise.all([board.ready, explainer.ready, other.ready]);
        const first = (node) => node.shadowRoot.adoptedStyleSheets[0];
        const theme = first(board);
        return {
          same: theme === first(explainer) && theme === first(other),
          // (the theme is the sheet that reads the public --sudoku-* properties)
          theme: [...theme.cssRules].some((rule) => rule.cssText.includes("--sudoku-bg")),
        };
      });
      assert.deepEqual(shared, { same: true, theme: true });
      await page.close();
      assert.deepEqual(problems, []);
    });

    test('theme="dark" on a light page, theme="light" on a dark one', async () => {
      const { page, problems } = await open(BLOG);
      assert.equal(
        await page.evaluate(async () => {
          const board = document.querySelector("#dark-board");
          await board.ready;
          return getComputedStyle(board.shadowRoot.querySelector("[part~=frame]")).backgroundColor;
        }),
        DARK_BG,
      );
      await page.evaluate(() => (document.documentElement.style.colorScheme = "dark"));
      assert.equal(await frameOf(page, ".post", {}), DARK_BG, "a page that is dark: dark boards");
      assert.equal(await frameOf(page, ".post", { theme: "light" }), WHITE);
      await page.close();
      assert.deepEqual(problems, []);
    });

    test("a class-themed dark page styles both elements through --sudoku-* on an ancestor", async () => {
      const { page, problems } = await open(CLASS_DARK);
      const seen = await colours(page);
      assert.equal(seen.pageBackground, "rgb(17, 17, 17)");
      assert.equal(seen.frame, "rgb(0, 0, 0)");
      assert.equal(seen.explainerBoard, "rgb(0, 0, 0)");
      assert.equal(seen.entry, "rgb(158, 203, 255)");
      assert.equal(seen.conflict, "rgb(255, 179, 189)");
      assert.equal(seen.sentence, "rgb(255, 179, 189)");
      assert.equal(seen.status, "rgb(238, 238, 238)", "the verdict is in the page's colour");
      assert.equal(seen.stepText, "rgb(238, 238, 238)");
      await page.close();
      assert.deepEqual(problems, []);
    });

    test("the demo page, which declares light and dark, follows the OS into the dark palette", async () => {
      const { page, problems } = await openPage(
        shared.browser.context,
        urlOf(shared.server.url, "index.html"),
        {
          colorScheme: "dark",
        },
      );
      const frame = await page.evaluate(
        () =>
          getComputedStyle(
            document.querySelector("#example-1").shadowRoot.querySelector("[part~=frame]"),
          ).backgroundColor,
      );
      assert.equal(frame, DARK_BG);
      await page.close();
      assert.deepEqual(problems, []);
    });
  });

// The docs whose CSS examples a reader copies to theme the elements.
const THEMING_DOCS = ["docs/embedding.md", "docs/element.md"];
const DOCS_PAGE = "tests/browser/pages/theme-docs.html";
// The sites they are copied onto: light, dark by a class on <html> (no color-scheme), dark by its
// color-scheme.
const SITES = {
  light: () => {},
  "dark by a class": () => document.documentElement.classList.add("dark"),
  "dark by color-scheme": () => (document.documentElement.style.colorScheme = "dark"),
};

/** Every ```css block of the theming docs, named by its doc and the heading above it. */
function themingExamples() {
  return THEMING_DOCS.flatMap((doc) => {
    const text = readFileSync(join(root, doc), "utf8");
    return [...text.matchAll(/```css\n([\s\S]*?)```/g)].map((found) => {
      const heading = [...text.slice(0, found.index).matchAll(/^#+ (.*)$/gm)].at(-1)?.[1];
      return { where: `${doc}, "${heading}"`, css: found[1] };
    });
  });
}

const examples = themingExamples();

for (const engine of ENGINES)
  describe(`the docs' theming examples, copied onto a site (${engine})`, () => {
    const shared = browserAndServer(engine);

    test("the docs have theming examples", () => {
      assert.ok(examples.length >= 2, `found ${examples.length}`);
    });

    for (const { where, css } of examples)
      for (const [site, prepare] of Object.entries(SITES))
        test(`${where}, on a site ${site}: digits 4.5:1, box lines and outlines 3:1`, async () => {
          const { page, problems } = await openPage(
            shared.browser.context,
            urlOf("file", DOCS_PAGE),
          );
          // (a style element from the page itself: the Firefox and WebKit drivers have no addStyleTag)
          await page.evaluate((css) => {
            const style = document.createElement("style");
            style.textContent = css;
            document.head.append(style);
          }, css);
          await page.evaluate(prepare);
          // Cells 0–3 of row 1 (a given in conflict, a given, an entry in conflict, an entry), with
          // no cell active and with cells 1 and 3 active.
          const seen = await seenCells(page, "#board", [0, 1, 2, 3]);
          for (const active of [1, 3]) {
            await clickCell(page, "#board", 0, active);
            seen.push(...(await seenCells(page, "#board", [0, 1, 2, 3])));
          }
          const short = [];
          for (const cell of seen) {
            const backgrounds = backgroundsOf(cell);
            const ratio = (colour) =>
              Math.min(...backgrounds.map((b) => contrast(rgba(colour), b)));
            const digit = ratio(cell.color);
            if (digit < 4.5) short.push(`digit of ${cell.part}: ${digit.toFixed(2)}:1`);
            const outline = ratio(cell.outline);
            if (outline < 3) short.push(`outline over ${cell.part}: ${outline.toFixed(2)}:1`);
            if (cell.boxLine) {
              const line = ratio(cell.boxLine);
              if (line < 3) short.push(`box line beside ${cell.part}: ${line.toFixed(2)}:1`);
            }
          }
          assert.deepEqual([...new Set(short)], []);
          await page.close();
          assert.deepEqual(problems, []);
        });
  });
