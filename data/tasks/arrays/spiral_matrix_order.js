// query: Return the elements of a rectangular matrix (a list of equal-length rows) in clockwise spiral order
// starting at the top-left corner; an empty matrix gives an empty list.
function spiralMatrixOrder(matrix) {
  if (matrix.length === 0 || matrix[0].length === 0) {
    return [];
  }
  let top = 0;
  let bottom = matrix.length - 1;
  let left = 0;
  let right = matrix[0].length - 1;
  const out = [];
  while (top <= bottom && left <= right) {
    for (let c = left; c <= right; c++) {
      out.push(matrix[top][c]);
    }
    for (let r = top + 1; r <= bottom; r++) {
      out.push(matrix[r][right]);
    }
    if (top < bottom && left < right) {
      for (let c = right - 1; c >= left; c--) {
        out.push(matrix[bottom][c]);
      }
      for (let r = bottom - 1; r > top; r--) {
        out.push(matrix[r][left]);
      }
    }
    top += 1;
    bottom -= 1;
    left += 1;
    right -= 1;
  }
  return out;
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(spiralMatrixOrder([]), []);
assert.deepStrictEqual(spiralMatrixOrder([[1], [2], [3]]), [1, 2, 3]);
assert.deepStrictEqual(spiralMatrixOrder([[5]]), [5]);
assert.deepStrictEqual(spiralMatrixOrder([[1, 2, 3], [4, 5, 6], [7, 8, 9]]), [1, 2, 3, 6, 9, 8, 7, 4, 5]);
assert.deepStrictEqual(
  spiralMatrixOrder([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]),
  [1, 2, 3, 4, 8, 12, 11, 10, 9, 5, 6, 7],
);
assert.deepStrictEqual(spiralMatrixOrder([[1, 2, 3]]), [1, 2, 3]);
assert.deepStrictEqual(spiralMatrixOrder([[1, 2], [3, 4], [5, 6], [7, 8]]), [1, 2, 4, 6, 8, 7, 5, 3]);
assert.deepStrictEqual(spiralMatrixOrder([[1, 2], [3, 4]]), [1, 2, 4, 3]);
assert.deepStrictEqual(spiralMatrixOrder([[1, 2], [3, 4], [5, 6]]), [1, 2, 4, 6, 5, 3]);
assert.deepStrictEqual(spiralMatrixOrder([[1, 2, 3], [4, 5, 6]]), [1, 2, 3, 6, 5, 4]);
