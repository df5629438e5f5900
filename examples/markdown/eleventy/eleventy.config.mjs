import markdownItSudoku from "valid-sudoku/markdown-it";

export default function (eleventyConfig) {
  eleventyConfig.amendLibrary("md", (md) => md.use(markdownItSudoku));
  eleventyConfig.addPassthroughCopy({
    "node_modules/valid-sudoku/dist/sudoku-explainer.js": "sudoku-explainer.js",
  });
}
