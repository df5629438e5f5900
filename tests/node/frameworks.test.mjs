// The framework typings and the plugins' types, against the packed package (npm pack, installed
// into a project of its own): a React 19 TSX file (tsc), a Vue SFC (vue-tsc), Svelte's element
// types and the Markdown plugins type-check, a wrong prop does not, and the manifest ships.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { runFileSync, runSync } from "./child.mjs";
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const root = new URL("../..", import.meta.url).pathname;
const require = createRequire(import.meta.url);
// Inside the repository, so React's, Vue's and Svelte's types resolve from its node_modules; the
// package itself from the project's own node_modules, where the tarball is installed.
const project = join(root, "build/frameworks");
const tsc = join(root, "node_modules/.bin/tsc");
const EXAMPLE_2 =
  "83..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

const TSX = `import type {} from "valid-sudoku/react";
import type { Report, TraceStep } from "valid-sudoku";

export function Boards({ onReport }: { onReport: (report: Report) => void }) {
  return (
    <>
      <sudoku-board
        value="${EXAMPLE_2}"
        shape="3x3"
        label="LeetCode's Example 2"
        keypad
        name="answer"
        required
        theme="dark"
        onsudoku-validate={(event) => onReport(event.detail)}
        rules={{ antiKnight: true, cages: [{ cells: [0, 1], sum: 3 }] }}
        copy
        onsudoku-copy={(event) => {
          const text: string = event.detail.text;
          void text;
        }}
      />
      <sudoku-board value={[[1, 2], [3, null]]} readOnly givens="1..." className="small" />
      <sudoku-board
        solvable
        unique
        onsudoku-solve={(event) => {
          const solvable: boolean | null = event.detail.solvable;
          const where: string | undefined = event.detail.reason?.message;
          void [solvable, where];
        }}
      />
      {/* @ts-expect-error the solver's answer never carries a solution */}
      <sudoku-board onsudoku-solve={(event) => event.detail.solution} />
      <sudoku-explainer
        value="${EXAMPLE_2}"
        stop="all"
        language="python"
        variant="bitmask"
        speed={4}
        theme="light"
        onsudoku-step={(event) => {
          const step: TraceStep = event.detail;
          void step;
        }}
      />
      {/* @ts-expect-error there is no attribute valu */}
      <sudoku-board valu="1" />
      {/* @ts-expect-error keypad is a boolean */}
      <sudoku-board keypad="yes" />
      {/* @ts-expect-error theme is "light" or "dark" */}
      <sudoku-explainer theme="blue" />
      {/* @ts-expect-error stop is "first" or "all" */}
      <sudoku-explainer stop="every" />
      {/* @ts-expect-error a cage's cells are numbers */}
      <sudoku-board rules={{ cages: [{ cells: ["r1c1"] }] }} />
      {/* @ts-expect-error the copy event's detail has no report */}
      <sudoku-board onsudoku-copy={(event) => event.detail.valid} />
      {/* @ts-expect-error the event's detail is a report, not a number */}
      <sudoku-board onsudoku-validate={(event: CustomEvent<number>) => event} />
    </>
  );
}
`;

const VUE = `<script setup lang="ts">
import type { Report } from "valid-sudoku";

const board = "${EXAMPLE_2}";
const onValidate = (event: CustomEvent<Report>) => console.log(event.detail.valid);
</script>

<template>
  <sudoku-board :value="board" shape="3x3" label="Example 2" keypad name="answer" required theme="dark" @sudoku-validate="onValidate" />
  <sudoku-board :rules="{ antiKnight: true }" copy @sudoku-copy="(event) => console.log(event.detail.format)" />
  <sudoku-board solvable unique @sudoku-solve="(event) => console.log(event.detail.solvable)" />
  <!-- @vue-expect-error solvable is a boolean -->
  <sudoku-board :solvable="'yes'" />
  <!-- @vue-expect-error antiKnight is a boolean -->
  <sudoku-board :rules="{ antiKnight: 'yes' }" />
  <sudoku-explainer :value="board" stop="all" language="java" :speed="4" />
  <!-- @vue-expect-error keypad is a boolean -->
  <sudoku-board :keypad="'yes'" />
  <!-- @vue-expect-error theme is "light" or "dark" -->
  <sudoku-board theme="blue" />
  <!-- @vue-expect-error stop is "first" or "all" -->
  <sudoku-explainer stop="every" />
  <!-- @vue-expect-error the event is a CustomEvent of the report -->
  <sudoku-board @sudoku-validate="(event: number) => event" />
  <!-- @vue-expect-error a step has no property nothing -->
  <sudoku-explainer @sudoku-step="(event) => event.detail.nothing" />
</template>
`;

