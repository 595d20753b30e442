// query: Return True if the polygon given by its (x, y) vertices in order is convex (all turns in the same direction,
// collinear consecutive vertices allowed); fewer than three vertices, or all vertices collinear, give False.
function polygonIsConvex(vertices) {
  const n = vertices.length;
  if (n < 3) {
    return false;
  }
  let sign = 0;
  for (let i = 0; i < n; i++) {
    const [ax, ay] = vertices[i];
    const [bx, by] = vertices[(i + 1) % n];
    const [cx, cy] = vertices[(i + 2) % n];
    const cross = (bx - ax) * (cy - by) - (by - ay) * (cx - bx);
    if (cross === 0) {
      continue;
    }
    const direction = cross > 0 ? 1 : -1;
    if (sign === 0) {
      sign = direction;
    } else if (direction !== sign) {
      return false;
    }
  }
  return sign !== 0;
}

// tests
const assert = require('node:assert');
assert.strictEqual(polygonIsConvex([[0, 0], [1, 1]]), false);
assert.strictEqual(polygonIsConvex([[0, 0], [4, 0], [4, 4], [0, 4]]), true);
assert.strictEqual(polygonIsConvex([[0, 4], [4, 4], [4, 0], [0, 0]]), true);
assert.strictEqual(polygonIsConvex([[0, 0], [4, 0], [4, 4], [2, 1], [0, 4]]), false);
assert.strictEqual(polygonIsConvex([[0, 0], [2, 0], [4, 0], [4, 4], [0, 4]]), true);
assert.strictEqual(polygonIsConvex([[0, 0], [1, 1], [2, 2]]), false);
assert.strictEqual(polygonIsConvex([[0, 0], [3, 0], [0, 3]]), true);
assert.strictEqual(polygonIsConvex([[0, 0], [4, 0], [1, 1], [0, 4]]), false);
assert.strictEqual(polygonIsConvex([[0, 0], [2, 2], [0, 4], [4, 2]]), false);
