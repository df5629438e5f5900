// An independent JS referee for the property and stress tests: seen sets per row, column and box,
// written from the contract (docs/js-api.md, docs/core.md), sharing no code with web/ or core/.

const UNITS = ["row", "column", "box"];

/** The box of cell (r, c) in a board of boxRows x boxCols boxes. */
export function boxOf(r, c, boxRows, boxCols) {
  const size = boxRows * boxCols;
  return Math.floor(r / boxRows) * (size / boxCols) + Math.floor(c / boxCols);
}

/** check()'s report for flat cells (0 = empty): conflicts by unit, index, digit; cells ascending. */
export function referee(cells, boxRows, boxCols) {
  const size = boxRows * boxCols;
  const groups = new Map(); // "unit/index/digit" -> cells
  for (let cell = 0; cell < cells.length; cell++) {
    const digit = cells[cell];
    if (!digit) continue;
    const r = Math.floor(cell / size);
    const c = cell % size;
    const at = [r, c, boxOf(r, c, boxRows, boxCols)];
    for (let u = 0; u < 3; u++) {
      const key = `${u}/${at[u]}/${digit}`;
      if (!groups.has(key)) groups.set(key, { u, index: at[u], digit, cells: [] });
      groups.get(key).cells.push(cell);
    }
  }
  const conflicts = [...groups.values()]
    .filter((g) => g.cells.length > 1)
    .sort((a, b) => a.u - b.u || a.index - b.index || a.digit - b.digit)
    .map((g) => ({
      rule: UNITS[g.u],
      unit: UNITS[g.u],
      index: g.index,
      digit: g.digit,
      cells: g.cells,
    }));
  const conflictCells = [...new Set(conflicts.flatMap((c) => c.cells))].sort((a, b) => a - b);
  return { valid: conflicts.length === 0, size, boxRows, boxCols, conflicts, conflictCells };
}

/** A solved board of boxRows x boxCols boxes (every unit holds 1..N once). */
export function solved(boxRows, boxCols) {
  const size = boxRows * boxCols;
  return Array.from({ length: size * size }, (_, k) => {
    const r = Math.floor(k / size);
    const c = k % size;
    return (((r % boxRows) * boxCols + Math.floor(r / boxRows) + c) % size) + 1;
  });
}

/** The text symbol of a digit: 1-9, then A-Z for 10-35; `blank` for 0. */
export function symbol(digit, blank = ".") {
  if (digit === 0) return blank;
  return digit <= 9 ? String(digit) : String.fromCharCode(55 + digit);
}

export const rowsOf = (cells, size) =>
  Array.from({ length: size }, (_, r) => cells.slice(r * size, r * size + size));

// The string index of the character that holds UTF-8 byte `at`: where the core places an error
// found at that byte (its offsets count UTF-16 code units, as string indices do).
export function indexOfByte(text, at) {
  let bytes = 0;
  for (let i = 0; i < text.length;) {
    const code = text.codePointAt(i);
    const length = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    if (bytes + length > at) return i;
    bytes += length;
    i += code > 0xffff ? 2 : 1;
  }
  return text.length;
}
