// query: Given a list of integers sorted in non-decreasing order and a target, return the index of the first
// (leftmost) position holding the target using binary search, or -1 if the target does not occur.
function firstOccurrenceIndex(nums, target) {
  let lo = 0;
  let hi = nums.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (nums[mid] < target) {
      lo = mid + 1;
    } else if (nums[mid] > target) {
      hi = mid - 1;
    } else {
      found = mid;
      hi = mid - 1;
    }
  }
  return found;
}

// tests
const assert = require('node:assert');
assert.strictEqual(firstOccurrenceIndex([], 3), -1);
assert.strictEqual(firstOccurrenceIndex([5], 5), 0);
assert.strictEqual(firstOccurrenceIndex([5], 4), -1);
assert.strictEqual(firstOccurrenceIndex([1, 2, 2, 2, 3], 2), 1);
assert.strictEqual(firstOccurrenceIndex([2, 5, 6], 2), 0);
assert.strictEqual(firstOccurrenceIndex([1, 3, 5, 7, 9], 9), 4);
assert.strictEqual(firstOccurrenceIndex([1, 3, 5, 7, 9], 6), -1);
assert.strictEqual(firstOccurrenceIndex([-4, -2, -2, 0, 8, 8], 8), 4);
assert.strictEqual(firstOccurrenceIndex([3, 3, 5], 3), 0);
assert.strictEqual(firstOccurrenceIndex([2, 4, 4, 4, 4, 4, 6], 4), 1);
