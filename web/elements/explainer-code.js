// The code the explainer shows beside the board: the tutorial's scan in four languages, each as a
// sets version and a bitmask version, with every line tagged by the part of the scan it runs.

/**
 * Line roles: "read" takes the cell, "blank" tests for an empty one and skips it, "digit" turns the
 * character into a bit number (bitmasks), "box" computes its box, "test" looks the digit up in the
 * three sets, "repeat" is what happens at a repeat, "add" puts the digit into the three sets,
 * "end" is the verdict after the loop. explainer-words.js says which of them a step runs.
 */
export const LANGUAGES = ["java", "cpp", "python", "javascript"];
export const LANGUAGE_NAMES = {
  java: "Java",
  cpp: "C++",
  python: "Python",
  javascript: "JavaScript",
};
export const VARIANTS = ["sets", "bitmask"];

/**
 * The lines of the scan for a board of `size` with boxes of `boxRows`×`boxCols`, stopping at the
 * first repeat (`stop` "first") or going on ("all"), as [role, text] pairs.
 */
export function codeLines(language, variant, { size, boxRows, boxCols, stop }) {
  const shape = { n: size, br: boxRows, per: size / boxCols, bc: boxCols, letters: size > 9 };
  const lines = SOURCES[language][variant](shape, stop === "all");
  return lines.filter((line) => line !== null);
}

const java = {
  sets: ({ n, br, per, bc }, all) => [
    ["", "boolean isValidSudoku(char[][] board) {"],
    [
      "",
      `    Set<Character>[] rows = new HashSet[${n}], cols = new HashSet[${n}], boxes = new HashSet[${n}];`,
    ],
    ["", `    for (int i = 0; i < ${n}; i++) {`],
    [
      "",
      "        rows[i] = new HashSet<>(); cols[i] = new HashSet<>(); boxes[i] = new HashSet<>();",
    ],
    ["", "    }"],
    all ? ["", "    boolean valid = true;"] : null,
    ["", `    for (int r = 0; r < ${n}; r++) {`],
    ["", `        for (int c = 0; c < ${n}; c++) {`],
    ["read", "            char ch = board[r][c];"],
    ["blank", "            if (ch == '.') continue;"],
    ["box", `            int k = (r / ${br}) * ${per} + c / ${bc};`],
    [
      "test",
      "            if (rows[r].contains(ch) || cols[c].contains(ch) || boxes[k].contains(ch))",
    ],
    [
      "repeat",
      all
        ? "                valid = false;  // a repeat: note it, keep scanning"
        : "                return false;",
    ],
    ["add", "            rows[r].add(ch); cols[c].add(ch); boxes[k].add(ch);"],
    ["", "        }"],
    ["", "    }"],
    ["end", all ? "    return valid;" : "    return true;"],
    ["", "}"],
  ],
  bitmask: ({ n, br, per, bc, letters }, all) => [
    ["", "boolean isValidSudoku(char[][] board) {"],
    ["", `    int[] rows = new int[${n}], cols = new int[${n}], boxes = new int[${n}];`],
    all ? ["", "    boolean valid = true;"] : null,
    ["", `    for (int r = 0; r < ${n}; r++) {`],
    ["", `        for (int c = 0; c < ${n}; c++) {`],
    ["read", "            char ch = board[r][c];"],
    ["blank", "            if (ch == '.') continue;"],
    [
      "digit",
      letters
        ? "            int d = Character.digit(ch, 36) - 1;  // '1' is bit 0, 'A' bit 9"
        : "            int d = ch - '1';  // '1' is bit 0",
    ],
    ["box", `            int k = (r / ${br}) * ${per} + c / ${bc};`],
    [
      "test",
      "            if (((rows[r] >> d) & 1) == 1 || ((cols[c] >> d) & 1) == 1 || ((boxes[k] >> d) & 1) == 1)",
    ],
    [
      "repeat",
      all
        ? "                valid = false;  // a repeat: note it, keep scanning"
        : "                return false;",
    ],
    ["add", "            rows[r] |= 1 << d; cols[c] |= 1 << d; boxes[k] |= 1 << d;"],
    ["", "        }"],
    ["", "    }"],
    ["end", all ? "    return valid;" : "    return true;"],
    ["", "}"],
  ],
};

