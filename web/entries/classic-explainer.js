// Entry of the classic script dist/sudoku-explainer.js: all of dist/valid-sudoku.js (the global
// ValidSudoku, <sudoku-board>) plus <sudoku-explainer>, so a tutorial page loads one script.
import "./classic.js";
import { SudokuExplainer, defineSudokuExplainer } from "../elements/explainer.js";

Object.assign(globalThis.ValidSudoku, { SudokuExplainer, defineSudokuExplainer });
