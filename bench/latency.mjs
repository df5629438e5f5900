// Keystroke-to-marks latency of <sudoku-board> in headless Chromium (9×9 and 25×25), and the time
// <sudoku-explainer> takes to show one step of a 16×16 trace: p50/p95.
// Run: node bench/latency.mjs [keystrokes]   (needs dist/: bash scripts/build.sh)
import { launch, openPage, urlOf } from "../tests/browser/helpers.mjs";

const KEYSTROKES = Number(process.argv[2] ?? 200);
// Keystrokes run and discarded first in each in-page series, so that the figures describe a warm
// page (JIT-compiled handlers, style caches), not the first edits after load.
const WARM_UP = 40;
const SYMBOLS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** A valid, half-empty board of boxes boxRows × boxCols: a shifted pattern, every other cell blank. */
function halfBoard(boxRows, boxCols) {
  const n = boxRows * boxCols;
  let text = "";
  for (let row = 0; row < n; row++)
    for (let col = 0; col < n; col++) {
      const digit = ((row % boxRows) * boxCols + Math.floor(row / boxRows) + col) % n;
      text += (row + col) % 2 ? SYMBOLS[digit] : ".";
    }
  return text;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (x) => x.toFixed(3).padStart(7);
  return `p50 ${f(percentile(sorted, 50))} ms   p95 ${f(percentile(sorted, 95))} ms   max ${f(sorted.at(-1))} ms   (n=${sorted.length})`;
}

const browser = await launch();
const { page } = await openPage(browser.context, urlOf("file", "tests/browser/pages/element.html"));

console.log(
  `<sudoku-board> keystroke latency in headless Chromium (${await page.evaluate(() => navigator.userAgent.match(/Chrome\/[\d.]+/)?.[0])})`,
);
// The first board measured in a fresh page paid for the page's own warm-up (its p95 was three
// times a later run's), so one 9×9 series runs first and is not reported.
for (const [boxRows, boxCols, report] of [
  [3, 3, false],
  [3, 3, true],
  [5, 5, true],
]) {
  const n = boxRows * boxCols;
  const value = halfBoard(boxRows, boxCols);
  await page.evaluate(async (value) => {
    document.querySelector("main").replaceChildren();
    const board = document.createElement("sudoku-board");
    board.id = "bench";
    board.value = value;
    document.querySelector("main").append(board);
    await board.ready;
  }, value);

  // 1. Inside the page: a synthetic keydown on a blank cell (a digit that conflicts, then a clear),
  //    timed to the end of the synchronous update, and again after forcing style and layout.
  const inPage = await page.evaluate(
    ({ count, warmUp, symbols, n }) => {
      const board = document.querySelector("#bench");
      const cells = [...board.shadowRoot.querySelectorAll("[role=gridcell]")];
      const blanks = cells.filter((cell) => cell.textContent === "");
      const sync = [];
      const styled = [];
      for (let i = -warmUp; i < count; i++) {
        const cell = blanks[Math.floor(Math.abs(i) / 2) % blanks.length];
        cell.focus();
        const neighbour =
          cells[Number(cell.dataset.row) * n + ((Number(cell.dataset.col) + 1) % n)];
        const key = Math.abs(i) % 2 === 0 ? neighbour.textContent || symbols[0] : "Backspace";
        const start = performance.now();
        cell.dispatchEvent(
          new KeyboardEvent("keydown", { key, bubbles: true, composed: true, cancelable: true }),
        );
        const updated = performance.now();
        cell.getBoundingClientRect(); // forces style recalc + layout of the new marks
        const laidOut = performance.now();
        if (i < 0) continue;
        sync.push(updated - start);
        styled.push(laidOut - start);
      }
      return { sync, styled, conflicts: board.report.conflicts.length };
    },
    { count: KEYSTROKES, warmUp: WARM_UP, symbols: SYMBOLS, n },
  );

  // 2. Real key presses through the browser's input pipeline: keydown (capture listener on window)
  //    to the next requestAnimationFrame callback, i.e. the frame that paints the new marks.
  await page.evaluate(() => {
    window.frameTimes = [];
    if (window.frameProbe) return;
    window.frameProbe = true;
    window.addEventListener(
      "keydown",
      () => {
        const start = performance.now();
        requestAnimationFrame(() => window.frameTimes.push(performance.now() - start));
      },
      { capture: true },
    );
  });
  const blanks = [];
  for (let index = 0; index < n * n && blanks.length < KEYSTROKES / 2; index++)
    if (value[index] === ".") blanks.push(index);
  for (let i = 0; i < KEYSTROKES; i++) {
    const index = blanks[Math.floor(i / 2) % blanks.length];
    if (i % 2 === 0) {
      await page
        .locator(`#bench [data-row="${Math.floor(index / n)}"][data-col="${index % n}"]`)
        .focus();
      const neighbour = value[Math.floor(index / n) * n + (((index % n) + 1) % n)];
      await page.keyboard.press(neighbour === "." ? "1" : neighbour.toLowerCase());
    } else {
      await page.keyboard.press("Backspace");
    }
  }
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  const frames = await page.evaluate(() => window.frameTimes);

  if (!report) continue;
  console.log(
    `\n${n}×${n} (${value.replaceAll(".", "").length} digits placed), ${KEYSTROKES} keystrokes`,
  );
  console.log(`  keydown → marks updated (sync):         ${summary(inPage.sync)}`);
  console.log(`  keydown → marks + style + layout:       ${summary(inPage.styled)}`);
  console.log(`  real key → next animation frame (rAF):  ${summary(frames)}`);
}

