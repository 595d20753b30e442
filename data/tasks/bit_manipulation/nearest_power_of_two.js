// query: Return the power of two closest to a positive integer n, choosing the larger power when n lies exactly
// halfway between two powers; return 0 for any n below 1.
function nearestPowerOfTwo(n) {
  if (n < 1) {
    return 0;
  }
  let lower = 1;
  while (lower * 2 <= n) {
    lower *= 2;
  }
  const upper = lower * 2;
  if (n - lower < upper - n) {
    return lower;
  }
  return upper;
}

// tests
const assert = require('node:assert');
assert.strictEqual(nearestPowerOfTwo(0), 0);
assert.strictEqual(nearestPowerOfTwo(-7), 0);
assert.strictEqual(nearestPowerOfTwo(1), 1);
assert.strictEqual(nearestPowerOfTwo(2), 2);
assert.strictEqual(nearestPowerOfTwo(3), 4);
assert.strictEqual(nearestPowerOfTwo(5), 4);
assert.strictEqual(nearestPowerOfTwo(6), 8);
assert.strictEqual(nearestPowerOfTwo(7), 8);
assert.strictEqual(nearestPowerOfTwo(1024), 1024);
assert.strictEqual(nearestPowerOfTwo(1535), 1024);
