// index.html's "Beyond the three rules" (classic, so the page works from file://): each variant
// board's givens are a Solo game id, from which the board takes the puzzle's rules itself; this
// script lists the links that open the same puzzle elsewhere, written by the core's format() now,
// so no link is copied into the page by hand.
(function () {
  "use strict";

  // Solo's web version reads a game id from the fragment (its emccpre.js passes location.hash to
  // the game as argv[1]: "permalinks of the form puzzle.html#game-id").
  var SOLO_PAGE = "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/solo.html#";
  var SITES = [
    { name: "SudokuPad", format: "sudokupad" },
    { name: "f-puzzles", format: "fpuzzles" },
    { name: "Solo's web version", format: "solo", prefix: SOLO_PAGE },
  ];

  var figures = document.querySelectorAll("#variants figure");
  if (figures.length === 0) return;

  window.ValidSudoku.loadValidator({ formats: true }).then(
    function (sudoku) {
      Array.prototype.forEach.call(figures, function (figure) {
        var id = figure.querySelector("sudoku-board").getAttribute("givens");
        listLinks(figure.querySelector(".elsewhere"), sudoku, id);
      });
    },
    function (error) {
      Array.prototype.forEach.call(figures, function (figure) {
        var item = document.createElement("li");
        item.textContent = "The links to other sites could not be written: " + error.message;
        figure.querySelector(".elsewhere").replaceChildren(item);
      });
    },
  );

  /** One item per site: a link to the puzzle there, or why the site's format cannot carry it. */
  function listLinks(list, sudoku, id) {
    list.replaceChildren();
    SITES.forEach(function (site) {
      var item = document.createElement("li");
      try {
        var link = document.createElement("a");
        link.href = (site.prefix || "") + sudoku.format(id, site.format);
        link.textContent = "Open in " + site.name;
        item.append(link);
      } catch (error) {
        item.textContent = site.name + ": " + error.message;
      }
      list.append(item);
    });
  }
})();
