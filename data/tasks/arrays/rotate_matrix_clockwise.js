// query: Return a new matrix that is the given rectangular matrix (list of equal-length rows) rotated 90 degrees
// clockwise, so an r x c matrix becomes c x r; an empty matrix gives an empty list.
function rotateMatrixClockwise(matrix) {
  if (matrix.length === 0) {
    return [];
  }
  const rows = matrix.length;
  const cols = matrix[0].length;
  const result = [];
  for (let c = 0; c < cols; c++) {
    const newRow = [];
    for (let r = rows - 1; r >= 0; r--) {
      newRow.push(matrix[r][c]);
    }
    result.push(newRow);
  }
  return result;
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(rotateMatrixClockwise([]), []);
assert.deepStrictEqual(rotateMatrixClockwise([[1]]), [[1]]);
assert.deepStrictEqual(rotateMatrixClockwise([[1, 2], [3, 4]]), [[3, 1], [4, 2]]);
assert.deepStrictEqual(rotateMatrixClockwise([[1, 2, 3], [4, 5, 6], [7, 8, 9]]), [[7, 4, 1], [8, 5, 2], [9, 6, 3]]);
assert.deepStrictEqual(rotateMatrixClockwise([[1, 2, 3]]), [[1], [2], [3]]);
assert.deepStrictEqual(rotateMatrixClockwise([[1], [2], [3]]), [[3, 2, 1]]);
assert.deepStrictEqual(rotateMatrixClockwise([[1, 2, 3], [4, 5, 6]]), [[4, 1], [5, 2], [6, 3]]);
assert.deepStrictEqual(rotateMatrixClockwise([[0, -1], [2, 0], [5, 6]]), [[5, 2, 0], [6, 0, -1]]);
