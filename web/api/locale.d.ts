// The types of valid-sudoku/locales/<tag> (dist/locales/<tag>.mjs and .cjs, which scripts/bundle.mjs
// writes from locales/<tag>.json; docs/js-api.md#languages-optionslocale): each file's default
// export is its catalog, registered on import under its tag (and its aliases), which
// options.locale takes, as it takes the tag.
import type { LocaleCatalog } from "../api/index.js";

declare const catalog: LocaleCatalog;
export default catalog;
