// <sudoku-board name="…"> in a <form>, as with any input: FormData, form.elements, reset to the
// value attribute and givens, a disabled fieldset, required, and the verdict as its validity.
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
