// query: Every value in the integer list appears exactly twice except two distinct values that appear once;
// return those two values as a tuple in ascending order, or None if the list has fewer than two elements.
function twoUnpairedValues(nums) {
  if (nums.length < 2) {
    return null;
  }
  let both = 0;
  for (const x of nums) {
    both ^= x;
  }
  const lowBit = both & -both;
  let first = 0;
  for (const x of nums) {
    if (x & lowBit) {
      first ^= x;
    }
  }
  let second = both ^ first;
  if (first > second) {
    [first, second] = [second, first];
  }
  return [first, second];
}

// tests
const assert = require('node:assert');
assert.strictEqual(twoUnpairedValues([]), null);
assert.strictEqual(twoUnpairedValues([4]), null);
assert.deepStrictEqual(twoUnpairedValues([1, 2]), [1, 2]);
assert.deepStrictEqual(twoUnpairedValues([2, 1]), [1, 2]);
assert.deepStrictEqual(twoUnpairedValues([1, 2, 1, 3, 2, 5]), [3, 5]);
assert.deepStrictEqual(twoUnpairedValues([0, 7, 7, 9]), [0, 9]);
assert.deepStrictEqual(twoUnpairedValues([-1, 4, 4, 6]), [-1, 6]);
assert.deepStrictEqual(twoUnpairedValues([8, 12, 8, 3, 3, 10]), [10, 12]);
assert.deepStrictEqual(twoUnpairedValues([-6, -6, -3, -8]), [-8, -3]);
