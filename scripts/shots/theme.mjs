// Shots of the theme in other people's pages, on a dark OS: a light-only blog (the boards stay
// light), a class-themed dark page (--sudoku-* on an ancestor) and the demo page (light and dark).
const atTheRepeat = (page) =>
  page.evaluate(async () => {
    const explainer = document.querySelector("#explainer");
    await explainer.ready;
    explainer.step = 20;
  });

export default [
  {
    name: "theme-light-blog-on-dark-os",
    path: "tests/browser/pages/theme-light-blog.html",
    origin: "file",
    colorScheme: "dark",
    width: 900,
    prepare: atTheRepeat,
  },
  {
    name: "theme-class-dark-page",
    path: "tests/browser/pages/theme-class-dark.html",
    origin: "file",
    colorScheme: "dark",
    width: 900,
    prepare: atTheRepeat,
  },
  {
    name: "theme-demo-page-on-dark-os",
    path: "index.html",
    colorScheme: "dark",
    width: 1280,
    height: 1400,
    fullPage: false,
  },
];
