// Shots of <sudoku-board> with variant rules (tests/browser/pages/rules.html): each variant with
// its conflicts, in light, dark and forced colours, at a phone's width.
const VARIANTS = ["diagonal", "jigsaw", "windoku", "killer", "pairs"];
const dark = (page) => page.evaluate(() => (document.documentElement.style.colorScheme = "dark"));

export default VARIANTS.flatMap((id) => [
  {
    name: `rules-${id}-light`,
    path: "tests/browser/pages/rules.html",
    origin: "file",
    width: 390,
    selector: `#${id}`,
  },
  {
    name: `rules-${id}-dark`,
    path: "tests/browser/pages/rules.html",
    origin: "file",
    colorScheme: "dark",
    width: 390,
    selector: `#${id}`,
    prepare: dark,
  },
  {
    name: `rules-${id}-forced`,
    path: "tests/browser/pages/rules.html",
    origin: "file",
    engines: ["chromium"], // (Firefox over BiDi and WebKit over WebDriver cannot emulate forced colours)
    forcedColors: true,
    width: 390,
    selector: `#${id}`,
  },
]);
