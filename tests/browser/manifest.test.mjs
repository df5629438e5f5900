// dist/custom-elements.json (named by package.json's customElements) against the live elements:
// every observed attribute, attribute read or styled on, public property, dispatched event, part
// and CSS custom property of <sudoku-board> and <sudoku-explainer>, seen while they are used, is
// in the manifest. Chromium only: the manifest describes the elements' own code and stylesheets,
// the same in every engine (element.test.mjs and explainer.test.mjs run them in every engine).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { browserAndServer, chromiumOnly, clickCell, openPage, paste, root } from "./helpers.mjs";

const shared = browserAndServer();

chromiumOnly("the manifest describes the elements' own code, the same in every engine", () => {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const manifest = JSON.parse(readFileSync(join(root, pkg.customElements), "utf8"));
  const declarations = Object.fromEntries(
    manifest.modules
      .flatMap((module) => module.declarations)
      .filter((declaration) => declaration.customElement)
      .map((declaration) => [declaration.tagName, declaration]),
  );
  const names = (list) => (list ?? []).map((entry) => entry.name).sort();

  const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>manifest</title><link rel="icon" href="data:,">
<script src="../../dist/sudoku-explainer.js"></script></head><body>
<form><sudoku-board keypad label="A board" shape="2x2" value="1234341221434321" name="answer"
required theme="dark"></sudoku-board></form>
<sudoku-explainer value="12343412214343.1" stop="all" theme="light"></sudoku-explainer>
</body></html>`;

  test("package.json names the manifest, which describes both elements", () => {
    assert.equal(pkg.customElements, "dist/custom-elements.json");
    assert.ok(pkg.files.includes(pkg.customElements));
    assert.equal(pkg.exports["./custom-elements.json"], "./dist/custom-elements.json");
    assert.deepEqual(Object.keys(declarations).sort(), ["sudoku-board", "sudoku-explainer"]);
    assert.deepEqual(
      manifest.modules.map((module) => module.path),
      ["dist/board.mjs", "dist/explainer.mjs"],
    );
  });

  test("what the live elements observe, have, dispatch and style is in the manifest", async () => {
    const { page, problems } = await openPage(
      shared.browser.context,
      `data:text/html,placeholder`,
      {
        boards: false,
      },
    );
    // Every event an element dispatches on itself and every attribute it reads of itself, recorded
    // from before the scripts run.
    await page.addInitScript(() => {
      window.dispatched = [];
      window.read = [];
      const ours = (node) => node instanceof Element && node.localName.startsWith("sudoku-");
      const dispatch = EventTarget.prototype.dispatchEvent;
      EventTarget.prototype.dispatchEvent = function (event) {
        if (ours(this)) window.dispatched.push(`${this.localName} ${event.type}`);
        return dispatch.call(this, event);
      };
      for (const method of ["getAttribute", "hasAttribute"]) {
        const original = Element.prototype[method];
        Element.prototype[method] = function (name) {
          if (ours(this)) window.read.push(`${this.localName} ${name}`);
          return original.call(this, name);
        };
      }
    });
    await page.route("**/build/manifest/page.html", (route) =>
      route.fulfill({ contentType: "text/html", body: PAGE }),
    );
    await page.goto(new URL("build/manifest/page.html", shared.server.url).href);
    // Every part any node of a shadow root has had while the elements were used.
    await page.evaluate(async () => {
      const elements = [...document.querySelectorAll("sudoku-board, sudoku-explainer")];
      await Promise.all(elements.map((element) => element.ready));
      window.parts = {};
      for (const element of elements) {
        const parts = (window.parts[element.localName] = new Set());
        const note = (node) => {
          if (node.nodeType !== Node.ELEMENT_NODE) return;
          for (const part of node.part) parts.add(part);
          for (const child of node.querySelectorAll("[part]"))
            for (const part of child.part) parts.add(part);
        };
        for (const node of element.shadowRoot.children) note(node);
        new MutationObserver((records) => {
          for (const record of records) {
            note(record.target);
            record.addedNodes.forEach(note);
          }
        }).observe(element.shadowRoot, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ["part"],
        });
      }
    });
    // Use them: type, clear, paste, undo and the keypad on the board; play and step the explainer.
    await clickCell(page, "sudoku-board", 0, 0);
    await page.keyboard.press("2"); // 2 twice in row 1: a conflict
    await page.keyboard.press("Backspace");
    await paste(page, "1234341221434321");
    await page.keyboard.press("Control+z");
    await page.locator("sudoku-board [data-digit='3']").click();
    await page.evaluate(() => {
      const explainer = document.querySelector("sudoku-explainer");
      explainer.step = 3;
      explainer.play();
      explainer.pause();
    });
    await page.locator("sudoku-explainer [data-action=forward]").click();
    // Read every public property of both, as a page or a framework would, and submit the form.
    await page.evaluate(() => {
      for (const element of document.querySelectorAll("sudoku-board, sudoku-explainer")) {
        // (the element's own class and the classes of its parts it extends, up to HTMLElement)
        for (
          let prototype = customElements.get(element.localName).prototype;
          prototype !== HTMLElement.prototype;
          prototype = Object.getPrototypeOf(prototype)
        )
          for (const name of Object.getOwnPropertyNames(prototype))
            if (Object.getOwnPropertyDescriptor(prototype, name).get) void element[name];
      }
      void new FormData(document.querySelector("form"));
    });

    const live = await page.evaluate(() =>
      ["sudoku-board", "sudoku-explainer"].map((tag) => {
        const element = document.querySelector(tag);
        const constructor = customElements.get(tag);
        const root = element.shadowRoot;
        // Custom properties the stylesheets read, less those the element sets itself inline.
        const css = [...root.adoptedStyleSheets, ...[...root.styleSheets]]
          .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
          .join("\n");
        const inline = [...root.querySelectorAll("[style]")]
          .map((node) => node.getAttribute("style"))
          .join(";");
        // Read, less those the element sets itself: inline, or in its stylesheets (the theme's
        // private --_* copies of the public --sudoku-* properties).
        const read = [...css.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]);
        const set = new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]));
        const properties = [...new Set(read)].filter(
          (name) => !inline.includes(`${name}:`) && !set.has(name),
        );
        // Attributes of its own the element reads or its stylesheets select on (`:host([theme])`),
        // less the global ones every element has (hidden, lang, aria-*, data-*).
        const styled = [...css.matchAll(/:host\(\[([\w-]+)/g)].map((match) => match[1]);
        const reads = window.read
          .filter((entry) => entry.startsWith(`${tag} `))
          .map((entry) => entry.slice(tag.length + 1));
        const attributes = [...new Set([...styled, ...reads])].filter(
          (name) => !/^(aria|data)-/.test(name) && !(name in HTMLElement.prototype),
        );
        const members = [];
        for (
          let prototype = constructor.prototype;
          prototype !== HTMLElement.prototype;
          prototype = Object.getPrototypeOf(prototype)
        )
          members.push(
            ...Object.getOwnPropertyNames(prototype).filter(
              (name) => name !== "constructor" && !name.endsWith("Callback"),
            ),
          );
        return {
          tag,
          observed: [...constructor.observedAttributes],
          attributes,
          members,
          events: [
            ...new Set(window.dispatched.filter((entry) => entry.startsWith(`${tag} `))),
          ].map((entry) => entry.slice(tag.length + 1)),
          parts: [...window.parts[tag]],
          properties,
        };
      }),
    );
    for (const { tag, observed, attributes, members, events, parts, properties } of live) {
      const declared = declarations[tag];
      assert.deepEqual(
        names(declared.attributes),
        [...new Set([...observed, ...attributes])].sort(),
        `${tag}: attributes (observed, read or styled on)`,
      );
      for (const [kind, seen, listed] of [
        ["property", members, names(declared.members)],
        ["event", events, names(declared.events)],
        ["part", parts, names(declared.cssParts)],
        ["CSS custom property", properties, names(declared.cssProperties)],
      ]) {
        assert.ok(seen.length > 0, `${tag}: no ${kind} was seen, so this test checks nothing`);
        for (const name of seen)
          assert.ok(listed.includes(name), `${tag}: ${kind} ${name} is not in the manifest`);
      }
    }
    const events = Object.fromEntries(live.map(({ tag, events }) => [tag, events.sort()]));
    assert.deepEqual(events, {
      "sudoku-board": ["input", "sudoku-validate"],
      "sudoku-explainer": ["sudoku-step"],
    });
    assert.deepEqual(problems, []);
    await page.close();
  });
});