// <sudoku-explainer>: one step forward on a 16×16 board (the whole view: board, sets, formula,
// code, counters), timed to the end of the update and again after style and layout.
{
  const { page: explainerPage } = await openPage(
    browser.context,
    urlOf("file", "tests/browser/pages/explainer.html"),
  );
  const value = halfBoard(4, 4);
  const stepping = await explainerPage.evaluate(
    async ({ value, count, warmUp }) => {
      const explainer = document.createElement("sudoku-explainer");
      explainer.setAttribute("value", value);
      explainer.setAttribute("stop", "all");
      explainer.setAttribute("variant", "bitmask");
      document.querySelector("main").replaceChildren(explainer);
      await explainer.ready;
      const last = explainer.steps.length - 1;
      const sync = [];
      const styled = [];
      for (let i = -warmUp; i < count; i++) {
        const target = (Math.abs(i) % last) + 1;
        explainer.step = target - 1;
        explainer.getBoundingClientRect();
        const start = performance.now();
        explainer.step = target;
        const updated = performance.now();
        explainer.shadowRoot.querySelector(".sentence").getBoundingClientRect();
        const laidOut = performance.now();
        if (i < 0) continue;
        sync.push(updated - start);
        styled.push(laidOut - start);
      }
      return { sync, styled, steps: explainer.steps.length };
    },
    { value, count: KEYSTROKES, warmUp: WARM_UP },
  );
  // Real → key presses on the explainer's board, keydown to the next animation frame.
  await explainerPage.evaluate(() => {
    window.frameTimes = [];
    window.addEventListener(
      "keydown",
      () => {
        const start = performance.now();
        requestAnimationFrame(() => window.frameTimes.push(performance.now() - start));
      },
      { capture: true },
    );
    const explainer = document.querySelector("sudoku-explainer");
    explainer.step = 0;
    explainer.shadowRoot.querySelector(".board").focus();
  });
  for (let i = 0; i < KEYSTROKES; i++) await explainerPage.keyboard.press("ArrowRight");
  await explainerPage.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  const frames = await explainerPage.evaluate(() => window.frameTimes);
  console.log(`\n<sudoku-explainer> 16×16 (${stepping.steps} steps), ${KEYSTROKES} single steps`);
  console.log(`  step → view updated (sync):             ${summary(stepping.sync)}`);
  console.log(`  step → view + style + layout:           ${summary(stepping.styled)}`);
  console.log(`  real → key → next animation frame:      ${summary(frames)}`);
  await explainerPage.close();
}

await browser.close();
