// query: Return the first index i of an integer list at which the sum of the elements strictly left of i equals the
// sum of those strictly right of i, or -1 when there is no such index (an empty list gives -1).
function equilibriumIndex(nums) {
  const total = nums.reduce((a, b) => a + b, 0);
  let left = 0;
  for (let i = 0; i < nums.length; i++) {
    if (left === total - left - nums[i]) {
      return i;
    }
    left += nums[i];
  }
  return -1;
}

// tests
const assert = require('node:assert');
assert.strictEqual(equilibriumIndex([]), -1);
assert.strictEqual(equilibriumIndex([5]), 0);
assert.strictEqual(equilibriumIndex([1, 7, 3, 6, 5, 6]), 3);
assert.strictEqual(equilibriumIndex([1, 2, 3]), -1);
assert.strictEqual(equilibriumIndex([2, 1, -1]), 0);
assert.strictEqual(equilibriumIndex([-1, 1, 2]), 2);
assert.strictEqual(equilibriumIndex([0, 0, 0]), 0);
assert.strictEqual(equilibriumIndex([1, -1, 4]), 2);
assert.strictEqual(equilibriumIndex([3, 2, 1, 5]), 2);
