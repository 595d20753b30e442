// query: Shift every ASCII letter of a string by k positions in the alphabet, wrapping around and keeping its
// case, while leaving all other characters unchanged; k may be negative or larger than 26.
function caesarShiftLetters(text, k) {
  const shift = (ch, base) =>
    String.fromCharCode(((((ch.charCodeAt(0) - base + k) % 26) + 26) % 26) + base);
  let out = '';
  for (const ch of text) {
    if (ch >= 'a' && ch <= 'z') {
      out += shift(ch, 97);
    } else if (ch >= 'A' && ch <= 'Z') {
      out += shift(ch, 65);
    } else {
      out += ch;
    }
  }
  return out;
}

// tests
const assert = require('node:assert');
assert.strictEqual(caesarShiftLetters('', 5), '');
assert.strictEqual(caesarShiftLetters('abc', 1), 'bcd');
assert.strictEqual(caesarShiftLetters('xyz', 3), 'abc');
assert.strictEqual(caesarShiftLetters('Hello, World!', 3), 'Khoor, Zruog!');
assert.strictEqual(caesarShiftLetters('abc', -1), 'zab');
assert.strictEqual(caesarShiftLetters('Zz', 27), 'Aa');
assert.strictEqual(caesarShiftLetters('a1-B', 0), 'a1-B');
assert.strictEqual(caesarShiftLetters('AZaz', 25), 'ZYzy');
assert.strictEqual(caesarShiftLetters('`{@[', 1), '`{@[');
