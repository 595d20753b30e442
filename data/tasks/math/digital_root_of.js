// query: Repeatedly replace a non-negative integer by the sum of its decimal digits until a single digit remains,
// and return that digit; 0 gives 0.
function digitalRootOf(n) {
  while (n >= 10) {
    let total = 0;
    while (n > 0) {
      total += n % 10;
      n = Math.floor(n / 10);
    }
    n = total;
  }
  return n;
}

// tests
const assert = require('node:assert');
assert.strictEqual(digitalRootOf(0), 0);
assert.strictEqual(digitalRootOf(7), 7);
assert.strictEqual(digitalRootOf(9), 9);
assert.strictEqual(digitalRootOf(10), 1);
assert.strictEqual(digitalRootOf(38), 2);
assert.strictEqual(digitalRootOf(99), 9);
assert.strictEqual(digitalRootOf(123456789), 9);
assert.strictEqual(digitalRootOf(1000000000), 1);
assert.strictEqual(digitalRootOf(493193), 2);
