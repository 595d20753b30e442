// query: Return the sum of Manhattan distances |dx| + |dy| over all unordered pairs of the given integer (x, y)
// points (repeated points included), in O(n log n) time; fewer than two points give 0.
function totalPairwiseManhattan(points) {
  let total = 0;
  for (const axis of [0, 1]) {
    const values = points.map((p) => p[axis]).sort((a, b) => a - b);
    let running = 0;
    values.forEach((v, i) => {
      total += v * i - running;
      running += v;
    });
  }
  return total;
}

// tests
const assert = require('node:assert');
assert.strictEqual(totalPairwiseManhattan([]), 0);
assert.strictEqual(totalPairwiseManhattan([[5, -3]]), 0);
assert.strictEqual(totalPairwiseManhattan([[0, 0], [3, 4]]), 7);
assert.strictEqual(totalPairwiseManhattan([[3, 4], [0, 0]]), 7);
assert.strictEqual(totalPairwiseManhattan([[1, 1], [1, 1]]), 0);
assert.strictEqual(totalPairwiseManhattan([[0, 0], [1, 0], [3, 0]]), 6);
assert.strictEqual(totalPairwiseManhattan([[0, 0], [0, 2], [0, 5]]), 10);
assert.strictEqual(totalPairwiseManhattan([[-1, 2], [4, -3], [0, 0]]), 20);
assert.strictEqual(totalPairwiseManhattan([[2, 2], [-2, -2], [2, -2], [-2, 2]]), 32);
