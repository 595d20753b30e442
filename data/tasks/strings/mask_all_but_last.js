// query: Mask every digit of a string with "#" except the last `keep` digits, leaving non-digit characters such as
// spaces and dashes untouched; if the string has at most `keep` digits it is returned unchanged.
function maskAllButLast(s, keep) {
  const isDigit = (ch) => ch >= '0' && ch <= '9';
  const total = [...s].filter(isDigit).length;
  let toMask = total - keep;
  let out = '';
  for (const ch of s) {
    if (isDigit(ch) && toMask > 0) {
      out += '#';
      toMask -= 1;
    } else {
      out += ch;
    }
  }
  return out;
}

// tests
const assert = require('node:assert');
assert.strictEqual(maskAllButLast('', 4), '');
assert.strictEqual(maskAllButLast('1234', 4), '1234');
assert.strictEqual(maskAllButLast('12345', 4), '#2345');
assert.strictEqual(maskAllButLast('4111-1111-1111-1234', 4), '####-####-####-1234');
assert.strictEqual(maskAllButLast('12 34 56', 2), '## ## 56');
assert.strictEqual(maskAllButLast('abc', 0), 'abc');
assert.strictEqual(maskAllButLast('a1b2', 0), 'a#b#');
assert.strictEqual(maskAllButLast('987', 1), '##7');
assert.strictEqual(maskAllButLast('55', 5), '55');
