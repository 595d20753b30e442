// query: Decide whether the binary form of a positive integer (without leading zeros) alternates between 1 and 0
// at every position, such as 5 = 101 or 10 = 1010; return False for zero and negative inputs.
function hasAlternatingBits(n) {
  if (n <= 0) {
    return false;
  }
  let previous = n & 1;
  n >>= 1;
  while (n > 0) {
    const current = n & 1;
    if (current === previous) {
      return false;
    }
    previous = current;
    n >>= 1;
  }
  return true;
}

// tests
const assert = require('node:assert');
assert.strictEqual(hasAlternatingBits(0), false);
assert.strictEqual(hasAlternatingBits(-5), false);
assert.strictEqual(hasAlternatingBits(1), true);
assert.strictEqual(hasAlternatingBits(2), true);
assert.strictEqual(hasAlternatingBits(3), false);
assert.strictEqual(hasAlternatingBits(5), true);
assert.strictEqual(hasAlternatingBits(10), true);
assert.strictEqual(hasAlternatingBits(11), false);
assert.strictEqual(hasAlternatingBits(0b10101010101), true);
assert.strictEqual(hasAlternatingBits(0b1010110), false);
