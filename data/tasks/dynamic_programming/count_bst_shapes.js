// query: Return how many structurally different binary search trees can hold the keys 1..n (1 for n = 0, 0 for
// negative n).
function countBstShapes(n) {
  if (n < 0) {
    return 0;
  }
  const ways = new Array(n + 1).fill(0);
  ways[0] = 1;
  for (let nodes = 1; nodes <= n; nodes++) {
    for (let root = 1; root <= nodes; root++) {
      ways[nodes] += ways[root - 1] * ways[nodes - root];
    }
  }
  return ways[n];
}

// tests
const assert = require('node:assert');
assert.strictEqual(countBstShapes(-1), 0);
assert.strictEqual(countBstShapes(0), 1);
assert.strictEqual(countBstShapes(1), 1);
assert.strictEqual(countBstShapes(2), 2);
assert.strictEqual(countBstShapes(3), 5);
assert.strictEqual(countBstShapes(4), 14);
assert.strictEqual(countBstShapes(5), 42);
assert.strictEqual(countBstShapes(10), 16796);
