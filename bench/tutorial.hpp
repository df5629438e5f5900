// The reference of every benchmark: the tutorial's one-pass check of LeetCode #36, as the tutorial
// writes it (a table of flags per row, column and box; '.' is the only blank; return at the first
// repeat), over a one-line board of 81 characters instead of a vector of rows.
#pragma once

inline bool tutorial_is_valid(const char* board) {
  int rows[9][9] = {}, cols[9][9] = {}, boxes[9][9] = {};
  for (int i = 0; i < 9; i++) {
    for (int j = 0; j < 9; j++) {
      const char c = board[i * 9 + j];
      if (c != '.') {
        const int num = c - '1';
        const int k = (i / 3) * 3 + j / 3;
        if (rows[i][num] || cols[j][num] || boxes[k][num]) return false;
        rows[i][num] = cols[j][num] = boxes[k][num] = 1;
      }
    }
  }
  return true;
}
