// query: Interleave the bits of two non-negative integers into a Morton (Z-order) code where bit i of x goes to
// bit 2i and bit i of y goes to bit 2i+1; return -1 if either coordinate is negative.
function mortonInterleaveXy(x, y) {
  if (x < 0 || y < 0) {
    return -1;
  }
  let code = 0;
  const width = Math.max(x, y).toString(2).length;
  for (let i = 0; i < width; i++) {
    code |= ((x >> i) & 1) << (2 * i);
    code |= ((y >> i) & 1) << (2 * i + 1);
  }
  return code;
}

// tests
const assert = require('node:assert');
assert.strictEqual(mortonInterleaveXy(0, 0), 0);
assert.strictEqual(mortonInterleaveXy(1, 0), 1);
assert.strictEqual(mortonInterleaveXy(0, 1), 2);
assert.strictEqual(mortonInterleaveXy(1, 1), 3);
assert.strictEqual(mortonInterleaveXy(2, 0), 4);
assert.strictEqual(mortonInterleaveXy(0, 4), 32);
assert.strictEqual(mortonInterleaveXy(5, 3), 0b011011);
assert.strictEqual(mortonInterleaveXy(7, 0), 0b010101);
assert.strictEqual(mortonInterleaveXy(-1, 3), -1);
assert.strictEqual(mortonInterleaveXy(3, -1), -1);
