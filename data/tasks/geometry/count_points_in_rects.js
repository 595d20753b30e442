// query: For each query rectangle (x1, y1, x2, y2) with x1 <= x2 and y1 <= y2, count how many of the given points
// (x, y) lie inside it or on its edges (repeated points each count), returning the counts in query order.
function countPointsInRects(points, rects) {
  const counts = [];
  for (const [x1, y1, x2, y2] of rects) {
    let n = 0;
    for (const [x, y] of points) {
      if (x1 <= x && x <= x2 && y1 <= y && y <= y2) {
        n += 1;
      }
    }
    counts.push(n);
  }
  return counts;
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(countPointsInRects([[1, 1]], []), []);
assert.deepStrictEqual(countPointsInRects([], [[0, 0, 5, 5]]), [0]);
assert.deepStrictEqual(countPointsInRects([[1, 1], [6, 6]], [[0, 0, 5, 5]]), [1]);
assert.deepStrictEqual(countPointsInRects([[0, 0], [5, 5], [5, 0]], [[0, 0, 5, 5]]), [3]);
assert.deepStrictEqual(countPointsInRects([[0, 0], [5, 5]], [[1, 1, 4, 4]]), [0]);
assert.deepStrictEqual(
  countPointsInRects([[2, 2], [2, 2], [3, 9]], [[2, 2, 2, 2], [0, 0, 3, 8], [0, 0, 3, 9]]),
  [2, 2, 3],
);
assert.deepStrictEqual(countPointsInRects([[-1, 4], [4, -1]], [[-2, 0, 5, 5], [0, -2, 5, 5]]), [1, 1]);
assert.deepStrictEqual(countPointsInRects([[3, 7]], [[0, 0, 7, 3], [0, 0, 3, 7]]), [0, 1]);
assert.deepStrictEqual(countPointsInRects([[1, 5], [5, 1], [6, 5]], [[0, 0, 5, 5], [1, 1, 6, 5]]), [2, 3]);
