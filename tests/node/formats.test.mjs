// The formats validator (loadValidator({ formats: true })): every case of
// tests/fixtures/formats.puzzles through parse and check, format() read back for every format
// over random boards and rule sets, a fuzz of parse over mutated links, and what the plain
// validator says of a link.
import { readFileSync } from "node:fs";
import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { loadValidator, SudokuParseError } from "../../dist/valid-sudoku.mjs";
import { puzzle } from "./arbitraries.mjs";
import { fixturesDir, loadPuzzleCases } from "./fixtures.mjs";

const formats = await loadValidator({ formats: true });
const plain = await loadValidator();
const seed = process.env.FC_SEED === undefined ? undefined : Number(process.env.FC_SEED);
const runs = (numRuns) => ({ numRuns, ...(seed === undefined ? {} : { seed }) });

const EXAMPLE_1 =
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const EVERY_FORMAT = [
  "line",
  "grid",
  "leetcode",
  "cpp",
  "java",
  "python",
  "json",
  "fpuzzles",
  "sudokupad",
  "sudokuexchange",
  "solo",
];
const cases = loadPuzzleCases();

// The puzzle as this library's puzzle JSON: what the fixtures' `puzzle:` lines hold.
const asJson = (p) => formats.format(p.cells, "json", { shape: p, rules: p.rules });

test("loadValidator({ formats: true }) is its own validator, cached apart from the plain one", async () => {
  assert.equal(await loadValidator({ formats: true }), formats);
  assert.equal(await loadValidator(), plain);
  assert.notEqual(formats, plain);
  // The same functions, and the solver, which only the formats module carries.
  const solver = ["countSolutions", "solvable"];
  assert.deepEqual(Object.keys(formats).sort(), [...Object.keys(plain), ...solver].sort());
  assert.equal(typeof formats.format, "function");
  for (const name of solver) assert.equal(typeof formats[name], "function");
});

test("every fixture of formats.puzzles parses to the core's puzzle, or to its error", () => {
  assert.ok(cases.length >= 20, cases.length);
  for (const c of cases) {
    if (c.error) {
      assert.throws(
        () => formats.parse(c.input),
        (error) => error instanceof SudokuParseError && error.message.includes(c.error),
        c.name,
      );
      continue;
    }
    const p = formats.parse(c.input);
    assert.equal(asJson(p), c.puzzle, c.name);
    assert.deepEqual(p.ignored, c.ignored ? c.ignored.split(", ") : [], c.name);
    assert.equal(typeof p.source, "string", c.name);
    assert.ok(p.cells instanceof Uint8Array && p.cells.length === p.size * p.size, c.name);
  }
});

test("a link is checked with its rules: check(link) equals check(cells, { shape, rules })", () => {
  let ruled = 0;
  for (const c of cases.filter((c) => !c.error)) {
    const p = formats.parse(c.input);
    const given = { shape: p, rules: p.rules };
    assert.deepEqual(formats.check(c.input), formats.check(p.cells, given), c.name);
    assert.equal(formats.isValid(c.input), formats.isValid(p.cells, given), c.name);
    assert.equal(formats.describe(c.input), formats.describe(p.cells, given), c.name);
    // The same rules given again are no conflict of rules.
    assert.deepEqual(formats.check(c.input, { rules: p.rules }), formats.check(c.input), c.name);
    if (Object.keys(p.rules).length) ruled++;
  }
  assert.ok(ruled >= 8, `only ${ruled} fixtures carry rules`);
  // validateMany reads each line with its own rules.
  const lines = cases.map((c) => c.input);
  const batch = formats.validateMany(lines.join("\n"));
  assert.equal(batch.total, lines.length);
  lines.forEach((line, k) => {
    const c = cases[k];
    assert.equal(batch.results[k], c.error ? 2 : formats.isValid(line) ? 1 : 0, c.name);
  });
});

