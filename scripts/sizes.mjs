// Measures dist/ and the built wasm modules and writes the one size table, docs/sizes.md (run by
// scripts/bundle.mjs after every build; tests/node/sizes.test.mjs checks the file is current).
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const sizesFile = join(root, "docs/sizes.md");

// Where the measured files are, as the table names them.
const folders = [
  ["dist", join(root, "dist"), () => true],
  ["build/wasm/wasm", join(root, "build/wasm/wasm"), (name) => name.endsWith(".wasm")],
];

// The files of a folder and of the folders in it (dist/locales/), as paths from the folder.
const filesIn = (folder, prefix = "") =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesIn(join(folder, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );

/** Every measured file: its path from the repository root, its bytes and its gzip size. */
export function measure() {
  return folders.flatMap(([label, folder, wanted]) =>
    filesIn(folder)
      .filter(wanted)
      .sort()
      .map((name) => {
        const bytes = readFileSync(join(folder, name));
        // As a server would send it, and as tests/node/size.test.mjs measures the budgets.
        return {
          path: `${label}/${name}`,
          bytes: bytes.length,
          gzip: gzipSync(bytes, { level: 9 }).length,
        };
      }),
  );
}

const figure = (n) => n.toLocaleString("en-US");

/** docs/sizes.md for the given rows; nothing in it depends on the day or the machine. */
export function render(rows) {
  const table = rows.map(
    ({ path, bytes, gzip }) => `| \`${path}\` | ${figure(bytes)} | ${figure(gzip)} |`,
  );
  return [
    "# Sizes of the built files",
    "",
    "Written by `scripts/sizes.mjs` at the end of every build (`npm run build`); do not edit it by",
    "hand. `tests/node/sizes.test.mjs` fails when this file is not what the last build measured, or",
    "when the build changed it and the change is not committed. gzip is node's zlib at level 9, as a",
    "server would send the file and as `tests/node/size.test.mjs` measures the budgets. What each",
    "file holds is in [js-api.md](js-api.md) (package layout) and [cli.md](cli.md); the budgets are",
    "in `tests/node/size.test.mjs` and [js-api.md](js-api.md).",
    "",
    "| file | bytes | gzip |",
    "| --- | ---: | ---: |",
    ...table,
    "",
  ].join("\n");
}

/** Writes docs/sizes.md from what is built now; returns the rows and whether the file changed. */
export function writeSizes() {
  const rows = measure();
  const text = render(rows);
  let before = "";
  try {
    before = readFileSync(sizesFile, "utf8");
  } catch {}
  if (before !== text) writeFileSync(sizesFile, text);
  return { rows, changed: before !== text };
}

/** Writes docs/sizes.md and prints the table, as every build does. */
export function reportSizes() {
  const { rows, changed } = writeSizes();
  for (const { path, bytes, gzip } of rows)
    console.log(
      `${path.padEnd(36)} ${String(bytes).padStart(7)} B  ${String(gzip).padStart(6)} B gzip`,
    );
  if (changed)
    console.log("docs/sizes.md: the sizes changed; commit it with the change that made them");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) reportSizes();
