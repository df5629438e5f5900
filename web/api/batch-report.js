// The object validateMany returns (web/api/api.js).

/**
 * Builds the report. `lines` may be undefined when every line held a board: the line numbers are
 * then 1..total, and the array is made only if someone reads it, instead of copied every time.
 */
export function batchReport(total, valid, invalid, malformed, results, lines, errors) {
  return {
    total,
    valid,
    invalid,
    malformed,
    results,
    get lines() {
      if (lines === undefined) {
        lines = new Uint32Array(total);
        for (let i = 0; i < total; i++) lines[i] = i + 1;
      }
      return lines;
    },
    errors,
  };
}
