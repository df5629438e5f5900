// valid-sudoku/remark: a remark plugin (Docusaurus, Astro, MDX, unified) that turns ```sudoku fences
// into <sudoku-board> or <sudoku-explainer> elements. It writes HTML only (through the tree's
// hName/hProperties, so remark-rehype, MDX and rehype-stringify keep it); the page loads the
// element's script.
import { FENCE_LANGUAGE, FenceOptionError, fenceElement } from "./fence.js";

/** Replaces each sudoku `code` node under `parent`, in place. */
function replaceFences(parent, file) {
  if (!Array.isArray(parent.children)) return;
  parent.children.forEach((node, index) => {
    if (node.type !== "code" || node.lang !== FENCE_LANGUAGE) return replaceFences(node, file);
    let element;
    try {
      element = fenceElement(node.meta ?? "", node.value);
    } catch (error) {
      if (!(error instanceof FenceOptionError)) throw error;
      // A VFileMessage carrying the fence's position: tools print it as file:line:column.
      file.fail(`sudoku fence: ${error.message}`, {
        place: node.position,
        cause: error,
        source: "valid-sudoku",
      });
    }
    parent.children[index] = {
      type: "sudoku",
      data: { hName: element.tag, hProperties: element.attributes, hChildren: [] },
      position: node.position,
    };
  });
}

/** `unified().use(remarkSudoku)`: fences whose language is `sudoku` become boards. */
export default function remarkSudoku() {
  return (tree, file) => replaceFences(tree, file);
}

// Also by name, for require(): `const { remarkSudoku } = require("valid-sudoku/remark")`.
export { remarkSudoku };
