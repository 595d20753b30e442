// query: Decide whether an integer is prime by trial division over 2, 3 and numbers of the form 6k +- 1; integers
// below 2 are not prime.
function isPrime6k(n) {
  if (n < 2) {
    return false;
  }
  if (n < 4) {
    return true;
  }
  if (n % 2 === 0 || n % 3 === 0) {
    return false;
  }
  for (let i = 5; i * i <= n; i += 6) {
    if (n % i === 0 || n % (i + 2) === 0) {
      return false;
    }
  }
  return true;
}

// tests
const assert = require('node:assert');
assert.strictEqual(isPrime6k(9), false);
assert.strictEqual(isPrime6k(1), false);
assert.strictEqual(isPrime6k(2), true);
assert.strictEqual(isPrime6k(3), true);
assert.strictEqual(isPrime6k(4), false);
assert.strictEqual(isPrime6k(25), false);
assert.strictEqual(isPrime6k(49), false);
assert.strictEqual(isPrime6k(97), true);
assert.strictEqual(isPrime6k(121), false);
assert.strictEqual(isPrime6k(7919), true);
