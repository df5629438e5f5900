// Types of valid-sudoku/remark (docs/markdown.md); also shipped as .d.cts.

/** The parts of an mdast tree and a vfile the plugin uses (unified 10 or later). */
export interface MdastParentLike {
  type: string;
  children?: unknown[];
}
export interface VFileLike {
  fail(reason: string, options?: object): never;
}

/**
 * `unified().use(remarkSudoku)`: a fence ```` ```sudoku ```` holding a board in any format becomes
 * `<sudoku-board>` (or `<sudoku-explainer>` with `mode=explainer`), options on the fence line:
 * `shape=2x3 mode=explainer stop=all language=python variant=bitmask label="…" givens keypad
 * readonly`. An option that cannot be read fails the file with a message at the fence's position.
 */
export default function remarkSudoku(): (tree: MdastParentLike, file: VFileLike) => void;
export { remarkSudoku };
