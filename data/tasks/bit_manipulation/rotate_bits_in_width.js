// query: Rotate the lowest `width` bits of a non-negative value left by k positions, bits leaving the top
// re-entering at the bottom (a negative k rotates right, and k may exceed width); return -1 if width is below 1
// or the value is negative or does not fit in width bits.
function rotateBitsInWidth(value, k, width) {
  if (width < 1 || value < 0 || value >= 1 << width) {
    return -1;
  }
  k = ((k % width) + width) % width;
  const mask = (1 << width) - 1;
  return ((value << k) | (value >> (width - k))) & mask;
}

// tests
const assert = require('node:assert');
assert.strictEqual(rotateBitsInWidth(0, 2, 4), 0);
assert.strictEqual(rotateBitsInWidth(0b1000, 1, 4), 0b0001);
assert.strictEqual(rotateBitsInWidth(0b1011, 2, 4), 0b1110);
assert.strictEqual(rotateBitsInWidth(0b1011, -1, 4), 0b1101);
assert.strictEqual(rotateBitsInWidth(1, 5, 1), 1);
assert.strictEqual(rotateBitsInWidth(0b1011, 7, 4), 0b1101);
assert.strictEqual(rotateBitsInWidth(16, 1, 4), -1);
assert.strictEqual(rotateBitsInWidth(-1, 1, 4), -1);
assert.strictEqual(rotateBitsInWidth(0, 3, 0), -1);
assert.strictEqual(rotateBitsInWidth(0b10000001, 3, 8), 0b00001100);