const SVELTE = `import type {} from "valid-sudoku/svelte";
import type { SvelteHTMLElements } from "svelte/elements";

const board: SvelteHTMLElements["sudoku-board"] = {
  value: "${EXAMPLE_2}",
  keypad: true,
  required: true,
  theme: "dark",
  "onsudoku-validate": (event) => {
    const valid: boolean = event.detail.valid;
    void valid;
  },
};
const variant: SvelteHTMLElements["sudoku-board"] = {
  rules: { mainDiagonal: true },
  copy: true,
  "onsudoku-copy": (event) => {
    const format: string = event.detail.format;
    void format;
  },
};
const solving: SvelteHTMLElements["sudoku-board"] = {
  solvable: true,
  unique: true,
  "onsudoku-solve": (event) => {
    const count: number = event.detail.count;
    void count;
  },
};
const explainer: SvelteHTMLElements["sudoku-explainer"] = { stop: "first", language: "cpp" };
// @ts-expect-error keypad is a boolean
const wrong: SvelteHTMLElements["sudoku-board"] = { keypad: "yes" };
// @ts-expect-error rules is an object of rules
const wrongRules: SvelteHTMLElements["sudoku-board"] = { rules: "antiKnight" };
void [board, variant, solving, explainer, wrong, wrongRules];
`;

const PLUGINS = `import MarkdownIt from "markdown-it";
import { unified } from "unified";
import remarkParse from "remark-parse";
import markdownItSudoku from "valid-sudoku/markdown-it";
import remarkSudoku from "valid-sudoku/remark";

const html: string = new MarkdownIt().use(markdownItSudoku).render("\`\`\`sudoku\\n1\\n\`\`\`");
const processor = unified().use(remarkParse).use(remarkSudoku);
void [html, processor];
`;

function tsconfig(include, extra = {}) {
  return JSON.stringify({
    compilerOptions: {
      strict: true,
      noEmit: true,
      target: "es2022",
      module: "esnext",
      moduleResolution: "bundler",
      jsx: "react-jsx",
      lib: ["es2022", "dom"],
      // Not skipped: the package's own declaration files are checked too.
      skipLibCheck: false,
    },
    include,
    ...extra,
  });
}

/** vue-tsc over `config`, on the TypeScript 6 compiler it needs (TypeScript 7 has no JS API). */
function vueTsc(config) {
  const script = `process.argv.splice(1, 0, "vue-tsc");
require(${JSON.stringify(require.resolve("vue-tsc"))}).run(${JSON.stringify(require.resolve("typescript-6/lib/tsc"))});`;
  return runSync(process.execPath, ["-e", script, "--", "-p", config], {
    cwd: project,
    encoding: "utf8",
  });
}

before(() => {
  rmSync(project, { recursive: true, force: true });
  mkdirSync(project, { recursive: true });
  const packed = JSON.parse(
    runFileSync("npm", ["pack", "--json", "--pack-destination", project], {
      cwd: root,
      encoding: "utf8",
    }),
  );
  writeFileSync(join(project, "files.json"), JSON.stringify(packed[0].files.map((f) => f.path)));
  writeFileSync(
    join(project, "package.json"),
    '{ "name": "app", "private": true, "type": "module" }\n',
  );
  const tarball = readdirSync(project).find((name) => name.endsWith(".tgz"));
  runFileSync("npm", ["install", "--no-audit", "--no-fund", "--offline", `./${tarball}`], {
    cwd: project,
    stdio: "pipe",
    timeout: 300_000, // an install, on a busy machine
  });
  writeFileSync(join(project, "boards.tsx"), TSX);
  writeFileSync(join(project, "svelte.ts"), SVELTE);
  writeFileSync(join(project, "plugins.ts"), PLUGINS);
  writeFileSync(join(project, "Boards.vue"), VUE);
  writeFileSync(join(project, "vue-env.d.ts"), `import type {} from "valid-sudoku/vue";\n`);
  writeFileSync(
    join(project, "tsconfig.json"),
    tsconfig(["boards.tsx", "svelte.ts", "plugins.ts"]),
  );
  writeFileSync(
    join(project, "tsconfig.vue.json"),
    tsconfig(["Boards.vue", "vue-env.d.ts"], {
      vueCompilerOptions: { strictTemplates: true },
    }),
  );
});

