// Loads every "tested snippet" of docs/embedding.md in a page of its own (served and, where the
// snippet has no module script, from file://) and checks that its boards and explainers work.
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { launch, openPage, root, startServer, urlOf, ENGINES } from "./helpers.mjs";

const docs = readFileSync(join(root, "docs/embedding.md"), "utf8");
const snippets = [
  ...docs.matchAll(/<!-- tested snippet: (\w+) -->\s*```html\n([\s\S]*?)\n```/g),
].map(([, name, html]) => ({ name, html }));
// Pages live two folders below the repository, and <base> points back at it, so the snippets'
// paths (dist/…, embed.html) mean what they mean beside the package's files.
const pages = join(root, "build/snippets");

for (const engine of ENGINES)
  describe(engine, () => {
    let browser;
    let server;
    before(async () => {
      mkdirSync(pages, { recursive: true });
      [browser, server] = await Promise.all([launch({ engine }), startServer()]);
    });
    after(async () => {
      await Promise.all([browser?.close(), server?.close()]);
    });

    test("docs/embedding.md has the three tested snippets", () => {
      assert.deepEqual(
        snippets.map((snippet) => snippet.name),
        ["classic", "module", "iframe"],
      );
    });

    for (const { name, html } of snippets) {
      // Module scripts do not run from file://, nor can a sandboxed frame read files there.
      const origins = /type="module"|sandbox=/.test(html) ? ["http"] : ["file", "http"];
      for (const origin of origins)
        test(`the ${name} snippet works in a page of its own (${origin})`, async () => {
          const file = `build/snippets/${name}.html`;
          writeFileSync(
            join(root, file),
            `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><base href="../../">` +
              `<title>${name} snippet</title><link rel="icon" href="data:,"></head>\n<body>\n${html}\n</body></html>\n`,
          );
          const { page, problems } = await openPage(
            browser.context,
            urlOf(origin === "file" ? "file" : server.url, file),
            { boards: false },
          );
          if (name === "iframe") {
            // The parent sized the iframe from the height embed.html posted.
            await page.waitForFunction(
              () => document.getElementById("sudoku-embed").height !== "600",
            );
            const height = Number(await page.locator("#sudoku-embed").getAttribute("height"));
            assert.ok(height > 600, `the explainer frame is ${height} px tall`);
            const frame = await (await page.$("#sudoku-embed")).contentFrame();
            assert.match(
              await frame.evaluate(() =>
                document.querySelector("sudoku-explainer").getAttribute("value"),
              ),
              /^83\.\.7/,
            );
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
