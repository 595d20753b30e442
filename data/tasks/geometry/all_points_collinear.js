// query: Decide whether all the given integer (x, y) points lie on one straight line, with exact arithmetic;
// repeated points are allowed, and fewer than three distinct points are always collinear.
function allPointsCollinear(points) {
  const seen = new Set();
  const distinct = [];
  for (const [x, y] of points) {
    const key = `${x},${y}`;
    if (!seen.has(key)) {
      seen.add(key);
      distinct.push([x, y]);
    }
  }
  if (distinct.length < 3) {
    return true;
  }
  const [x0, y0] = distinct[0];
  const [x1, y1] = distinct[1];
  for (const [x, y] of distinct.slice(2)) {
    if ((x1 - x0) * (y - y0) - (y1 - y0) * (x - x0) !== 0) {
      return false;
    }
  }
  return true;
}

// tests
const assert = require('node:assert');
assert.strictEqual(allPointsCollinear([]), true);
assert.strictEqual(allPointsCollinear([[3, 4]]), true);
assert.strictEqual(allPointsCollinear([[0, 0], [5, 1]]), true);
assert.strictEqual(allPointsCollinear([[1, 1], [1, 1], [4, 9]]), true);
assert.strictEqual(allPointsCollinear([[0, 0], [1, 1], [2, 2], [-3, -3]]), true);
assert.strictEqual(allPointsCollinear([[0, 0], [1, 1], [2, 3]]), false);
assert.strictEqual(allPointsCollinear([[2, 2], [2, 2], [0, 0], [1, 2]]), false);
assert.strictEqual(allPointsCollinear([[0, 5], [0, -1], [0, 2]]), true);
assert.strictEqual(allPointsCollinear([[0, 0], [2, 1], [4, 2], [6, 3], [8, 5]]), false);
assert.strictEqual(allPointsCollinear([[-2, 7], [1, 1], [3, -3]]), true);
