// query: Count the pairs of indices i < j with values[i] > values[j] (equal values are not an inversion) in
// O(n log n) time with a merge-sort based count; an empty or single-element list has 0.
function countInversionsMergesort(values) {
  const sortCount = (arr) => {
    if (arr.length <= 1) {
      return [arr, 0];
    }
    const mid = Math.floor(arr.length / 2);
    const [left, a] = sortCount(arr.slice(0, mid));
    const [right, b] = sortCount(arr.slice(mid));
    const merged = [];
    let count = a + b;
    let i = 0;
    let j = 0;
    while (i < left.length && j < right.length) {
      if (left[i] <= right[j]) {
        merged.push(left[i]);
        i += 1;
      } else {
        merged.push(right[j]);
        count += left.length - i;
        j += 1;
      }
    }
    return [[...merged, ...left.slice(i), ...right.slice(j)], count];
  };
  return sortCount([...values])[1];
}

// tests
const assert = require('node:assert');
assert.strictEqual(countInversionsMergesort([]), 0);
assert.strictEqual(countInversionsMergesort([4]), 0);
assert.strictEqual(countInversionsMergesort([1, 2, 3, 4]), 0);
assert.strictEqual(countInversionsMergesort([2, 1]), 1);
assert.strictEqual(countInversionsMergesort([4, 3, 2, 1]), 6);
assert.strictEqual(countInversionsMergesort([2, 4, 1, 3, 5]), 3);
assert.strictEqual(countInversionsMergesort([3, 3, 3]), 0);
assert.strictEqual(countInversionsMergesort([5, 1, 5, 1, 5]), 3);
assert.strictEqual(countInversionsMergesort([-1, -5, 0, -3, 8, 2]), 4);
assert.strictEqual(countInversionsMergesort([7, 6, 1, 8, 3, 2, 9]), 10);