const cpp = {
  sets: ({ n, br, per, bc }, all) => [
    ["", "bool isValidSudoku(vector<vector<char>>& board) {"],
    ["", `    unordered_set<char> rows[${n}], cols[${n}], boxes[${n}];`],
    all ? ["", "    bool valid = true;"] : null,
    ["", `    for (int r = 0; r < ${n}; r++) {`],
    ["", `        for (int c = 0; c < ${n}; c++) {`],
    ["read", "            char ch = board[r][c];"],
    ["blank", "            if (ch == '.') continue;"],
    ["box", `            int k = (r / ${br}) * ${per} + c / ${bc};`],
    ["test", "            if (rows[r].count(ch) || cols[c].count(ch) || boxes[k].count(ch))"],
    [
      "repeat",
      all
        ? "                valid = false;  // a repeat: note it, keep scanning"
        : "                return false;",
    ],
    ["add", "            rows[r].insert(ch); cols[c].insert(ch); boxes[k].insert(ch);"],
    ["", "        }"],
    ["", "    }"],
    ["end", all ? "    return valid;" : "    return true;"],
    ["", "}"],
  ],
  bitmask: ({ n, br, per, bc, letters }, all) => [
    ["", "bool isValidSudoku(vector<vector<char>>& board) {"],
    ["", `    int rows[${n}] = {}, cols[${n}] = {}, boxes[${n}] = {};`],
    all ? ["", "    bool valid = true;"] : null,
    ["", `    for (int r = 0; r < ${n}; r++) {`],
    ["", `        for (int c = 0; c < ${n}; c++) {`],
    ["read", "            char ch = board[r][c];"],
    ["blank", "            if (ch == '.') continue;"],
    [
      "digit",
      letters
        ? "            int d = ch <= '9' ? ch - '1' : ch - 'A' + 9;  // '1' is bit 0"
        : "            int d = ch - '1';  // '1' is bit 0",
    ],
    ["box", `            int k = (r / ${br}) * ${per} + c / ${bc};`],
    ["test", "            if ((rows[r] >> d) & 1 || (cols[c] >> d) & 1 || (boxes[k] >> d) & 1)"],
    [
      "repeat",
      all
        ? "                valid = false;  // a repeat: note it, keep scanning"
        : "                return false;",
    ],
    ["add", "            rows[r] |= 1 << d; cols[c] |= 1 << d; boxes[k] |= 1 << d;"],
    ["", "        }"],
    ["", "    }"],
    ["end", all ? "    return valid;" : "    return true;"],
    ["", "}"],
  ],
};

