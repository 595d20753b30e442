// query: Decide whether integer point p lies inside or on the boundary of the triangle with integer corners a, b and
// c given in either winding order; a triangle with zero area contains no points.
function triangleContainsPoint(a, b, c, p) {
  const cross = (o, u, v) => (u[0] - o[0]) * (v[1] - o[1]) - (u[1] - o[1]) * (v[0] - o[0]);
  if (cross(a, b, c) === 0) {
    return false;
  }
  const d1 = cross(a, b, p);
  const d2 = cross(b, c, p);
  const d3 = cross(c, a, p);
  const hasNeg = d1 < 0 || d2 < 0 || d3 < 0;
  const hasPos = d1 > 0 || d2 > 0 || d3 > 0;
  return !(hasNeg && hasPos);
}

// tests
const assert = require('node:assert');
assert.strictEqual(triangleContainsPoint([0, 0], [6, 0], [0, 6], [1, 1]), true);
assert.strictEqual(triangleContainsPoint([0, 0], [0, 6], [6, 0], [1, 1]), true);
assert.strictEqual(triangleContainsPoint([0, 0], [6, 0], [0, 6], [3, 3]), true);
assert.strictEqual(triangleContainsPoint([0, 0], [6, 0], [0, 6], [6, 0]), true);
assert.strictEqual(triangleContainsPoint([0, 0], [6, 0], [0, 6], [4, 3]), false);
assert.strictEqual(triangleContainsPoint([0, 0], [6, 0], [0, 6], [2, -1]), false);
assert.strictEqual(triangleContainsPoint([0, 0], [6, 0], [0, 6], [-1, 2]), false);
assert.strictEqual(triangleContainsPoint([0, 0], [2, 2], [4, 4], [1, 1]), false);
assert.strictEqual(triangleContainsPoint([-2, -1], [3, -4], [1, 5], [0, 0]), true);
assert.strictEqual(triangleContainsPoint([-2, -1], [3, -4], [1, 5], [3, 2]), false);
