// query: Return the smallest positive integer that does not occur in an unsorted integer list, which may contain
// duplicates, zeros and negatives; an empty list gives 1.
function firstMissingPositive(nums) {
  const arr = [...nums];
  const n = arr.length;
  for (let i = 0; i < n; i++) {
    while (arr[i] >= 1 && arr[i] <= n && arr[arr[i] - 1] !== arr[i]) {
      const j = arr[i] - 1;
      [arr[i], arr[j]] = [arr[j], arr[i]];
    }
  }
  for (let i = 0; i < n; i++) {
    if (arr[i] !== i + 1) {
      return i + 1;
    }
  }
  return n + 1;
}

// tests
const assert = require('node:assert');
assert.strictEqual(firstMissingPositive([]), 1);
assert.strictEqual(firstMissingPositive([1]), 2);
assert.strictEqual(firstMissingPositive([2]), 1);
assert.strictEqual(firstMissingPositive([1, 2, 0]), 3);
assert.strictEqual(firstMissingPositive([3, 4, -1, 1]), 2);
assert.strictEqual(firstMissingPositive([7, 8, 9, 11, 12]), 1);
assert.strictEqual(firstMissingPositive([1, 1, 2, 2]), 3);
assert.strictEqual(firstMissingPositive([2, 3, 4]), 1);
assert.strictEqual(firstMissingPositive([4, 3, 2, 1]), 5);
