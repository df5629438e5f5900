// Which browser runs a test, hidden behind one page API: Chromium through playwright-core, Firefox
// ESR through puppeteer-core over WebDriver BiDi, WebKit through WebDriver (webkit.mjs), each page
// answering the same calls.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import puppeteer from "puppeteer-core";
import { launchWebKit } from "./webkit.mjs";

/**
 * The engines a test of every engine runs in. SUDOKU_ENGINES="webkit" (comma-separated) narrows
 * it; `npm test` runs one engine a suite (scripts/test.sh), so each summary counts one engine.
 */
export const ENGINES = (process.env.SUDOKU_ENGINES ?? "chromium,firefox,webkit")
  .split(",")
  .map((name) => name.trim())
  .filter(Boolean);

// Debian's chromium, headless, nothing that phones home.
const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// Playwright's default page size, so a layout is the same in every engine.
const VIEWPORT = { width: 1280, height: 720 };

/**
 * Starts an engine on a fresh profile and resolves to { engine, context, close() }, where
 * `context.newPage()` gives a page with the calls listed below in either engine.
 * - colorScheme: "light" | "dark", what the operating system prefers. Chromium emulates it per
 *   page (page.emulateMedia); Firefox over BiDi and WebKit over WebDriver cannot, so it is a
 *   setting of the launch (`ui.systemUsesDarkTheme`, MiniBrowser's --dark-mode), and a page
 *   asking for the other scheme is an error.
 * - chromium: options for playwright's launchPersistentContext; args: more Chromium switches.
 */
export async function launchEngine(
  engine,
  { colorScheme = "light", chromium: options, args = [] } = {},
) {
  if (engine === "chromium") {
    const userDataDir = mkdtempSync(join(tmpdir(), "sudoku-chromium-"));
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
      headless: true,
      colorScheme,
      args: [...chromiumArgs, ...args],
      ...options,
    });
    return {
      engine,
      context,
      async close() {
        await context.close();
        rmSync(userDataDir, { recursive: true, force: true });
      },
    };
  }
  if (engine === "firefox") {
    const browser = await puppeteer.launch({
      browser: "firefox",
      executablePath: process.env.FIREFOX ?? "/usr/bin/firefox-esr",
      headless: true,
      defaultViewport: VIEWPORT,
      extraPrefsFirefox: {
        // Puppeteer's profile lets file:// pages read each other; users' Firefox does not.
        "security.fileuri.strict_origin_policy": true,
        "ui.systemUsesDarkTheme": colorScheme === "dark" ? 1 : 0,
      },
    });
    const context = {
      async newPage() {
        return new FirefoxPage(await browser.newPage(), colorScheme);
      },
      async grantPermissions(permissions, { origin }) {
        await browser.defaultBrowserContext().overridePermissions(origin, permissions);
      },
    };
    return { engine, context, close: () => browser.close() };
  }
  if (engine === "webkit") return launchWebKit({ colorScheme });
  throw new Error(`unknown browser engine "${engine}" (known: chromium, firefox, webkit)`);
}

/**
 * A puppeteer page that answers the part of playwright's Page API the suites use: goto,
 * evaluate(fn, arg), waitForFunction(fn, arg), keyboard.press("Control+z"), locator(css) (which,
 * like playwright's, looks inside open shadow roots) with getByRole, getByLabel and filter, $,
 * $, $$, on, addInitScript, addScriptTag, setViewportSize, screenshot, waitForTimeout, close.
 */
