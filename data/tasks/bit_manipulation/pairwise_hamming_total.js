// query: Return the sum of Hamming distances (number of differing bits) over all unordered pairs of distinct
// positions in a list of non-negative integers below 2**31; return 0 for a list with fewer than two values.
function pairwiseHammingTotal(nums) {
  const n = nums.length;
  if (n < 2) {
    return 0;
  }
  let total = 0;
  for (let bit = 0; bit < 31; bit++) {
    let ones = 0;
    for (const x of nums) {
      if ((x >> bit) & 1) {
        ones += 1;
      }
    }
    total += ones * (n - ones);
  }
  return total;
}

// tests
const assert = require('node:assert');
assert.strictEqual(pairwiseHammingTotal([]), 0);
assert.strictEqual(pairwiseHammingTotal([7]), 0);
assert.strictEqual(pairwiseHammingTotal([1, 2]), 2);
assert.strictEqual(pairwiseHammingTotal([4, 14, 2]), 6);
assert.strictEqual(pairwiseHammingTotal([4, 14, 4]), 4);
assert.strictEqual(pairwiseHammingTotal([0, 0, 0]), 0);
assert.strictEqual(pairwiseHammingTotal([0, 1, 2, 3]), 8);
assert.strictEqual(pairwiseHammingTotal([2 ** 30, 0]), 1);
assert.strictEqual(pairwiseHammingTotal([2 ** 31 - 1, 0, 5]), 31 + 2 + 29);
