// What <sudoku-explainer> says and marks at each step of a trace, as plain values: the sentence,
// which code lines ran and which one runs, which seen sets the code looked up (the `or` stops at
// the first set that holds the digit), the box formula in the language's own operators and the
// counters. No DOM and no wasm: the element only draws what this module returns.
import { LANGUAGE_NAMES } from "./explainer-code.js";

const SYMBOLS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** The three sets of a step, in the order the code looks them up. */
export const UNITS = [
  { unit: "row", set: "rows", key: "seenRow", index: "row", word: "row" },
  { unit: "column", set: "cols", key: "seenCol", index: "col", word: "column" },
  { unit: "box", set: "boxes", key: "seenBox", index: "box", word: "box" },
];

const symbolOf = (digit) => SYMBOLS[digit - 1] ?? String(digit);
const capital = (text) => text[0].toUpperCase() + text.slice(1);
const setName = (step, unit) => `${unit.set}[${step[unit.index]}]`;
/** People's words for a cell: rows and columns count from 1. */
export const place = (cell, size) =>
  `row ${Math.floor(cell / size) + 1}, column ${(cell % size) + 1}`;

/** The language's spelling of true, false and the short-circuit or. */
function literals(language) {
  return language === "python"
    ? { yes: "True", no: "False", or: "or" }
    : { yes: "true", no: "false", or: "||" };
}

/** The mask as N bits, highest digit first, as the tutorial's `0b…` literals are written. */
export function binary(mask, size) {
  return `0b${(mask >>> 0).toString(2).padStart(size, "0")}`;
}

/**
 * The sets the code looks the digit up in, in order: the `or` stops at the first set that holds
 * it, so a repeat in rows[r] means cols[c] and boxes[k] are never looked at. None for a blank.
 */
export function lookedUp(step) {
  if (step.digit === 0) return [];
  const first = UNITS.findIndex(({ unit }) => step.repeats.includes(unit));
  return UNITS.slice(0, first < 0 ? 3 : first + 1).map(({ unit }) => unit);
}

/** Whether the code adds the step's digit to its three sets (LeetCode's version returns first). */
function adds(trace, step) {
  return step.digit !== 0 && (step.repeats.length === 0 || trace.stop === "all");
}

/**
 * The roles of the code lines step `index` runs (see explainer-code.js) and the one it ends on:
 * a blank runs the read and the `if` that continues; a digit also runs that `if` (false), its
 * digit and box lines, the test, then the add or the repeat. The last step of a scan that did not
 * return early also runs the return after the loop, which is then the current line.
 */
export function linesOfStep(trace, index) {
  const step = trace.steps[index];
  const ran = ["read", "blank"];
  let current = "blank";
  if (step.digit !== 0) {
    ran.push("digit", "box", "test");
    const repeat = step.repeats.length > 0;
    if (repeat) ran.push("repeat");
    if (adds(trace, step)) ran.push("add");
    current = repeat ? "repeat" : "add";
  }
  const returned = step.repeats.length > 0 && trace.stop === "first";
  if (index === trace.steps.length - 1 && !returned) {
    ran.push("end");
    current = "end";
  }
  return { ran, current };
}

/** Each line's state at step `index`: "current", "ran" or "" (`lines` as codeLines() gives them). */
export function lineStates(lines, trace, index) {
  const { ran, current } = linesOfStep(trace, index);
  return lines.map(([role]) =>
    role === "" ? "" : role === current ? "current" : ran.includes(role) ? "ran" : "",
  );
}

/**
 * The three seen sets as the code meets them at this step: the mask before the step, whether the
 * code looked the digit up there, found it, added it, and the words and bits the panel shows.
 */
