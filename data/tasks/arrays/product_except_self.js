// query: Return a list where position i holds the product of all other elements of the input list (without using
// division), so zeros are handled correctly; an empty list gives an empty list and a single element gives [1].
function productExceptSelf(nums) {
  const n = nums.length;
  const out = new Array(n).fill(1);
  let prefix = 1;
  for (let i = 0; i < n; i++) {
    out[i] = prefix;
    prefix *= nums[i];
  }
  let suffix = 1;
  for (let i = n - 1; i >= 0; i--) {
    out[i] *= suffix;
    suffix *= nums[i];
  }
  return out;
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(productExceptSelf([]), []);
assert.deepStrictEqual(productExceptSelf([7]), [1]);
assert.deepStrictEqual(productExceptSelf([1, 2, 3, 4]), [24, 12, 8, 6]);
assert.deepStrictEqual(productExceptSelf([2, 3]), [3, 2]);
assert.deepStrictEqual(productExceptSelf([0, 4, 5]), [20, 0, 0]);
assert.deepStrictEqual(productExceptSelf([0, 0, 5]), [0, 0, 0]);
assert.deepStrictEqual(productExceptSelf([-1, 2, -3, 4]), [-24, 12, -8, 6]);
assert.deepStrictEqual(productExceptSelf([3, 1, 1, 2]), [2, 6, 6, 3]);
