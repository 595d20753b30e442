// query: Return the integer formed by bits lo through hi inclusive (bit 0 is least significant) of a non-negative
// integer, shifted down so bit lo becomes bit 0; return -1 if lo is negative, lo > hi, or the value is negative.
function extractBitSlice(value, lo, hi) {
  if (lo < 0 || lo > hi || value < 0) {
    return -1;
  }
  const width = hi - lo + 1;
  const mask = (1 << width) - 1;
  return (value >> lo) & mask;
}

// tests
const assert = require('node:assert');
assert.strictEqual(extractBitSlice(0b110110, 1, 3), 0b011);
assert.strictEqual(extractBitSlice(0b110110, 5, 5), 1);
assert.strictEqual(extractBitSlice(0b110110, 2, 5), 0b1101);
assert.strictEqual(extractBitSlice(255, 4, 20), 15);
assert.strictEqual(extractBitSlice(255, 3, 2), -1);
assert.strictEqual(extractBitSlice(255, -1, 2), -1);
assert.strictEqual(extractBitSlice(-1, 0, 2), -1);
assert.strictEqual(extractBitSlice(0, 0, 3), 0);
assert.strictEqual(extractBitSlice(0xabcd, 4, 11), 0xbc);
assert.strictEqual(extractBitSlice(0xabcd, 0, 15), 0xabcd);
