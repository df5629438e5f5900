// Keystroke-to-marks latency of <sudoku-board> in headless Chromium (a classic 9×9, a killer 9×9, a
// 9×9 with about 20 constraints and a classic 25×25, in one run), and the time
// <sudoku-explainer> takes to show one step of a 16×16 trace: p50/p95.
// Run: node bench/latency.mjs [keystrokes]   (needs dist/: bash scripts/build.sh)
import { launch, openPage, urlOf } from "../tests/browser/helpers.mjs";
import { inProgress, killer } from "./killer-recipe.mjs";
import { loadCorpus } from "../tests/node/fixtures.mjs";

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
// The killer row: bench/killer-recipe.mjs's 30 cages set as the board's rules, on its half-kept grid.
// The constraints row: a real f-puzzles puzzle of tests/fixtures/constraints/corpus.puzzles with
// about 20 constraints (its setter named there), given as its link, so the board reads it as a
// page's link would be read: rules, constraints and givens.
const constrained = loadCorpus().find((puzzle) => puzzle.name === "159");
const link = constrained.link;
// The puzzle has no givens: half its published solution is filled in (every other cell, as on
// the classic board), as board text, which keeps the link's rules.
const halfSolved = [...constrained.solution]
  .map((digit, index) => (index % 2 ? digit : "."))
  .join("");

// The mean of a series (the clock's steps are 0.1 ms in Chromium: a mean of 200 samples sees
// below them, a median does not).
const mean = (samples) => samples.reduce((sum, x) => sum + x, 0) / samples.length;
// Each reported row's means, for the killer keystroke against the classic one.
const means = {};

// The first board measured in a fresh page paid for the page's own warm-up (its p95 was three
// times a later run's), so one 9×9 series runs first and is not reported. All rows run in one
// page, one after another, so that they can be compared.
for (const { title, value, rules, then, report } of [
  { title: "classic 9×9", value: halfBoard(3, 3), report: false },
  { title: "classic 9×9", value: halfBoard(3, 3), report: true },
  { title: "killer 9×9, 30 cages", value: inProgress, rules: killer, report: true },
  {
    title: `9×9 with constraints: ${constrained.name} (f-puzzles link)`,
    value: link,
    then: halfSolved,
    report: true,
  },
  { title: "classic 25×25", value: halfBoard(5, 5), report: true },
]) {
  const { n, placed, constraints } = await page.evaluate(
    async ({ value, rules, then }) => {
      document.querySelector("main").replaceChildren();
      const board = document.createElement("sudoku-board");
      board.id = "bench";
      board.value = value;
      if (rules) board.rules = rules;
      document.querySelector("main").append(board);
      await board.ready;
      // (rules and links are checked once the formats validator is here)
      while (!board.report || (rules && !board.shadowRoot.querySelector("[part~=cage]")))
        await new Promise((resolve) => setTimeout(resolve, 20));
      if (then) board.value = then;
      if (!board.valid) throw new Error(`the bench's board should be valid: ${board.report}`);
      return {
        n: Math.sqrt(board.value.length),
        placed: board.value.replaceAll(".", "").length,
        constraints: board.rules?.constraints?.length ?? 0,
      };
    },
    { value, rules, then },
  );
  const cellsNow = await page.evaluate(() => document.querySelector("#bench").value);

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
    if (cellsNow[index] === ".") blanks.push(index);
  for (let i = 0; i < KEYSTROKES; i++) {
    const index = blanks[Math.floor(i / 2) % blanks.length];
    if (i % 2 === 0) {
      await page
        .locator(`#bench [data-row="${Math.floor(index / n)}"][data-col="${index % n}"]`)
        .focus();
      const neighbour = cellsNow[Math.floor(index / n) * n + (((index % n) + 1) % n)];
      await page.keyboard.press(neighbour === "." ? "1" : neighbour.toLowerCase());
    } else {
      await page.keyboard.press("Backspace");
    }
  }
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  const frames = await page.evaluate(() => window.frameTimes);

  if (!report) continue;
  means[title] = { sync: mean(inPage.sync), styled: mean(inPage.styled) };
  const what = constraints ? `, ${constraints} constraints` : "";
  console.log(`\n${title} (${placed} digits placed${what}), ${KEYSTROKES} keystrokes`);
  console.log(`  keydown → marks updated (sync):         ${summary(inPage.sync)}`);
  console.log(`  keydown → marks + style + layout:       ${summary(inPage.styled)}`);
  console.log(`  real key → next animation frame (rAF):  ${summary(frames)}`);
}

// The killer board's keystroke against the classic 9×9's, in the same page (its rules compiled
// once, each keystroke crosses only the board): the means, to the marks and to style and layout.
{
  const [killer, classic] = [means["killer 9×9, 30 cages"], means["classic 9×9"]];
  const [sync, styled] = [killer.sync / classic.sync, killer.styled / classic.styled];
  console.log(
    `\nkiller keystroke against the classic 9×9's (means): marks ${sync.toFixed(2)}x, ` +
      `marks + style + layout ${styled.toFixed(2)}x  target <= 1.2x: ${styled <= 1.2 ? "met" : "MISSED"}`,
  );
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
