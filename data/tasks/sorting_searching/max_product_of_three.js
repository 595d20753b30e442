// query: Return the largest product of three values taken from different positions of a list of integers (negatives
// allowed), or None when the list has fewer than three values.
function maxProductOfThree(nums) {
  if (nums.length < 3) {
    return null;
  }
  const s = [...nums].sort((a, b) => a - b);
  const n = s.length;
  return Math.max(s[n - 1] * s[n - 2] * s[n - 3], s[0] * s[1] * s[n - 1]);
}

// tests
const assert = require('node:assert');
assert.strictEqual(maxProductOfThree([1, 2]), null);
assert.strictEqual(maxProductOfThree([1, 2, 3]), 6);
assert.strictEqual(maxProductOfThree([1, 2, 3, 4]), 24);
assert.strictEqual(maxProductOfThree([-10, -10, 5, 2]), 500);
assert.strictEqual(maxProductOfThree([-1, -2, -3]), -6);
assert.strictEqual(maxProductOfThree([-5, -4, 0, 1, 2]), 40);
assert.strictEqual(maxProductOfThree([-4, -3, -2, -1, 60]), 720);
assert.strictEqual(maxProductOfThree([0, 0, 0, -1]), 0);
assert.strictEqual(maxProductOfThree([7, -8, 1, 2, -1]), 56);
