// query: Return the largest integer r with r * r <= n for a non-negative integer n, computed by binary search
// without floating point; return -1 when n is negative.
function integerSqrtFloor(n) {
  if (n < 0) {
    return -1;
  }
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = Math.floor((lo + hi + 1) / 2);
    if (mid * mid <= n) {
      lo = mid;
    } else {
      hi = mid - 1;
    }
  }
  return lo;
}

// tests
const assert = require('node:assert');
assert.strictEqual(integerSqrtFloor(-4), -1);
assert.strictEqual(integerSqrtFloor(-1), -1);
assert.strictEqual(integerSqrtFloor(0), 0);
assert.strictEqual(integerSqrtFloor(1), 1);
assert.strictEqual(integerSqrtFloor(2), 1);
assert.strictEqual(integerSqrtFloor(3), 1);
assert.strictEqual(integerSqrtFloor(4), 2);
assert.strictEqual(integerSqrtFloor(8), 2);
assert.strictEqual(integerSqrtFloor(99), 9);
assert.strictEqual(integerSqrtFloor(10 ** 12 + 5), 10 ** 6);
