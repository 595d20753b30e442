// query: Given a strictly increasing list of positive integers, return the k-th positive integer (k >= 1) that is
// missing from it, using binary search on how many numbers are missing before each index; return -1 if k < 1.
function kthMissingPositive(arr, k) {
  if (k < 1) {
    return -1;
  }
  let lo = 0;
  let hi = arr.length;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (arr[mid] - (mid + 1) < k) {
      lo = mid + 1;
    } else {
      hi = mid;
    }
  }
  return lo + k;
}

// tests
const assert = require('node:assert');
assert.strictEqual(kthMissingPositive([1, 2], 0), -1);
assert.strictEqual(kthMissingPositive([], 3), 3);
assert.strictEqual(kthMissingPositive([2, 3, 4, 7, 11], 5), 9);
assert.strictEqual(kthMissingPositive([1, 2, 3, 4], 2), 6);
assert.strictEqual(kthMissingPositive([2], 1), 1);
assert.strictEqual(kthMissingPositive([1], 1), 2);
assert.strictEqual(kthMissingPositive([3, 4, 5], 2), 2);
assert.strictEqual(kthMissingPositive([3, 4, 5], 3), 6);
assert.strictEqual(kthMissingPositive([1, 5, 6, 10], 4), 7);
assert.strictEqual(kthMissingPositive([1, 5, 6, 10], 3), 4);
