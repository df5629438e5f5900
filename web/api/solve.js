// countSolutions() and solvable(): the core's solver (sudoku::count_solutions, the formats
// module's). The first slice of the node budget runs at once, so a classic board is answered
// within the frame; a search that needs more goes to a worker where the page allows one
// (solve-thread.js), and else runs on in growing slices on the main thread, so that an AbortSignal
// is heard between slices and the page's main thread is given back between them.
//
// Every answer, reason and word is the core's; this file only moves values and keeps time. A slice
// that runs out of budget is run again with twice the budget (the core keeps no state between
// calls), so the whole search costs at most twice the last slice; the worker searches the whole
// budget in one call.
import { abortReason, solverThread } from "./solve-thread.js";

// Search nodes of the first slice, on the calling thread: well under a millisecond on a classic
// board. Where a worker can take the rest, a smaller one: a classic 9×9 puzzle needs 1 to 50 nodes
// on average (npm run bench:solve), while a node of a 25×25 board or of a variant with constraints
// costs up to a hundred times more.
const FIRST_SLICE = 4096;
const FIRST_SLICE_BEFORE_WORKER = 64;
const DEFAULT_BUDGET = 100000;

/** The solver's functions for a validator whose module carries it, or none. */
export function createSolve(wasm, { call, describe, shapeOf, snapshot, unwrap, batchReport }) {
  if (!wasm.countSolutions) return {};
  const ask = solverThread(wasm); // (undefined where no worker is carried: Node, the CLI)

  // The binding's countSolutions, but for a classic line of text with no shape, rules or
  // solution asked for: the module's plain export for it (wasm/solve.cpp, sudoku_count_classic)
  // answers those without Embind's invoker and result object, which cost more than the search;
  // a board it leaves (another shape, a conflict, a dead end to word) goes to the binding.
  const ends = wasm._sudoku_count_classic && wasm.searchEndNames();
  function counted(bytes, value, boxRows, boxCols, rules, limit, budget, solution) {
    const at =
      ends && bytes === 81 && boxRows === 0 && rules == null && !solution
        ? wasm._sudoku_count_classic(bytes, limit, budget)
        : 0;
    if (!at) {
      return wasm.countSolutions(bytes, value, boxRows, boxCols, rules, limit, budget, solution);
    }
    const [count, end, known, nodes, differsAt] = new Float64Array(wasm.HEAPU8.buffer, at, 5);
    const answer = { count, end: ends[end], known: known === 1, nodes };
    if (differsAt >= 0) answer.differsAt = differsAt;
    return answer;
  }

  function wholeNumber(options, name, fallback, least) {
    const value = options?.[name];
    if (value === undefined) return fallback;
    if (!Number.isSafeInteger(value) || value < least) {
      throw new RangeError(
        `options.${name} must be a whole number of at least ${least}, got ${describe(value)}`,
      );
    }
    return value;
  }

  function aborted(signal) {
    if (signal?.aborted) throw abortReason(signal);
  }

  async function countSolutions(board, options) {
    // Copies (api.js's snapshot): the slices read neither again.
    board = snapshot.board(board);
    options = snapshot.options(options);
    const limit = wholeNumber(options, "limit", 2, 1);
    const budget = wholeNumber(options, "budget", DEFAULT_BUDGET, 0);
    const signal = options?.signal;
    const run = (slice) =>
      call(counted, board, options, options?.rules, limit, slice, !!options?.solution);
    aborted(signal);
    let slice = Math.min(budget, ask ? FIRST_SLICE_BEFORE_WORKER : FIRST_SLICE);
    let result = run(slice);
    if (ask && result.end === "budget" && slice < budget) {
      // The board, shape and rules read without error: the worker searches the whole budget.
      const { boxRows, boxCols } = shapeOf(options);
      const solution = !!options?.solution;
      const rules = options?.rules;
      const far = await ask({ board, boxRows, boxCols, rules, limit, budget, solution }, signal);
      if (far) return unwrap(far);
    }
    while (result.end === "budget" && slice < budget) {
      // Give the thread back, then listen for an abort, before the next, larger slice.
      await new Promise((resolve) => setTimeout(resolve, 0));
      aborted(signal);
      slice = Math.min(budget, slice * 2);
      result = run(slice);
    }
    return result;
  }

  return {
    /**
     * validateMany(text, { solvable: true }) of the `bytes` bytes in the input buffer: the report,
     * and the solver's answer for each valid board within options.budget nodes (synchronous).
     */
    solveMany(bytes, { boxRows, boxCols }, options) {
      const budget = wholeNumber(options, "budget", DEFAULT_BUDGET, 0);
      const { total, valid, invalid, malformed, results, lines, errors, ...solving } = unwrap(
        wasm.validateManySolving(0, bytes, boxRows, boxCols, options.rules, budget),
      );
      return {
        ...batchReport(total, valid, invalid, malformed, results, lines, errors),
        ...solving,
      };
    },
    countSolutions,
    /** Can the board still be completed: { solvable: true | false | null (unknown), ... }. */
    async solvable(board, options) {
      const result = await countSolutions(board, { ...snapshot.options(options), limit: 1 });
      return { solvable: result.known ? result.count > 0 : null, ...result };
    },
  };
}
