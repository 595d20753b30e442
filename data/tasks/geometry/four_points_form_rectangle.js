// query: Return True if the four given integer points, in any order, are the corners of a rectangle with positive area
// (not necessarily axis-aligned); otherwise False.
function fourPointsFormRectangle(points) {
  if (points.length !== 4 || new Set(points.map(([x, y]) => `${x},${y}`)).size !== 4) {
    return false;
  }
  const d2 = (p, q) => (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2;
  const a = points[0];
  const [b, c, far] = points.slice(1).sort((p, q) => d2(a, p) - d2(a, q));
  if (d2(a, b) + d2(a, c) !== d2(a, far)) {
    return false;
  }
  if ((b[0] - a[0]) * (c[0] - a[0]) + (b[1] - a[1]) * (c[1] - a[1]) !== 0) {
    return false;
  }
  return b[0] + c[0] === a[0] + far[0] && b[1] + c[1] === a[1] + far[1];
}

// tests
const assert = require('node:assert');
assert.strictEqual(fourPointsFormRectangle([[0, 0], [2, 0], [2, 1], [0, 1]]), true);
assert.strictEqual(fourPointsFormRectangle([[2, 1], [0, 0], [0, 1], [2, 0]]), true);
assert.strictEqual(fourPointsFormRectangle([[0, 0], [1, 1], [0, 2], [-1, 1]]), true);
assert.strictEqual(fourPointsFormRectangle([[0, 0], [2, 0], [3, 1], [1, 1]]), false);
assert.strictEqual(fourPointsFormRectangle([[0, 0], [0, 0], [1, 1], [1, 1]]), false);
assert.strictEqual(fourPointsFormRectangle([[0, 0], [2, 0], [2, 1]]), false);
assert.strictEqual(fourPointsFormRectangle([[0, 0], [4, 0], [4, 3], [0, 2]]), false);
assert.strictEqual(fourPointsFormRectangle([[1, 0], [3, 1], [2, 3], [0, 2]]), true);
assert.strictEqual(fourPointsFormRectangle([[0, 0], [3, 0], [0, 4], [3, 5]]), false);
assert.strictEqual(fourPointsFormRectangle([[0, 0], [1, 0], [2, 0], [3, 0]]), false);
