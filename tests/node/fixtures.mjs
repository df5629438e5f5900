// Reads the shared fixture files (tests/fixtures/*.cases, format in tests/fixtures/README.md).
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

export const fixturesDir = new URL("../fixtures/", import.meta.url).pathname;

function parseInput(format, text) {
  const words = () => text.split(/\s+/).filter(Boolean);
  const number = (word) => (word === "null" ? null : Number(word));
  switch (format) {
    case "text":
      return text;
    case "grid":
      return text
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => line.trim().split(/\s+/).map(number));
    case "flat":
      return words().map(number);
    case "leetcode":
      return JSON.parse(text);
    default:
      throw new Error(`unknown fixture format ${format}`);
  }
}

function parseConflict(value) {
  const match = /^(row|column|box) (\d+) digit (\d+) cells ((?:\d+ ?)+)$/.exec(value.trim());
  if (!match) throw new Error(`bad conflict line: ${value}`);
  return {
    rule: match[1], // a classic board's conflict breaks its unit's rule
    unit: match[1],
    index: Number(match[2]),
    digit: Number(match[3]),
    cells: match[4].trim().split(" ").map(Number),
  };
}

/** Every case of every file: { file, name, expect, options, input, size, boxes, conflicts, error, position }. */
export function loadCases() {
  const cases = [];
  for (const file of readdirSync(fixturesDir)
    .filter((name) => name.endsWith(".cases"))
    .sort()) {
    const lines = readFileSync(join(fixturesDir, file), "utf8").split("\n");
    let i = lines.findIndex((line) => line.startsWith("=== "));
    while (i >= 0 && i < lines.length) {
      const name = lines[i].slice(4).trim();
      const header = { conflict: [] };
      i++;
      for (; i < lines.length && lines[i] !== ""; i++) {
        const colon = lines[i].indexOf(":");
        const key = lines[i].slice(0, colon).trim();
        const value = lines[i].slice(colon + 1).trim();
        if (key === "conflict") header.conflict.push(value);
        else header[key] = value;
      }
      i++; // the blank line after the header
      const body = [];
      for (; i < lines.length && !lines[i].startsWith("=== "); i++) body.push(lines[i]);
      while (body.length && /^[ \t]*$/.test(body[body.length - 1])) body.pop();
      const format = header.format ?? "text";
      cases.push({
        file,
        name,
        format,
        expect: header.expect,
        options: header.shape ? { shape: header.shape } : undefined,
        input: parseInput(format, body.join("\n")),
        size: header.size === undefined ? undefined : Number(header.size),
        boxes: header.boxes,
        conflicts: header.conflict.map(parseConflict),
        error: header.error,
        position:
          header.position === undefined || header.position === "none"
            ? undefined
            : Number(header.position),
      });
    }
  }
  return cases;
}

/**
 * The cases of the travelling formats' fixtures (tests/fixtures/formats.puzzles, the file the
 * Catch2 suite reads too): { name, input, puzzle, error, ignored } (`puzzle` the puzzle as this
 * library's puzzle JSON text, `ignored` comma-separated, each undefined when absent).
 */
export function loadPuzzleCases() {
  const text = readFileSync(join(fixturesDir, "formats.puzzles"), "utf8");
  return text
    .split(/^=== /m)
    .slice(1)
    .map((block) => ({
      name: block.split("\n")[0],
      input: /^input: (.*)$/m.exec(block)[1],
      puzzle: /^puzzle: (.*)$/m.exec(block)?.[1],
      error: /^error: (.*)$/m.exec(block)?.[1],
      ignored: /^ignored: (.*)$/m.exec(block)?.[1],
    }));
}

/**
 * The real variant puzzles of tests/fixtures/constraints/corpus.puzzles (its header says the
 * format; the README beside it, each one's setter and licence), in the file's order: each
 * { name, setter, kinds, read, ignored, solution, input, link } with `read` and `ignored` as lists
 * of names, `solution` the published digits as one line and `link` the payload as an f-puzzles link.
 */
export function loadCorpus() {
  const list = (text) =>
    (text ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean);
  return readFileSync(join(fixturesDir, "constraints", "corpus.puzzles"), "utf8")
    .split(/^=== /m)
    .slice(1)
    .map((block) => {
      const field = (key) => new RegExp(`^${key}: (.*)$`, "m").exec(block)?.[1];
      const input = field("input");
      return {
        name: block.split("\n")[0],
        setter: field("setter"),
        kinds: field("kinds"),
        read: list(field("read")),
        ignored: list(field("ignored")),
        solution: field("solution"),
        input,
        link: `https://f-puzzles.com/?load=${input}`,
      };
    });
}
