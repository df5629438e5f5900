// index.html's own script (classic, so the page works from file://): paste box, shape choice,
// share link and its copy button, box table.
(function () {
  "use strict";

  var input = document.getElementById("paste-input");
  var shapeChoice = document.getElementById("paste-shape");
  var board = document.getElementById("paste-board");
  var message = document.getElementById("paste-message");
  var excerpt = document.getElementById("paste-excerpt");
  var share = document.getElementById("share-link");
  var copyButton = document.getElementById("copy-link");
  var copyStatus = document.getElementById("copy-status");
  var validator = window.ValidSudoku.loadValidator();
  // Controls and format characters (bidi overrides and isolates, zero-width characters) would
  // hide or reorder echoed text: the excerpt shows them as their code point instead.
  var INVISIBLE =
    /[\0-\x08\x0b-\x1f\x7f-\x9f\xad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;

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

  /** Our words, then (isolated, so its direction cannot spill) text that came from elsewhere. */
  function say(text, echoed, isError) {
    message.replaceChildren(text);
    if (echoed) {
      var isolated = document.createElement("bdi");
      isolated.textContent = echoed;
      message.append(isolated);
    }
    message.classList.toggle("error", Boolean(isError));
  }

  /** `text` with every invisible or direction-changing character shown as "U+XXXX". */
  function visible(text) {
    var fragment = document.createDocumentFragment();
    var last = 0;
    text.replace(INVISIBLE, function (character, at) {
      fragment.append(text.slice(last, at));
      var code = document.createElement("span");
      code.className = "codepoint";
      code.textContent = "U+" + character.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0");
      fragment.append(code);
      last = at + 1;
      return character;
    });
    fragment.append(text.slice(last));
    return fragment;
  }

  // Shows the line of the paste where the parser stopped, with the character marked. The place in
  // words is the core's, at the start of its message ("line 2, column 5: "): the excerpt only
  // shows the line, so the page counts nothing itself and says the place once.
  function showExcerpt(text, position) {
    excerpt.replaceChildren();
    if (typeof position !== "number" || position < 0 || position >= text.length) {
      excerpt.hidden = true;
      return;
    }
    var start = text.lastIndexOf("\n", position - 1) + 1;
    var end = text.indexOf("\n", position);
    if (end < 0) end = text.length;
    var code = document.createElement("code");
    var mark = document.createElement("mark");
    mark.append(visible(text.charAt(position)));
    code.append(visible(text.slice(start, position)), mark, visible(text.slice(position + 1, end)));
    var isolated = document.createElement("bdi");
    isolated.append(code);
    excerpt.append(isolated);
    excerpt.hidden = false;
  }

  function link() {
    var hash = "#board=" + encodeURIComponent(board.value);
    return shapeChoice.value ? hash + "&shape=" + encodeURIComponent(shapeChoice.value) : hash;
  }

  function updateShareLink() {
    share.href = link();
  }

  /** The board as N lines of N, so the text box shows what the board shows. */
  function syncText() {
    var size = board.report ? board.report.size : 0;
    if (size) input.value = board.value.match(new RegExp(".{" + size + "}", "g")).join("\n");
  }

  /** Selects the shape option for `shape` ("" infers), adding one when the list lacks it. */
  function chooseShape(shape) {
    var listed = Array.prototype.some.call(shapeChoice.options, function (option) {
      return option.value === shape;
    });
    if (!listed) {
      var option = document.createElement("option");
      option.value = shape;
      option.textContent = "as in the link";
      shapeChoice.append(option);
    }
    shapeChoice.value = shape;
  }

  /** Reads the text box into the board; false when it could not be read (the message says why). */
  function readPaste(sudoku, source) {
    var text = input.value;
    if (text.trim() === "") {
      say("The board on the right shows what was read.", "", false);
      showExcerpt(text, -1);
      return true;
    }
    var shape = shapeChoice.value;
    try {
      var parsed = sudoku.parse(text, shape ? { shape: shape } : undefined);
      board.removeAttribute("shape");
      board.value = text;
      if (shape) board.setAttribute("shape", shape);
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
        "",
        false,
      );
      return true;
    } catch (error) {
      say(
        source === "link" ? "The link's board cannot be read: " : "Cannot read this board: ",
        error.message,
        true,
      );
      showExcerpt(text, error.position);
      return false;
    }
  }

  /**
   * Brings what a shared link opened into view and focus: the board (its cell that holds the tab
   * stop, as a click would), or the message saying why the link could not be read.
   */
  function arrive(target) {
    // At once, not smoothly: the sections above are still being built, and scroll anchoring keeps
    // the target in place while they grow only when no smooth scroll is under way.
    target.scrollIntoView({ block: "center", behavior: "instant" });
    var cell =
      target === board && board.shadowRoot
        ? board.shadowRoot.querySelector('[role="gridcell"][tabindex="0"]')
        : null;
    (cell || target).focus({ preventScroll: true });
  }

  /** The hash's board and shape; null without a board; { error } when it cannot be decoded. */
  function readHash() {
    var found = /(?:^#|&)board=([^&]*)/.exec(location.hash);
    if (!found) return null;
    var shape = /(?:^#|&)shape=([^&]*)/.exec(location.hash);
    try {
      return {
        board: decodeURIComponent(found[1]),
        shape: shape ? decodeURIComponent(shape[1]) : "",
      };
    } catch (error) {
      return { error: true };
    }
  }

  function confirmCopy(text) {
    copyStatus.textContent = "";
    // Emptied first, so that the same confirmation twice is announced twice.
    setTimeout(function () {
      copyStatus.textContent = text;
    }, 100);
  }

  validator.then(function (sudoku) {
    input.addEventListener("input", function () {
      readPaste(sudoku, "paste");
      updateShareLink();
    });
    shapeChoice.addEventListener("change", function () {
      readPaste(sudoku, "paste");
      updateShareLink();
    });
    board.addEventListener("input", function () {
      syncText();
      updateShareLink();
    });
    board.addEventListener("sudoku-validate", updateShareLink);
    copyButton.addEventListener("click", function () {
      var url = location.href.split("#")[0] + link();
      var failed = function () {
        confirmCopy("Could not copy here: use “Link to this board” instead.");
      };
      if (!navigator.clipboard) return failed();
      navigator.clipboard.writeText(url).then(function () {
        confirmCopy("✓ Link copied.");
      }, failed);
    });

    /** Loads the hash's board and brings it into view; false when the hash has none. */
    function loadHash() {
      var shared = readHash();
      if (shared === null) return false;
      if (shared.error) {
        say("This link could not be read: its board is not valid percent-encoding.", "", true);
        showExcerpt("", -1);
        arrive(message);
        return true;
      }
      // The link to the board already shown (just clicked): keep the board and its undo history.
      if (shared.board === board.value && shared.shape === shapeChoice.value) {
        syncText();
        return true;
      }
      input.value = shared.board;
      chooseShape(shared.shape);
      var read = readPaste(sudoku, "link");
      updateShareLink();
      arrive(read ? board : message);
      return true;
    }
    window.addEventListener("hashchange", loadHash);
    if (!loadHash()) {
      input.value = document
        .getElementById("example-2")
        .getAttribute("value")
        .match(/.{9}/g)
        .join("\n");
      readPaste(sudoku, "paste");
    }
    updateShareLink();
  });
})();
