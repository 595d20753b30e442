// query: Return the smallest integer greater than a positive integer n that has the same number of 1 bits, using
// the lowest-set-bit ripple trick; return -1 if n is zero or negative.
function nextSamePopcount(n) {
  if (n <= 0) {
    return -1;
  }
  const lowest = n & -n;
  const ripple = n + lowest;
  const ones = Math.floor(((n ^ ripple) >> 2) / lowest);
  return ripple | ones;
}

// tests
const assert = require('node:assert');
assert.strictEqual(nextSamePopcount(0), -1);
assert.strictEqual(nextSamePopcount(-6), -1);
assert.strictEqual(nextSamePopcount(1), 2);
assert.strictEqual(nextSamePopcount(3), 5);
assert.strictEqual(nextSamePopcount(6), 9);
assert.strictEqual(nextSamePopcount(7), 11);
assert.strictEqual(nextSamePopcount(0b1011100), 0b1100011);
assert.strictEqual(nextSamePopcount(0b11110000), 0b100000111);
assert.strictEqual(nextSamePopcount(12), 17);
assert.strictEqual(nextSamePopcount(5), 6);
