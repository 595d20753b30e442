// query: Convert an integer literal string with an optional leading "-" and an optional "0x", "0o" or "0b" prefix
// (case-insensitive, else decimal) into its int value without using int(); return None for no digits or a digit invalid
// for the base.
function prefixedIntLiteral(text) {
  let s = text.toLowerCase();
  const negative = s.startsWith('-');
  if (negative) {
    s = s.slice(1);
  }
  let base = 10;
  if (s.length > 2 && s[0] === '0' && 'xob'.includes(s[1])) {
    base = { x: 16, o: 8, b: 2 }[s[1]];
    s = s.slice(2);
  }
  if (!s) {
    return null;
  }
  const digits = '0123456789abcdef';
  let value = 0;
  for (const ch of s) {
    const d = digits.indexOf(ch);
    if (d < 0 || d >= base) {
      return null;
    }
    value = value * base + d;
  }
  return negative ? -value : value;
}

// tests
const assert = require('node:assert');
assert.strictEqual(prefixedIntLiteral(''), null);
assert.strictEqual(prefixedIntLiteral('9z'), null);
assert.strictEqual(prefixedIntLiteral('42'), 42);
assert.strictEqual(prefixedIntLiteral('-17'), -17);
assert.strictEqual(prefixedIntLiteral('0xFF'), 255);
assert.strictEqual(prefixedIntLiteral('0o17'), 15);
assert.strictEqual(prefixedIntLiteral('-0b1011'), -11);
assert.strictEqual(prefixedIntLiteral('0b102'), null);
assert.strictEqual(prefixedIntLiteral('0o8'), null);
assert.strictEqual(prefixedIntLiteral('0xf'), 15);
