// query: Write an integer in a base from 2 to 36 using digits 0-9 then lowercase letters, with a leading "-" for
// negatives; 0 gives "0" and a base outside 2..36 gives an empty string.
function intToBaseString(n, base) {
  if (base < 2 || base > 36) {
    return '';
  }
  if (n === 0) {
    return '0';
  }
  const digits = '0123456789abcdefghijklmnopqrstuvwxyz';
  const negative = n < 0;
  n = Math.abs(n);
  const out = [];
  while (n > 0) {
    out.push(digits[n % base]);
    n = Math.floor(n / base);
  }
  if (negative) {
    out.push('-');
  }
  return out.reverse().join('');
}

// tests
const assert = require('node:assert');
assert.strictEqual(intToBaseString(0, 2), '0');
assert.strictEqual(intToBaseString(5, 1), '');
assert.strictEqual(intToBaseString(5, 37), '');
assert.strictEqual(intToBaseString(10, 2), '1010');
assert.strictEqual(intToBaseString(255, 16), 'ff');
assert.strictEqual(intToBaseString(-255, 16), '-ff');
assert.strictEqual(intToBaseString(35, 36), 'z');
assert.strictEqual(intToBaseString(36, 36), '10');
assert.strictEqual(intToBaseString(8, 8), '10');
assert.strictEqual(intToBaseString(-1, 2), '-1');
