// query: Return the number of trailing zeros in the decimal representation of n! for a non-negative integer n;
// a negative n gives 0.
function factorialTrailingZeros(n) {
  let zeros = 0;
  let power = 5;
  while (power <= n) {
    zeros += Math.floor(n / power);
    power *= 5;
  }
  return zeros;
}

// tests
const assert = require('node:assert');
assert.strictEqual(factorialTrailingZeros(-5), 0);
assert.strictEqual(factorialTrailingZeros(0), 0);
assert.strictEqual(factorialTrailingZeros(4), 0);
assert.strictEqual(factorialTrailingZeros(5), 1);
assert.strictEqual(factorialTrailingZeros(24), 4);
assert.strictEqual(factorialTrailingZeros(25), 6);
assert.strictEqual(factorialTrailingZeros(100), 24);
assert.strictEqual(factorialTrailingZeros(125), 31);
assert.strictEqual(factorialTrailingZeros(1000), 249);
