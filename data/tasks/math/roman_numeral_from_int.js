// query: Write an integer from 1 to 3999 in standard Roman numerals using subtractive pairs (IV, IX, XL, XC, CD,
// CM); any value outside that range gives an empty string.
function romanNumeralFromInt(n) {
  if (n < 1 || n > 3999) {
    return '';
  }
  const table = [
    [1000, 'M'],
    [900, 'CM'],
    [500, 'D'],
    [400, 'CD'],
    [100, 'C'],
    [90, 'XC'],
    [50, 'L'],
    [40, 'XL'],
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let out = '';
  for (const [value, symbol] of table) {
    while (n >= value) {
      out += symbol;
      n -= value;
    }
  }
  return out;
}

// tests
const assert = require('node:assert');
assert.strictEqual(romanNumeralFromInt(0), '');
assert.strictEqual(romanNumeralFromInt(4000), '');
assert.strictEqual(romanNumeralFromInt(1), 'I');
assert.strictEqual(romanNumeralFromInt(3999), 'MMMCMXCIX');
assert.strictEqual(romanNumeralFromInt(4), 'IV');
assert.strictEqual(romanNumeralFromInt(9), 'IX');
assert.strictEqual(romanNumeralFromInt(58), 'LVIII');
assert.strictEqual(romanNumeralFromInt(1994), 'MCMXCIV');
assert.strictEqual(romanNumeralFromInt(444), 'CDXLIV');
assert.strictEqual(romanNumeralFromInt(3888), 'MMMDCCCLXXXVIII');
