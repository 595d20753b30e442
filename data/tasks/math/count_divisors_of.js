// query: Return how many positive divisors a positive integer has (1 has one divisor); zero or a negative input
// gives 0.
function countDivisorsOf(n) {
  let count = 0;
  for (let d = 1; d * d <= n; d++) {
    if (n % d === 0) {
      count += d * d === n ? 1 : 2;
    }
  }
  return count;
}

// tests
const assert = require('node:assert');
assert.strictEqual(countDivisorsOf(0), 0);
assert.strictEqual(countDivisorsOf(-6), 0);
assert.strictEqual(countDivisorsOf(1), 1);
assert.strictEqual(countDivisorsOf(2), 2);
assert.strictEqual(countDivisorsOf(4), 3);
assert.strictEqual(countDivisorsOf(12), 6);
assert.strictEqual(countDivisorsOf(36), 9);
assert.strictEqual(countDivisorsOf(97), 2);
assert.strictEqual(countDivisorsOf(100), 9);
assert.strictEqual(countDivisorsOf(30), 8);
