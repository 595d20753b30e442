// query: Given an ascending sorted list of numbers and a target, use binary search to return the element closest
// to the target; on a tie between two elements return the smaller one, and return None for an empty list.
function closestValueSorted(nums, target) {
  if (nums.length === 0) {
    return null;
  }
  let lo = 0;
  let hi = nums.length;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (nums[mid] < target) {
      lo = mid + 1;
    } else {
      hi = mid;
    }
  }
  if (lo === nums.length) {
    return nums[nums.length - 1];
  }
  if (lo === 0) {
    return nums[0];
  }
  const before = nums[lo - 1];
  const after = nums[lo];
  if (target - before <= after - target) {
    return before;
  }
  return after;
}

// tests
const assert = require('node:assert');
assert.strictEqual(closestValueSorted([], 5), null);
assert.strictEqual(closestValueSorted([4], -10), 4);
assert.strictEqual(closestValueSorted([1, 3, 8, 10], 9), 8);
assert.strictEqual(closestValueSorted([1, 3, 8, 10], 12), 10);
assert.strictEqual(closestValueSorted([1, 3, 8, 10], -2), 1);
assert.strictEqual(closestValueSorted([1, 3, 8, 10], 2), 1);
assert.strictEqual(closestValueSorted([1, 3, 8, 10], 7), 8);
assert.strictEqual(closestValueSorted([1, 3, 8, 10], 8), 8);
assert.strictEqual(closestValueSorted([-6, -2, 5], -3), -2);
assert.strictEqual(closestValueSorted([1, 4, 6, 9, 12, 20], 13), 12);
