// query: Return True if the closed segments p1-p2 and q1-q2 (integer (x, y) endpoints) share at least one point,
// including touching at an endpoint and overlapping collinear segments; otherwise False.
function closedSegmentsCross(p1, p2, q1, q2) {
  const orient = (a, b, c) => Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));
  const onSeg = (a, b, c) =>
    Math.min(a[0], b[0]) <= c[0] &&
    c[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= c[1] &&
    c[1] <= Math.max(a[1], b[1]);
  const d1 = orient(p1, p2, q1);
  const d2 = orient(p1, p2, q2);
  const d3 = orient(q1, q2, p1);
  const d4 = orient(q1, q2, p2);
  if (d1 !== d2 && d3 !== d4) {
    return true;
  }
  if (d1 === 0 && onSeg(p1, p2, q1)) {
    return true;
  }
  if (d2 === 0 && onSeg(p1, p2, q2)) {
    return true;
  }
  if (d3 === 0 && onSeg(q1, q2, p1)) {
    return true;
  }
  return d4 === 0 && onSeg(q1, q2, p2);
}

// tests
const assert = require('node:assert');
assert.strictEqual(closedSegmentsCross([0, 0], [4, 4], [0, 4], [4, 0]), true);
assert.strictEqual(closedSegmentsCross([0, 0], [1, 1], [2, 2], [3, 3]), false);
assert.strictEqual(closedSegmentsCross([0, 0], [2, 2], [2, 2], [3, 0]), true);
assert.strictEqual(closedSegmentsCross([0, 0], [3, 3], [1, 1], [5, 5]), true);
assert.strictEqual(closedSegmentsCross([0, 0], [4, 0], [2, 1], [2, 5]), false);
assert.strictEqual(closedSegmentsCross([0, 0], [1, 0], [5, -1], [5, 1]), false);
assert.strictEqual(closedSegmentsCross([0, 0], [4, 4], [1, 3], [0, 5]), false);
assert.strictEqual(closedSegmentsCross([0, 0], [4, 4], [0, 5], [1, 3]), false);
assert.strictEqual(closedSegmentsCross([1, 3], [0, 5], [0, 0], [4, 4]), false);
assert.strictEqual(closedSegmentsCross([0, 5], [1, 3], [0, 0], [4, 4]), false);
