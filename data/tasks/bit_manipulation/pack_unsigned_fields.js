// query: Pack a list of non-negative field values into one integer, using the matching list of bit widths and
// placing the first field in the most significant position; return -1 if the lists differ in length, a width
// is not positive, or a value is negative or too large for its width.
function packUnsignedFields(values, widths) {
  if (values.length !== widths.length) {
    return -1;
  }
  let packed = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    const width = widths[i];
    if (width <= 0 || value < 0 || value >= 1 << width) {
      return -1;
    }
    packed = (packed << width) | value;
  }
  return packed;
}

// tests
const assert = require('node:assert');
assert.strictEqual(packUnsignedFields([], []), 0);
assert.strictEqual(packUnsignedFields([1], [1]), 1);
assert.strictEqual(packUnsignedFields([1, 0], [1, 3]), 8);
assert.strictEqual(packUnsignedFields([31, 63, 31], [5, 6, 5]), 0xffff);
assert.strictEqual(packUnsignedFields([0b101, 0b01, 0b1], [3, 2, 1]), 0b101011);
assert.strictEqual(packUnsignedFields([2, 3], [4, 4]), 0x23);
assert.strictEqual(packUnsignedFields([4, 1], [2, 4]), -1);
assert.strictEqual(packUnsignedFields([1, 0], [2, 0]), -1);
assert.strictEqual(packUnsignedFields([-1, 1], [2, 2]), -1);
assert.strictEqual(packUnsignedFields([1, 2], [4]), -1);
