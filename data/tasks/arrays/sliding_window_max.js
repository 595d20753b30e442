// query: Return the maximum of every contiguous window of k elements of a list, sliding one position at a time
// from left to right; if k is below 1 or larger than the list length return an empty list.
function slidingWindowMax(nums, k) {
  if (k < 1) {
    return [];
  }
  const window = [];
  const out = [];
  nums.forEach((x, i) => {
    while (window.length > 0 && nums[window[window.length - 1]] <= x) {
      window.pop();
    }
    window.push(i);
    if (window[0] <= i - k) {
      window.shift();
    }
    if (i >= k - 1) {
      out.push(nums[window[0]]);
    }
  });
  return out;
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(slidingWindowMax([], 1), []);
assert.deepStrictEqual(slidingWindowMax([1, 2], 0), []);
assert.deepStrictEqual(slidingWindowMax([1, 2], 3), []);
assert.deepStrictEqual(slidingWindowMax([1, 3, -1, -3, 5, 3, 6, 7], 3), [3, 3, 5, 5, 6, 7]);
assert.deepStrictEqual(slidingWindowMax([4, 2], 2), [4]);
assert.deepStrictEqual(slidingWindowMax([9, 8, 7, 6], 2), [9, 8, 7]);
assert.deepStrictEqual(slidingWindowMax([1, 2, 3], 1), [1, 2, 3]);
assert.deepStrictEqual(slidingWindowMax([5, 1, 3], 2), [5, 3]);
assert.deepStrictEqual(slidingWindowMax([5, 1, 1, 1], 3), [5, 1]);
assert.deepStrictEqual(slidingWindowMax([2, 2, 1], 2), [2, 2]);
