// index.html's teaching sections (classic, so the page works from file://): the time-and-space
// slider and the "copy embed code" snippets for the board in "Check your own board".
(function () {
  "use strict";

  var SIZES = [
    [4, "2×2"],
    [6, "2×3"],
    [8, "2×4"],
    [9, "3×3"],
    [12, "3×4"],
    [16, "4×4"],
    [25, "5×5"],
    [36, "6×6"],
  ];
  var LARGEST = 36 * 36 * 3;

  function costRows(size) {
    var cells = size * size;
    return [
      ["Cells visited", cells, size + " × " + size],
      ["Set look-ups, at most", 3 * cells, "3 per cell"],
      ["Memory as boolean arrays", 3 * cells, "3 × " + size + " × " + size + " booleans"],
      ["Memory as bitmasks", 3 * size, "3 × " + size + " integers"],
    ];
  }

  function showCost() {
    var slider = document.getElementById("cost-size");
    var body = document.getElementById("cost-rows");
    if (!slider || !body) return;
    var entry = SIZES[Number(slider.value)];
    var size = entry[0];
    var text = size + "×" + size + " (boxes of " + entry[1] + ")";
    document.getElementById("cost-size-value").textContent = text;
    slider.setAttribute("aria-valuetext", text);
    body.replaceChildren();
    costRows(size).forEach(function (row) {
      var tr = document.createElement("tr");
      var name = document.createElement("th");
      name.scope = "row";
      name.textContent = row[0];
      var value = document.createElement("td");
      value.className = "count";
      value.textContent = row[1].toLocaleString("en");
      var how = document.createElement("td");
      how.className = "how";
      var bar = document.createElement("span");
      bar.className = "bar";
      bar.style.width = Math.max(0.5, (100 * row[1]) / LARGEST) + "%";
      bar.setAttribute("aria-hidden", "true");
      how.append(row[2], bar);
      tr.append(name, value, how);
      body.appendChild(tr);
    });
  }

  var cost = document.getElementById("cost-size");
  if (cost) {
    cost.addEventListener("input", showCost);
    showCost();
  }

  // "Copy embed code": the board of "Check your own board", as a script + element snippet, as an
  // iframe of dist/embed.html with dist/embed-resize.js, which sizes it, and as a Markdown fence.
  var board = document.getElementById("paste-board");
  var script = document.getElementById("embed-script");
  var iframe = document.getElementById("embed-iframe");
  var markdown = document.getElementById("embed-markdown");
  var status = document.getElementById("embed-status");
  if (!board || !script || !iframe || !markdown) return;

  function attribute(text) {
    return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  }

  /**
   * The board's rules, or null for the classic game (the board takes a pasted puzzle's rules from
   * the puzzle itself).
   */
  function rulesOf() {
    var rules = board.rules;
    return rules && Object.keys(rules).length ? rules : null;
  }

  /**
   * The snippets carry the puzzle whole: with rules, the board is written as the core's puzzle JSON
   * (its cells, shape and rules in one value, read by the formats validator the board then loads).
   */
  function updateSnippets() {
    if (!board.value) return;
    if (!rulesOf()) return writeSnippets(board.value, false);
    window.ValidSudoku.loadValidator({ formats: true }).then(function (sudoku) {
      var rules = rulesOf();
      if (!rules || !board.report) return writeSnippets(board.value, false);
      var shape = board.report.boxRows + "x" + board.report.boxCols;
      writeSnippets(sudoku.format(board.value, "json", { shape: shape, rules: rules }), true);
    });
  }

  /**
   * Writes the three snippets of `value`: one line, or (`whole`) puzzle JSON with its shape. The
   * board's givens (a pasted puzzle's clues: the link itself, which carries all it has) go beside
   * it, so its clues stay fixed and the player's digits stay entries.
   */
  function writeSnippets(value, whole) {
    var shape = board.report && !whole ? board.report.boxRows + "x" + board.report.boxCols : "";
    var shapeAttribute = shape && shape !== "3x3" ? ' shape="' + shape + '"' : "";
    var givens = board.givens;
    script.value =
      '<script src="dist/valid-sudoku.js"></script>\n' +
      '<sudoku-board value="' +
      attribute(value) +
      '"' +
      (givens ? ' givens="' + attribute(givens) + '"' : "") +
      shapeAttribute +
      " keypad></sudoku-board>";
    var label = "Sudoku board";
    var query = "dist/embed.html?board=" + encodeURIComponent(value);
    if (givens) query += "&givens=" + encodeURIComponent(givens);
    if (shapeAttribute) query += "&shape=" + shape;
    query += "&label=" + encodeURIComponent(label);
    // No id and no inline script or style: dist/embed-resize.js sizes every such frame.
    iframe.value =
      '<iframe data-valid-sudoku src="' +
      attribute(query) +
      '"\n  title="' +
      attribute(label) +
      '" sandbox="allow-scripts" width="100%" height="600"></iframe>\n' +
      '<script src="dist/embed-resize.js"></script>';
    markdown.value = markdownSnippet(value, shape, whole, givens);
  }

  /**
   * The board as a ```sudoku fence (the package's markdown-it and remark plugins): N lines of N,
   * or (`whole`) the puzzle JSON on its line. A board with givens is written as its puzzle, the
   * givens (a fence holds one board: the player's digits are not part of a published puzzle).
   */
  function markdownSnippet(value, shape, whole, givens) {
    var size = board.report ? board.report.size : 9;
    var options = (shape && shape !== "3x3" ? " shape=" + shape : "") + " keypad";
    if (givens) return "```sudoku givens" + options + "\n" + givens + "\n```";
    var lines = whole ? value : value.match(new RegExp(".{" + size + "}", "g")).join("\n");
    return "```sudoku" + options + "\n" + lines + "\n```";
  }

  function copy(area) {
    area.focus();
    area.select();
    var done = function () {
      status.textContent = "Copied to the clipboard.";
    };
    var fallback = function () {
      var copied = false;
      try {
        copied = document.execCommand("copy");
      } catch (error) {
        copied = false;
      }
      status.textContent = copied
        ? "Copied to the clipboard."
        : "Selected: press Ctrl+C (or ⌘C) to copy.";
    };
    if (navigator.clipboard && window.isSecureContext)
      navigator.clipboard.writeText(area.value).then(done, fallback);
    else fallback();
  }

  document.querySelectorAll("[data-copy]").forEach(function (button) {
    button.addEventListener("click", function () {
      copy(document.getElementById(button.getAttribute("data-copy")));
    });
  });
  board.addEventListener("sudoku-validate", updateSnippets);
  board.addEventListener("input", updateSnippets);
  if (board.ready) board.ready.then(updateSnippets);
})();
