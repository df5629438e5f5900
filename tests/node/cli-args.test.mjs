// The CLI's argument handling, imported from its source (web/cli/args.js): no module, no process.
import assert from "node:assert/strict";
import { test } from "node:test";
import { EXIT, USAGE, UsageError, exitStatus, parseArguments } from "../../web/cli/args.js";

test("no file means standard input", () => {
  assert.deepEqual(parseArguments([]), { files: ["-"] });
  assert.deepEqual(parseArguments(["-"]), { files: ["-"] });
});

test("files and options in any order", () => {
  assert.deepEqual(parseArguments(["a.txt", "--json", "b.txt", "-q"]), {
    json: true,
    quiet: true,
    files: ["a.txt", "b.txt"],
  });
});

test("--shape takes its value either way, as text for the core to read", () => {
  assert.equal(parseArguments(["--shape", "2x3"]).shape, "2x3");
  assert.equal(parseArguments(["--shape=2×3", "f"]).shape, "2×3");
});

test("-- ends the options", () => {
  assert.deepEqual(parseArguments(["--", "--json"]), { files: ["--json"] });
});

test("the short options", () => {
  assert.deepEqual(parseArguments(["-h", "-v", "-q"]), {
    help: true,
    version: true,
    quiet: true,
    files: ["-"],
  });
});

test("an unknown option, or --shape without its value, is a usage error", () => {
  assert.throws(
    () => parseArguments(["--fast"]),
    (error) => {
      assert.ok(error instanceof UsageError);
      assert.match(error.message, /--fast/);
      return true;
    },
  );
  assert.throws(() => parseArguments(["--shape"]), UsageError);
  assert.throws(() => parseArguments(["--json=yes"]), UsageError);
});

test("the usage text names every option", () => {
  for (const option of ["--json", "--shape RxC", "--quiet, -q", "--help, -h", "--version, -v"]) {
    assert.ok(USAGE.includes(option), option);
  }
});

test("the exit status: errors first, then invalid boards", () => {
  assert.equal(exitStatus({ invalid: 0, malformed: 0 }, 0), EXIT.valid);
  assert.equal(exitStatus({ invalid: 3, malformed: 0 }, 0), EXIT.invalid);
  assert.equal(exitStatus({ invalid: 3, malformed: 1 }, 0), EXIT.error);
  assert.equal(exitStatus({ invalid: 0, malformed: 0 }, 1), EXIT.error);
  assert.deepEqual(EXIT, { valid: 0, invalid: 1, error: 2, output: 3 });
});

test("--budget is a whole number of nodes, only with --solvable or --unique", () => {
  assert.equal(parseArguments(["--unique", "--budget", "50"]).budget, 50);
  assert.equal(parseArguments(["--solvable", "--budget=1"]).budget, 1);
  assert.throws(() => parseArguments(["--budget", "5"]), /--budget needs --solvable or --unique/);
  for (const bad of ["0", "-3", "1.5", "1e3", "x", "9007199254740992"]) {
    assert.throws(
      () => parseArguments(["--solvable", `--budget=${bad}`]),
      new RegExp(`--budget ${bad.replace(".", "\\.")}: expected a whole number of search nodes`),
    );
  }
});

test("a dead end, an unknown answer and more than one solution fail a run, as a conflict does", () => {
  const counts = { invalid: 0, malformed: 0, deadEnds: 0, unknown: 0, multiple: 0 };
  assert.equal(exitStatus(counts, 0), EXIT.valid);
  for (const field of ["deadEnds", "unknown", "multiple"]) {
    assert.equal(exitStatus({ ...counts, [field]: 1 }, 0), EXIT.invalid, field);
    assert.equal(exitStatus({ ...counts, [field]: 1, malformed: 1 }, 0), EXIT.error, field);
  }
});
