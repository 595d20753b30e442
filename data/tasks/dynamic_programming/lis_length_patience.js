// query: Return the length of the longest strictly increasing subsequence of a list of numbers in O(n log n) using
// patience-style tails with binary search; an empty list gives 0.
function lisLengthPatience(nums) {
  const tails = [];
  for (const x of nums) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (tails[mid] < x) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    if (lo === tails.length) {
      tails.push(x);
    } else {
      tails[lo] = x;
    }
  }
  return tails.length;
}

// tests
const assert = require('node:assert');
assert.strictEqual(lisLengthPatience([]), 0);
assert.strictEqual(lisLengthPatience([5]), 1);
assert.strictEqual(lisLengthPatience([10, 9, 2, 5, 3, 7, 101, 18]), 4);
assert.strictEqual(lisLengthPatience([0, 1, 0, 3, 2, 3]), 4);
assert.strictEqual(lisLengthPatience([7, 7, 7, 7]), 1);
assert.strictEqual(lisLengthPatience([5, 4, 3, 2, 1]), 1);
assert.strictEqual(lisLengthPatience([1, 2, 3, 4, 5]), 5);
assert.strictEqual(lisLengthPatience([-2, -1, -3, 0, 2, 1, 3]), 5);
assert.strictEqual(lisLengthPatience([3, 5, 6, 2, 5, 4, 19, 5, 6, 7, 12]), 6);
