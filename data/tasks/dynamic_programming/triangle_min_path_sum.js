// query: A triangle is a list of rows where row i has i + 1 numbers; starting at the top and moving each step to one of
// the two adjacent numbers in the row below, return the minimum path sum to the bottom row (0 for an empty triangle).
function triangleMinPathSum(triangle) {
  if (triangle.length === 0) {
    return 0;
  }
  const best = [...triangle[triangle.length - 1]];
  for (let r = triangle.length - 2; r >= 0; r--) {
    for (let c = 0; c <= r; c++) {
      best[c] = triangle[r][c] + Math.min(best[c], best[c + 1]);
    }
  }
  return best[0];
}

// tests
const assert = require('node:assert');
assert.strictEqual(triangleMinPathSum([]), 0);
assert.strictEqual(triangleMinPathSum([[-10]]), -10);
assert.strictEqual(triangleMinPathSum([[2], [3, 4], [6, 5, 7], [4, 1, 8, 3]]), 11);
assert.strictEqual(triangleMinPathSum([[1], [2, 3]]), 3);
assert.strictEqual(triangleMinPathSum([[1], [3, 2]]), 3);
assert.strictEqual(triangleMinPathSum([[-1], [2, 3], [1, -1, -3]]), -1);
assert.strictEqual(triangleMinPathSum([[5], [9, 6], [4, 6, 8], [0, 7, 1, 5]]), 18);
assert.strictEqual(triangleMinPathSum([[0], [1, 1], [1, 9, 0]]), 1);
assert.strictEqual(triangleMinPathSum([[1], [1, 9], [9, 9, 0], [9, 9, 9, 0]]), 10);