after(() => rmSync(project, { recursive: true, force: true }));

test("the tarball ships the manifest and the typings, named in package.json", () => {
  const files = JSON.parse(readFileSync(join(project, "files.json"), "utf8"));
  const installed = join(project, "node_modules/valid-sudoku");
  const pkg = JSON.parse(readFileSync(join(installed, "package.json"), "utf8"));
  assert.ok(files.includes(pkg.customElements), `${pkg.customElements} is not in ${files}`);
  const manifest = JSON.parse(readFileSync(join(installed, pkg.customElements), "utf8"));
  const tags = manifest.modules.flatMap((module) => module.declarations.map((d) => d.tagName));
  assert.deepEqual(tags.filter(Boolean).sort(), ["sudoku-board", "sudoku-explainer"]);
  for (const entry of ["./react", "./vue", "./svelte", "./markdown-it", "./remark"]) {
    const conditions = pkg.exports[entry];
    for (const side of Object.values(conditions))
      assert.equal(Object.keys(side)[0], "types", `${entry}: types first`);
  }
});

test("every attribute in the manifest has a type in the framework typings", () => {
  // A file listing the manifest's attributes as keys of the typings' attribute types.
  const pkg = JSON.parse(
    readFileSync(join(project, "node_modules/valid-sudoku/package.json"), "utf8"),
  );
  const manifest = JSON.parse(
    readFileSync(join(project, "node_modules/valid-sudoku", pkg.customElements), "utf8"),
  );
  const elements = manifest.modules
    .flatMap((module) => module.declarations)
    .filter((d) => d.tagName);
  const types = {
    "sudoku-board": "SudokuBoardAttributes",
    "sudoku-explainer": "SudokuExplainerAttributes",
  };
  let text = `import type { ${Object.values(types).join(", ")} } from "valid-sudoku/react";\n`;
  for (const element of elements) {
    const names = element.attributes.map((attribute) => JSON.stringify(attribute.name));
    text += `export const ${types[element.tagName]}Names: Array<keyof ${types[element.tagName]}> = [${names}];\n`;
  }
  writeFileSync(join(project, "attributes.ts"), text);
  writeFileSync(join(project, "tsconfig.attributes.json"), tsconfig(["attributes.ts"]));
  const result = runSync(tsc, ["-p", join(project, "tsconfig.attributes.json")], {
    encoding: "utf8",
  });
  assert.equal(
    result.status,
    0,
    `an attribute of the manifest is missing from web/elements/frameworks.d.ts:\n${result.stdout}`,
  );
});

test("React 19 TSX, Svelte's element types and the plugins type-check (tsc)", () => {
  const result = runSync(tsc, ["-p", project], { encoding: "utf8" });
  assert.equal(result.status, 0, result.stdout + result.stderr);
});

test("a Vue SFC type-checks (vue-tsc, strict templates)", () => {
  const result = vueTsc("tsconfig.vue.json");
  assert.equal(result.status, 0, result.stdout + result.stderr);
});

test("the control cases fail: a wrong prop in TSX, a wrong prop type in a Vue template", () => {
  writeFileSync(
    join(project, "wrong.tsx"),
    `import type {} from "valid-sudoku/react";\nexport const x = <sudoku-board valu="1" />;\n`,
  );
  writeFileSync(join(project, "tsconfig.wrong.json"), tsconfig(["wrong.tsx"]));
  const tsx = runSync(tsc, ["-p", join(project, "tsconfig.wrong.json")], { encoding: "utf8" });
  assert.notEqual(tsx.status, 0, "tsc accepted <sudoku-board valu>");
  assert.match(tsx.stdout, /wrong\.tsx[\s\S]*Property 'valu' does not exist/);

  writeFileSync(
    join(project, "Wrong.vue"),
    `<template>\n  <sudoku-board :keypad="'yes'" />\n</template>\n`,
  );
  writeFileSync(
    join(project, "tsconfig.wrong-vue.json"),
    tsconfig(["Wrong.vue", "vue-env.d.ts"], { vueCompilerOptions: { strictTemplates: true } }),
  );
  const vue = vueTsc("tsconfig.wrong-vue.json");
  assert.notEqual(vue.status, 0, "vue-tsc accepted :keypad=\"'yes'\"");
  assert.match(vue.stdout, /Wrong\.vue.*not assignable to type 'boolean/);
});
