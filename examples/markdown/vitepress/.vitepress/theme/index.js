import DefaultTheme from "vitepress/theme";
import "valid-sudoku/board";
import "valid-sudoku/explainer";

export default DefaultTheme;
