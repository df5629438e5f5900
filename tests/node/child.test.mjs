// The tests' child processes are bounded (child.mjs): a child past its limit is killed and its
// test fails by name, and no test starts a child any other way.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { runFile, runFileSync, runSync, start } from "./child.mjs";

const forever = ["-e", "setInterval(() => {}, 1000)"];

test("a child that never ends is killed at its limit, by each way of starting one", async () => {
  const ran = runSync(process.execPath, forever, { timeout: 300 });
  assert.equal(ran.error?.code, "ETIMEDOUT");
  assert.equal(ran.signal, "SIGKILL");
  assert.throws(() => runFileSync(process.execPath, forever, { timeout: 300 }), {
    code: "ETIMEDOUT",
  });
  await assert.rejects(runFile(process.execPath, forever, { timeout: 300 }), { signal: "SIGKILL" });
  const child = start(process.execPath, forever, { timeout: 300 });
  const [, signal] = await new Promise((resolve) =>
    child.on("exit", (...status) => resolve(status)),
  );
  assert.equal(signal, "SIGKILL");
});

test("no test file starts a child but through child.mjs", () => {
  const tests = new URL("..", import.meta.url).pathname;
  const files = readdirSync(tests, { recursive: true })
    .filter((name) => /\.m?js$/.test(name) && !name.includes("node_modules"))
    .filter((name) => name !== join("node", "child.mjs"));
  // (the module's name is spelt in two parts, so that this file does not name it)
  const module = ["node:child", "process"].join("_");
  const starting = files.filter((name) => readFileSync(join(tests, name), "utf8").includes(module));
  assert.deepEqual(starting, []);
});
