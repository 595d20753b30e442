// query: Return the number of permutations of n items in which no item stays in its original position (1 for n = 0, 0
// for negative n).
function countDerangements(n) {
  if (n === 0) {
    return 1;
  }
  let prev2 = 1;
  let prev1 = 0;
  for (let i = 2; i <= n; i++) {
    [prev2, prev1] = [prev1, (i - 1) * (prev1 + prev2)];
  }
  return prev1;
}

// tests
const assert = require('node:assert');
assert.strictEqual(countDerangements(-3), 0);
assert.strictEqual(countDerangements(0), 1);
assert.strictEqual(countDerangements(1), 0);
assert.strictEqual(countDerangements(2), 1);
assert.strictEqual(countDerangements(3), 2);
assert.strictEqual(countDerangements(4), 9);
assert.strictEqual(countDerangements(5), 44);
assert.strictEqual(countDerangements(10), 1334961);
