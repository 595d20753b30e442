// query: Decide whether integer point p lies on the closed segment from a to b (endpoints included), using exact
// integer arithmetic; when a equals b the segment is that single point.
function pointOnClosedSegment(p, a, b) {
  const cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
  if (cross !== 0) {
    return false;
  }
  if (p[0] < Math.min(a[0], b[0]) || p[0] > Math.max(a[0], b[0])) {
    return false;
  }
  if (p[1] < Math.min(a[1], b[1]) || p[1] > Math.max(a[1], b[1])) {
    return false;
  }
  return true;
}

// tests
const assert = require('node:assert');
assert.strictEqual(pointOnClosedSegment([2, 2], [0, 0], [4, 4]), true);
assert.strictEqual(pointOnClosedSegment([0, 0], [0, 0], [4, 4]), true);
assert.strictEqual(pointOnClosedSegment([4, 4], [0, 0], [4, 4]), true);
assert.strictEqual(pointOnClosedSegment([5, 5], [0, 0], [4, 4]), false);
assert.strictEqual(pointOnClosedSegment([-1, -1], [4, 4], [0, 0]), false);
assert.strictEqual(pointOnClosedSegment([2, 3], [0, 0], [4, 4]), false);
assert.strictEqual(pointOnClosedSegment([3, 1], [3, -2], [3, 5]), true);
assert.strictEqual(pointOnClosedSegment([3, 6], [3, -2], [3, 5]), false);
assert.strictEqual(pointOnClosedSegment([1, 1], [1, 1], [1, 1]), true);
assert.strictEqual(pointOnClosedSegment([2, 1], [1, 1], [1, 1]), false);