export function setsOfStep(trace, index, { language = "python" } = {}) {
  const step = trace.steps[index];
  const { size } = trace;
  const { digit } = step;
  const d = digit - 1;
  const looked = lookedUp(step);
  const adding = adds(trace, step);
  const { or } = literals(language);
  const stoppedAt = looked.length < 3 && digit !== 0 ? UNITS[looked.length - 1] : null;
  return UNITS.map((unit) => {
    const mask = step[unit.key] >>> 0;
    const name = setName(step, unit);
    const isLooked = looked.includes(unit.unit);
    const found = isLooked && step.repeats.includes(unit.unit);
    const state =
      digit === 0 ? "" : found ? "repeat" : adding ? "added" : isLooked ? "tested" : "skipped";
    const digits = [];
    for (let bit = 0; bit < size; bit++) if ((mask >>> bit) & 1) digits.push(symbolOf(bit + 1));
    const before = digits.length ? `{${digits.join(", ")}}` : "empty";
    const s = symbolOf(digit);
    let fate = "";
    if (digit !== 0) {
      const look = isLooked
        ? found
          ? `${s} is already there`
          : `${s} is not there`
        : `not looked at (the ${or} stopped at ${setName(step, stoppedAt)})`;
      const then = found ? "" : adding ? (isLooked ? ", so it is added" : `; ${s} is added`) : "";
      fate = `; ${look}${then}`;
    }
    const test = isLooked ? `(${name} >> ${d}) & 1 = ${found ? 1 : 0}` : "";
    const update = adding ? `${name} |= 1 << ${d} → ${binary(mask | (1 << d), size)}` : "";
    return {
      unit: unit.unit,
      name,
      label: `${name} (${unit.word} ${step[unit.index] + 1})`,
      mask,
      looked: isLooked,
      found,
      added: adding,
      state,
      bits: binary(mask, size),
      test,
      update,
      summary: `${before}${fate}.`,
    };
  });
}

/** `7 / 3` as the language computes it for people to compare: 2.333…, or 2.0 in Python. */
function quotient(a, b, language) {
  const q = a / b;
  if (Number.isInteger(q)) return language === "python" ? `${q}.0` : String(q);
  return `${(Math.floor(q * 1000) / 1000).toFixed(3)}…`;
}

/**
 * The box formula in the language's own operators with this cell's numbers, as the code line
 * writes it (`//` in Python, `Math.floor` in JavaScript, `/` on ints in Java and C++), and a note
 * on that operator. Null for a blank: the code continues before computing a box.
 */
export function boxFormula(trace, index, { language = "python" } = {}) {
  const step = trace.steps[index];
  if (step.digit === 0) return null;
  const { size, boxRows, boxCols } = trace;
  const per = size / boxCols;
  const { row: r, col: c } = step;
  const band = Math.floor(r / boxRows);
  const stack = Math.floor(c / boxCols);
  const box = band * per + stack;
  // The formula with `a` and `b` in the language's integer division.
  const div =
    language === "python"
      ? (a, b) => [`(${a} // ${b})`, `${a} // ${b}`]
      : language === "javascript"
        ? (a, b) => [`Math.floor(${a} / ${b})`, `Math.floor(${a} / ${b})`]
        : (a, b) => [`(${a} / ${b})`, `${a} / ${b}`];
  const formula = (rows, per, cols, rVal = "r", cVal = "c") =>
    `${div(rVal, rows)[0]} * ${per} + ${div(cVal, cols)[1]}`;
  const perGeneral = language === "python" ? "(N // boxCols)" : "(N / boxCols)";
  const general = `k = ${formula("boxRows", perGeneral, "boxCols")}`;
  const line =
    `k = ${formula(boxRows, per, boxCols)} = ${formula(boxRows, per, boxCols, r, c)} = ` +
    `${band} * ${per} + ${stack} = ${box}`;
  const [, stackText] = div(c, boxCols);
  let operator;
  if (language === "python")
    operator = `"//" divides and rounds down: ${stackText} is ${stack}. (In Python "/" keeps the fraction: ${c} / ${boxCols} is ${quotient(c, boxCols, language)}, not a box number.)`;
  else if (language === "javascript")
    operator = `"/" keeps the fraction in JavaScript (${c} / ${boxCols} is ${quotient(c, boxCols, language)}), so Math.floor rounds it down: ${stackText} is ${stack}.`;
  else
    operator = `"/" on two ints drops the fraction in ${LANGUAGE_NAMES[language]}: ${stackText} is ${stack}.`;
  return {
    general: boxRows === boxCols ? null : general,
    line,
    box,
    note: `${operator} Box ${box + 1} on the board is boxes[${box}] in the code: people count boxes from 1, the code from 0.`,
  };
}

