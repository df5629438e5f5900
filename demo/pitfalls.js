// The pitfalls lab of index.html: the tutorial's "Common Pitfalls" as buggy variants of the scan,
// run beside the product's own trace() on a board where each bug gives the wrong answer.
// These variants are teaching code only; the product's validator is the C++ core.
(function () {
  "use strict";

  var EXAMPLE_1 =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

  /**
   * Each pitfall: the board it is shown on, a scan with the bug (a variant of the tutorial's loop)
   * or, for "valid means solvable", the referee's solver (the card's <sudoku-board solvable>);
   * and the words the lab uses.
   */
  var PITFALLS = {
    modulo: {
      // LeetCode's community "Example 3": two repeats that only a right box formula sees.
      board: "....5..1..4.3..........3..18......2...2.7.....15...........2....2.9.......4......",
      bug: "k = (r % 3) * 3 + c % 3",
      fix: "k = (r / 3) * 3 + c / 3",
    },
    offByOne: {
      // Example 1 with a 9 put into box 1, which already holds one.
      board: EXAMPLE_1.slice(0, 2) + "9" + EXAMPLE_1.slice(3),
      bug: "int d = ch - '0';  // 1..9 into boolean[9]",
      fix: "int d = ch - '1';  // 0..8",
    },
    dotCounted: {
      board: EXAMPLE_1,
      bug: "(no `if (ch == '.') continue;`)",
      fix: "if (ch == '.') continue;",
    },
    solvable: {
      board: "12345678." + "........9" + ".".repeat(63),
    },
  };

  function boxOf(row, col, bug) {
    return bug === "modulo"
      ? (row % 3) * 3 + (col % 3)
      : Math.floor(row / 3) * 3 + Math.floor(col / 3);
  }

  // The seen sets: hash sets of characters, except for the off-by-one variant, which uses the
  // boolean-array version (a 9-slot Uint8Array per set), where index 9 does not exist: JavaScript
  // drops the write and reads undefined (Java would throw, C++ would write into the next set).
  function newSets(bug) {
    var sets = [];
    for (var i = 0; i < 9; i++) sets.push(bug === "offByOne" ? new Uint8Array(9) : new Set());
    return sets;
  }
  function has(set, key) {
    return set instanceof Set ? set.has(key) : set[key] === 1;
  }
  function add(set, key) {
    if (set instanceof Set) set.add(key);
    else set[key] = 1;
  }

  /**
   * The tutorial's scan with one bug, stopping at the first repeat as LeetCode's answer does.
   * Steps have the shape of trace() steps: { cell, row, col, box, symbol, blank, repeats, key }.
   */
  function scanWithBug(board, bug) {
    var rows = newSets(bug);
    var cols = newSets(bug);
    var boxes = newSets(bug);
    var steps = [];
    for (var cell = 0; cell < 81; cell++) {
      var row = Math.floor(cell / 9);
      var col = cell % 9;
      var ch = board.charAt(cell);
      var step = { cell: cell, row: row, col: col, symbol: ch, blank: false, repeats: [] };
      steps.push(step);
      if (ch === "." && bug !== "dotCounted") {
        step.blank = true;
        continue;
      }
      var key = bug === "offByOne" ? ch.charCodeAt(0) - 48 : ch;
      var box = boxOf(row, col, bug);
      step.box = box;
      step.key = key;
      var units = [
        ["row", rows[row]],
        ["column", cols[col]],
        ["box", boxes[box]],
      ];
      for (var u = 0; u < 3; u++) if (has(units[u][1], key)) step.repeats.push(units[u][0]);
      if (step.repeats.length > 0) return { valid: false, steps: steps };
      for (var v = 0; v < 3; v++) add(units[v][1], key);
    }
    return { valid: true, steps: steps };
  }

  var place = function (step) {
    return "row " + (step.row + 1) + ", column " + (step.col + 1);
  };

  // What one column says about step `index` of its scan.
  function describe(steps, valid, index, isBug, pitfall) {
    if (index >= steps.length) {
      return valid
        ? "Finished: no repeat found, returns true."
        : "Stopped earlier: returned false.";
    }
    var step = steps[index];
    var where = place(step);
    where = where.charAt(0).toUpperCase() + where.slice(1);
    var symbol = isBug ? step.symbol : step.digit ? symbolOf(step.digit) : ".";
    if (symbol === ".") symbol = "'.'";
    var blank = isBug ? step.blank : step.digit === 0;
    if (blank) return where + " is empty: skipped.";
    var box = step.box;
    var into = "rows[" + step.row + "], cols[" + step.col + "], boxes[" + box + "]";
    if (isBug && pitfall === "offByOne" && step.key === 9)
      into =
        "slot 9 of a 9-slot array (rows[" +
        step.row +
        "][9]): the write is lost and the look-up finds nothing";
    if (step.repeats.length > 0)
      return (
        where +
        " holds " +
        symbol +
        ", already in " +
        step.repeats.join(" and ") +
        ": returns false."
      );
    var last = index === steps.length - 1;
    return (
      where +
      " holds " +
      symbol +
      ": not seen yet, goes into " +
      into +
      "." +
      (last && valid ? " Returns true." : "")
    );
  }

  function symbolOf(digit) {
    return "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ".charAt(digit - 1);
  }

  // The first step where the two scans disagree about a repeat, or where one has stopped.
  function partingStep(correct, buggy) {
    var length = Math.max(correct.length, buggy.length);
    for (var i = 0; i < length; i++) {
      var a = correct[i];
      var b = buggy[i];
      if (!a || !b) return i;
      if (a.repeats.length > 0 !== b.repeats.length > 0) return i;
    }
    return -1;
  }

  function miniGrid(board, label) {
    var grid = document.createElement("div");
    grid.className = "mini-grid";
    grid.setAttribute("role", "img");
    grid.setAttribute("aria-label", label);
    for (var cell = 0; cell < 81; cell++) {
      var node = document.createElement("span");
      var ch = board.charAt(cell);
      node.textContent = ch === "." ? "" : ch;
      if (cell % 9 === 2 || cell % 9 === 5) node.classList.add("box-right");
      if (Math.floor(cell / 9) === 2 || Math.floor(cell / 9) === 5)
        node.classList.add("box-bottom");
      grid.appendChild(node);
    }
    return grid;
  }

  // Marks the current cell, the cells of the box the scan uses for it, and a repeat.
  function mark(grid, step, bug) {
    var nodes = grid.children;
    for (var cell = 0; cell < 81; cell++) {
      var row = Math.floor(cell / 9);
      var col = cell % 9;
      var inBox = step && step.box !== undefined && boxOf(row, col, bug) === step.box;
      nodes[cell].className =
        (cell % 9 === 2 || cell % 9 === 5 ? "box-right " : "") +
        (row === 2 || row === 5 ? "box-bottom " : "") +
        (inBox ? "in-box " : "") +
        (step && cell === step.cell ? (step.repeats.length ? "current repeat" : "current") : "");
    }
  }

  function setUpLab(article, sudoku) {
    var name = article.getAttribute("data-pitfall");
    var pitfall = PITFALLS[name];
    var correct = sudoku.trace(pitfall.board);
    var buggy = scanWithBug(pitfall.board, name);
    // The product's trace numbers boxes correctly; a scan with the `%` bug uses its own numbers.
    var correctSteps = correct.steps.map(function (step) {
      return step.digit === 0
        ? { cell: step.cell, row: step.row, col: step.col, digit: 0, repeats: [] }
        : step;
    });
    var part = partingStep(correctSteps, buggy.steps);
    var lab = article.querySelector(".lab");
    var columns = document.createElement("div");
    columns.className = "lab-columns";
    var controls = document.createElement("div");
    controls.className = "lab-controls";
    [
      ["back", "Back"],
      ["forward", "Forward"],
      ["part", "Where they part"],
    ].forEach(function (control) {
      var button = document.createElement("button");
      button.type = "button";
      button.setAttribute("data-lab", control[0]);
      button.textContent = control[1];
      controls.appendChild(button);
    });
    var status = document.createElement("p");
    status.className = "lab-status";
    status.setAttribute("aria-live", "polite");
    lab.append(columns, controls, status);
    var sides = [
      {
        title: "Correct (this library's trace)",
        steps: correctSteps,
        valid: correct.valid,
        bug: null,
      },
      { title: "With the bug", steps: buggy.steps, valid: buggy.valid, bug: name },
    ].map(function (side) {
      var figure = document.createElement("figure");
      figure.className = "lab-side";
      var caption = document.createElement("figcaption");
      var verdict = side.valid ? "valid (true)" : "invalid (false)";
      var strong = document.createElement("strong");
      strong.textContent = side.title;
      caption.append(strong, document.createElement("br"), "Answer: " + verdict);
      caption.setAttribute("data-verdict", side.valid ? "valid" : "invalid");
      var grid = miniGrid(
        pitfall.board,
        side.title + ": the board, with the current cell and its box marked",
      );
      var text = document.createElement("p");
      text.className = "lab-step";
      figure.append(caption, grid, text);
      columns.appendChild(figure);
      side.grid = grid;
      side.text = text;
      return side;
    });
    var index = part >= 0 ? part : 0;
    function show(next) {
      index = Math.max(0, Math.min(80, next));
      sides.forEach(function (side) {
        var step = side.steps[index];
        mark(side.grid, step, side.bug);
        side.text.textContent = describe(side.steps, side.valid, index, side.bug !== null, name);
      });
      var where = index === part ? " This is where the answers part." : "";
      var cell = { row: Math.floor(index / 9), col: index % 9 };
      status.textContent = "Step " + (index + 1) + " of 81, " + place(cell) + "." + where;
      article.toggleAttribute("data-at-parting", index === part);
    }
    article.querySelector("[data-lab=back]").addEventListener("click", function () {
      show(index - 1);
    });
    article.querySelector("[data-lab=forward]").addEventListener("click", function () {
      show(index + 1);
    });
    article.querySelector("[data-lab=part]").addEventListener("click", function () {
      show(part);
    });
    show(index);
    return { correct: correct.valid, buggy: buggy.valid, part: part };
  }

  /**
   * The card's board asks the referee both questions as the reader edits it: isValid (LeetCode's)
   * in the board's report, and whether it can still be completed in its sudoku-solve event (the
   * core's solver, <sudoku-board solvable>). Resolves with the first answers.
   */
  function setUpSolvable(article) {
    var board = article.querySelector("sudoku-board");
    var valid = article.querySelector("[data-answer=valid]");
    var solvable = article.querySelector("[data-answer=solvable]");
    function showValid(report) {
      valid.textContent = report.valid
        ? "isValid: true. No digit repeats in a row, a column or a box."
        : "isValid: false. " + report.description + ".";
    }
    board.addEventListener("sudoku-validate", function (event) {
      showValid(event.detail);
      // (a valid board's answer follows, as sudoku-solve)
      if (!event.detail.valid)
        solvable.textContent = "Can it be completed? Not asked: a rule is broken.";
    });
    return new Promise(function (resolve) {
      board.addEventListener("sudoku-solve", function (event) {
        var answer = event.detail;
        solvable.textContent =
          answer.solvable === null
            ? "Can it be completed? The solver gave up before it could tell."
            : answer.solvable
              ? "Can it be completed? Yes."
              : "Can it be completed? No: " +
                (answer.reason
                  ? answer.reason.message
                  : "no way of filling it keeps to the rules") +
                ".";
        resolve({ correct: board.valid, buggy: answer.solvable });
      });
      board.ready.then(function () {
        if (board.report && !valid.textContent) showValid(board.report);
        // An answer that came before this script ran: the attribute set again asks again.
        if (board.completable !== null) {
          board.solvable = false;
          board.solvable = true;
        }
      });
    });
  }

  /** The lab's results, for the page's tests: each pitfall's answer with and without the bug. */
  var results = {};

  window.SudokuPitfalls = {
    boards: Object.keys(PITFALLS).reduce(function (all, name) {
      all[name] = PITFALLS[name].board;
      return all;
    }, {}),
    scanWithBug: scanWithBug,
    results: results,
  };

  var solvableCard = document.querySelector("[data-pitfall=solvable]");
  var solvableAnswer = setUpSolvable(solvableCard);
  window.ValidSudoku.loadValidator().then(function (sudoku) {
    var articles = document.querySelectorAll("[data-pitfall]");
    for (var i = 0; i < articles.length; i++) {
      var name = articles[i].getAttribute("data-pitfall");
      if (name !== "solvable") results[name] = setUpLab(articles[i], sudoku);
    }
    return solvableAnswer.then(function (answer) {
      results.solvable = answer;
      document.dispatchEvent(new CustomEvent("pitfalls-ready"));
    });
  });
})();
