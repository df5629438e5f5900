// Loads every "tested snippet" of docs/embedding.md in a page of its own (served, served under a
// strict CSP and, where the snippet has no module script or sandboxed frame, from file://) and
// checks that its boards, explainers and frames work, in every engine.
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { before, describe, test } from "node:test";
import { ENGINES, browserAndServer, holdsStill, openPage, root, urlOf } from "./helpers.mjs";

const docs = readFileSync(join(root, "docs/embedding.md"), "utf8");
const snippets = [
  ...docs.matchAll(/<!-- tested snippet: (\w+) -->\s*```html\n([\s\S]*?)\n```/g),
].map(([, name, html]) => ({ name, html }));
// Pages live two folders below the repository, and <base> points back at it, so the snippets'
// paths (dist/…, embed.html) mean what they mean beside the package's files.
const pages = join(root, "build/snippets");
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'";

for (const engine of ENGINES)
  describe(`[${engine}]`, () => {
    const shared = browserAndServer(engine, { csp: CSP }); // its browser, server, strictServer
    before(() => mkdirSync(pages, { recursive: true }));

    test("docs/embedding.md has the three tested snippets", () => {
      assert.deepEqual(
        snippets.map((snippet) => snippet.name),
        ["classic", "module", "iframe"],
      );
    });

    for (const { name, html } of snippets) {
      // Module scripts do not run from file://, nor can a sandboxed frame read files there; the
      // strict CSP is the one docs/embedding.md recommends (the module snippet's import map is an
      // inline script, which it forbids).
      const origins = /type="module"|sandbox=/.test(html) ? ["http"] : ["file", "http"];
      if (name !== "module") origins.push("http with a strict CSP");
      for (const origin of origins)
        test(`the ${name} snippet works in a page of its own (${origin})`, async (t) => {
          // Safari's rule, which docs/embedding.md tells: 'self' never matches the frame's origin.
          if (engine === "webkit" && name === "iframe" && origin.includes("CSP"))
            return t.skip("not in WebKit, whose 'self' is a sandboxed frame's opaque origin");
          const file = `build/snippets/${name}.html`;
          writeFileSync(
            join(root, file),
            `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><base href="../../">` +
              `<title>${name} snippet</title><link rel="icon" href="demo/favicon.svg"></head>\n<body>\n${html}\n</body></html>\n`,
          );
          const { page, problems } = await openPage(
            shared.browser.context,
            urlOf(
              { file: "file", http: shared.server.url }[origin] ?? shared.strictServer.url,
              file,
            ),
            { boards: false },
          );
          if (name === "iframe") {
            // Two frames on one page, each sized by embed-resize.js from its own frame's message,
            // and sized again on each resize of their content: read once the heights hold still
            // (a busy WebKit may lay a frame out first at another width than the view's last).
            await holdsStill(
              () =>
                page.evaluate(() =>
                  [...document.querySelectorAll("iframe[data-valid-sudoku]")]
                    .map((frame) => frame.height)
                    .join(),
                ),
              {
                ready: (heights) => !heights.split(",").includes("600"),
                what: "the frames' heights",
              },
            );
            const frames = await page.evaluate(() =>
              [...document.querySelectorAll("iframe[data-valid-sudoku]")].map((frame) => ({
                height: Number(frame.height),
                drawn: Math.round(frame.getBoundingClientRect().height),
                border: getComputedStyle(frame).borderTopStyle,
                sandbox: frame.getAttribute("sandbox"),
              })),
            );
            const [explainer, board] = frames.map((frame) => frame.height);
            assert.ok(board > 300 && board < 1200, `the board's frame is ${board} px tall`);
            assert.ok(explainer > board, `the explainer's frame (${explainer}) is taller`);
            for (const frame of frames) {
              assert.equal(frame.drawn, frame.height, "the frame is drawn at the posted height");
              assert.equal(frame.border, "none");
              assert.equal(frame.sandbox, "allow-scripts");
            }
            const inside = [];
            for (const handle of await page.$$("iframe[data-valid-sudoku]")) {
              const frame = await handle.contentFrame();
              inside.push(
                await frame.evaluate(async () => {
                  const element = document.querySelector("sudoku-board, sudoku-explainer");
                  await customElements.whenDefined(element.localName);
                  await element.ready;
                  return {
                    tag: element.localName,
                    title: document.title,
                    status: element.shadowRoot.querySelector("[role=status]").textContent,
                  };
                }),
              );
            }
            assert.deepEqual(
              inside.map(({ tag, title }) => [tag, title]),
              [
                ["sudoku-explainer", "The scan of LeetCode Example 2"],
                ["sudoku-board", "LeetCode Example 2"],
              ],
            );
            assert.equal(inside[1].status, "Invalid: 8 appears twice in column 1 and in box 1");
          } else {
            const state = await page.evaluate(async () => {
              await Promise.all(
                ["sudoku-board", "sudoku-explainer"].map((tag) => customElements.whenDefined(tag)),
              );
              const elements = [...document.querySelectorAll("sudoku-board, sudoku-explainer")];
              await Promise.all(elements.map((element) => element.ready));
              return elements.map((element) => ({
                tag: element.localName,
                steps: element.steps?.length,
                status: element.shadowRoot.querySelector("[role=status]").textContent,
              }));
            });
            assert.deepEqual(
              state.map((element) => element.tag),
              ["sudoku-board", "sudoku-explainer"],
            );
            if (name === "classic") {
              assert.equal(state[0].status, "Invalid: 8 appears twice in column 1 and in box 1");
              assert.equal(state[1].steps, 21);
            } else {
              assert.equal(state[1].steps, 81);
            }
          }
          await page.close();
          assert.deepEqual(problems, []);
        });
    }
  });
