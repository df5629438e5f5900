// The recipe's config (docs/markdown.md, written beside this file as recipe.config.mjs), with what
// every Docusaurus site adds: its title and where it is served (the test's server, from the
// repository's root).
import recipe from "./recipe.config.mjs";

export default {
  ...recipe,
  title: "Boards",
  url: "http://127.0.0.1",
  baseUrl: "/build/sites/docusaurus/",
  // No favicon request: the test server has none, and Chromium would log its 404.
  headTags: [{ tagName: "link", attributes: { rel: "icon", href: "data:," } }],
};
