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
  // The formats validator (links, site ids, puzzle JSON), loaded the first time a paste needs it.
  var formats = null;
  var formatsValidator = null;
  var SOURCES = {
    fpuzzles: "f-puzzles",
    sudokupad: "SudokuPad",
    solo: "Solo",
    sudokuexchange: "SudokuExchange",
    sudokuwiki: "sudokuwiki",
    json: "puzzle JSON",
  };
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

  /**
   * The rules of the puzzle on the board (which the board took from the pasted puzzle itself), or
   * null: the classic game, with nothing unchecked either.
   */
  function puzzleRules() {
    var rules = board.rules;
    if (rules && Object.keys(rules).length) return rules;
    return board.ignored.length ? {} : null;
  }

  /** The board as the share link carries it: the puzzle JSON when it has rules, else one line. */
  function shareBoard() {
    var rules = puzzleRules();
    if (!rules || !board.report) return board.value;
    try {
      return formatsValidator.format(board.value, "json", {
        shape: board.report.boxRows + "x" + board.report.boxCols,
        rules: rules,
      });
    } catch (error) {
      return input.value; // the board is still reading the pasted link: the link itself
    }
  }

  /**
   * The board's givens: the pasted puzzle itself (a link, a site id, puzzle JSON), or "" without
   * any. The share link carries them beside the board, so the player's digits stay entries and
   * the puzzle keeps all it has, what nobody checks too.
   */
  function shareGivens() {
    return board.givens;
  }

  function link() {
    var hash = "#board=" + encodeURIComponent(shareBoard());
    var givens = shareGivens();
    if (givens) hash += "&givens=" + encodeURIComponent(givens);
    return shapeChoice.value ? hash + "&shape=" + encodeURIComponent(shapeChoice.value) : hash;
  }

  function updateShareLink() {
    share.href = link();
  }

  /** The board as N lines of N, so the text box shows what the board shows. */
  function syncText() {
    var size = board.report ? board.report.size : 0;
    if (puzzleRules() && size) input.value = shareBoard();
    else if (size) input.value = board.value.match(new RegExp(".{" + size + "}", "g")).join("\n");
  }

  /** "a 9×9 killer puzzle from f-puzzles: 28 cages, 2 diagonals", from parse()'s answer. */
  function whatWasRead(parsed, filled) {
    var rules = parsed.rules || {};
    var ignored = parsed.ignored || [];
    var size = parsed.size + "×" + parsed.size;
    var from = SOURCES[parsed.source] ? " from " + SOURCES[parsed.source] : "";
    var parts = [];
    var count = function (n, one, many) {
      return n + " " + (n === 1 ? one : many);
    };
    if (rules.regions) parts.push(count(parsed.size, "jigsaw region", "jigsaw regions"));
    if (rules.cages) parts.push(count(rules.cages.length, "cage", "cages"));
    var diagonals = (rules.mainDiagonal ? 1 : 0) + (rules.antiDiagonal ? 1 : 0);
    if (diagonals) parts.push(count(diagonals, "diagonal", "diagonals"));
    if (rules.extraRegions) {
      parts.push(count(rules.extraRegions.length, "extra region", "extra regions"));
    }
    if (rules.disjointGroups) parts.push("disjoint groups");
    if (rules.antiKnight) parts.push("anti-knight");
    if (rules.antiKing) parts.push("anti-king");
    if (rules.nonConsecutive) parts.push("non-consecutive");
    if (rules.negativeRatio) parts.push("negative kropki");
    if (rules.negativeXv) parts.push("negative XV");
    // (the board names each kind under the grid)
    if (rules.constraints) parts.push(count(rules.constraints.length, "constraint", "constraints"));
    var digits = count(filled, "digit", "digits");
    var kind = rules.cages
      ? "killer puzzle"
      : rules.regions
        ? "jigsaw puzzle"
        : diagonals
          ? "diagonal puzzle"
          : parts.length
            ? "variant puzzle"
            : "";
    var sentence = kind
      ? "Read a " + size + " " + kind + from + ": " + parts.join(", ") + "; " + digits + "."
      : "Read a " +
        size +
        " board" +
        from +
        " with boxes of " +
        parsed.boxRows +
        "×" +
        parsed.boxCols +
        " and " +
        digits +
        ".";
    if (ignored.length) sentence += " Not checked: " + ignored.join(", ") + ".";
    return sentence;
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

  /**
   * Reads the text box into the board; false when it could not be read (the message says why).
   * A puzzle that travels (a link, a site id, puzzle JSON) is the board's givens too, so its clues
   * are fixed; `givens` (a shared link's) are the givens instead.
   */
  function readPaste(sudoku, source, givens) {
    var text = input.value;
    if (text.trim() === "") {
      say("The board on the right shows what was read.", "", false);
      showExcerpt(text, -1);
      return true;
    }
    var shape = shapeChoice.value;
    try {
      var parsed = (formatsValidator || sudoku).parse(text, shape ? { shape: shape } : undefined);
      // A new board starts as the classic game; a puzzle with rules (a link, a site id, puzzle
      // JSON) brings them to the board as its value.
      board.rules = null;
      board.ignored = [];
      board.removeAttribute("shape");
      board.removeAttribute("givens");
      board.value = text;
      if (shape) board.setAttribute("shape", shape);
      var clues = givens !== undefined ? givens : SOURCES[parsed.source] ? text : "";
      if (clues) board.setAttribute("givens", clues);
      showExcerpt(text, -1);
      var filled = parsed.cells.filter(function (digit) {
        return digit !== 0;
      }).length;
      say(whatWasRead(parsed, filled), "", false);
      return true;
    } catch (error) {
      if (error.needsFormats && !formatsValidator) return readWithFormats(source, givens);
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
   * Loads the formats validator (links, site ids, puzzle JSON) and reads the text box again with
   * it; true meanwhile (the board keeps what it showed until the text is read).
   */
  function readWithFormats(source, givens) {
    say("Loading the reader of links and site ids…", "", false);
    if (!formats) formats = window.ValidSudoku.loadValidator({ formats: true });
    formats.then(
      function (loaded) {
        formatsValidator = loaded;
        var read = readPaste(loaded, source, givens);
        updateShareLink();
        if (source === "link") arrive(read ? board : message);
      },
      function (error) {
        formats = null;
        say("The reader of links and site ids could not be loaded: ", error.message, true);
        if (source === "link") arrive(message);
      },
    );
    return true;
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

  /** The hash's board, shape and givens; null without a board; { error } when it cannot be decoded. */
  function readHash() {
    var found = /(?:^#|&)board=([^&]*)/.exec(location.hash);
    if (!found) return null;
    var shape = /(?:^#|&)shape=([^&]*)/.exec(location.hash);
    var givens = /(?:^#|&)givens=([^&]*)/.exec(location.hash);
    try {
      return {
        board: decodeURIComponent(found[1]),
        shape: shape ? decodeURIComponent(shape[1]) : "",
        givens: givens ? decodeURIComponent(givens[1]) : undefined,
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
      if (
        shared.board === shareBoard() &&
        shared.shape === shapeChoice.value &&
        (shared.givens || "") === shareGivens()
      ) {
        syncText();
        return true;
      }
      input.value = shared.board;
      chooseShape(shared.shape);
      var read = readPaste(sudoku, "link", shared.givens);
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
