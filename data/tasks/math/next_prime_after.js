// query: Return the smallest prime strictly greater than a given integer (which may be negative, in which case the
// answer is 2).
function nextPrimeAfter(n) {
  let candidate = Math.max(n + 1, 2);
  while (true) {
    let isPrime = true;
    for (let d = 2; d * d <= candidate; d++) {
      if (candidate % d === 0) {
        isPrime = false;
        break;
      }
    }
    if (isPrime) {
      return candidate;
    }
    candidate += 1;
  }
}

// tests
const assert = require('node:assert');
assert.strictEqual(nextPrimeAfter(-10), 2);
assert.strictEqual(nextPrimeAfter(0), 2);
assert.strictEqual(nextPrimeAfter(1), 2);
assert.strictEqual(nextPrimeAfter(2), 3);
assert.strictEqual(nextPrimeAfter(3), 5);
assert.strictEqual(nextPrimeAfter(7), 11);
assert.strictEqual(nextPrimeAfter(13), 17);
assert.strictEqual(nextPrimeAfter(24), 29);
assert.strictEqual(nextPrimeAfter(48), 53);
assert.strictEqual(nextPrimeAfter(120), 127);
