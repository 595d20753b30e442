// query: Given two axis-aligned rectangles as (x1, y1, x2, y2) with x1 < x2 and y1 < y2, return the area of their
// intersection; rectangles that only touch along an edge or corner, or are disjoint, give 0.
function boxOverlapArea(a, b) {
  const left = Math.max(a[0], b[0]);
  const right = Math.min(a[2], b[2]);
  const bottom = Math.max(a[1], b[1]);
  const top = Math.min(a[3], b[3]);
  if (right <= left || top <= bottom) {
    return 0;
  }
  return (right - left) * (top - bottom);
}

// tests
const assert = require('node:assert');
assert.strictEqual(boxOverlapArea([0, 0, 4, 4], [2, 2, 6, 6]), 4);
assert.strictEqual(boxOverlapArea([0, 0, 4, 4], [4, 0, 6, 4]), 0);
assert.strictEqual(boxOverlapArea([0, 0, 4, 4], [0, 4, 4, 6]), 0);
assert.strictEqual(boxOverlapArea([0, 0, 10, 10], [2, 3, 5, 7]), 12);
assert.strictEqual(boxOverlapArea([2, 3, 5, 7], [0, 0, 10, 10]), 12);
assert.strictEqual(boxOverlapArea([0, 0, 4, 4], [1, 6, 3, 8]), 0);
assert.strictEqual(boxOverlapArea([0, 0, 4, 4], [6, 1, 8, 3]), 0);
assert.strictEqual(boxOverlapArea([-3, -2, 1, 2], [-1, -5, 4, 0]), 4);
assert.strictEqual(boxOverlapArea([0, 0, 5, 2], [1, -1, 3, 9]), 4);
assert.strictEqual(boxOverlapArea([0, 0, 3, 3], [0, 0, 3, 3]), 9);
