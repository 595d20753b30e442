// query: Given a list of distinct integers that was sorted ascending and then rotated at an unknown pivot, return
// the index of target in O(log n) time, or -1 if it is absent (an empty list gives -1).
function searchRotatedSorted(nums, target) {
  let left = 0;
  let right = nums.length - 1;
  while (left <= right) {
    const mid = Math.floor((left + right) / 2);
    if (nums[mid] === target) {
      return mid;
    }
    if (nums[left] <= nums[mid]) {
      if (nums[left] <= target && target < nums[mid]) {
        right = mid - 1;
      } else {
        left = mid + 1;
      }
    } else if (nums[mid] < target && target <= nums[right]) {
      left = mid + 1;
    } else {
      right = mid - 1;
    }
  }
  return -1;
}

// tests
const assert = require('node:assert');
assert.strictEqual(searchRotatedSorted([], 1), -1);
assert.strictEqual(searchRotatedSorted([7], 7), 0);
assert.strictEqual(searchRotatedSorted([4, 5, 6, 7, 0, 1, 2], 0), 4);
assert.strictEqual(searchRotatedSorted([4, 5, 6, 7, 0, 1, 2], 3), -1);
assert.strictEqual(searchRotatedSorted([4, 5, 6, 7, 0, 1, 2], 1), 5);
assert.strictEqual(searchRotatedSorted([4, 5, 6, 7, 0, 1, 2], 2), 6);
assert.strictEqual(searchRotatedSorted([5, 1, 2, 3, 4], 4), 4);
assert.strictEqual(searchRotatedSorted([6, 7, 8, 1, 2, 3, 4, 5], 5), 7);
assert.strictEqual(searchRotatedSorted([3, 1], 1), 1);
assert.strictEqual(searchRotatedSorted([5, 1, 2, 3, 4], 5), 0);
