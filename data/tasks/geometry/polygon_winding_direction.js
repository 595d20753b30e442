// query: Tell whether the vertices of a polygon, given in order as (x, y) pairs, run "counterclockwise" or
// "clockwise" (by the sign of the signed area, y pointing up), or "degenerate" when there are fewer than three
// vertices or the signed area is zero.
function polygonWindingDirection(vertices) {
  const n = vertices.length;
  if (n < 3) {
    return 'degenerate';
  }
  let twiceArea = 0;
  for (let i = 0; i < n; i++) {
    const [x1, y1] = vertices[i];
    const [x2, y2] = vertices[(i + 1) % n];
    twiceArea += x1 * y2 - x2 * y1;
  }
  if (twiceArea > 0) {
    return 'counterclockwise';
  }
  if (twiceArea < 0) {
    return 'clockwise';
  }
  return 'degenerate';
}

// tests
const assert = require('node:assert');
assert.strictEqual(polygonWindingDirection([]), 'degenerate');
assert.strictEqual(polygonWindingDirection([[0, 0], [5, 5]]), 'degenerate');
assert.strictEqual(polygonWindingDirection([[0, 0], [4, 0], [4, 3]]), 'counterclockwise');
assert.strictEqual(polygonWindingDirection([[0, 0], [4, 3], [4, 0]]), 'clockwise');
assert.strictEqual(polygonWindingDirection([[0, 0], [1, 1], [2, 2]]), 'degenerate');
assert.strictEqual(polygonWindingDirection([[1, 1], [1, 4], [5, 4], [5, 1]]), 'clockwise');
assert.strictEqual(polygonWindingDirection([[1, 1], [5, 1], [5, 4], [1, 4]]), 'counterclockwise');
assert.strictEqual(
  polygonWindingDirection([[0, 0], [2, 0], [2, 2], [0, 2], [0, 1], [-3, 1], [-3, 0]]),
  'counterclockwise',
);
assert.strictEqual(polygonWindingDirection([[0, 0], [2, 2], [2, 0], [0, 2]]), 'degenerate');
assert.strictEqual(polygonWindingDirection([[-2, -2], [-2, 3], [0, 0], [3, -1]]), 'clockwise');
