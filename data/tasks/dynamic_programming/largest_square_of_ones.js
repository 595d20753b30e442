// query: Given a binary matrix of 0s and 1s, return the area of the largest square sub-matrix made only of 1s; an
// empty matrix or one without 1s gives 0.
function largestSquareOfOnes(matrix) {
  if (matrix.length === 0 || matrix[0].length === 0) {
    return 0;
  }
  const cols = matrix[0].length;
  let above = new Array(cols + 1).fill(0);
  let side = 0;
  for (const row of matrix) {
    const here = new Array(cols + 1).fill(0);
    for (let c = 1; c <= cols; c++) {
      if (row[c - 1] === 1) {
        here[c] = Math.min(above[c], above[c - 1], here[c - 1]) + 1;
        side = Math.max(side, here[c]);
      }
    }
    above = here;
  }
  return side * side;
}

// tests
const assert = require('node:assert');
assert.strictEqual(largestSquareOfOnes([]), 0);
assert.strictEqual(largestSquareOfOnes([[]]), 0);
assert.strictEqual(largestSquareOfOnes([[0, 0], [0, 0]]), 0);
assert.strictEqual(largestSquareOfOnes([[1]]), 1);
assert.strictEqual(
  largestSquareOfOnes([[1, 0, 1, 0, 0], [1, 0, 1, 1, 1], [1, 1, 1, 1, 1], [1, 0, 0, 1, 0]]),
  4,
);
assert.strictEqual(largestSquareOfOnes([[1, 1, 1], [1, 1, 1], [1, 1, 1]]), 9);
assert.strictEqual(largestSquareOfOnes([[0, 1], [1, 0]]), 1);
assert.strictEqual(largestSquareOfOnes([[1, 1, 0], [1, 1, 1], [0, 1, 1]]), 4);
assert.strictEqual(largestSquareOfOnes([[1, 1, 1, 1], [1, 1, 1, 1], [1, 1, 0, 1]]), 4);
assert.strictEqual(largestSquareOfOnes([[0, 1, 1], [1, 1, 1], [1, 1, 1]]), 4);
