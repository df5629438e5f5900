// Types of valid-sudoku/react: <sudoku-board> and <sudoku-explainer> in React 19's JSX, with their
// properties and `onsudoku-validate`, `onsudoku-copy`, `onsudoku-solve`, `onsudoku-step`. Types only: `import type
// {} from "valid-sudoku/react"` once, or list it in tsconfig's `types`. Also shipped as .d.cts.
import type { DetailedHTMLProps, HTMLAttributes } from "react";
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

/** `<sudoku-board>` in JSX: React 19 sets these as properties and listens to `sudoku-validate`. */
export type SudokuBoardProps = DetailedHTMLProps<HTMLAttributes<SudokuBoard>, SudokuBoard> &
  SudokuBoardAttributes & {
    "onsudoku-validate"?: (event: SudokuValidateEvent) => void;
    "onsudoku-copy"?: (event: SudokuCopyEvent) => void;
    "onsudoku-solve"?: (event: SudokuSolveEvent) => void;
  };

/** `<sudoku-explainer>` in JSX, listening to `sudoku-step`. */
export type SudokuExplainerProps = DetailedHTMLProps<
  HTMLAttributes<SudokuExplainer>,
  SudokuExplainer
> &
  SudokuExplainerAttributes & { "onsudoku-step"?: (event: SudokuStepEvent) => void };

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "sudoku-board": SudokuBoardProps;
      "sudoku-explainer": SudokuExplainerProps;
    }
  }
}
