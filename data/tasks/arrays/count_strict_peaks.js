// query: Count the positions of a list whose value is strictly greater than each existing neighbour (the first and
// last elements have only one neighbour); a single element counts as a peak and an empty list has none.
function countStrictPeaks(nums) {
  const n = nums.length;
  let peaks = 0;
  for (let i = 0; i < n; i++) {
    if (i > 0 && nums[i] <= nums[i - 1]) {
      continue;
    }
    if (i < n - 1 && nums[i] <= nums[i + 1]) {
      continue;
    }
    peaks += 1;
  }
  return peaks;
}

// tests
const assert = require('node:assert');
assert.strictEqual(countStrictPeaks([]), 0);
assert.strictEqual(countStrictPeaks([3]), 1);
assert.strictEqual(countStrictPeaks([1, 2]), 1);
assert.strictEqual(countStrictPeaks([2, 2]), 0);
assert.strictEqual(countStrictPeaks([1, 3, 2, 4, 1]), 2);
assert.strictEqual(countStrictPeaks([5, 1, 5]), 2);
assert.strictEqual(countStrictPeaks([1, 2, 2, 1]), 0);
assert.strictEqual(countStrictPeaks([3, 2, 1]), 1);
assert.strictEqual(countStrictPeaks([-1, -5, -2, -3]), 2);
