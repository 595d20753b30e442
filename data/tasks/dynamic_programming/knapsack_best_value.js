// query: Given item weights and values (each item usable at most once) and a capacity, return the maximum total value
// whose total weight does not exceed the capacity; a capacity below 0 or no items gives 0.
function knapsackBestValue(weights, values, capacity) {
  if (capacity < 0) {
    return 0;
  }
  const best = new Array(capacity + 1).fill(0);
  const n = Math.min(weights.length, values.length);
  for (let i = 0; i < n; i++) {
    const w = weights[i];
    const v = values[i];
    for (let cap = capacity; cap >= w; cap--) {
      const candidate = best[cap - w] + v;
      if (candidate > best[cap]) {
        best[cap] = candidate;
      }
    }
  }
  return best[capacity];
}

// tests
const assert = require('node:assert');
assert.strictEqual(knapsackBestValue([], [], 10), 0);
assert.strictEqual(knapsackBestValue([1, 2], [5, 6], -1), 0);
assert.strictEqual(knapsackBestValue([1, 3, 4, 5], [1, 4, 5, 7], 7), 9);
assert.strictEqual(knapsackBestValue([10, 20, 30], [60, 100, 120], 50), 220);
assert.strictEqual(knapsackBestValue([5], [10], 4), 0);
assert.strictEqual(knapsackBestValue([5], [10], 5), 10);
assert.strictEqual(knapsackBestValue([2, 2, 2], [3, 3, 3], 5), 6);
assert.strictEqual(knapsackBestValue([0, 3], [5, 4], 0), 5);
assert.strictEqual(knapsackBestValue([1, 1, 1], [2, 3, 4], 2), 7);
assert.strictEqual(knapsackBestValue([4, 3, 2, 1], [1, 2, 3, 4], 6), 9);
