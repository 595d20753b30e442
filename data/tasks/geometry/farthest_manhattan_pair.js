// query: Return the largest Manhattan (|dx| + |dy|) distance between any two of the given integer (x, y) points, in
// linear time; fewer than two points give 0.
function farthestManhattanPair(points) {
  if (points.length < 2) {
    return 0;
  }
  let hiSum = points[0][0] + points[0][1];
  let loSum = hiSum;
  let hiDiff = points[0][0] - points[0][1];
  let loDiff = hiDiff;
  for (const [x, y] of points.slice(1)) {
    const s = x + y;
    const d = x - y;
    if (s > hiSum) {
      hiSum = s;
    }
    if (s < loSum) {
      loSum = s;
    }
    if (d > hiDiff) {
      hiDiff = d;
    }
    if (d < loDiff) {
      loDiff = d;
    }
  }
  return Math.max(hiSum - loSum, hiDiff - loDiff);
}

// tests
const assert = require('node:assert');
assert.strictEqual(farthestManhattanPair([]), 0);
assert.strictEqual(farthestManhattanPair([[3, 4]]), 0);
assert.strictEqual(farthestManhattanPair([[0, 0], [3, 4]]), 7);
assert.strictEqual(farthestManhattanPair([[3, 4], [0, 0]]), 7);
assert.strictEqual(farthestManhattanPair([[0, 5], [5, 0]]), 10);
assert.strictEqual(farthestManhattanPair([[5, 0], [0, 5]]), 10);
assert.strictEqual(farthestManhattanPair([[1, 1], [-2, 3], [4, -1], [0, 0]]), 10);
assert.strictEqual(farthestManhattanPair([[2, 2], [2, 2]]), 0);
assert.strictEqual(farthestManhattanPair([[-1, -1], [1, 1], [2, -3], [-4, 2], [0, 0]]), 11);
