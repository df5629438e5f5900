// Shared set-up of the browser suites: a browser through driver.mjs (Chromium or Firefox), a local
// server, board probes.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { after, before, describe } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";
import { serve } from "../../scripts/serve.mjs";
import { ENGINES, launchEngine } from "./driver.mjs";

export { ENGINES };
export const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
export const axePath = join(root, "node_modules/axe-core/axe.min.js");

/**
 * A browser on a fresh profile: { engine, context, close() } (driver.mjs). `engine` is
 * "chromium" (the default) or "firefox"; `colorScheme` is the OS's; other options go to
 * playwright's launchPersistentContext and `extraArgs` to Chromium.
 */
export async function launch(
  { engine = "chromium", colorScheme, ...options } = {},
  extraArgs = [],
) {
  if (!existsSync(join(root, "dist/valid-sudoku.js")))
    throw new Error("dist/valid-sudoku.js is missing: run `bash scripts/build.sh` first");
  return launchEngine(engine, { colorScheme, chromium: options, args: extraArgs });
}

/**
 * The tests of a file that runs in Chromium only, as one suite named with the engine and why one
 * engine is enough, so every suite's summary names its engine and a reader of it learns why.
 */
export const chromiumOnly = (why, body) => describe(`[chromium] (one engine: ${why})`, body);

/**
 * For a test file or a describe block: launches the engine and starts a server before its tests,
 * and closes both after. Returns the object that then holds them as `browser` and `server`.
 * `colorScheme` is the OS's ("light" or "dark"); with `csp`, also `strictServer` (below). Its
 * after hook runs before those the caller registers later: they need not close its pages.
 */
export function browserAndServer(engine = "chromium", { csp, colorScheme } = {}) {
  const shared = { engine };
  before(async () => {
    const started = await Promise.allSettled([
      launch({ engine, colorScheme }),
      startServer(),
      // With `csp`, a second server that sends it as the Content-Security-Policy of every file.
      csp && startServer({ "Content-Security-Policy": csp }),
    ]);
    // What did start is kept for the after hook to close, even when another part failed: an open
    // server would keep the test process alive.
    [shared.browser, shared.server, shared.strictServer] = started.map((part) => part.value);
    const failed = started.find((part) => part.status === "rejected");
    if (failed) throw failed.reason;
  });
  after(async () => {
    await Promise.all([
      shared.browser?.close(),
      shared.server?.close(),
      shared.strictServer?.close(),
    ]);
  });
  return shared;
}

/** Starts scripts/serve.mjs on a free port; `headers` go on every response. */
export async function startServer(headers = {}) {
  const { server, url } = await serve({ port: 0, headers });
  return {
    url,
    // Without closing the browser's idle keep-alive connections, close() waits minutes for them.
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}

/** The URL of a repository file under either origin ("file" or an http base URL). */
export function urlOf(origin, path) {
  return origin === "file" ? pathToFileURL(join(root, path)).href : new URL(path, origin).href;
}

/**
 * Opens a page, records console errors, page errors and CSP violations, and waits for every
 * <sudoku-board> on it to be drawn (unless `boards` is false: a page without boards).
 */
export async function openPage(context, url, { colorScheme = "light", boards = true } = {}) {
  const page = await context.newPage();
  const problems = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  // A WebKit page watches for violations itself, from its first call after loading (webkit.mjs).
  if (!page.watchesViolations)
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
      });
    });
  await page.emulateMedia({ colorScheme });
  await page.goto(url);
  if (boards) await waitForBoards(page);
  return { page, problems };
}

export async function waitForBoards(page) {
  await page.waitForFunction(() => customElements.get("sudoku-board"));
  await page.evaluate(() =>
    Promise.all([...document.querySelectorAll("sudoku-board")].map((board) => board.ready)),
  );
}

