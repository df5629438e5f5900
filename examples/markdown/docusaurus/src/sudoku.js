import "valid-sudoku/board";
import "valid-sudoku/explainer";
