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
  if (mode === "board" && params.get("board")) giveRules(node, params.get("board"));
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

  /**
   * A link, site id or puzzle JSON carries rules: the formats validator reads them and the board
   * draws and checks them (a board the plain validator reads has none, and loads nothing more).
   */
  function giveRules(board, text) {
    var sudoku = window.ValidSudoku;
    sudoku.loadValidator().then(function (plain) {
      try {
        plain.parse(text, params.get("shape") ? { shape: params.get("shape") } : undefined);
      } catch (error) {
        if (!error.needsFormats) return; // the board says what is wrong with it
        sudoku.loadValidator({ formats: true }).then(function (formats) {
          var puzzle;
          try {
            puzzle = formats.parse(text);
          } catch (unreadable) {
            return; // the board says why, as for any bad value
          }
          // The board draws rules when it has the property (dist/sudoku-explainer.js's board).
          if ("rules" in board && Object.keys(puzzle.rules).length) board.rules = puzzle.rules;
          if ("ignored" in board && puzzle.ignored.length) board.ignored = puzzle.ignored;
        });
      }
    });
  }
})();
