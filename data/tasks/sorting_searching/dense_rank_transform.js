// query: Replace every value of a list by its dense rank: 1 for the smallest distinct value, 2 for the next distinct
// value and so on, with equal values sharing a rank.
function denseRankTransform(values) {
  const ranks = new Map();
  for (const v of [...new Set(values)].sort((a, b) => a - b)) {
    ranks.set(v, ranks.size + 1);
  }
  return values.map((v) => ranks.get(v));
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(denseRankTransform([]), []);
assert.deepStrictEqual(denseRankTransform([7]), [1]);
assert.deepStrictEqual(denseRankTransform([40, 10, 20, 30]), [4, 1, 2, 3]);
assert.deepStrictEqual(denseRankTransform([100, 100, 100]), [1, 1, 1]);
assert.deepStrictEqual(denseRankTransform([37, 12, 28, 9, 100, 56, 80, 5, 12]), [5, 3, 4, 2, 8, 6, 7, 1, 3]);
assert.deepStrictEqual(denseRankTransform([-1, 0, -1]), [1, 2, 1]);
assert.deepStrictEqual(denseRankTransform([3, 1, 2, 1, 3]), [3, 1, 2, 1, 3]);
