// query: Decide whether the rectangle inner lies entirely within the rectangle outer, where each is given by two
// opposite corners (x1, y1, x2, y2) in any order and shared edges count as inside.
function rectContainsRect(outer, inner) {
  const span = (a, b) => (a <= b ? [a, b] : [b, a]);
  const [ox1, ox2] = span(outer[0], outer[2]);
  const [oy1, oy2] = span(outer[1], outer[3]);
  const [ix1, ix2] = span(inner[0], inner[2]);
  const [iy1, iy2] = span(inner[1], inner[3]);
  return ox1 <= ix1 && ix2 <= ox2 && oy1 <= iy1 && iy2 <= oy2;
}

// tests
const assert = require('node:assert');
assert.strictEqual(rectContainsRect([0, 0, 10, 10], [2, 3, 5, 7]), true);
assert.strictEqual(rectContainsRect([0, 0, 10, 10], [0, 0, 10, 10]), true);
assert.strictEqual(rectContainsRect([2, 3, 5, 7], [0, 0, 10, 10]), false);
assert.strictEqual(rectContainsRect([0, 0, 10, 10], [-1, 2, 5, 5]), false);
assert.strictEqual(rectContainsRect([0, 0, 10, 10], [2, 2, 11, 5]), false);
assert.strictEqual(rectContainsRect([0, 0, 10, 10], [2, -1, 5, 5]), false);
assert.strictEqual(rectContainsRect([0, 0, 10, 10], [2, 2, 5, 11]), false);
assert.strictEqual(rectContainsRect([10, 10, 0, 0], [5, 7, 2, 3]), true);
assert.strictEqual(rectContainsRect([-5, 4, 5, -4], [-5, -4, 0, 4]), true);
