// query: Convert an uppercase Roman numeral (I, V, X, L, C, D, M with subtractive pairs like IV and CM) to its integer
// value; return 0 for an empty string or any character that is not a Roman digit.
function romanNumeralValue(text) {
  const values = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };
  let total = 0;
  for (let i = 0; i < text.length; i++) {
    const v = values[text[i]];
    if (v === undefined) {
      return 0;
    }
    if (i + 1 < text.length && (values[text[i + 1]] ?? 0) > v) {
      total -= v;
    } else {
      total += v;
    }
  }
  return total;
}

// tests
const assert = require('node:assert');
assert.strictEqual(romanNumeralValue(''), 0);
assert.strictEqual(romanNumeralValue('III'), 3);
assert.strictEqual(romanNumeralValue('IV'), 4);
assert.strictEqual(romanNumeralValue('IX'), 9);
assert.strictEqual(romanNumeralValue('LVIII'), 58);
assert.strictEqual(romanNumeralValue('MCMXCIV'), 1994);
assert.strictEqual(romanNumeralValue('MMXXIV'), 2024);
assert.strictEqual(romanNumeralValue('XLII'), 42);
assert.strictEqual(romanNumeralValue('XIZ'), 0);
assert.strictEqual(romanNumeralValue('CDXLIV'), 444);
