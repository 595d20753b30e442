// query: Return all positive divisors of a positive integer in increasing order (a square root divisor listed once);
// zero or a negative input gives [].
function sortedDivisorsList(n) {
  if (n <= 0) {
    return [];
  }
  const small = [];
  const large = [];
  for (let d = 1; d * d <= n; d++) {
    if (n % d === 0) {
      small.push(d);
      if (d !== n / d) {
        large.push(n / d);
      }
    }
  }
  return [...small, ...large.reverse()];
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(sortedDivisorsList(0), []);
assert.deepStrictEqual(sortedDivisorsList(-6), []);
assert.deepStrictEqual(sortedDivisorsList(1), [1]);
assert.deepStrictEqual(sortedDivisorsList(2), [1, 2]);
assert.deepStrictEqual(sortedDivisorsList(12), [1, 2, 3, 4, 6, 12]);
assert.deepStrictEqual(sortedDivisorsList(16), [1, 2, 4, 8, 16]);
assert.deepStrictEqual(sortedDivisorsList(36), [1, 2, 3, 4, 6, 9, 12, 18, 36]);
assert.deepStrictEqual(sortedDivisorsList(97), [1, 97]);
assert.deepStrictEqual(sortedDivisorsList(45), [1, 3, 5, 9, 15, 45]);
