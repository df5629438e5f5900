// The Markdown plugins (valid-sudoku/markdown-it, valid-sudoku/remark) as built in dist/, run by the
// real markdown-it and unified/remark: fences become elements, options are read or refused.
import { test } from "node:test";
import assert from "node:assert/strict";
import { runSync } from "./child.mjs";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";
import MarkdownIt from "markdown-it";
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import rehypeStringify from "rehype-stringify";
import markdownItSudoku from "../../dist/markdown-it.mjs";
import remarkSudoku from "../../dist/remark.mjs";
import { loadValidator } from "../../dist/valid-sudoku.mjs";

const root = new URL("../..", import.meta.url).pathname;
const require = createRequire(import.meta.url);

// Three fences (a board, a 6×6 board, an explainer) and a fence of another language.
const PAGE = `# Boards

\`\`\`sudoku label='LeetCode "Example 2" & <more>'
83..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5
....8..79
\`\`\`

\`\`\`sudoku shape=2x3 keypad givens
123456456123231564564231312645645312
\`\`\`

\`\`\`sudoku mode=explainer stop=all language=java variant=bitmask label="The scan's steps"
[["5","3","."],["6",".","."],[".","9","8"]]
\`\`\`

\`\`\`js
const x = 1;
\`\`\`
`;

const EXAMPLE_2 = `83..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5
....8..79`;

const markdownIt = (page, env) => new MarkdownIt().use(markdownItSudoku).render(page, env);
const remark = (page) =>
  unified()
    .use(remarkParse)
    .use(remarkSudoku)
    .use(remarkRehype)
    .use(rehypeStringify)
    .process({ value: page, path: "guide/boards.md" })
    .then(String);

test("markdown-it: each sudoku fence becomes its element, attributes escaped", () => {
  const html = markdownIt(PAGE);
  assert.ok(
    html.includes(
      `<sudoku-board value="${EXAMPLE_2}" label="LeetCode &quot;Example 2&quot; &amp; &lt;more&gt;"></sudoku-board>\n`,
    ),
    html,
  );
  assert.ok(
    html.includes(
      `<sudoku-board givens="123456456123231564564231312645645312" shape="2x3" keypad></sudoku-board>`,
    ),
    html,
  );
  assert.ok(
    html.includes(
      `<sudoku-explainer value="[[&quot;5&quot;,&quot;3&quot;,&quot;.&quot;],[&quot;6&quot;,&quot;.&quot;,&quot;.&quot;],[&quot;.&quot;,&quot;9&quot;,&quot;8&quot;]]" stop="all" language="java" variant="bitmask" label="The scan&#39;s steps"></sudoku-explainer>`,
    ),
    html,
  );
  // Every other fence is left to markdown-it's own rule.
  assert.ok(html.includes(new MarkdownIt().render("```js\nconst x = 1;\n```\n")), html);
  assert.equal(html.match(/<pre>/g).length, 1);
});

test("markdown-it: a fence rule set before the plugin still renders the other fences", () => {
  const md = new MarkdownIt();
  md.renderer.rules.fence = (tokens, index) => `<pre class="mine">${tokens[index].info}</pre>`;
  md.use(markdownItSudoku);
  const html = md.render("```js\n1\n```\n\n```sudoku\n1\n```\n");
  assert.equal(html, `<pre class="mine">js</pre><sudoku-board value="1"></sudoku-board>\n`);
});

test("remark: the same fences become the same elements through remark-rehype", async () => {
  const html = await remark(PAGE);
  assert.ok(
    html.includes(
      `<sudoku-board value="${EXAMPLE_2}" label="LeetCode &#x22;Example 2&#x22; &#x26; <more>"></sudoku-board>`,
    ),
    html,
  );
  assert.ok(
    html.includes(
      `<sudoku-board givens="123456456123231564564231312645645312" shape="2x3" keypad></sudoku-board>`,
    ),
    html,
  );
  assert.ok(
    html.includes(
      `<sudoku-explainer value="[[&#x22;5&#x22;,&#x22;3&#x22;,&#x22;.&#x22;],[&#x22;6&#x22;,&#x22;.&#x22;,&#x22;.&#x22;],[&#x22;.&#x22;,&#x22;9&#x22;,&#x22;8&#x22;]]" stop="all" language="java" variant="bitmask" label="The scan&#x27;s steps"></sudoku-explainer>`,
    ),
    html,
  );
  assert.ok(html.includes(`<pre><code class="language-js">const x = 1;\n</code></pre>`), html);
});

test("remark: fences inside lists and quotes are found too", async () => {
  const html = await remark(
    "> ```sudoku shape=2x2\n> 1234\n> ```\n\n- item\n\n  ```sudoku\n  1\n  ```\n",
  );
  assert.match(html, /<blockquote>\s*<sudoku-board value="1234" shape="2x2"><\/sudoku-board>/);
  assert.match(html, /<li>[\s\S]*<sudoku-board value="1"><\/sudoku-board>[\s\S]*<\/li>/);
});

