// query: Return the largest prime that divides an integer n >= 2 (a prime is its own largest prime factor); n below 2
// gives None.
function largestPrimeFactor(n) {
  if (n < 2) {
    return null;
  }
  let largest = 1;
  for (let d = 2; d * d <= n; d++) {
    while (n % d === 0) {
      largest = d;
      n /= d;
    }
  }
  if (n > 1) {
    largest = n;
  }
  return largest;
}

// tests
const assert = require('node:assert');
assert.strictEqual(largestPrimeFactor(1), null);
assert.strictEqual(largestPrimeFactor(-10), null);
assert.strictEqual(largestPrimeFactor(2), 2);
assert.strictEqual(largestPrimeFactor(97), 97);
assert.strictEqual(largestPrimeFactor(64), 2);
assert.strictEqual(largestPrimeFactor(49), 7);
assert.strictEqual(largestPrimeFactor(13195), 29);
assert.strictEqual(largestPrimeFactor(30030), 13);
assert.strictEqual(largestPrimeFactor(600851475143), 6857);
assert.strictEqual(largestPrimeFactor(2 * 999983), 999983);
