// Types of valid-sudoku/svelte: <sudoku-board> and <sudoku-explainer> in Svelte 5 markup, with
// their properties and `onsudoku-validate`, `onsudoku-copy`, `onsudoku-solve`, `onsudoku-step`. Types only: `import
// type {} from "valid-sudoku/svelte"` once (e.g. in src/app.d.ts), or list it in tsconfig's
// `types`.
import type { HTMLAttributes } from "svelte/elements";
import type { SudokuBoard } from "./board.js";
import type { SudokuExplainer } from "./explainer.js";
import type {
  SudokuBoardAttributes,
  SudokuCopyEvent,
  SudokuExplainerAttributes,
  SudokuSolveEvent,
  SudokuStepEvent,
  SudokuValidateEvent,
} from "./frameworks.js";

export type * from "./frameworks.js";

declare module "svelte/elements" {
  interface SvelteHTMLElements {
    "sudoku-board": HTMLAttributes<SudokuBoard> &
      SudokuBoardAttributes & {
        "onsudoku-validate"?: (event: SudokuValidateEvent) => void;
        "onsudoku-copy"?: (event: SudokuCopyEvent) => void;
        "onsudoku-solve"?: (event: SudokuSolveEvent) => void;
      };
    "sudoku-explainer": HTMLAttributes<SudokuExplainer> &
      SudokuExplainerAttributes & { "onsudoku-step"?: (event: SudokuStepEvent) => void };
  }
}
