// query: A list holds n distinct integers taken from 0..n with exactly one value missing; return the missing
// value using XOR (an empty list means 0 is missing), or -1 if any element lies outside 0..n.
function missingFromZeroToN(nums) {
  const n = nums.length;
  let acc = n;
  for (let i = 0; i < n; i++) {
    const x = nums[i];
    if (x < 0 || x > n) {
      return -1;
    }
    acc ^= i ^ x;
  }
  return acc;
}

// tests
const assert = require('node:assert');
assert.strictEqual(missingFromZeroToN([]), 0);
assert.strictEqual(missingFromZeroToN([0]), 1);
assert.strictEqual(missingFromZeroToN([1]), 0);
assert.strictEqual(missingFromZeroToN([3, 0, 1]), 2);
assert.strictEqual(missingFromZeroToN([9, 6, 4, 2, 3, 5, 7, 0, 1]), 8);
assert.strictEqual(missingFromZeroToN([0, 1, 2, 3]), 4);
assert.strictEqual(missingFromZeroToN([0, 5, 1, 2]), -1);
assert.strictEqual(missingFromZeroToN([0, 4, 1, 2]), 3);
assert.strictEqual(missingFromZeroToN([-1, 0]), -1);
assert.strictEqual(missingFromZeroToN([2, 3, 0]), 1);
