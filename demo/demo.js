// index.html's own script (classic, so the page works from file://): paste box, share link, box table.
(function () {
  "use strict";

  var input = document.getElementById("paste-input");
  var board = document.getElementById("paste-board");
  var message = document.getElementById("paste-message");
  var excerpt = document.getElementById("paste-excerpt");
  var share = document.getElementById("share-link");
  var validator = window.ValidSudoku.loadValidator();

  fillBoxTable(document.getElementById("box-table"));

  function fillBoxTable(body) {
    for (var r = 0; r < 9; r++) {
      var row = document.createElement("tr");
      for (var c = 0; c < 9; c++) {
        var cell = document.createElement("td");
        var box = Math.floor(r / 3) * 3 + Math.floor(c / 3);
        cell.textContent = String(box);
        cell.className = "box-" + (box % 2 ? "odd" : "even");
        row.appendChild(cell);
      }
      body.appendChild(row);
    }
  }

  function say(text, isError) {
    message.textContent = text;
    message.classList.toggle("error", Boolean(isError));
  }

  // Shows the line of the paste where the parser stopped, with the character marked.
  function showExcerpt(text, position) {
    excerpt.replaceChildren();
    if (typeof position !== "number" || position < 0 || position >= text.length) {
      excerpt.hidden = true;
      return;
    }
    var start = text.lastIndexOf("\n", position - 1) + 1;
    var end = text.indexOf("\n", position);
    if (end < 0) end = text.length;
    var line = text.slice(0, start).split("\n").length;
    var column = position - start + 1;
    var label = document.createElement("span");
    label.className = "where";
    label.textContent = "Line " + line + ", column " + column + ": ";
    var code = document.createElement("code");
    var mark = document.createElement("mark");
    mark.textContent = text.charAt(position);
    code.append(text.slice(start, position), mark, text.slice(position + 1, end));
    excerpt.append(label, code);
    excerpt.hidden = false;
  }

  function updateShareLink() {
    var value = board.value;
    share.href = "#board=" + encodeURIComponent(value);
  }

  function readPaste(sudoku) {
    var text = input.value;
    if (text.trim() === "") {
      say("The board on the right shows what was read.", false);
      showExcerpt(text, -1);
      return;
    }
    try {
      var parsed = sudoku.parse(text);
      board.value = text;
      showExcerpt(text, -1);
      var filled = parsed.cells.filter(function (digit) {
        return digit !== 0;
      }).length;
      say(
        "Read a " +
          parsed.size +
          "×" +
          parsed.size +
          " board with boxes of " +
          parsed.boxRows +
          "×" +
          parsed.boxCols +
          " and " +
          filled +
          " digits.",
        false,
      );
    } catch (error) {
      var where =
        typeof error.position === "number"
          ? " (character " + (error.position + 1) + " of the text)"
          : "";
      say("Cannot read this board: " + error.message + where, true);
      showExcerpt(text, error.position);
    }
  }

  function boardFromHash() {
    var match = /(?:^#|&)board=([^&]*)/.exec(location.hash);
    if (!match) return null;
    try {
      return decodeURIComponent(match[1]);
    } catch (error) {
      return null;
    }
  }

  validator.then(function (sudoku) {
    input.addEventListener("input", function () {
      readPaste(sudoku);
      updateShareLink();
    });
    board.addEventListener("input", updateShareLink);
    board.addEventListener("sudoku-validate", updateShareLink);

    function loadHash() {
      var shared = boardFromHash();
      if (shared === null) return;
      input.value = shared;
      readPaste(sudoku);
      updateShareLink();
    }
    window.addEventListener("hashchange", loadHash);
    loadHash();
    if (boardFromHash() === null) {
      input.value = document
        .getElementById("example-2")
        .getAttribute("value")
        .match(/.{9}/g)
        .join("\n");
      readPaste(sudoku);
    }
    updateShareLink();
  });
})();
