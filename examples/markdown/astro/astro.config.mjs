import { defineConfig } from "astro/config";
import { unified } from "@astrojs/markdown-remark";
import remarkSudoku from "valid-sudoku/remark";

export default defineConfig({
  markdown: { processor: unified({ remarkPlugins: [remarkSudoku] }) },
});
