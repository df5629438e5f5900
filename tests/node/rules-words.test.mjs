// The words under <sudoku-board> for its rules (web/elements/rules-words.js): every rule, the
// negative rules and the constraints counted by kind, in their order, and what is not checked.
import { test } from "node:test";
import assert from "node:assert/strict";
import { constraintsInWords, rulesInWords } from "../../web/elements/rules-words.js";

const line = (kind, extra = {}) => ({ kind, lines: [[0, 1]], ...extra });

test("the constraints are named under the board, counted by kind in their order", () => {
  assert.deepEqual(
    constraintsInWords([
      line("thermometer"),
      line("kropkiWhite"),
      line("thermometer"),
      line("slowThermometer"),
      line("renban"),
      line("xv", { value: 5 }),
      line("rowIndexer"),
      line("clone"),
      line("regionSum"),
      line("odd"),
      line("odd"),
      line("sandwich"),
    ]),
    [
      "2 thermometers",
      "1 white dot",
      "1 slow thermometer",
      "1 renban line",
      "1 XV pair",
      "1 row indexer",
      "1 clone pair",
      "1 region sum line",
      "2 odd cells",
      "1 sandwich clue",
    ],
  );
  assert.deepEqual(constraintsInWords(undefined), []);
  assert.equal(
    rulesInWords(
      {
        mainDiagonal: true,
        antiDiagonal: true,
        nonConsecutive: true,
        negativeRatio: true,
        negativeXv: true,
        constraints: [line("arrow"), line("arrow"), line("littleKiller"), line("kropkiBlack")],
      },
      ["lockout"],
    ),
    "Also: the two diagonals · non-consecutive · negative kropki · negative XV · 2 arrows · " +
      "1 little killer · 1 black dot. Not checked: lockout",
  );
  assert.equal(rulesInWords(null, []), "");
  assert.equal(rulesInWords({ cages: [{ cells: [0] }] }, []), "Also: 1 killer cage");
});
