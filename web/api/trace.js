// trace() of the JS API: the core's recorded scan, one object per step. Left out of the board-only
// classic bundle (scripts/bundle.mjs), whose wasm module has no trace either.

// options.stop of trace(), by the core's TraceStop value; the units of a step, in the core's order.
const STOPS = ["first", "all"];
const UNITS = ["row", "column", "box"];

// One object per step from the binding's columns (wasm/marshal.hpp, trace_js): step i is cell i,
// and `seen` and `earlier` hold three entries per step, for the row, the column and the box (typed
// arrays the binding copied out of wasm memory).
function traceFromColumns(columns, stop) {
  const { row, col, box, digit, seen, earlier } = columns;
  const steps = new Array(digit.length);
  for (let i = 0; i < steps.length; i++) {
    const repeats = [];
    const firstCells = {};
    for (let unit = 0; unit < 3; unit++) {
      const cell = earlier[3 * i + unit];
      if (cell < 0) continue;
      repeats.push(UNITS[unit]);
      firstCells[UNITS[unit]] = cell;
    }
    steps[i] = {
      cell: i,
      row: row[i],
      col: col[i],
      box: box[i],
      digit: digit[i],
      seenRow: seen[3 * i],
      seenCol: seen[3 * i + 1],
      seenBox: seen[3 * i + 2],
      repeats,
      earlier: firstCells,
    };
  }
  const { size, boxRows, boxCols, valid, cells } = columns;
  return { size, boxRows, boxCols, stop, valid, cells, steps };
}

/**
 * `{ trace }` for the validator. the second argument holds
 * the validator's own helpers, so options and boards are read exactly as the other calls read them.
 */
export function createTrace(wasm, { shapeOf, write, unwrap, describe, taking }) {
  // (board and options copied first: api.js's snapshot)
  const trace = taking((board, options) => {
    const stop = STOPS.indexOf(options?.stop ?? "first");
    if (stop < 0)
      throw new RangeError(`options.stop must be "first" or "all", got ${describe(options.stop)}`);
    const { boxRows, boxCols } = shapeOf(options);
    const [bytes, value] = write(board);
    return traceFromColumns(unwrap(wasm.trace(bytes, value, boxRows, boxCols, stop)), STOPS[stop]);
  });
  return { trace };
}