test("parse names the format it read", () => {
  const sources = {
    "solo classic": "solo",
    "fpuzzles killer": "fpuzzles",
    "sudokupad scl": "sudokupad",
    "sudokuexchange link": "sudokuexchange",
    "sudokuwiki killer": "sudokuwiki",
    "own json": "json",
    "cpp initialiser": "cpp",
  };
  for (const [name, source] of Object.entries(sources)) {
    const c = cases.find((c) => c.name === name);
    assert.equal(formats.parse(c.input).source, source, name);
  }
  assert.equal(formats.parse(EXAMPLE_1).source, "text");
  assert.equal(formats.parse(formats.format(EXAMPLE_1, "leetcode")).source, "leetcode");
  assert.equal(formats.parse([...formats.parse(EXAMPLE_1).cells]).source, "array");
});

test("rules given beside a link that carries rules are an error; beside one without, they apply", () => {
  const x = cases.find((c) => c.name === "solo x").input;
  for (const call of ["check", "isValid", "describe", "parse", "format"]) {
    const args = call === "format" ? [x, "json"] : [x];
    assert.throws(
      () => formats[call](...args, { rules: { antiKnight: true } }),
      (error) =>
        error instanceof SudokuParseError &&
        error.message ===
          "the solo puzzle carries rules of its own, and other rules were given beside it: give rules only with a board that carries none",
      call,
    );
  }
  const batch = formats.validateMany(`${x}\n${EXAMPLE_1}`, { rules: { antiKnight: true } });
  assert.deepEqual([...batch.results], [2, 0]);
  assert.match(batch.errors[0].message, /the solo puzzle carries rules of its own/);
  const classic = cases.find((c) => c.name === "solo classic").input;
  assert.deepEqual(formats.parse(classic, { rules: { antiKing: true } }).rules, { antiKing: true });
  assert.deepEqual(
    formats.check(classic, { rules: { antiKing: true } }),
    plain.check(formats.parse(classic).cells, { rules: { antiKing: true } }),
  );
});

test("parse returns rules exactly as options.rules takes them", () => {
  fc.assert(
    fc.property(puzzle, ({ boxRows, boxCols, cells, rules }) => {
      const shape = { boxRows, boxCols };
      const p = formats.parse(cells, { shape, rules });
      // The rules the plain validator reads from them check the board as the given ones do.
      assert.deepEqual(
        plain.check(cells, { shape, rules: p.rules }),
        plain.check(cells, { shape, rules }),
      );
      // Only the rules that hold: no false flag, no empty list.
      for (const value of Object.values(p.rules))
        assert.ok(value === true || (Array.isArray(value) && value.length > 0), value);
    }),
    runs(300),
  );
});

