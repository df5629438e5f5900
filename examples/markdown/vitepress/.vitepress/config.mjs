import { defineConfig } from "vitepress";
import markdownItSudoku from "valid-sudoku/markdown-it";

export default defineConfig({
  title: "Boards",
  markdown: { config: (md) => md.use(markdownItSudoku) },
  vue: {
    template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith("sudoku-") } },
  },
});
