// WebKit for the browser suites: Debian's WebKitGTK MiniBrowser under its own Xvfb, driven by
// WebKitWebDriver over W3C WebDriver (selenium-webdriver), behind the page API of driver.mjs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "node:net";
import { Builder, Key, Origin, WebElement } from "selenium-webdriver";
import { ChordKeyboard, Locator, cssSteps, inPage } from "./driver.mjs";
import { start } from "../node/child.mjs";
import { cropPng } from "./png-crop.mjs";

const MINIBROWSER =
  process.env.MINIBROWSER ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
// Larger than any window a test asks for; Xvfb has no window manager, so nothing else is drawn.
const SCREEN = "2560x2048x24";
const START_TIMEOUT = 30_000;

/** Resolves with `promise`'s value, or rejects naming `what` after `ms`. */
function within(ms, what, promise) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not start within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** A port that was free a moment ago (WebKitWebDriver takes no port 0). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * A process in a group of its own, so that killing the group also ends what it started (the
 * driver starts MiniBrowser, which starts its web and network processes).
 */
function startGroup(command, args, options) {
  // Through child.mjs, bounded as every child of the tests is: here by the longest a test file's
  // browser may live, past the browser suite's own watchdog.
  const child = start(command, args, { detached: true, timeout: 30 * 60_000, ...options });
  child.once("error", () => {}); // reported by the start's timeout or by its first use
  const kill = () => {
    groups.delete(kill);
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  };
  groups.add(kill);
  return { child, kill };
}

// The groups still running: a test process that ends without closing its browser, or is stopped
// by a signal (the runner's timeout, a watchdog), leaves nothing behind.
const groups = new Set();
const killAll = () => [...groups].forEach((kill) => kill());
process.once("exit", killAll);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"])
  process.once(signal, () => {
    killAll();
    process.kill(process.pid, signal); // and end as the signal would have
  });

/** Starts Xvfb on a display it chooses (-displayfd) and resolves to { display, kill }. */
async function startXvfb() {
  const xvfb = startGroup(
    "Xvfb",
    ["-displayfd", "3", "-screen", "0", SCREEN, "-nolisten", "tcp", "-nolisten", "unix"],
    { stdio: ["ignore", "ignore", "pipe", "pipe"] },
  );
  try {
    const display = await within(
      START_TIMEOUT,
      "Xvfb",
      new Promise((resolve, reject) => {
        let text = "";
        let errors = "";
        xvfb.child.stdio[3].on("data", (chunk) => {
          text += chunk;
          if (text.includes("\n")) resolve(`:${text.trim()}`);
        });
        xvfb.child.stderr.on("data", (chunk) => (errors += chunk));
        xvfb.child.once("error", reject);
        xvfb.child.once("exit", (code) => reject(new Error(`Xvfb exited (${code}): ${errors}`)));
      }),
    );
    return { display, kill: xvfb.kill };
  } catch (error) {
    xvfb.kill();
    throw error;
  }
}

/**
 * Starts WebKitWebDriver on `display`, with `config` as the GTK settings' folder, and resolves to
 * { url, kill } once it answers /status.
 */
