// query: Decide whether every top-left to bottom-right diagonal of a rectangular matrix (a list of equal-length rows)
// holds a single repeated value; empty matrices and single rows or columns qualify.
function isToeplitzMatrix(matrix) {
  for (let r = 1; r < matrix.length; r++) {
    for (let c = 1; c < matrix[r].length; c++) {
      if (matrix[r][c] !== matrix[r - 1][c - 1]) {
        return false;
      }
    }
  }
  return true;
}

// tests
const assert = require('node:assert');
assert.strictEqual(isToeplitzMatrix([]), true);
assert.strictEqual(isToeplitzMatrix([[1, 2, 3]]), true);
assert.strictEqual(isToeplitzMatrix([[1], [2], [3]]), true);
assert.strictEqual(isToeplitzMatrix([[1, 2, 3, 4], [5, 1, 2, 3], [9, 5, 1, 2]]), true);
assert.strictEqual(isToeplitzMatrix([[1, 2], [2, 2]]), false);
assert.strictEqual(isToeplitzMatrix([[1, 2], [3, 1]]), true);
assert.strictEqual(isToeplitzMatrix([[7, 8], [9, 7], [5, 9]]), true);
assert.strictEqual(isToeplitzMatrix([[7, 8], [9, 7], [5, 8]]), false);
assert.strictEqual(isToeplitzMatrix([[1, 2, 3], [4, 1, 5]]), false);
