// query: Return the smallest axis-aligned box containing all the given (x, y) points as (min_x, min_y, max_x,
// max_y), optionally grown by a non-negative margin on every side; an empty list gives None.
function pointsBoundingBox(points, margin = 0) {
  if (points.length === 0) {
    return null;
  }
  let [minX, minY] = points[0];
  let [maxX, maxY] = points[0];
  for (const [x, y] of points.slice(1)) {
    if (x < minX) {
      minX = x;
    }
    if (x > maxX) {
      maxX = x;
    }
    if (y < minY) {
      minY = y;
    }
    if (y > maxY) {
      maxY = y;
    }
  }
  return [minX - margin, minY - margin, maxX + margin, maxY + margin];
}

// tests
const assert = require('node:assert');
assert.strictEqual(pointsBoundingBox([]), null);
assert.deepStrictEqual(pointsBoundingBox([[3, -2]]), [3, -2, 3, -2]);
assert.deepStrictEqual(pointsBoundingBox([[3, -2]], 1), [2, -3, 4, -1]);
assert.deepStrictEqual(pointsBoundingBox([[1, 5], [4, 2]]), [1, 2, 4, 5]);
assert.deepStrictEqual(pointsBoundingBox([[4, 2], [1, 5]]), [1, 2, 4, 5]);
assert.deepStrictEqual(pointsBoundingBox([[0, 0], [-3, 7], [5, -1], [2, 2]]), [-3, -1, 5, 7]);
assert.deepStrictEqual(pointsBoundingBox([[2, 9], [2, 1], [2, 4]], 2), [0, -1, 4, 11]);
assert.deepStrictEqual(pointsBoundingBox([[-1, -1], [-5, -8], [-2, -3]]), [-5, -8, -1, -1]);
assert.deepStrictEqual(pointsBoundingBox([[6, 0], [1, 3], [9, 3], [4, -4]]), [1, -4, 9, 3]);
