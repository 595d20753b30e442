// query: Return the integers of a list reordered so that values occurring more often come first; values with
// the same count are ordered by increasing value, and equal values stay grouped together.
function sortByFrequencyThenValue(nums) {
  const counts = new Map();
  for (const x of nums) {
    counts.set(x, (counts.get(x) ?? 0) + 1);
  }
  const order = [...counts.keys()].sort((a, b) => counts.get(b) - counts.get(a) || a - b);
  const result = [];
  for (const v of order) {
    for (let i = 0; i < counts.get(v); i++) {
      result.push(v);
    }
  }
  return result;
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(sortByFrequencyThenValue([]), []);
assert.deepStrictEqual(sortByFrequencyThenValue([7]), [7]);
assert.deepStrictEqual(sortByFrequencyThenValue([1, 1, 2, 2, 2, 3]), [2, 2, 2, 1, 1, 3]);
assert.deepStrictEqual(sortByFrequencyThenValue([4, 3, 2, 1]), [1, 2, 3, 4]);
assert.deepStrictEqual(sortByFrequencyThenValue([5, 9, 5, 9, 1]), [5, 5, 9, 9, 1]);
assert.deepStrictEqual(sortByFrequencyThenValue([-1, 2, -1, 2, -3, 2]), [2, 2, 2, -1, -1, -3]);
assert.deepStrictEqual(sortByFrequencyThenValue([0, 0, 0, 0]), [0, 0, 0, 0]);
assert.deepStrictEqual(sortByFrequencyThenValue([3, 1, 3, 1, 2, 2, 2]), [2, 2, 2, 1, 1, 3, 3]);