const python = {
  sets: ({ n, br, per, bc }, all) => [
    ["", "def isValidSudoku(board):"],
    ["", `    rows = [set() for _ in range(${n})]`],
    ["", `    cols = [set() for _ in range(${n})]`],
    ["", `    boxes = [set() for _ in range(${n})]`],
    all ? ["", "    valid = True"] : null,
    ["", `    for r in range(${n}):`],
    ["", `        for c in range(${n}):`],
    ["read", "            ch = board[r][c]"],
    ["blank", "            if ch == '.': continue"],
    ["box", `            k = (r // ${br}) * ${per} + c // ${bc}`],
    ["test", "            if ch in rows[r] or ch in cols[c] or ch in boxes[k]:"],
    [
      "repeat",
      all
        ? "                valid = False  # a repeat: note it, keep scanning"
        : "                return False",
    ],
    ["add", "            rows[r].add(ch); cols[c].add(ch); boxes[k].add(ch)"],
    ["end", all ? "    return valid" : "    return True"],
  ],
  bitmask: ({ n, br, per, bc, letters }, all) => [
    ["", "def isValidSudoku(board):"],
    ["", `    rows, cols, boxes = [0] * ${n}, [0] * ${n}, [0] * ${n}`],
    all ? ["", "    valid = True"] : null,
    ["", `    for r in range(${n}):`],
    ["", `        for c in range(${n}):`],
    ["read", "            ch = board[r][c]"],
    ["blank", "            if ch == '.': continue"],
    [
      "digit",
      letters
        ? "            d = int(ch, 36) - 1  # '1' is bit 0, 'A' bit 9"
        : "            d = int(ch) - 1  # '1' is bit 0",
    ],
    ["box", `            k = (r // ${br}) * ${per} + c // ${bc}`],
    ["test", "            if (rows[r] >> d) & 1 or (cols[c] >> d) & 1 or (boxes[k] >> d) & 1:"],
    [
      "repeat",
      all
        ? "                valid = False  # a repeat: note it, keep scanning"
        : "                return False",
    ],
    ["add", "            rows[r] |= 1 << d; cols[c] |= 1 << d; boxes[k] |= 1 << d"],
    ["end", all ? "    return valid" : "    return True"],
  ],
};

const javascript = {
  sets: ({ n, br, per, bc }, all) => [
    ["", "function isValidSudoku(board) {"],
    ["", `  const rows = Array.from({ length: ${n} }, () => new Set());`],
    ["", `  const cols = Array.from({ length: ${n} }, () => new Set());`],
    ["", `  const boxes = Array.from({ length: ${n} }, () => new Set());`],
    all ? ["", "  let valid = true;"] : null,
    ["", `  for (let r = 0; r < ${n}; r++) {`],
    ["", `    for (let c = 0; c < ${n}; c++) {`],
    ["read", "      const ch = board[r][c];"],
    ["blank", "      if (ch === '.') continue;"],
    ["box", `      const k = Math.floor(r / ${br}) * ${per} + Math.floor(c / ${bc});`],
    ["test", "      if (rows[r].has(ch) || cols[c].has(ch) || boxes[k].has(ch))"],
    [
      "repeat",
      all ? "        valid = false; // a repeat: note it, keep scanning" : "        return false;",
    ],
    ["add", "      rows[r].add(ch); cols[c].add(ch); boxes[k].add(ch);"],
    ["", "    }"],
    ["", "  }"],
    ["end", all ? "  return valid;" : "  return true;"],
    ["", "}"],
  ],
  bitmask: ({ n, br, per, bc }, all) => [
    ["", "function isValidSudoku(board) {"],
    [
      "",
      `  const rows = new Array(${n}).fill(0), cols = new Array(${n}).fill(0), boxes = new Array(${n}).fill(0);`,
    ],
    all ? ["", "  let valid = true;"] : null,
    ["", `  for (let r = 0; r < ${n}; r++) {`],
    ["", `    for (let c = 0; c < ${n}; c++) {`],
    ["read", "      const ch = board[r][c];"],
    ["blank", "      if (ch === '.') continue;"],
    ["digit", "      const d = parseInt(ch, 36) - 1; // '1' is bit 0"],
    ["box", `      const k = Math.floor(r / ${br}) * ${per} + Math.floor(c / ${bc});`],
    ["test", "      if ((rows[r] >> d) & 1 || (cols[c] >> d) & 1 || (boxes[k] >> d) & 1)"],
    [
      "repeat",
      all ? "        valid = false; // a repeat: note it, keep scanning" : "        return false;",
    ],
    ["add", "      rows[r] |= 1 << d; cols[c] |= 1 << d; boxes[k] |= 1 << d;"],
    ["", "    }"],
    ["", "  }"],
    ["end", all ? "  return valid;" : "  return true;"],
    ["", "}"],
  ],
};

const SOURCES = { java, cpp, python, javascript };
