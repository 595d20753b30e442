// query: Count the ways a string of digits can be decoded when 'A'..'Z' map to '1'..'26' (a '0' cannot start a code,
// and codes like '06' are invalid); an empty string or one that cannot be decoded gives 0.
function decodeDigitWays(digits) {
  if (digits.length === 0) {
    return 0;
  }
  let prev2 = 1;
  let prev1 = digits[0] !== '0' ? 1 : 0;
  for (let i = 1; i < digits.length; i++) {
    let current = 0;
    if (digits[i] !== '0') {
      current += prev1;
    }
    const pair = Number(digits.slice(i - 1, i + 1));
    if (pair >= 10 && pair <= 26) {
      current += prev2;
    }
    [prev2, prev1] = [prev1, current];
  }
  return prev1;
}

// tests
const assert = require('node:assert');
assert.strictEqual(decodeDigitWays(''), 0);
assert.strictEqual(decodeDigitWays('0'), 0);
assert.strictEqual(decodeDigitWays('7'), 1);
assert.strictEqual(decodeDigitWays('109'), 1);
assert.strictEqual(decodeDigitWays('226'), 3);
assert.strictEqual(decodeDigitWays('06'), 0);
assert.strictEqual(decodeDigitWays('10'), 1);
assert.strictEqual(decodeDigitWays('27'), 1);
assert.strictEqual(decodeDigitWays('100'), 0);
assert.strictEqual(decodeDigitWays('11106'), 2);
