// query: Return a list whose i-th entry is the number of 1 bits in i, for every i from 0 to n inclusive, reusing
// earlier entries instead of recounting; return an empty list for negative n.
function popcountsThroughN(n) {
  if (n < 0) {
    return [];
  }
  const counts = new Array(n + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    counts[i] = counts[i >> 1] + (i & 1);
  }
  return counts;
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(popcountsThroughN(-1), []);
assert.deepStrictEqual(popcountsThroughN(0), [0]);
assert.deepStrictEqual(popcountsThroughN(1), [0, 1]);
assert.deepStrictEqual(popcountsThroughN(2), [0, 1, 1]);
assert.deepStrictEqual(popcountsThroughN(5), [0, 1, 1, 2, 1, 2]);
assert.deepStrictEqual(popcountsThroughN(8), [0, 1, 1, 2, 1, 2, 2, 3, 1]);
assert.strictEqual(popcountsThroughN(15).at(-1), 4);
assert.strictEqual(popcountsThroughN(31).reduce((a, b) => a + b, 0), 80);
