// dist/embed-resize.js: a classic script for the page that embeds dist/embed.html. It sizes every
// <iframe data-valid-sudoku> from the height its own frame posts ({ type: "valid-sudoku:height" }),
// finding the frame by event.source, so several frames work on one page and no id is needed.
(function () {
  "use strict";

  addEventListener("message", function (event) {
    var data = event.data;
    if (!data || data.type !== "valid-sudoku:height") return;
    var height = Number(data.height);
    if (!(height >= 0 && height < 100000)) return;
    var frames = document.querySelectorAll("iframe[data-valid-sudoku]");
    for (var i = 0; i < frames.length; i++)
      if (frames[i].contentWindow === event.source) frames[i].height = String(Math.ceil(height));
  });

  // No border by default, through a stylesheet of no specificity, so the page's own CSS wins
  // (and no inline style, which a strict Content-Security-Policy would block).
  if (document.adoptedStyleSheets && typeof CSSStyleSheet === "function") {
    var sheet = new CSSStyleSheet();
    sheet.replaceSync(":where(iframe[data-valid-sudoku]) { border: 0; display: block; }");
    document.adoptedStyleSheets = document.adoptedStyleSheets.concat(sheet);
  }
})();
