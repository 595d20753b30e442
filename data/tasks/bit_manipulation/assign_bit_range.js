// query: Return a copy of a non-negative integer in which bits lo through hi inclusive are all set to 1 when
// `on` is true or all cleared to 0 otherwise, leaving other bits alone; if lo > hi or lo < 0 return the value
// unchanged.
function assignBitRange(value, lo, hi, on) {
  if (lo < 0 || lo > hi) {
    return value;
  }
  const mask = ((1 << (hi - lo + 1)) - 1) << lo;
  if (on) {
    return value | mask;
  }
  return value & ~mask;
}

// tests
const assert = require('node:assert');
assert.strictEqual(assignBitRange(0, 0, 3, true), 15);
assert.strictEqual(assignBitRange(255, 0, 3, false), 240);
assert.strictEqual(assignBitRange(0b100000, 1, 2, true), 0b100110);
assert.strictEqual(assignBitRange(0b111111, 2, 4, false), 0b100011);
assert.strictEqual(assignBitRange(0b1010, 5, 5, true), 0b101010);
assert.strictEqual(assignBitRange(0b1010, 3, 1, true), 0b1010);
assert.strictEqual(assignBitRange(0b1010, -1, 2, false), 0b1010);
assert.strictEqual(assignBitRange(0b1010, 0, 0, true), 0b1011);
assert.strictEqual(assignBitRange(0xffff, 8, 11, false), 0xf0ff);
