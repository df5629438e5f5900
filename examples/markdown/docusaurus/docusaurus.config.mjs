import remarkSudoku from "valid-sudoku/remark";

export default {
  presets: [["classic", { docs: { remarkPlugins: [remarkSudoku] }, blog: false }]],
  clientModules: ["./src/sudoku.js"],
};
