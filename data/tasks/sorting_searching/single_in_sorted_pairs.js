// query: In a sorted list where every value appears exactly twice except one value that appears once, return the index
// of that single value in logarithmic time.
function singleInSortedPairs(nums) {
  let lo = 0;
  let hi = nums.length - 1;
  while (lo < hi) {
    let mid = Math.floor((lo + hi) / 2);
    if (mid % 2 === 1) {
      mid -= 1;
    }
    if (nums[mid] === nums[mid + 1]) {
      lo = mid + 2;
    } else {
      hi = mid;
    }
  }
  return lo;
}

// tests
const assert = require('node:assert');
assert.strictEqual(singleInSortedPairs([7]), 0);
assert.strictEqual(singleInSortedPairs([1, 1, 2]), 2);
assert.strictEqual(singleInSortedPairs([1, 2, 2]), 0);
assert.strictEqual(singleInSortedPairs([1, 1, 2, 3, 3, 4, 4, 8, 8]), 2);
assert.strictEqual(singleInSortedPairs([3, 3, 7, 7, 10, 11, 11]), 4);
assert.strictEqual(singleInSortedPairs([-5, -5, -1, 0, 0]), 2);
assert.strictEqual(singleInSortedPairs([1, 1, 2, 2, 3, 3, 4]), 6);
assert.strictEqual(singleInSortedPairs([0, 1, 1, 2, 2, 3, 3]), 0);
assert.strictEqual(singleInSortedPairs([1, 1, 2, 2, 3, 4, 4]), 4);
