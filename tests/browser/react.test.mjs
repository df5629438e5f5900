// Controlled use in a React 19 app, built by Vite from the packed package: React writes `value`
// back on every `input`, and typing, undo and redo must still work with one check per edit.
import assert from "node:assert/strict";
import { runFileSync } from "../node/child.mjs";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { before, describe, test } from "node:test";
import {
  ENGINES,
  browserAndServer,
  EXAMPLE_1,
  clickCell,
  openPage,
  probe,
  root,
  urlOf,
} from "./helpers.mjs";

// Inside build/, so the app finds react, react-dom and vite in the repository's node_modules,
// while valid-sudoku comes from the tarball installed in the app's own node_modules.
const APP = "build/react-app";

const MAIN = `// The app: a controlled <sudoku-board>, as a React 19 tutorial would write it.
import { createElement as h, useState } from "react";
import { createRoot } from "react-dom/client";
import "valid-sudoku/board";

function App() {
  const [board, setBoard] = useState(${JSON.stringify(EXAMPLE_1)});
  const [knight, setKnight] = useState(".".repeat(81));
  return h(
    "main",
    null,
    h("sudoku-board", {
      id: "board",
      label: "Controlled board",
      value: board,
      onInput: (event) => setBoard(event.currentTarget.value),
      "onsudoku-validate": () => window.checks.push(Date.now()),
    }),
    h("output", { id: "state" }, board),
    // Variant rules as an inline object literal: a new object on every render.
    h("sudoku-board", {
      id: "knight",
      label: "Anti-knight board",
      value: knight,
      rules: { antiKnight: true },
      onInput: (event) => setKnight(event.currentTarget.value),
      "onsudoku-validate": (event) =>
        window.knightReports.push({
          valid: event.detail.valid,
          conflicts: event.detail.conflicts.map(({ rule, cells }) => ({ rule, cells })),
        }),
    }),
  );
}
window.checks = [];
window.knightReports = [];
createRoot(document.getElementById("root")).render(h(App));
`;

const INDEX = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>React app</title><link rel="icon" href="data:," /></head>
  <body><div id="root"></div><script type="module" src="./main.js"></script></body>
</html>
`;

before(() => {
  const app = join(root, APP);
  rmSync(app, { recursive: true, force: true });
  mkdirSync(app, { recursive: true });
  runFileSync("npm", ["pack", "--silent", "--pack-destination", app], { cwd: root });
  const tarball = readdirSync(app).find((name) => name.endsWith(".tgz"));
  writeFileSync(join(app, "package.json"), '{ "name": "react-app", "private": true }\n');
  runFileSync(
    "npm",
    ["install", "--offline", "--no-audit", "--no-fund", "--no-save", `./${tarball}`],
    { cwd: app, stdio: "pipe", timeout: 300_000 },
  );
  writeFileSync(join(app, "main.js"), MAIN);
  writeFileSync(join(app, "index.html"), INDEX);
  runFileSync(
    process.execPath,
    [join(root, "node_modules/vite/bin/vite.js"), "build", "--base", "./", "--logLevel", "warn"],
    { cwd: app, stdio: "pipe", timeout: 300_000 },
  );
});

for (const engine of ENGINES)
  describe(`[${engine}] a React 19 app`, () => {
    const shared = browserAndServer(engine); // shared.browser, shared.server

    test("typing, undo and redo work, with one sudoku-validate per edit", async () => {
      const { page, problems } = await openPage(
        shared.browser.context,
        urlOf(shared.server.url, `${APP}/dist/index.html`),
      );
      const state = () => page.evaluate(() => document.querySelector("#state").textContent);
      const checks = () => page.evaluate(() => window.checks.length);
      assert.equal(await state(), EXAMPLE_1);
      const before = await checks();
      await clickCell(page, "#board", 0, 2);
      await page.keyboard.press("1");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("2");
      const typed = `5312${EXAMPLE_1.slice(4)}`;
      assert.equal(await state(), typed, "React's state follows the board");
      assert.equal(await checks(), before + 2, "one sudoku-validate per keystroke");
      await page.keyboard.press("Control+z");
      assert.equal((await probe(page, "#board")).value, `531.${EXAMPLE_1.slice(4)}`);
      assert.equal(await state(), `531.${EXAMPLE_1.slice(4)}`);
      await page.keyboard.press("Control+z");
      assert.equal(await state(), EXAMPLE_1, "undo reaches the first board");
      await page.keyboard.press("Control+y");
      await page.keyboard.press("Control+y");
      assert.equal(await state(), typed, "redo");
      assert.equal((await probe(page, "#board")).value, typed);
      assert.equal(await checks(), before + 6, "one sudoku-validate per edit, undo and redo");
      await page.close();
      assert.deepEqual(problems, []);
    });

    test("rules given as a new object on every render check each edit once, by those rules", async () => {
      const { page, problems } = await openPage(
        shared.browser.context,
        urlOf(shared.server.url, `${APP}/dist/index.html`),
      );
      const reports = () => page.evaluate(() => window.knightReports);
      const before = (await reports()).length;
      // A knight's move apart, in other rows, columns and boxes: only the anti-knight rule sees it.
      await clickCell(page, "#knight", 0, 2);
      await page.keyboard.press("1");
      await clickCell(page, "#knight", 1, 4);
      await page.keyboard.press("1");
      const after = await reports();
      assert.equal(
        after.length,
        before + 2,
        "one sudoku-validate per keystroke, rules re-rendered",
      );
      assert.deepEqual(after.at(-1), {
        valid: false,
        conflicts: [{ rule: "antiKnight", cells: [2, 13] }],
      });
      assert.equal((await probe(page, "#knight")).value[13], "1");
      await page.close();
      assert.deepEqual(problems, []);
    });
  });
