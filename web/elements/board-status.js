// What <sudoku-board> says in words: the verdict (a polite live region that always holds it), the
// one-off notices beside it, and why the checker did not load. The sentences of conflicts are the
// core's; these are the element's own words.
import { element } from "./element-kit.js";

/**
 * Our words (English: the node's lang), then text that came from elsewhere isolated in <bdi>, so
 * its direction stays in, in its language: `lang`, the core's catalog's (English without one).
 */
function write(node, words, echoed, lang = "en") {
  if (!echoed) return void (node.textContent = words);
  node.replaceChildren(words, element("bdi", { lang }, echoed));
}

/** Why the checker did not load, and what the page can do about it. */
export function describeLoadError(error) {
  // (Firefox's message for a compilation the policy blocks names neither the policy nor the error.)
  const why = `${error?.name}: ${error?.message ?? error}`;
  if (typeof WebAssembly !== "object")
    return "The checker could not be loaded: this browser does not run WebAssembly.";
  if (/CompileError|Content.Security.Policy|unsafe-eval/i.test(why))
    return "The checker could not be loaded: the page's Content-Security-Policy must allow 'wasm-unsafe-eval' in script-src.";
  return "The checker could not be loaded; reload the page to try again.";
}

export class BoardStatus {
  status; // the verdict, always
  notice; // a one-off message beside the verdict (bad paste, a given), cleared by the next action
  #timer = 0;

  constructor() {
    this.status = element(
      "p",
      { role: "status", "aria-live": "polite", part: "status", class: "status", lang: "en" },
      "Loading the checker…",
    );
    this.notice = element("p", {
      "aria-live": "polite",
      part: "notice",
      class: "notice",
      lang: "en",
    });
  }

  get text() {
    return this.status.textContent;
  }

  /**
   * The verdict: `verdict` is "valid", "invalid" or "error" (the stylesheet marks it), `words`
   * ours and `echoed` the core's message, isolated. Written only when it changed.
   */
  verdict(verdict, words, echoed = "", lang) {
    this.status.dataset.verdict = verdict;
    if (this.status.textContent !== words + echoed) write(this.status, words, echoed, lang);
  }

  /**
   * The verdict of board-referee.js's state: the core's sentence of the conflicts, or why
   * something cannot be read; `full`: no cell is empty.
   */
  announce({ error, errorIn, report, locale }, full) {
    if (error) this.verdict("error", `Cannot read the ${errorIn}: `, error.message, locale?.locale);
    else if (!report.valid)
      this.verdict("invalid", "Invalid: ", report.description, locale?.locale);
    else this.verdict("valid", full ? "Valid and complete" : "Valid so far");
  }

  /** The checker could not be loaded: why, for good. */
  failed(error) {
    this.verdict("error", describeLoadError(error));
  }

  /**
   * Shows a one-off notice beside the verdict ("" clears it). The same notice again is emptied
   * first and written back a moment later, so screen readers announce it again.
   */
  say(notice, echoed = "", lang) {
    clearTimeout(this.#timer);
    const node = this.notice;
    if (notice && node.textContent === notice + echoed) {
      node.textContent = "";
      this.#timer = setTimeout(() => write(node, notice, echoed, lang), 150);
    } else if (node.textContent !== notice + echoed) write(node, notice, echoed, lang);
  }
}
