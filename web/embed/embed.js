// dist/embed.html's script: builds one <sudoku-board> or <sudoku-explainer> from the URL's
// parameters and posts the page's height to the parent whenever it changes, so the parent's
// embed-resize.js (or any listener) can size the iframe.
(function () {
  "use strict";

  var params = new URLSearchParams(location.search);
  var mode = params.get("mode") === "explainer" ? "explainer" : "board";
  var node = document.createElement(mode === "explainer" ? "sudoku-explainer" : "sudoku-board");
  var label = params.get("label");
  var passed = {
    board: ["value", "shape", "label"],
    explainer: ["value", "shape", "label", "stop", "language", "variant", "speed"],
  }[mode];
  passed.forEach(function (name) {
    var value = params.get(name === "value" ? "board" : name);
    if (value !== null && value !== "") node.setAttribute(name, value);
  });
  if (mode === "board") {
    if (params.has("givens")) node.setAttribute("givens", params.get("givens"));
    if (params.get("keypad") !== "0") node.setAttribute("keypad", "");
    if (params.has("readonly")) node.setAttribute("readonly", "");
  } else if (params.has("autoplay")) {
    node.setAttribute("autoplay", "");
  }
  var theme = params.get("theme");
  if (theme === "dark" || theme === "auto") document.documentElement.dataset.theme = theme;
  if (label) document.title = label;
  // The page's one heading, for screen readers; the element shows its own label.
  var heading = document.createElement("h1");
  heading.className = "visually-hidden";
  heading.textContent = label || (mode === "explainer" ? "The scan, step by step" : "Sudoku board");
  document.getElementById("embed").append(heading, node);

  // The parent may be on any origin (or none: file:// and sandboxed frames are opaque), and the
  // message says only how tall this page is, so it goes to "*".
  var lastHeight = -1;
  function postHeight() {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === lastHeight || window.parent === window) return;
    lastHeight = height;
    window.parent.postMessage({ type: "valid-sudoku:height", height: height }, "*");
  }
  new ResizeObserver(postHeight).observe(document.documentElement);
  postHeight();
})();
