// query: Decide whether a positive integer equals the sum of its proper divisors (divisors other than itself);
// numbers below 2 are not perfect.
function isPerfectNumber(n) {
  if (n < 2) {
    return false;
  }
  let total = 1;
  for (let d = 2; d * d <= n; d++) {
    if (n % d === 0) {
      total += d;
      if (d !== n / d) {
        total += n / d;
      }
    }
  }
  return total === n;
}

// tests
const assert = require('node:assert');
assert.strictEqual(isPerfectNumber(0), false);
assert.strictEqual(isPerfectNumber(1), false);
assert.strictEqual(isPerfectNumber(6), true);
assert.strictEqual(isPerfectNumber(28), true);
assert.strictEqual(isPerfectNumber(496), true);
assert.strictEqual(isPerfectNumber(8128), true);
assert.strictEqual(isPerfectNumber(12), false);
assert.strictEqual(isPerfectNumber(2), false);
assert.strictEqual(isPerfectNumber(4), false);
assert.strictEqual(isPerfectNumber(27), false);
