// npm run mutants:js: StrykerJS's mutants of the pure JS modules that node tests import without
// the bundler, each run through those tests (docs/testing.md, "Mutation testing").
/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  mutate: ["web/api/packed-wasm.js", "web/api/batch-report.js"],
  testRunner: "command",
  commandRunner: {
    command: "node --test tests/node/packed.test.mjs tests/node/batch-report.test.mjs",
  },
  // The command runner runs every test for every mutant; one at a time on a shared machine.
  coverageAnalysis: "off",
  concurrency: 1,
  // Mutates the files where they are (restored at the end) instead of copying the repository.
  inPlace: true,
  // No "// @ts-nocheck" written into every JS file: there is no type-checking step to turn off.
  disableTypeChecks: false,
  timeoutMS: 60000,
  reporters: ["clear-text", "progress"],
  tempDirName: "build/stryker-tmp",
};
