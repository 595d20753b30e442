// query: Decide whether a non-negative integer equals the sum of its decimal digits each raised to the power of the
// number of digits (like 153 = 1^3 + 5^3 + 3^3); negative numbers give False.
function isArmstrongNumber(n) {
  if (n < 0) {
    return false;
  }
  const digits = [];
  let m = n;
  while (true) {
    digits.push(m % 10);
    m = Math.floor(m / 10);
    if (m === 0) {
      break;
    }
  }
  const k = digits.length;
  return digits.reduce((sum, d) => sum + d ** k, 0) === n;
}

// tests
const assert = require('node:assert');
assert.strictEqual(isArmstrongNumber(-153), false);
assert.strictEqual(isArmstrongNumber(0), true);
assert.strictEqual(isArmstrongNumber(7), true);
assert.strictEqual(isArmstrongNumber(10), false);
assert.strictEqual(isArmstrongNumber(153), true);
assert.strictEqual(isArmstrongNumber(370), true);
assert.strictEqual(isArmstrongNumber(9474), true);
assert.strictEqual(isArmstrongNumber(9475), false);
assert.strictEqual(isArmstrongNumber(100), false);