/** Everything a test asserts about one board, read from its shadow DOM. */
export function probe(page, selector) {
  return page.evaluate((selector) => {
    const board = document.querySelector(selector);
    const root = board.shadowRoot;
    const cells = [...root.querySelectorAll("[role=gridcell]")];
    const size = Math.round(Math.sqrt(cells.length));
    const indexOf = (cell) => Number(cell.dataset.row) * size + Number(cell.dataset.col);
    const active = root.activeElement;
    return {
      value: board.value,
      valid: board.valid,
      size,
      status: root.querySelector("[role=status]").textContent,
      notice: root.querySelector("[part~=notice]")?.textContent ?? "",
      active: cells.filter((cell) => cell.hasAttribute("data-active")).map(indexOf),
      peers: cells
        .filter((cell) => cell.part.contains("peer"))
        .map(indexOf)
        .sort((a, b) => a - b),
      invalid: cells
        .filter((cell) => cell.getAttribute("aria-invalid") === "true")
        .map(indexOf)
        .sort((a, b) => a - b),
      outlines: [...root.querySelectorAll(".outline")]
        .map((frame) => `${frame.dataset.unit} ${frame.dataset.index}`)
        .sort(),
      tabStops: cells.filter((cell) => cell.tabIndex === 0).map(indexOf),
      focused: active && active.getAttribute("role") === "gridcell" ? indexOf(active) : null,
      labels: cells.map((cell) => cell.getAttribute("aria-label")),
    };
  }, selector);
}

/** Clicks the cell at (row, col) of a board, which focuses it. */
export async function clickCell(page, selector, row, col) {
  await page.locator(`${selector} [data-row="${row}"][data-col="${col}"]`).click();
}

const SYMBOLS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * The expected marks of a one-line board, computed here by brute force (every pair of cells),
 * independently of the wasm core: conflicting cells and "unit index" strings (0-based).
 */
export function expectedMarks(value, boxRows, boxCols) {
  const n = boxRows * boxCols;
  const digits = [...value].map((symbol) => SYMBOLS.indexOf(symbol) + 1);
  const box = (index) => {
    const row = Math.floor(index / n);
    const col = index % n;
    return Math.floor(row / boxRows) * (n / boxCols) + Math.floor(col / boxCols);
  };
  const unitsOf = (index) => ({
    row: Math.floor(index / n),
    column: index % n,
    box: box(index),
  });
  const cells = new Set();
  const units = new Set();
  for (let a = 0; a < digits.length; a++)
    for (let b = a + 1; b < digits.length; b++) {
      if (!digits[a] || digits[a] !== digits[b]) continue;
      const ua = unitsOf(a);
      const ub = unitsOf(b);
      for (const unit of ["row", "column", "box"])
        if (ua[unit] === ub[unit]) {
          cells.add(a).add(b);
          units.add(`${unit} ${ua[unit]}`);
        }
    }
  return { invalid: [...cells].sort((a, b) => a - b), outlines: [...units].sort() };
}

/**
 * Pastes `text` into the focused element as a person does, through the browser's clipboard: the
 * text is copied from a textarea with Ctrl+C, focus goes back, and Ctrl+V pastes it.
 */
export async function paste(page, text) {
  await page.evaluate((text) => {
    let target = document.activeElement;
    while (target?.shadowRoot?.activeElement) target = target.shadowRoot.activeElement;
    const area = document.createElement("textarea");
    area.value = text;
    area.style.position = "fixed";
    area.style.top = "0";
    area.style.opacity = "0";
    document.body.append(area);
    area.focus();
    area.select();
    window.pasteBack = () => {
      area.remove();
      target.focus();
    };
  }, text);
  await page.keyboard.press("Control+c");
  await page.evaluate(() => window.pasteBack());
  await page.keyboard.press("Control+v");
}

export const EXAMPLE_1 =
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
export const EXAMPLE_2 = "8" + EXAMPLE_1.slice(1);

/**
 * Resolves with what `read()` (an async function of the page) gives once it holds still: the same
 * three reads in a row, 100 ms apart, and `ready(value)` true. A frame that sizes itself posts
 * a height at each layout, and a busy WebKit may lay it out first at another width.
 */
export async function holdsStill(
  read,
  { ready = () => true, what = "the value", ms = 15_000 } = {},
) {
  let last;
  for (let still = 0, end = Date.now() + ms; still < 3;) {
    if (Date.now() > end) throw new Error(`${what} never held still (last: ${last})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await read();
    still = now === last && ready(now) ? still + 1 : 0;
    last = now;
  }
  return last;
}
