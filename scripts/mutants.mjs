// Hand-made one-line mutants of the C++ core, each built and run through the Catch2 suite (ctest):
// a mutant the suite does not kill is a behaviour no test pins (npm run mutants; docs/testing.md).
//   node scripts/mutants.mjs            every mutant
//   node scripts/mutants.mjs 3 7        only mutants 3 and 7 (numbered from 1, as printed)
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const build = join(root, "build/mutants");

// [what the mutant breaks, the line as the core has it (once, anywhere in core/), its mutant].
// A mutant is found by its text, not by file and line, so it follows code that moves.
export const MUTANTS = [
  [
    "is_valid ignores the column sets",
    "if ((seen_in_row[row] | seen_in_column[col] | seen_in_box[box]) & bit) return false;",
    "if ((seen_in_row[row] | seen_in_box[box]) & bit) return false;",
  ],
  ["is_valid never fills the box sets", "seen_in_box[box] |= bit;", ";"],
  [
    "the inferred shape is not the one closest to square",
    "for (int d = 1; d * d <= size; ++d) {",
    "for (int d = 1; d * d < size; ++d) {",
  ],
  [
    "64×64 is not a supported size",
    "if (size < 1 || size > max_size) return std::nullopt;",
    "if (size < 1 || size >= max_size) return std::nullopt;",
  ],
  [
    "a shape's number saturates one digit late (640x1 reads as 64x1)",
    "value = value > max_size ? value : value * 10 + (text[length] - '0');",
    "value = value >= max_size ? value : value * 10 + (text[length] - '0');",
  ],
  [
    "boxes per band computed with box_rows (wrong boxes on 6×6)",
    "const int boxes_per_band = size / shape.box_cols;",
    "const int boxes_per_band = size / shape.box_rows;",
  ],
  [
    "check() treats the digit 1 as a blank",
    "(DigitMask{0} - static_cast<DigitMask>(digit != 0));",
    "(DigitMask{0} - static_cast<DigitMask>(digit > 1));",
  ],
  [
    "check() looks at rows and columns only",
    "for (Unit unit : {Unit::row, Unit::column, Unit::box}) {",
    "for (Unit unit : {Unit::row, Unit::column}) {",
  ],
  [
    "a long string is quoted by 1 character instead of 20",
    "std::size_t limit = 20",
    "std::size_t limit = 1",
  ],
  [
    "a string of 21 characters is quoted whole",
    "if (shown == limit) {",
    "if (shown == limit + 1) {",
  ],
  [
    "'1 more conflicts'",
    'out.put(more == 1 ? " more conflict" : " more conflicts");',
    'out.put(" more conflicts");',
  ],
  [
    "'twice' for three",
    '{"", "once ", "twice ", "three times "};',
    '{"", "once ", "twice ", "twice "};',
  ],
  ["trace(stop first) drops the repeating step", "steps = cell + 1;", "steps = cell;"],
  ["trace refuses 32×32", "if (size > max_trace_size) {", "if (size >= max_trace_size) {"],
  [
    "trace's box set is the row's",
    "const std::array<int, 3> sets{row, size + col, 2 * size + box};",
    "const std::array<int, 3> sets{row, size + col, 2 * size + row};",
  ],
  [
    "a line of vertical tabs is not blank in a batch",
    "return c == ' ' || c == '\\t' || c == '\\r' || c == '\\v' || c == '\\f'; }",
    "return c == ' ' || c == '\\t' || c == '\\r' || c == '\\f'; }",
  ],
  [
    "comment lines are not skipped in a batch",
    "return first == line.end() || *first == '#';",
    "return first == line.end();",
  ],
  ["CRLF is not a line end in a batch", "if (text[end] == '\\r') {", "if (false) {"],
  [
    "a 64×64 board (4096 cells) is refused",
    "if (length > max_cells) {",
    "if (length >= max_cells) {",
  ],
  [
    "the box index uses box_rows for the band width",
    "return (row / shape.box_rows) * (size / shape.box_cols) + col / shape.box_cols;",
    "return (row / shape.box_rows) * (size / shape.box_rows) + col / shape.box_cols;",
  ],
  [
    "SudokuPad's [row, column] cells read as [column, row]",
    "out.push_back(static_cast<int>(*row * size + *col));",
    "out.push_back(static_cast<int>(*col * size + *row));",
  ],
  ["scf's last windoku window starts at r6c7", "{10, 14, 46, 50}", "{10, 14, 46, 51}"],
  [
    "a %XX escape at the very end of a link is left as it is",
    "i + 2 < text.size() + 0",
    "i + 2 < text.size() - 1",
  ],
  [
    "f-puzzles cage sums are capped at 64",
    "std::min<long long>(*target, 1 << 30)",
    "std::min<long long>(*target, 64)",
  ],
  ["an f-puzzles value without given: true is a given", 'if (flag(cell, "given"))', "if (true)"],
];

function sources(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(cpp|hpp)$/.test(entry.name) ? [path] : [];
  });
}

function run(command, args) {
  return spawnSync(command, args, { cwd: root, encoding: "utf8", maxBuffer: 64 << 20 });
}

function configure() {
  const result = run("cmake", ["-S", ".", "-B", build, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Debug"]);
  if (result.status !== 0) throw new Error(`cmake failed:\n${result.stdout}${result.stderr}`);
}

/** Builds the tests and runs ctest until the first failure: "killed", "survived" or "no build". */
function verdict() {
  const built = run("nice", ["cmake", "--build", build, "-j", "1"]);
  if (built.signal) return "interrupted"; // Ctrl-C reaches the build first: no verdict
  if (built.status !== 0) return "killed (no build)";
  const tests = run("nice", ["ctest", "--test-dir", build, "--stop-on-failure", "-j", "1"]);
  if (tests.signal) return "interrupted";
  if (tests.status === 0) return "survived";
  const failed = /\d+ - (.+?) \(Failed\)/.exec(tests.stdout)?.[1];
  return `killed${failed ? ` by "${failed}"` : ""}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Ctrl-C ends the run after the mutated file is put back, never before.
  let stopping = false;
  process.on("SIGINT", () => (stopping = true));
  const chosen = process.argv.slice(2).map(Number);
  const files = sources(join(root, "core"));
  configure();
  if (verdict() !== "survived") throw new Error("the unmutated core fails its own tests");
  let killed = 0;
  let tried = 0;
  const survivors = [];
  for (const [index, [what, original, mutant]] of MUTANTS.entries()) {
    if (chosen.length && !chosen.includes(index + 1)) continue;
    const holders = files.filter((file) => readFileSync(file, "utf8").includes(original));
    const count = holders.reduce(
      (sum, file) => sum + readFileSync(file, "utf8").split(original).length - 1,
      0,
    );
    if (count !== 1) {
      console.log(
        `${index + 1}. ${what}: the line is found ${count} times in core/; update the list`,
      );
      continue;
    }
    const [file] = holders;
    const text = readFileSync(file, "utf8");
    writeFileSync(file, text.replace(original, mutant));
    let result;
    try {
      result = verdict();
    } finally {
      writeFileSync(file, text);
    }
    if (stopping || result === "interrupted") process.exit(130);
    tried++;
    if (result.startsWith("killed")) killed++;
    else survivors.push(`${index + 1}. ${what}`);
    console.log(`${index + 1}. ${what} (${relative(root, file)}): ${result}`);
  }
  run("nice", ["cmake", "--build", build, "-j", "1"]); // back to the unmutated core
  console.log(`\nmutation score: ${killed} of ${tried} mutants killed`);
  if (survivors.length) console.log(`survivors:\n  ${survivors.join("\n  ")}`);
}
