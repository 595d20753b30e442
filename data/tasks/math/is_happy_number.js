// query: Decide whether repeatedly replacing a positive integer by the sum of the squares of its decimal digits
// eventually reaches 1 (instead of looping forever); non-positive inputs give False.
function isHappyNumber(n) {
  if (n < 1) {
    return false;
  }
  const seen = new Set();
  while (n !== 1 && !seen.has(n)) {
    seen.add(n);
    let total = 0;
    while (n) {
      const digit = n % 10;
      n = Math.floor(n / 10);
      total += digit * digit;
    }
    n = total;
  }
  return n === 1;
}

// tests
const assert = require('node:assert');
assert.strictEqual(isHappyNumber(0), false);
assert.strictEqual(isHappyNumber(-7), false);
assert.strictEqual(isHappyNumber(1), true);
assert.strictEqual(isHappyNumber(19), true);
assert.strictEqual(isHappyNumber(2), false);
assert.strictEqual(isHappyNumber(7), true);
assert.strictEqual(isHappyNumber(4), false);
assert.strictEqual(isHappyNumber(100), true);
assert.strictEqual(isHappyNumber(20), false);