/**
 * One plain sentence for step `index`, in people's numbering (row 5, box 6) with the code's names
 * (rows[4], boxes[5]) where the sets are meant, asking the sets in the order the code does.
 */
export function describeStep(trace, index, { language = "python" } = {}) {
  const step = trace.steps[index];
  const { size } = trace;
  const { yes, no, or } = literals(language);
  const where = capital(place(step.cell, size));
  const last = index === trace.steps.length - 1;
  let sentence;
  if (step.digit === 0) {
    sentence = `${where} is empty, so the scan skips it.`;
  } else {
    const d = symbolOf(step.digit);
    const looked = lookedUp(step);
    const questions = looked.map((name, i) => {
      const unit = UNITS.find(({ unit }) => unit === name);
      const ask =
        i === 0 ? `Is ${d} already in ${setName(step, unit)}?` : `In ${setName(step, unit)}?`;
      if (!step.repeats.includes(name)) return `${ask} No.`;
      return `${ask} Yes, put there by ${place(step.earlier[name], size)}: ${d} repeats in ${unit.word} ${step[unit.index] + 1}.`;
    });
    sentence = `${where} holds ${d}. ${questions.join(" ")}`;
    if (step.repeats.length === 0) {
      sentence += ` So ${d} is added to all three.`;
    } else {
      const unseen = UNITS.filter(
        ({ unit }) => step.repeats.includes(unit) && !looked.includes(unit),
      ).map((unit) => setName(step, unit));
      if (unseen.length)
        sentence += ` The ${or} stops there: ${unseen.join(" and ")}, which ${unseen.length > 1 ? "hold" : "holds"} ${d} too, ${unseen.length > 1 ? "are" : "is"} never looked at.`;
      sentence +=
        trace.stop === "first"
          ? ` LeetCode's answer returns ${no}.`
          : ` valid becomes ${no}, ${d} is added to the three sets, and the scan goes on.`;
    }
  }
  if (last && trace.valid)
    sentence += ` Every cell has been checked and nothing repeats: it returns ${yes}, the board is valid.`;
  else if (last && trace.stop === "all") {
    const repeats = trace.steps.filter((s) => s.repeats.length > 0).length;
    sentence += ` The scan is over: ${repeats} cell${repeats === 1 ? "" : "s"} repeated a digit, so it returns ${no}: the board is not valid.`;
  }
  return sentence;
}

/**
 * The closing words on the tutorial's pitfall, valid is not solvable, for a valid board with empty
 * cells: `answer` is the formats validator's solvable() (its reason, when there is one, is the
 * core's sentence). Never a digit of a solution.
 */
export function completionWords(answer) {
  if (answer.solvable === true)
    return "Valid is not always solvable, but this board can still be completed.";
  if (answer.solvable === null)
    return "Whether it can still be completed, the solver could not tell within its budget.";
  const why = answer.reason ? `: ${answer.reason.message}` : " (only a search shows it)";
  return `But valid is not solvable: this board can no longer be completed${why}.`;
}

/** Set look-ups made up to and including each step of the trace (the `or` short-circuits). */
export function lookupTotals(trace) {
  let total = 0;
  return trace.steps.map((step) => (total += lookedUp(step).length));
}

/** The counters line: cells visited, set look-ups so far, and the memory the variant uses. */
export function countersOf(trace, index, lookups, { variant = "sets" } = {}) {
  const { size } = trace;
  const cells = size * size;
  const memory =
    variant === "bitmask"
      ? `3 × ${size} = ${3 * size} integers (bitmasks)`
      : `3 × ${size} = ${3 * size} hash sets of at most ${size} digits each (${3 * cells} entries at most)`;
  return `Cells visited ${index + 1} / ${cells} · Set look-ups ${lookups[index]} · Memory ${memory}`;
}

/** What the live region says for step `index`. */
export function announcement(trace, index, options) {
  return `Step ${index + 1} of ${trace.steps.length}. ${describeStep(trace, index, options)}`;
}
