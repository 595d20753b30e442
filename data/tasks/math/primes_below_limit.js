// query: Return the sorted list of all prime numbers strictly less than a limit, using a sieve; a limit of 2 or
// less gives an empty list.
function primesBelowLimit(limit) {
  if (limit < 3) {
    return [];
  }
  const isPrime = new Array(limit).fill(true);
  isPrime[0] = false;
  isPrime[1] = false;
  for (let p = 2; p * p < limit; p++) {
    if (isPrime[p]) {
      for (let m = p * p; m < limit; m += p) {
        isPrime[m] = false;
      }
    }
  }
  const primes = [];
  isPrime.forEach((flag, i) => {
    if (flag) {
      primes.push(i);
    }
  });
  return primes;
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(primesBelowLimit(0), []);
assert.deepStrictEqual(primesBelowLimit(2), []);
assert.deepStrictEqual(primesBelowLimit(3), [2]);
assert.deepStrictEqual(primesBelowLimit(10), [2, 3, 5, 7]);
assert.deepStrictEqual(primesBelowLimit(11), [2, 3, 5, 7]);
assert.deepStrictEqual(primesBelowLimit(12), [2, 3, 5, 7, 11]);
assert.deepStrictEqual(primesBelowLimit(26), [2, 3, 5, 7, 11, 13, 17, 19, 23]);
assert.deepStrictEqual(primesBelowLimit(50), [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47]);
assert.deepStrictEqual(primesBelowLimit(5), [2, 3]);
