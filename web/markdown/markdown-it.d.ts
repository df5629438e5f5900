// Types of valid-sudoku/markdown-it (docs/markdown.md); also shipped as .d.cts.

/** The part of a markdown-it instance the plugin uses (any markdown-it 13 or later has it). */
export interface MarkdownItLike {
  renderer: { rules: { fence?: (...args: any[]) => string } };
  utils: { unescapeAll(text: string): string };
}

/**
 * `md.use(markdownItSudoku)`: a fence ```` ```sudoku ```` holding a board in any format becomes
 * `<sudoku-board>` (or `<sudoku-explainer>` with `mode=explainer`), options on the fence line:
 * `shape=2x3 mode=explainer stop=all language=python variant=bitmask label="…" givens keypad
 * readonly`. An option that cannot be read throws a FenceOptionError naming the page and line.
 */
export default function markdownItSudoku(md: MarkdownItLike): void;
export { markdownItSudoku };
