// <sudoku-board name="…"> in a <form>, as with any input: FormData, form.elements, reset to the
// value attribute and givens, a disabled fieldset, required, the verdict as its validity, and a
// refused Send that focuses the board where the trouble is (its validity's anchor).
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import {
  ENGINES,
  browserAndServer,
  EXAMPLE_1,
  clickCell,
  openPage,
  probe,
  urlOf,
} from "./helpers.mjs";

const PAGE = "tests/browser/pages/form.html";
const START = `534${EXAMPLE_1.slice(3)}`; // the value attribute: the givens and one entry

/** What the form and the #answer board say about each other now. */
function formState(page) {
  return page.evaluate(() => {
    const form = document.querySelector("#exercise");
    const board = document.querySelector("#answer");
    const empty = document.querySelector("#empty");
    const data = new FormData(form);
    return {
      answer: data.get("answer"),
      empty: data.get("empty"),
      listed: form.elements.namedItem("answer") === board && board.form === form,
      valid: form.checkValidity(),
      answerValidity: {
        customError: board.validity.customError,
        message: board.validationMessage,
        invalid: board.matches(":invalid"),
      },
      emptyValidity: {
        valueMissing: empty.validity.valueMissing,
        invalid: empty.matches(":invalid"),
      },
    };
  });
}

for (const engine of ENGINES)
  describe(`[${engine}] <sudoku-board> in a form`, () => {
    const shared = browserAndServer(engine); // shared.browser
    let page;
    let problems;
    before(async () => {
      ({ page, problems } = await openPage(shared.browser.context, urlOf("file", PAGE)));
    });
    // After the browser (and so the page) is closed.
    after(() => assert.deepEqual(problems, []));

    test("it submits its board as one line under its name, and is one of form.elements", async () => {
      const state = await formState(page);
      assert.equal(state.answer, START);
      assert.equal(state.empty, ".".repeat(81));
      assert.equal(state.listed, true);
      await clickCell(page, "#answer", 0, 3);
      await page.keyboard.press("2");
      assert.equal((await formState(page)).answer, `5342${EXAMPLE_1.slice(4)}`);
    });

    test("form reset goes back to the value attribute and the givens", async () => {
      await page.evaluate(() => document.querySelector("#exercise").reset());
      assert.equal((await probe(page, "#answer")).value, START);
      assert.equal((await formState(page)).answer, START);
    });

    test("a board with conflicts is invalid with the verdict; required makes an empty board valueMissing", async () => {
      let state = await formState(page);
      assert.deepEqual(state.answerValidity, { customError: false, message: "", invalid: false });
      assert.deepEqual(state.emptyValidity, { valueMissing: true, invalid: true });
      assert.equal(state.valid, false, "the empty required board keeps the form invalid");

      await clickCell(page, "#answer", 0, 3);
      await page.keyboard.press("5"); // a second 5 in row 1
      state = await formState(page);
      assert.deepEqual(state.answerValidity, {
        customError: true,
        message: "Invalid: 5 appears twice in row 1 and in box 2",
        invalid: true,
      });
      await page.keyboard.press("Backspace");
      assert.equal((await formState(page)).answerValidity.invalid, false);

      await clickCell(page, "#empty", 4, 4);
      await page.keyboard.press("1");
      state = await formState(page);
      assert.deepEqual(state.emptyValidity, { valueMissing: false, invalid: false });
      assert.equal(state.valid, true);
      await page.evaluate(() => document.querySelector("#empty").removeAttribute("required"));
      await page.keyboard.press("Backspace");
      assert.equal((await formState(page)).valid, true, "not required: an empty board is fine");
    });

    test("a disabled fieldset disables the board: no edits, no keypad, not submitted", async () => {
      await page.evaluate(() => (document.querySelector("#fields").disabled = true));
      const state = await formState(page);
      assert.equal(state.answer, null, "a disabled control is not submitted");
      const before = await probe(page, "#answer");
      await clickCell(page, "#answer", 0, 3);
      await page.keyboard.press("2");
      assert.equal((await probe(page, "#answer")).value, before.value, "no edits");
      assert.equal(
        await page.evaluate(
          () => document.querySelector("#answer").shadowRoot.querySelector("[part~=keypad]").hidden,
        ),
        true,
      );
      await page.evaluate(() => (document.querySelector("#fields").disabled = false));
      await clickCell(page, "#answer", 0, 3);
      await page.keyboard.press("2");
      assert.equal((await probe(page, "#answer")).value[3], "2", "enabled again");
    });
  });

/**
 * Presses Send on a fresh form page after `prepare` ran in it: whether the form was submitted,
 * which board has focus and which of its cells, and its validationMessage and verdict.
 */
async function send(browser, prepare) {
  const { page, problems } = await openPage(browser.context, urlOf("file", PAGE));
  await page.evaluate(prepare);
  await page.evaluate(() => {
    window.submitted = 0;
    document.querySelector("#exercise").addEventListener("submit", (event) => {
      window.submitted++;
      event.preventDefault();
    });
  });
  await page.locator("#send").click();
  const seen = await page.evaluate(() => {
    const board = document.activeElement;
    const cell = board?.shadowRoot?.activeElement;
    return {
      submitted: window.submitted,
      board: board?.id,
      cell: cell?.getAttribute("role") === "gridcell" ? [cell.dataset.row, cell.dataset.col] : null,
      message: board?.validationMessage,
      status: board?.shadowRoot?.querySelector("[part~=status]").textContent,
    };
  });
  // Leaving the board (and checkValidity(), which refuses nothing in sight) leaves no tabindex on
  // it: a host with tabindex -1 would drop its cells out of the Tab order.
  await page.locator("#send").focus();
  seen.tabindexLeft = await page.evaluate(async () => {
    document.querySelector("#exercise").checkValidity();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return [...document.querySelectorAll("sudoku-board")].some((b) => b.hasAttribute("tabindex"));
  });
  await page.close();
  return { seen, problems };
}

for (const engine of ENGINES)
  describe(`a refused Send focuses the board and says why (${engine})`, () => {
    const shared = browserAndServer(engine);

    test("an empty required board: focused on its first cell, valueMissing in words", async () => {
      const { seen, problems } = await send(shared.browser, () => {});
      assert.deepEqual(seen, {
        submitted: 0,
        board: "empty",
        cell: ["0", "0"],
        message: "The board is empty: fill in a cell.",
        status: "Valid so far",
        tabindexLeft: false,
      });
      assert.deepEqual(problems, [], "no 'invalid form control … is not focusable'");
    });

    test("a board with conflicts: focused on its first cell in conflict, the verdict as the message", async () => {
      const { seen, problems } = await send(shared.browser, () => {
        document.querySelector("#empty").removeAttribute("required");
        const answer = document.querySelector("#answer");
        answer.value = `${answer.value.slice(0, 3)}3${answer.value.slice(4)}`; // a second 3 in row 1
      });
      assert.equal(seen.submitted, 0);
      assert.equal(seen.board, "answer");
      assert.deepEqual(seen.cell, ["0", "1"], "the given 3 at row 1, column 2");
      assert.match(seen.message, /^Invalid: 3 appears twice in row 1/);
      assert.equal(seen.message, seen.status);
      assert.equal(seen.tabindexLeft, false);
      assert.deepEqual(problems, [], "no 'invalid form control … is not focusable'");
    });
  });
