// query: Given a list of distinct integers that is an ascending sorted list rotated by some amount, return its
// smallest value using binary search, or None for an empty list.
function rotatedArrayMinimum(nums) {
  if (nums.length === 0) {
    return null;
  }
  let lo = 0;
  let hi = nums.length - 1;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (nums[mid] > nums[hi]) {
      lo = mid + 1;
    } else {
      hi = mid;
    }
  }
  return nums[lo];
}

// tests
const assert = require('node:assert');
assert.strictEqual(rotatedArrayMinimum([]), null);
assert.strictEqual(rotatedArrayMinimum([9]), 9);
assert.strictEqual(rotatedArrayMinimum([3, 4, 5, 1, 2]), 1);
assert.strictEqual(rotatedArrayMinimum([1, 2, 3, 4, 5]), 1);
assert.strictEqual(rotatedArrayMinimum([2, 1]), 1);
assert.strictEqual(rotatedArrayMinimum([5, 6, 7, 8, 9, 1]), 1);
assert.strictEqual(rotatedArrayMinimum([9, 1, 2, 3, 4, 5, 6]), 1);
assert.strictEqual(rotatedArrayMinimum([-3, -1, 4, -10, -7]), -10);
assert.strictEqual(rotatedArrayMinimum([11, 13, 15, 17]), 11);
