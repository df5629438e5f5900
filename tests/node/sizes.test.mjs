// docs/sizes.md, the one place the docs take sizes from, is what the build measures and is committed
// as such, so no figure in it can drift from dist/.
import assert from "node:assert/strict";
import { runSync } from "./child.mjs";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { measure, render, sizesFile } from "../../scripts/sizes.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const git = (...args) => runSync("git", ["-C", root, ...args], { encoding: "utf8" });

test("docs/sizes.md is the table of what is built now", () => {
  const rows = measure();
  assert.ok(rows.some((row) => row.path === "dist/valid-sudoku.js"));
  assert.equal(
    readFileSync(sizesFile, "utf8"),
    render(rows),
    "docs/sizes.md is not what the build measures: run `bash scripts/build.sh`",
  );
});

test("docs/sizes.md as the build wrote it is committed", () => {
  // In a checkout the file the build just wrote must be the committed one (outside one, as in an
  // unpacked tarball, the test above is all there is to check).
  if (git("rev-parse", "--is-inside-work-tree").stdout.trim() !== "true") return;
  const diff = git("status", "--porcelain", "--", "docs/sizes.md");
  assert.equal(diff.status, 0, diff.stderr);
  assert.equal(
    diff.stdout,
    "",
    "the build changed docs/sizes.md: commit it with the change that changed the sizes",
  );
});
