// valid-sudoku/markdown-it: a markdown-it plugin (VitePress, Eleventy) that turns ```sudoku fences
// into <sudoku-board> or <sudoku-explainer> elements. It writes HTML only; the page loads the
// element's script.
import { FENCE_LANGUAGE, FenceOptionError, elementHtml, fenceElement } from "./fence.js";

/** Where the fence is, for a build-time message: the page (when the tool says) and the line. */
function place(token, env) {
  const page = env?.relativePath ?? env?.path;
  const line = token.map ? `line ${token.map[0] + 1}` : "a sudoku fence";
  return typeof page === "string" ? `${page}, ${line}` : line;
}

/** `md.use(markdownItSudoku)`: fences whose language is `sudoku` become boards; other fences are as before. */
export default function markdownItSudoku(md) {
  const fallback =
    md.renderer.rules.fence ??
    ((tokens, index, options, env, self) => self.renderToken(tokens, index, options));
  md.renderer.rules.fence = (tokens, index, options, env, self) => {
    const token = tokens[index];
    // As markdown-it's own fence rule reads the info string: unescaped, the first word the language.
    const info = md.utils.unescapeAll(token.info).trim();
    const [language] = info.split(/\s/, 1);
    if (language !== FENCE_LANGUAGE) return fallback(tokens, index, options, env, self);
    try {
      return `${elementHtml(fenceElement(info.slice(language.length), token.content))}\n`;
    } catch (error) {
      if (!(error instanceof FenceOptionError)) throw error;
      throw new FenceOptionError(
        `valid-sudoku/markdown-it: ${place(token, env)}: ${error.message}`,
        {
          cause: error,
        },
      );
    }
  };
}

// Also by name, for require(): `const { markdownItSudoku } = require("valid-sudoku/markdown-it")`.
export { markdownItSudoku };