// An unreadable option, the words of the message that say what is wrong.
const BAD_OPTIONS = [
  ["mod=explainer", /unknown option "mod"; a sudoku fence takes "mode", "shape"/],
  ["mode=explain", /mode="explain" is not one of "board", "explainer"/],
  ["shape=3by3", /shape="3by3" is not box rows x box columns, such as 3x3 or 2x3/],
  ["shape=", /cannot read "shape=": write each option as name or name=value/],
  ['label="never closed', /"label=\\"never closed" opens a quote that is never closed/],
  ["keypad=yes", /the option "keypad" takes no value: write it alone/],
  ["label", /the option "label" needs a value: label=…/],
  ["shape=2x3 shape=3x2", /the option "shape" is given twice/],
  ["mode=explainer keypad", /the option "keypad" is for mode=board, not mode=explainer/],
  ["stop=all", /the option "stop" is for mode=explainer, not mode=board/],
  [
    "mode=explainer language=rust",
    /language="rust" is not one of "java", "cpp", "python", "javascript"/,
  ],
];

for (const [options, message] of BAD_OPTIONS) {
  test(`markdown-it: \`\`\`sudoku ${options} is a build-time error with the page and line`, () => {
    const page = `# Title\n\nText.\n\n\`\`\`sudoku ${options}\n1\n\`\`\`\n`;
    assert.throws(
      () => markdownIt(page, { relativePath: "guide/boards.md" }),
      (error) => {
        assert.equal(error.name, "FenceOptionError");
        assert.match(error.message, /^valid-sudoku\/markdown-it: guide\/boards\.md, line 5: /);
        assert.match(error.message, message);
        return true;
      },
    );
  });

  test(`remark: \`\`\`sudoku ${options} fails the file at the fence`, async () => {
    const page = `# Title\n\nText.\n\n\`\`\`sudoku ${options}\n1\n\`\`\`\n`;
    await assert.rejects(remark(page), (error) => {
      assert.equal(error.line, 5);
      assert.equal(error.column, 1);
      assert.equal(error.file, "guide/boards.md");
      assert.match(error.reason, /^sudoku fence: /);
      assert.match(error.reason, message);
      assert.match(String(error), /^guide\/boards\.md:5:1-7:4: sudoku fence: /);
      return true;
    });
  });
}

test("the fence's shape option reads the written forms the core reads", async () => {
  // The plugin checks only how a shape is written; the element says whether it is supported.
  const sudoku = await loadValidator();
  const written = (shape) => {
    try {
      sudoku.parseShape(shape);
      return true;
    } catch (error) {
      if (error.name === "SudokuParseError") return true; // written right, not supported
      return false;
    }
  };
  for (const shape of [
    "3x3",
    "2X3",
    "3×2",
    "03x3",
    "0x3",
    "9x9",
    "3by3",
    "3x",
    "x3",
    "-1x3",
  ].concat(["3x3x3", "1.5x2", "+3x3", "３x3", "2x3 ", "2*3"])) {
    let accepted = true;
    try {
      markdownIt(`\`\`\`sudoku shape=${JSON.stringify(shape)}\n1\n\`\`\``);
    } catch {
      accepted = false;
    }
    assert.equal(accepted, written(shape), JSON.stringify(shape));
  }
});

test("the board text is passed through unread: the element reads it", () => {
  // Not a board at all: the element will say why; the build does not.
  const html = markdownIt("```sudoku\nnot a board <script>\n```\n");
  assert.equal(html, `<sudoku-board value="not a board &lt;script&gt;"></sudoku-board>\n`);
});

test("require() gives the plugins by name and as default", () => {
  const { markdownItSudoku: byName, default: byDefault } = require("../../dist/markdown-it.cjs");
  assert.equal(typeof byName, "function");
  assert.equal(byName, byDefault);
  const md = new MarkdownIt().use(byName);
  assert.equal(md.render("```sudoku\n1\n```"), `<sudoku-board value="1"></sudoku-board>\n`);
  const remarkCjs = require("../../dist/remark.cjs");
  assert.equal(remarkCjs.remarkSudoku, remarkCjs.default);
});

test("importing and running the plugins needs no DOM and never touches WebAssembly", () => {
  // A Node process where any use of WebAssembly throws: the plugins import and render.
  const script = `
    for (const name of Object.getOwnPropertyNames(WebAssembly))
      Object.defineProperty(WebAssembly, name, { get() { throw new Error("WebAssembly." + name); } });
    const { default: MarkdownIt } = await import("markdown-it");
    const { default: md } = await import(${JSON.stringify(`${root}dist/markdown-it.mjs`)});
    const { default: remark } = await import(${JSON.stringify(`${root}dist/remark.mjs`)});
    const tree = { type: "root", children: [{ type: "code", lang: "sudoku", meta: "shape=2x2", value: "1234" }] };
    remark()(tree, { fail() {} });
    console.log(typeof document, new MarkdownIt().use(md).render("\`\`\`sudoku\\n1\\n\`\`\`"), tree.children[0].data.hName);`;
  const result = runSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: root,
    encoding: "utf8",
  });
  assert.equal(result.status, 0, result.stderr);
  assert.equal(
    result.stdout.trim(),
    `undefined <sudoku-board value="1"></sudoku-board>\n sudoku-board`,
  );
});

test("the messages docs/markdown.md quotes are the plugins' own", async () => {
  const docs = readFileSync(join(root, "docs/markdown.md"), "utf8");
  const [, quoted] = /stops the build with a message[\s\S]*?```text\n([\s\S]*?)\n```/.exec(docs);
  const [fromMarkdownIt, fromRemark] = quoted.split("\n");
  // The fences the messages are about: on line 12 of guide/boards.md, three lines of board.
  const page = (options) =>
    `${"Text.\n\n".repeat(5)}\n\`\`\`sudoku ${options}\n1234\n3412\n2143\n\`\`\`\n`;
  assert.throws(
    () => markdownIt(page("mode=explain"), { relativePath: "guide/boards.md" }),
    (error) => error.message === fromMarkdownIt,
  );
  await assert.rejects(remark(page("mode=explainer keypad")), (error) => {
    assert.equal(String(error), fromRemark);
    return true;
  });
});