async function startDriver(display, config) {
  const port = await freePort();
  const driver = startGroup("WebKitWebDriver", [`--port=${port}`], {
    stdio: "ignore",
    env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: config },
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await within(
      START_TIMEOUT,
      "WebKitWebDriver",
      (async () => {
        for (;;) {
          if (driver.child.exitCode !== null)
            throw new Error(`WebKitWebDriver exited (${driver.child.exitCode})`);
          try {
            const status = await (await fetch(`${url}/status`)).json();
            if (status.value?.ready) return;
          } catch {
            // not listening yet
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })(),
    );
    return { url, kill: driver.kill };
  } catch (error) {
    driver.kill();
    throw error;
  }
}

/**
 * Starts WebKit and resolves to { engine, context, close() } (driver.mjs). `colorScheme` is the
 * OS's: MiniBrowser's --dark-mode. Every process it started (Xvfb, the driver, the browser) ends
 * on close, on a failed start and with the test process.
 */
export async function launchWebKit({ colorScheme = "light" } = {}) {
  const stops = [];
  const close = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    const xvfb = await startXvfb();
    stops.push(xvfb.kill);
    // MiniBrowser's toolbar keeps its window 447 px wide or more; GTK's user stylesheet shrinks
    // the toolbar to nothing, so the page's view can be a phone's 390 px.
    const config = mkdtempSync(join(tmpdir(), "sudoku-webkit-"));
    stops.push(() => rmSync(config, { recursive: true, force: true }));
    mkdirSync(join(config, "gtk-3.0"));
    writeFileSync(
      join(config, "gtk-3.0/gtk.css"),
      "* { font-size: 1px; padding: 0; margin: 0; min-width: 0; min-height: 0; border-width: 0; }\n",
    );
    const server = await startDriver(xvfb.display, config);
    stops.push(server.kill);
    const args = ["--automation"];
    if (colorScheme === "dark") args.push("--dark-mode");
    const driver = await within(
      START_TIMEOUT,
      "a WebKit session",
      new Builder()
        .usingServer(server.url)
        .withCapabilities({
          browserName: "MiniBrowser",
          "webkitgtk:browserOptions": { binary: MINIBROWSER, args },
        })
        .build(),
    );
    // A session ends politely first (MiniBrowser closes its windows), then by force.
    stops.push(() => within(10_000, "closing", driver.quit()).catch(() => {}));
    await driver.manage().setTimeouts({ script: 600_000, pageLoad: 60_000 });
    const session = new Session(driver, colorScheme);
    const context = {
      newPage: () => session.newPage(),
      grantPermissions() {
        throw new Error("WebKit over WebDriver cannot grant permissions");
      },
    };
    return { engine: "webkit", context, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * One WebDriver session: its windows are the pages. WebDriver acts on one window at a time, so
 * every call goes through `run`, one after another, switching to its page's window first.
 */
class Session {
  #driver;
  #current;
  #queue = Promise.resolve();
  #spare = []; // windows of closed pages, kept because closing the last one ends the session
  #first = true;
  constructor(driver, colorScheme) {
    this.#driver = driver;
    this.colorScheme = colorScheme;
  }
  run(handle, work) {
    const next = this.#queue.then(async () => {
      if (handle && handle !== this.#current) {
        await this.#driver.switchTo().window(handle);
        this.#current = handle;
      }
      return work(this.#driver);
    });
    this.#queue = next.catch(() => {});
    return next;
  }
  async newPage() {
    const handle = await this.run(null, async (driver) => {
      if (this.#first) {
        this.#first = false;
        this.#current = await driver.getWindowHandle();
        return this.#current;
      }
      if (this.#spare.length) return this.#spare.pop();
      await driver.switchTo().newWindow("window");
      this.#current = await driver.getWindowHandle();
      return this.#current;
    });
    const page = new WebKitPage(this, handle);
    await page.setViewportSize({ width: 1280, height: 720 });
    return page;
  }
  async release(handle) {
    await this.run(handle, (driver) => driver.get("about:blank"));
    this.#spare.push(handle);
  }
}

// WebDriver's codes for the keys the suites press by playwright's names.
const KEYS = {
  Control: Key.CONTROL,
  Shift: Key.SHIFT,
  Alt: Key.ALT,
  Meta: Key.META,
  Enter: Key.ENTER,
  Tab: Key.TAB,
  Backspace: Key.BACK_SPACE,
  Delete: Key.DELETE,
  Escape: Key.ESCAPE,
  ArrowLeft: Key.ARROW_LEFT,
  ArrowRight: Key.ARROW_RIGHT,
  ArrowUp: Key.ARROW_UP,
  ArrowDown: Key.ARROW_DOWN,
  Home: Key.HOME,
  End: Key.END,
  PageUp: Key.PAGE_UP,
  PageDown: Key.PAGE_DOWN,
  Space: " ",
};

const keyOf = (name) => {
  if (KEYS[name]) return KEYS[name];
  if ([...name].length === 1) return name;
  throw new Error(`no WebDriver key for "${name}"`);
};

/** Puppeteer's keyboard calls (down, up, press, type) as W3C key actions on the focused element. */
class WebKitKeys {
  #page;
  constructor(page) {
    this.#page = page;
  }
  #act(build) {
    return this.#page.act((driver) => build(driver.actions()).perform());
  }
  down(name) {
    return this.#act((actions) => actions.keyDown(keyOf(name)));
  }
  up(name) {
    return this.#act((actions) => actions.keyUp(keyOf(name)));
  }
  press(name) {
    const key = keyOf(name);
    return this.#act((actions) => actions.keyDown(key).keyUp(key));
  }
  type(text) {
    return this.#act((actions) => actions.sendKeys(...text));
  }
}

/** What a page-side function threw, as an Error in Node. */
function thrown({ name, message, stack }) {
  const error = new Error(`${name}: ${message}`);
  error.stack = `${error.message}\n    in the page: ${stack ?? ""}`;
  error.inPage = true;
  return error;
}

/**
 * The script for WebDriver's execute: runs `fn` (a function's source) on its argument in the
 * page, and returns { value } or { error }, with the console errors, page errors and requests
 * the page had since the last call, as WebDriver classic reports none. The function is part of
 * the script's text, not eval'd in the page, so a page's Content-Security-Policy does not block it.
 */
const script = (fn) => `
  // Under a symbol, so that no test that lists the page's globals finds it.
  const watched = window[Symbol.for("webkit.mjs problems")] ??= (() => {
    const problems = [];
    const error = console.error;
    console.error = (...args) => {
      problems.push({ kind: "console", text: args.map(String).join(" ") });
      return error.apply(console, args);
    };
    addEventListener("error", (event) => problems.push({ kind: "pageerror", text: event.message }));
    addEventListener("unhandledrejection", (event) =>
      problems.push({ kind: "pageerror", text: String(event.reason?.message ?? event.reason) }));
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error("CSP violation: " + event.violatedDirective + " blocked " + event.blockedURI));
    return problems;
  })();
  // Requests as the resource timing entries the page added since the last call.
  const requested = window[Symbol.for("webkit.mjs requests")] ??= { count: 0 };
  const done = (result) => {
    const entries = performance.getEntriesByType("resource");
    const requests = entries.slice(requested.count).map((entry) => entry.name);
    requested.count = entries.length;
    return Object.assign(result, { problems: watched.splice(0), requests });
  };
  return (async () => {
    try {
      const value = await (${fn})(arguments[0], arguments[1]);
      return done(value === undefined ? { undefined: true } : { value });
    } catch (error) {
      const { name = "Error", message = String(error), stack } = error ?? {};
      return done({ error: { name, message: String(message), stack } });
    }
  })();
`;

const sourceOf = (fn) => (typeof fn === "function" ? String(fn) : `() => (${fn})`);

/**
 * A WebKit window with the calls of driver.mjs's pages (FirefoxPage lists them). What WebDriver
 * classic cannot do is an error that says so: emulating media other than the launch's colour
 * scheme, scripts before a page's own (addInitScript), routes and permissions. Console errors and
 * page errors are seen from the first call after a page loaded, not during its loading; requests
 * (on "request") are the page's resource timing entries.
 */
class WebKitPage {
  #session;
  #handle;
  #handlers = { console: [], pageerror: [], request: [] };
  watchesViolations = true;
  constructor(session, handle) {
    this.#session = session;
    this.#handle = handle;
    this.keyboard = new ChordKeyboard(new WebKitKeys(this));
  }
  /** Runs `work(driver)` on this page's window. */
  act(work) {
    return this.#session.run(this.#handle, work);
  }
  /**
   * Calls `fn` (a function's source) in the page (or in the iframe `frame`) on `arg` and
   * `element` (an element travels as an argument of its own: WebKit finds none inside an object).
   */
  async call(fn, arg, { frame, element } = {}) {
    const args = element ? [arg, element] : [arg];
    const result = await this.act(async (driver) => {
      if (!frame) return driver.executeScript(script(fn), ...args);
      await driver.switchTo().frame(frame);
      try {
        return await driver.executeScript(script(fn), ...args);
      } finally {
        await driver.switchTo().parentFrame();
      }
    });
    for (const { kind, text } of result.problems)
      for (const handler of this.#handlers[kind])
        handler(kind === "console" ? { type: () => "error", text: () => text } : { message: text });
    for (const url of result.requests)
      for (const handler of this.#handlers.request) handler({ url: () => url });
    if (result.error) throw thrown(result.error);
    return result.undefined ? undefined : result.value;
  }
  evaluate(fn, arg) {
    return this.call(sourceOf(fn), arg);
  }
  async evaluateHandle(fn, arg) {
    return handleOf(this, await this.evaluate(fn, arg));
  }
  /** Polls `fn` in the page (each call waits up to 2 s there, frame by frame) until it is truthy. */
  async waitForFunction(fn, arg, { timeout = 30_000 } = {}) {
    const deadline = Date.now() + timeout;
    const poll = `async ({ arg, budget }) => {
      const fn = ${sourceOf(fn)};
      const end = Date.now() + budget;
      for (;;) {
        const value = await fn(arg);
        if (value) return { value };
        if (Date.now() > end) return null;
        await new Promise((resolve) => { requestAnimationFrame(resolve); setTimeout(resolve, 50); });
      }
    }`;
    for (;;) {
      const budget = Math.max(0, Math.min(2000, deadline - Date.now()));
      try {
        const found = await this.call(poll, { arg, budget });
        if (found) return handleOf(this, found.value);
      } catch (error) {
        if (error.inPage) throw error; // the function threw; other errors: a page was loading
      }
      if (Date.now() >= deadline)
        throw new Error(`waitForFunction: ${timeout} ms passed, and still false: ${fn}`);
    }
  }
  async goto(url) {
    await this.act((driver) => driver.get(url));
    await this.evaluate(() => {}); // starts watching for problems
    return null;
  }
  async goBack() {
    await this.act((driver) => driver.navigate().back());
    return null;
  }
  async goForward() {
    await this.act((driver) => driver.navigate().forward());
    return null;
  }
  on(event, handler) {
    this.#handlers[event].push(handler);
    return this;
  }
  addInitScript() {
    throw new Error("WebKit over WebDriver classic cannot run a script before a page's own");
  }
  async addScriptTag({ url, path, content }) {
    if (path) content = (await import("node:fs")).readFileSync(path, "utf8");
    await this.evaluate(
      ({ url, content }) =>
        new Promise((resolve, reject) => {
          const tag = document.createElement("script");
          if (url) {
            tag.src = url;
            tag.onload = resolve;
            tag.onerror = () => reject(new Error(`could not load ${url}`));
          } else tag.text = content;
          document.head.append(tag);
          if (!url) resolve();
        }),
      { url, content },
    );
  }
  /** Sizes the window so that the page's own view (innerWidth × innerHeight) is `size`. */
  async setViewportSize({ width, height }) {
    await this.act(async (driver) => {
      const window = driver.manage().window();
      const view = () => driver.executeScript("return [innerWidth, innerHeight]");
      // GTK resizes the window after setRect answers, and the page hears of it later still (seen
      // on a loaded CI machine: the first read was the old size). So each read waits until the
      // view is the size asked for, or the same for 250 ms, before the window is corrected.
      const settled = async () => {
        let last = await view();
        let since = Date.now();
        for (const end = Date.now() + 5000; Date.now() < end;) {
          if (last[0] === width && last[1] === height) break;
          await new Promise((resolve) => setTimeout(resolve, 25));
          const now = await view();
          if (now[0] !== last[0] || now[1] !== last[1]) [last, since] = [now, Date.now()];
          else if (Date.now() - since >= 250) break;
        }
        return last;
      };
      let [outerWidth, outerHeight] = [width, height];
      const seen = [];
      for (let attempt = 0; attempt < 8; attempt++) {
        await window.setRect({ x: 0, y: 0, width: outerWidth, height: outerHeight });
        const [innerWidth, innerHeight] = await settled();
        seen.push(`${outerWidth}×${outerHeight} gave ${innerWidth}×${innerHeight}`);
        if (innerWidth === width && innerHeight === height) return;
        outerWidth += width - innerWidth;
        outerHeight += height - innerHeight;
      }
      throw new Error(`WebKit's view would not become ${width}×${height} (${seen.join("; ")})`);
    });
    this.viewport = { width, height };
  }
  /** The view as a PNG; `fullPage`: the page, by making the view as tall as it for the shot. */
  async screenshot({ path, fullPage = false } = {}) {
    const { width, height } = this.viewport;
    if (fullPage) {
      const page = await this.evaluate(() => document.documentElement.scrollHeight);
      // WebKitGTK's snapshot of a taller view is black: such a page is cut at this height.
      const tall = Math.min(page, 16_384);
      if (tall < page) console.warn(`webkit.mjs: the page is ${page} px tall, its shot ${tall}`);
      if (tall > height) await this.setViewportSize({ width, height: tall });
      await this.evaluate(() => scrollTo(0, 0)); // from the top, as the other engines' shots
    }
    try {
      const png = Buffer.from(await this.act((driver) => driver.takeScreenshot()), "base64");
      if (path) writeFileSync(path, png);
      return png;
    } finally {
      if (fullPage && this.viewport.height !== height)
        await this.setViewportSize({ width, height });
    }
  }
  waitForTimeout(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }
  close() {
    return this.#session.release(this.#handle);
  }
  emulateMedia({ colorScheme, ...rest }) {
    const asked = Object.keys(rest);
    if (asked.length) throw new Error(`WebKit over WebDriver cannot emulate ${asked.join(", ")}`);
    if (colorScheme && colorScheme !== this.#session.colorScheme)
      throw new Error(
        `this WebKit was started with a ${this.#session.colorScheme} OS; launch one with colorScheme "${colorScheme}"`,
      );
    return Promise.resolve();
  }
  route() {
    throw new Error("WebKit over WebDriver classic cannot intercept requests");
  }
  locator(selector) {
    return new Locator(this, cssSteps(selector));
  }
  async $$(selector) {
    const found = await this.evaluate(inPage(""), cssSteps(selector));
    return found.map((element) => new WebKitElement(this, element));
  }
  $(selector) {
    return this.locator(selector).elementHandle({ wait: false });
  }
}

/** A puppeteer-like handle for a value that came back from the page. */
function handleOf(page, value) {
  if (value instanceof WebElement) return new WebKitElement(page, value);
  return {
    asElement: () => null,
    dispose() {},
    jsonValue: () => value,
    getProperties: async () =>
      new Map(Object.entries(value ?? {}).map(([key, item]) => [key, handleOf(page, item)])),
  };
}

/** An element as puppeteer's ElementHandle answers driver.mjs's Locator. */
class WebKitElement {
  #page;
  #element;
  constructor(page, element) {
    this.#page = page;
    this.#element = element;
  }
  asElement() {
    return this;
  }
  dispose() {}
  evaluate(fn, arg) {
    return this.#page.call(`(arg, element) => (${sourceOf(fn)})(element, arg)`, arg, {
      element: this.#element,
    });
  }
  /** Like playwright's: scrolled to the middle of the view, then clicked where a person would. */
  async click() {
    const { x, y } = await this.evaluate((element) => {
      element.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
      const box = element.getBoundingClientRect();
      return { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) };
    });
    await this.#page.act((driver) =>
      driver.actions().move({ x, y, origin: Origin.VIEWPORT }).click().perform(),
    );
  }
  /**
   * The element as a PNG, cut from a shot of the view (which grows to hold it): WebKit's own
   * element shot draws a board's composited layers black.
   */
  async screenshot({ path } = {}) {
    const { width, height } = this.#page.viewport;
    const tall = await this.evaluate((element) =>
      Math.ceil(element.getBoundingClientRect().height),
    );
    if (tall > height) await this.#page.setViewportSize({ width, height: tall });
    try {
      const box = await this.evaluate(async (element) => {
        element.scrollIntoView({ block: "start", behavior: "instant" });
        // The view's shot is of what was last painted: wait for the scroll to be drawn.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height };
      });
      const png = cropPng(await this.#page.screenshot(), box);
      if (path) writeFileSync(path, png);
      return png;
    } finally {
      if (tall > height) await this.#page.setViewportSize({ width, height });
    }
  }
  /** The document of the iframe this element is, for evaluate. */
  contentFrame() {
    return { evaluate: (fn, arg) => this.#page.call(sourceOf(fn), arg, { frame: this.#element }) };
  }
}