class FirefoxPage {
  #page;
  #colorScheme;
  constructor(page, colorScheme) {
    this.#page = page;
    this.#colorScheme = colorScheme;
    this.keyboard = new ChordKeyboard(page.keyboard);
  }
  goto(url) {
    return this.#page.goto(url);
  }
  evaluate(fn, arg) {
    return this.#page.evaluate(fn, arg);
  }
  waitForFunction(fn, arg, { timeout } = {}) {
    return this.#page.waitForFunction(fn, timeout === undefined ? {} : { timeout }, arg);
  }
  on(event, handler) {
    this.#page.on(event, handler);
    return this;
  }
  addInitScript(fn, arg) {
    return this.#page.evaluateOnNewDocument(fn, arg);
  }
  addScriptTag(options) {
    return this.#page.addScriptTag(options);
  }
  setViewportSize(size) {
    return this.#page.setViewport(size);
  }
  screenshot(options) {
    return this.#page.screenshot(options);
  }
  waitForTimeout(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }
  close() {
    return this.#page.close();
  }
  emulateMedia({ colorScheme, ...rest }) {
    const asked = Object.keys(rest);
    if (asked.length) throw new Error(`Firefox over BiDi cannot emulate ${asked.join(", ")}`);
    if (colorScheme && colorScheme !== this.#colorScheme)
      throw new Error(
        `this Firefox was started with a ${this.#colorScheme} OS; launch one with colorScheme "${colorScheme}"`,
      );
    return Promise.resolve();
  }
  locator(selector) {
    return new Locator(this.#page, cssSteps(selector));
  }
  /** Every element matching `selector` (looking inside shadow roots). */
  async $$(selector) {
    const array = await this.#page.evaluateHandle(inPage(""), cssSteps(selector));
    const properties = await array.getProperties();
    await array.dispose();
    return [...properties.values()].map((handle) => handle.asElement()).filter(Boolean);
  }
  /** The first element matching `selector` (looking inside shadow roots), or null. */
  async $(selector) {
    return new Locator(this.#page, cssSteps(selector)).elementHandle({ wait: false });
  }
}

/** Playwright's chords ("Control+Shift+Z") on puppeteer's keyboard, which presses one key. */
export class ChordKeyboard {
  #keyboard;
  constructor(keyboard) {
    this.#keyboard = keyboard;
  }
  async press(chord) {
    const keys = chord === "+" ? ["+"] : chord.split("+");
    const key = keys.pop();
    for (const modifier of keys) await this.#keyboard.down(modifier);
    await this.#keyboard.press(key);
    for (const modifier of keys.reverse()) await this.#keyboard.up(modifier);
  }
  type(text) {
    return this.#keyboard.type(text);
  }
}

/**
 * Splits CSS at its descendant combinators, so each part is matched inside the shadow roots
 * below the previous one (playwright's CSS engine pierces open shadow roots the same way).
 */
export function cssSteps(selector) {
  const parts = [];
  let depth = 0;
  let quote = null;
  let current = "";
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i];
    if (quote) {
      if (char === quote && selector[i - 1] !== "\\") quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (depth === 0 && /\s/.test(char)) {
      const before = current.trimEnd().at(-1);
      const after = selector.slice(i).trimStart()[0];
      if (current && !/[>+~,]/.test(before) && after && !/[>+~,]/.test(after)) {
        parts.push(current);
        current = "";
        continue;
      }
    }
    current += char;
  }
  if (current.trim()) parts.push(current.trim());
  return parts.map((css) => ({ css }));
}

// In the page: the elements a chain of steps finds, each step searching the light and shadow
// trees below the previous step's elements. Serialised into the page, so it must be self-contained.
function findAll(steps) {
  const below = (root) => {
    const found = [];
    const walk = (node) => {
      for (const child of node.children) {
        found.push(child);
        if (child.shadowRoot) walk(child.shadowRoot);
        walk(child);
      }
    };
    if (root.shadowRoot) walk(root.shadowRoot);
    walk(root);
    return found;
  };
  // Text as an accessible name counts it: without the parts hidden from assistive technology.
  const spoken = (node) =>
    node.nodeType === Node.TEXT_NODE
      ? node.data
      : node.nodeType === Node.ELEMENT_NODE && node.getAttribute("aria-hidden") === "true"
        ? ""
        : [...node.childNodes].map(spoken).join("");
  const text = (element) => spoken(element).replace(/\s+/g, " ").trim();
  const nameOf = (element) => {
    if (element.hasAttribute("aria-label")) return element.getAttribute("aria-label").trim();
    const by = element.getAttribute("aria-labelledby");
    if (by) {
      const root = element.getRootNode();
      return by
        .split(/\s+/)
        .map((id) => text(root.getElementById(id) ?? { textContent: "" }))
        .join(" ");
    }
    if (element.labels?.length) return [...element.labels].map(text).join(" ");
    return text(element);
  };
  const implicit = {
    button: "button, input[type=button], input[type=submit], input[type=reset]",
    checkbox: "input[type=checkbox]",
    slider: "input[type=range]",
    link: "a[href]",
  };
  const matchesName = (name, wanted, exact) =>
    exact ? name === wanted : name.toLowerCase().includes(wanted.toLowerCase());
  let current = [document.documentElement];
  let first = true;
  for (const step of steps) {
    if (step.hasText) {
      const pattern = new RegExp(step.hasText, step.flags);
      current = current.filter((element) => pattern.test(element.textContent ?? ""));
      continue;
    }
    const candidates = [...new Set(current.flatMap(below))];
    if (first) candidates.unshift(document.documentElement);
    first = false;
    if (step.css) current = candidates.filter((element) => element.matches(step.css));
    else if (step.role)
      current = candidates.filter(
        (element) =>
          (element.getAttribute("role") === step.role ||
            (!element.hasAttribute("role") && element.matches(implicit[step.role] ?? "none"))) &&
          (step.name === undefined || matchesName(nameOf(element), step.name, step.exact)),
      );
    else if (step.label)
      current = candidates.filter(
        (element) =>
          element.matches("input, select, textarea") &&
          matchesName(nameOf(element), step.label, step.exact),
      );
  }
  return current;
}

/** A function for page.evaluate: findAll(steps) followed by `rest`. */
export const inPage = (rest) => new Function("steps", `return (${findAll})(steps)${rest};`);

/** Playwright's Locator, the calls the suites use: it finds its elements when asked, waiting. */
export class Locator {
  #page;
  #steps;
  constructor(page, steps) {
    this.#page = page;
    this.#steps = steps;
  }
  #with(steps) {
    return new Locator(this.#page, [...this.#steps, ...steps]);
  }
  locator(selector) {
    return this.#with(cssSteps(selector));
  }
  getByRole(role, { name, exact = false } = {}) {
    return this.#with([{ role, name, exact }]);
  }
  getByLabel(label, { exact = false } = {}) {
    return this.#with([{ label, exact }]);
  }
  filter({ hasText }) {
    const pattern = hasText instanceof RegExp ? hasText : new RegExp(escape(hasText));
    return this.#with([{ hasText: pattern.source, flags: pattern.flags }]);
  }
  count() {
    return this.#page.evaluate(inPage(".length"), this.#steps);
  }
  /** The first element, waiting up to 30 s for one to exist (null without waiting). */
  async elementHandle({ wait = true } = {}) {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const handle = await this.#page.evaluateHandle(inPage("[0] ?? null"), this.#steps);
      const element = handle.asElement();
      if (element) return element;
      await handle.dispose();
      if (!wait) return null;
      if (Date.now() > deadline)
        throw new Error(`no element matches ${JSON.stringify(this.#steps)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  async #on(fn, arg) {
    const element = await this.elementHandle();
    try {
      return await element.evaluate(fn, arg);
    } finally {
      await element.dispose();
    }
  }
  waitFor() {
    return this.elementHandle().then((element) => element.dispose());
  }
  async click() {
    const element = await this.elementHandle();
    await element.click();
    await element.dispose();
  }
  focus() {
    return this.#on((element) => element.focus());
  }
  fill(value) {
    return this.#on((element, value) => {
      element.focus();
      element.value = value;
      element.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
      element.dispatchEvent(new Event("change", { bubbles: true }));
    }, value);
  }
  selectOption(value) {
    return this.#on((element, value) => {
      element.value = value;
      element.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
      element.dispatchEvent(new Event("change", { bubbles: true }));
    }, value);
  }
  async #setChecked(checked) {
    const state = await this.#on((element) => element.checked);
    if (state !== checked) await this.click();
  }
  check() {
    return this.#setChecked(true);
  }
  uncheck() {
    return this.#setChecked(false);
  }
  textContent() {
    return this.#on((element) => element.textContent);
  }
  getAttribute(name) {
    return this.#on((element, name) => element.getAttribute(name), name);
  }
  inputValue() {
    return this.#on((element) => element.value);
  }
  async isVisible() {
    const element = await this.elementHandle({ wait: false });
    if (!element) return false;
    try {
      return await element.evaluate((element) => element.checkVisibility());
    } finally {
      await element.dispose();
    }
  }
  allTextContents() {
    return this.#page.evaluate(inPage(".map((element) => element.textContent)"), this.#steps);
  }
  async screenshot(options) {
    const element = await this.elementHandle();
    try {
      return await element.screenshot(options);
    } finally {
      await element.dispose();
    }
  }
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
