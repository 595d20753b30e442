// query: For each element of an integer list return the first strictly greater element to its right, or -1 when
// there is none; the result has the same length as the input.
function nextGreaterToRight(nums) {
  const result = new Array(nums.length).fill(-1);
  const stack = [];
  nums.forEach((x, i) => {
    while (stack.length > 0 && nums[stack[stack.length - 1]] < x) {
      result[stack.pop()] = x;
    }
    stack.push(i);
  });
  return result;
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(nextGreaterToRight([]), []);
assert.deepStrictEqual(nextGreaterToRight([3]), [-1]);
assert.deepStrictEqual(nextGreaterToRight([4, 5, 2, 25]), [5, 25, 25, -1]);
assert.deepStrictEqual(nextGreaterToRight([13, 7, 6, 12]), [-1, 12, 12, -1]);
assert.deepStrictEqual(nextGreaterToRight([2, 2, 3]), [3, 3, -1]);
assert.deepStrictEqual(nextGreaterToRight([5, 4, 3]), [-1, -1, -1]);
assert.deepStrictEqual(nextGreaterToRight([1, 3, 2, 4]), [3, 4, 4, -1]);
assert.deepStrictEqual(nextGreaterToRight([-5, -7, -2, 0]), [-2, -2, 0, -1]);
