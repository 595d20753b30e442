// query: Return, in their original order, the elements of a list that are strictly greater than every element to
// their right (the last element always qualifies); an empty list gives an empty list.
function leadersFromRight(nums) {
  const leaders = [];
  let best = null;
  for (let i = nums.length - 1; i >= 0; i--) {
    if (best === null || nums[i] > best) {
      leaders.push(nums[i]);
      best = nums[i];
    }
  }
  return leaders.reverse();
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(leadersFromRight([]), []);
assert.deepStrictEqual(leadersFromRight([9]), [9]);
assert.deepStrictEqual(leadersFromRight([16, 17, 4, 3, 5, 2]), [17, 5, 2]);
assert.deepStrictEqual(leadersFromRight([1, 2, 3]), [3]);
assert.deepStrictEqual(leadersFromRight([3, 2, 1]), [3, 2, 1]);
assert.deepStrictEqual(leadersFromRight([5, 5]), [5]);
assert.deepStrictEqual(leadersFromRight([-1, -3, -2]), [-1, -2]);
assert.deepStrictEqual(leadersFromRight([0, 4, 0]), [4, 0]);
