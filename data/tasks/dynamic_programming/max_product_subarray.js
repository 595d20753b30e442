// query: Return the largest product of a non-empty contiguous run of a list of integers, tracking both the maximum
// and minimum products ending at each position so negatives are handled; return 0 for an empty list.
function maxProductSubarray(nums) {
  if (nums.length === 0) {
    return 0;
  }
  let hi = nums[0];
  let lo = nums[0];
  let best = nums[0];
  for (const x of nums.slice(1)) {
    if (x < 0) {
      [hi, lo] = [lo, hi];
    }
    hi = Math.max(x, hi * x);
    lo = Math.min(x, lo * x);
    if (hi > best) {
      best = hi;
    }
  }
  return best;
}

// tests
const assert = require('node:assert');
assert.strictEqual(maxProductSubarray([]), 0);
assert.strictEqual(maxProductSubarray([-3]), -3);
assert.strictEqual(maxProductSubarray([2, 3, -2, 4]), 6);
assert.strictEqual(maxProductSubarray([-2, 0, -1]), 0);
assert.strictEqual(maxProductSubarray([-2, 3, -4]), 24);
assert.strictEqual(maxProductSubarray([0, 2]), 2);
assert.strictEqual(maxProductSubarray([-1, -2, -3]), 6);
assert.strictEqual(maxProductSubarray([2, -5, -2, -4, 3]), 24);
assert.strictEqual(maxProductSubarray([-2, -3, 7, -1, 0, 5]), 42);
assert.strictEqual(maxProductSubarray([-2, 3, -1]), 6);
