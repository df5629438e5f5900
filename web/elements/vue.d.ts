// Types of valid-sudoku/vue: <sudoku-board> and <sudoku-explainer> as Vue's GlobalComponents, so
// vue-tsc checks their props and `@sudoku-validate`, `@sudoku-copy`, `@sudoku-solve`, `@sudoku-step` in templates.
// Types only: `import type {} from "valid-sudoku/vue"` once, or list it in tsconfig's `types`. Vue
// must also be told they are custom elements (compilerOptions.isCustomElement; docs/frameworks.md).
import type { DefineComponent } from "vue";
import type {
  SudokuBoardAttributes,
  SudokuCopyEvent,
  SudokuExplainerAttributes,
  SudokuSolveEvent,
  SudokuStepEvent,
  SudokuValidateEvent,
} from "./frameworks.js";

export type * from "./frameworks.js";

declare module "vue" {
  interface GlobalComponents {
    "sudoku-board": DefineComponent<
      SudokuBoardAttributes & {
        onSudokuValidate?: (event: SudokuValidateEvent) => void;
        onSudokuCopy?: (event: SudokuCopyEvent) => void;
        onSudokuSolve?: (event: SudokuSolveEvent) => void;
      }
    >;
    "sudoku-explainer": DefineComponent<
      SudokuExplainerAttributes & { onSudokuStep?: (event: SudokuStepEvent) => void }
    >;
  }
}
