// query: Return the two's-complement binary string of a signed integer using exactly `width` digits (e.g. -1
// with width 4 gives "1111"); return an empty string if width is below 1 or the value is outside the signed
// range for that width.
function signedToTwosText(value, width) {
  if (width < 1) {
    return '';
  }
  const low = -(1 << (width - 1));
  const high = (1 << (width - 1)) - 1;
  if (value < low || value > high) {
    return '';
  }
  const digits = [];
  for (let i = width - 1; i >= 0; i--) {
    digits.push((value >> i) & 1 ? '1' : '0');
  }
  return digits.join('');
}

// tests
const assert = require('node:assert');
assert.strictEqual(signedToTwosText(0, 4), '0000');
assert.strictEqual(signedToTwosText(-1, 4), '1111');
assert.strictEqual(signedToTwosText(5, 4), '0101');
assert.strictEqual(signedToTwosText(7, 4), '0111');
assert.strictEqual(signedToTwosText(8, 4), '');
assert.strictEqual(signedToTwosText(-8, 4), '1000');
assert.strictEqual(signedToTwosText(-9, 4), '');
assert.strictEqual(signedToTwosText(-1, 1), '1');
assert.strictEqual(signedToTwosText(3, 0), '');
assert.strictEqual(signedToTwosText(-100, 8), '10011100');
