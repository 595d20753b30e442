// query: Return the k-th smallest element (k is 1-based, duplicates counted separately) of an unsorted list of
// numbers using quickselect partitioning, leaving the input unchanged; return None if k is outside 1..len(list).
function kthSmallestQuickselect(items, k) {
  if (k < 1 || k > items.length) {
    return null;
  }
  const arr = [...items];
  const target = k - 1;
  let lo = 0;
  let hi = arr.length - 1;
  while (true) {
    const pivot = arr[hi];
    let store = lo;
    for (let i = lo; i < hi; i++) {
      if (arr[i] < pivot) {
        [arr[i], arr[store]] = [arr[store], arr[i]];
        store += 1;
      }
    }
    [arr[store], arr[hi]] = [arr[hi], arr[store]];
    if (store === target) {
      return arr[store];
    }
    if (store < target) {
      lo = store + 1;
    } else {
      hi = store - 1;
    }
  }
}

// tests
const assert = require('node:assert');
assert.strictEqual(kthSmallestQuickselect([], 1), null);
assert.strictEqual(kthSmallestQuickselect([3, 1, 2], 0), null);
assert.strictEqual(kthSmallestQuickselect([3, 1, 2], 4), null);
assert.strictEqual(kthSmallestQuickselect([3, 1, 2], 3), 3);
assert.strictEqual(kthSmallestQuickselect([7], 1), 7);
assert.strictEqual(kthSmallestQuickselect([7, 10, 4, 3, 20, 15], 3), 7);
assert.strictEqual(kthSmallestQuickselect([7, 10, 4, 3, 20, 15], 1), 3);
assert.strictEqual(kthSmallestQuickselect([5, 5, 1, 5, 2], 4), 5);
assert.strictEqual(kthSmallestQuickselect([-1, -8, 0, 6, -3], 2), -3);
assert.strictEqual(kthSmallestQuickselect([9, 8, 7, 6, 5, 4, 3, 2, 1], 6), 6);