// The same puzzle whatever a format's labels and box shape: its third kind of unit (the regions,
// or else the boxes of its own shape) as regions numbered in the order their first cells come.
// (A size-2 jigsaw whose regions are the columns is, in a Solo id, the classic 2×1 boxes: the
// same units, so the same puzzle.)
function samePuzzle(rules, { boxRows, boxCols }) {
  const size = boxRows * boxCols;
  const box = (k) =>
    Math.floor(Math.floor(k / size) / boxRows) * boxRows + Math.floor((k % size) / boxCols);
  const number = new Map();
  const regions = (rules.regions ?? [...Array(size * size).keys()].map(box)).map((r) =>
    r < 0 ? r : (number.get(r) ?? number.set(r, number.size).get(r)),
  );
  // A cage is a set of cells and the cages a set of cages: a Solo id carries no order, and reads
  // back each cage's cells in board order, the cages in the order of their first cells.
  const cages = rules.cages
    ?.map((cage) => ({ ...cage, cells: [...cage.cells].sort((a, b) => a - b) }))
    .sort((a, b) => a.cells[0] - b.cells[0] || JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return { ...rules, regions, ...(cages ? { cages } : {}) };
}

test("format() writes every format each puzzle fits, and parse reads the same puzzle back", () => {
  const written = Object.fromEntries(EVERY_FORMAT.map((to) => [to, 0]));
  // Classic puzzles too, which the text formats and SudokuExchange carry.
  const puzzles = fc.oneof(
    puzzle,
    puzzle.map((p) => ({ ...p, rules: {} })),
  );
  fc.assert(
    fc.property(puzzles, ({ boxRows, boxCols, cells, rules }) => {
      const shape = { boxRows, boxCols };
      const p = formats.parse(cells, { shape, rules });
      for (const to of EVERY_FORMAT) {
        let text;
        try {
          text = formats.format(cells, to, { shape, rules });
        } catch (error) {
          // A puzzle the format cannot carry: a RangeError that says why.
          assert.ok(error instanceof RangeError && error.message.length > 0, `${to}: ${error}`);
          continue;
        }
        written[to]++;
        const back = formats.parse(text);
        assert.deepEqual([...back.cells], [...p.cells], to);
        // The shape comes back, but where regions replace the boxes: then a site that infers boxes
        // from the size (f-puzzles, SudokuPad) has no boxes to keep.
        if (!p.rules.regions)
          assert.deepEqual([back.boxRows, back.boxCols], [boxRows, boxCols], to);
        assert.deepEqual(samePuzzle(back.rules, back), samePuzzle(p.rules, shape), to);
      }
    }),
    runs(600),
  );
  console.log(`format round trips: ${JSON.stringify(written)}`);
  for (const to of EVERY_FORMAT) assert.ok(written[to] > 0, `${to} was never written`);
});

// Mutations of a link: characters replaced, inserted, deleted, or the text cut.
const mutated = fc
  .tuple(
    fc.constantFrom(...cases.map((c) => c.input)),
    fc.array(
      fc.tuple(
        fc.constantFrom("replace", "insert", "delete", "cut"),
        fc.nat(),
        fc.integer({ min: 0, max: 0x7e }),
      ),
      { minLength: 1, maxLength: 6 },
    ),
  )
  .map(([input, edits]) => {
    let text = input;
    for (const [edit, at, code] of edits) {
      const k = text.length ? at % text.length : 0;
      const c = String.fromCharCode(code);
      if (edit === "replace") text = text.slice(0, k) + c + text.slice(k + 1);
      else if (edit === "insert") text = text.slice(0, k) + c + text.slice(k);
      else if (edit === "delete") text = text.slice(0, k) + text.slice(k + 1);
      else text = text.slice(0, k);
    }
    return text;
  });

test("parse of mutated links throws only the API's errors, and the module stays usable", () => {
  const expected = formats.check(EXAMPLE_1);
  const check = (text) => {
    try {
      formats.parse(text);
      formats.check(text);
    } catch (error) {
      assert.ok(
        error instanceof SudokuParseError ||
          error instanceof TypeError ||
          error instanceof RangeError,
        `${JSON.stringify(text)}: ${error}`,
      );
    }
  };
  // Warm up, so the allocator has reached its working size before memory is measured.
  fc.assert(fc.property(mutated, check), runs(200));
  const before = formats.memoryUsage();
  fc.assert(fc.property(mutated, check), runs(2000));
  const after = formats.memoryUsage();
  assert.deepEqual(formats.check(EXAMPLE_1), expected);
  assert.ok(
    after.allocatedBytes <= before.allocatedBytes,
    `${before.allocatedBytes} -> ${after.allocatedBytes} bytes allocated`,
  );
  assert.equal(after.heapBytes, before.heapBytes);
});

test("the plain validator refuses a link in words, and its format() says where formats are", () => {
  for (const name of [
    "sudokupad scl",
    "solo x",
    "fpuzzles killer",
    "own json",
    "fpuzzles bare payload",
    "solo web link",
  ]) {
    const { input } = cases.find((c) => c.name === name);
    for (const call of ["check", "isValid", "parse", "describe"]) {
      assert.throws(
        () => plain[call](input),
        (error) =>
          error instanceof SudokuParseError &&
          error.message ===
            "links, site ids and puzzle JSON need the formats validator: loadValidator({ formats: true })",
        `${name}: ${call}`,
      );
    }
  }
  assert.throws(
    () => plain.format(EXAMPLE_1, "solo"),
    (error) => /loadValidator\(\{ formats: true \}\)/.test(error.message),
  );
  // Board text is still board text.
  assert.equal(plain.isValid(EXAMPLE_1), true);
});

test("format() refuses what it cannot write, naming why", () => {
  assert.throws(() => formats.format(EXAMPLE_1, "nope"), RangeError);
  assert.throws(() => formats.format(EXAMPLE_1, 3), TypeError);
  assert.throws(
    () => formats.format(EXAMPLE_1, "line", { rules: { antiKnight: true } }),
    RangeError,
  );
  assert.equal(formats.format(EXAMPLE_1, "line"), EXAMPLE_1);
});

test("a short link that unpacks to a million empty objects is refused, and memory stays as it was", () => {
  // 2,318 characters: SudokuPad's short form of one row of a million empty cells.
  const link = readFileSync(`${fixturesDir}million-empty-objects.link`, "utf8").trim();
  assert.ok(link.length < 2400, link.length);
  const refused = () =>
    assert.throws(
      () => formats.parse(link),
      (error) =>
        error instanceof SudokuParseError &&
        error.message.includes("JSON with more than 32,768 values, more than any puzzle holds"),
    );
  refused();
  const before = formats.memoryUsage();
  for (let i = 0; i < 5; i++) refused();
  assert.deepEqual(formats.memoryUsage(), before);
  // The module's memory is what it was made with (16 MiB), not grown for the payload.
  assert.ok(before.heapBytes <= 16 * 1024 * 1024, `${before.heapBytes} bytes`);
  assert.equal(formats.isValid(EXAMPLE_1), true);
});

test("an f-puzzles link's solver digits are no givens, and parse says they were left out", () => {
  const c = cases.find((c) => c.name === "fpuzzles solver digits");
  const p = formats.parse(c.input);
  assert.deepEqual([...p.cells].slice(0, 4), [1, 0, 0, 0]);
  assert.deepEqual(p.ignored, ["the link's solver digits are left out"]);
  // check() judges the givens only: a solver's wrong digit is no conflict.
  const clash = c.input.replace('{"value":2}', '{"value":1}');
  assert.equal(formats.isValid(clash), true);
});

test("a real link travels whole: format(link) to f-puzzles or SudokuPad writes back what no rule reads", () => {
  // The corpus of real puzzles (tests/fixtures/constraints: where each comes from, its licence).
  const corpus = readFileSync(`${fixturesDir}/constraints/corpus.puzzles`, "utf8")
    .split(/^=== /m)
    .slice(1)
    .map((block) => ({ name: block.split("\n")[0], input: /^input: (.*)$/m.exec(block)[1] }));
  let unread = 0;
  for (const { name, input } of corpus) {
    const link = `https://f-puzzles.com/?load=${input}`;
    const read = formats.parse(link);
    // The writers write givens only: the link's solver digits stay out, and are not said again.
    const ignored = read.ignored.filter((note) => note !== "the link's solver digits are left out");
    if (ignored.length) unread++;
    for (const to of ["fpuzzles", "sudokupad"]) {
      const back = formats.parse(formats.format(link, to));
      assert.deepEqual(back.cells, read.cells, `${name} as ${to}`);
      assert.deepEqual(back.rules, read.rules, `${name} as ${to}`);
      assert.deepEqual(back.ignored, ignored, `${name} as ${to}`);
    }
  }
  // Cloneways Game of Life (a cage drawing), Orbit (cells' parity), 159 (a line), Alien (text, line).
  assert.equal(unread, 4);
});
